// The blunderbuss: the recoil impulse, aiming, and the two shells (ground, orbs, dry clicks).
#include "crypt_test_util.h"

#include <algorithm>
#include <cmath>

#include "game/crypt/explorer.h"

using namespace crypt_test;
using engine::Action;
using engine::Vec2;

namespace {

/// A wide empty room with the spawn on the floor near the left wall.
const std::vector<std::string> kRoom = {
    "####################", "#..................#", "#..................#", "#..................#",
    "#..................#", "#..................#", "#..................#", "#..................#",
    "#@................E#", "####################",
};

/// True when the player stands on the ground.
bool grounded(game::World& world) { return game::playerController(world)->info.below; }

} // namespace

TEST_CASE("recoilVelocity replaces the velocity along the aim axis and keeps the perpendicular part",
          "[crypt][recoil]") {
    SECTION("aiming down sets the upward speed and keeps the horizontal speed") {
        Vec2 v = game::recoilVelocity({3.0, 5.0}, {0.0, 1.0});
        CHECK(v.x == 3.0);
        CHECK(v.y == Approx(-game::kRecoilSpeed));
    }
    SECTION("aiming right throws the explorer left and keeps the vertical speed") {
        Vec2 v = game::recoilVelocity({4.0, -2.0}, {1.0, 0.0});
        CHECK(v.x == Approx(-game::kRecoilSpeed));
        CHECK(v.y == -2.0);
    }
    SECTION(
        "a shot replaces rather than adds: rising faster already, a downward shot sets the recoil speed") {
        Vec2 v = game::recoilVelocity({0.0, -30.0}, {0.0, 1.0});
        CHECK(v.y == Approx(-game::kRecoilSpeed));
    }
    SECTION("a diagonal shot: along the aim exactly -kRecoilSpeed, across it unchanged") {
        const Vec2 a = engine::normalize({1.0, 1.0}), before{2.0, -3.0};
        Vec2 v = game::recoilVelocity(before, a);
        CHECK(engine::dot(v, a) == Approx(-game::kRecoilSpeed));
        CHECK(engine::dot(v, engine::perp(a)) == Approx(engine::dot(before, engine::perp(a))));
    }
}

TEST_CASE("The recoil speed is derived from three tiles of height under the explorer's gravity",
          "[crypt][recoil]") {
    CHECK(game::kRecoilSpeed == Approx(std::sqrt(2.0 * game::kGravity * game::kRecoilHeight)));
    CHECK(game::kRecoilHeight == 3.0);
}

TEST_CASE("One downward shot from the ground lifts the explorer about three tiles", "[crypt][recoil]") {
    game::World world;
    load(world, kRoom);
    idle(world, 5);
    const double floorY = center(game::playerBox(world)).y;
    step(world, input({Action::Fire}, {0.0, 1.0}));
    double top = floorY;
    for (int i = 0; i < 120; ++i) {
        idle(world);
        top = std::min(top, center(game::playerBox(world)).y);
    }
    CHECK(floorY - top == Approx(game::kRecoilHeight).margin(0.15));
    CHECK(grounded(world));
}

TEST_CASE("Firing throws the explorer opposite to the aim and keeps the perpendicular velocity",
          "[crypt][recoil]") {
    game::World world;
    load(world, kRoom);
    idle(world, 5);
    step(world, input({Action::Fire}, {0.0, 1.0})); // rise
    idle(world, 20);
    const Vec2 before = game::playerVelocity(world);
    REQUIRE(before.y < 0.0);
    step(world, input({Action::Fire}, {-1.0, 0.0})); // aim left: thrown right
    const Vec2 after = game::playerVelocity(world);
    const double dt = engine::kTickSeconds;
    CHECK(after.x == Approx(game::kRecoilSpeed - game::kAirDrag * dt));
    CHECK(after.y == Approx(before.y + game::kGravity * dt));
    CHECK(emitted(world, game::EventType::Shot));
}

TEST_CASE("The aim is the input direction normalised or the facing direction when there is none",
          "[crypt][aim]") {
    SECTION("a non-unit aim is normalised") {
        Vec2 a = game::aimDirection({3.0, 4.0}, 1);
        CHECK(a.x == Approx(0.6));
        CHECK(a.y == Approx(0.8));
    }
    SECTION("a zero aim points where the explorer faces") {
        CHECK(game::aimDirection({}, -1) == Vec2{-1.0, 0.0});
        CHECK(game::aimDirection({}, 1) == Vec2{1.0, 0.0});
    }
    SECTION("in the world, after walking left a zero-aim shot throws the explorer right") {
        game::World world;
        load(world, {"##########", "#........#", "#........#", "#...@...E#", "##########"});
        step(world, input({Action::Left}), 3);
        step(world, input({Action::Fire}));
        CHECK(gun(world).aim == Vec2{-1.0, 0.0});
        CHECK(game::playerVelocity(world).x > game::kWalkSpeed);
    }
}

