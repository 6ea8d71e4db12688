#include "engine/controller/collision_world.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace engine {

namespace {

/// Overlap of the open intervals (a0, a1) and (b0, b1); <= 0 when they do not overlap.
double intervalOverlap(double a0, double a1, double b0, double b1) {
    return std::min(a1, b1) - std::max(a0, b0);
}

/// Depth of the box below a slope's diagonal. SlopeUpRight '/': solid where u + v >= 1 (u = x − cx, v = y − cy),
/// so the deepest box point is its bottom-right corner; SlopeUpLeft '\': solid where v >= u, deepest point is
/// the bottom-left corner. Depth along the unit normal = excess / √2, capped by the box's extent in the cell.
double slopePenetration(const Aabb& box, Cell cell, TileKind kind) {
    double u0 = std::max(box.min.x - cell.x, 0.0), u1 = std::min(box.max.x - cell.x, 1.0);
    double v1 = std::min(box.max.y - cell.y, 1.0);
    double excess = kind == TileKind::SlopeUpRight ? (u1 + v1) - 1.0 : v1 - u0;
    return std::max(excess, 0.0) / std::sqrt(2.0);
}

} // namespace

double cellPenetration(const Aabb& box, Cell cell, TileKind kind, TileMask mask) {
    if (!inMask(mask, kind) || kind == TileKind::OneWay) return 0.0;
    double ox = intervalOverlap(box.min.x, box.max.x, cell.x, cell.x + 1.0);
    double oy = intervalOverlap(box.min.y, box.max.y, cell.y, cell.y + 1.0);
    if (ox <= 0.0 || oy <= 0.0) return 0.0;
    if (isSlope(kind)) return std::min(slopePenetration(box, cell, kind), std::min(ox, oy));
    return std::min(ox, oy);
}

bool overlapsSolid(const CollisionWorld& world, const Aabb& box, SolidId ignore, TileMask mask) {
    if (world.grid) {
        Cell lo = cellAt(box.min.x, box.min.y), hi = cellAt(box.max.x, box.max.y);
        for (int y = lo.y; y <= hi.y; ++y)
            for (int x = lo.x; x <= hi.x; ++x)
                if (cellPenetration(box, {x, y}, world.grid->at(x, y), mask) > 0.0) return true;
    }
    if (!world.solids) return false;
    std::vector<SolidId> ids;
    world.solids->query(box, ids);
    for (SolidId id : ids) {
        const SolidBody& b = world.solids->body(id);
        if (id == ignore || isOneWay(b)) continue;
        if (intervalOverlap(box.min.x, box.max.x, b.box.min.x, b.box.max.x) > 0.0 &&
            intervalOverlap(box.min.y, box.max.y, b.box.min.y, b.box.max.y) > 0.0)
            return true;
    }
    return false;
}

} // namespace engine
