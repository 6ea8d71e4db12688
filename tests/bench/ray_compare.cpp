#include "ray_compare.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bench_util.h"
#include "engine/collision/grid_outline.h"
#include "engine/math/rng.h"

namespace bench {

using engine::GridRayOutput;
using engine::Vec2;

namespace {

constexpr double kTwoPi = 6.283185307179586;
constexpr double kMinRayLength = 0.5;
/// Box2D's hit point within this of a grid vertex (tiles) counts as "at the vertex": a float-rounding tie.
constexpr double kVertexTolerance = 1e-4;
/// Normals agree when their dot product is at least this (about 0.01 rad).
constexpr double kNormalDot = 0.99995;
/// How many real disagreements are printed.
constexpr std::size_t kMaxExamples = 20;

/// Smallest power of two >= v.
double powerOfTwoAbove(double v) {
    double p = 1.0;
    while (p < v) p *= 2.0;
    return p;
}

/// v rounded down to a multiple of q.
double quantize(double v, double q) { return std::floor(v / q) * q; }

/// A coordinate strictly inside cell [c, c+1): c + u, u uniform in (0, 1) rounded to q, never 0.
double insideCell(int c, double q, engine::Rng& rng) {
    for (;;) {
        double u = quantize(rng.uniform01(), q);
        if (u > 0.0) return c + u;
    }
}

/// True when p is a grid vertex to within tol on both axes.
bool nearVertex(Vec2 p, double tol) {
    return std::fabs(p.x - std::round(p.x)) <= tol && std::fabs(p.y - std::round(p.y)) <= tol;
}

/// One Box2D closest-hit cast.
Box2dClosestHit castBox2d(const b2World& world, const b2Vec2& p1, const b2Vec2& p2) {
    Box2dClosestHit cb;
    world.RayCast(&cb, p1, p2);
    return cb;
}

/// A one-line description of a disagreeing ray.
std::string describe(std::size_t i, const RaySet& rays, const GridRayOutput& c, const Box2dClosestHit& b) {
    char line[400];
    Vec2 bp = Vec2{b.point.x, b.point.y} + rays.centre;
    std::snprintf(line, sizeof line,
                  "ray %zu: origin (%.9g, %.9g) translation (%.9g, %.9g): castRay %s (%.9g, %.9g) n (%.3g, %.3g) "
                  "| Box2D %s (%.9g, %.9g) n (%.3g, %.3g)",
                  i, rays.origin[i].x, rays.origin[i].y, rays.translation[i].x, rays.translation[i].y,
                  c.hit ? "hit" : "miss", c.point.x, c.point.y, c.normal.x, c.normal.y, b.hit ? "hit" : "miss",
                  bp.x, bp.y, b.normal.x, b.normal.y);
    return line;
}

} // namespace

RaySet makeRays(const engine::TileGrid& grid, std::size_t count, double maxLength, std::uint64_t seed) {
    RaySet rays;
    std::vector<engine::Cell> empty;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (grid.at(x, y) == engine::TileKind::Empty) empty.push_back({x, y});
    if (empty.empty()) return rays;
    // Coordinates stay within (−maxLength − 1, size + maxLength + 1), differences below the span: with q =
    // span·2^−24 all of them are exact floats (24-bit significand).
    double span = powerOfTwoAbove(std::max(grid.width(), grid.height()) + 2.0 * maxLength + 2.0);
    rays.quantum = span * std::ldexp(1.0, -24);
    rays.centre = box2dCentre(grid);
    engine::Rng rng(seed);
    for (std::size_t i = 0; i < count; ++i) {
        engine::Cell c = empty[static_cast<std::size_t>(rng.rangeInt(0, static_cast<int>(empty.size()) - 1))];
        Vec2 o{insideCell(c.x, rays.quantum, rng), insideCell(c.y, rays.quantum, rng)};
        double angle = rng.range(0.0, kTwoPi), length = rng.range(kMinRayLength, maxLength);
        Vec2 end{quantize(o.x + length * std::cos(angle), rays.quantum),
                 quantize(o.y + length * std::sin(angle), rays.quantum)};
        rays.origin.push_back(o);
        rays.translation.push_back(end - o);
        Vec2 b1 = o - rays.centre, b2 = end - rays.centre;  // exact: integer shift of multiples of q
        rays.p1.emplace_back(static_cast<float>(b1.x), static_cast<float>(b1.y));
        rays.p2.emplace_back(static_cast<float>(b2.x), static_cast<float>(b2.y));
    }
    return rays;
}

// Classification of one ray:
//   agree       both miss, or both hit with points within kAgreeTolerance and normals within ~0.01 rad
//   corner tie  otherwise, when castRay's hit point IS a grid vertex (it reports vertices exactly) or Box2D's hit
//               point is within kVertexTolerance of one: the ray passes exactly through (or within float
//               rounding of) an outline corner, where which face is hit, or whether the corner is touched at
//               all, is decided by rounding in Box2D's float arithmetic
//   real        anything else
Agreement compareRays(const engine::TileGrid& grid, engine::TileMask mask, const b2World& world, const RaySet& rays) {
    Agreement a;
    double errorSum = 0.0;
    a.rays = rays.origin.size();
    const engine::GridOutline* outline = engine::outlineOf(grid, mask);
    for (std::size_t i = 0; i < a.rays; ++i) {
        const engine::GridRayInput in{rays.origin[i], rays.translation[i], 1.0, mask};
        GridRayOutput c = engine::castRay(grid, in), onOutline;
        a.outlineAnswered += outline != nullptr && engine::castRayOnOutline(*outline, grid, in, onOutline);
        a.walkDiffers += !engine::identicalOutputs(c, engine::castRayByWalk(grid, in));
        Box2dClosestHit b = castBox2d(world, rays.p1[i], rays.p2[i]);
        Vec2 bp = Vec2{b.point.x, b.point.y} + rays.centre, bn{b.normal.x, b.normal.y};
        a.bothHit += c.hit && b.hit;
        a.bothMiss += !c.hit && !b.hit;
        double error = (c.hit && b.hit) ? length(c.point - bp) : 0.0;
        bool same = c.hit == b.hit && error <= kAgreeTolerance && (!c.hit || dot(c.normal, bn) >= kNormalDot);
        if (same) {
            ++a.agree;
            a.maxPointError = std::max(a.maxPointError, error);
            errorSum += error;
            continue;
        }
        bool tie = (c.hit && c.point.x == std::round(c.point.x) && c.point.y == std::round(c.point.y)) ||
                   (b.hit && nearVertex(bp, kVertexTolerance));
        if (tie) {
            ++a.cornerTies;
            continue;
        }
        ++a.disagreements;
        if (a.examples.size() < kMaxExamples) a.examples.push_back(describe(i, rays, c, b));
    }
    std::size_t agreeingHits = a.agree - a.bothMiss;
    a.meanPointError = agreeingHits > 0 ? errorSum / static_cast<double>(agreeingHits) : 0.0;
    return a;
}

namespace {

/// A reference, not an engine query: the bare Amanatides–Woo walk of a ray through grid cells whose kind is in
/// mask, as every square cell (no slopes, one-ways, vertex rules, start-inside test or hit details), returning the
/// t of the first blocking cell's near face, or 1 on a miss. The outside blocks. What is left of castRay's time
/// beyond this is the price of its exact answers; this itself is the floor of any cell walk on these rays.
__attribute__((noinline)) double bareWalk(const engine::TileGrid& grid, engine::TileMask mask, Vec2 o, Vec2 d) {
    const engine::TileKind* cells = grid.cells().data();
    const int w = grid.width(), h = grid.height();
    int cx = static_cast<int>(std::floor(o.x)), cy = static_cast<int>(std::floor(o.y));
    const int sx = d.x > 0.0 ? 1 : -1, sy = d.y > 0.0 ? 1 : -1;
    const double invDx = 1.0 / d.x, invDy = 1.0 / d.y;  // ±inf on an axis the ray does not move along
    int lineX = cx + (sx > 0), lineY = cy + (sy > 0);
    double tMaxX = (lineX - o.x) * invDx, tMaxY = (lineY - o.y) * invDy;
    auto blocks = [&](int x, int y) {
        return static_cast<unsigned>(x) >= static_cast<unsigned>(w) ||
               static_cast<unsigned>(y) >= static_cast<unsigned>(h) ||
               engine::inMask(mask, cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + x]);
    };
    for (int steps = w + h + 2; steps > 0; --steps) {
        const double t = std::min(tMaxX, tMaxY);
        if (t > 1.0) return 1.0;
        if (tMaxX < tMaxY) cx += sx, lineX += sx, tMaxX = (lineX - o.x) * invDx;
        else cy += sy, lineY += sy, tMaxY = (lineY - o.y) * invDy;
        if (blocks(cx, cy)) return t;
    }
    return 1.0;
}

/// CPU seconds of one pass over the rays, summing castOne(i) (a hit fraction) so the work cannot be skipped.
template <class CastOne>
double timePass(std::size_t count, CastOne castOne) {
    double sum = 0.0, t0 = nowSeconds();
    for (std::size_t i = 0; i < count; ++i) sum += castOne(i);
    double t = nowSeconds() - t0;
    keep(sum);
    return t;
}

} // namespace

double timeCastRay(const engine::TileGrid& grid, engine::TileMask mask, const RaySet& rays) {
    return timePass(rays.origin.size(), [&](std::size_t i) {
        return engine::castRay(grid, {rays.origin[i], rays.translation[i], 1.0, mask}).fraction;
    });
}

double timeBareWalk(const engine::TileGrid& grid, engine::TileMask mask, const RaySet& rays) {
    return timePass(rays.origin.size(),
                    [&](std::size_t i) { return bareWalk(grid, mask, rays.origin[i], rays.translation[i]); });
}

double timeBox2d(const b2World& world, const RaySet& rays) {
    return timePass(rays.p1.size(), [&](std::size_t i) { return castBox2d(world, rays.p1[i], rays.p2[i]).fraction; });
}

} // namespace bench
