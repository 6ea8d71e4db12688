// traceLaser: a beam as a polyline of legs. Each leg is one castRay through the tiles plus one rayCastSegment
// per extra surface; the nearest contact ends the leg. Reflection: r = d − 2(d·n)n with the unit surface normal
// n (the direction is never replaced by the normal), renormalised, and the next leg starts at
// hit + n·kLaserBounceEpsilon so it cannot meet the same face again at t = 0.
//
// DEFINED ANSWERS
// * Reflecting faces: tile kinds in reflectMask reflect on every face, except slopes, which reflect on their
//   diagonal face only (their axis legs absorb). Extra surfaces reflect when `reflective`, from both sides.
//   Any other contact absorbs: end = Absorbed, the path ends on that surface.
// * Tile and surface at the same fraction: the surface wins (an entity in front of a wall); among surfaces the
//   lowest index wins.
// * Surfaces are culled by bounding box before the exact test: only a surface whose box overlaps the leg's box
//   (origin to the tile contact, or to the end of the leg, grown by kSurfaceCullMargin) is ray cast. A segment
//   that meets the leg lies in that box (the margin is far above the rounding of a contact point), so culling
//   changes no answer; it makes a leg cost one box test per
//   surface instead of one full segment cast (a big level has hundreds of surfaces: robots, platforms, doors).
// * With a LaserSurfaceIndex only the surfaces listed in the buckets the leg's box meets get that box test. Every
//   surface whose box overlaps the leg's box is among them: bucket = floor((v − origin) / size) is monotonic in v
//   in floating point too, so a point common to both boxes lies in a bucket of both ranges. The nearest contact is
//   picked by (fraction, index), so the order the buckets are visited in changes nothing either.
// * maxBounces: after that many reflections the beam stops at the next reflecting contact (end = MaxBounces);
//   that final segment still ends ON the surface that would have been the next bounce, and its normal and
//   surface index are recorded like any other. Negative maxBounces counts as 0.
// * maxLength: the total path length; a beam that runs out mid-air ends at that length with normal zero and
//   surface −1 (end = MaxLength). A contact exactly at the remaining length counts as a contact; if it reflects
//   with no length left the beam ends there with end = MaxLength (checked before maxBounces).
// * Origin inside a blocking tile (castRay's startedInside): end = StartedInside, points = {origin, origin},
//   normals = {0}, surface = {−1}, endCell/endKind = that tile.
// * A bounce whose restart point (hit + n·ε) lies inside a blocking tile (a concave corner narrower than ε):
//   the beam is absorbed there; the last point is that restart point, normal zero, endCell/endKind = that tile.
// * Zero direction, maxLength <= 0, or any non-finite input: points = {origin, origin}, normal zero, surface −1,
//   end = MaxLength (unless the origin is inside a tile: StartedInside).
// * length = sum of the legs; the ε offsets at bounces are not counted (<= maxBounces·1e-7 tiles).
// * endCell/endKind: the tile the beam ended on (Absorbed or MaxBounces on a tile, StartedInside); otherwise
//   {0, 0} and Empty.
#include "engine/collision/laser.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/collision/raycast.h"
#include "engine/geometry/ray_cast.h"

