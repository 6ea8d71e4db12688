// Tests for engine/geometry/overlap.h: closed-set boundaries, degenerate shapes and the defined normals.
#include <catch2/catch.hpp>
#include <random>

#include "../math/vec2_test_util.h"
#include "engine/geometry/overlap.h"

using namespace engine;
using testutil::near;
using testutil::vecNear;

TEST_CASE("pointInAabb treats the box as closed", "[geometry][overlap]") {
    Aabb box{{0, 0}, {2, 1}};
    SECTION("an interior point is inside") { CHECK(pointInAabb(box, {1, 0.5})); }
    SECTION("points on edges and corners are inside") {
        CHECK(pointInAabb(box, {0, 0.5}));
        CHECK(pointInAabb(box, {2, 1}));
        CHECK(pointInAabb(box, {1, 0}));
    }
    SECTION("a point just outside any side is outside") {
        CHECK_FALSE(pointInAabb(box, {-1e-12, 0.5}));
        CHECK_FALSE(pointInAabb(box, {1, 1 + 1e-12}));
    }
    SECTION("a point box contains only its point") {
        CHECK(pointInAabb({{1, 1}, {1, 1}}, {1, 1}));
        CHECK_FALSE(pointInAabb({{1, 1}, {1, 1}}, {1, 1.5}));
    }
}

TEST_CASE("pointInCircle treats the disc as closed", "[geometry][overlap]") {
    Circle c{{1, 1}, 2};
    SECTION("the centre and interior points are inside") {
        CHECK(pointInCircle(c, {1, 1}));
        CHECK(pointInCircle(c, {2, 2}));
    }
    SECTION("a point exactly on the circle is inside") { CHECK(pointInCircle(c, {3, 1})); }
    SECTION("a point just beyond the radius is outside") { CHECK_FALSE(pointInCircle(c, {3 + 1e-12, 1})); }
    SECTION("a zero-radius circle contains only its centre") {
        CHECK(pointInCircle({{1, 1}, 0}, {1, 1}));
        CHECK_FALSE(pointInCircle({{1, 1}, 0}, {1, 1 + 1e-12}));
    }
}

TEST_CASE("closestPointOnSegment clamps the projection to the segment", "[geometry][overlap]") {
    Segment s{{0, 0}, {4, 0}};
    SECTION("a point beside the middle projects perpendicularly") {
        CHECK(closestPointOnSegment(s, {1, 3}) == Vec2{1, 0});
    }
    SECTION("a point before p1 clamps to p1 and beyond p2 clamps to p2") {
        CHECK(closestPointOnSegment(s, {-2, 1}) == Vec2{0, 0});
        CHECK(closestPointOnSegment(s, {9, -1}) == Vec2{4, 0});
    }
    SECTION("a point on the segment is its own closest point") {
        CHECK(closestPointOnSegment(s, {2.5, 0}) == Vec2{2.5, 0});
    }
    SECTION("a degenerate segment always returns p1") {
        CHECK(closestPointOnSegment({{3, 3}, {3, 3}}, {10, -4}) == Vec2{3, 3});
    }
    SECTION("a diagonal segment projects correctly") {
        CHECK(vecNear(closestPointOnSegment({{0, 0}, {2, 2}}, {2, 0}), {1, 1}, 1e-15));
    }
}

TEST_CASE("distanceSegmentPoint is the distance to the closest point", "[geometry][overlap]") {
    Segment s{{0, 0}, {4, 0}};
    SECTION("perpendicular distance beside the segment") { CHECK(distanceSegmentPoint(s, {2, -3}) == 3.0); }
    SECTION("distance to the nearer endpoint beyond the ends") { CHECK(distanceSegmentPoint(s, {7, 4}) == 5.0); }
    SECTION("zero on the segment") { CHECK(distanceSegmentPoint(s, {4, 0}) == 0.0); }
    SECTION("degenerate segment: distance to p1") {
        CHECK(distanceSegmentPoint({{1, 1}, {1, 1}}, {4, 5}) == 5.0);
    }
}

