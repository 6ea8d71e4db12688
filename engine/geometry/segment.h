#pragma once
// Segment–segment intersection with every degenerate configuration given a defined answer.
#include <cstdint>

#include "engine/math/shapes.h"

namespace engine {

/// How two segments relate (see intersectSegments for the exact rules).
enum class SegmentRelation : uint8_t {
    Disjoint,           ///< not parallel, no common point
    Crossing,           ///< one common point strictly inside both segments
    Touching,           ///< one common point that is an endpoint of either segment (T-junction, corner, end-to-end)
    Parallel,           ///< parallel (within kParallelTolerance) but not collinear: never meet
    CollinearOverlap,   ///< collinear and sharing a stretch of positive length
    CollinearDisjoint,  ///< collinear with a gap between them
    Degenerate,         ///< at least one input has zero length
};

/// Result of intersectSegments. On a miss only `relation` is meaningful.
struct SegmentIntersectionOutput {
    Vec2 point;               ///< the (first, along A) common point, in tiles
    double fractionA = 0;     ///< s with point = a.p1 + s·(a.p2 − a.p1), in [0, 1]
    double fractionB = 0;     ///< t with point = b.p1 + t·(b.p2 − b.p1), in [0, 1]
    SegmentRelation relation = SegmentRelation::Disjoint;
    bool hit = false;         ///< the closed segments share at least one point
};

/// Intersection of closed segments A and B: a.p1 + s·r = b.p1 + t·q with r = a.p2 − a.p1, q = b.p2 − b.p1,
/// s = ((b.p1 − a.p1)×q)/(r×q), t = ((b.p1 − a.p1)×r)/(r×q), hit when s, t in [0, 1].
/// Tolerances (kParallelTolerance = 1e-12, relative): parallel when |r×q| <= tol·|r||q|; collinear when B's line
/// offset from A's line is <= tol·(|r| + |q|); fractions within tol of [0, 1] are clamped onto it, and within tol
/// of 0 or 1 make the relation Touching.
/// Collinear: the common stretch [sLo, sHi] along A; hit with point/fractionA at sLo (first along A) and
/// fractionB that point's parameter on B. A single shared endpoint (sLo == sHi) is Touching, else CollinearOverlap.
/// Zero-length input: relation Degenerate, hit iff that point lies on the other segment (within tol·lengths;
/// two points must be equal), point = that point, its fraction on the other segment, its own fraction 0.
SegmentIntersectionOutput intersectSegments(const Segment& a, const Segment& b);

} // namespace engine
