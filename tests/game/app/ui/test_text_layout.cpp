// Text layout at the player's text size (game/app/ui/text_layout.h): the scales, wrapping, cutting, scrolling and
// the frame check the window tests rely on. Widths here are 6 px per character, as the pixel font's are.
#include <catch2/catch.hpp>

#include "game/app/ui/text_layout.h"

using game::PanelBox;
using game::TextBox;

namespace {

/// 6 px per character.
float sixEach(std::string_view s) { return 6.0f * static_cast<float>(s.size()); }

} // namespace

TEST_CASE("Body text grows with the text size and headings grow by half as much", "[ui][text]") {
    CHECK(game::uiTextScale(1.0f, 1.0f) == 1.0f);
    CHECK(game::uiTextScale(1.0f, 1.5f) == 1.5f);
    CHECK(game::uiTextScale(1.0f, 2.0f) == 2.0f);
    CHECK(game::uiTextScale(2.0f, 1.0f) == 2.0f);
    CHECK(game::uiTextScale(2.0f, 2.0f) == 3.0f);
    CHECK(game::uiTextScale(2.0f, 1.5f) == 2.5f);
    CHECK(game::uiTextScale(1.0f, 7.0f) == 2.0f); // out of range: clamped to 200 %
}

TEST_CASE("The asked scale of a logo draws it at the same size at every text size", "[ui][text]") {
    for (float setting : game::kTextScales)
        for (float drawn : {2.0f, 3.0f, 4.0f, 5.0f})
            CHECK(game::uiTextScale(game::askedTextScale(drawn, setting), setting) == Approx(drawn));
}

TEST_CASE("The text size steps through 100, 150 and 200 percent and stops at the ends", "[ui][text]") {
    CHECK(game::stepTextScale(1.0f, 1) == 1.5f);
    CHECK(game::stepTextScale(1.5f, 1) == 2.0f);
    CHECK(game::stepTextScale(2.0f, 1) == 2.0f);
    CHECK(game::stepTextScale(2.0f, -1) == 1.5f);
    CHECK(game::stepTextScale(1.0f, -1) == 1.0f);
}

TEST_CASE("Wrapped lines never exceed the width and keep every word in order", "[ui][text]") {
    const std::string text = "Everything moves slower, you included, so there is more time to read each room.";
    const auto lines = game::wrapLines(text, 120.0f, sixEach);
    REQUIRE(lines.size() > 1);
    std::string joined;
    for (const std::string& l : lines) {
        CHECK(sixEach(l) <= 120.0f);
        joined += (joined.empty() ? "" : " ") + l;
    }
    CHECK(joined == text);
}

TEST_CASE("Help text breaks between its groups before it breaks inside one", "[ui][text]") {
    const auto lines = game::wrapLines("Enter / A: play     E: edit     Esc / B: back", 200.0f, sixEach);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "Enter / A: play     E: edit");
    CHECK(lines[1] == "Esc / B: back");
    CHECK(game::wrapLines("Enter / A: play     Esc / B: back", 400.0f, sixEach).size() == 1);
}

TEST_CASE("A word wider than the line is split between characters and newlines start lines", "[ui][text]") {
    const auto lines = game::wrapLines("abcdefghij", 24.0f, sixEach);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "abcd");
    CHECK(lines[2] == "ij");
    CHECK(game::wrapLines("one\ntwo", 400.0f, sixEach).size() == 2);
    CHECK(game::wrapLines("", 400.0f, sixEach).empty());
}

TEST_CASE("A line too wide is cut and ends in dots, one that fits is kept whole", "[ui][text]") {
    CHECK(game::fitLine("Best-time ghost", 200.0f, sixEach) == "Best-time ghost");
    const std::string cut = game::fitLine("Best-time ghost", 60.0f, sixEach);
    CHECK(cut == "Best-ti...");
    CHECK(sixEach(cut) <= 60.0f);
    CHECK(game::fitLine("Best", 10.0f, sixEach).empty());
}

