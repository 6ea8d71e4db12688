#include "engine/geometry/segment.h"

#include <cmath>

#include "engine/geometry/overlap.h"
#include "engine/geometry/tolerance.h"

namespace engine {

namespace {

/// Parameter of p's projection onto segment s, clamped to [0, 1]; 0 for a degenerate segment.
double projectFraction(const Segment& s, Vec2 p) {
    Vec2 d = delta(s);
    double dd = dot(d, d);
    if (dd == 0.0) return 0.0;
    return clampTo(dot(p - s.p1, d) / dd, 0.0, 1.0);
}

/// x snapped to exactly 0 or 1 when within kParallelTolerance of it (x already in [−tol, 1 + tol]).
double snapFraction(double x) {
    if (x <= kParallelTolerance) return 0.0;
    if (x >= 1.0 - kParallelTolerance) return 1.0;
    return x;
}

/// The common point at fractions (s, t), taken exactly from an endpoint when a fraction is 0 or 1.
Vec2 commonPoint(const Segment& a, const Segment& b, double s, double t) {
    if (s == 0.0 || s == 1.0) return s == 0.0 ? a.p1 : a.p2;
    if (t == 0.0 || t == 1.0) return t == 0.0 ? b.p1 : b.p2;
    return a.p1 + delta(a) * s;
}

/// At least one segment has zero length: the point must lie on the other one (tolerance relative to lengths).
SegmentIntersectionOutput degenerate(const Segment& a, const Segment& b) {
    SegmentIntersectionOutput out;
    out.relation = SegmentRelation::Degenerate;
    bool aIsPoint = a.p1 == a.p2;
    Vec2 p = aIsPoint ? a.p1 : b.p1;
    const Segment& other = aIsPoint ? b : a;
    double tol = kParallelTolerance * (length(delta(a)) + length(delta(b)));
    if (distanceSegmentPoint(other, p) > tol) return out;
    out.point = p;
    out.fractionA = aIsPoint ? 0.0 : projectFraction(a, p);
    out.fractionB = aIsPoint ? projectFraction(b, p) : 0.0;
    out.hit = true;
    return out;
}

/// Parallel inputs: either offset lines (Parallel) or one line, where the common stretch along A decides.
SegmentIntersectionOutput parallel(const Segment& a, const Segment& b) {
    SegmentIntersectionOutput out;
    Vec2 r = delta(a);
    double lenA = length(r);
    double offset = std::fabs(cross(b.p1 - a.p1, r)) / lenA;  // distance of B's line from A's line
    out.relation = SegmentRelation::Parallel;
    if (offset > kParallelTolerance * (lenA + length(delta(b)))) return out;
    // Collinear: B's ends in A's parameter s, common stretch [sLo, sHi] within [0, 1].
    double rr = dot(r, r);
    double s1 = dot(b.p1 - a.p1, r) / rr, s2 = dot(b.p2 - a.p1, r) / rr;
    double sLo = std::fmax(0.0, std::fmin(s1, s2)), sHi = std::fmin(1.0, std::fmax(s1, s2));
    out.relation = SegmentRelation::CollinearDisjoint;
    if (sLo > sHi + kParallelTolerance) return out;
    bool single = sHi - sLo <= kParallelTolerance;
    out.relation = single ? SegmentRelation::Touching : SegmentRelation::CollinearOverlap;
    // The stretch starts at a.p1 (s = 0) or at B's end with the smaller s.
    bool startsOnB = std::fmin(s1, s2) > 0.0;
    out.fractionA = startsOnB ? clampTo(sLo, 0.0, 1.0) : 0.0;
    out.point = startsOnB ? (s1 <= s2 ? b.p1 : b.p2) : a.p1;
    out.fractionB = startsOnB ? (s1 <= s2 ? 0.0 : 1.0) : projectFraction(b, a.p1);
    out.hit = true;
    return out;
}

} // namespace

SegmentIntersectionOutput intersectSegments(const Segment& a, const Segment& b) {
    if (a.p1 == a.p2 || b.p1 == b.p2) return degenerate(a, b);
    // a.p1 + s·r = b.p1 + t·q  =>  s = (w×q)/(r×q), t = (w×r)/(r×q), w = b.p1 − a.p1
    Vec2 r = delta(a), q = delta(b), w = b.p1 - a.p1;
    double denom = cross(r, q);
    if (std::fabs(denom) <= kParallelTolerance * length(r) * length(q)) return parallel(a, b);
    double s = cross(w, q) / denom;
    double t = cross(w, r) / denom;
    SegmentIntersectionOutput out;
    const double lo = -kParallelTolerance, hi = 1.0 + kParallelTolerance;
    if (s < lo || s > hi || t < lo || t > hi) return out;
    out.fractionA = snapFraction(s);
    out.fractionB = snapFraction(t);
    out.point = commonPoint(a, b, out.fractionA, out.fractionB);
    bool atEnd = out.fractionA == 0.0 || out.fractionA == 1.0 || out.fractionB == 0.0 || out.fractionB == 1.0;
    out.relation = atEnd ? SegmentRelation::Touching : SegmentRelation::Crossing;
    out.hit = true;
    return out;
}

} // namespace engine
