// Receivers and doors: lit opens, unlit closes, latch stays open; a closed door blocks movement and beams;
// doors never close on the player.
#include <catch2/catch.hpp>

#include "game/ninja/doors.h"
#include "ninja_test_util.h"

using namespace ninja_test;
using game::Door;
using game::Receiver;

namespace {

/// A pulsing laser at row 3 aimed right at a receiver linked to door "d" standing on the floor at column 20.
std::string pulsingSetup(bool latch) {
    return std::string(R"({"type": "laser", "x": 3, "y": 3, "angle": 0, "kind": "pulsing", "on": 1, "off": 1, "warning": 0.5},
        {"type": "receiver", "x": 10, "y": 3, "link": "d", "latch": )") + (latch ? "true" : "false") + R"(},
        {"type": "door", "id": "d", "x": 20, "y": 8, "w": 1, "h": 3})";
}

/// True when the door's solid is registered in world.solids.
bool doorSolid(game::World& w) {
    const game::SolidRef& s = w.registry.get<game::SolidRef>(first<Door>(w));
    return s.id != engine::kNoSolid && w.solids.contains(s.id);
}

} // namespace

TEST_CASE("A receiver lit by a beam opens its door and an unlit one lets it close", "[ninja][doors]") {
    game::World w;
    load(w, room(), pulsingSetup(false));
    CHECK_FALSE(firstOf<Door>(w).open);
    CHECK(doorSolid(w));
    step(w, 119);  // off (with warning) for 120 ticks
    CHECK_FALSE(firstOf<Receiver>(w).lit);
    CHECK_FALSE(firstOf<Door>(w).open);
    step(w, 1);  // on
    CHECK(firstOf<Receiver>(w).lit);
    CHECK(firstOf<Door>(w).open);
    CHECK_FALSE(doorSolid(w));
    CHECK(hadEvent(w, game::EventType::DoorOpen));
    CHECK(hadEvent(w, game::EventType::Zap));
    step(w, 119);
    CHECK(firstOf<Door>(w).open);
    step(w, 1);  // off again
    CHECK_FALSE(firstOf<Receiver>(w).lit);
    CHECK_FALSE(firstOf<Door>(w).open);
    CHECK(doorSolid(w));
    CHECK(hadEvent(w, game::EventType::DoorClose));
}

TEST_CASE("A latch receiver keeps its door open after the beam goes", "[ninja][doors]") {
    game::World w;
    load(w, room(), pulsingSetup(true));
    step(w, 120);
    CHECK(firstOf<Door>(w).open);
    step(w, 400);
    CHECK(firstOf<Receiver>(w).latched);
    CHECK(firstOf<Door>(w).open);
    CHECK_FALSE(doorSolid(w));
    SECTION("until the attempt restarts") {
        step(w, 1, frame({engine::Action::Restart}));
        CHECK_FALSE(firstOf<Door>(w).open);
        CHECK_FALSE(firstOf<Receiver>(w).latched);
    }
}

TEST_CASE("A closed door blocks the player and beams, an open one lets both through", "[ninja][doors]") {
    game::World w;
    SECTION("the player walking right stops at the door's face") {
        load(w, room(), R"({"type": "door", "id": "d", "x": 6, "y": 8, "w": 1, "h": 3})");
        step(w, 120, frame({engine::Action::Right}));
        CHECK(game::playerBox(w).max.x == Approx(6.0).margin(0.02));
    }
    SECTION("a beam ends on a closed door and passes an open one") {
        load(w, room(), R"({"type": "laser", "x": 3, "y": 3, "angle": 0}, {"type": "door", "id": "d", "x": 12, "y": 2, "w": 1, "h": 3})");
        step(w, 1);
        CHECK(firstOf<game::LaserEmitter>(w).beam.points.back().x == Approx(12.0));
        game::setDoorOpen(w, first<Door>(w), true);
        step(w, 1);
        CHECK(firstOf<game::LaserEmitter>(w).beam.points.back().x == Approx(29.0));
    }
}

TEST_CASE("A beam redirected by a mirror entity lights a receiver and opens the door", "[ninja][doors]") {
    game::World w;
    load(w, room(), R"({"type": "laser", "x": 3, "y": 2, "angle": 0}, {"type": "mirror", "x": 14, "y": 2, "angle": 45},
        {"type": "receiver", "x": 14, "y": 7, "link": "d"}, {"type": "door", "id": "d", "x": 20, "y": 8, "w": 1, "h": 3})");
    step(w, 1);
    CHECK(firstOf<Receiver>(w).lit);
    CHECK(firstOf<Door>(w).open);
}

TEST_CASE("A door never closes on the player: it waits until the player has left", "[ninja][doors]") {
    game::World w;
    // The beam is on for 1 s, off for 1 s; the door (column 4) is right beside the spawn.
    load(w, room(), R"({"type": "laser", "x": 3, "y": 3, "angle": 0, "kind": "pulsing", "on": 1, "off": 1, "warning": 0.5, "phase": 1},
        {"type": "receiver", "x": 10, "y": 3, "link": "d"}, {"type": "door", "id": "d", "x": 4, "y": 8, "w": 1, "h": 3})");
    step(w, 1);
    REQUIRE(firstOf<Door>(w).open);
    step(w, 55, frame({engine::Action::Right}));  // walk into the doorway...
    step(w, 100);                                 // ...and stand there into the off time
    const engine::Aabb box = game::playerBox(w);
    REQUIRE(box.max.x > 4.0);
    REQUIRE(box.min.x < 5.0);
    CHECK(firstOf<Door>(w).open);
    CHECK(firstOf<Door>(w).held);
    CHECK(w.state == game::RunState::Playing);
    SECTION("once the player walks out, it closes") {
        step(w, 30, frame({engine::Action::Left}));
        CHECK_FALSE(firstOf<Door>(w).open);
        CHECK_FALSE(firstOf<Door>(w).held);
        CHECK(game::playerBox(w).max.x <= 4.0);
    }
}
