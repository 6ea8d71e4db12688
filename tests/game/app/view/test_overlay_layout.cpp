// The overlay layout: the HUD, the level's hint and a sign's text never hide what the player must see. Unit cases
// on made-up screens, then every shipped level (found by glob) replayed tick by tick under the play camera.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>

#include "game/app/view/overlay_layout.h"
#include "shipped_levels.h"

namespace {

/// Six px per character, eleven per line: a stand-in for the pixel font.
game::TextSize fixedMeasure(std::string_view text) {
    float widest = 0.0f, line = 0.0f, lines = 1.0f;
    for (char c : text) {
        if (c == '\n') {
            lines += 1.0f;
            line = 0.0f;
            continue;
        }
        line += 6.0f;
        widest = std::max(widest, line);
    }
    return {widest, 11.0f * lines};
}

/// A layout input with a title and a bottom-left gauge slot.
game::OverlayInput screenWithHud() {
    game::OverlayInput in;
    in.hud[static_cast<std::size_t>(game::HudItem::Title)] = {7, 6, 60, 9};
    in.hud[static_cast<std::size_t>(game::HudItem::Gauges)] = {8, 240, 56, 20};
    return in;
}

/// "x,y wxh" of a rect, for messages.
std::string show(const game::ScreenRect& r) {
    std::ostringstream s;
    s << r.x << "," << r.y << " " << r.w << "x" << r.h;
    return s.str();
}

} // namespace

TEST_CASE("Wrapped text keeps every line within the width and every word", "[overlay]") {
    const std::string wrapped = game::wrapText("Shoot down twice to reach the first orb: it reloads both shells.", 60,
                                               fixedMeasure);
    std::istringstream lines(wrapped);
    std::string all;
    for (std::string line; std::getline(lines, line);) {
        CHECK(fixedMeasure(line).w <= 60.0f);
        all += (all.empty() ? "" : " ") + line;
    }
    CHECK(all == "Shoot down twice to reach the first orb: it reloads both shells.");
}

TEST_CASE("The hint sits at the top centre when nothing is there", "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.hint = {120, 22};
    const game::OverlayLayout out = game::layoutOverlays(in);
    REQUIRE(out.hintShown);
    CHECK(out.hint.y == Approx(game::kOverlayTopBand + 2.0f));
    CHECK(out.hint.x + out.hint.w * 0.5f == Approx(game::kOverlayScreenW * 0.5f).margin(1.0));
}

TEST_CASE("A bubble moves to the nearest free spot when something in sight is under its place", "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.hint = {120, 22};
    const game::ScreenRect mirror{230, 45, 18, 18};
    in.inSight = {mirror};
    const game::OverlayLayout out = game::layoutOverlays(in);
    REQUIRE(out.hintShown);
    CHECK_FALSE(game::overlaps(game::inflated(out.hint, game::kOverlayClearance), mirror));
    CHECK(out.hint.y < 120.0f); // still near the top, not thrown across the screen
}

TEST_CASE("A bubble keeps off a steady beam when a free spot exists, and covers it only when none does",
          "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.hint = {120, 22};
    const game::ScreenRect beam{238, 0, 4, 270}; // a vertical beam through the preferred spot
    in.avoid = {beam};
    game::OverlayLayout out = game::layoutOverlays(in);
    REQUIRE(out.hintShown);
    CHECK_FALSE(game::overlaps(out.hint, beam));
    in.avoid.clear();
    for (float x = 0; x < 480; x += 20) in.avoid.push_back({x, 0, 4, 270}); // beams everywhere
    out = game::layoutOverlays(in);
    CHECK(out.hintShown);
}

TEST_CASE("A sign's text and the hint show together without overlapping", "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.hint = {170, 22};
    in.sign = {170, 22};
    in.signText = "Fire downward to fly.";
    in.signX = 240;
    in.signY = 60;
    const game::OverlayLayout out = game::layoutOverlays(in);
    REQUIRE(out.hintShown);
    REQUIRE(out.signShown);
    CHECK_FALSE(game::overlaps(out.hint, out.sign));
}

