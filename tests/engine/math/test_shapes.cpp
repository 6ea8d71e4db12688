// Tests for engine/math/shapes.h: the box helpers and segment delta.
#include <catch2/catch.hpp>

#include "engine/math/shapes.h"
#include "vec2_test_util.h"

using namespace engine;

TEST_CASE("Aabb helpers agree with each other", "[math][shapes]") {
    Aabb box{{1, 2}, {5, 4}};
    SECTION("center is the midpoint and extents the half-size") {
        CHECK(center(box) == Vec2{3, 3});
        CHECK(extents(box) == Vec2{2, 1});
    }
    SECTION("aabbFromCenter round-trips through center and extents") {
        Aabb b = aabbFromCenter(center(box), extents(box));
        CHECK(b.min == box.min);
        CHECK(b.max == box.max);
    }
    SECTION("translate moves both corners") {
        Aabb b = translate(box, {-1, 0.5});
        CHECK(b.min == Vec2{0, 2.5});
        CHECK(b.max == Vec2{4, 4.5});
    }
    SECTION("inflate grows every side and a negative amount shrinks") {
        Aabb g = inflate(box, 0.5);
        CHECK(g.min == Vec2{0.5, 1.5});
        CHECK(g.max == Vec2{5.5, 4.5});
        Aabb s = inflate(box, -0.5);
        CHECK(s.min == Vec2{1.5, 2.5});
        CHECK(s.max == Vec2{4.5, 3.5});
    }
    SECTION("unionOf contains both boxes, including disjoint ones") {
        Aabb u = unionOf(box, {{-3, 6}, {-2, 7}});
        CHECK(u.min == Vec2{-3, 2});
        CHECK(u.max == Vec2{5, 7});
    }
    SECTION("a point box (min == max) has zero extents") {
        CHECK(extents(Aabb{{2, 2}, {2, 2}}) == Vec2{0, 0});
    }
}

TEST_CASE("Segment delta is p2 minus p1 and zero when degenerate", "[math][shapes]") {
    SECTION("regular segment") { CHECK(delta(Segment{{1, 1}, {4, -1}}) == Vec2{3, -2}); }
    SECTION("degenerate segment") { CHECK(delta(Segment{{2, 3}, {2, 3}}) == Vec2{0, 0}); }
}

TEST_CASE("Shapes default to the origin with zero radius", "[math][shapes]") {
    SECTION("Circle and Capsule default radius is 0") {
        CHECK(Circle{}.radius == 0.0);
        CHECK(Capsule{}.radius == 0.0);
        CHECK(Circle{}.center == Vec2{0, 0});
    }
}

TEST_CASE("overlapsOpen counts shared interior and not boxes that only touch", "[math][shapes]") {
    const Aabb box{{1, 1}, {3, 3}};
    CHECK(overlapsOpen(box, {{2, 2}, {4, 4}}));
    CHECK(overlapsOpen(box, {{1.5, 1.5}, {2, 2}}));  // inside
    CHECK_FALSE(overlapsOpen(box, {{3, 1}, {4, 3}}));  // shares the right edge
    CHECK_FALSE(overlapsOpen(box, {{3, 3}, {4, 4}}));  // shares a corner
    CHECK_FALSE(overlapsOpen(box, {{1, 3.5}, {3, 4}}));  // apart
}
