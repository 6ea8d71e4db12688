// Damage: the ninja's hit circle against beams, continuously. The two skip-through cases at the game's maxima
// (a beam rotating at kMaxSpin past the ninja; the ninja dashing at kDashSpeed across a beam), graze forgiveness,
// and no unfair hits behind cover.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>

#include "engine/geometry/overlap.h"
#include "game/ninja/damage.h"
#include "game/ninja/ninja_tuning.h"
#include "ninja_test_util.h"

using namespace ninja_test;
using game::LaserEmitter;

namespace {

/// The player's centre.
engine::Vec2 playerCentre(game::World& w) { return w.registry.get<game::Transform>(w.player).position; }

/// True when the circle around the player's centre touches any leg of the beam (a tick-end-only test).
bool touchesNow(const engine::LaserPath& beam, engine::Vec2 c) {
    for (std::size_t i = 0; i + 1 < beam.points.size(); ++i)
        if (engine::overlapSegmentCircle({beam.points[i], beam.points[i + 1]}, {c, game::kHitRadius})) return true;
    return false;
}

/// A fractional x for an entity whose centre should be at world x `cx`.
std::string cellX(double cx) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6f", cx - 0.5);
    return buf;
}

/// The room with the spawn moved to column `spawnX` of the floor row.
std::vector<std::string> roomWithSpawnAt(int spawnX) {
    std::vector<std::string> rows = room();
    rows[10] = "#............................E#";
    rows[10].erase(rows[10].size() - 1);  // keep 30 columns
    rows[10][static_cast<std::size_t>(spawnX)] = '@';
    return rows;
}

/// Dash right from standing: hold Aim 3 ticks aiming right, release. Returns the player's x after every tick
/// of the dash (stops early when the player dies).
std::vector<double> dashRight(game::World& w) {
    step(w, 2);
    step(w, 3, frame({engine::Action::Aim}, {1.0, 0.0}));
    std::vector<double> xs{playerCentre(w).x};
    for (int i = 0; i < game::kDashTicks + 2 && w.state == game::RunState::Playing; ++i) {
        step(w, 1);
        xs.push_back(playerCentre(w).x);
    }
    return xs;
}

} // namespace

TEST_CASE("A beam rotating past the ninja at the fastest spin kills it though no tick's beam touches it", "[ninja][damage]") {
    game::World w;
    std::vector<std::string> rows = roomWithSpawnAt(27);
    rows[10][28] = '.';
    rows[10][1] = 'E';
    load(w, rows, R"({"type": "laser", "x": 2, "y": 1, "kind": "rotating", "speed": 720, "range": 64})");
    step(w, 1);  // settle on the floor
    const engine::Vec2 p = playerCentre(w);
    engine::Entity em = first<LaserEmitter>(w);
    const engine::Vec2 o = w.registry.get<game::Transform>(em).position;
    LaserEmitter& e = w.registry.get<LaserEmitter>(em);
    REQUIRE(e.speed == Approx(game::kMaxSpin));
    // Start 27 degrees before the player: the ticks' beams fall 3 degrees either side of it, never on it.
    const double toPlayer = engine::angleOf(p - o);
    e.angle = e.prevAngle = toPlayer - 27.0 * kDeg;
    REQUIRE(engine::distance(o, p) * game::kMaxSpin * engine::kTickSeconds > 2.0 * game::kHitRadius);
    bool touchedAtTickEnd = false;
    for (int i = 0; i < 12 && w.state == game::RunState::Playing; ++i) {
        step(w, 1);
        touchedAtTickEnd = touchedAtTickEnd || touchesNow(w.registry.get<LaserEmitter>(em).beam, playerCentre(w));
    }
    CHECK_FALSE(touchedAtTickEnd);
    CHECK(w.state == game::RunState::Dying);
    CHECK(w.lastDeath == game::DeathCause::Laser);
    CHECK(hadEvent(w, game::EventType::Death));
    CHECK(engine::distance(w.deathPoint, p) < 1.0);
}

