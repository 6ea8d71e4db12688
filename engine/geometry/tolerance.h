#pragma once
// Shared numeric tolerances of the geometry layer. All are RELATIVE (dimensionless) unless a unit is given, so
// the same answers hold whether shapes are a tenth of a tile or a hundred tiles long.

namespace engine {

/// Two directions u, v count as parallel when |u×v| <= kParallelTolerance·|u|·|v| (i.e. |sin angle| <= 1e-12).
/// Also the slack, as a fraction of segment length, within which a parameter counts as exactly 0 or 1.
inline constexpr double kParallelTolerance = 1e-12;

/// A line counts as tangent to a disc when |discriminant| <= kTangentTolerance·a·r·(r + |f|) (see
/// lineCircleInterval): near-grazes snap to a single touching point; a zero-radius disc gets no slack.
inline constexpr double kTangentTolerance = 1e-12;

/// Tiles. A swept disc starting within this distance of a surface counts as touching it (not overlapping).
inline constexpr double kContactTolerance = 1e-9;

/// Clamp x into [lo, hi].
inline constexpr double clampTo(double x, double lo, double hi) { return x < lo ? lo : (x > hi ? hi : x); }

} // namespace engine
