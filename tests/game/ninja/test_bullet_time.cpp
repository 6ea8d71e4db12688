// Bullet time and the dash: the slow-down stack (press, release, empty meter, death, restart, overlapping
// requests), the meter (drain, grounded refill), and the dash (distance, walls without tunnelling, preview).
#include <catch2/catch.hpp>

#include "game/ninja/bullet_time.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/player_link.h"
#include "ninja_test_util.h"

using namespace ninja_test;
using engine::Action;
using game::NinjaAbilities;

namespace {

/// The player's centre.
engine::Vec2 centre(game::World& w) { return center(game::playerBox(w)); }

/// Aim held towards `dir`.
engine::InputFrame aim(engine::Vec2 dir = {1.0, 0.0}) { return frame({Action::Aim}, dir); }

/// A world in the standard room, settled on the floor.
void standing(game::World& w, const std::vector<std::string>& rows = room(), const std::string& entities = "") {
    load(w, rows, entities);
    step(w, 2);
    REQUIRE(game::playerGrounded(w));
}

} // namespace

TEST_CASE("Holding Aim slows the world to bullet time and releasing restores it and dashes", "[ninja][bullettime]") {
    game::World w;
    standing(w);
    CHECK(w.slowdown.scale() == 1.0);
    step(w, 1, aim());
    CHECK(w.slowdown.scale() == Approx(game::kBulletTimeScale));
    CHECK(w.slowdown.size() == 1);
    CHECK(abilities(w).aiming);
    CHECK(hadEvent(w, game::EventType::BulletTimeOn));
    step(w, 5, aim());
    CHECK(w.slowdown.scale() == Approx(game::kBulletTimeScale));
    step(w, 1);
    CHECK(w.slowdown.scale() == 1.0);
    CHECK(w.slowdown.empty());
    CHECK(hadEvent(w, game::EventType::BulletTimeOff));
    CHECK(hadEvent(w, game::EventType::Dash));
    CHECK(game::dashing(w));
}

TEST_CASE("The meter drains while slowed, an empty meter ends the slow-down, and it refills on the ground", "[ninja][bullettime]") {
    game::World w;
    standing(w);
    const int capacityTicks = game::ticksOf(game::kMeterCapacity);
    REQUIRE(capacityTicks == 36);  // 1.5 real seconds at 0.2x = 0.3 simulated seconds
    step(w, 10, aim());
    CHECK(abilities(w).meter == Approx(game::kMeterCapacity - 10 * engine::kTickSeconds));
    SECTION("empty: time runs normally again, but aiming continues and releasing still dashes") {
        step(w, capacityTicks - 11, aim());
        CHECK(w.slowdown.scale() == Approx(game::kBulletTimeScale));
        step(w, 1, aim());
        CHECK(abilities(w).meter == 0.0);
        CHECK(w.slowdown.scale() == 1.0);
        CHECK(hadEvent(w, game::EventType::BulletTimeOff));
        CHECK(abilities(w).aiming);
        step(w, 30, aim());
        CHECK(w.slowdown.scale() == 1.0);
        step(w, 1);
        CHECK(hadEvent(w, game::EventType::Dash));
    }
    SECTION("refill: grounded at the refill rate, not in the air, not while slowed") {
        step(w, 1);  // release: dash right along the floor
        step(w, game::kDashTicks + 1);
        REQUIRE(game::playerGrounded(w));
        const double before = abilities(w).meter;
        step(w, 6);
        CHECK(abilities(w).meter == Approx(before + 6 * game::kMeterRefillRate * engine::kTickSeconds));
        step(w, 1, frame({Action::Jump}));
        step(w, 3);
        REQUIRE_FALSE(game::playerGrounded(w));
        const double airborne = abilities(w).meter;
        step(w, 20);
        CHECK(abilities(w).meter == airborne);
        step(w, 240);
        CHECK(abilities(w).meter == game::kMeterCapacity);
    }
    SECTION("an empty meter does not slow time when Aim is pressed again, until it has refilled") {
        step(w, capacityTicks, aim());
        step(w, 1);  // release: dashing, so no refill yet
        step(w, 1, aim());
        CHECK(abilities(w).aiming);
        CHECK(w.slowdown.scale() == 1.0);
        step(w, 1);
        step(w, game::kDashTicks + 2);  // dash over, standing: refilling
        CHECK(abilities(w).meter > 0.0);
        step(w, 1, aim());
        CHECK(w.slowdown.scale() == Approx(game::kBulletTimeScale));
    }
}

TEST_CASE("A slow-down never survives death or restart", "[ninja][bullettime]") {
    game::World w;
    SECTION("death during bullet time") {
        standing(w, room(), R"({"type": "laser", "x": 5, "y": 1, "angle": 90})");
        step(w, 1, aim());
        REQUIRE(w.slowdown.scale() == Approx(game::kBulletTimeScale));
        int t = 0;
        while (w.state == game::RunState::Playing && t < 200) step(w, 1, frame({Action::Aim, Action::Right}, {1, 0})), ++t;
        REQUIRE(w.state == game::RunState::Dying);
        CHECK(w.slowdown.scale() == 1.0);
        CHECK(w.slowdown.empty());
        step(w, game::kDeathRestartTicks + 1, aim());  // Aim still held through the restart
        CHECK(w.attempts == 2);
        CHECK(w.slowdown.scale() == 1.0);
        CHECK_FALSE(abilities(w).aiming);
        CHECK(abilities(w).meter == game::kMeterCapacity);
        step(w, 1);
        CHECK(w.slowdown.scale() == 1.0);  // releasing the stale hold neither dashes nor touches the stack
        CHECK_FALSE(game::dashing(w));
    }
    SECTION("restart during bullet time") {
        standing(w);
        step(w, 3, aim());
        REQUIRE(w.slowdown.scale() < 1.0);
        step(w, 1, frame({Action::Aim, Action::Restart}, {1, 0}));
        CHECK(w.slowdown.scale() == 1.0);
        CHECK(w.slowdown.empty());
    }
}

