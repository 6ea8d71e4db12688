// Regression tests for the raycast character controller: each TEST_CASE is a bug reported against the well-known
// Unity raycast controllers (prime31 CharacterController2D, Sebastian Lague's), or a contract of the header.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/math/rng.h"
#include "controller_test_util.h"

using namespace engine;
using namespace ctest;

namespace {

/// A closed room with a flat floor whose top is y = 4 (rows 1..3 open, x 1..w−2 open).
TileGrid flatRoom(int width = 34) {
    TileGrid g(width, 5, TileKind::Empty);
    for (int x = 0; x < width; ++x) {
        g.set(x, 0, TileKind::Solid);
        g.set(x, 4, TileKind::Solid);
    }
    for (int y = 0; y < 5; ++y) {
        g.set(0, y, TileKind::Solid);
        g.set(width - 1, y, TileKind::Solid);
    }
    return g;
}

/// A 45° ramp: flat floor y = 7 for x < 8, slope x + y = 15 from (8, 7) up to (12, 3), flat top y = 3 for x >= 12.
TileGrid rampRoom() {
    return gridFromRows({
        "################",
        "#..............#",
        "#..............#",
        "#........../####",
        "#........./#####",
        "#......../######",
        "#......./#######",
        "################",
    });
}

/// Walks `a` with constant horizontal velocity vx for `ticks` ticks; calls check(info) after each move.
template <class Check>
void walk(SimActor& a, const CollisionWorld& w, double vx, int ticks, Check check) {
    for (int i = 0; i < ticks; ++i) {
        a.velocity.x = vx;
        check(a.step(w));
    }
}

} // namespace

TEST_CASE("Standing still on flat ground for 1000 ticks stays grounded with zero drift", "[controller][regression]") {
    TileGrid g = flatRoom();
    CollisionWorld w{&g, nullptr};
    SimActor a = settledAt(w, {5.0, 3.9});
    REQUIRE(a.body.info.below);
    Aabb start = a.body.collider;
    CHECK(start.max.y == 4.0);
    for (int i = 0; i < 1000; ++i) {
        const CollisionInfo& info = a.step(w);
        REQUIRE(info.below);
        REQUIRE_FALSE(info.left);
        REQUIRE_FALSE(info.right);
    }
    CHECK(a.body.collider.min == start.min);
    CHECK(a.body.collider.max == start.max);
}

TEST_CASE("Standing still on a 45 degree slope for 1000 ticks stays grounded with zero drift",
          "[controller][regression][slope]") {
    TileGrid g = rampRoom();
    CollisionWorld w{&g, nullptr};
    SimActor a = settledAt(w, {9.0, 4.0});
    REQUIRE(a.body.info.below);
    CHECK(a.body.info.slopeAngle == Approx(M_PI / 4));
    Aabb start = a.body.collider;
    for (int i = 0; i < 1000; ++i) {
        REQUIRE(a.step(w).below);
        REQUIRE(maxPenetration(g, a.body.collider) <= a.body.config.skin);
    }
    CHECK(a.body.collider.min == start.min);
    CHECK(a.body.collider.max == start.max);
}

TEST_CASE("Walking across a floor of many adjacent tiles never reports a wall", "[controller][regression]") {
    TileGrid g = flatRoom(40);
    CollisionWorld w{&g, nullptr};
    SimActor a = settledAt(w, {2.0, 4.0});
    for (double vx : {6.0, -6.0, 0.7, -13.0}) {
        double goal = vx > 0 ? 37.0 : 2.0;
        int ticks = 0;
        while ((vx > 0 ? feetOf(a.body.collider).x < goal : feetOf(a.body.collider).x > goal) && ticks++ < 20000) {
            a.velocity.x = vx;
            const CollisionInfo& info = a.step(w);
            REQUIRE(info.below);
            REQUIRE_FALSE(info.left);
            REQUIRE_FALSE(info.right);
            REQUIRE(info.moved.x == Approx(vx * kDt).margin(1e-12));
        }
        REQUIRE(ticks < 20000);
    }
}

