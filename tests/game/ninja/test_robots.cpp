// Robots: line of sight through the tiles (no firing through walls or closed doors), the telegraph with a
// locked aim, then a beam or a bolt.
#include <catch2/catch.hpp>

#include <cmath>

#include "game/ninja/ninja_tuning.h"
#include "game/ninja/robots.h"
#include "ninja_test_util.h"

using namespace ninja_test;
using game::Robot;
using game::RobotState;

namespace {

/// Step until the robot starts its telegraph (or `limit` ticks); returns the ticks stepped, -1 if it never did.
int untilTelegraph(game::World& w, int limit, const engine::InputFrame& in = {}) {
    for (int i = 1; i <= limit; ++i) {
        step(w, 1, in);
        if (hadEvent(w, game::EventType::RobotTelegraph)) return i;
    }
    return -1;
}

} // namespace

TEST_CASE("A robot never fires at a player behind a wall", "[ninja][robots]") {
    std::vector<std::string> rows = room();
    for (int y = 1; y <= 10; ++y) rows[static_cast<std::size_t>(y)][10] = '#';
    game::World w;
    load(w, rows, R"({"type": "robot", "x": 15, "y": 10, "angle": 180, "range": 30})");
    bool telegraphed = false, fired = false;
    for (int i = 0; i < 600; ++i) {
        step(w, 1);
        telegraphed = telegraphed || hadEvent(w, game::EventType::RobotTelegraph);
        fired = fired || hadEvent(w, game::EventType::RobotFire);
    }
    CHECK_FALSE(telegraphed);
    CHECK_FALSE(fired);
    CHECK_FALSE(firstOf<Robot>(w).seesPlayer);
    CHECK(firstOf<Robot>(w).state == RobotState::Tracking);
    CHECK(w.state == game::RunState::Playing);
    CHECK(w.debug.raysCast >= 1);
}

TEST_CASE("A robot's sight is blocked by a closed door and out of range", "[ninja][robots]") {
    game::World w;
    SECTION("a closed door") {
        load(w, room(), R"({"type": "robot", "x": 15, "y": 10, "angle": 180, "range": 30}, {"type": "door", "id": "d", "x": 8, "y": 7, "w": 1, "h": 4})");
        step(w, 300);
        CHECK_FALSE(firstOf<Robot>(w).seesPlayer);
        CHECK(w.state == game::RunState::Playing);
    }
    SECTION("beyond its range") {
        load(w, room(), R"({"type": "robot", "x": 15, "y": 10, "angle": 180, "range": 10})");
        step(w, 300);
        CHECK_FALSE(firstOf<Robot>(w).seesPlayer);
        CHECK(w.state == game::RunState::Playing);
    }
}

TEST_CASE("A robot that sees the player turns to it, telegraphs, then fires a beam that kills", "[ninja][robots]") {
    game::World w;
    load(w, room(), R"({"type": "robot", "x": 15, "y": 10, "angle": 0, "range": 30, "turnSpeed": 180, "telegraph": 0.6})");
    const int t = untilTelegraph(w, 300);
    REQUIRE(t > 0);
    CHECK(t >= 115);  // a half turn at 180 deg/s takes about a second (less the fire cone)
    const Robot& r = firstOf<Robot>(w);
    CHECK(r.seesPlayer);
    const double locked = r.angle;
    step(w, game::ticksOf(0.6) - 1);  // the telegraph: aim locked, nothing fired yet
    CHECK(firstOf<Robot>(w).angle == locked);
    CHECK(firstOf<Robot>(w).state == RobotState::Telegraph);
    CHECK(w.state == game::RunState::Playing);
    step(w, 1);
    CHECK(hadEvent(w, game::EventType::RobotFire));
    CHECK(w.state == game::RunState::Dying);
    CHECK(w.lastDeath == game::DeathCause::Laser);
}

TEST_CASE("A robot's aim stays locked during the telegraph, so jumping out of the line dodges the shot", "[ninja][robots]") {
    game::World w;
    load(w, room(), R"({"type": "robot", "x": 15, "y": 10, "angle": 180, "range": 30, "turnSpeed": 180, "telegraph": 0.6, "cooldown": 3})");
    REQUIRE(untilTelegraph(w, 60) > 0);
    step(w, game::ticksOf(0.6) - 8);
    step(w, 10, frame({engine::Action::Jump}));  // in the air as it fires
    CHECK(firstOf<Robot>(w).state == RobotState::Firing);
    step(w, 60);
    CHECK(w.state == game::RunState::Playing);
    CHECK(firstOf<Robot>(w).state == RobotState::Cooldown);
}

TEST_CASE("A bolt robot's bolt flies at bolt speed, kills on contact, and dies on walls", "[ninja][robots]") {
    game::World w;
    SECTION("the bolt reaches and kills the player") {
        load(w, room(), R"({"type": "robot", "x": 15, "y": 10, "angle": 180, "range": 30, "fire": "bolt", "telegraph": 0.4})");
        REQUIRE(untilTelegraph(w, 60) > 0);
        step(w, game::ticksOf(0.4));
        REQUIRE(w.registry.count<game::Bolt>() == 1);
        int ticks = 0;
        while (w.state == game::RunState::Playing && ticks < 600) step(w, 1), ++ticks;
        CHECK(w.lastDeath == game::DeathCause::Projectile);
        // From the muzzle (x = 15.5 - 0.55) until the bolt touches the hit circle around x = 1.5.
        const double gap = (15.5 - game::kRobotMuzzle) - (1.5 + game::kHitRadius + game::kBoltRadius);
        CHECK(ticks == Approx(gap / game::kBoltSpeed * 120.0).margin(2));
    }
    SECTION("a bolt fired at a wall disappears there") {
        std::vector<std::string> rows = room();
        rows[10][10] = '#';
        rows[9][10] = '#';
        load(w, rows, R"({"type": "robot", "x": 15, "y": 10, "angle": 180, "range": 30, "fire": "bolt"})");
        game::Robot& r = firstOf<Robot>(w);
        r.state = RobotState::Telegraph;  // force a shot at the wall
        r.timer = 1;
        step(w, 1);
        REQUIRE(w.registry.count<game::Bolt>() == 1);
        step(w, 120);
        CHECK(w.registry.count<game::Bolt>() == 0);
        CHECK(w.state == game::RunState::Playing);
    }
}