TEST_CASE("overlapSegmentCircle is true when any point of the segment is within the radius", "[geometry][overlap]") {
    Segment s{{0, 0}, {4, 0}};
    SECTION("a circle crossing the middle overlaps") { CHECK(overlapSegmentCircle(s, {{2, 0.5}, 1})); }
    SECTION("a circle exactly touching the segment overlaps (closed)") { CHECK(overlapSegmentCircle(s, {{2, 1}, 1})); }
    SECTION("a circle near the line but past the end does not overlap") {
        CHECK_FALSE(overlapSegmentCircle(s, {{5.5, 0}, 1}));
    }
    SECTION("a circle containing the whole segment overlaps") { CHECK(overlapSegmentCircle(s, {{2, 0}, 10})); }
    SECTION("a degenerate segment overlaps when its point is in the disc") {
        CHECK(overlapSegmentCircle({{1, 1}, {1, 1}}, {{1, 2}, 1}));
        CHECK_FALSE(overlapSegmentCircle({{1, 1}, {1, 1}}, {{1, 2.5}, 1}));
    }
    SECTION("a zero-radius circle overlaps only when its centre is on the segment") {
        CHECK(overlapSegmentCircle(s, {{3, 0}, 0}));
        CHECK_FALSE(overlapSegmentCircle(s, {{3, 1e-9}, 0}));
    }
}

TEST_CASE("overlapAabbs returns the minimum translation from A to B", "[geometry][overlap]") {
    Aabb a{{0, 0}, {2, 2}};
    SECTION("separated boxes miss") { CHECK_FALSE(overlapAabbs(a, {{3, 0}, {4, 2}}).hit); }
    SECTION("B overlapping A's right side: normal +x, depth = overlap width") {
        OverlapOutput o = overlapAabbs(a, {{1.5, 0.5}, {3.5, 1.5}});
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{1, 0});
        CHECK(o.depth == near(0.5));
        CHECK(o.point == Vec2{1.75, 1});  // centre of the overlap box
    }
    SECTION("B overlapping A from above (smaller y): normal -y") {
        OverlapOutput o = overlapAabbs(a, {{0.5, -1.75}, {1.5, 0.25}});
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{0, -1});
        CHECK(o.depth == near(0.25));
    }
    SECTION("touching edges: hit with depth 0 and the normal across the shared edge") {
        OverlapOutput o = overlapAabbs(a, {{2, 0.5}, {3, 1.5}});
        REQUIRE(o.hit);
        CHECK(o.depth == 0.0);
        CHECK(o.normal == Vec2{1, 0});
        CHECK(o.point == Vec2{2, 1});
    }
    SECTION("touching at a single corner: hit, depth 0, x normal (ties prefer x)") {
        OverlapOutput o = overlapAabbs(a, {{2, 2}, {3, 3}});
        REQUIRE(o.hit);
        CHECK(o.depth == 0.0);
        CHECK(o.normal == Vec2{1, 0});
        CHECK(o.point == Vec2{2, 2});
    }
    SECTION("a box nested inside a wider one is pushed out the short way") {
        // B spans [-5, 5] in x around A's [0, 2]: leaving via -x costs 5 - 0 = 5, via +x 2 - (-5) = 7.
        OverlapOutput o = overlapAabbs(a, {{-5, -5}, {5, 7}});
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{-1, 0});
        CHECK(o.depth == near(5.0));
        Aabb moved = translate({{-5, -5}, {5, 7}}, o.normal * o.depth);
        CHECK(overlapAabbs(a, moved).depth == near(0.0));
    }
    SECTION("identical boxes: equal pushes on both axes choose +x") {
        OverlapOutput o = overlapAabbs(a, a);
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{1, 0});
        CHECK(o.depth == near(2.0));
    }
    SECTION("swapping A and B flips the normal") {
        Aabb b{{1.5, 0.5}, {3.5, 1.5}};
        CHECK(overlapAabbs(b, a).normal == -overlapAabbs(a, b).normal);
    }
}