TEST_CASE("Walking across a floor made of adjacent solid entities never reports a wall", "[controller][regression]") {
    TileGrid g(30, 8, TileKind::Empty);
    SolidIndex solids;
    for (int i = 0; i < 20; ++i) solids.add({{2.0 + i * 1.25, 5.0}, {3.25 + i * 1.25, 6.0}}, 100 + i);
    CollisionWorld w{&g, &solids};
    SimActor a = settledAt(w, {3.0, 4.9});
    REQUIRE(a.body.info.below);
    walk(a, w, 6.0, 300, [](const CollisionInfo& info) {
        REQUIRE(info.below);
        REQUIRE(info.belowHit.source == HitSource::Solid);
        REQUIRE_FALSE(info.left);
        REQUIRE_FALSE(info.right);
    });
    CHECK(feetOf(a.body.collider).x == Approx(3.0 + 300 * 6.0 * kDt));
}

TEST_CASE("Walking over slope joins stays grounded every tick at full horizontal speed",
          "[controller][regression][slope]") {
    TileGrid g = rampRoom();
    CollisionWorld w{&g, nullptr};
    SECTION("up: flat to slope to flat") {
        SimActor a = settledAt(w, {3.0, 7.0});
        walk(a, w, 6.0, 200, [&](const CollisionInfo& info) {
            REQUIRE(info.below);
            REQUIRE_FALSE(info.left);
            REQUIRE_FALSE(info.right);
            REQUIRE(info.moved.x == Approx(6.0 * kDt).margin(1e-12));
            REQUIRE(maxPenetration(g, a.body.collider) <= a.body.config.skin);
        });
        CHECK(a.body.collider.max.y == Approx(3.0).margin(1e-9));
    }
    SECTION("down: flat to slope to flat") {
        SimActor a = settledAt(w, {14.0, 3.0});
        walk(a, w, -6.0, 200, [&](const CollisionInfo& info) {
            REQUIRE(info.below);
            REQUIRE_FALSE(info.left);
            REQUIRE_FALSE(info.right);
            REQUIRE(info.moved.x == Approx(-6.0 * kDt).margin(1e-12));
            REQUIRE(maxPenetration(g, a.body.collider) <= a.body.config.skin);
        });
        CHECK(a.body.collider.max.y == Approx(7.0).margin(1e-9));
    }
    SECTION("slow and fast walkers") {
        for (double vx : {0.5, 2.0, 11.0, 17.0}) {
            SimActor a = settledAt(w, {3.0, 7.0});
            while (feetOf(a.body.collider).x < 14.0) {
                a.velocity.x = vx;
                REQUIRE(a.step(w).below);
            }
            while (feetOf(a.body.collider).x > 2.5) {
                a.velocity.x = -vx;
                REQUIRE(a.step(w).below);
            }
        }
    }
}

TEST_CASE("Walking over a peak and through a valley of slopes stays grounded", "[controller][slope]") {
    // A peak at (4, 6), a raised block with a V valley at (10, 7), then down to the floor again.
    TileGrid g = gridFromRows({
        "################",
        "#..............#",
        "#..............#",
        "#..............#",
        "#..............#",
        "#..............#",
        "#../\\../#\\/#\\..#",
        "################",
    });
    CollisionWorld w{&g, nullptr};
    SimActor a = settledAt(w, {1.6, 7.0});
    for (double vx : {5.0, -5.0}) {
        double goal = vx > 0 ? 14.2 : 1.6;
        while (vx > 0 ? feetOf(a.body.collider).x < goal : feetOf(a.body.collider).x > goal) {
            a.velocity.x = vx;
            const CollisionInfo& info = a.step(w);
            REQUIRE(info.below);
            REQUIRE(maxPenetration(g, a.body.collider) <= a.body.config.skin);
        }
    }
}

TEST_CASE("Climbing and descending a slope sets the slope flags and angle", "[controller][slope]") {
    TileGrid g = rampRoom();
    CollisionWorld w{&g, nullptr};
    SimActor a = settledAt(w, {8.5, 5.0});
    a.velocity.x = 6.0;
    const CollisionInfo& up = a.step(w);
    CHECK(up.climbingSlope);
    CHECK_FALSE(up.descendingSlope);
    CHECK(up.slopeAngle == Approx(M_PI / 4));
    CHECK(up.moved.y == Approx(-6.0 * kDt).margin(1e-12));
    a.velocity.x = -6.0;
    const CollisionInfo& down = a.step(w);
    CHECK(down.descendingSlope);
    CHECK_FALSE(down.climbingSlope);
    CHECK(down.moved.y == Approx(6.0 * kDt).margin(1e-12));
}

