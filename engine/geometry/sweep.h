#pragma once
// Swept (continuous) tests: a disc moving in a straight line against a static shape.
#include "engine/math/shapes.h"

namespace engine {

/// A disc moving from circle.center to circle.center + translation (tiles) during one step, t in [0, 1].
struct CircleSweepInput {
    Circle circle;
    Vec2 translation;
};

/// Result of a sweep. On a miss only the defaults (firstFraction = lastFraction = 1) are set.
struct SweepOutput {
    Vec2 point;                        ///< contact point on the static shape's surface (tiles)
    Vec2 normal;                       ///< unit contact normal, from the static shape towards the disc
    Vec2 slide;                        ///< remaining motion (1 − firstFraction)·translation minus its normal part
    double firstFraction = 1;          ///< t of first contact, in [0, 1]
    double lastFraction = 1;           ///< t at which the disc leaves the shape again; 1 if still inside at t = 1
    bool hit = false;
    bool initiallyOverlapping = false; ///< the disc penetrated the shape already at t = 0
};

/// Disc (centre c, radius r) moving by v against capsule (core p1p2, radius R). Equivalent to the ray c + t·v
/// against the capsule inflated to radius R + r: the inside stretch [t0, t1] of the ray is the union of the
/// stretches inside the two end discs and the core rectangle (the capsule is convex, so they are contiguous).
/// At the contact t: q = closest core point to c + t·v, normal = normalize(c + t·v − q), point = q + R·normal.
/// Cases (dist = |c − q| at t = 0, tol = kContactTolerance = 1e-9 tiles):
/// - dist < R + r − tol: initiallyOverlapping, hit, firstFraction 0, normal = push-out direction.
/// - |dist − (R + r)| <= tol (touching): hit at firstFraction 0 only if moving into the capsule (v·normal < 0);
///   sliding along or moving away is a miss.
/// - otherwise: hit when t0 in [0, 1]; a tangent graze is a hit (closed shapes) with slide = the whole remainder.
/// lastFraction = min(t1, 1). normal when c + t·v lies ON the core (R + r = 0, or deep overlap): the core's
/// perpendicular facing against v; if v runs along the core or the core is a point: −normalize(v); if v is zero
/// as well: the core's perpendicular, or +x for a point core.
/// Zero-length capsule = circle. R = r = 0 = the ray against the segment, except that a collinear path hits the
/// first endpoint it reaches (unlike rayCastSegment, which reports parallel as a miss).
SweepOutput sweepCircleCapsule(const Capsule& capsule, const CircleSweepInput& input);

} // namespace engine
