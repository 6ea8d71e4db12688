// Tests for engine/geometry/ray_cast.h: slab cast, segment cast, segment vs circle and the interval helpers.
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

#include "../math/vec2_test_util.h"
#include "engine/geometry/overlap.h"
#include "engine/geometry/ray_cast.h"

using namespace engine;
using testutil::near;
using testutil::vecNear;

TEST_CASE("rayCastAabb returns the entry point and face normal", "[geometry][ray_cast]") {
    Aabb box{{0, 0}, {1, 1}};
    SECTION("a ray from the left enters the -x face") {
        CastOutput o = rayCastAabb(box, {{-2, 0.5}, {4, 0}});
        REQUIRE(o.hit);
        CHECK(o.fraction == near(0.5));
        CHECK(o.point == Vec2{0, 0.5});
        CHECK(o.normal == Vec2{-1, 0});
        CHECK_FALSE(o.startedInside);
    }
    SECTION("a ray moving up (-y) from below enters the +y face") {
        CastOutput o = rayCastAabb(box, {{0.5, 3}, {0, -4}});
        REQUIRE(o.hit);
        CHECK(o.fraction == near(0.5));
        CHECK(o.point == Vec2{0.5, 1});
        CHECK(o.normal == Vec2{0, 1});
    }
    SECTION("a diagonal ray enters through the face it crosses last") {
        CastOutput o = rayCastAabb(box, {{-1, 0}, {2, 1}});  // reaches x = 0 at t = 0.5, y = 0.5 there
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{-1, 0});
        CHECK(vecNear(o.point, {0, 0.5}));
    }
    SECTION("a ray passing beside the box misses") { CHECK_FALSE(rayCastAabb(box, {{-2, 0}, {1, 4}}).hit); }
    SECTION("a box behind the ray misses") { CHECK_FALSE(rayCastAabb(box, {{3, 0.5}, {2, 0}}).hit); }
    SECTION("a box beyond maxFraction misses; at exactly maxFraction hits") {
        CHECK_FALSE(rayCastAabb(box, {{-2, 0.5}, {1, 0}}).hit);
        CastOutput o = rayCastAabb(box, {{-2, 0.5}, {1, 0}, 2.0});
        REQUIRE(o.hit);
        CHECK(o.fraction == 2.0);
    }
    SECTION("a ray parallel to a slab and outside it misses") {
        CHECK_FALSE(rayCastAabb(box, {{-1, 2}, {5, 0}}).hit);
        CHECK_FALSE(rayCastAabb(box, {{1.5, -3}, {0, 9}}).hit);
    }
    SECTION("a ray starting inside hits at fraction 0 facing against its direction") {
        CastOutput o = rayCastAabb(box, {{0.5, 0.5}, {3, 4}});
        REQUIRE(o.hit);
        CHECK(o.startedInside);
        CHECK(o.fraction == 0.0);
        CHECK(o.point == Vec2{0.5, 0.5});
        CHECK(vecNear(o.normal, {-0.6, -0.8}));
    }
    SECTION("a ray starting on the boundary counts as inside (closed box)") {
        CastOutput o = rayCastAabb(box, {{1, 0.5}, {1, 0}});
        CHECK(o.hit);
        CHECK(o.startedInside);
    }
    SECTION("a zero translation inside hits with a zero normal; outside it misses") {
        CastOutput o = rayCastAabb(box, {{0.5, 0.5}, {0, 0}});
        CHECK(o.startedInside);
        CHECK(o.normal == Vec2{0, 0});
        CHECK_FALSE(rayCastAabb(box, {{2, 2}, {0, 0}}).hit);
    }
    SECTION("a ray grazing along the top face line hits the corner with the side normal") {
        CastOutput o = rayCastAabb(box, {{-1, 0}, {3, 0}});
        REQUIRE(o.hit);
        CHECK(o.fraction == near(1.0 / 3.0));
        CHECK(o.point == Vec2{0, 0});
        CHECK(o.normal == Vec2{-1, 0});
    }
    SECTION("a ray grazing along the right face from below hits its corner with the +y normal") {
        CastOutput o = rayCastAabb(box, {{1, 3}, {0, -4}});
        REQUIRE(o.hit);
        CHECK(o.point == Vec2{1, 1});
        CHECK(o.normal == Vec2{0, 1});
    }
    SECTION("a ray hitting a corner exactly takes the x face normal") {
        CastOutput o = rayCastAabb(box, {{-1, -1}, {2, 2}});
        REQUIRE(o.hit);
        CHECK(o.point == Vec2{0, 0});
        CHECK(o.normal == Vec2{-1, 0});
        CastOutput back = rayCastAabb(box, {{2, 2}, {-2, -2}});
        CHECK(back.point == Vec2{1, 1});
        CHECK(back.normal == Vec2{1, 0});
    }
    SECTION("a ray passing just outside a corner misses") { CHECK_FALSE(rayCastAabb(box, {{-1, 0.999}, {2, -2}}).hit); }
    SECTION("random outside rays: hit points lie on the boundary, normals face the ray") {
        std::mt19937_64 rng(2024);
        std::uniform_real_distribution<double> u(-3.0, 4.0);
        int hits = 0;
        for (int i = 0; i < 1000; ++i) {
            RayCastInput in{{u(rng), u(rng)}, {u(rng), u(rng)}};
            if (pointInAabb(box, in.origin)) continue;
            CastOutput o = rayCastAabb(box, in);
            if (!o.hit) continue;
            ++hits;
            CHECK(pointInAabb(inflate(box, 1e-12), o.point));
            CHECK(std::fabs(o.normal.x) + std::fabs(o.normal.y) == 1.0);
            CHECK(dot(o.normal, in.translation) < 0.0);
            CHECK(vecNear(o.point, in.origin + in.translation * o.fraction, 1e-9));
        }
        CHECK(hits > 50);
    }
}

