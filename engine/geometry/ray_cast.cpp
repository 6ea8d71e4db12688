#include "engine/geometry/ray_cast.h"

#include <cmath>
#include <limits>

#include "engine/geometry/overlap.h"
#include "engine/geometry/tolerance.h"

namespace engine {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// p1 + t·d, exact at the endpoints t = 0 and t = 1.
Vec2 pointAt(const Segment& s, double t) {
    if (t == 0.0) return s.p1;
    if (t == 1.0) return s.p2;
    return s.p1 + delta(s) * t;
}

/// Boundary crossings of [t0, t1] inside [0, 1]; a tangent (t0 == t1) counts once, infinite ends never.
int crossingCount(const LineInterval& in) {
    auto inUnit = [](double t) { return t >= 0.0 && t <= 1.0 ? 1 : 0; };
    if (in.t0 == in.t1) return inUnit(in.t0);
    return inUnit(in.t0) + inUnit(in.t1);
}

} // namespace

LineInterval slabInterval(double pos, double vel, double lo, double hi) {
    // lo <= pos + t·vel <= hi
    if (vel == 0.0) {
        if (pos < lo || pos > hi) return {};
        return {-kInf, kInf, true};
    }
    double ta = (lo - pos) / vel, tb = (hi - pos) / vel;
    return {std::fmin(ta, tb), std::fmax(ta, tb), true};
}

LineInterval lineCircleInterval(const Circle& circle, Vec2 origin, Vec2 translation) {
    // |f + t·v|² = r², f = o − c:  a t² + 2 b t + (f·f − r²) = 0, a = v·v, b = f·v.
    // Discriminant b² − a(f·f − r²) = a r² − (f×v)², computed in that form to avoid cancellation.
    Vec2 f = origin - circle.center, v = translation;
    double r = circle.radius, a = dot(v, v);
    if (a == 0.0) return dot(f, f) <= r * r ? LineInterval{-kInf, kInf, true} : LineInterval{};
    double cr = cross(f, v);
    double disc = a * r * r - cr * cr;
    double tol = kTangentTolerance * a * r * (r + length(f));
    if (disc < -tol) return {};
    double root = disc > tol ? std::sqrt(disc) : 0.0;
    double b = dot(f, v);
    return {(-b - root) / a, (-b + root) / a, true};
}

CastOutput rayCastAabb(const Aabb& box, const RayCastInput& input) {
    CastOutput out;
    Vec2 o = input.origin, d = input.translation;
    if (pointInAabb(box, o)) {
        out.point = o;
        out.normal = -normalize(d);
        out.hit = out.startedInside = true;
        return out;
    }
    // Inside the box for t in [max entry, min exit] of the two slabs.
    LineInterval ix = slabInterval(o.x, d.x, box.min.x, box.max.x);
    LineInterval iy = slabInterval(o.y, d.y, box.min.y, box.max.y);
    if (!ix.hit || !iy.hit) return out;
    bool xEntry = ix.t0 >= iy.t0;  // corner tie -> x face
    double tEnter = xEntry ? ix.t0 : iy.t0;
    if (tEnter > std::fmin(ix.t1, iy.t1) || tEnter < 0.0 || tEnter > input.maxFraction) return out;
    out.fraction = tEnter;
    out.point = o + d * tEnter;
    if (xEntry) out.point.x = d.x > 0.0 ? box.min.x : box.max.x;  // exactly on the entered face
    else out.point.y = d.y > 0.0 ? box.min.y : box.max.y;
    out.normal = xEntry ? Vec2{d.x > 0.0 ? -1.0 : 1.0, 0.0} : Vec2{0.0, d.y > 0.0 ? -1.0 : 1.0};
    out.hit = true;
    return out;
}

CastOutput rayCastSegment(const Segment& seg, const RayCastInput& input) {
    // o + t·d = p1 + s·e, w = p1 − o:  t = (w×e)/(d×e), s = (w×d)/(d×e)
    CastOutput out;
    Vec2 d = input.translation, e = delta(seg), w = seg.p1 - input.origin;
    double denom = cross(d, e);
    if (std::fabs(denom) <= kParallelTolerance * length(d) * length(e)) return out;
    double t = cross(w, e) / denom;
    double s = cross(w, d) / denom;
    if (t < 0.0 || t > input.maxFraction || s < 0.0 || s > 1.0) return out;
    Vec2 n = normalize(perp(e));
    out.normal = dot(n, d) > 0.0 ? -n : n;
    out.fraction = t;
    out.point = input.origin + d * t;
    out.hit = true;
    return out;
}

SegmentCircleOutput intersectSegmentCircle(const Circle& circle, const Segment& segment) {
    // Inside stretch [t0, t1] of the line, clipped to the segment's [0, 1].
    SegmentCircleOutput out;
    Vec2 d = delta(segment);
    LineInterval in = lineCircleInterval(circle, segment.p1, d);
    if (!in.hit || in.t1 < 0.0 || in.t0 > 1.0) return out;
    out.hit = true;
    out.startsInside = in.t0 < 0.0;
    out.count = crossingCount(in);
    out.entryFraction = std::fmax(in.t0, 0.0);
    out.exitFraction = std::fmin(in.t1, 1.0);
    out.entryPoint = pointAt(segment, out.entryFraction);
    out.exitPoint = pointAt(segment, out.exitFraction);
    bool surface = !out.startsInside && circle.radius > 0.0;
    out.entryNormal = surface ? normalize(out.entryPoint - circle.center) : -normalize(d);
    return out;
}

} // namespace engine
