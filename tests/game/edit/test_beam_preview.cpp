// The editor's beam preview: traced by the game's laser code through mirrors, receivers and doors, it is the beam
// the game itself traces.
#include <catch2/catch.hpp>

#include <cmath>

#include "engine/level/level_loader.h"
#include "game/edit/beam_preview.h"
#include "game/ninja/lasers.h"
#include "game/world/level_schema.h"
#include "game/world/world.h"

namespace {

/// A room with a laser aimed right at a mirror turned 45 degrees, two cells below the ceiling, and one more
/// entity (JSON text) between them.
std::string mirrorRoom(const std::string& between) {
    return R"({"format": 1, "name": "Beam", "mode": "ninja", "tiles": [
  "############",
  "#..........#",
  "#..........#",
  "#..........#",
  "#..........#",
  "#..........#",
  "#@........E#",
  "############"],
  "entities": [{"type": "laser", "x": 2, "y": 2, "angle": 0}, )" +
           between + R"(, {"type": "mirror", "x": 8, "y": 2, "angle": 45}]})";
}

engine::Level loadText(const std::string& text) {
    engine::LoadResult r = engine::loadLevelText(text, "beam.json", game::levelSchema());
    REQUIRE(r.level);
    return *r.level;
}

engine::Level loadShipped(const char* name) {
    engine::LoadResult r = engine::loadLevelFile(std::string(RAYCRYPT_SOURCE_DIR "/levels/") + name, game::levelSchema());
    REQUIRE(r.level);
    return *r.level;
}

/// The one laser emitter of a world, with its Transform.
game::LaserEmitter& onlyEmitter(game::World& world) {
    game::LaserEmitter* found = nullptr;
    world.registry.view<game::LaserEmitter>().each([&](game::LaserEmitter& e) { found = &e; });
    REQUIRE(found);
    return *found;
}

void requireSamePolyline(const std::vector<engine::Vec2>& a, const std::vector<engine::Vec2>& b) {
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CHECK(a[i].x == b[i].x);
        CHECK(a[i].y == b[i].y);
    }
}

} // namespace

TEST_CASE("A laser aimed at a mirror entity previews two segments, the second the mirror's reflection", "[edit][beam]") {
    const std::vector<game::BeamPreview> beams = game::beamPreviews(loadText(mirrorRoom(R"({"type": "sign", "x": 4, "y": 4, "text": "a"})")));
    REQUIRE(beams.size() == 1);
    CHECK(beams[0].entity == 0);
    const std::vector<engine::Vec2>& pts = beams[0].points;
    REQUIRE(pts.size() == 3);
    CHECK(pts[0].x == Approx(2.5));
    CHECK(pts[0].y == Approx(2.5));
    CHECK(pts[1].x == Approx(8.5)); // the mirror's centre: the beam runs along its row
    CHECK(pts[1].y == Approx(2.5));
    const engine::Vec2 along = engine::fromAngle(engine::degreesToRadians(45.0));
    const engine::Vec2 expected = engine::reflect({1.0, 0.0}, {-along.y, along.x});
    const engine::Vec2 second = engine::normalize(pts[2] - pts[1]);
    CHECK(second.x == Approx(expected.x).margin(1e-6));
    CHECK(second.y == Approx(expected.y).margin(1e-6));
    CHECK(pts[2].y == Approx(7.0)); // then down to the floor
}

TEST_CASE("The preview of Relay's pulsing laser is the beam the game traces once it switches on", "[edit][beam]") {
    const engine::Level level = loadShipped("ninja/13.json");
    const std::vector<game::BeamPreview> beams = game::beamPreviews(level);
    REQUIRE(beams.size() == 1);
    CHECK(beams[0].points.size() == 4); // laser, mirror, mirror, receiver

    game::World world;
    game::loadWorld(world, level);
    game::LaserEmitter& emitter = onlyEmitter(world);
    for (int t = 0; t < 1200 && emitter.pulse != game::PulsePhase::On; ++t) game::stepWorld(world, {});
    REQUIRE(emitter.pulse == game::PulsePhase::On);
    requireSamePolyline(beams[0].points, emitter.beam.points);
}

TEST_CASE("The preview of Rail Relay's moving laser is the beam the game traces at load", "[edit][beam]") {
    // Rail Relay's first laser entity is the one on a rail; previews come in entity order.
    const engine::Level level = loadShipped("ninja/16.json");
    const std::vector<game::BeamPreview> beams = game::beamPreviews(level);
    REQUIRE(!beams.empty());
    game::World world;
    game::loadWorld(world, level);
    game::LaserEmitter* moving = nullptr;
    int movingCount = 0;
    world.registry.view<game::LaserEmitter>().each([&](game::LaserEmitter& e) {
        if (e.kind == game::EmitterKind::Moving) { moving = &e; ++movingCount; }
    });
    REQUIRE(movingCount == 1);
    requireSamePolyline(beams[0].points, moving->beam.points);
}

TEST_CASE("A closed door stops the preview, and a crypt level has no beams", "[edit][beam]") {
    const std::vector<game::BeamPreview> beams =
        game::beamPreviews(loadText(mirrorRoom(R"({"type": "door", "id": "d", "x": 5, "y": 1})")));
    REQUIRE(beams.size() == 1);
    REQUIRE(beams[0].points.size() == 2);
    CHECK(beams[0].points[1].x == Approx(5.0)); // the door's left face
    CHECK(game::beamPreviews(loadShipped("crypt/01.json")).empty());
}
