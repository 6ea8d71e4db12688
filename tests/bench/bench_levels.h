#pragma once
// The levels the benchmark runs on: a generated cave (cellular automaton), a generated mirror-rich laser level,
// and the largest shipped level (falling back to the example fixture while levels/ is still empty).
#include <cstdint>
#include <string>

#include "engine/collision/tile_grid.h"
#include "engine/level/level.h"

namespace bench {

/// A width × height cave: every cell starts Solid with probability 0.45 (engine::Rng seeded with `seed`), then
/// five smoothing passes (a cell becomes Solid with >= 5 solid neighbours of 8, Empty with <= 3; out-of-grid
/// neighbours count as solid). The outermost ring is always Solid. Same seed, same cave, on every machine.
engine::TileGrid generateCave(int width, int height, std::uint64_t seed);

/// A width × height mirror-rich laser level: a Mirror border, and inside it per cell (Rng `seed`) 8% Mirror,
/// 1% Solid, 1% '/' and 1% '\' slopes, the rest Empty.
engine::TileGrid generateMirrorLevel(int width, int height, std::uint64_t seed);

/// A width × height level of every tile kind scattered at random (Rng `seed`; about 30% non-empty, a Solid
/// border): the outline tracer's and the ray comparison's torture test (slopes next to slopes, one-ways under
/// walls, diagonal pinches).
engine::TileGrid generateMixedLevel(int width, int height, std::uint64_t seed);

/// A level picked for the benchmark, with where it came from.
struct PickedLevel {
    engine::Level level;
    std::string path;       ///< the file it was loaded from
    bool shipped = false;   ///< true: a file under levels/; false: the fallback fixture
};

/// The shipped level (levels/**, loaded with game::levelSchema()) with the most cells (ties: first by path);
/// when levels/ has none that load, tests/fixtures/levels/ninja_example.json. `root` is the repository root.
/// Throws std::runtime_error when even the fixture does not load.
PickedLevel pickLargestShippedLevel(const std::string& root);

/// Load one level file with game::levelSchema() (shipped = false). Throws std::runtime_error with the first
/// diagnostic when it does not load.
PickedLevel loadBenchLevel(const std::string& path);

/// Count the cells of `grid` whose kind is `kind`.
std::int64_t countCells(const engine::TileGrid& grid, engine::TileKind kind);

} // namespace bench
