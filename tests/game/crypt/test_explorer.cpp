// The explorer is the shared player with the crypt's tuning: it walks and coasts on its recoil like before, and
// gains the player's corner correction, lift boost and drop-through.
#include "crypt_test_util.h"

#include "game/crypt/crypt_tuning.h"
#include "game/player/player.h"

using namespace crypt_test;
using engine::Action;

namespace {

/// The explorer's state machine (the test fails without one).
game::Player& explorer(game::World& world) {
    game::Player* p = world.registry.tryGet<game::Player>(world.player);
    REQUIRE(p != nullptr);
    return *p;
}

/// Put the explorer's feet at `feet` (its collider keeps its size).
void placeFeet(game::World& world, engine::Vec2 feet) {
    game::Player& p = explorer(world);
    p.body.collider = engine::translate(p.body.collider, feet - game::feetOf(p));
    game::syncPlayerTransform(world);
}

constexpr double kDt = engine::kTickSeconds;

} // namespace

TEST_CASE("The explorer is the shared player with the crypt's movement table", "[crypt][explorer]") {
    game::World world;
    load(world, {"##########", "#........#", "#.@....E.#", "##########"});
    const game::Player& p = explorer(world);
    CHECK(p.tuning.maxRun == game::kWalkSpeed);
    CHECK(p.tuning.jumpSpeed == game::kHopSpeed);
    CHECK(p.tuning.gravity == game::kGravity);
    CHECK_FALSE(p.tuning.wallMoves);
    CHECK(p.tuning.cornerCorrection > 0.0);
}

TEST_CASE("The explorer's walking speed builds quickly and recoil speed above it bleeds off slowly",
          "[crypt][explorer][walk]") {
    game::World world;
    load(world, {"####################", "#..................#", "#..................#", "#..................#",
                 "#..................#", "#.@..............E.#", "####################"});
    idle(world, 5);
    step(world, input({Action::Right}));
    CHECK(game::playerVelocity(world).x == Approx(game::kGroundAccel * kDt));
    step(world, input({Action::Right}), 30);
    CHECK(game::playerVelocity(world).x == game::kWalkSpeed);

    SECTION("a sideways shot's speed coasts, shedding only the skid deceleration on the ground") {
        step(world, input({Action::Fire}, {-1.0, 0.0}));
        const double after = game::playerVelocity(world).x;
        CHECK(after > game::kWalkSpeed);
        idle(world);
        CHECK(game::playerVelocity(world).x == Approx(after - game::kSkidDecel * kDt));
    }
    SECTION("steering against the recoil brakes at the walking acceleration") {
        step(world, input({Action::Fire}, {-1.0, 0.0}));
        const double after = game::playerVelocity(world).x;
        step(world, input({Action::Left}));
        CHECK(game::playerVelocity(world).x == Approx(after - game::kGroundAccel * kDt));
    }
}

TEST_CASE("A recoil rising past a ceiling corner is nudged round it instead of stopping", "[crypt][explorer]") {
    // The explorer stands 0.2 tiles under the corner of the ledge in row 3 (x < 5); a shot straight down
    // throws it up past the corner.
    game::World world;
    load(world, {"############", "#..........#", "#..........#", "#####......#", "#..........#", "#..........#",
                 "#....@....E#", "############"});
    idle(world, 5);
    placeFeet(world, {5.1, 7.0});
    idle(world, 2);
    REQUIRE(game::playerBox(world).min.x == Approx(4.8));
    shoot(world, {0.0, 1.0});
    double highest = game::playerBox(world).min.y;
    for (int i = 0; i < 40; ++i) {
        idle(world);
        highest = std::min(highest, game::playerBox(world).min.y);
    }
    CHECK(highest < 4.0 - 0.5);                     // rose on past the ledge's underside (y = 4)
    CHECK(game::playerBox(world).min.x >= 5.0);     // beside the ledge, not under it
}

TEST_CASE("A hop off a moving platform carries the platform's speed", "[crypt][explorer][platform]") {
    // A platform sliding right at 3 tiles/s under the spawn; the explorer lands on it, then hops.
    game::World world;
    load(world,
         {"##############################", "#............................#", "#............................#",
          "#..@.........................#", "#............................#", "#............................#",
          "#...........................E#", "##############################"},
         R"([{"type": "platform", "x": 2, "y": 5, "w": 3, "h": 0.5, "path": [[2, 5], [20, 5]], "speed": 3,
              "wait": 0, "easing": "linear"}])");
    idle(world, 60);
    REQUIRE(game::playerController(world)->info.below);
    REQUIRE(game::playerVelocity(world).x == 0.0);
    step(world, input({Action::Jump}));
    step(world, input({}));
    CHECK(game::playerVelocity(world).y < 0.0);
    CHECK(game::playerVelocity(world).x > 2.5);  // the platform's 3 tiles/s, less two ticks of air braking
}

TEST_CASE("Down and Jump on a one-way platform drop the explorer through it, and Jump alone hops",
          "[crypt][explorer][oneway]") {
    game::World world;
    load(world, {"##########", "#........#", "#........#", "#..@.....#", "#========#", "#........#", "#.......E#",
                 "##########"});
    idle(world, 10);
    REQUIRE(game::playerController(world)->info.below);
    const double standing = game::playerBox(world).max.y;
    SECTION("Down + Jump falls through") {
        step(world, input({Action::Down, Action::Jump}));
        idle(world, 30);
        CHECK(game::playerBox(world).max.y > standing + 1.0);
    }
    SECTION("Jump alone hops and lands back on it") {
        step(world, input({Action::Jump}));
        idle(world, 2);
        CHECK(game::playerBox(world).max.y < standing);
        idle(world, 120);
        CHECK(game::playerBox(world).max.y == Approx(standing));
    }
}
