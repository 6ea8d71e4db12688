// Tests for engine/geometry/sweep.h: a moving disc against a capsule, including touching, overlap and the
// zero-size reductions, plus a randomized never-penetrates property.
#include <catch2/catch.hpp>
#include <random>

#include "../math/vec2_test_util.h"
#include "engine/geometry/overlap.h"
#include "engine/geometry/ray_cast.h"
#include "engine/geometry/sweep.h"

using namespace engine;
using testutil::near;
using testutil::vecNear;

namespace {
/// Horizontal capsule from (0, 0) to (4, 0), radius 0.5; swept discs below use radius 0.5 (sum 1).
const Capsule kWall{{0, 0}, {4, 0}, 0.5};

/// Distance from the swept disc's centre at fraction t to the capsule's core segment.
double coreDistanceAt(const Capsule& cap, const CircleSweepInput& in, double t) {
    return distanceSegmentPoint({cap.p1, cap.p2}, in.circle.center + in.translation * t);
}
} // namespace

TEST_CASE("sweepCircleCapsule finds the first contact of a moving disc", "[geometry][sweep]") {
    SECTION("a disc falling onto the side stops where the surfaces touch") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, -3}, 0.5}, {0, 4}});
        REQUIRE(o.hit);
        CHECK_FALSE(o.initiallyOverlapping);
        CHECK(o.firstFraction == near(0.5));
        CHECK(vecNear(o.normal, {0, -1}));
        CHECK(vecNear(o.point, {2, -0.5}));
        CHECK(vecNear(o.slide, {0, 0}));
    }
    SECTION("an oblique hit on a flat side slides along it") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{1, -3}, 0.5}, {2, 4}});
        REQUIRE(o.hit);
        CHECK(o.firstFraction == near(0.5));
        CHECK(vecNear(o.slide, {1, 0}));  // remaining (1, 2) minus its normal part
    }
    SECTION("a disc hitting the rounded end gets the radial normal") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{-3, 0}, 0.5}, {4, 0}});
        REQUIRE(o.hit);
        CHECK(o.firstFraction == near(0.5));
        CHECK(vecNear(o.normal, {-1, 0}));
        CHECK(vecNear(o.point, {-0.5, 0}));
    }
    SECTION("a disc passing through reports when it leaves again") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, -3}, 0.5}, {0, 6}});
        REQUIRE(o.hit);
        CHECK(o.firstFraction == near(1.0 / 3.0));
        CHECK(o.lastFraction == near(2.0 / 3.0));
    }
    SECTION("a disc still inside at the end has lastFraction 1") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, -3}, 0.5}, {0, 3}});
        REQUIRE(o.hit);
        CHECK(o.lastFraction == 1.0);
    }
    SECTION("motion parallel to the capsule and clear of it misses") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{-2, -3}, 0.5}, {8, 0}});
        CHECK_FALSE(o.hit);
        CHECK(o.firstFraction == 1.0);
    }
    SECTION("motion that stops short misses") { CHECK_FALSE(sweepCircleCapsule(kWall, {{{2, -5}, 0.5}, {0, 1}}).hit); }
    SECTION("motion away from the capsule misses") { CHECK_FALSE(sweepCircleCapsule(kWall, {{{2, -3}, 0.5}, {0, -4}}).hit); }
    SECTION("a tangent graze along the side is a hit whose slide is the whole remainder") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{-3, -1}, 0.5}, {10, 0}});
        REQUIRE(o.hit);
        CHECK(o.firstFraction == near(0.3));  // reaches the end cap's top at x = 0
        CHECK(vecNear(o.normal, {0, -1}));
        CHECK(vecNear(o.slide, {7, 0}));
    }
}

TEST_CASE("sweepCircleCapsule defines starting in contact or overlapping", "[geometry][sweep]") {
    SECTION("an initially overlapping disc hits at 0 with the push-out normal") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, -0.5}, 0.5}, {0, 1}});
        REQUIRE(o.hit);
        CHECK(o.initiallyOverlapping);
        CHECK(o.firstFraction == 0.0);
        CHECK(vecNear(o.normal, {0, -1}));
        CHECK(vecNear(o.point, {2, -0.5}));
    }
    SECTION("a centre exactly on the core pushes out along the perpendicular facing against the motion") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, 0}, 0.5}, {0, 1}});
        REQUIRE(o.initiallyOverlapping);
        CHECK(vecNear(o.normal, {0, -1}));
    }
    SECTION("a centre on the core moving along it pushes out against the motion") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, 0}, 0.5}, {1, 0}});
        REQUIRE(o.initiallyOverlapping);
        CHECK(vecNear(o.normal, {-1, 0}));
    }
    SECTION("an overlapping disc that does not move hits with lastFraction 1") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{1, 0.2}, 0.5}, {0, 0}});
        REQUIRE(o.hit);
        CHECK(o.initiallyOverlapping);
        CHECK(o.lastFraction == 1.0);
        CHECK(vecNear(o.normal, {0, 1}));
    }
    SECTION("a still disc clear of the capsule misses") { CHECK_FALSE(sweepCircleCapsule(kWall, {{{2, 3}, 0.5}, {0, 0}}).hit); }
    SECTION("a touching disc moving inward hits at 0 without overlapping") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, -1}, 0.5}, {0.5, 1}});
        REQUIRE(o.hit);
        CHECK_FALSE(o.initiallyOverlapping);
        CHECK(o.firstFraction == 0.0);
        CHECK(vecNear(o.normal, {0, -1}));
        CHECK(vecNear(o.slide, {0.5, 0}));
    }
    SECTION("a touching disc moving away misses") { CHECK_FALSE(sweepCircleCapsule(kWall, {{{2, -1}, 0.5}, {0, -1}}).hit); }
    SECTION("a touching disc sliding along the side misses") {
        CHECK_FALSE(sweepCircleCapsule(kWall, {{{2, -1}, 0.5}, {1, 0}}).hit);
    }
    SECTION("a disc within kContactTolerance inside counts as touching, not overlapping") {
        SweepOutput o = sweepCircleCapsule(kWall, {{{2, -1 + 5e-10}, 0.5}, {0, 1}});
        REQUIRE(o.hit);
        CHECK_FALSE(o.initiallyOverlapping);
        CHECK_FALSE(sweepCircleCapsule(kWall, {{{2, -1 + 5e-10}, 0.5}, {1, 0}}).hit);
    }
}

