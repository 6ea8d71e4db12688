// Moving platforms: paths (loop, ping-pong, wait, easing) and carrying, pushing and crushing actors.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "controller_test_util.h"
#include "engine/controller/moving_platform.h"
#include "engine/math/rng.h"

using namespace engine;
using namespace ctest;

namespace {

/// An open room `w` × `h` with solid borders.
TileGrid room(int w, int h) {
    TileGrid g(w, h, TileKind::Empty);
    for (int x = 0; x < w; ++x) { g.set(x, 0, TileKind::Solid); g.set(x, h - 1, TileKind::Solid); }
    for (int y = 0; y < h; ++y) { g.set(0, y, TileKind::Solid); g.set(w - 1, y, TileKind::Solid); }
    return g;
}

/// A platform path starting at its first waypoint.
MovingPlatform path(std::vector<Vec2> points, double speed, PlatformMode mode, double wait = 0.0, double easing = 0.0) {
    MovingPlatform p;
    p.waypoints = std::move(points);
    p.speed = speed;
    p.mode = mode;
    p.waitTime = wait;
    p.easing = easing;
    resetPlatform(p);
    return p;
}

/// Platform box size used by the tests (tiles).
constexpr Vec2 kPlatformSize{3.0, 0.5};

/// Which side of platform box p the actor box a is on along axis (0 x, 1 y), within skin: −1 before it, +1
/// beyond it, 0 overlapping that axis' span.
int sideOf(const Aabb& a, const Aabb& p, int axis, double skin) {
    const double a0 = axis == 0 ? a.min.x : a.min.y, a1 = axis == 0 ? a.max.x : a.max.y;
    const double p0 = axis == 0 ? p.min.x : p.min.y, p1 = axis == 0 ? p.max.x : p.max.y;
    if (a1 <= p0 + skin + 1e-9) return -1;
    if (a0 >= p1 - skin - 1e-9) return 1;
    return 0;
}

/// What one platform tick did to an actor, for the "never through a solid" property.
struct TickCheck {
    Aabb actorBefore, actorAfter, platformBefore, platformAfter;
    /// True when the actor ended on the other side of the platform on some axis (it went through it).
    bool passedThrough(double skin) const {
        for (int axis = 0; axis < 2; ++axis) {
            int s0 = sideOf(actorBefore, platformBefore, axis, skin), s1 = sideOf(actorAfter, platformAfter, axis, skin);
            if (s0 != 0 && s1 == -s0) return true;
        }
        return false;
    }
    /// Largest move of the actor beyond the platform's own move plus skin and the crush wiggle, tiles (> 0: it
    /// was thrown further than anything the platform did can explain).
    double excess(double skin) const {
        Vec2 da = actorAfter.min - actorBefore.min, dp = platformAfter.min - platformBefore.min;
        double slack = skin + kCrushWiggle + 1e-9;
        return std::max(std::fabs(da.x) - std::fabs(dp.x) - slack, std::fabs(da.y) - std::fabs(dp.y) - slack);
    }
};

/// One platform tick with one actor, recorded.
TickCheck platformTick(const CollisionWorld& w, SolidIndex& solids, SolidId id, MovingPlatform& p, SimActor& a,
                       PlatformActor& actor) {
    TickCheck t{a.body.collider, {}, solids.body(id).box, {}};
    actor = PlatformActor{&a.body};
    stepPlatform(w, solids, id, p, kDt, &actor, 1);
    t.actorAfter = a.body.collider;
    t.platformAfter = solids.body(id).box;
    return t;
}

} // namespace

