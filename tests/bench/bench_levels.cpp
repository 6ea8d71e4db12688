#include "bench_levels.h"

#include <stdexcept>
#include <vector>

#include "engine/level/level_loader.h"
#include "engine/math/rng.h"
#include "game/world/level_schema.h"

namespace bench {

using engine::TileGrid;
using engine::TileKind;

namespace {

/// Cave tuning: initial fill probability, smoothing passes, and the neighbour counts that decide a cell.
constexpr double kCaveFill = 0.45;
constexpr int kCavePasses = 5;
constexpr int kCaveBecomeSolid = 5;  // >= this many solid neighbours: Solid
constexpr int kCaveBecomeEmpty = 3;  // <= this many: Empty (4 keeps the cell)

/// Solid neighbours of (x, y) among the 8 around it, counting out-of-grid cells as solid.
int solidNeighbours(const std::vector<char>& solid, int w, int h, int x, int y) {
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            if (dx == 0 && dy == 0) continue;
            int nx = x + dx, ny = y + dy;
            bool outside = nx < 0 || ny < 0 || nx >= w || ny >= h;
            n += outside || solid[static_cast<std::size_t>(ny) * w + nx];
        }
    return n;
}

/// True for the outermost ring of a w × h grid.
bool onBorder(int w, int h, int x, int y) { return x == 0 || y == 0 || x == w - 1 || y == h - 1; }

} // namespace

TileGrid generateCave(int width, int height, std::uint64_t seed) {
    engine::Rng rng(seed);
    std::vector<char> solid(static_cast<std::size_t>(width) * height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            solid[static_cast<std::size_t>(y) * width + x] = onBorder(width, height, x, y) || rng.uniform01() < kCaveFill;
    for (int pass = 0; pass < kCavePasses; ++pass) {
        std::vector<char> next = solid;
        for (int y = 1; y < height - 1; ++y)
            for (int x = 1; x < width - 1; ++x) {
                int n = solidNeighbours(solid, width, height, x, y);
                char& c = next[static_cast<std::size_t>(y) * width + x];
                if (n >= kCaveBecomeSolid) c = 1;
                else if (n <= kCaveBecomeEmpty) c = 0;
            }
        solid.swap(next);
    }
    TileGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (solid[static_cast<std::size_t>(y) * width + x]) grid.set(x, y, TileKind::Solid);
    return grid;
}

TileGrid generateMirrorLevel(int width, int height, std::uint64_t seed) {
    engine::Rng rng(seed);
    TileGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            if (onBorder(width, height, x, y)) {
                grid.set(x, y, TileKind::Mirror);
                continue;
            }
            double r = rng.uniform01();
            TileKind k = r < 0.08 ? TileKind::Mirror
                         : r < 0.09 ? TileKind::Solid
                         : r < 0.10 ? TileKind::SlopeUpRight
                         : r < 0.11 ? TileKind::SlopeUpLeft
                                    : TileKind::Empty;
            grid.set(x, y, k);
        }
    return grid;
}

TileGrid generateMixedLevel(int width, int height, std::uint64_t seed) {
    engine::Rng rng(seed);
    TileGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            bool filled = onBorder(width, height, x, y) || rng.uniform01() < 0.3;
            int k = filled ? rng.rangeInt(1, engine::kTileKindCount - 1) : 0;
            grid.set(x, y, onBorder(width, height, x, y) ? TileKind::Solid : static_cast<TileKind>(k));
        }
    return grid;
}

PickedLevel pickLargestShippedLevel(const std::string& root) {
    PickedLevel best;
    std::int64_t bestCells = -1;
    for (const std::string& path : engine::listLevelFiles(root + "/levels")) {
        engine::LoadResult r = engine::loadLevelFile(path, game::levelSchema());
        if (!r.level) continue;
        std::int64_t cells = static_cast<std::int64_t>(r.level->grid.width()) * r.level->grid.height();
        if (cells <= bestCells) continue;
        bestCells = cells;
        best = {std::move(*r.level), path, true};
    }
    if (bestCells >= 0) return best;
    return loadBenchLevel(root + "/tests/fixtures/levels/ninja_example.json");
}

PickedLevel loadBenchLevel(const std::string& path) {
    engine::LoadResult r = engine::loadLevelFile(path, game::levelSchema());
    if (!r.level) throw std::runtime_error(r.diagnostics.empty() ? "cannot load " + path : r.diagnostics[0].format());
    return {std::move(*r.level), path, false};
}

std::int64_t countCells(const TileGrid& grid, TileKind kind) {
    std::int64_t n = 0;
    for (TileKind k : grid.cells()) n += k == kind;
    return n;
}

} // namespace bench
