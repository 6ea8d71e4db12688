#pragma once
// The value-type shapes every query takes: Aabb, Circle, Segment, Capsule. All in tiles, y down.
#include "engine/ecs/fields.h"
#include "engine/math/vec2.h"

namespace engine {

/// Axis-aligned box [min, max] in tiles. Valid when min <= max component-wise.
struct Aabb {
    Vec2 min;
    Vec2 max;
};
/// Aabb's fields (engine/ecs/fields.h).
constexpr auto fields(Type<Aabb>) {
    return fieldList("Aabb", field("min", &Aabb::min), field("max", &Aabb::max));
}

/// A disc: center and radius in tiles (radius >= 0; radius 0 is a point).
struct Circle {
    Vec2 center;
    double radius = 0.0;
};

/// A line segment from p1 to p2 (may be degenerate: p1 == p2).
struct Segment {
    Vec2 p1;
    Vec2 p2;
};

/// A "round line": every point within radius of segment [p1, p2].
struct Capsule {
    Vec2 p1;
    Vec2 p2;
    double radius = 0.0;
};

/// Box center.
inline constexpr Vec2 center(const Aabb& b) { return (b.min + b.max) * 0.5; }
/// Box half-size.
inline constexpr Vec2 extents(const Aabb& b) { return (b.max - b.min) * 0.5; }
/// Box from its center and half-size.
inline constexpr Aabb aabbFromCenter(Vec2 c, Vec2 half) { return {c - half, c + half}; }
/// Box moved by d.
inline constexpr Aabb translate(const Aabb& b, Vec2 d) { return {b.min + d, b.max + d}; }
/// Box grown by r on every side (negative r shrinks; callers keep it valid).
inline constexpr Aabb inflate(const Aabb& b, double r) { return {b.min - Vec2{r, r}, b.max + Vec2{r, r}}; }
/// Smallest box containing both.
inline constexpr Aabb unionOf(const Aabb& a, const Aabb& b) { return {min(a.min, b.min), max(a.max, b.max)}; }
/// True when the boxes share interior: open-box overlap, so boxes that only touch at an edge or corner do not.
inline constexpr bool overlapsOpen(const Aabb& a, const Aabb& b) {
    return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}
/// Smallest box containing the segment (engine::min/max: plain compares, not libm's fmin/fmax).
inline constexpr Aabb boundsOf(const Segment& s) { return {min(s.p1, s.p2), max(s.p1, s.p2)}; }
/// Segment direction p2 − p1.
inline constexpr Vec2 delta(const Segment& s) { return s.p2 - s.p1; }

} // namespace engine