TEST_CASE("overlapCircles reports depth along the centre line", "[geometry][overlap]") {
    SECTION("separated discs miss") { CHECK_FALSE(overlapCircles({{0, 0}, 1}, {{3, 0}, 1.5}).hit); }
    SECTION("overlapping discs: normal from A to B, depth = rsum - distance, point between surfaces") {
        OverlapOutput o = overlapCircles({{0, 0}, 1}, {{0, 1.5}, 1});
        REQUIRE(o.hit);
        CHECK(vecNear(o.normal, {0, 1}));
        CHECK(o.depth == near(0.5));
        CHECK(vecNear(o.point, {0, 0.75}));  // midpoint of (0, 1) and (0, 0.5)
    }
    SECTION("touching discs: hit with depth 0 and the point at the tangency") {
        OverlapOutput o = overlapCircles({{0, 0}, 1}, {{3, 4}, 4});
        REQUIRE(o.hit);
        CHECK(o.depth == near(0.0));
        CHECK(vecNear(o.normal, {0.6, 0.8}));
        CHECK(vecNear(o.point, {0.6, 0.8}));
    }
    SECTION("concentric discs use the defined normal +x") {
        OverlapOutput o = overlapCircles({{2, 2}, 1}, {{2, 2}, 0.5});
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{1, 0});
        CHECK(o.depth == near(1.5));
    }
    SECTION("two zero-radius discs at the same point touch") {
        OverlapOutput o = overlapCircles({{1, 1}, 0}, {{1, 1}, 0});
        CHECK(o.hit);
        CHECK(o.depth == 0.0);
    }
}

TEST_CASE("overlapCircleAabb pushes the disc off the box", "[geometry][overlap]") {
    Aabb box{{0, 0}, {4, 2}};
    SECTION("a disc far from the box misses") { CHECK_FALSE(overlapCircleAabb({{6, 1}, 1}, box).hit); }
    SECTION("a disc beyond a corner misses when the corner is out of reach") {
        CHECK_FALSE(overlapCircleAabb({{5, 3}, 1.4}, box).hit);  // corner distance sqrt(2) > 1.4
    }
    SECTION("a disc overlapping the left face: normal +x towards the box, point on the face") {
        OverlapOutput o = overlapCircleAabb({{-0.5, 1}, 1}, box);
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{1, 0});
        CHECK(o.depth == near(0.5));
        CHECK(o.point == Vec2{0, 1});
    }
    SECTION("a disc overlapping a corner: normal along the corner diagonal") {
        OverlapOutput o = overlapCircleAabb({{5, 3}, 2}, box);
        REQUIRE(o.hit);
        CHECK(vecNear(o.normal, normalize({-1, -1})));
        CHECK(o.depth == near(2 - std::sqrt(2.0)));
        CHECK(o.point == Vec2{4, 2});
    }
    SECTION("a disc exactly touching a face hits with depth 0") {
        OverlapOutput o = overlapCircleAabb({{2, 3}, 1}, box);
        REQUIRE(o.hit);
        CHECK(o.depth == 0.0);
        CHECK(o.normal == Vec2{0, -1});
    }
    SECTION("centre inside the box: pushed out through the nearest face") {
        OverlapOutput o = overlapCircleAabb({{3.5, 1}, 0.25}, box);  // right face 0.5 away
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{-1, 0});
        CHECK(o.depth == near(0.75));
        CHECK(o.point == Vec2{4, 1});
    }
    SECTION("centre inside, nearest face is the top (min y)") {
        OverlapOutput o = overlapCircleAabb({{2, 0.25}, 0.5}, box);
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{0, 1});
        CHECK(o.depth == near(0.75));
        CHECK(o.point == Vec2{2, 0});
    }
    SECTION("centre at equal distance from faces: ties go -x, +x, -y, +y") {
        OverlapOutput o = overlapCircleAabb({{1, 1}, 0.5}, {{0, 0}, {2, 2}});
        CHECK(o.normal == Vec2{1, 0});  // the -x face wins
        CHECK(o.depth == near(1.5));
    }
    SECTION("centre exactly on the boundary: depth = radius, normal into the box") {
        OverlapOutput o = overlapCircleAabb({{4, 1}, 0.5}, box);
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{-1, 0});
        CHECK(o.depth == near(0.5));
    }
    SECTION("a zero-radius disc outside misses and inside hits") {
        CHECK_FALSE(overlapCircleAabb({{5, 1}, 0}, box).hit);
        CHECK(overlapCircleAabb({{1, 1}, 0}, box).hit);
    }
    SECTION("moving the box by normal*depth separates the shapes to touching (random)") {
        std::mt19937_64 rng(7);
        std::uniform_real_distribution<double> u(-1.0, 5.0);
        for (int i = 0; i < 500; ++i) {
            Circle c{{u(rng), u(rng)}, 0.1 + 0.2 * (u(rng) + 1.0)};
            OverlapOutput o = overlapCircleAabb(c, box);
            if (!o.hit) continue;
            CHECK(overlapCircleAabb(c, translate(box, o.normal * (o.depth - 1e-9))).hit);
            CHECK_FALSE(overlapCircleAabb(c, translate(box, o.normal * (o.depth + 1e-9))).hit);
        }
    }
}

