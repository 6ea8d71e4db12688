#include "engine/geometry/sweep.h"

#include <cmath>

#include "engine/geometry/overlap.h"
#include "engine/geometry/ray_cast.h"
#include "engine/geometry/tolerance.h"

namespace engine {

namespace {

/// Union of two parameter intervals known to be contiguous (pieces of one convex shape).
LineInterval unite(const LineInterval& a, const LineInterval& b) {
    if (!a.hit) return b;
    if (!b.hit) return a;
    return {std::fmin(a.t0, b.t0), std::fmax(a.t1, b.t1), true};
}

/// The t where o + t·v lies in the core rectangle: 0 <= along <= L and −R <= across <= R in the core's frame.
LineInterval rectangleInterval(const Segment& core, double R, Vec2 o, Vec2 v) {
    Vec2 e = delta(core);
    double len = length(e);
    if (len == 0.0) return {};
    Vec2 u = e * (1.0 / len), n = perp(u), w = o - core.p1;
    LineInterval along = slabInterval(dot(w, u), dot(v, u), 0.0, len);
    LineInterval across = slabInterval(dot(w, n), dot(v, n), -R, R);
    LineInterval both{std::fmax(along.t0, across.t0), std::fmin(along.t1, across.t1), along.hit && across.hit};
    both.hit = both.hit && both.t0 <= both.t1;
    return both;
}

/// The t where o + t·v lies in the capsule (core, R): end discs ∪ core rectangle.
LineInterval capsuleInterval(const Segment& core, double R, Vec2 o, Vec2 v) {
    LineInterval ends = unite(lineCircleInterval({core.p1, R}, o, v), lineCircleInterval({core.p2, R}, o, v));
    return unite(ends, rectangleInterval(core, R, o, v));
}

/// Unit normal from the core towards p. On the core: the core's perpendicular facing against v; if v runs along
/// the core (or the core is a point): −v̂; with v zero too: the perpendicular, else +x.
Vec2 contactNormal(const Segment& core, Vec2 p, Vec2 v) {
    Vec2 n = normalize(p - closestPointOnSegment(core, p));
    if (n != Vec2{}) return n;
    Vec2 side = normalize(perp(delta(core)));
    double along = dot(side, v);
    if (along != 0.0) return along > 0.0 ? -side : side;
    Vec2 back = -normalize(v);
    if (back != Vec2{}) return back;
    return side != Vec2{} ? side : Vec2{1.0, 0.0};
}

/// Fills a hit at fraction `first`: normal, surface point, slide = tangential part of the remaining motion.
SweepOutput contactAt(const Capsule& capsule, const CircleSweepInput& input, double first) {
    Segment core{capsule.p1, capsule.p2};
    Vec2 v = input.translation;
    Vec2 p = input.circle.center + v * first;
    SweepOutput out;
    out.normal = contactNormal(core, p, v);
    out.point = closestPointOnSegment(core, p) + out.normal * capsule.radius;
    Vec2 rest = v * (1.0 - first);
    out.slide = rest - out.normal * dot(rest, out.normal);
    out.firstFraction = first;
    out.hit = true;
    return out;
}

} // namespace

SweepOutput sweepCircleCapsule(const Capsule& capsule, const CircleSweepInput& input) {
    // Disc c + t·v (radius r) vs capsule (p1p2, R)  ==  point c + t·v vs capsule (p1p2, R + r).
    Segment core{capsule.p1, capsule.p2};
    Vec2 c = input.circle.center, v = input.translation;
    double R = capsule.radius + input.circle.radius;
    double dist0 = distanceSegmentPoint(core, c);
    LineInterval in = capsuleInterval(core, R, c, v);
    SweepOutput out;
    if (dist0 < R - kContactTolerance) {
        out = contactAt(capsule, input, 0.0);
        out.initiallyOverlapping = true;
    } else if (dist0 <= R + kContactTolerance) {
        out = contactAt(capsule, input, 0.0);
        if (dot(v, out.normal) >= 0.0) return {};  // touching but sliding along or leaving
    } else {
        if (!in.hit || in.t0 > 1.0 || in.t1 < 0.0) return {};
        out = contactAt(capsule, input, std::fmax(in.t0, 0.0));
    }
    out.lastFraction = in.hit ? clampTo(in.t1, out.firstFraction, 1.0) : out.firstFraction;
    return out;
}

} // namespace engine
