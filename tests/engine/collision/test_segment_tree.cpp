// Tests for engine/collision/segment_tree.h: the static tree over segments and its four queries, each held to the
// same query run over every segment one by one.
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

#include "engine/collision/segment_tree.h"
#include "engine/geometry/ray_cast.h"
#include "engine/geometry/segment.h"

using namespace engine;

namespace {

std::vector<Segment> randomSegments(int n, unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> pos(0.0, 100.0), off(-2.0, 2.0);
    std::vector<Segment> s;
    for (int i = 0; i < n; ++i) {
        Vec2 a{pos(rng), pos(rng)};
        s.push_back({a, a + Vec2{off(rng), off(rng)}});
    }
    return s;
}

} // namespace

TEST_CASE("a tree over no segments answers every query with a miss", "[collision][segment_tree]") {
    SegmentTree t = buildSegmentTree({});
    CHECK(t.empty());
    TreeRayOutput r = rayCastTree(t, {{0, 0}, {1, 0}, 0.75});
    CHECK_FALSE(r.hit);
    CHECK(r.fraction == 0.75);
    CHECK_FALSE(overlapSegmentTree(t, {{0, 0}, {1, 1}}).hit);
    std::vector<std::int32_t> ids{7};
    queryTreeBox(t, {{-10, -10}, {10, 10}}, ids);
    CHECK(ids.empty());
    CHECK_FALSE(sweepCircleTree(t, {{{0, 0}, 0.5}, {3, 0}}).hit);
}

TEST_CASE("a ray cast on the tree reports the nearest segment's point, normal and id", "[collision][segment_tree]") {
    std::vector<Segment> segs{{{5, -1}, {5, 1}}, {{3, -1}, {3, 1}}, {{8, -1}, {8, 1}}};
    SegmentTree t = buildSegmentTree(segs);
    TreeRayOutput r = rayCastTree(t, {{0, 0}, {10, 0}, 1.0});
    REQUIRE(r.hit);
    CHECK(r.segment == 1);
    CHECK(r.fraction == Approx(0.3));
    CHECK(r.point.x == Approx(3.0));
    CHECK(r.normal.x == Approx(-1.0));
    SECTION("maxFraction short of every segment is a miss with fraction maxFraction") {
        TreeRayOutput m = rayCastTree(t, {{0, 0}, {10, 0}, 0.25});
        CHECK_FALSE(m.hit);
        CHECK(m.fraction == 0.25);
    }
}

TEST_CASE("a ray through a vertex shared by two segments reports the lower id", "[collision][segment_tree]") {
    std::vector<Segment> segs{{{2, 2}, {4, 0}}, {{0, 0}, {2, 2}}};
    SegmentTree t = buildSegmentTree(segs);
    TreeRayOutput r = rayCastTree(t, {{2, 5}, {0, -5}, 1.0});
    REQUIRE(r.hit);
    CHECK(r.segment == 0);
    CHECK(r.point.x == Approx(2.0));
    CHECK(r.point.y == Approx(2.0));
}

TEST_CASE("ray casts on the tree match casting every segment one by one", "[collision][segment_tree]") {
    std::vector<Segment> segs = randomSegments(3000, 11);
    SegmentTree t = buildSegmentTree(segs);
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> pos(-5.0, 105.0), ang(0.0, 6.283185307179586);
    for (int k = 0; k < 500; ++k) {
        Vec2 o{pos(rng), pos(rng)};
        Vec2 d = fromAngle(ang(rng)) * 40.0;
        TreeRayOutput r = rayCastTree(t, {o, d, 1.0});
        double best = 1.0;
        int bestId = -1;
        for (std::size_t i = 0; i < segs.size(); ++i) {
            CastOutput c = rayCastSegment(segs[i], {o, d, 1.0});
            if (c.hit && (c.fraction < best || bestId < 0)) best = c.fraction, bestId = static_cast<int>(i);
        }
        REQUIRE(r.hit == (bestId >= 0));
        if (r.hit) {
            CHECK(r.fraction == best);
            CHECK(r.segment == bestId);
        }
    }
}

TEST_CASE("segment overlap on the tree finds crossings and collinear touches", "[collision][segment_tree]") {
    std::vector<Segment> segs{{{0, 0}, {4, 0}}, {{10, 0}, {10, 4}}};
    SegmentTree t = buildSegmentTree(segs);
    TreeOverlapOutput a = overlapSegmentTree(t, {{2, -1}, {2, 1}});
    REQUIRE(a.hit);
    CHECK(a.segment == 0);
    CHECK(a.point.x == Approx(2.0));
    CHECK(overlapSegmentTree(t, {{3, 0}, {6, 0}}).hit);
    CHECK_FALSE(overlapSegmentTree(t, {{5, -1}, {9, 3}}).hit);
}

TEST_CASE("a box query on the tree lists exactly the segments whose boxes meet it", "[collision][segment_tree]") {
    std::vector<Segment> segs = randomSegments(2000, 3);
    SegmentTree t = buildSegmentTree(segs);
    Aabb box{{20, 30}, {35, 42}};
    std::vector<std::int32_t> ids;
    queryTreeBox(t, box, ids);
    std::vector<std::int32_t> expected;
    for (std::size_t i = 0; i < segs.size(); ++i) {
        Aabb b{min(segs[i].p1, segs[i].p2), max(segs[i].p1, segs[i].p2)};
        if (b.min.x <= box.max.x && box.min.x <= b.max.x && b.min.y <= box.max.y && box.min.y <= b.max.y) {
            expected.push_back(static_cast<std::int32_t>(i));
        }
    }
    CHECK(!expected.empty());
    CHECK(ids == expected);
}

TEST_CASE("a swept circle on the tree stops at the first segment it touches", "[collision][segment_tree]") {
    std::vector<Segment> segs{{{6, -2}, {6, 2}}, {{4, -2}, {4, 2}}};
    SegmentTree t = buildSegmentTree(segs);
    TreeSweepOutput s = sweepCircleTree(t, {{{0, 0}, 0.5}, {10, 0}});
    REQUIRE(s.hit);
    CHECK(s.segment == 1);
    CHECK(s.sweep.firstFraction == Approx(0.35));
    CHECK(s.sweep.normal.x == Approx(-1.0));
    SECTION("a disc already overlapping a segment reports fraction 0") {
        TreeSweepOutput o = sweepCircleTree(t, {{{3.8, 0}, 0.5}, {1, 0}});
        REQUIRE(o.hit);
        CHECK(o.segment == 1);
        CHECK(o.sweep.firstFraction == 0.0);
        CHECK(o.sweep.initiallyOverlapping);
    }
    SECTION("a disc passing beside every segment misses") {
        CHECK_FALSE(sweepCircleTree(t, {{{0, 5}, 0.5}, {10, 0}}).hit);
    }
}
