#pragma once
// The Box2D side of the castRay comparison: the blocking region of a TileGrid traced into closed outline loops
// (one b2ChainShape loop each: merged faces, slopes included, no box per cell) plus one-sided edges for one-way
// platform tops, loaded into a b2World as static geometry. This is Box2D's best case for ray casts against a
// tile map: few, long edges in its dynamic tree.
#include <cstddef>
#include <memory>
#include <vector>

#include <box2d/box2d.h>

#include "engine/collision/tile_grid.h"
#include "engine/math/shapes.h"
#include "engine/math/vec2.h"

namespace bench {

/// The surface of a grid's blocking region, in tiles (integer vertices). The same model castRay uses: kinds in
/// the mask are unit squares or slope triangles, a seam covered from both sides is not surface, out-of-grid cells
/// are squares when outsideKind is in the mask; a OneWay is only its top face.
struct Outline {
    /// Closed loops. Edge v[i] → v[i+1] (wrapping) has the region on its RIGHT as seen on screen (y down), so its
    /// outward normal is (e.y, −e.x)/|e| — Box2D's "normal to the right of v1 → v2". Collinear runs are merged.
    std::vector<std::vector<engine::Vec2>> loops;
    /// One-way platform tops not covered from above, maximal horizontal runs, left to right (normal up).
    std::vector<engine::Segment> oneWayTops;
    /// Unit faces (and diagonals) before merging, for the report.
    std::size_t unitEdges = 0;
};

/// Trace the surface of every cell of `grid` whose kind is in `mask`, plus the ring of outside cells around it.
Outline traceOutline(const engine::TileGrid& grid, engine::TileMask mask);

/// Total vertices of all loops (= chain edges), plus the one-way edges.
std::size_t outlineEdgeCount(const Outline& outline);

/// Where Box2D's origin sits on the grid: the grid's centre cell corner, (⌊W/2⌋, ⌊H/2⌋). Box2D coordinates are
/// tiles − box2dCentre, so float coordinates stay half as large (half the rounding) as with the origin at the
/// grid's top-left corner. Integer, so the shift itself is exact.
engine::Vec2 box2dCentre(const engine::TileGrid& grid);

/// A b2World (no gravity) with one static body at the origin holding every loop as a b2ChainShape::CreateLoop
/// fixture and every one-way top as a one-sided b2EdgeShape. World units are tiles (scale 1), shifted by −centre.
std::unique_ptr<b2World> buildBox2dWorld(const Outline& outline, engine::Vec2 centre);

/// The closest hit of one b2World::RayCast: the callback returns the fraction, clipping the ray each time.
struct Box2dClosestHit : b2RayCastCallback {
    bool hit = false;
    b2Vec2 point{0.0f, 0.0f};   ///< Box2D's reported point (float), Box2D coordinates (tiles − centre)
    b2Vec2 normal{0.0f, 0.0f};  ///< unit normal facing the ray's origin side
    float fraction = 1.0f;      ///< of p1 → p2

    /// Keep this hit and clip the ray to it (the b2RayCastCallback contract for the closest hit).
    float ReportFixture(b2Fixture*, const b2Vec2& p, const b2Vec2& n, float f) override {
        hit = true, point = p, normal = n, fraction = f;
        return f;
    }
};

} // namespace bench