TEST_CASE("Overlapping slow-downs compose and releasing bullet time leaves the other", "[ninja][bullettime]") {
    game::World w;
    standing(w);
    SECTION("another request first") {
        const auto other = w.slowdown.push(0.5);
        step(w, 1, aim());
        CHECK(w.slowdown.scale() == Approx(0.5 * game::kBulletTimeScale));
        step(w, 1);
        CHECK(w.slowdown.scale() == Approx(0.5));
        w.slowdown.release(other);
        CHECK(w.slowdown.scale() == 1.0);
    }
    SECTION("bullet time first") {
        step(w, 1, aim());
        const auto other = w.slowdown.push(0.5);
        step(w, 2, aim());
        CHECK(w.slowdown.scale() == Approx(0.1));
        w.slowdown.release(other);
        CHECK(w.slowdown.scale() == Approx(game::kBulletTimeScale));
        step(w, 1);
        CHECK(w.slowdown.scale() == 1.0);
    }
}

TEST_CASE("A dash moves a fixed distance along the aim and only once per airtime", "[ninja][dash]") {
    game::World w;
    standing(w);
    const engine::Vec2 start = centre(w);
    step(w, 2, aim({1.0, 0.0}));
    step(w, 1);  // released: the dash starts and makes its first move this tick
    step(w, game::kDashTicks - 2);
    CHECK(game::dashing(w));
    step(w, 1);
    CHECK(centre(w).x - start.x == Approx(game::kDashDistance).margin(1e-9));
    CHECK_FALSE(game::dashing(w));
    SECTION("up: in the air a second release does not dash again") {
        step(w, 2, aim({0.0, -1.0}));
        step(w, 1);
        step(w, game::kDashTicks);
        CHECK_FALSE(game::playerGrounded(w));
        CHECK_FALSE(abilities(w).dashReady);
        const double y = centre(w).y;
        step(w, 2, aim({0.0, -1.0}));
        step(w, 1);
        CHECK_FALSE(game::dashing(w));
        CHECK(centre(w).y > y - 0.5);
    }
}

TEST_CASE("A dash into a wall stops at the wall without tunnelling", "[ninja][dash]") {
    game::World w;
    SECTION("a one-tile wall 2 tiles ahead") {
        std::vector<std::string> rows = room();
        for (int y = 1; y <= 10; ++y) rows[static_cast<std::size_t>(y)][4] = '#';
        standing(w, rows);
        step(w, 2, aim());
        step(w, 1);
        step(w, game::kDashTicks + 2);
        CHECK(game::playerBox(w).max.x == Approx(4.0).margin(0.02));
        CHECK_FALSE(game::dashing(w));
    }
    SECTION("a thin door a quarter tile wide, diagonally") {
        standing(w, room(), R"({"type": "door", "id": "d", "x": 3.5, "y": 1, "w": 0.25, "h": 10})");
        step(w, 2, aim({1.0, -1.0}));
        step(w, 1);
        step(w, game::kDashTicks + 2);
        CHECK(game::playerBox(w).max.x <= 4.0 + 0.02);
    }
    SECTION("every dash direction at full speed stays out of a wall block") {
        std::vector<std::string> rows = room();
        for (int y = 5; y <= 9; ++y) rows[static_cast<std::size_t>(y)].replace(5, 3, "###");
        for (int k = 0; k < 16; ++k) {
            const double a = k * (2.0 * engine::kPi / 16.0);
            game::World d;
            standing(d, rows);
            step(d, 30, frame({Action::Right}));  // up to the block's foot
            step(d, 2, aim(engine::fromAngle(a)));
            step(d, 1);
            for (int i = 0; i < game::kDashTicks + 1; ++i) {
                step(d, 1);
                const engine::Aabb b = game::playerBox(d);
                const bool inside = b.max.x > 5.01 && b.min.x < 7.99 && b.max.y > 5.01 && b.min.y < 9.99;
                REQUIRE_FALSE(inside);
            }
        }
    }
}

TEST_CASE("The dash preview follows the aim and stops at the first solid tile", "[ninja][dash]") {
    game::World w;
    std::vector<std::string> rows = room();
    for (int y = 1; y <= 10; ++y) rows[static_cast<std::size_t>(y)][4] = '#';
    standing(w, rows);
    step(w, 1, aim({1.0, 0.0}));
    CHECK(abilities(w).previewEnd.x == Approx(4.0));
    CHECK(abilities(w).previewEnd.y == Approx(centre(w).y));
    step(w, 1, aim({0.0, -3.0}));  // any length: normalised
    CHECK(abilities(w).dashDir.x == Approx(0.0));
    CHECK(abilities(w).dashDir.y == Approx(-1.0));
    CHECK(abilities(w).previewEnd.y == Approx(centre(w).y - game::kDashDistance));
    SECTION("without an aim vector: the arrows, then the facing") {
        step(w, 1, frame({Action::Aim, Action::Up, Action::Left}));
        CHECK(abilities(w).dashDir.x == Approx(-std::sqrt(0.5)));
        CHECK(abilities(w).dashDir.y == Approx(-std::sqrt(0.5)));
        step(w, 1, frame({Action::Aim}));
        CHECK(abilities(w).dashDir.x == Approx(-1.0));  // last faced left
    }
}
