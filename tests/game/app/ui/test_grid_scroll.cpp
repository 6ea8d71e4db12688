// Grid scrolling: the focused row comes into view with its group's header whenever both fit.
#include <catch2/catch.hpp>

#include "game/app/ui/grid_scroll.h"

namespace {
// The level select at 200 % text: a chapter's header (31 px) above two rows of 3 levels (56 px each), a view of
// 160 px: the header and either row fit together.
constexpr float kView = 160.0f, kRowH = 56.0f;
const game::ScrollTarget kSecondRow{34.0f + kRowH + 6.0f, kRowH, 0.0f}; // header at 0, rows at 34 and 96
} // namespace

TEST_CASE("Focusing a chapter's second row from below scrolls its header into view with it", "[ui]") {
    // Coming up from the next chapter: the view shows content from 200 px down.
    const float scroll = game::scrollToShow(200.0f, kSecondRow, kView);
    CHECK(scroll <= kSecondRow.headerTop);                                      // the header's top in view
    CHECK(kSecondRow.rowTop + kSecondRow.rowHeight <= scroll + kView + 0.01f); // the row whole
}

TEST_CASE("Focusing a row already in view with its header does not scroll", "[ui]") {
    CHECK(game::scrollToShow(0.0f, kSecondRow, kView) == 0.0f);
}

TEST_CASE("A row whose header cannot share the view with it is shown alone, from the bottom", "[ui]") {
    const game::ScrollTarget far{400.0f, kRowH, 100.0f}; // header 356 px above the row's foot: more than the view
    const float scroll = game::scrollToShow(0.0f, far, kView);
    CHECK(scroll == Approx(far.rowTop + kRowH - kView));
    CHECK(scroll > far.headerTop);
}

TEST_CASE("Scrolling down to a row keeps it at the view's foot", "[ui]") {
    const game::ScrollTarget below{300.0f, kRowH, -1.0f}; // no header
    CHECK(game::scrollToShow(0.0f, below, kView) == Approx(300.0f + kRowH - kView));
}
