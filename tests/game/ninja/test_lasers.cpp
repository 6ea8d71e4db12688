// Emitter timing (rotating, sweeping, pulsing with phase, moving), beam tracing through mirror entities, doors
// and tiles.
#include <catch2/catch.hpp>

#include <cmath>

#include "game/ninja/lasers.h"
#include "game/ninja/ninja_tuning.h"
#include "ninja_test_util.h"

using namespace ninja_test;
using game::LaserEmitter;
using game::PulsePhase;

namespace {

/// The emitter spawned from one laser entity JSON, in the standard room.
LaserEmitter spawnOne(const std::string& json, engine::Vec2* origin = nullptr) {
    game::World w;
    load(w, room(), json);
    engine::Entity e = first<LaserEmitter>(w);
    if (origin) *origin = w.registry.get<game::Transform>(e).position;
    return w.registry.get<LaserEmitter>(e);
}

/// Advance a copy of an emitter n ticks.
void advance(LaserEmitter& e, engine::Vec2& origin, int n) {
    for (int i = 0; i < n; ++i) game::advanceEmitter(e, origin);
}

} // namespace

TEST_CASE("A rotating emitter turns by its speed times the elapsed ticks", "[ninja][lasers]") {
    engine::Vec2 o;
    LaserEmitter e = spawnOne(R"({"type": "laser", "x": 5, "y": 2, "kind": "rotating", "speed": 90, "angle": 10})", &o);
    SECTION("after 60 ticks a 90 deg/s emitter has turned 45 degrees") {
        advance(e, o, 60);
        CHECK(e.angle == Approx((10.0 + 45.0) * kDeg).margin(1e-12));
        CHECK(e.prevAngle == Approx((10.0 + 45.0 - 0.75) * kDeg).margin(1e-12));
    }
    SECTION("a negative speed turns anticlockwise") {
        LaserEmitter n = spawnOne(R"({"type": "laser", "x": 5, "y": 2, "kind": "rotating", "speed": -180})", &o);
        advance(n, o, 30);
        CHECK(n.angle == Approx(-45.0 * kDeg).margin(1e-12));
    }
    SECTION("full turns keep counting precisely over long runs") {
        advance(e, o, 120 * 100);  // 100 s: 25 full turns
        CHECK(std::remainder(e.angle - 10.0 * kDeg, 2.0 * engine::kPi) == Approx(0.0).margin(1e-9));
        CHECK(std::fabs(e.angle) <= 4.0 * engine::kPi);
    }
}

TEST_CASE("A sweeping emitter bounces between the ends of its sweep", "[ninja][lasers]") {
    engine::Vec2 o;
    LaserEmitter e = spawnOne(
        R"({"type": "laser", "x": 5, "y": 2, "kind": "rotating", "speed": 90, "sweep": [0, 45], "angle": 0})", &o);
    SECTION("it reaches the far end after sweep / speed seconds") {
        advance(e, o, 60);
        CHECK(e.angle == Approx(45.0 * kDeg).margin(1e-12));
    }
    SECTION("it comes back after reaching the end, reflecting the overshoot") {
        advance(e, o, 90);  // 0.75 s: 45 out, 22.5 back
        CHECK(e.angle == Approx(22.5 * kDeg).margin(1e-9));
        CHECK(e.speed < 0.0);
        advance(e, o, 60);  // back at 0 after 1.0 s, then 0.25 s out again
        CHECK(e.angle == Approx(22.5 * kDeg).margin(1e-9));
        CHECK(e.speed > 0.0);
    }
    SECTION("it never leaves the sweep") {
        for (int i = 0; i < 1000; ++i) {
            game::advanceEmitter(e, o);
            REQUIRE(e.angle >= 0.0);
            REQUIRE(e.angle <= 45.0 * kDeg);
        }
    }
    SECTION("a start angle outside the sweep is clamped into it") {
        LaserEmitter c = spawnOne(
            R"({"type": "laser", "x": 5, "y": 2, "kind": "rotating", "speed": 60, "sweep": [30, 150], "angle": 0})");
        CHECK(c.angle == Approx(30.0 * kDeg));
    }
}

