#pragma once
// Tile decoration rules shared by the renderers: autotile neighbour masks, per-cell variety, and where
// torches go. Pure functions of the grid (no GL, no randomness): the same level always looks the same.
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/collision/tile_grid.h"

namespace engine {

/// Autotile bit for the neighbour above.
inline constexpr int kMaskNorth = 1;
/// Autotile bit for the neighbour to the right.
inline constexpr int kMaskEast = 2;
/// Autotile bit for the neighbour below.
inline constexpr int kMaskSouth = 4;
/// Autotile bit for the neighbour to the left.
inline constexpr int kMaskWest = 8;

/// Which tile kinds count as "the same material" for autotiling.
using SameMaterial = std::function<bool(TileKind)>;

/// The 4-bit neighbour mask of (x, y): N·1 + E·2 + S·4 + W·8, a bit set when that neighbour is the same
/// material. Out-of-bounds neighbours read as grid.outsideKind (solid by default, so border walls join the
/// outside).
int neighbourMask(const TileGrid& grid, int x, int y, const SameMaterial& same);

/// A well-mixed 32-bit hash of a cell and a seed (for choosing variants; stable across runs and platforms).
std::uint32_t cellHash(int x, int y, std::uint32_t seed);

/// Torch placement rules (cells, i.e. tiles).
struct TorchRules {
    int spacing = 7;                  ///< at least this many cells between torches on the same row band
    int heightAboveFloor = 2;         ///< a torch hangs this many cells above a floor cell
    std::uint32_t seed = 0x7031u;     ///< varies the choice between levels of the same shape
    std::uint32_t chancePercent = 60; ///< of eligible cells that get a torch (after spacing)
};

/// Cells that get a torch: an empty cell with a solid floor heightAboveFloor cells below it, empty cells
/// between, and a solid wall or ceiling within 3 cells left, right or above (so torches sit on walls, not in
/// mid-air); scanning row-major, a candidate is taken when cellHash says so and no taken torch is within
/// `spacing` columns and 2 rows. Deterministic: the same grid and rules always give the same cells, in
/// row-major order.
std::vector<Cell> placeTorches(const TileGrid& grid, const TorchRules& rules = {});

} // namespace engine