TEST_CASE("An airborne actor falling past a slope is not snapped onto it", "[controller][regression][slope]") {
    TileGrid g = rampRoom();
    CollisionWorld w{&g, nullptr};
    // 0.02 above the slope line x + y = 15 at the right foot corner, falling slowly, moving downhill (left):
    // within the ground-snap reach (|dx|·tan(maxSlope) + skin), but it was not grounded, so no snap.
    RaycastController c = actorAt({9.0, 15.0 - 9.3 - 0.02});
    Vec2 d{-0.04, 0.001};
    const CollisionInfo& info = c.move(w, d);
    CHECK_FALSE(info.below);
    CHECK(info.moved.y == d.y);
    CHECK(info.moved.x == d.x);
    SECTION("while the same move from the ground follows the slope down") {
        SimActor grounded = settledAt(w, {9.0, 4.0});
        REQUIRE(grounded.body.info.below);
        const CollisionInfo& g2 = grounded.body.move(w, d);
        CHECK(g2.below);
        CHECK(g2.moved.y == Approx(0.04).margin(1e-12));
    }
}

TEST_CASE("A slope steeper than the max slope angle is slid down, not stood on", "[controller][slope]") {
    TileGrid g = rampRoom();
    CollisionWorld w{&g, nullptr};
    SimActor a{actorAt({9.0, 4.5}), {}};
    a.body.config.maxSlopeAngle = 30.0 * M_PI / 180.0;
    bool slid = false;
    for (int i = 0; i < 240; ++i) {
        const CollisionInfo& info = a.step(w);
        slid = slid || info.slidingDownSlope;
        if (info.slidingDownSlope) REQUIRE_FALSE(info.below);
        REQUIRE(maxPenetration(g, a.body.collider) <= a.body.config.skin);
    }
    CHECK(slid);
    CHECK(a.body.info.below);                       // came to rest on the flat floor at the bottom
    CHECK(a.body.collider.max.y == Approx(7.0).margin(1e-9));
    CHECK(feetOf(a.body.collider).x < 8.0 + 0.3);   // off the slope
}

TEST_CASE("Jumping diagonally into a corner never ends inside a solid cell", "[controller][regression]") {
    TileGrid g = gridFromRows({
        "############",
        "#..........#",
        "#..........#",
        "#....##....#",
        "#....##....#",
        "#..........#",
        "#..........#",
        "############",
    });
    CollisionWorld w{&g, nullptr};
    int runs = 0;
    for (double sx = 1.5; sx <= 10.5; sx += 0.37) {
        for (double angle = 0.2; angle < M_PI - 0.1; angle += 0.23) {
            for (double speed : {8.0, 20.0, 45.0}) {
                SimActor a = settledAt(w, {sx, 7.0});
                a.velocity = {std::cos(angle) * speed, -std::sin(angle) * speed};
                for (int i = 0; i < 90; ++i) {
                    a.step(w);
                    REQUIRE(maxPenetration(g, a.body.collider) <= a.body.config.skin);
                }
                ++runs;
            }
        }
    }
    CHECK(runs > 300);
}

TEST_CASE("Sliding along a wall past its corner does not catch", "[controller][regression]") {
    TileGrid g = gridFromRows({
        "############",
        "#.....#....#",
        "#.....#....#",
        "#.....#....#",
        "#..........#",
        "#..........#",
        "#..........#",
        "#..........#",
        "#.....#....#",
        "#.....#....#",
        "############",
    });
    CollisionWorld w{&g, nullptr};
    const double skin = RaycastController{}.config.skin;
    SECTION("falling while pressing into a wall that ends") {
        RaycastController c = actorAt({5.7, 3.0});  // right side exactly on the wall face x = 6
        Vec2 d{0.05, 0.05};
        bool freed = false;
        for (int i = 0; i < 60; ++i) {
            double top = c.collider.min.y;
            const CollisionInfo& info = c.move(w, d);
            REQUIRE(info.moved.y == Approx(d.y).margin(1e-12));  // never stopped vertically by the corner
            REQUIRE_FALSE(info.below);
            if (top >= 4.0 + skin) {
                REQUIRE(info.moved.x == Approx(d.x).margin(1e-12));  // below the corner: free at once
                freed = true;
            }
            if (c.collider.max.y > 7.5) break;
        }
        CHECK(freed);
    }
    SECTION("rising while pressing into a wall that ends") {
        RaycastController c = actorAt({5.7, 9.9});
        Vec2 d{0.05, -0.05};
        bool freed = false;
        for (int i = 0; i < 60; ++i) {
            double bottom = c.collider.max.y;
            const CollisionInfo& info = c.move(w, d);
            REQUIRE(info.moved.y == Approx(d.y).margin(1e-12));
            REQUIRE_FALSE(info.above);
            if (bottom <= 8.0 - skin) {
                REQUIRE(info.moved.x == Approx(d.x).margin(1e-12));
                freed = true;
            }
            if (c.collider.min.y < 4.5) break;
        }
        CHECK(freed);
    }
}