TEST_CASE("A pulsing emitter is off, then warns, then fires, in a cycle offset by its phase", "[ninja][lasers]") {
    engine::Vec2 o;
    // off 1.5 s = 180 ticks (the last 0.6 s = 72 ticks warning), on 1 s = 120 ticks: period 300 ticks.
    const std::string base = R"({"type": "laser", "x": 5, "y": 2, "kind": "pulsing", "on": 1, "off": 1.5, "warning": 0.6)";
    SECTION("phase 0 starts at the beginning of the off time") {
        LaserEmitter e = spawnOne(base + "}", &o);
        CHECK(e.pulse == PulsePhase::Off);
        advance(e, o, 107);
        CHECK(e.pulse == PulsePhase::Off);
        CHECK(game::advanceEmitter(e, o));  // tick 108: the warning starts (and is reported once)
        CHECK(e.pulse == PulsePhase::Warning);
        CHECK_FALSE(game::advanceEmitter(e, o));
        advance(e, o, 70);  // tick 179: still warning
        CHECK(e.pulse == PulsePhase::Warning);
        advance(e, o, 1);   // tick 180: on
        CHECK(e.pulse == PulsePhase::On);
        advance(e, o, 119);  // tick 299: still on
        CHECK(e.pulse == PulsePhase::On);
        advance(e, o, 1);   // tick 300: a new cycle
        CHECK(e.pulse == PulsePhase::Off);
    }
    SECTION("a phase of 1.6 s starts 192 ticks into the cycle: already on") {
        LaserEmitter e = spawnOne(base + R"(, "phase": 1.6})", &o);
        CHECK(e.cycleTick == 192);
        CHECK(e.pulse == PulsePhase::On);
        advance(e, o, 108);  // 300 → a new cycle
        CHECK(e.pulse == PulsePhase::Off);
    }
    SECTION("a phase of 1.0 s starts inside the warning") {
        LaserEmitter e = spawnOne(base + R"(, "phase": 1.0})", &o);
        CHECK(e.pulse == PulsePhase::Warning);
        advance(e, o, 60);
        CHECK(e.pulse == PulsePhase::On);
    }
    SECTION("every switch-on is preceded by at least 0.4 s of warning, even when off is shorter") {
        LaserEmitter e = spawnOne(R"({"type": "laser", "x": 5, "y": 2, "kind": "pulsing", "on": 0.5, "off": 0.1, "warning": 0.4})", &o);
        int warned = e.pulse == PulsePhase::Warning ? 1 : 0, switchOns = 0;  // the spawn state counts
        PulsePhase last = e.pulse;
        for (int i = 0; i < 600; ++i) {
            game::advanceEmitter(e, o);
            if (e.pulse == PulsePhase::On && last != PulsePhase::On) {
                ++switchOns;
                CHECK(warned >= game::ticksOf(game::kMinLaserWarning));
            }
            warned = e.pulse == PulsePhase::Warning ? warned + 1 : 0;
            last = e.pulse;
        }
        CHECK(switchOns >= 5);
    }
}

TEST_CASE("A pulsing emitter in the world emits LaserCharge when its warning starts and kills only when on", "[ninja][lasers]") {
    game::World w;
    load(w, room(), R"({"type": "laser", "x": 20, "y": 1, "angle": 90, "kind": "pulsing", "on": 1, "off": 1.5, "warning": 0.6})");
    step(w, 107);
    CHECK_FALSE(hadEvent(w, game::EventType::LaserCharge));
    step(w, 1);
    CHECK(hadEvent(w, game::EventType::LaserCharge));
    const LaserEmitter& e = firstOf<LaserEmitter>(w);
    CHECK(e.pulse == PulsePhase::Warning);
    CHECK(e.beam.points.size() == 2);  // traced for the flicker
    CHECK_FALSE(e.lethal);
    step(w, 72);
    CHECK(firstOf<LaserEmitter>(w).lethal);
    CHECK(firstOf<LaserEmitter>(w).beam.points.back().y == Approx(11.0));  // down to the floor
}