TEST_CASE("rayCastSegment is two-sided and misses parallel configurations", "[geometry][ray_cast]") {
    Segment seg{{-1, 0}, {1, 0}};
    SECTION("a ray crossing the segment hits with the normal facing against it") {
        CastOutput o = rayCastSegment(seg, {{0, -1}, {0, 2}});
        REQUIRE(o.hit);
        CHECK(o.fraction == near(0.5));
        CHECK(o.point == Vec2{0, 0});
        CHECK(o.normal == Vec2{0, -1});
    }
    SECTION("from the other side the normal flips (two-sided)") {
        CastOutput o = rayCastSegment(seg, {{0.5, 2}, {0, -4}});
        REQUIRE(o.hit);
        CHECK(o.normal == Vec2{0, 1});
        CHECK(o.point == Vec2{0.5, 0});
    }
    SECTION("an oblique hit has a unit normal perpendicular to the segment") {
        CastOutput o = rayCastSegment({{0, 0}, {2, 2}}, {{0, 2}, {2, -2}});
        REQUIRE(o.hit);
        CHECK(vecNear(o.point, {1, 1}));
        CHECK(vecNear(o.normal, normalize({-1, 1})));
    }
    SECTION("hitting exactly an endpoint counts (closed segment)") {
        CastOutput o = rayCastSegment(seg, {{1, -1}, {0, 2}});
        REQUIRE(o.hit);
        CHECK(o.point == Vec2{1, 0});
    }
    SECTION("passing just beyond an end misses") { CHECK_FALSE(rayCastSegment(seg, {{1.001, -1}, {0, 2}}).hit); }
    SECTION("a segment beyond maxFraction misses; exactly at maxFraction hits") {
        CHECK_FALSE(rayCastSegment(seg, {{0, -1}, {0, 2}, 0.4}).hit);
        CHECK(rayCastSegment(seg, {{0, -1}, {0, 2}, 0.5}).hit);
    }
    SECTION("a segment behind the origin misses") { CHECK_FALSE(rayCastSegment(seg, {{0, -1}, {0, -2}}).hit); }
    SECTION("a ray starting on the segment hits at fraction 0") {
        CastOutput o = rayCastSegment(seg, {{0.25, 0}, {0, 1}});
        REQUIRE(o.hit);
        CHECK(o.fraction == 0.0);
        CHECK(o.normal == Vec2{0, -1});
    }
    SECTION("a parallel ray misses") { CHECK_FALSE(rayCastSegment(seg, {{-2, 1}, {4, 0}}).hit); }
    SECTION("a collinear ray through the segment misses (documented)") {
        CHECK_FALSE(rayCastSegment(seg, {{-2, 0}, {4, 0}}).hit);
    }
    SECTION("a zero-length segment misses even when the ray passes through it") {
        CHECK_FALSE(rayCastSegment({{0, 0}, {0, 0}}, {{0, -1}, {0, 2}}).hit);
    }
    SECTION("a zero translation misses") { CHECK_FALSE(rayCastSegment(seg, {{0, 0}, {0, 0}}).hit); }
}

