#pragma once
// castRay: a ray against the tile grid, walked cell by cell (Amanatides–Woo), exact on 45° slope cells.
#include <cstdint>

#include "engine/collision/tile_grid.h"
#include "engine/math/vec2.h"

namespace engine {

/// Origins farther than this from (0, 0) on either axis (tiles, 2^30) are not walked: they count as inside the
/// outside region when outsideKind blocks, and are clipped to the grid rectangle otherwise.
inline constexpr double kGridRayFarLimit = 1073741824.0;

/// Which face of a cell a ray met. Diagonal is a slope's 45° face; None for a miss or a start inside.
enum class CellFace : std::uint8_t { None, Left, Right, Top, Bottom, Diagonal };

/// A ray p(t) = origin + t·translation for t in [0, maxFraction], in world tiles. `mask` picks the blocking kinds.
struct GridRayInput {
    Vec2 origin;
    Vec2 translation;
    double maxFraction = 1.0;
    TileMask mask = kMovementMask;
};

/// The first blocking surface along the ray. On a miss, hit is false and fraction is maxFraction.
struct GridRayOutput {
    Vec2 point;                       ///< hit point on the surface (tiles)
    Vec2 normal;                      ///< unit outward surface normal at the hit
    double fraction = 0.0;            ///< t of the hit, in [0, maxFraction]
    Cell cell;                        ///< the cell that was hit
    TileKind kind = TileKind::Empty;  ///< its kind (outsideKind for a cell outside the grid)
    CellFace face = CellFace::None;   ///< the face of `cell` that was hit (None when startedInside or a miss)
    bool hit = false;
    bool startedInside = false;       ///< origin was already inside a blocking cell: fraction 0, normal −dir
};

/// First hit of the ray in `grid`. See raycast.cpp for the defined answers at the hard cases (start inside, along a
/// grid line, diagonal corner, ending on a face, zero length). On a small grid without slopes the ray is tested
/// against the grid's cached outline (grid_outline.h) when that gives the walk's answer bit for bit, else walked.
GridRayOutput castRay(const TileGrid& grid, const GridRayInput& input);

/// True when every field of a and b is identical, bit for bit (−0 and 0 differ): how the outline path is held to
/// the walk, in the tests and the benchmark.
bool identicalOutputs(const GridRayOutput& a, const GridRayOutput& b);

/// castRay by the cell walk alone, never the outline: examines only the cells the ray passes through. The reference
/// the outline path is tested against; the answers are identical.
GridRayOutput castRayByWalk(const TileGrid& grid, const GridRayInput& input);

/// True when `face` (Left, Right, Top or Bottom; anything else is false) of cell c is a surface under mask: a
/// solid face of a blocking cell not covered by the solid region of the neighbour across it — the faces castRay
/// stops at. Cells outside the grid are full squares when outsideKind is in mask.
bool isSurfaceFace(const TileGrid& grid, Cell c, CellFace face, TileMask mask);

/// The faces of cell c that are surfaces under mask (isSurfaceFace of each of its four sides), as the bits
/// 1 << CellFace (Left, Right, Top, Bottom). One set-up for all four: what outline building calls per cell.
unsigned surfaceFaceBits(const TileGrid& grid, Cell c, TileMask mask);

/// True when p lies strictly inside the solid region of a cell whose kind is in `mask` (full kinds: the open
/// square; slopes: the open triangle; OneWay and Empty: never). Points on any face, edge or corner are outside.
/// Out-of-bounds cells are full when outsideKind is in mask; beyond kGridRayFarLimit that holds for every point.
bool pointInBlockingCell(const TileGrid& grid, Vec2 p, TileMask mask);

} // namespace engine