TEST_CASE("overlapTriangleCircle works for any winding and degenerate triangles", "[geometry][overlap]") {
    Triangle ccw{{0, 0}, {4, 0}, {0, 4}};
    Triangle cw{{0, 0}, {0, 4}, {4, 0}};
    SECTION("a small disc deep inside overlaps for both windings") {
        CHECK(overlapTriangleCircle(ccw, {{1, 1}, 0.1}));
        CHECK(overlapTriangleCircle(cw, {{1, 1}, 0.1}));
    }
    SECTION("a disc crossing an edge overlaps") { CHECK(overlapTriangleCircle(ccw, {{3, 3}, 1.5})); }
    SECTION("a disc exactly touching an edge from outside overlaps (closed)") {
        CHECK(overlapTriangleCircle(ccw, {{2, -1}, 1}));
        CHECK_FALSE(overlapTriangleCircle(ccw, {{2, -1}, 1 - 1e-12}));
    }
    SECTION("a disc outside near a vertex misses") { CHECK_FALSE(overlapTriangleCircle(cw, {{-1, -1}, 1.4})); }
    SECTION("a disc containing the whole triangle overlaps") { CHECK(overlapTriangleCircle(cw, {{1, 1}, 50})); }
    SECTION("a zero-radius disc overlaps iff its centre is in the closed triangle") {
        CHECK(overlapTriangleCircle(cw, {{2, 2}, 0}));  // on the hypotenuse
        CHECK_FALSE(overlapTriangleCircle(cw, {{2.1, 2}, 0}));
    }
    SECTION("a collinear (zero-area) triangle is just its segments") {
        Triangle flat{{0, 0}, {1, 0}, {2, 0}};
        CHECK(overlapTriangleCircle(flat, {{1.5, 0.5}, 0.5}));
        CHECK_FALSE(overlapTriangleCircle(flat, {{5, 0}, 0.5}));  // on the line, but past the ends
    }
    SECTION("a triangle collapsed to a point overlaps only discs reaching that point") {
        Triangle dot3{{1, 1}, {1, 1}, {1, 1}};
        CHECK(overlapTriangleCircle(dot3, {{1, 2}, 1}));
        CHECK_FALSE(overlapTriangleCircle(dot3, {{1, 2}, 0.99}));
    }
}
