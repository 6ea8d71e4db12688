#pragma once
// Ray casts: a ray p(t) = origin + t·translation, t in [0, maxFraction], against one shape. Shape first, one input
// struct, one output struct with `hit`; a miss returns early with hit = false and the other fields defaulted.
#include "engine/math/shapes.h"

namespace engine {

/// The ray p(t) = origin + t·translation for t in [0, maxFraction]; origin in tiles, translation in tiles.
struct RayCastInput {
    Vec2 origin;
    Vec2 translation;
    double maxFraction = 1.0;
};

/// The first point where the ray meets a shape.
struct CastOutput {
    Vec2 point;                  ///< p(fraction), in tiles
    Vec2 normal;                 ///< unit surface normal facing the ray (see each query for start-inside)
    double fraction = 0;         ///< t of the hit, in [0, maxFraction]
    bool hit = false;
    bool startedInside = false;  ///< origin already inside the (closed) shape: fraction 0
};

/// Slab ray cast against the CLOSED box. Per axis the ray is inside the slab for t in [(min − o)/d, (max − o)/d]
/// (sorted); the hit is the largest entry t if it is <= the smallest exit t and in [0, maxFraction].
/// - origin inside or on the boundary: hit, fraction 0, startedInside, normal = −normalize(translation) (zero
///   for a zero translation), point = origin.
/// - translation component 0 and origin outside that slab: miss (ray parallel to the faces, beside them).
/// - grazing: a ray running exactly along a face line hits (closed box) where it reaches the box, with the
///   normal of the face it crosses there (e.g. along y = min.y from the left: hits the corner, normal −x).
/// - corner: x and y entry t equal -> the x face normal is chosen.
CastOutput rayCastAabb(const Aabb& box, const RayCastInput& input);

/// Two-sided ray cast against a segment: origin + t·d = p1 + s·e, t = ((p1 − o)×e)/(d×e), s = ((p1 − o)×d)/(d×e),
/// hit when t in [0, maxFraction] and s in [0, 1] (closed: endpoints count). normal = unit perp of e, flipped to
/// face against d. Parallel or collinear (|d×e| <= kParallelTolerance·|d||e|), zero translation and zero-length
/// segments: miss (no single crossing point; callers wanting collinear contact use sweepCircleCapsule).
CastOutput rayCastSegment(const Segment& seg, const RayCastInput& input);

/// A segment against a circle's boundary (circle first, like every query).
struct SegmentCircleOutput {
    Vec2 entryPoint;           ///< p(entryFraction)
    Vec2 exitPoint;            ///< p(exitFraction)
    Vec2 entryNormal;          ///< unit outward circle normal at entryPoint; −normalize(d) if startsInside or r = 0
    double entryFraction = 0;  ///< first t in [0, 1] inside the closed disc (0 when startsInside)
    double exitFraction = 0;   ///< last t in [0, 1] inside the closed disc (1 when the segment ends inside)
    int count = 0;             ///< boundary crossings with t in [0, 1]: 0, 1 or 2 (a tangent touch counts once)
    bool hit = false;          ///< some point of the closed segment lies in the closed disc
    bool startsInside = false; ///< p1 lies in the disc and the line entered it before t = 0
};

/// Segment p(t) = p1 + t·d, d = p2 − p1, t in [0, 1], against the closed disc: |p(t) − c|² = r², i.e.
/// (d·d)t² + 2(f·d)t + (f·f − r²) = 0 with f = p1 − c; roots t0 <= t1 bound the inside stretch [t0, t1].
/// entry/exit = [t0, t1] clipped to [0, 1]. Tangent (discriminant within kTangentTolerance): t0 == t1, count 1,
/// entry == exit. Starts on the boundary moving out: startsInside, entry = exit = 0. Segment pointing away or
/// passing by: miss. Zero radius: hit only when the segment passes through the centre. Zero-length segment:
/// count 0; hit iff p1 in the closed disc (then startsInside, entry 0, exit 1, normal zero).
SegmentCircleOutput intersectSegmentCircle(const Circle& circle, const Segment& segment);

/// A parameter interval [t0, t1] of a line p(t) = origin + t·translation, t unbounded (±inf allowed).
struct LineInterval {
    double t0 = 0;     ///< first t inside (may be −inf)
    double t1 = 0;     ///< last t inside, >= t0 (may be +inf)
    bool hit = false;  ///< false = empty interval
};

/// The t where the coordinate pos + t·vel lies in the closed range [lo, hi]: [(lo − pos)/vel, (hi − pos)/vel]
/// sorted. vel == 0: all t (−inf, inf) if lo <= pos <= hi, else empty.
LineInterval slabInterval(double pos, double vel, double lo, double hi);

/// The t where origin + t·translation lies in the closed disc (roots of the quadratic above, with the tangent
/// snap: |disc| <= kTangentTolerance·a·r·(r + |f|), so for r = 0 the line must pass exactly through the centre).
/// Zero translation: all t if origin is in the disc, else empty.
LineInterval lineCircleInterval(const Circle& circle, Vec2 origin, Vec2 translation);

} // namespace engine