namespace engine {

namespace {

/// Largest reservation made up front (paths with more bounces grow their buffers normally).
constexpr std::size_t kMaxReservedPoints = 4096;

/// Margin (tiles) around a leg's bounding box when culling surfaces: far above the rounding of the box corners,
/// far below any entity size.
constexpr double kSurfaceCullMargin = 1e-6;

/// The box of the leg from `from` along translation·reach (finite), grown by kSurfaceCullMargin on every side.
Aabb legBox(Vec2 from, Vec2 translation, double reach) {
    return inflate(boundsOf({from, from + translation * reach}), kSurfaceCullMargin);
}

/// True when the box of segment s overlaps box b (closed): some endpoint is at or past each of b's four sides.
bool boxesOverlap(const Aabb& b, const Segment& s) {
    return (s.p1.x >= b.min.x || s.p2.x >= b.min.x) && (s.p1.x <= b.max.x || s.p2.x <= b.max.x) &&
           (s.p1.y >= b.min.y || s.p2.y >= b.min.y) && (s.p1.y <= b.max.y || s.p2.y <= b.max.y);
}

/// The nearest surface contact of a leg so far: the lowest fraction, the lowest index among equal fractions;
/// index == surfaceCount while there is none.
struct NearestSurface {
    std::size_t index = 0;
    CastOutput cast;
};

/// Test surface i against the leg from `from` along translation (box `near`), keeping the nearest contact.
void testSurface(const LaserInput& in, std::size_t i, const Aabb& near, Vec2 from, Vec2 translation,
                 NearestSurface& best) {
    if (!boxesOverlap(near, in.surfaces[i].segment)) return;
    const CastOutput c = rayCastSegment(in.surfaces[i].segment, {from, translation, 1.0});
    if (!c.hit) return;
    const bool none = best.index == in.surfaceCount;
    if (none || c.fraction < best.cast.fraction || (c.fraction == best.cast.fraction && i < best.index))
        best = {i, c};
}

/// The bucket of coordinate v along an axis of n buckets of `size` starting at o: floor((v − o) / size),
/// clamped to 0 … n − 1.
int bucketOf(double v, double o, double size, int n) {
    const double b = std::floor((v - o) / size);
    return b < 0.0 ? 0 : b >= static_cast<double>(n) ? n - 1 : static_cast<int>(b);
}

/// Test the surfaces in the buckets the leg's box meets. A surface listed in several of them is tested once: in
/// the first bucket of both ranges (the larger first column and the larger first row).
void testIndexed(const LaserInput& in, const LaserSurfaceIndex& ix, const Aabb& near, Vec2 from, Vec2 translation,
                 NearestSurface& best) {
    const int c0 = bucketOf(near.min.x, ix.origin.x, ix.bucketSize, ix.columns);
    const int c1 = bucketOf(near.max.x, ix.origin.x, ix.bucketSize, ix.columns);
    const int r0 = bucketOf(near.min.y, ix.origin.y, ix.bucketSize, ix.rows);
    const int r1 = bucketOf(near.max.y, ix.origin.y, ix.bucketSize, ix.rows);
    for (int r = r0; r <= r1; ++r)
        for (int c = c0; c <= c1; ++c) {
            const std::size_t b = static_cast<std::size_t>(r) * static_cast<std::size_t>(ix.columns) + c;
            for (std::uint32_t k = ix.start[b]; k < ix.start[b + 1]; ++k) {
                const std::uint32_t i = ix.entries[k];
                if (c == std::max(c0, ix.firstColumn[i]) && r == std::max(r0, ix.firstRow[i]))
                    testSurface(in, i, near, from, translation, best);
            }
        }
}

/// Surface i's bucket ranges in ix, as [c0, c1] × [r0, r1].
void bucketRange(const LaserSurfaceIndex& ix, std::size_t i, int& c0, int& c1, int& r0, int& r1) {
    const Aabb b = boundsOf(ix.surfaces[i].segment);
    c0 = bucketOf(b.min.x, ix.origin.x, ix.bucketSize, ix.columns);
    c1 = bucketOf(b.max.x, ix.origin.x, ix.bucketSize, ix.columns);
    r0 = bucketOf(b.min.y, ix.origin.y, ix.bucketSize, ix.rows);
    r1 = bucketOf(b.max.y, ix.origin.y, ix.bucketSize, ix.rows);
}

/// List every surface in the buckets its box overlaps (a counting sort: count, prefix sums, place; each bucket's
/// list ascending), and record its first bucket.
void fillBuckets(LaserSurfaceIndex& ix) {
    const std::size_t buckets = static_cast<std::size_t>(ix.columns) * static_cast<std::size_t>(ix.rows);
    ix.start.assign(buckets + 1, 0);
    ix.firstColumn.resize(ix.surfaceCount);
    ix.firstRow.resize(ix.surfaceCount);
    int c0, c1, r0, r1;
    for (std::size_t i = 0; i < ix.surfaceCount; ++i) { // start[b + 1] = how many bucket b lists
        bucketRange(ix, i, c0, c1, r0, r1);
        ix.firstColumn[i] = c0, ix.firstRow[i] = r0;
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c)
                ++ix.start[static_cast<std::size_t>(r) * ix.columns + c + 1];
    }
    for (std::size_t b = 0; b < buckets; ++b) // start[b] = where bucket b's list begins
        ix.start[b + 1] += ix.start[b];
    ix.entries.resize(ix.start[buckets]);
    for (std::size_t i = 0; i < ix.surfaceCount; ++i) { // place, advancing start[b] to the list's end
        bucketRange(ix, i, c0, c1, r0, r1);
        for (int r = r0; r <= r1; ++r)
            for (int c = c0; c <= c1; ++c)
                ix.entries[ix.start[static_cast<std::size_t>(r) * ix.columns + c]++] = static_cast<std::uint32_t>(i);
    }
    for (std::size_t b = buckets; b > 0; --b) // each start[b] now holds bucket b's end: shift back
        ix.start[b] = ix.start[b - 1];
    ix.start[0] = 0;
}

/// What one leg of the beam met first.
struct LegHit {
    Vec2 point;
    Vec2 normal;
    double fraction = 0.0;
    std::int32_t surface = -1;  ///< index into input.surfaces, −1 for a tile
    GridRayOutput tile;         ///< the tile cast (its cell/kind when surface == −1)
    bool hit = false;
    bool reflects = false;
};

/// True when a tile contact reflects: the kind is in reflectMask and, for slopes, the face is the diagonal.
bool tileReflects(const GridRayOutput& tile, TileMask reflectMask) {
    if (!inMask(reflectMask, tile.kind)) return false;
    return !isSlope(tile.kind) || tile.face == CellFace::Diagonal;
}

/// The nearest contact of the leg from `from` along `translation`: tiles, then every extra surface.
LegHit castLeg(const TileGrid& grid, const LaserInput& in, Vec2 from, Vec2 translation) {
    LegHit best;
    best.tile = castRay(grid, {from, translation, 1.0, in.mask});
    if (best.tile.hit) {
        best.hit = true;
        best.point = best.tile.point;
        best.normal = best.tile.normal;
        best.fraction = best.tile.fraction;
        best.reflects = tileReflects(best.tile, in.reflectMask);
    }
    if (best.tile.startedInside) return best;
    // Shape faces beat the tile when nearer (the tile wins a tie: near tiles the faces repeat the tile's own).
    if (in.shapes != nullptr && !in.shapes->empty()) {
        BeamHit b = castBeamOnShapes(*in.shapes, {from, translation, best.hit ? best.fraction : 1.0});
        if (b.hit && (!best.hit || b.fraction < best.fraction)) {
            best.hit = true;
            best.point = b.point;
            best.normal = b.normal;
            best.fraction = b.fraction;
            best.surface = kLaserShapeFace - b.face;
            best.reflects = b.reflects;
        }
    }
    if (in.surfaces == nullptr) return best;
    // Nearest surface (lowest index on ties); it beats the tile when at least as near. Only surfaces near the
    // part of the leg before the tile contact can.
    const Aabb near = legBox(from, translation, best.hit ? best.fraction : 1.0);
    NearestSurface n{in.surfaceCount, {}};
    if (in.surfaceIndex != nullptr && in.surfaceIndex->covers(in.surfaces, in.surfaceCount))
        testIndexed(in, *in.surfaceIndex, near, from, translation, n);
    else
        for (std::size_t i = 0; i < in.surfaceCount; ++i)
            testSurface(in, i, near, from, translation, n);
    const std::size_t nearest = n.index;
    const CastOutput& closest = n.cast;
    if (nearest == in.surfaceCount || (best.hit && closest.fraction > best.fraction)) return best;
    best.hit = true;
    best.point = closest.point;
    best.normal = dot(closest.normal, translation) > 0.0 ? -closest.normal : closest.normal;  // two-sided: face the beam
    best.fraction = closest.fraction;
    best.surface = static_cast<std::int32_t>(nearest);
    best.reflects = in.surfaces[nearest].reflective;
    return best;
}

/// Append one vertex of the path with the normal and surface index of what ended the segment before it.
void appendPoint(LaserPath& out, Vec2 p, Vec2 normal, std::int32_t surface) {
    out.points.push_back(p);
    out.normals.push_back(normal);
    out.surface.push_back(surface);
}

/// Reserve room for maxBounces + 2 points (capped) so later traces with the same buffers allocate nothing.
void reserveFor(LaserPath& out, int maxBounces) {
    std::size_t want = std::min(static_cast<std::size_t>(maxBounces) + 2, kMaxReservedPoints);
    if (out.points.capacity() < want) out.points.reserve(want);
    if (out.normals.capacity() < want) out.normals.reserve(want);
    if (out.surface.capacity() < want) out.surface.reserve(want);
}

} // namespace

