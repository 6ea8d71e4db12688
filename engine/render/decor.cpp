#include "engine/render/decor.h"

#include <cstdlib>

namespace engine {

namespace {

/// Solid for decoration purposes: full blocks that walls are made of.
bool isWallKind(TileKind k) {
    return k == TileKind::Solid || k == TileKind::Mirror || k == TileKind::Breakable ||
           k == TileKind::Cracked || k == TileKind::Glass;
}

/// True when a wall block is within `reach` cells of (x, y) to the left, right or above.
bool nearWall(const TileGrid& grid, int x, int y, int reach) {
    for (int d = 1; d <= reach; ++d)
        if (isWallKind(grid.at(x - d, y)) || isWallKind(grid.at(x + d, y)) || isWallKind(grid.at(x, y - d)))
            return true;
    return false;
}

} // namespace

int neighbourMask(const TileGrid& grid, int x, int y, const SameMaterial& same) {
    int m = 0;
    if (same(grid.at(x, y - 1))) m |= kMaskNorth;
    if (same(grid.at(x + 1, y))) m |= kMaskEast;
    if (same(grid.at(x, y + 1))) m |= kMaskSouth;
    if (same(grid.at(x - 1, y))) m |= kMaskWest;
    return m;
}

std::uint32_t cellHash(int x, int y, std::uint32_t seed) {
    // Murmur3-style finaliser over the packed coordinates.
    std::uint32_t h =
        seed ^ (static_cast<std::uint32_t>(x) * 0x8DA6B343u) ^ (static_cast<std::uint32_t>(y) * 0xD8163841u);
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    return h;
}

std::vector<Cell> placeTorches(const TileGrid& grid, const TorchRules& rules) {
    std::vector<Cell> torches;
    const int h = rules.heightAboveFloor;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            if (grid.at(x, y) != TileKind::Empty || !isWallKind(grid.at(x, y + h + 1))) continue;
            bool clear = true;
            for (int d = 1; d <= h; ++d)
                clear = clear && grid.at(x, y + d) == TileKind::Empty;
            if (!clear || !nearWall(grid, x, y, 3)) continue;
            if (cellHash(x, y, rules.seed) % 100u >= rules.chancePercent) continue;
            bool spaced = true;
            for (const Cell& t : torches)
                spaced = spaced && (std::abs(t.x - x) >= rules.spacing || std::abs(t.y - y) > 2);
            if (spaced) torches.push_back({x, y});
        }
    return torches;
}

} // namespace engine
