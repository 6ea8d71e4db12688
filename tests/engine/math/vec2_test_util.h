#pragma once
// Test helpers shared by the math, geometry, collision and controller tests: printing Vec2 in failures (the one
// StringMaker<engine::Vec2> of the test tree), absolute-margin comparisons. Header-only, so any layer's test
// executable can include it.
#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>
#include <string>

#include "engine/math/vec2.h"

namespace Catch {
/// Prints a Vec2 as (x, y) in assertion messages.
template <>
struct StringMaker<engine::Vec2> {
    static std::string convert(const engine::Vec2& v) {
        std::ostringstream os;
        os.precision(17);
        os << "(" << v.x << ", " << v.y << ")";
        return os.str();
    }
};
} // namespace Catch

namespace testutil {

/// Approx with an absolute margin only (no relative slack).
inline Approx near(double value, double margin = 1e-12) { return Approx(value).epsilon(0.0).margin(margin); }

/// True when a and b agree per component within margin.
inline bool vecNear(engine::Vec2 a, engine::Vec2 b, double margin = 1e-12) {
    return std::fabs(a.x - b.x) <= margin && std::fabs(a.y - b.y) <= margin;
}

} // namespace testutil