TEST_CASE("A ninja dashing across a beam at full dash speed is killed though no tick ends on it", "[ninja][damage]") {
    // First, the dash alone: where the player's centre is after each tick.
    game::World free;
    load(free, roomWithSpawnAt(3), "");
    const std::vector<double> xs = dashRight(free);
    REQUIRE(xs.size() >= 4);
    REQUIRE(xs[2] - xs[1] == Approx(game::kDashSpeed * engine::kTickSeconds));
    REQUIRE(xs[2] - xs[1] > 2.0 * game::kHitRadius);
    // A vertical beam half-way between two tick-end positions: each of them is 0.3125 > kHitRadius away.
    const double beamX = 0.5 * (xs[2] + xs[3]);
    game::World w;
    load(w, roomWithSpawnAt(3), R"({"type": "laser", "x": )" + cellX(beamX) + R"(, "y": 1, "angle": 90})");
    dashRight(w);
    CHECK(w.state == game::RunState::Dying);
    CHECK(w.lastDeath == game::DeathCause::Laser);
    CHECK(w.deathPoint.x == Approx(beamX));
}

TEST_CASE("The swept test sees a circle crossing a beam within one tick at dash speed", "[ninja][damage]") {
    engine::LaserPath beam;
    beam.points = {{1.0, 0.0}, {1.0, 5.0}};
    const double step = game::kDashSpeed * engine::kTickSeconds;
    game::MovingCircle c{{1.0 - step / 2.0, 2.0}, {1.0 + step / 2.0, 2.0}, game::kHitRadius};
    CHECK_FALSE(touchesNow(beam, c.from));
    CHECK_FALSE(touchesNow(beam, c.to));
    game::BeamHit h = game::sweepCircleAgainstBeam(beam, c);
    CHECK(h.hit);
    CHECK(h.point.x == Approx(1.0));
    SECTION("a circle passing beside the beam's end is not hit") {
        game::MovingCircle past{{1.0 - step / 2.0, 5.4}, {1.0 + step / 2.0, 5.4}, game::kHitRadius};
        CHECK_FALSE(game::sweepCircleAgainstBeam(beam, past).hit);
    }
}

TEST_CASE("A ninja standing just beside a beam is not hit: grazes are forgiven", "[ninja][damage]") {
    game::World w;
    load(w, roomWithSpawnAt(3), "");
    step(w, 2);
    const double px = playerCentre(w).x;
    game::World near;
    load(near, roomWithSpawnAt(3), R"({"type": "laser", "x": )" + cellX(px + game::kHitRadius + 0.05) + R"(, "y": 1, "angle": 90})");
    step(near, 120);
    CHECK(near.state == game::RunState::Playing);
    SECTION("but walking into it kills, with the burst on the beam") {
        step(near, 30, frame({engine::Action::Right}));
        CHECK(near.deaths == 1);
        CHECK(near.lastDeath == game::DeathCause::Laser);
        CHECK(near.deathPoint.x == Approx(px + game::kHitRadius + 0.05));
    }
}

TEST_CASE("A beam sweeping past a pillar does not hit the ninja hidden behind it", "[ninja][damage]") {
    std::vector<std::string> rows = roomWithSpawnAt(21);
    for (int y = 3; y <= 10; ++y) rows[static_cast<std::size_t>(y)][20] = '#';
    game::World w;
    load(w, rows, R"({"type": "laser", "x": 2, "y": 1, "kind": "rotating", "speed": 720})");
    int broadPhaseHits = 0;
    for (int i = 0; i < 240; ++i) {
        step(w, 1);
        const LaserEmitter& e = firstOf<LaserEmitter>(w);
        if (game::sweptAreaMayHit(e.prevBeam, e.beam, e.range, {playerCentre(w), game::kHitRadius})) ++broadPhaseHits;
    }
    CHECK(broadPhaseHits > 0);  // the sector covered the ninja...
    CHECK(w.state == game::RunState::Playing);  // ...but the re-traced beam never reached it
    CHECK(w.deaths == 0);
}