TEST_CASE("Random moves never tunnel through walls nor end overlapping solids by more than the skin",
          "[controller][regression][property]") {
    Rng rng(20240611);
    const int W = 40, H = 28;
    TileGrid g(W, H, TileKind::Empty);
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x) {
            double r = rng.uniform01();
            bool border = x == 0 || y == 0 || x == W - 1 || y == H - 1;
            g.set(x, y, border || r < 0.22 ? TileKind::Solid : (r < 0.27 ? TileKind::OneWay : TileKind::Empty));
        }
    CollisionWorld w{&g, nullptr};
    const TileMask walls = kMovementMask & ~maskOf(TileKind::OneWay);
    const double skin = RaycastController{}.config.skin;
    int moves = 0;
    double worst = 0.0;
    while (moves < 100000) {
        Vec2 size{rng.range(0.3, 0.95), rng.range(0.3, 0.95)};
        Vec2 feet{rng.range(1.0, W - 1.0), rng.range(1.0, H - 1.0)};
        RaycastController c = actorAt(feet, size);
        if (overlapsSolid(w, c.collider)) continue;
        for (int k = 0; k < 20; ++k, ++moves) {
            Vec2 d{rng.range(-3.0, 3.0), rng.range(-3.0, 3.0)};
            Vec2 c0 = center(c.collider);
            c.move(w, d);
            Vec2 c1 = center(c.collider);
            double pen = maxPenetration(g, c.collider);
            worst = std::max(worst, pen);
            REQUIRE(pen <= skin + 1e-12);
            // The centre's path (x first, then y, as the controller moves) never crosses a wall cell.
            GridRayOutput hx = castRay(g, {c0, {c1.x - c0.x, 0.0}, 1.0, walls});
            GridRayOutput hy = castRay(g, {{c1.x, c0.y}, {0.0, c1.y - c0.y}, 1.0, walls});
            REQUIRE_FALSE(hx.hit);
            REQUIRE_FALSE(hy.hit);
        }
    }
    INFO("worst penetration " << worst);
    CHECK(worst <= skin);
}

TEST_CASE("Random moves over slopes never end inside the slope triangles by more than the skin",
          "[controller][property][slope]") {
    Rng rng(77);
    const int W = 36, H = 24;
    TileGrid g(W, H, TileKind::Empty);
    const TileKind kinds[] = {TileKind::Solid, TileKind::SlopeUpRight, TileKind::SlopeUpLeft, TileKind::OneWay};
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x) {
            bool border = x == 0 || y == 0 || x == W - 1 || y == H - 1;
            double r = rng.uniform01();
            g.set(x, y, border ? TileKind::Solid : (r < 0.3 ? kinds[rng.nextU32() % 4] : TileKind::Empty));
        }
    CollisionWorld w{&g, nullptr};
    const double skin = RaycastController{}.config.skin;
    int moves = 0;
    while (moves < 50000) {
        Vec2 size{rng.range(0.3, 0.95), rng.range(0.3, 0.95)};
        RaycastController c = actorAt({rng.range(1.0, W - 1.0), rng.range(1.0, H - 1.0)}, size);
        if (overlapsSolid(w, c.collider)) continue;
        for (int k = 0; k < 20; ++k, ++moves) {
            Vec2 d{rng.range(-3.0, 3.0), rng.range(-3.0, 3.0)};
            if (k % 3 == 0) d = {rng.range(-0.2, 0.2), 0.01};  // ground-like moves exercise climb and snap
            c.move(w, d);
            REQUIRE(maxPenetration(g, c.collider) <= skin + 1e-12);
        }
    }
}