void traceLaser(const TileGrid& grid, const LaserInput& input, LaserPath& out) {
    const int maxBounces = std::max(0, input.maxBounces);
    out.clear();
    reserveFor(out, maxBounces);
    out.endCell = {};
    out.endKind = TileKind::Empty;
    const Vec2 origin = input.origin;
    out.points.push_back(origin);
    // Started inside a blocking tile: a zero-length path.
    GridRayOutput start = castRay(grid, {origin, {0.0, 0.0}, 0.0, input.mask});
    if (start.startedInside) {
        appendPoint(out, origin, {0.0, 0.0}, -1);
        out.end = LaserEnd::StartedInside;
        out.endCell = start.cell;
        out.endKind = start.kind;
        return;
    }
    Vec2 dir = normalize(input.direction);
    bool valid = isFinite(origin) && isFinite(input.direction) && std::isfinite(input.maxLength);
    if (!valid || input.maxLength <= 0.0 || dir == Vec2{0.0, 0.0}) {
        appendPoint(out, origin, {0.0, 0.0}, -1);
        out.end = LaserEnd::MaxLength;
        return;
    }
    Vec2 p = origin;
    double remaining = input.maxLength;
    for (int bounces = 0;; ++bounces) {
        LegHit h = castLeg(grid, input, p, dir * remaining);
        if (h.tile.startedInside) {  // restarted inside a tile (concave corner closer than epsilon)
            appendPoint(out, p, {0.0, 0.0}, -1);
            out.end = LaserEnd::Absorbed;
            out.endCell = h.tile.cell;
            out.endKind = h.tile.kind;
            return;
        }
        if (!h.hit) {  // ran out of length mid-air
            appendPoint(out, p + dir * remaining, {0.0, 0.0}, -1);
            out.length += remaining;
            out.end = LaserEnd::MaxLength;
            return;
        }
        double leg = h.fraction * remaining;
        out.length += leg;
        remaining -= leg;
        appendPoint(out, h.point, h.normal, h.surface);
        if (h.surface == -1) out.endCell = h.tile.cell, out.endKind = h.tile.kind;
        else out.endCell = {}, out.endKind = TileKind::Empty;
        if (!h.reflects) {
            out.end = LaserEnd::Absorbed;
            return;
        }
        if (remaining <= 0.0) {
            out.end = LaserEnd::MaxLength;
            out.endCell = {}, out.endKind = TileKind::Empty;
            return;
        }
        if (bounces == maxBounces) {
            out.end = LaserEnd::MaxBounces;
            return;
        }
        // Reflect: r = d − 2(d·n)n, then restart just off the surface.
        dir = normalize(reflect(dir, h.normal));
        p = h.point + h.normal * kLaserBounceEpsilon;
    }
}

