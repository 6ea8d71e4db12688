// Tests for engine/math/vec2.h: sign conventions (y down, clockwise angles) and the zero-vector edge cases.
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

#include "engine/math/scalar.h"
#include "engine/math/vec2.h"
#include "vec2_test_util.h"

using namespace engine;
using testutil::near;
using testutil::vecNear;

namespace {
using engine::kPi;
}

TEST_CASE("Vec2 arithmetic operators work component-wise", "[math][vec2]") {
    Vec2 a{1.5, -2.0}, b{0.5, 4.0};
    SECTION("sum, difference, negation and scaling are per component") {
        CHECK(a + b == Vec2{2.0, 2.0});
        CHECK(a - b == Vec2{1.0, -6.0});
        CHECK(-a == Vec2{-1.5, 2.0});
        CHECK(a * 2.0 == Vec2{3.0, -4.0});
        CHECK(2.0 * a == a * 2.0);
        CHECK(b / 2.0 == Vec2{0.25, 2.0});
    }
    SECTION("in-place operators match their binary forms") {
        Vec2 c = a;
        c += b;
        CHECK(c == a + b);
        c -= b;
        CHECK(c == a);
        c *= -1.0;
        CHECK(c == -a);
    }
    SECTION("equality is exact and inequality is its negation") {
        CHECK(a == Vec2{1.5, -2.0});
        CHECK(a != Vec2{1.5, -2.0 + 1e-15});
    }
}

TEST_CASE("dot is the sum of component products", "[math][vec2]") {
    SECTION("perpendicular vectors have dot 0") { CHECK(dot({3, 0}, {0, -7}) == 0.0); }
    SECTION("parallel vectors have dot |a||b|, antiparallel its negative") {
        CHECK(dot({2, 0}, {5, 0}) == 10.0);
        CHECK(dot({2, 0}, {-5, 0}) == -10.0);
    }
    SECTION("dot with itself is lengthSquared") {
        Vec2 v{3, -4};
        CHECK(dot(v, v) == lengthSquared(v));
        CHECK(length(v) == 5.0);
        CHECK(distance({1, 1}, {4, 5}) == 5.0);
    }
}

TEST_CASE("cross is positive when b is clockwise of a on screen (y down)", "[math][vec2]") {
    SECTION("+x cross +y (screen down, a clockwise turn) is +1") { CHECK(cross({1, 0}, {0, 1}) == 1.0); }
    SECTION("+x cross -y (screen up, counter-clockwise) is -1") { CHECK(cross({1, 0}, {0, -1}) == -1.0); }
    SECTION("cross is anti-commutative") {
        Vec2 a{1.25, -3.0}, b{-2.0, 0.5};
        CHECK(cross(a, b) == -cross(b, a));
    }
    SECTION("parallel vectors have cross 0") { CHECK(cross({2, 4}, {-1, -2}) == 0.0); }
    SECTION("cross of a vector with its clockwise rotation is positive") {
        Vec2 a{0.3, 0.8};
        CHECK(cross(a, rotate(a, 0.5)) > 0.0);
    }
}

TEST_CASE("normalize returns a unit vector and maps zero to zero", "[math][vec2]") {
    SECTION("a regular vector becomes unit length with the same direction") {
        Vec2 n = normalize({3, -4});
        CHECK(vecNear(n, {0.6, -0.8}, 1e-15));
        CHECK(length(n) == near(1.0, 1e-15));
    }
    SECTION("the zero vector normalizes to zero, never NaN") {
        Vec2 n = normalize({0, 0});
        CHECK(n == Vec2{0, 0});
        CHECK(isFinite(n));
    }
    SECTION("a denormal-length vector normalizes to zero") {
        CHECK(normalize({1e-310, 0}) == Vec2{0, 0});
    }
    SECTION("a tiny vector whose squared length is still representable normalizes") {
        CHECK(vecNear(normalize({0, 1e-150}), {0, 1}, 1e-15));
    }
    SECTION("a vector shorter than ~1e-154 normalizes to zero (its squared length underflows)") {
        CHECK(normalize({0, 1e-200}) == Vec2{0, 0});
    }
}

TEST_CASE("reflect mirrors a direction about a unit normal", "[math][vec2]") {
    SECTION("a ray hitting a floor (normal up = -y) bounces back up") {
        CHECK(reflect({1, 1}, {0, -1}) == Vec2{1, -1});
    }
    SECTION("a direction parallel to the surface is unchanged") { CHECK(reflect({2, 0}, {0, 1}) == Vec2{2, 0}); }
    SECTION("a head-on direction is reversed") { CHECK(reflect({0, 3}, {0, -1}) == Vec2{0, -3}); }
    SECTION("random reflections keep |d| and mirror the angle to the normal") {
        std::mt19937_64 rng(12345);
        std::uniform_real_distribution<double> u(-10.0, 10.0);
        for (int i = 0; i < 1000; ++i) {
            Vec2 d{u(rng), u(rng)};
            Vec2 n = normalize({u(rng), u(rng)});
            Vec2 r = reflect(d, n);
            CHECK(length(r) == near(length(d), 1e-12));
            CHECK(dot(r, n) == near(-dot(d, n), 1e-12));             // normal part flips
            CHECK(cross(n, r) == near(cross(n, d), 1e-12));          // tangential part kept
        }
    }
}

