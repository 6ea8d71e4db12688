// The overlay layout: the HUD never hides what the player must see, and the level's hint and signs fit the caption
// strip. Unit cases on made-up screens, then every shipped level (found by glob) replayed tick by tick under the
// play camera.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>

#include "game/app/view/overlay_layout.h"
#include "shipped_levels.h"
#include "tests/game/app/view/fixed_measure.h"

using view_test::fixedMeasure;

namespace {

/// A layout input with a title.
game::OverlayInput screenWithHud() {
    game::OverlayInput in;
    in.hud[static_cast<std::size_t>(game::HudItem::Title)] = {7, 6, 60, 9};
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

TEST_CASE("A HUD item with something in sight under it is ghosted, the others stay solid", "[overlay]") {
    game::OverlayInput in = screenWithHud();
    in.hud[static_cast<std::size_t>(game::HudItem::Deaths)] = {420, 6, 50, 9};
    in.inSight = {{30, 8, 12, 16}}; // the player under the title
    const game::OverlayLayout out = game::layoutOverlays(in);
    CHECK(out.hudAlpha[static_cast<std::size_t>(game::HudItem::Title)] == Approx(game::kGhostAlpha));
    CHECK(out.hudAlpha[static_cast<std::size_t>(game::HudItem::Deaths)] == Approx(1.0f));
    for (const game::ScreenRect& r : game::opaqueOverlays(out)) CHECK_FALSE(game::overlaps(r, in.inSight[0]));
}

TEST_CASE("Across every shipped level's solution no HUD item hides the player, the exit, a threat or a fixture, "
          "and the hint and every sign's text fit the caption strip under the level's view",
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
            run.useCaption(measure);
            const game::CaptionLayout& caption = run.caption;
            CHECK_FALSE(game::overlaps(caption.strip, caption.view));
            CHECK(caption.view.h + caption.strip.h == Approx(game::kOverlayScreenH));
            std::set<std::string> signsNear, signsShown;
            bool hintSeen = false, hintBright = false;
            int covered = 0;
            std::string firstCover;
            while (run.playing()) {
                const game::HudInfo h = run.hud();
                const game::OverlayLayout layout = run.layout(h, measure);
                const std::string hint = run.session.world().level.meta.hint;
                // The first frame without a sign's words shows the hint, bright.
                if (!hintSeen && h.caption.kind != game::CaptionKind::Sign) {
                    hintSeen = true;
                    hintBright = hint.empty() || (h.caption.kind == game::CaptionKind::Hint && h.caption.text == hint &&
                                                  h.caption.bright);
                }
                const std::string sign = game::signAtPlayer(run.session.world());
                if (!sign.empty()) signsNear.insert(sign);
                if (h.caption.kind == game::CaptionKind::Sign) signsShown.insert(h.caption.text);
                if (!h.caption.text.empty()) {
                    // The words as drawn fit the strip's text area.
                    const game::TextSize drawn = measure(game::captionLines(h.caption.text, caption, measure));
                    INFO(h.caption.text);
                    CHECK(drawn.w <= caption.text.w);
                    CHECK(drawn.h <= caption.text.h);
                }
                for (const game::ScreenRect& o : game::opaqueOverlays(layout))
                    for (const game::ScreenRect& s : h.inSight)
                        if (game::overlaps(o, s) && covered++ == 0)
                            firstCover = "tick " + std::to_string(run.ticks) + ": overlay " + show(o) + " over " + show(s);
                run.step();
            }
            INFO(firstCover);
            CHECK(covered == 0);
            CHECK(run.session.world().state == game::RunState::Complete);
            CHECK(hintBright);
            CHECK(signsShown == signsNear);
        }
    }
}
