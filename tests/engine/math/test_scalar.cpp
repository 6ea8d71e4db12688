// Tests for engine/math/scalar.h: π, approach, signOf and the compile-time square root.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "engine/math/scalar.h"

using namespace engine;

TEST_CASE("approach moves towards the target by at most the step and never past it", "[math][scalar]") {
    CHECK(approach(0.0, 10.0, 3.0) == 3.0);
    CHECK(approach(9.0, 10.0, 3.0) == 10.0);
    CHECK(approach(0.0, -10.0, 3.0) == -3.0);
    CHECK(approach(-9.0, -10.0, 3.0) == -10.0);
    CHECK(approach(4.0, 4.0, 3.0) == 4.0);
    SECTION("a tie keeps the stepped value, as std::min / std::max do (the sign of zero included)") {
        CHECK(std::signbit(approach(-0.0, 0.0, 0.0)));
        CHECK(std::signbit(approach(-1.0, -0.0, 1.0)) == std::signbit(std::min(-1.0 + 1.0, -0.0)));
    }
    static_assert(approach(1.0, 2.0, 0.25) == 1.25, "usable in constant expressions");
}

TEST_CASE("signOf is -1, 0 or +1", "[math][scalar]") {
    CHECK(signOf(-3.5) == -1);
    CHECK(signOf(0.0) == 0);
    CHECK(signOf(-0.0) == 0);
    CHECK(signOf(1e-300) == 1);
    CHECK(signOf(std::nan("")) == 0);
}

TEST_CASE("constexprSqrt matches std::sqrt to the last bit or two and is 0 for non-positive input",
          "[math][scalar]") {
    for (double x : {0.25, 2.0, 37.5, 150.0, 1e6})
        CHECK(constexprSqrt(x) == Approx(std::sqrt(x)).epsilon(1e-15));
    CHECK(constexprSqrt(0.0) == 0.0);
    CHECK(constexprSqrt(-4.0) == 0.0);
    static_assert(constexprSqrt(16.0) == 4.0, "usable in constant expressions");
}

TEST_CASE("kPi is π", "[math][scalar]") {
    CHECK(std::cos(kPi) == -1.0);
    CHECK(std::sin(kPi / 2.0) == 1.0);
}