TEST_CASE("rotate turns clockwise on screen for positive angles", "[math][vec2]") {
    SECTION("+x rotated by +pi/2 points down (+y)") { CHECK(vecNear(rotate({1, 0}, kPi / 2), {0, 1}, 1e-15)); }
    SECTION("rotating by pi negates") { CHECK(vecNear(rotate({2, -3}, kPi), {-2, 3}, 1e-14)); }
    SECTION("rotating by 0 is the identity") { CHECK(rotate({2, -3}, 0.0) == Vec2{2, -3}); }
    SECTION("rotate keeps length and undoes with the opposite angle") {
        Vec2 v{1.7, -0.4};
        Vec2 r = rotate(v, 1.234);
        CHECK(length(r) == near(length(v), 1e-14));
        CHECK(vecNear(rotate(r, -1.234), v, 1e-14));
    }
    SECTION("the angle between v and rotate(v, a) is a") {
        Vec2 v{0.3, 2.0};
        CHECK(angleOf(rotate(v, 0.7)) - angleOf(v) == near(0.7, 1e-14));
    }
}

TEST_CASE("perp is the +pi/2 rotation: clockwise on screen (y down)", "[math][vec2]") {
    // NOTE: vec2.h's comment calls perp "counter-clockwise on screen"; with y down, (-y, x) turns +x into +y,
    // i.e. down the screen, the same turn as rotate(v, +pi/2). These tests pin the actual behaviour.
    SECTION("perp(+x) is +y") { CHECK(perp({1, 0}) == Vec2{0, 1}); }
    SECTION("perp matches rotate by +pi/2") { CHECK(vecNear(perp({2, -5}), rotate({2, -5}, kPi / 2), 1e-14)); }
    SECTION("perp is perpendicular and cross(v, perp(v)) = |v|^2 > 0") {
        Vec2 v{-1.5, 2.5};
        CHECK(dot(v, perp(v)) == 0.0);
        CHECK(cross(v, perp(v)) == lengthSquared(v));
    }
}

TEST_CASE("fromAngle and angleOf measure clockwise on screen from +x", "[math][vec2]") {
    SECTION("angle 0 is +x and pi/2 is +y (screen down)") {
        CHECK(vecNear(fromAngle(0.0), {1, 0}, 0.0));
        CHECK(vecNear(fromAngle(kPi / 2), {0, 1}, 1e-15));
    }
    SECTION("angleOf inverts fromAngle on (-pi, pi)") {
        for (double a = -3.1; a < 3.1; a += 0.1) CHECK(angleOf(fromAngle(a)) == near(a, 1e-14));
    }
    SECTION("angleOf of the zero vector is 0") { CHECK(angleOf({0, 0}) == 0.0); }
    SECTION("angleOf(-x) is +pi (top of the range)") { CHECK(angleOf({-1, 0}) == kPi); }
    SECTION("angleOf(+y) is +pi/2 and angleOf(-y) is -pi/2") {
        CHECK(angleOf({0, 5}) == near(kPi / 2, 1e-15));
        CHECK(angleOf({0, -5}) == near(-kPi / 2, 1e-15));
    }
    SECTION("angleOf ignores length") { CHECK(angleOf({3, 3}) == near(angleOf({0.1, 0.1}), 1e-15)); }
}

TEST_CASE("lerp, min, max and isFinite behave per component", "[math][vec2]") {
    SECTION("lerp hits both ends and the midpoint") {
        Vec2 a{0, 2}, b{4, -2};
        CHECK(lerp(a, b, 0.0) == a);
        CHECK(lerp(a, b, 1.0) == b);
        CHECK(lerp(a, b, 0.5) == Vec2{2, 0});
    }
    SECTION("min and max pick per component") {
        CHECK(min({1, 5}, {3, 2}) == Vec2{1, 2});
        CHECK(max({1, 5}, {3, 2}) == Vec2{3, 5});
    }
    SECTION("isFinite rejects NaN and infinity in either component") {
        CHECK(isFinite({1, -1}));
        CHECK_FALSE(isFinite({std::nan(""), 0}));
        CHECK_FALSE(isFinite({0, HUGE_VAL}));
    }
}