TEST_CASE("An actor overlapping geometry by up to the skin is resolved in one move and then stays put",
          "[controller][regression]") {
    TileGrid g = flatRoom();
    SolidIndex solids;
    solids.add({{20.0, 3.0}, {21.0, 4.0}}, 7);
    CollisionWorld w{&g, &solids};
    const double skin = RaycastController{}.config.skin;
    // One tick resolves the overlap completely; afterwards the actor never moves again ("slowly rises out").
    auto resolvesThenHolds = [&](Vec2 feet) {
        SimActor a{actorAt(feet), {}};
        a.step(w);
        REQUIRE_FALSE(overlapsSolid(w, inflate(a.body.collider, -1e-12)));
        Aabb after = a.body.collider;
        for (int i = 0; i < 500; ++i) a.step(w);
        CHECK(a.body.collider.min == after.min);
        CHECK(a.body.collider.max == after.max);
    };
    for (double depth : {skin * 0.25, skin * 0.5, skin * 0.999, skin}) {
        SECTION("sunk into the floor") { resolvesThenHolds({5.0, 4.0 + depth}); }
        SECTION("pushed into a wall on the right") { resolvesThenHolds({33.0 - 0.3 + depth, 4.0}); }
        SECTION("pushed into a wall on the left") { resolvesThenHolds({1.0 + 0.3 - depth, 4.0}); }
        SECTION("sunk into a solid entity") { resolvesThenHolds({20.5, 3.0 + depth}); }
        SECTION("pushed into the ceiling: freed in one move, then falls") {
            SimActor a{actorAt({5.0, 1.0 + 0.85 - depth}), {}};
            a.step(w);
            REQUIRE_FALSE(overlapsSolid(w, inflate(a.body.collider, -1e-12)));
            for (int i = 0; i < 60; ++i) REQUIRE_FALSE(a.step(w).above);
            CHECK(a.body.info.below);
        }
    }
}

TEST_CASE("A squeezed actor is never pushed out of one surface into another", "[controller][regression][slope]") {
    // Ceiling cell (4, 2) above a '/' slope cell (4, 3) (line x + y = 8). The actor's top is 0.0075 into the
    // ceiling and its bottom-right corner 0.014 below the slope line: both within skin. Moving up, the ceiling
    // is closer than skin, which asks for a push down — into the slope, past the skin. It must stay put instead.
    TileGrid g = gridFromRows({
        "#######",
        "#.....#",
        "#...#.#",
        "#.../##",
        "#######",
    });
    CollisionWorld w{&g, nullptr};
    const double skin = RaycastController{}.config.skin;
    RaycastController c;
    c.collider = {{3.9, 3.0 - 0.0075}, {4.5, 3.514}};
    REQUIRE(maxPenetration(g, c.collider) <= skin);
    c.move(w, {0.0, -0.1});
    CHECK(maxPenetration(g, c.collider) <= skin);
    CHECK(c.info.above);
    c.move(w, {0.0, 0.0});
    CHECK(maxPenetration(g, c.collider) <= skin);
}

TEST_CASE("A one-way platform holds actors that were fully above it and lets everything else through",
          "[controller][regression][oneway]") {
    TileGrid g = gridFromRows({
        "##########",
        "#........#",
        "#........#",
        "#..====..#",
        "#........#",
        "#........#",
        "##########",
    });
    CollisionWorld w{&g, nullptr};
    SECTION("landing from above") {
        SimActor a{actorAt({5.0, 2.0}), {}};
        for (int i = 0; i < 60; ++i) a.step(w);
        CHECK(a.body.info.below);
        CHECK(a.body.info.belowHit.kind == TileKind::OneWay);
        CHECK(a.body.info.belowHit.oneWay);
        CHECK(a.body.collider.max.y == Approx(3.0).margin(1e-12));
    }
    SECTION("jumping up through it from below, then landing on it") {
        SimActor a = settledAt(w, {5.0, 6.0});
        a.velocity.y = -19.0;
        bool rose = false;
        for (int i = 0; i < 120; ++i) {
            const CollisionInfo& info = a.step(w);
            REQUIRE_FALSE(info.above);
            if (a.body.collider.max.y < 3.0) rose = true;
            if (!rose) REQUIRE_FALSE(info.below);  // never grounded while passing up through it
        }
        CHECK(rose);
        CHECK(a.body.info.below);
        CHECK(a.body.collider.max.y == Approx(3.0).margin(1e-12));
    }
    SECTION("an actor partly below its top at the start of the move falls through") {
        RaycastController c = actorAt({5.0, 3.0 + 0.1});
        const CollisionInfo& info = c.move(w, {0.0, 0.2});
        CHECK_FALSE(info.below);
        CHECK(info.moved.y == 0.2);
    }
    SECTION("horizontal moves pass through it") {
        RaycastController c = actorAt({1.5, 3.5});
        const CollisionInfo& info = c.move(w, {3.0, 0.0});
        CHECK_FALSE(info.right);
        CHECK(info.moved.x == 3.0);
    }
}