TEST_CASE("Shells: each shot uses one and with none left Fire dry-clicks without recoil", "[crypt][shells]") {
    game::World world, twin;
    load(world, kRoom);
    load(twin, kRoom);
    for (game::World* w : {&world, &twin}) {
        idle(*w, 5);
        shoot(*w, {0.0, 1.0});
        idle(*w, 20);
        shoot(*w, {1.0, 1.0});
    }
    CHECK(gun(world).shells == 0);
    for (game::World* w : {&world, &twin})
        idle(*w, 15); // past the cooldown
    REQUIRE_FALSE(grounded(world));
    step(world, input({Action::Fire}, {0.0, 1.0}));
    step(twin, input({}, {0.0, 1.0}));
    CHECK(emitted(world, game::EventType::DryClick));
    CHECK_FALSE(emitted(world, game::EventType::Shot));
    CHECK(game::playerVelocity(world) == game::playerVelocity(twin));
    CHECK(game::playerBox(world).min == game::playerBox(twin).min);
}

TEST_CASE("Shells: landing on the ground refills both", "[crypt][shells]") {
    game::World world;
    load(world, kRoom);
    idle(world, 5);
    shoot(world, {0.0, 1.0});
    idle(world, 20);
    shoot(world, {0.0, 1.0});
    CHECK(gun(world).shells == 0);
    bool reloaded = false;
    for (int i = 0; i < 240 && !grounded(world); ++i) {
        idle(world);
        reloaded = reloaded || emitted(world, game::EventType::Reload);
    }
    CHECK(grounded(world));
    CHECK(gun(world).shells == game::kShellCapacity);
    CHECK(reloaded);
}

TEST_CASE("Shells: presses during the cooldown are ignored", "[crypt][shells]") {
    game::World world;
    load(world, kRoom);
    idle(world, 5);
    shoot(world, {0.0, 1.0});
    step(world, input({Action::Fire}, {0.0, 1.0})); // two ticks after the first shot
    CHECK(gun(world).shells == 1);
    CHECK_FALSE(emitted(world, game::EventType::DryClick));
}

TEST_CASE("Orbs refill the shells in mid-air then go dark until their respawn time has passed",
          "[crypt][shells][orb]") {
    game::World world;
    load(world, kRoom, R"([{"type": "orb", "x": 1, "y": 6, "respawn": 1}])");
    idle(world, 5);
    auto orb = [&]() -> game::Orb& {
        return world.registry.get<game::Orb>(*world.registry.view<game::Orb>().begin());
    };

    SECTION("a full gun leaves the orb alone") {
        shoot(world, {1.0, 0.0}); // on the ground: the shell comes straight back
        CHECK(orb().active);
    }
    SECTION("rising through it with a shell missing refills both") {
        step(world, input({Action::Fire}, {0.0, 1.0}));
        int ticks = 0;
        for (; orb().active && ticks < 60; ++ticks)
            idle(world);
        CHECK_FALSE(orb().active);
        CHECK_FALSE(grounded(world));
        CHECK(gun(world).shells == game::kShellCapacity);

        SECTION("and it is back after `respawn` seconds") {
            idle(world, 110);
            CHECK_FALSE(orb().active);
            idle(world, 12);
            CHECK(orb().active);
        }
    }
}

TEST_CASE("Infinite shells: the blunderbuss fires past its clip in mid-air", "[crypt][shells][assists]") {
    game::World world;
    load(world, kRoom);
    world.assists.infiniteShells = true;
    idle(world, 5);
    int shots = 0;
    for (int i = 0; i < game::kShellCapacity + 2; ++i) {
        step(world, input({Action::Fire}, {0.0, 1.0}));
        shots += emitted(world, game::EventType::Shot) ? 1 : 0;
        idle(world, 15); // past the cooldown
        REQUIRE_FALSE(grounded(world));
    }
    CHECK(shots == game::kShellCapacity + 2);
    CHECK(gun(world).shells == game::kShellCapacity);
}
