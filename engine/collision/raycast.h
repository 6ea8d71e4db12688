#pragma once
// castRay: a ray against the tile grid, walked cell by cell (Amanatides–Woo), exact on 45° slope cells.
#include "engine/collision/tile_grid.h"
#include "engine/math/vec2.h"

namespace engine {

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
    TileKind kind = TileKind::Empty;  ///< its kind
    bool hit = false;
    bool startedInside = false;       ///< origin was already inside a blocking cell: fraction 0, normal −dir
};

/// First hit of the ray in `grid`. Examines only the cells the ray passes through. See raycast.cpp for the
/// defined answers at the hard cases (start inside, along a grid line, diagonal corner, ending on a face, zero length).
GridRayOutput castRay(const TileGrid& grid, const GridRayInput& input);

} // namespace engine
