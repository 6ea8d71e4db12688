#pragma once
// Scalar helpers shared by the engine and both modes: π, moving a value towards a target, the sign of a number,
// and a square root usable in constant expressions (to derive tuning speeds from heights).

namespace engine {

/// π.
inline constexpr double kPi = 3.14159265358979323846;

/// v moved towards target by at most maxDelta (>= 0), never past it: min(v + d, target) below the target,
/// max(v − d, target) above it (std::min / std::max semantics, so a tie keeps the stepped value, sign of zero
/// included).
inline constexpr double approach(double v, double target, double maxDelta) {
    if (v < target) {
        const double up = v + maxDelta;
        return target < up ? target : up;
    }
    const double down = v - maxDelta;
    return down < target ? target : down;
}

/// −1, 0 or +1 (0 for ±0 and NaN).
inline constexpr int signOf(double v) { return (v > 0.0) - (v < 0.0); }

/// √x at compile time by Newton's method (x >= 0; 0 for x <= 0). Matches std::sqrt to the last bit or two.
constexpr double constexprSqrt(double x) {
    if (!(x > 0.0)) return 0.0;
    double r = x > 1.0 ? x : 1.0;
    for (int i = 0; i < 64; ++i) r = 0.5 * (r + x / r);
    return r;
}

} // namespace engine
