#include "engine/collision/tile_grid.h"

#include <cmath>

namespace engine {

TileGrid::TileGrid(int width, int height, TileKind fill)
    : width_(width > 0 ? width : 0), height_(height > 0 ? height : 0),
      cells_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), fill) {}

void TileGrid::set(int x, int y, TileKind k) {
    if (!inBounds(x, y)) return;
    TileKind& cell = cells_[static_cast<std::size_t>(y) * width_ + x];
    if (cell == k) return;
    cell = k;
    ++revision_;
}

Cell cellAt(double x, double y) {
    return {static_cast<int>(std::floor(x)), static_cast<int>(std::floor(y))};
}

} // namespace engine