TEST_CASE("A moving emitter travels its path at its path speed", "[ninja][lasers]") {
    engine::Vec2 o;
    LaserEmitter e = spawnOne(
        R"({"type": "laser", "x": 5, "y": 2, "kind": "moving", "angle": 90, "path": [[5, 2], [9, 2]], "pathSpeed": 2})", &o);
    CHECK(o.x == Approx(5.5));
    SECTION("after 1 s it is 2 tiles along") {
        advance(e, o, 120);
        CHECK(o.x == Approx(7.5).margin(1e-9));
        CHECK(o.y == Approx(2.5));
    }
    SECTION("ping-pong: it turns at the end and comes back") {
        advance(e, o, 240);  // 2 s: at the far end
        CHECK(o.x == Approx(9.5).margin(1e-9));
        advance(e, o, 60);   // 0.5 s back (the arrival tick's leftover is dropped: within one tick of travel)
        CHECK(o.x == Approx(8.5).margin(2.0 / 120.0 + 1e-9));
        CHECK(o.x > 8.5);
    }
    SECTION("a phase starts it further along") {
        LaserEmitter p = spawnOne(
            R"({"type": "laser", "x": 5, "y": 2, "kind": "moving", "phase": 0.5, "path": [[5, 2], [9, 2]], "pathSpeed": 2})", &o);
        CHECK(o.x == Approx(6.5).margin(1e-9));
    }
}

TEST_CASE("A beam reflects off a mirror entity in the exact mirror direction", "[ninja][lasers]") {
    game::World w;
    SECTION("a 45 degree mirror turns a beam going right straight down") {
        load(w, room(), R"({"type": "laser", "x": 3, "y": 3, "angle": 0}, {"type": "mirror", "x": 10, "y": 3, "angle": 45})");
        step(w, 1);
        const engine::LaserPath& b = firstOf<LaserEmitter>(w).beam;
        REQUIRE(b.points.size() == 3);
        CHECK(b.points[1].x == Approx(10.5));
        CHECK(b.points[1].y == Approx(3.5));
        CHECK(b.points[2].x == Approx(10.5).margin(1e-9));
        CHECK(b.points[2].y == Approx(11.0));
    }
    SECTION("a spinning mirror reflects by r = d - 2(d.n)n at its current angle") {
        load(w, room(), R"({"type": "laser", "x": 3, "y": 3, "angle": 0}, {"type": "mirror", "x": 10, "y": 3, "angle": 30, "spin": 12, "length": 1.5})");
        step(w, 40);  // 40 ticks at 12 deg/s: +4 degrees
        const game::MirrorEntity& m = firstOf<game::MirrorEntity>(w);
        CHECK(m.angle == Approx(34.0 * kDeg).margin(1e-12));
        const engine::LaserPath& b = firstOf<LaserEmitter>(w).beam;
        REQUIRE(b.points.size() >= 3);
        const engine::Vec2 n = engine::perp(engine::fromAngle(m.angle));
        const engine::Vec2 want = engine::reflect({1.0, 0.0}, n);
        const engine::Vec2 got = engine::normalize(b.points[2] - b.points[1]);
        CHECK(got.x == Approx(want.x).margin(1e-9));
        CHECK(got.y == Approx(want.y).margin(1e-9));
        CHECK(b.points[1].y == Approx(3.5).margin(1e-12));
    }
    SECTION("a mirror is two-sided") {
        load(w, room(), R"({"type": "laser", "x": 17, "y": 3, "angle": 180}, {"type": "mirror", "x": 10, "y": 3, "angle": 45})");
        step(w, 1);
        const engine::LaserPath& b = firstOf<LaserEmitter>(w).beam;
        REQUIRE(b.points.size() == 3);
        CHECK(b.points[2].y == Approx(1.0));  // up to the ceiling
    }
}