TEST_CASE("advancePlatform follows the waypoints in loop and ping-pong order", "[platform]") {
    SECTION("loop: last leads back to the first") {
        MovingPlatform p = path({{0, 0}, {1, 0}, {1, 1}}, 1.0, PlatformMode::Loop);
        std::vector<int> arrivals;
        for (int i = 0; i < 1000 && arrivals.size() < 5; ++i) {
            int before = p.from;
            advancePlatform(p, 0.01);
            if (p.from != before) arrivals.push_back(p.from);
        }
        CHECK(arrivals == std::vector<int>{1, 2, 0, 1, 2});
    }
    SECTION("ping-pong: turns around at both ends") {
        MovingPlatform p = path({{0, 0}, {1, 0}, {2, 0}}, 1.0, PlatformMode::PingPong);
        std::vector<int> arrivals;
        for (int i = 0; i < 2000 && arrivals.size() < 6; ++i) {
            int before = p.from;
            advancePlatform(p, 0.01);
            if (p.from != before) arrivals.push_back(p.from);
        }
        CHECK(arrivals == std::vector<int>{1, 2, 1, 0, 1, 2});
    }
    SECTION("displacements add up to the position and land exactly on waypoints") {
        MovingPlatform p = path({{0, 0}, {2.5, 0}, {2.5, -1.75}}, 3.0, PlatformMode::Loop, 0.0, 1.5);
        Vec2 sum;
        for (int i = 0; i < 120 * 3; ++i) {
            sum += advancePlatform(p, kDt);
            REQUIRE(std::fabs(sum.x - p.position.x) < 1e-9);
            REQUIRE(std::fabs(sum.y - p.position.y) < 1e-9);
            if (p.legProgress == 0.0) {
                bool onWaypoint = false;
                for (Vec2 w : p.waypoints) onWaypoint = onWaypoint || p.position == w;
                REQUIRE(onWaypoint);
            }
        }
    }
}

TEST_CASE("advancePlatform waits at waypoints and eases along legs", "[platform]") {
    MovingPlatform p = path({{0, 0}, {1, 0}}, 2.0, PlatformMode::PingPong, 0.25);
    int moving = 0;
    while (p.from == 0) { advancePlatform(p, kDt); ++moving; }
    CHECK(moving == 60);  // 1 tile at 2 tiles/s
    int still = 0;
    while (advancePlatform(p, kDt) == Vec2{}) ++still;
    CHECK(still >= 30);   // 0.25 s of waiting
    CHECK(still <= 31);
    CHECK(easePlatform(0.5, 2.0) == Approx(0.5));
    CHECK(easePlatform(0.2, 2.0) < 0.2);
    CHECK(easePlatform(0.8, 2.0) > 0.8);
    CHECK(easePlatform(0.3, 0.0) == Approx(0.3));
    CHECK(easePlatform(-1.0, 1.0) == 0.0);
    SECTION("degenerate paths never move") {
        MovingPlatform one = path({{3, 3}}, 2.0, PlatformMode::Loop);
        CHECK(advancePlatform(one, kDt) == Vec2{});
        MovingPlatform stopped = path({{0, 0}, {1, 0}}, 0.0, PlatformMode::Loop);
        CHECK(advancePlatform(stopped, kDt) == Vec2{});
        MovingPlatform same = path({{1, 1}, {1, 1}, {2, 1}}, 1.0, PlatformMode::Loop);
        CHECK(advancePlatform(same, kDt) == Vec2{});  // zero-length leg crossed at once
        CHECK(same.from == 1);
    }
}

TEST_CASE("Riding a platform through a full loop of waypoints keeps the rider on top and grounded",
          "[platform][regression]") {
    TileGrid g = room(24, 16);
    SolidIndex solids;
    MovingPlatform p = path({{4, 10}, {14, 10}, {14, 4}, {4, 4}}, 3.0, PlatformMode::Loop, 0.2, 1.0);
    SolidId id = solids.add({p.position, p.position + kPlatformSize}, 1, kSolidPlatform);
    CollisionWorld w{&g, &solids};
    SimActor rider{actorAt({5.5, 9.5}), {}};
    for (int i = 0; i < 60; ++i) rider.step(w);
    REQUIRE(rider.body.info.below);
    const double offset = rider.body.collider.min.x - solids.body(id).box.min.x;
    int arrivals = 0, ticks = 0;
    while (arrivals < 4 && ticks++ < 5000) {
        int before = p.from;
        PlatformActor actor{&rider.body};
        stepPlatform(w, solids, id, p, kDt, &actor, 1);
        REQUIRE(actor.riding);
        REQUIRE_FALSE(actor.crushed);
        REQUIRE(rider.step(w).below);
        const Aabb& box = solids.body(id).box;
        REQUIRE(rider.body.collider.max.y == Approx(box.min.y).margin(1e-9));
        REQUIRE(rider.body.collider.min.x - box.min.x == Approx(offset).margin(1e-9));
        if (p.from != before) ++arrivals;
    }
    CHECK(arrivals == 4);
    CHECK(solids.body(id).box.min == Vec2{4, 10});  // back at the start
}

