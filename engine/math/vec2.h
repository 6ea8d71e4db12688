#pragma once
// Vec2 and its tiny inline helpers. World space is measured in tiles (1.0 = one tile = 16 px on screen),
// with +x to the right and +y DOWN (screen convention: row 0 of a level is its top row).
#include <cmath>

namespace engine {

/// A 2D vector or point, in tiles (or tiles/s for velocities).
struct Vec2 {
    double x = 0.0;
    double y = 0.0;
};

/// Component-wise sum.
inline constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
/// Component-wise difference.
inline constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
/// Negation.
inline constexpr Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
/// Scale by s.
inline constexpr Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
/// Scale by s.
inline constexpr Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }
/// Divide by s (s == 0 gives inf/NaN, as with doubles).
inline constexpr Vec2 operator/(Vec2 a, double s) { return {a.x / s, a.y / s}; }
/// In-place sum.
inline Vec2& operator+=(Vec2& a, Vec2 b) { a.x += b.x; a.y += b.y; return a; }
/// In-place difference.
inline Vec2& operator-=(Vec2& a, Vec2 b) { a.x -= b.x; a.y -= b.y; return a; }
/// In-place scale.
inline Vec2& operator*=(Vec2& a, double s) { a.x *= s; a.y *= s; return a; }
/// Exact equality (bitwise-meaningful for determinism tests).
inline constexpr bool operator==(Vec2 a, Vec2 b) { return a.x == b.x && a.y == b.y; }
/// Exact inequality.
inline constexpr bool operator!=(Vec2 a, Vec2 b) { return !(a == b); }

/// Dot product a·b.
inline constexpr double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
/// 2D cross product a×b = a.x*b.y − a.y*b.x (z of the 3D cross). Positive when b is clockwise of a on screen (y down).
inline constexpr double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
/// Squared length |v|².
inline constexpr double lengthSquared(Vec2 v) { return dot(v, v); }
/// Length |v|.
inline double length(Vec2 v) { return std::sqrt(dot(v, v)); }
/// Distance |a − b|.
inline double distance(Vec2 a, Vec2 b) { return length(a - b); }
/// Unit vector along v; vectors shorter than ~1.5e-154 (whose squared length underflows) map to zero, never NaN.
inline Vec2 normalize(Vec2 v) {
    double len = length(v);
    if (len < 1e-300) return {0.0, 0.0};
    return v * (1.0 / len);
}
/// Reflection of direction d about unit normal n: r = d − 2(d·n)n. |r| = |d|.
inline constexpr Vec2 reflect(Vec2 d, Vec2 n) { return d - n * (2.0 * dot(d, n)); }
/// Perpendicular (−y, x): v rotated 90° CLOCKWISE on screen (y down), the same as rotate(v, +π/2).
inline constexpr Vec2 perp(Vec2 v) { return {-v.y, v.x}; }
/// Linear interpolation a + (b − a)t.
inline constexpr Vec2 lerp(Vec2 a, Vec2 b, double t) { return a + (b - a) * t; }
/// Component-wise minimum.
inline constexpr Vec2 min(Vec2 a, Vec2 b) { return {a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y}; }
/// Component-wise maximum.
inline constexpr Vec2 max(Vec2 a, Vec2 b) { return {a.x > b.x ? a.x : b.x, a.y > b.y ? a.y : b.y}; }
/// True when both components are finite (no NaN, no inf).
inline bool isFinite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }
/// Unit vector at angle radians, measured clockwise on screen from +x (because y is down).
inline Vec2 fromAngle(double radians) { return {std::cos(radians), std::sin(radians)}; }
/// Angle of v in radians in [−π, π] (atan2), clockwise on screen from +x; 0 for the zero vector.
inline double angleOf(Vec2 v) { return std::atan2(v.y, v.x); }
/// v rotated by radians (clockwise on screen, y down).
inline Vec2 rotate(Vec2 v, double radians) {
    double c = std::cos(radians), s = std::sin(radians);
    return {c * v.x - s * v.y, s * v.x + c * v.y};
}

} // namespace engine
