// Tests for engine/geometry/segment.h: every SegmentRelation and the collinear / degenerate answers.
#include <catch2/catch.hpp>
#include <random>

#include "../math/vec2_test_util.h"
#include "engine/geometry/segment.h"

using namespace engine;
using testutil::near;
using testutil::vecNear;

TEST_CASE("intersectSegments finds a proper crossing", "[geometry][segment]") {
    SECTION("two diagonals of a square cross at its centre") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {2, 2}}, {{0, 2}, {2, 0}});
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::Crossing);
        CHECK(vecNear(o.point, {1, 1}));
        CHECK(o.fractionA == near(0.5));
        CHECK(o.fractionB == near(0.5));
    }
    SECTION("fractions locate the point on each segment independently") {
        Segment a{{0, 0}, {4, 0}}, b{{1, -1}, {1, 3}};
        SegmentIntersectionOutput o = intersectSegments(a, b);
        REQUIRE(o.hit);
        CHECK(o.fractionA == near(0.25));
        CHECK(o.fractionB == near(0.25));
        CHECK(vecNear(a.p1 + delta(a) * o.fractionA, b.p1 + delta(b) * o.fractionB));
    }
    SECTION("segments whose lines cross outside them are Disjoint") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {1, 0}}, {{2, -1}, {2, 1}});
        CHECK_FALSE(o.hit);
        CHECK(o.relation == SegmentRelation::Disjoint);
    }
    SECTION("random crossings agree on the common point from both sides") {
        std::mt19937_64 rng(99);
        std::uniform_real_distribution<double> u(-5.0, 5.0);
        for (int i = 0; i < 500; ++i) {
            Segment a{{u(rng), u(rng)}, {u(rng), u(rng)}}, b{{u(rng), u(rng)}, {u(rng), u(rng)}};
            SegmentIntersectionOutput o = intersectSegments(a, b);
            if (!o.hit) continue;
            CHECK(vecNear(a.p1 + delta(a) * o.fractionA, b.p1 + delta(b) * o.fractionB, 1e-9));
        }
    }
}

TEST_CASE("intersectSegments reports endpoint contact as Touching", "[geometry][segment]") {
    SECTION("segments sharing an endpoint at an angle touch there") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {1, 1}}, {{1, 1}, {2, 0}});
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::Touching);
        CHECK(o.point == Vec2{1, 1});
        CHECK(o.fractionA == 1.0);
        CHECK(o.fractionB == 0.0);
    }
    SECTION("a T-junction (B's end on A's middle) touches") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {2, 0}}, {{1, 0}, {1, 1}});
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::Touching);
        CHECK(o.point == Vec2{1, 0});
        CHECK(o.fractionA == near(0.5));
        CHECK(o.fractionB == 0.0);
    }
    SECTION("an endpoint off by roundoff still touches, snapped exactly onto the endpoint") {
        Segment a{{0.1, 0.2}, {0.3, 0.7}};
        Segment b{{0.3, 0.7}, {0.9, -0.4}};
        SegmentIntersectionOutput o = intersectSegments(a, b);
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::Touching);
        CHECK(o.point == a.p2);
    }
    SECTION("an endpoint just short of the other segment misses") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {2, 0}}, {{1, 1e-9}, {1, 1}});
        CHECK_FALSE(o.hit);
        CHECK(o.relation == SegmentRelation::Disjoint);
    }
}

TEST_CASE("intersectSegments never hits parallel offset segments", "[geometry][segment]") {
    SECTION("exactly parallel segments are Parallel and miss") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {2, 0}}, {{0, 1}, {2, 1}});
        CHECK_FALSE(o.hit);
        CHECK(o.relation == SegmentRelation::Parallel);
    }
    SECTION("opposite directions are parallel too") {
        CHECK(intersectSegments({{0, 0}, {2, 2}}, {{3, 2}, {1, 0}}).relation == SegmentRelation::Parallel);
    }
    SECTION("an angle below the tolerance (sin < 1e-12) counts as parallel") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {1, 0}}, {{0, 1}, {1, 1 + 1e-13}});
        CHECK(o.relation == SegmentRelation::Parallel);
    }
    SECTION("an angle above the tolerance is a real, if distant, line crossing") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {1, 0}}, {{0, 1}, {1, 1 + 1e-9}});
        CHECK(o.relation == SegmentRelation::Disjoint);
    }
    SECTION("the tolerance is relative: tiny parallel segments are still parallel") {
        SegmentIntersectionOutput o = intersectSegments({{0, 0}, {1e-6, 0}}, {{0, 1e-7}, {1e-6, 1e-7}});
        CHECK(o.relation == SegmentRelation::Parallel);
    }
}