TEST_CASE("sweepCircleCapsule reduces to simpler shapes at zero size", "[geometry][sweep]") {
    SECTION("a zero-length capsule behaves as a circle") {
        Capsule dot{{0, 0}, {0, 0}, 1};
        CircleSweepInput in{{{-3, 0}, 0.5}, {4, 0}};
        SweepOutput o = sweepCircleCapsule(dot, in);
        REQUIRE(o.hit);
        CHECK(o.firstFraction == near(0.375));
        CHECK(vecNear(o.normal, {-1, 0}));
        OverlapOutput touch = overlapCircles({dot.p1, dot.radius}, {in.circle.center + in.translation * o.firstFraction, 0.5});
        CHECK(touch.hit);
        CHECK(touch.depth == near(0.0, 1e-12));
    }
    SECTION("zero radii reduce to the ray against the segment") {
        Capsule line{{-1, 0}, {1, 0}, 0};
        RayCastInput ray{{0.25, -1}, {0.5, 2}};
        SweepOutput o = sweepCircleCapsule(line, {{ray.origin, 0}, ray.translation});
        CastOutput r = rayCastSegment({line.p1, line.p2}, ray);
        REQUIRE(o.hit);
        REQUIRE(r.hit);
        CHECK(o.firstFraction == near(r.fraction));
        CHECK(vecNear(o.point, r.point));
        CHECK(vecNear(o.normal, r.normal));
    }
    SECTION("zero radii: a collinear path hits the first endpoint (unlike rayCastSegment)") {
        Capsule line{{0, 0}, {4, 0}, 0};
        SweepOutput o = sweepCircleCapsule(line, {{{-2, 0}, 0}, {4, 0}});
        REQUIRE(o.hit);
        CHECK(o.firstFraction == near(0.5));
        CHECK(vecNear(o.point, {0, 0}));
        CHECK(vecNear(o.normal, {-1, 0}));
        CHECK_FALSE(rayCastSegment({line.p1, line.p2}, {{-2, 0}, {4, 0}}).hit);
    }
    SECTION("zero radii: a path missing the segment misses") {
        CHECK_FALSE(sweepCircleCapsule({{-1, 0}, {1, 0}, 0}, {{{1.5, -1}, 0}, {0, 2}}).hit);
    }
}

TEST_CASE("sweepCircleCapsule never lets the disc penetrate (randomized)", "[geometry][sweep]") {
    std::mt19937_64 rng(424242);
    std::uniform_real_distribution<double> pos(-4.0, 4.0), rad(0.0, 1.0);
    int hits = 0, misses = 0;
    for (int i = 0; i < 2000; ++i) {
        Capsule cap{{pos(rng), pos(rng)}, {pos(rng), pos(rng)}, rad(rng)};
        CircleSweepInput in{{{pos(rng), pos(rng)}, rad(rng)}, {2 * pos(rng), 2 * pos(rng)}};
        double sum = cap.radius + in.circle.radius;
        SweepOutput o = sweepCircleCapsule(cap, in);
        if (o.hit && o.initiallyOverlapping) {
            CHECK(coreDistanceAt(cap, in, 0.0) < sum);
            continue;
        }
        double end = o.hit ? o.firstFraction : 1.0;
        for (int k = 0; k <= 20; ++k) CHECK(coreDistanceAt(cap, in, end * k / 20.0) >= sum - 1e-9);
        if (!o.hit) {
            ++misses;
            continue;
        }
        ++hits;
        CHECK(coreDistanceAt(cap, in, o.firstFraction) == near(sum, 1e-9));
        CHECK(distanceSegmentPoint({cap.p1, cap.p2}, o.point) == near(cap.radius, 1e-9));
        CHECK(length(o.normal) == near(1.0, 1e-12));
        CHECK(dot(o.slide, o.normal) == near(0.0, 1e-9));
        if (o.lastFraction < 1.0) CHECK(coreDistanceAt(cap, in, o.lastFraction) == near(sum, 1e-9));
    }
    CHECK(hits > 100);
    CHECK(misses > 100);
}