TEST_CASE("A scrolled list shows the focused row and moves as little as it can", "[ui][text]") {
    CHECK(game::scrollFirst(5, 10, 3, 4) == 0);  // all fit
    CHECK(game::scrollFirst(13, 5, 0, 4) == 0);  // in view: no move
    CHECK(game::scrollFirst(13, 5, 0, 5) == 1);  // one below: one step
    CHECK(game::scrollFirst(13, 5, 1, 12) == 8); // the last row: at the bottom
    CHECK(game::scrollFirst(13, 5, 8, 2) == 2);  // above: it becomes the first
    CHECK(game::scrollFirst(13, 5, 40, 12) == 8); // a stale first is clamped
}

TEST_CASE("The frame check names text outside the window, outside its panel and overlapping text", "[ui][text]") {
    const std::vector<PanelBox> panels = {{{100, 100, 100, 50}, 1}};
    SECTION("well placed text passes") {
        const std::vector<TextBox> texts = {{{110, 110, 50, 9}, 1, "Music"}, {{110, 125, 50, 9}, 1, "Sound"},
                                            {{0, 0, 480, 270}, 0, "the screen below"}};
        CHECK(game::textBoxProblems(texts, panels, 480, 270).empty());
    }
    SECTION("text leaving the window") {
        const auto p = game::textBoxProblems({{{450, 10, 40, 9}, 1, "F11"}}, panels, 480, 270);
        REQUIRE(p.size() == 1);
        CHECK(p[0].find("'F11'") == 0);
        CHECK(p[0].find("leaves the window") != std::string::npos);
    }
    SECTION("text starting in a panel and leaving it") {
        const auto p = game::textBoxProblems({{{150, 110, 80, 9}, 1, "Best-time ghost"}}, panels, 480, 270);
        REQUIRE(p.size() == 1);
        CHECK(p[0].find("leaves its panel") != std::string::npos);
        // A panel of another screen does not hold it.
        CHECK(game::textBoxProblems({{{150, 110, 80, 9}, 2, "x"}}, panels, 480, 270).empty());
    }
    SECTION("two texts of one screen overlapping, but not texts of different screens or a text over itself") {
        const auto p = game::textBoxProblems({{{10, 10, 50, 9}, 1, "PAR"}, {{40, 15, 50, 9}, 1, "BEST"}}, {}, 480, 270);
        REQUIRE(p.size() == 1);
        CHECK(p[0].find("'PAR'") == 0);
        CHECK(p[0].find("overlaps 'BEST'") != std::string::npos);
        CHECK(game::textBoxProblems({{{10, 10, 50, 9}, 1, "PAR"}, {{40, 15, 50, 9}, 2, "BEST"}}, {}, 480, 270).empty());
        CHECK(game::textBoxProblems({{{10, 10, 50, 9}, 1, "RAY"}, {{11, 11, 50, 9}, 1, "RAY"}}, {}, 480, 270).empty());
        // Touching edges are not an overlap.
        CHECK(game::textBoxProblems({{{10, 10, 50, 9}, 1, "A"}, {{10, 19, 50, 9}, 1, "B"}}, {}, 480, 270).empty());
    }
}

TEST_CASE("A text over the level's view is named, unless it belongs to the HUD's top bar", "[ui][text]") {
    const game::ScreenRect view{0, 0, 480, 240};
    std::vector<TextBox> texts{{{10, 200, 60, 9}, 1, "Jump: Space"},
                               {{7, 6, 40, 9}, 1, "Lighthouse", true},
                               {{10, 246, 60, 9}, 1, "Reach the exit."}};
    const std::vector<std::string> over = game::textsOverView(texts, view);
    REQUIRE(over.size() == 1);
    CHECK(over[0].find("'Jump: Space'") == 0);
    CHECK(over[0].find("covers the level's view") != std::string::npos);
    texts[0].box.y = 240; // touching the view's edge is not over it
    CHECK(game::textsOverView(texts, view).empty());
}