TEST_CASE("Standing still on a descending moving platform for 1000 ticks stays grounded with zero drift",
          "[platform][regression]") {
    TileGrid g = room(12, 40);
    SolidIndex solids;
    MovingPlatform p = path({{4, 5}, {4, 36}}, 2.5, PlatformMode::PingPong, 0.0, 0.5);
    SolidId id = solids.add({p.position, p.position + kPlatformSize}, 1, kSolidPlatform | kSolidOneWay);
    CollisionWorld w{&g, &solids};
    SimActor rider{actorAt({5.5, 4.9}), {}};
    for (int i = 0; i < 30; ++i) rider.step(w);
    REQUIRE(rider.body.info.below);
    const Vec2 offset = rider.body.collider.max - solids.body(id).box.min;
    for (int i = 0; i < 1000; ++i) {
        PlatformActor actor{&rider.body};
        stepPlatform(w, solids, id, p, kDt, &actor, 1);
        REQUIRE(rider.step(w).below);
        Vec2 rel = rider.body.collider.max - solids.body(id).box.min;
        REQUIRE(rel.x == Approx(offset.x).margin(1e-9));
        REQUIRE(rel.y == Approx(offset.y).margin(1e-9));
    }
    CHECK(p.step == 1);                      // still descending after 1000 ticks (12.5 s path)
    CHECK(solids.body(id).box.min.y > 20.0);
}

TEST_CASE("A platform pushes an actor it moves into", "[platform][regression]") {
    TileGrid g = room(30, 10);
    SolidIndex solids;
    SolidId id = solids.add({{2.0, 7.0}, {4.0, 9.0}}, 1, kSolidPlatform);
    CollisionWorld w{&g, &solids};
    SimActor actor = settledAt(w, {6.0, 9.0});
    for (int i = 0; i < 240; ++i) {
        PlatformActor a{&actor.body};
        movePlatform(w, solids, id, {3.0 * kDt, 0.0}, &a, 1);
        REQUIRE_FALSE(a.crushed);
        actor.step(w);
        REQUIRE(actor.body.collider.min.x >= solids.body(id).box.max.x - 1e-9);
        REQUIRE(actor.body.info.below);
    }
    CHECK(actor.body.collider.min.x == Approx(solids.body(id).box.max.x).margin(1e-9));
    CHECK(actor.body.carried.x > 3.0);  // the push is reported as platform motion (lift speed)
}

TEST_CASE("An actor crushed between a platform and a wall is reported crushed", "[platform][regression]") {
    TileGrid g = room(12, 10);
    SolidIndex solids;
    CollisionWorld w{&g, &solids};
    SECTION("sideways into a wall") {
        SolidId id = solids.add({{2.0, 7.0}, {4.0, 9.0}}, 1, kSolidPlatform);
        SimActor actor = settledAt(w, {9.0, 9.0});
        bool crushed = false;
        for (int i = 0; i < 600 && !crushed; ++i) {
            PlatformActor a{&actor.body};
            PlatformMoveResult r = movePlatform(w, solids, id, {3.0 * kDt, 0.0}, &a, 1);
            crushed = a.crushed;
            CHECK(r.crushed == (crushed ? 1 : 0));
            if (!crushed) actor.step(w);
        }
        CHECK(crushed);
        // Only once the gap between platform and wall became narrower than the actor.
        CHECK(11.0 - solids.body(id).box.max.x < kSize.x);
    }
    SECTION("a rider carried up into the ceiling") {
        SolidId id = solids.add({{4.0, 7.0}, {7.0, 7.5}}, 1, kSolidPlatform);
        SimActor rider{actorAt({5.5, 6.9}), {}};
        for (int i = 0; i < 30; ++i) rider.step(w);
        REQUIRE(rider.body.info.below);
        bool crushed = false;
        int ticks = 0;
        while (!crushed && ticks++ < 600) {
            PlatformActor a{&rider.body};
            movePlatform(w, solids, id, {0.0, -2.0 * kDt}, &a, 1);
            crushed = a.crushed;
            if (!crushed) REQUIRE(rider.step(w).below);
        }
        CHECK(crushed);
        CHECK(solids.body(id).box.min.y - 1.0 < kSize.y);
    }
    SECTION("one-way platforms carry but never push or crush") {
        SolidId id = solids.add({{2.0, 8.0}, {4.0, 8.5}}, 1, kSolidPlatform | kSolidOneWay);
        SimActor actor = settledAt(w, {5.0, 9.0});
        for (int i = 0; i < 240; ++i) {
            PlatformActor a{&actor.body};
            movePlatform(w, solids, id, {3.0 * kDt, 0.0}, &a, 1);
            REQUIRE_FALSE(a.pushed);
            REQUIRE_FALSE(a.crushed);
            actor.step(w);
        }
        CHECK(feetOf(actor.body.collider).x == Approx(5.0));
    }
}

