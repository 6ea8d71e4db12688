#pragma once
// Grid scrolling: how far a scrolled list (the level select's grid) scrolls to bring a focused row into view, and
// its group's header with it when both fit. Pure arithmetic in px, no SFML.

namespace game {

/// Where a focused row lies in the scrolled content, px from the content's top.
struct ScrollTarget {
    float rowTop = 0;     ///< the row's top
    float rowHeight = 0;  ///< the row's height
    float headerTop = -1; ///< the top of its group's header (above the row), or < 0 for none
};

/// The scroll (px of content above the view) that shows `target` in a view `viewHeight` px tall, moved as little
/// as possible from `scroll`: the row whole, and its header too whenever the header's top and the row's foot fit in
/// the view together (on any row of the group, not only its first); otherwise the row alone.
float scrollToShow(float scroll, const ScrollTarget& target, float viewHeight);

} // namespace game