TEST_CASE("Dropping through a one-way passes exactly one platform and never moves the actor up",
          "[controller][regression][oneway]") {
    TileGrid g = gridFromRows({
        "##########",
        "#........#",
        "#..====..#",
        "#........#",
        "#........#",
        "#..====..#",
        "#........#",
        "#........#",
        "##########",
    });
    CollisionWorld w{&g, nullptr};
    SimActor a{actorAt({5.0, 1.9}), {}};
    for (int i = 0; i < 30; ++i) a.step(w);
    REQUIRE(a.body.info.below);
    REQUIRE(a.body.info.belowHit.cell.y == 2);
    double startTop = a.body.collider.min.y;
    MoveOptions drop;
    drop.dropThroughOneWay = true;
    a.step(w, kGravity, drop);
    CHECK_FALSE(a.body.info.below);
    bool passedFirst = false, landed = false;
    for (int i = 0; i < 240; ++i) {
        // Keeps asking while falling (as a held button would): it must still stop at the next platform.
        const CollisionInfo& info = a.step(w, kGravity, landed ? MoveOptions{} : drop);
        REQUIRE(a.body.collider.min.y >= startTop);  // no upward motion at all
        passedFirst = passedFirst || info.droppedThrough;
        landed = landed || info.below;
    }
    CHECK(passedFirst);
    CHECK(a.body.info.below);
    CHECK(a.body.info.belowHit.cell.y == 5);
    CHECK(a.body.collider.max.y == Approx(5.0).margin(1e-12));
    SECTION("a drop request on solid ground does nothing") {
        TileGrid solid = flatRoom();
        CollisionWorld ws{&solid, nullptr};
        SimActor b = settledAt(ws, {5.0, 4.0});
        Aabb before = b.body.collider;
        for (int i = 0; i < 30; ++i) REQUIRE(b.step(ws, kGravity, drop).below);
        CHECK(b.body.collider.max == before.max);
    }
}

TEST_CASE("A low one-way overhead never cuts a jump short", "[controller][regression][oneway]") {
    auto peak = [](const TileGrid& g) {
        CollisionWorld w{&g, nullptr};
        SimActor a = settledAt(w, {5.0, 8.0});
        a.velocity.y = -12.0;
        double best = a.body.collider.min.y;
        for (int i = 0; i < 60; ++i) {
            REQUIRE_FALSE(a.step(w).above);
            best = std::min(best, a.body.collider.min.y);
        }
        return best;
    };
    TileGrid open = gridFromRows({"##########", "#........#", "#........#", "#........#", "#........#",
                                  "#........#", "#........#", "#........#", "##########"});
    TileGrid low = gridFromRows({"##########", "#........#", "#........#", "#........#", "#........#",
                                 "#........#", "#..====..#", "#........#", "##########"});
    CHECK(peak(low) == peak(open));
}