TEST_CASE("A rider squeezed under a ceiling by less than its skin rides the platform back down, not through it",
          "[platform][regression]") {
    TileGrid g = room(12, 16);  // the ceiling's underside is y = 1
    SolidIndex solids;
    const double gap = 0.84;    // rider height 0.85: the rider ends 0.01 (< skin) into the platform
    MovingPlatform p = path({{4, 8}, {4, 1.0 + gap}}, 2.0, PlatformMode::PingPong, 0.0, 1.0);  // "smooth"
    SolidId id = solids.add({p.position, p.position + kPlatformSize}, 1, kSolidPlatform);
    CollisionWorld w{&g, &solids};
    SimActor rider{actorAt({5.5, 7.9}), {}};
    for (int i = 0; i < 30; ++i) rider.step(w);
    REQUIRE(rider.body.info.below);
    bool squeezed = false;
    for (int i = 0; i < 600; ++i) {
        PlatformActor actor;
        TickCheck t = platformTick(w, solids, id, p, rider, actor);
        REQUIRE_FALSE(actor.crushed);
        REQUIRE_FALSE(t.passedThrough(rider.body.config.skin));
        REQUIRE(t.excess(rider.body.config.skin) <= 0.0);
        squeezed = squeezed || rider.body.collider.max.y > solids.body(id).box.min.y + 1e-9;
        rider.step(w);
        REQUIRE(rider.body.collider.max.y <= solids.body(id).box.min.y + rider.body.config.skin);
    }
    CHECK(squeezed);
    CHECK(rider.body.info.below);
    CHECK(rider.body.collider.max.y == Approx(solids.body(id).box.min.y).margin(1e-9));
}

TEST_CASE("An eased platform pushing an actor into a wall crushes it instead of lifting it onto its top",
          "[platform][regression]") {
    TileGrid g = room(12, 10);  // floor top y = 9, right wall x = 11
    SolidIndex solids;
    MovingPlatform p = path({{2, 7}, {10.5, 6.6}}, 2.0, PlatformMode::PingPong, 0.0, 1.0);
    SolidId id = solids.add({p.position, p.position + Vec2{1.0, 2.0}}, 1, kSolidPlatform);
    CollisionWorld w{&g, &solids};
    SimActor actor = settledAt(w, {9.0, 9.0});
    bool crushed = false;
    for (int i = 0; i < 600 && !crushed; ++i) {
        PlatformActor a;
        TickCheck t = platformTick(w, solids, id, p, actor, a);
        REQUIRE_FALSE(t.passedThrough(actor.body.config.skin));
        REQUIRE(t.excess(actor.body.config.skin) <= 0.0);
        REQUIRE(actor.body.collider.max.y > solids.body(id).box.min.y + actor.body.config.skin);  // never on top
        crushed = a.crushed;
        if (!crushed) actor.step(w);
    }
    CHECK(crushed);
    CHECK(11.0 - solids.body(id).box.max.x < kSize.x);
}