TEST_CASE("intersectSegmentCircle finds entry and exit of the closed disc", "[geometry][ray_cast]") {
    Circle unit{{0, 0}, 1};
    SECTION("a segment passing through crosses twice") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{-2, 0}, {2, 0}});
        REQUIRE(o.hit);
        CHECK(o.count == 2);
        CHECK_FALSE(o.startsInside);
        CHECK(o.entryFraction == near(0.25));
        CHECK(o.exitFraction == near(0.75));
        CHECK(vecNear(o.entryPoint, {-1, 0}));
        CHECK(vecNear(o.exitPoint, {1, 0}));
        CHECK(vecNear(o.entryNormal, {-1, 0}));
    }
    SECTION("a segment starting inside: startsInside, entry 0 at p1, normal against the segment") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{0, 0}, {0, 2}});
        REQUIRE(o.hit);
        CHECK(o.startsInside);
        CHECK(o.count == 1);
        CHECK(o.entryFraction == 0.0);
        CHECK(o.entryPoint == Vec2{0, 0});
        CHECK(o.exitFraction == near(0.5));
        CHECK(vecNear(o.entryNormal, {0, -1}));
    }
    SECTION("a segment entirely inside: hit with no crossings, entry 0 and exit 1") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{-0.5, 0}, {0.5, 0.2}});
        REQUIRE(o.hit);
        CHECK(o.startsInside);
        CHECK(o.count == 0);
        CHECK(o.entryFraction == 0.0);
        CHECK(o.exitFraction == 1.0);
        CHECK(o.exitPoint == Vec2{0.5, 0.2});
    }
    SECTION("a segment ending inside: one crossing, exitFraction 1 at p2") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{-2, 0}, {0, 0}});
        REQUIRE(o.hit);
        CHECK(o.count == 1);
        CHECK(o.entryFraction == near(0.5));
        CHECK(o.exitFraction == 1.0);
        CHECK(o.exitPoint == Vec2{0, 0});
    }
    SECTION("a tangent segment touches once with entry == exit and the normal at the touch point") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{-2, 1}, {2, 1}});
        REQUIRE(o.hit);
        CHECK(o.count == 1);
        CHECK(o.entryFraction == o.exitFraction);
        CHECK(o.entryFraction == near(0.5));
        CHECK(vecNear(o.entryPoint, {0, 1}));
        CHECK(vecNear(o.entryNormal, {0, 1}));
    }
    SECTION("a tangent off by roundoff still snaps to a single touch") {
        SegmentCircleOutput o = intersectSegmentCircle({{0.1, 0.7}, 0.3}, {{-1, 1.0}, {1, 1.0}});
        REQUIRE(o.hit);
        CHECK(o.count == 1);
        CHECK(o.entryFraction == o.exitFraction);
    }
    SECTION("a segment passing by misses") { CHECK_FALSE(intersectSegmentCircle(unit, {{-2, 1.01}, {2, 1.01}}).hit); }
    SECTION("a segment pointing away (circle behind p1) misses") {
        CHECK_FALSE(intersectSegmentCircle(unit, {{2, 0}, {4, 0}}).hit);
    }
    SECTION("a segment stopping short of the circle misses") {
        CHECK_FALSE(intersectSegmentCircle(unit, {{-3, 0}, {-1.5, 0}}).hit);
    }
    SECTION("a segment ending exactly on the circle touches at fraction 1") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{-3, 0}, {-1, 0}});
        REQUIRE(o.hit);
        CHECK(o.count == 1);
        CHECK(o.entryFraction == 1.0);
        CHECK(o.exitFraction == 1.0);
    }
    SECTION("starting on the circle moving inward is a real entry at fraction 0") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{1, 0}, {-3, 0}});
        REQUIRE(o.hit);
        CHECK_FALSE(o.startsInside);
        CHECK(o.count == 2);
        CHECK(o.entryFraction == 0.0);
        CHECK(o.exitFraction == near(0.5));
        CHECK(vecNear(o.entryNormal, {1, 0}));
    }
    SECTION("starting on the circle moving outward: startsInside with entry = exit = 0") {
        SegmentCircleOutput o = intersectSegmentCircle(unit, {{1, 0}, {3, 0}});
        REQUIRE(o.hit);
        CHECK(o.startsInside);
        CHECK(o.count == 1);
        CHECK(o.entryFraction == 0.0);
        CHECK(o.exitFraction == 0.0);
    }
    SECTION("a zero-radius circle is hit only by a segment through its centre") {
        Circle pt{{0, 0}, 0};
        SegmentCircleOutput o = intersectSegmentCircle(pt, {{-1, 0}, {1, 0}});
        REQUIRE(o.hit);
        CHECK(o.count == 1);
        CHECK(o.entryFraction == near(0.5));
        CHECK(o.entryPoint == Vec2{0, 0});
        CHECK(o.entryNormal == Vec2{-1, 0});  // no surface: faces against the segment
        CHECK_FALSE(intersectSegmentCircle(pt, {{-1, 1e-9}, {1, 1e-9}}).hit);
    }
    SECTION("a zero-length segment hits iff its point is in the closed disc, with no crossings") {
        SegmentCircleOutput in = intersectSegmentCircle(unit, {{0.5, 0}, {0.5, 0}});
        REQUIRE(in.hit);
        CHECK(in.startsInside);
        CHECK(in.count == 0);
        CHECK(in.entryFraction == 0.0);
        CHECK(in.exitFraction == 1.0);
        CHECK(in.entryNormal == Vec2{0, 0});
        CHECK(intersectSegmentCircle(unit, {{0, 1}, {0, 1}}).hit);  // on the boundary
        CHECK_FALSE(intersectSegmentCircle(unit, {{0, 1.5}, {0, 1.5}}).hit);
    }
    SECTION("random segments: entry and exit points lie on the circle unless clipped") {
        std::mt19937_64 rng(31337);
        std::uniform_real_distribution<double> u(-3.0, 3.0);
        for (int i = 0; i < 1000; ++i) {
            Segment s{{u(rng), u(rng)}, {u(rng), u(rng)}};
            SegmentCircleOutput o = intersectSegmentCircle(unit, s);
            if (!o.hit) {
                CHECK(distanceSegmentPoint(s, unit.center) > 1.0 - 1e-9);
                continue;
            }
            CHECK(o.entryFraction <= o.exitFraction);
            if (!o.startsInside) CHECK(length(o.entryPoint) == near(1.0, 1e-9));
            if (o.exitFraction < 1.0) CHECK(length(o.exitPoint) == near(1.0, 1e-9));
        }
    }
}

