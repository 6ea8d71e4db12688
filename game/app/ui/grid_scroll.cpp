#include "game/app/ui/grid_scroll.h"

namespace game {

float scrollToShow(float scroll, const ScrollTarget& target, float viewHeight) {
    const float foot = target.rowTop + target.rowHeight;
    // The top to show: the header's when it fits with the row's foot (foot − headerTop <= viewHeight).
    const bool withHeader = target.headerTop >= 0 && target.headerTop <= target.rowTop &&
                            foot - target.headerTop <= viewHeight;
    const float top = withHeader ? target.headerTop : target.rowTop;
    if (top < scroll) scroll = top;
    if (foot > scroll + viewHeight) scroll = foot - viewHeight;
    return scroll;
}

} // namespace game
