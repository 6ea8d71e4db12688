// The caption strip: the level's hint and signs in a band under the level's view, with the gauges beside them.
#include <catch2/catch.hpp>

#include <algorithm>

#include "game/app/view/caption_strip.h"
#include "tests/game/app/view/fixed_measure.h"

using view_test::fixedMeasure;

namespace {

/// The gauges at 100 % text: a label over a meter.
constexpr game::TextSize kGauges{56.0f, 20.0f};

/// Lines in a text.
int lines(const std::string& s) { return 1 + static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

} // namespace

TEST_CASE("The caption strip lies along the screen's foot, under the level's view and clear of it", "[caption]") {
    const game::CaptionLayout c = game::captionLayout({"Reach the exit.", {}}, kGauges, fixedMeasure);
    CHECK(c.strip.y + c.strip.h == Approx(game::kOverlayScreenH));
    CHECK(c.view.y == Approx(0.0f));
    CHECK(c.view.h == Approx(c.strip.y));
    CHECK(c.view.w == Approx(game::kOverlayScreenW));
    CHECK_FALSE(game::overlaps(c.view, c.strip));
    CHECK(game::contains(c.strip, c.gauges));
    CHECK(game::contains(c.strip, c.text));
    CHECK_FALSE(game::overlaps(c.gauges, c.text));
}

TEST_CASE("The strip is as tall as the level's longest text, whichever of the hint and the signs it is",
          "[caption]") {
    const game::CaptionLayout one = game::captionLayout({"Short.", {"Jump."}}, kGauges, fixedMeasure);
    const std::string longSign(120, 'x');
    std::string words;
    for (int i = 0; i < 20; ++i) words += "word ";
    const game::CaptionLayout two = game::captionLayout({"Short.", {"Jump.", words}}, kGauges, fixedMeasure);
    CHECK(two.strip.h > one.strip.h);
    CHECK(two.text.h >= fixedMeasure(game::captionLines(words, two, fixedMeasure)).h);
    CHECK(lines(game::captionLines(words, two, fixedMeasure)) == 2);
    // Without gauges the text has the whole width.
    const game::CaptionLayout wide = game::captionLayout({words, {}}, {}, fixedMeasure);
    CHECK(wide.text.w > two.text.w);
    CHECK(wide.gauges.w == 0.0f);
}

TEST_CASE("A text longer than the strip's lines is cut to them, the last ending in '...' within the width",
          "[caption]") {
    std::string words;
    for (int i = 0; i < 80; ++i) words += "word ";
    const game::CaptionLayout c = game::captionLayout({words, {}}, kGauges, fixedMeasure);
    const std::string shown = game::captionLines(words, c, fixedMeasure);
    CHECK(lines(shown) == game::kCaptionMaxLines);
    CHECK(shown.substr(shown.size() - 3) == "...");
    CHECK(fixedMeasure(shown).w <= c.text.w);
    CHECK(fixedMeasure(shown).h <= c.text.h);
}

TEST_CASE("A sign's text takes the strip while the player stands at it; the hint shows bright early in each "
          "attempt and dim after",
          "[caption]") {
    const game::Caption start = game::captionOf("Reach the exit.", "", 0.0);
    CHECK(start.kind == game::CaptionKind::Hint);
    CHECK(start.text == "Reach the exit.");
    CHECK(start.bright);
    const game::Caption later = game::captionOf("Reach the exit.", "", game::kHintBrightSeconds + 0.1);
    CHECK(later.kind == game::CaptionKind::Hint);
    CHECK_FALSE(later.bright);
    const game::Caption sign = game::captionOf("Reach the exit.", "Jump: Space", 30.0);
    CHECK(sign.kind == game::CaptionKind::Sign);
    CHECK(sign.text == "Jump: Space");
    CHECK(sign.bright);
    CHECK(game::captionOf("", "", 0.0).kind == game::CaptionKind::None);
}