TEST_CASE("Rays hit solid entities and report which one; one-way entities only from above",
          "[controller][solids]") {
    TileGrid g = flatRoom();
    SolidIndex solids;
    SolidId crate = solids.add({{8.0, 3.0}, {9.0, 4.0}}, 42);
    SolidId ledge = solids.add({{12.0, 2.5}, {14.0, 2.75}}, 43, kSolidOneWay);
    CollisionWorld w{&g, &solids};
    SECTION("walking into a crate") {
        SimActor a = settledAt(w, {6.0, 4.0});
        walk(a, w, 5.0, 60, [](const CollisionInfo&) {});
        CHECK(a.body.info.right);
        CHECK(a.body.info.rightHit.source == HitSource::Solid);
        CHECK(a.body.info.rightHit.solid == crate);
        CHECK(a.body.info.rightHit.userId == 42u);
        CHECK(a.body.collider.max.x == Approx(8.0).margin(1e-12));
    }
    SECTION("standing on a crate") {
        SimActor a{actorAt({8.5, 2.5}), {}};
        for (int i = 0; i < 60; ++i) a.step(w);
        CHECK(a.body.info.below);
        CHECK(a.body.info.belowHit.solid == crate);
        CHECK(a.body.collider.max.y == Approx(3.0).margin(1e-12));
    }
    SECTION("a one-way entity holds from above and passes from below") {
        SimActor a{actorAt({13.0, 2.0}), {}};
        for (int i = 0; i < 60; ++i) a.step(w);
        CHECK(a.body.info.below);
        CHECK(a.body.info.belowHit.solid == ledge);
        CHECK(a.body.info.belowHit.oneWay);
        SimActor b = settledAt(w, {13.0, 4.0});
        b.velocity.y = -14.0;
        for (int i = 0; i < 20; ++i) REQUIRE_FALSE(b.step(w).above);
        CHECK(b.body.collider.max.y < 2.5);
    }
    SECTION("the ignored solid is passed through") {
        SimActor a = settledAt(w, {6.0, 4.0});
        MoveOptions ignore;
        ignore.ignoreSolid = crate;
        for (int i = 0; i < 60; ++i) {
            a.velocity.x = 5.0;
            REQUIRE_FALSE(a.step(w, kGravity, ignore).right);
        }
    }
}

TEST_CASE("A move examines only the solid entities near its rays", "[controller][solids]") {
    TileGrid g(200, 200, TileKind::Empty);
    SolidIndex solids(4.0);
    for (int i = 0; i < 2000; ++i) solids.add({{(i % 50) * 4.0, (i / 50) * 5.0}, {(i % 50) * 4.0 + 1.0, (i / 50) * 5.0 + 1.0}}, i);
    CollisionWorld w{&g, &solids};
    RaycastController c = actorAt({2.5, 3.0});
    c.move(w, {0.5, 0.5});
    CHECK(solids.lastQueryExamined() <= 4);
    CHECK(solids.size() == 2000);
}

TEST_CASE("Ray counts follow the collider size and max spacing, at least two per side", "[controller]") {
    std::vector<double> xs;
    rayPositions(0.0, 1.0, 0.25, false, xs);
    CHECK(xs == std::vector<double>{0.0, 0.25, 0.5, 0.75, 1.0});
    rayPositions(2.0, 2.05, 0.25, false, xs);
    CHECK(xs.size() == 2);
    rayPositions(0.4, 1.6, 0.5, true, xs);
    CHECK(xs.size() == 4 + 2);  // 4 spaced rays plus either side of x = 1
    CHECK(std::is_sorted(xs.begin(), xs.end()));
    rayPositions(3.0, 2.0, 0.25, false, xs);
    CHECK(xs == std::vector<double>{2.5});

    TileGrid g = flatRoom();
    CollisionWorld w{&g, nullptr};
    std::vector<DebugRay> rays;
    MoveOptions opts;
    opts.debugRays = &rays;
    RaycastController c = actorAt({5.4, 2.9});  // ray spans x [5.1075, 5.6925], y [2.065, 2.885]: no integer
    c.move(w, {0.1, 0.1}, opts);
    // Horizontal: 5 leading (span 0.82) + 5 trailing probe; vertical: 4 leading (span 0.585) + 4 trailing probe.
    CHECK(rays.size() == 18);
    for (const DebugRay& r : rays) CHECK_FALSE(r.hit);
    SECTION("a null buffer records nothing and moves the same") {
        RaycastController d = actorAt({5.4, 2.9});
        d.move(w, {0.1, 0.1});
        CHECK(d.collider.min == c.collider.min);
    }
}