TEST_CASE("intersectSegments handles collinear segments by their common stretch", "[geometry][segment]") {
    Segment a{{0, 0}, {4, 0}};
    SECTION("overlapping collinear segments hit at the first common point along A") {
        SegmentIntersectionOutput o = intersectSegments(a, {{6, 0}, {2, 0}});
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::CollinearOverlap);
        CHECK(o.point == Vec2{2, 0});
        CHECK(o.fractionA == near(0.5));
        CHECK(o.fractionB == 1.0);  // (2, 0) is B's p2
    }
    SECTION("B containing A: the overlap starts at A's p1") {
        SegmentIntersectionOutput o = intersectSegments(a, {{-2, 0}, {6, 0}});
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::CollinearOverlap);
        CHECK(o.point == a.p1);
        CHECK(o.fractionA == 0.0);
        CHECK(o.fractionB == near(0.25));
    }
    SECTION("A containing B: the overlap starts at B's end nearer A.p1") {
        SegmentIntersectionOutput o = intersectSegments(a, {{1, 0}, {3, 0}});
        REQUIRE(o.hit);
        CHECK(o.point == Vec2{1, 0});
        CHECK(o.fractionA == near(0.25));
        CHECK(o.fractionB == 0.0);
    }
    SECTION("identical segments overlap from p1") {
        SegmentIntersectionOutput o = intersectSegments(a, a);
        CHECK(o.relation == SegmentRelation::CollinearOverlap);
        CHECK(o.point == a.p1);
    }
    SECTION("collinear segments with a gap are CollinearDisjoint") {
        SegmentIntersectionOutput o = intersectSegments(a, {{5, 0}, {7, 0}});
        CHECK_FALSE(o.hit);
        CHECK(o.relation == SegmentRelation::CollinearDisjoint);
    }
    SECTION("collinear segments meeting end to end are Touching at the shared point") {
        SegmentIntersectionOutput o = intersectSegments(a, {{4, 0}, {7, 0}});
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::Touching);
        CHECK(o.point == Vec2{4, 0});
        CHECK(o.fractionA == near(1.0));
        CHECK(o.fractionB == 0.0);
    }
    SECTION("a slightly offset parallel segment is Parallel, not collinear") {
        CHECK(intersectSegments(a, {{1, 1e-6}, {3, 1e-6}}).relation == SegmentRelation::Parallel);
    }
    SECTION("an offset below tolerance * lengths counts as collinear") {
        CHECK(intersectSegments(a, {{1, 1e-13}, {3, 1e-13}}).relation == SegmentRelation::CollinearOverlap);
    }
}

TEST_CASE("intersectSegments with a zero-length segment is Degenerate", "[geometry][segment]") {
    Segment a{{0, 0}, {4, 0}};
    SECTION("a point on the other segment hits at that point") {
        SegmentIntersectionOutput o = intersectSegments({{1, 0}, {1, 0}}, a);
        REQUIRE(o.hit);
        CHECK(o.relation == SegmentRelation::Degenerate);
        CHECK(o.point == Vec2{1, 0});
        CHECK(o.fractionA == 0.0);
        CHECK(o.fractionB == near(0.25));
    }
    SECTION("B degenerate on A: fractionA locates it, fractionB is 0") {
        SegmentIntersectionOutput o = intersectSegments(a, {{3, 0}, {3, 0}});
        REQUIRE(o.hit);
        CHECK(o.fractionA == near(0.75));
        CHECK(o.fractionB == 0.0);
    }
    SECTION("a point off the other segment misses") {
        SegmentIntersectionOutput o = intersectSegments({{1, 0.001}, {1, 0.001}}, a);
        CHECK_FALSE(o.hit);
        CHECK(o.relation == SegmentRelation::Degenerate);
    }
    SECTION("a point on the line beyond the end misses") {
        CHECK_FALSE(intersectSegments({{5, 0}, {5, 0}}, a).hit);
    }
    SECTION("a point at the other segment's endpoint hits") { CHECK(intersectSegments({{4, 0}, {4, 0}}, a).hit); }
    SECTION("two equal points hit; two different points miss") {
        CHECK(intersectSegments({{2, 3}, {2, 3}}, {{2, 3}, {2, 3}}).hit);
        SegmentIntersectionOutput o = intersectSegments({{2, 3}, {2, 3}}, {{2, 3 + 1e-12}, {2, 3 + 1e-12}});
        CHECK_FALSE(o.hit);
        CHECK(o.relation == SegmentRelation::Degenerate);
    }
}