TEST_CASE("A bubble stays where it was while that spot stays free", "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.sign = {100, 11};
    in.signText = "Run.";
    in.signX = 100;
    in.signY = 200;
    const game::OverlayLayout first = game::layoutOverlays(in);
    REQUIRE(first.signShown);
    in.previous = first.memory;
    in.signX = 160; // the player walked on; the sign's preferred spot moved, the old one is still free
    const game::OverlayLayout second = game::layoutOverlays(in);
    REQUIRE(second.signShown);
    CHECK(show(second.sign) == show(first.sign));
}

TEST_CASE("A HUD item with something in sight under it is ghosted, the others stay solid", "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.hud[static_cast<std::size_t>(game::HudItem::Deaths)] = {420, 6, 50, 9};
    in.inSight = {{30, 8, 12, 16}}; // the player under the title
    const game::OverlayLayout out = game::layoutOverlays(in);
    CHECK(out.hudAlpha[static_cast<std::size_t>(game::HudItem::Title)] == Approx(game::kGhostAlpha));
    CHECK(out.hudAlpha[static_cast<std::size_t>(game::HudItem::Deaths)] == Approx(1.0f));
    for (const game::ScreenRect& r : game::opaqueOverlays(out)) CHECK_FALSE(game::overlaps(r, in.inSight[0]));
}

TEST_CASE("The gauges dock bottom right while the bottom-left corner is busy, and under the title when both are",
          "[overlay]") {
    game::OverlayInput in = screenWithHud();
    const std::size_t g = static_cast<std::size_t>(game::HudItem::Gauges);
    in.inSight = {{20, 235, 12, 16}}; // the player in the bottom-left corner
    game::OverlayLayout out = game::layoutOverlays(in);
    CHECK(out.memory.gauges == game::GaugeCorner::BottomRight);
    CHECK(out.hud[g].x + out.hud[g].w == Approx(game::kOverlayScreenW - 8.0f));
    in.inSight.push_back({440, 230, 24, 30}); // an exit in the bottom-right one
    out = game::layoutOverlays(in);
    CHECK(out.memory.gauges == game::GaugeCorner::TopLeft);
    CHECK(out.hudAlpha[g] == Approx(1.0f));
}

TEST_CASE("The gauges keep off a row of spikes when a corner is free of them, and stay put when none is",
          "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.avoid = {{0, 244, 480, 16}}; // spikes along the whole bottom row
    game::OverlayLayout out = game::layoutOverlays(in);
    CHECK(out.memory.gauges == game::GaugeCorner::TopLeft);
    in.avoid.push_back({0, 16, 480, 30}); // and along the top
    out = game::layoutOverlays(in);
    CHECK(out.memory.gauges == game::GaugeCorner::BottomLeft);
}

TEST_CASE("Across every shipped level's solution no overlay hides the player, the exit, a threat or a fixture",
          "[overlay][levels]") {
    shipped::Font font;
    REQUIRE(font.ok);
    const game::TextMeasure measure = font.measure();
    const std::vector<std::string> files = shipped::levelFiles();
    REQUIRE(files.size() >= 24);
    for (const std::string& file : files) {
        DYNAMIC_SECTION(file) {
            shipped::Run run;
            REQUIRE(run.open(file));
            std::set<std::string> signsNear, signsShown;
            bool hintAtStart = false;
            int covered = 0;
            std::string firstCover;
            for (bool first = true; run.playing(); first = false) {
                const game::HudInfo h = run.hud();
                const game::OverlayLayout layout = run.layout(h, measure);
                if (first) hintAtStart = h.hint.empty() || layout.hintShown;
                if (!h.sign.empty()) signsNear.insert(h.sign);
                if (layout.signShown) signsShown.insert(h.sign);
                for (const game::ScreenRect& o : game::opaqueOverlays(layout))
                    for (const game::ScreenRect& s : h.inSight)
                        if (game::overlaps(o, s) && covered++ == 0)
                            firstCover = "tick " + std::to_string(run.ticks) + ": overlay " + show(o) + " over " + show(s);
                run.step();
            }
            INFO(firstCover);
            CHECK(covered == 0);
            CHECK(run.session.world().state == game::RunState::Complete);
            CHECK(hintAtStart);
            for (const std::string& sign : signsNear) {
                INFO("sign: " << sign);
                CHECK(signsShown.count(sign) == 1);
            }
        }
    }
}