TEST_CASE("Landed and left-ground edges come from the previous move", "[controller]") {
    TileGrid g = gridFromRows({
        "##########",
        "#........#",
        "#........#",
        "####.....#",
        "#........#",
        "##########",
    });
    CollisionWorld w{&g, nullptr};
    SimActor a{actorAt({2.3, 2.5}), {}};
    int landings = 0;
    for (int i = 0; i < 60; ++i) landings += a.step(w).landed() ? 1 : 0;
    CHECK(landings == 1);
    CHECK(a.body.info.belowHit.source == HitSource::Tile);
    CHECK(a.body.info.belowHit.kind == TileKind::Solid);
    CHECK(a.body.info.belowHit.cell.x == 2);  // the cell under the middle of the actor
    CHECK(a.body.info.belowHit.cell.y == 3);
    CHECK(a.body.info.belowHit.normal == Vec2{0.0, -1.0});
    int leaves = 0;
    walk(a, w, 4.0, 120, [&](const CollisionInfo& info) { leaves += info.leftGround() ? 1 : 0; });
    CHECK(leaves == 1);
    CHECK(a.body.info.below);  // landed on the lower floor
    CHECK(a.body.collider.max.y == Approx(5.0).margin(1e-12));
}

TEST_CASE("A non-finite displacement does not move the actor", "[controller]") {
    TileGrid g = flatRoom();
    CollisionWorld w{&g, nullptr};
    RaycastController c = actorAt({5.0, 3.0});
    Aabb before = c.collider;
    c.move(w, {std::nan(""), 1.0});
    CHECK(c.collider.min == before.min);
}

TEST_CASE("touchingWall finds walls within reach on either side", "[controller]") {
    TileGrid g = flatRoom();
    CollisionWorld w{&g, nullptr};
    RaycastController c = actorAt({1.0 + 0.3 + 0.1, 4.0});
    CHECK_FALSE(c.touchingWall(w, -1, 0.05));
    CHECK(c.touchingWall(w, -1, 0.15));
    CHECK_FALSE(c.touchingWall(w, 1, 0.15));
}

TEST_CASE("A grounded actor running into a lip lower than a quarter tile steps up onto it and keeps running",
          "[controller][regression][step]") {
    TileGrid g = flatRoom();  // floor top y = 4
    for (double lip : {0.016, 0.05, 0.1, 0.15, 0.2, 0.24}) {
        INFO("lip " << lip);
        for (int solidFloor = 0; solidFloor < 2; ++solidFloor) {
            // The lip: a solid entity beside the tile floor, or two solid entities meeting with a step.
            SolidIndex solids;
            if (solidFloor) solids.add({{1.0, 4.0}, {10.0, 4.5}}, 1, 0);
            solids.add({{10.0, 4.0 - lip}, {20.0, 4.5}}, 2, 0);
            CollisionWorld w{&g, &solids};
            SimActor a = settledAt(w, {6.0, 4.0});
            REQUIRE(a.body.info.below);
            for (int i = 0; i < 120; ++i) {
                a.velocity.x = 6.0;
                const CollisionInfo& info = a.step(w);
                REQUIRE_FALSE(info.right);
                REQUIRE(info.below);
            }
            CHECK(feetOf(a.body.collider).x == Approx(12.0).margin(1e-9));  // 120 ticks at 6 tiles/s: never slowed
            CHECK(feetOf(a.body.collider).y == Approx(4.0 - lip).margin(1e-9));
        }
    }
    SECTION("a lip of a quarter tile or more is a wall") {
        SolidIndex solids;
        solids.add({{10.0, 3.7}, {20.0, 4.5}}, 2, 0);
        CollisionWorld w{&g, &solids};
        SimActor a = settledAt(w, {6.0, 4.0});
        for (int i = 0; i < 120; ++i) { a.velocity.x = 6.0; a.step(w); }
        CHECK(a.body.info.right);
        CHECK(a.body.collider.max.x == Approx(10.0).margin(1e-9));
        CHECK(feetOf(a.body.collider).y == Approx(4.0).margin(1e-9));
    }
    SECTION("an airborne actor is not lifted onto a lip") {
        SolidIndex solids;
        solids.add({{10.0, 3.9}, {20.0, 4.5}}, 2, 0);
        CollisionWorld w{&g, &solids};
        RaycastController c = actorAt({9.5, 3.97});  // feet 0.03 above the floor, below the lip's top
        c.move(w, {0.0, 0.0});
        REQUIRE_FALSE(c.info.below);
        c.move(w, {0.2, 0.0});
        CHECK(c.info.right);
        CHECK(c.collider.max.x == Approx(10.0).margin(1e-9));
    }
}
