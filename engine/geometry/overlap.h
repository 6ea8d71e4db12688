#pragma once
// Static overlap tests between the value shapes of engine/math/shapes.h. All shapes are CLOSED sets: touching
// boundaries overlap. Every query takes the shapes first and returns early on a miss.
#include "engine/math/shapes.h"

namespace engine {

/// A triangle in tiles, any winding; a degenerate (zero-area) triangle is treated as the union of its edges.
struct Triangle {
    Vec2 a, b, c;
};

/// Result of a pairwise overlap test of shapes A and B. Moving B by normal·depth separates them (to touching).
struct OverlapOutput {
    Vec2 normal;        ///< unit normal pointing from A towards B (defined also when depth is 0)
    Vec2 point;         ///< contact point in tiles (per-query definition below)
    double depth = 0;   ///< penetration depth in tiles, >= 0 when hit (0 = touching)
    bool hit = false;   ///< shapes overlap or touch
};

/// True when p lies in the closed box: points on the boundary count as inside.
bool pointInAabb(const Aabb& box, Vec2 p);

/// True when p lies in the closed disc |p − c| <= r (a zero radius disc contains only its centre).
bool pointInCircle(const Circle& c, Vec2 p);

/// The point of segment s closest to p: p1 + clamp(((p − p1)·d)/(d·d), 0, 1)·d. Degenerate segment -> p1.
Vec2 closestPointOnSegment(const Segment& s, Vec2 p);

/// Distance in tiles from p to the closest point of segment s (to p1 for a degenerate segment).
double distanceSegmentPoint(const Segment& s, Vec2 p);

/// True if any point of s lies in the closed disc c (distance from centre to segment <= radius).
bool overlapSegmentCircle(const Segment& s, const Circle& c);

/// Minimum-translation overlap of two boxes. depth = the smaller push along ±x / ±y that separates them (boxes
/// nested inside each other are pushed out the short way); ties prefer x, then +axis. Touching edges or corners:
/// hit with depth 0 (normal across the touching edge; a corner touch uses x). point = centre of the overlap box.
OverlapOutput overlapAabbs(const Aabb& a, const Aabb& b);

/// Overlap of two discs: depth = ra + rb − |cb − ca|, normal = (cb − ca)/|cb − ca| (+x when concentric), point =
/// midpoint of the two surface points ca + ra·n and cb − rb·n. Touching: hit, depth 0.
OverlapOutput overlapCircles(const Circle& a, const Circle& b);

/// Overlap of disc c (A) and box (B). Centre outside the box: q = closest box point, normal = (q − centre)/|q −
/// centre|, depth = r − |q − centre|, point = q. Centre inside or on the box: pushed out through the nearest face
/// (ties in order −x, +x, −y, +y faces), normal = into that face, depth = r + face distance, point = centre
/// projected onto that face.
OverlapOutput overlapCircleAabb(const Circle& c, const Aabb& box);

/// True when the closed triangle and closed disc share a point (centre inside the triangle, or any edge within
/// radius). Any winding; a zero-area triangle is just its three edges.
bool overlapTriangleCircle(const Triangle& t, const Circle& c);

} // namespace engine