TEST_CASE("slabInterval and lineCircleInterval give unbounded parameter ranges", "[geometry][ray_cast]") {
    SECTION("a moving coordinate is in range between the two sorted crossing times") {
        LineInterval i = slabInterval(5, -2, 0, 2);
        REQUIRE(i.hit);
        CHECK(i.t0 == 1.5);
        CHECK(i.t1 == 2.5);
    }
    SECTION("a still coordinate is in range for all t or never") {
        LineInterval all = slabInterval(1, 0, 0, 2);
        CHECK(all.hit);
        CHECK(std::isinf(all.t0));
        CHECK(all.t0 < 0);
        CHECK(std::isinf(all.t1));
        CHECK_FALSE(slabInterval(3, 0, 0, 2).hit);
    }
    SECTION("a line through a disc is inside between its two roots, including negative t") {
        LineInterval i = lineCircleInterval({{0, 0}, 1}, {0, 0}, {2, 0});
        REQUIRE(i.hit);
        CHECK(i.t0 == near(-0.5));
        CHECK(i.t1 == near(0.5));
    }
    SECTION("a still origin is inside the disc for all t or never") {
        CHECK(lineCircleInterval({{0, 0}, 1}, {0.5, 0}, {0, 0}).hit);
        CHECK_FALSE(lineCircleInterval({{0, 0}, 1}, {1.5, 0}, {0, 0}).hit);
    }
}