TEST_CASE("A squeezed actor wiggles out past a platform's edge before it counts as crushed", "[platform]") {
    TileGrid g = room(12, 10);
    SolidIndex solids;
    // A low ceiling solid over x in [6, 8]: an actor whose edge is under it by less than the wiggle slips aside.
    solids.add({{6.0, 5.0}, {8.0, 6.5}}, 2, kSolidPlatform);
    SolidId id = solids.add({{2.0, 8.0}, {6.15, 8.5}}, 1, kSolidPlatform);
    CollisionWorld w{&g, &solids};
    SimActor rider{actorAt({5.75, 7.9}), {}};  // x in [5.45, 6.05]: 0.05 under the ceiling solid
    for (int i = 0; i < 30; ++i) rider.step(w);
    REQUIRE(rider.body.info.below);
    bool crushed = false;
    for (int i = 0; i < 120 && !crushed; ++i) {
        PlatformActor a{&rider.body};
        movePlatform(w, solids, id, {0.0, -2.0 * kDt}, &a, 1);
        crushed = a.crushed;
    }
    CHECK_FALSE(crushed);
    CHECK(rider.body.collider.max.x <= 6.0 + 1e-9);       // nudged out from under the ceiling solid
    CHECK(rider.body.collider.max.x >= 6.0 - kCrushWiggle);
}

TEST_CASE("Property: no platform ever moves an actor through a solid, over random gaps, speeds and easings",
          "[platform][regression][property]") {
    Rng rng(22);
    int squeezedSurvivors = 0, crushes = 0;
    for (int trial = 0; trial < 120; ++trial) {
        INFO("trial " << trial);
        const double speed = rng.range(0.5, 8.0);
        const double easing = rng.rangeInt(0, 3) * 0.5;
        const double wait = rng.rangeInt(0, 1) * 0.1;
        TileGrid g = room(14, 12);  // ceiling underside y = 1, floor top y = 11, right wall x = 13
        SolidIndex solids;
        CollisionWorld w{&g, &solids};
        const bool vertical = trial % 2 == 0;
        MovingPlatform p;
        SolidId id;
        SimActor actor;
        double gap = 0.0;
        if (vertical) {
            // A rider carried up towards the ceiling, leaving a gap around its height (0.85), then back down.
            gap = rng.range(0.78, 0.92);
            const double bottom = 1.0 + gap + rng.range(1.0, 6.0);
            p = path({{4, bottom}, {4, 1.0 + gap}}, speed, PlatformMode::PingPong, wait, easing);
            id = solids.add({p.position, p.position + kPlatformSize}, 1, kSolidPlatform);
            actor = SimActor{actorAt({4.0 + rng.range(0.35, 2.65), bottom - 0.1}), {}};
            for (int i = 0; i < 30; ++i) actor.step(w);
        } else {
            // A tall block moving towards the right wall along a slightly rising or falling line.
            const double rise = rng.range(-0.4, 0.4);
            p = path({{2, 9}, {12.5, 9 + rise}}, speed, PlatformMode::PingPong, wait, easing);
            id = solids.add({p.position, p.position + Vec2{1.0, 2.0}}, 1, kSolidPlatform);
            actor = settledAt(w, {rng.range(4.0, 12.5), 11.0});
        }
        bool crushed = false;
        double minGap = 1e9;
        const int ticks = static_cast<int>(2.2 * 11.0 / speed / kDt) + 60;
        for (int i = 0; i < ticks && !crushed; ++i) {
            PlatformActor a;
            TickCheck t = platformTick(w, solids, id, p, actor, a);
            REQUIRE_FALSE(t.passedThrough(actor.body.config.skin));
            REQUIRE(t.excess(actor.body.config.skin) <= 0.0);
            REQUIRE(maxPenetration(g, actor.body.collider) <= actor.body.config.skin + 1e-9);
            crushed = a.crushed;
            if (!crushed) actor.step(w);
            minGap = std::min(minGap, solids.body(id).box.min.y - 1.0);
        }
        crushes += crushed ? 1 : 0;
        if (vertical && !crushed && minGap < kSize.y) ++squeezedSurvivors;
        if (vertical && gap < kSize.y - actor.body.config.skin - 1e-6) CHECK(crushed);
        INFO("speed " << speed << ", easing " << easing << ", gap " << gap);
        if (!vertical) CHECK(crushed);  // the block ends 0.5 from the wall, narrower than the actor
    }
    CHECK(squeezedSurvivors > 0);  // the band the defect lived in was visited
    CHECK(crushes > 0);
}