void buildSurfaceIndex(const LaserSurface* surfaces, std::size_t count, LaserSurfaceIndex& out) {
    out.clear();
    out.surfaces = surfaces;
    out.surfaceCount = count;
    if (count == 0 || count > std::numeric_limits<std::uint32_t>::max()) return;
    // The set's box; any non-finite coordinate: no buckets (every surface is tested).
    Aabb box = boundsOf(surfaces[0].segment);
    for (std::size_t i = 0; i < count; ++i) {
        if (!isFinite(surfaces[i].segment.p1) || !isFinite(surfaces[i].segment.p2)) return;
        box = unionOf(box, boundsOf(surfaces[i].segment));
    }
    // Buckets kLaserBucketTiles on a side, doubled until at most 256 span each axis.
    const Vec2 extent = box.max - box.min;
    out.origin = box.min;
    out.bucketSize = kLaserBucketTiles;
    while (extent.x / out.bucketSize >= 256.0 || extent.y / out.bucketSize >= 256.0)
        out.bucketSize *= 2.0;
    out.columns = static_cast<int>(std::floor(extent.x / out.bucketSize)) + 1;
    out.rows = static_cast<int>(std::floor(extent.y / out.bucketSize)) + 1;
    fillBuckets(out);
}

LaserPath traceLaser(const TileGrid& grid, Vec2 origin, Vec2 direction, double maxLength, int maxBounces) {
    LaserInput input;
    input.origin = origin;
    input.direction = direction;
    input.maxLength = maxLength;
    input.maxBounces = maxBounces;
    LaserPath path;
    traceLaser(grid, input, path);
    return path;
}

} // namespace engine