TEST_CASE("A beam sweeping across the ninja during the very first tick after loading kills in that tick", "[ninja][damage][regression]") {
    std::vector<std::string> rows = roomWithSpawnAt(27);
    rows[10][28] = '.';
    rows[10][1] = 'E';
    game::World bare;
    load(bare, rows, "");
    const engine::Vec2 p = playerCentre(bare);          // where the ninja stands at load
    const engine::Vec2 o{2.5, 1.5};                     // the emitter's centre (cell 2, 1)
    // The beam turns 6 degrees in the first tick; it starts 3 degrees short of the ninja and ends 3 degrees past.
    const double start = engine::angleOf(p - o) / kDeg - 3.0;
    char angle[64];
    std::snprintf(angle, sizeof angle, "%.9f", start);
    game::World w;
    load(w, rows, std::string(R"({"type": "laser", "x": 2, "y": 1, "kind": "rotating", "speed": 720, "angle": )") +
                      angle + "}");
    REQUIRE(playerCentre(w) == p);
    const LaserEmitter& e = firstOf<LaserEmitter>(w);
    REQUIRE(engine::distance(o, p) * 3.0 * kDeg > 2.0 * game::kHitRadius);  // neither end of the tick touches
    step(w, 1);
    CHECK_FALSE(touchesNow(firstOf<LaserEmitter>(w).beam, playerCentre(w)));
    CHECK(e.prevAngle == Approx(start * kDeg));
    CHECK(w.tick == 1);
    CHECK(w.state == game::RunState::Dying);
    CHECK(w.lastDeath == game::DeathCause::Laser);
}

namespace {

/// A 232-tile corridor: the emitter at cell (4, 1) shines down onto a mirror centred at (4.5, 9.5), which sends
/// the beam along the corridor to the ninja standing on the floor 210 tiles away.
std::vector<std::string> longCorridor() {
    std::vector<std::string> rows(12, "#" + std::string(230, '.') + "#");
    rows[0] = rows[11] = std::string(232, '#');
    rows[10][1] = 'E';
    rows[10][215] = '@';
    return rows;
}

/// The corridor's mirror centre.
constexpr engine::Vec2 kMirrorCentre{4.5, 9.5};

/// The corridor's emitter and its mirror, of the given angle and spin.
std::string emitterAndMirror(double angle, double spin) {
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  R"({"type": "laser", "x": 4, "y": 1, "angle": 90, "range": 256},)"
                  R"({"type": "mirror", "x": 4, "y": 9, "angle": %.9f, "spin": %.9f})",
                  angle, spin);
    return buf;
}

} // namespace

TEST_CASE("A beam reflected off a mirror spinning at 720 deg/s kills a ninja 210 tiles away though no tick's beam touches it",
          "[ninja][damage][regression]") {
    const std::vector<std::string> rows = longCorridor();
    game::World bare;
    load(bare, rows, "");
    // The beam comes down (90 degrees); a mirror line at angle m sends it off at 2m - 90 degrees.
    const double toPlayer = engine::angleOf(playerCentre(bare) - kMirrorCentre) / kDeg;
    SECTION("a static mirror aimed at the ninja kills it at once") {
        game::World w;
        load(w, rows, emitterAndMirror((toPlayer + 90.0) / 2.0, 0.0));
        step(w, 1);
        CHECK(w.state == game::RunState::Dying);
        CHECK(w.lastDeath == game::DeathCause::Laser);
    }
    SECTION("a spinning mirror sweeps the reflected beam across the ninja: 12 degrees, 44 tiles there, a tick") {
        game::World w;
        load(w, rows, emitterAndMirror(40.0, 720.0));  // the reflection starts at -10 degrees, 2 after tick 1
        const engine::Vec2 p = playerCentre(w);
        REQUIRE(p.x > kMirrorCentre.x + 200.0);
        bool touchedAtTickEnd = false;
        for (int i = 0; i < 60 && w.state == game::RunState::Playing; ++i) {
            step(w, 1);
            touchedAtTickEnd = touchedAtTickEnd || touchesNow(firstOf<LaserEmitter>(w).beam, playerCentre(w));
        }
        CHECK_FALSE(touchedAtTickEnd);
        CHECK(w.state == game::RunState::Dying);
        CHECK(w.lastDeath == game::DeathCause::Laser);
        CHECK(w.tick == 1);  // the reflection passes the ninja during the first tick
        CHECK(engine::distance(w.deathPoint, p) < 1.0);
    }
    SECTION("every start angle: the sweep finds the ninja within one mirror half-turn") {
        for (int k = 0; k < 48; ++k) {  // start angles 0.125 degrees apart: the tick-end beams land everywhere
            game::World w;
            load(w, rows, emitterAndMirror(20.0 + 0.125 * k, 720.0));
            step(w, 40);
            INFO("start angle " << 20.0 + 0.125 * k);
            CHECK(w.deaths >= 1);
            CHECK(w.lastDeath == game::DeathCause::Laser);
        }
    }
}
