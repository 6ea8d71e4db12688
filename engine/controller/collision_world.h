#pragma once
// CollisionWorld: everything an actor's movement collides with — the level's tiles and the solid entities.
// Either part may be absent (null). The world only borrows them; the caller keeps them alive.
#include "engine/collision/tile_grid.h"
#include "engine/controller/solid_index.h"
#include "engine/math/shapes.h"

namespace engine {

/// The tiles and solid entities movement queries run against (both borrowed, either may be null).
struct CollisionWorld {
    const TileGrid* grid = nullptr;
    const SolidIndex* solids = nullptr;
};

/// True when the OPEN box overlaps a blocking region: a full cell of a kind in `mask` (one-ways excluded), the
/// solid triangle of a slope cell, or a non-one-way solid other than `ignore`. Touching never counts. Cells
/// outside the grid read as grid->outsideKind. Meant for small boxes (it visits every cell the box covers).
bool overlapsSolid(const CollisionWorld& world, const Aabb& box, SolidId ignore = kNoSolid,
                   TileMask mask = kMovementMask);

/// Depth (tiles, >= 0) by which the open box overlaps the cell's blocking region: for a full cell the smaller of
/// the x and y overlaps, for a slope the distance the box must move along the slope normal to clear the
/// triangle; 0 when they do not overlap or the kind is not in `mask` (one-ways and empty cells: always 0).
double cellPenetration(const Aabb& box, Cell cell, TileKind kind, TileMask mask = kMovementMask);

} // namespace engine
