#pragma once
// Test helpers for the collision tests: grids drawn as text, Cell printing; Vec2 printing and absolute-margin
// comparisons come from ../math/vec2_test_util.h.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "../math/vec2_test_util.h"
#include "engine/collision/tile_grid.h"
#include "engine/math/vec2.h"

namespace Catch {
/// Prints a Cell as [x, y].
template <>
struct StringMaker<engine::Cell> {
    static std::string convert(const engine::Cell& c) {
        return "[" + std::to_string(c.x) + ", " + std::to_string(c.y) + "]";
    }
};
} // namespace Catch

namespace gridtest {

/// The tile kind drawn by character c: '.' Empty, '#' Solid, 'M' Mirror, '-' OneWay, '/' SlopeUpRight,
/// '\\' SlopeUpLeft, 'B' Breakable, 'C' Cracked, 'U' Crumbling, 'G' Glass, '^' 'v' '<' '>' spikes.
inline engine::TileKind kindOf(char c) {
    using engine::TileKind;
    switch (c) {
    case '#': return TileKind::Solid;
    case 'M': return TileKind::Mirror;
    case '-': return TileKind::OneWay;
    case '/': return TileKind::SlopeUpRight;
    case '\\': return TileKind::SlopeUpLeft;
    case 'B': return TileKind::Breakable;
    case 'C': return TileKind::Cracked;
    case 'U': return TileKind::Crumbling;
    case 'G': return TileKind::Glass;
    case '^': return TileKind::SpikesUp;
    case 'v': return TileKind::SpikesDown;
    case '<': return TileKind::SpikesLeft;
    case '>': return TileKind::SpikesRight;
    default: return TileKind::Empty;
    }
}

/// A grid from rows of equal length (row 0 first = top), outside reading as `outside`.
inline engine::TileGrid makeGrid(const std::vector<std::string>& rows,
                                 engine::TileKind outside = engine::TileKind::Solid) {
    int h = static_cast<int>(rows.size());
    int w = h > 0 ? static_cast<int>(rows[0].size()) : 0;
    engine::TileGrid g(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) g.set(x, y, kindOf(rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]));
    g.outsideKind = outside;
    return g;
}

using testutil::near;
using testutil::vecNear;

/// 1/√2, the component of a slope's diagonal normal.
inline constexpr double kInvSqrt2 = 0.70710678118654752440;

} // namespace gridtest