TEST_CASE("Beams stop at solid tiles and doors and reflect off mirror tiles up to the bounce limit", "[ninja][lasers]") {
    game::World w;
    SECTION("a closed door absorbs the beam on its face") {
        load(w, room(), R"({"type": "laser", "x": 3, "y": 3, "angle": 0}, {"type": "door", "id": "d", "x": 12, "y": 2, "w": 1, "h": 3})");
        step(w, 1);
        const engine::LaserPath& b = firstOf<LaserEmitter>(w).beam;
        REQUIRE(b.points.size() == 2);
        CHECK(b.points[1].x == Approx(12.0));
        CHECK(b.end == engine::LaserEnd::Absorbed);
    }
    SECTION("a beam between two mirror walls stops after the bounce limit") {
        std::vector<std::string> rows = room();
        rows[0] = "#MMMMMMMMMMMMMMMMMMMMMMMMMMMM#";
        rows[11] = "#MMMMMMMMMMMMMMMMMMMMMMMMMMMM#";
        load(w, rows, R"({"type": "laser", "x": 3, "y": 5, "angle": 80, "range": 256})");
        step(w, 1);
        const engine::LaserPath& b = firstOf<LaserEmitter>(w).beam;
        CHECK(b.points.size() == static_cast<std::size_t>(game::kMaxBeamBounces) + 2);
        CHECK(b.end == engine::LaserEnd::MaxBounces);
    }
    SECTION("a moving platform absorbs the beam where it is now") {
        load(w, room(), R"({"type": "laser", "x": 10, "y": 1, "angle": 90}, {"type": "platform", "x": 8, "y": 5, "w": 4, "h": 0.5, "path": [[8, 5], [20, 5]], "speed": 3, "wait": 0, "easing": "linear"})");
        step(w, 1);
        CHECK(firstOf<LaserEmitter>(w).beam.points.back().y == Approx(5.0));
        step(w, 120);  // the platform has moved on: the beam reaches the floor
        CHECK(firstOf<LaserEmitter>(w).beam.points.back().y == Approx(11.0));
    }
    SECTION("a solid tile absorbs") {
        load(w, room(), R"({"type": "laser", "x": 3, "y": 3, "angle": 180})");
        step(w, 1);
        const engine::LaserPath& b = firstOf<LaserEmitter>(w).beam;
        CHECK(b.points.back().x == Approx(1.0));
        CHECK(b.end == engine::LaserEnd::Absorbed);
    }
}

TEST_CASE("A beam in the world reflects off a level's mirror shape at its angled face", "[ninja][lasers][shapes]") {
    engine::LoadResult r = engine::loadLevelText(levelText(room(), R"({"type": "laser", "x": 3, "y": 5, "angle": 0})"),
                                                 "<test>", game::levelSchema());
    REQUIRE(r.level);
    engine::ShapeSpec wedge;
    wedge.surface = engine::Surface::Mirror;
    wedge.points = {{12, 2}, {20, 2}, {16, 10}};
    r.level->shapes.push_back(wedge);
    game::World w;
    game::loadWorld(w, std::move(*r.level));
    REQUIRE_FALSE(w.shapes.empty());
    step(w, 1);
    const engine::LaserPath& b = firstOf<LaserEmitter>(w).beam;
    REQUIRE(b.points.size() >= 3);
    REQUIRE(b.surface[0] <= engine::kLaserShapeFace);
    // The first bounce lies on the wedge's left face, (12, 2)–(16, 10).
    CHECK(engine::cross(engine::Vec2{4, 8}, b.points[1] - engine::Vec2{12, 2}) == Approx(0.0).margin(1e-9));
    CHECK(b.points[1].x > 12.0);
    CHECK(b.points[1].x < 16.0);
}
