#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/level/level_format.h"
#include "engine/level/level_loader.h"
#include "game/play/play_session.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/world/checkpoints.h"
#include "game/world/components.h"
#include "game/world/level_schema.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"
#include "tests/game/world/world_steps.h"

using namespace world_test;

namespace {

/// A corridor: the spawn at (1, 5), a checkpoint at (6, 5), spikes at (12..13, 5), the exit at (18, 5), and a
/// platform sliding to and fro over it (its place tells the world's time). `extra` adds entities.
std::string checkpointCorridor(const std::string& mode, const std::string& extra = "") {
    return R"({"format": 1, "name": "Checkpoint corridor", "mode": ")" + mode + R"(", "par": 10,
      "tiles": [
        "####################",
        "#..................#",
        "#..................#",
        "#..................#",
        "#..................#",
        "#@..........^^....E#",
        "####################"],
      "entities": [{"type": "checkpoint", "x": 6, "y": 5},
                   {"type": "platform", "x": 2, "y": 1, "w": 2, "h": 0.5, "path": [[2, 1], [14, 1]],
                    "speed": 3, "wait": 0, "easing": "linear"})" + extra + "]}";
}

/// The checkpoint component of the level's only checkpoint.
const game::Checkpoint& theCheckpoint(const game::World& w) {
    const game::Checkpoint* out = nullptr;
    for (engine::Entity e : w.registry.entities())
        if (const game::Checkpoint* c = w.registry.tryGet<game::Checkpoint>(e)) out = c;
    REQUIRE(out != nullptr);
    return *out;
}

/// The moving platform's centre.
engine::Vec2 platformAt(const game::World& w) {
    engine::Vec2 at;
    w.registry.view<game::Platform, game::Transform>().each([&](const game::Platform&, const game::Transform& t) { at = t.position; });
    return at;
}

bool dying(const game::World& w) { return w.state == game::RunState::Dying; }
bool playing(const game::World& w) { return w.state == game::RunState::Playing; }

} // namespace

TEST_CASE("A death after a checkpoint brings the player back to the checkpoint, in both modes", "[world][checkpoint]") {
    for (const char* mode : {"ninja", "crypt"}) {
        DYNAMIC_SECTION(mode) {
            game::World w = worldOf(checkpointCorridor(mode));
            CHECK_FALSE(theCheckpoint(w).lit);
            stepUntil(w, right(), [](const game::World& x) { return theCheckpoint(x).lit; });
            CHECK(theCheckpoint(w).active);
            REQUIRE(w.checkpoint.snapshot);
            stepUntil(w, right(), dying);
            CHECK(w.lastDeath == game::DeathCause::Spikes);
            stepUntil(w, {}, playing);
            const engine::Aabb box = game::playerBox(w);
            CHECK(center(box).x == Approx(6.5));          // the checkpoint's cell, not the spawn's (1.5)
            CHECK(box.max.y == Approx(6.0));              // feet on the cell's bottom edge
            CHECK(game::playerVelocity(w) == engine::Vec2{});
            CHECK(w.deaths == 1);
            CHECK(w.attempts == 1);                       // the same attempt goes on
            CHECK(w.checkpoint.respawns == 1);
            CHECK(theCheckpoint(w).lit);
        }
    }
}

TEST_CASE("A respawn brings back the world as it was when the checkpoint was lit", "[world][checkpoint]") {
    game::World w = worldOf(checkpointCorridor("ninja"));
    stepUntil(w, right(), [](const game::World& x) { return theCheckpoint(x).lit; });
    const engine::Vec2 platformAtTouch = platformAt(w);
    const std::uint64_t tickAtTouch = w.tick;
    stepUntil(w, right(), dying);
    CHECK(platformAt(w) != platformAtTouch);
    stepUntil(w, {}, playing);
    CHECK(platformAt(w) == platformAtTouch);
    CHECK(w.tick == tickAtTouch);
}

TEST_CASE("The level clock runs on through a death and a respawn at a checkpoint", "[world][checkpoint]") {
    game::World w = worldOf(checkpointCorridor("ninja"));
    int ticks = stepUntil(w, right(), dying);
    CHECK(w.clockTicks == std::uint64_t(ticks));
    ticks += stepUntil(w, {}, playing);
    CHECK(w.clockTicks == std::uint64_t(ticks));  // the death burst counts: the attempt's whole time
    for (int i = 0; i < 10; ++i) game::stepWorld(w, {});
    CHECK(w.clockTicks == std::uint64_t(ticks + 10));
}

TEST_CASE("A death before any checkpoint, and Restart after one, go back to the spawn with the checkpoints dark",
          "[world][checkpoint]") {
    SECTION("a death before the checkpoint") {
        // Spikes before the checkpoint: the first death is a plain restart.
        game::World w = worldOf(R"({"format": 1, "name": "Early spikes", "mode": "ninja", "par": 10,
          "tiles": ["############", "#..........#", "#@..^^.....#", "##########E#"],
          "entities": [{"type": "checkpoint", "x": 8, "y": 2}]})");
        stepUntil(w, right(), dying);
        stepUntil(w, {}, playing);
        CHECK(center(game::playerBox(w)).x == Approx(1.5));
        CHECK(w.attempts == 2);
        CHECK(w.clockTicks == 0);
    }
    SECTION("Restart after the checkpoint") {
        game::World w = worldOf(checkpointCorridor("crypt"));
        stepUntil(w, right(), [](const game::World& x) { return theCheckpoint(x).lit; });
        engine::InputFrame restart;
        restart.set(engine::Action::Restart, true);
        game::stepWorld(w, restart);
        CHECK_FALSE(theCheckpoint(w).lit);
        CHECK_FALSE(w.checkpoint.snapshot);
        CHECK(center(game::playerBox(w)).x == Approx(1.5));
        CHECK(w.clockTicks == 0);
        CHECK(w.attempts == 2);
        // And a death now is a plain restart again.
        stepUntil(w, {}, [](const game::World& x) { return !x.restartHeld; }, 2);
        game::stepWorld(w, {});
        CHECK(w.checkpoint.respawns == 0);
    }
}

TEST_CASE("Checkpoints, deaths and respawns are deterministic and in the state hash", "[world][checkpoint]") {
    auto run = [](std::vector<std::string>* hashes) {
        game::World w = worldOf(checkpointCorridor("ninja"));
        for (int t = 0; t < 400; ++t) {
            engine::InputFrame in = right();
            if (t > 200 && t % 40 < 3) in.set(engine::Action::Jump, true);
            game::stepWorld(w, in);
            hashes->push_back(game::hashWorld(w));
        }
        return w;
    };
    std::vector<std::string> a, b;
    const game::World wa = run(&a), wb = run(&b);
    CHECK(a == b);
    CHECK(wa.deaths >= 1);
    CHECK(wa.checkpoint.respawns >= 1);
    CHECK(wa.checkpoint.respawns == wa.deaths - (wa.state == game::RunState::Dying ? 1 : 0));
    // The same world with its checkpoint dark hashes differently from the lit one.
    game::World lit = worldOf(checkpointCorridor("ninja"));
    stepUntil(lit, right(), [](const game::World& x) { return theCheckpoint(x).lit; });
    game::World dark = lit;
    dark.checkpoint.snapshot.reset();
    dark.checkpoint.snapshotHash.clear();
    for (engine::Entity e : dark.registry.entities())
        if (game::Checkpoint* c = dark.registry.tryGet<game::Checkpoint>(e)) *c = {};
    CHECK(game::hashWorld(lit) != game::hashWorld(dark));
    // A copy of a world (rewind keeps copies) respawns exactly as the original does.
    game::World copy = lit;
    stepUntil(lit, right(), dying);
    stepUntil(copy, right(), dying);
    stepUntil(lit, {}, playing);
    stepUntil(copy, {}, playing);
    CHECK(game::hashWorld(lit) == game::hashWorld(copy));
}

TEST_CASE("A checkpoint in a wall, outside the map or with a field of the wrong type is a located error",
          "[world][checkpoint][schema]") {
    auto load = [](const std::string& entity) {
        const std::string text = "{\"format\": 1, \"name\": \"Bad\", \"mode\": \"crypt\",\n"
                                 " \"tiles\": [\"##########\", \"#@......E#\", \"##########\"],\n"
                                 " \"entities\": [\n  " + entity + "\n]}\n";
        return engine::loadLevelText(text, "bad.json", game::levelSchema());
    };
    auto errors = [](const engine::LoadResult& r) {
        std::string out;
        for (const engine::Diagnostic& d : r.diagnostics) out += d.format() + "\n";
        return out;
    };
    struct Case { const char* entity; const char* says; };
    const Case cases[] = {
        {R"({"type": "checkpoint", "x": 0, "y": 1})", "bad.json:4:3: error: entities[0]: "},
        {R"({"type": "checkpoint", "x": 12, "y": 1})", "bad.json:4:31: error: entities[0].x: x = 12 puts this checkpoint outside the map"},
        {R"({"type": "checkpoint", "x": 3, "y": -1})", "bad.json:4:39: error: entities[0].y: y = -1 puts this checkpoint outside the map"},
        {R"({"type": "checkpoint", "x": "3", "y": 1})", "bad.json:4:31: error: entities[0].x: "},
        {R"({"type": "checkpoint", "y": 1})", "bad.json:4:3: error: entities[0]"},
    };
    for (const Case& c : cases) {
        INFO(c.entity);
        const engine::LoadResult r = load(c.entity);
        INFO(errors(r));
        CHECK_FALSE(r.ok());
        CHECK(errors(r).find(c.says) != std::string::npos);
    }
    const engine::LoadResult wall = load(R"({"type": "checkpoint", "x": 0, "y": 1})");
    CHECK(errors(wall).find("solid tile '#' at cell (0, 1)") != std::string::npos);
    const engine::LoadResult extra = load(R"({"type": "checkpoint", "x": 3, "y": 1, "text": "hi"})");
    CHECK(extra.ok());
    CHECK(errors(extra).find("bad.json:4:42: warning: entities[0].text: unknown field \"text\" for checkpoint is ignored") !=
          std::string::npos);
    CHECK(load(R"({"type": "checkpoint", "x": 3, "y": 1})").ok());
}

TEST_CASE("A solution replay that dies after a checkpoint replays identically and still finishes, in both modes",
          "[world][checkpoint][replay]") {
    for (const char* mode : {"ninja", "crypt"}) {
        DYNAMIC_SECTION(mode) {
            const std::string base = std::string(RAYCRYPT_SOURCE_DIR "/tests/fixtures/levels/checkpoint_") + mode;
            engine::LoadResult level = engine::loadLevelFile(base + ".json", game::levelSchema());
            REQUIRE(level.level);
            game::ReplayLoadResult replay = game::loadReplayFile(base + ".replay.json");
            REQUIRE(replay.ok());
            const game::HeadlessSummary first = game::runReplay(*level.level, *replay.replay);
            CHECK(first.outcome == "complete");
            CHECK(first.deaths == 1);
            CHECK(first.clockTicks == first.ticks);  // the clock ran through the death: the attempt's whole time
            CHECK(game::runReplay(*level.level, *replay.replay).stateHash == first.stateHash);
            CHECK(game::runReplay(*level.level, *replay.replay).stateHash == first.stateHash);
            // Without the checkpoint the same inputs die and stop there.
            engine::Level bare = *level.level;
            bare.entities.clear();
            CHECK(game::runReplay(bare, *replay.replay).outcome == "dead");
        }
    }
}

TEST_CASE("The results of a clear count the checkpoints used, and its recording replays the respawn",
          "[world][checkpoint][replay]") {
    const std::string base = RAYCRYPT_SOURCE_DIR "/tests/fixtures/levels/checkpoint_ninja";
    engine::LoadResult level = engine::loadLevelFile(base + ".json", game::levelSchema());
    REQUIRE(level.level);
    game::ReplayLoadResult replay = game::loadReplayFile(base + ".replay.json");
    REQUIRE(replay.ok());
    // Played as live input: the session records the attempt, death and respawn included.
    game::PlaySession live;
    game::SessionSetup setup;
    setup.level = *level.level;
    REQUIRE(live.open(std::move(setup), nullptr));
    for (const engine::InputFrame& f : replay.replay->frames) {
        if (live.results()) break;
        live.step(f);
    }
    REQUIRE(live.results());
    CHECK(live.results()->checkpoints == 1);
    CHECK(live.results()->checkpointsUsed == 1);
    CHECK(live.results()->deaths == 1);
    CHECK(live.results()->seconds == Approx(live.world().clockSeconds()));
    // The recording of that attempt plays back to the same finish.
    const game::HeadlessSummary again = game::runReplay(*level.level, live.recording());
    CHECK(again.outcome == "complete");
    CHECK(again.stateHash == game::hashWorld(live.world()));
}

TEST_CASE("A Tiled object of type or class checkpoint imports as a checkpoint, and --format writes it in place",
          "[world][checkpoint][tiled][format]") {
    // A 7 × 3 room: walls around, the spawn at (1, 1), the exit at (5, 1); objects in pixels (16 a cell).
    auto map = [](const std::string& objects) {
        return std::string(R"({"type": "map", "version": "1.8", "orientation": "orthogonal", "infinite": false,
  "width": 7, "height": 3, "tilewidth": 16, "tileheight": 16,
  "properties": [{"name": "name", "type": "string", "value": "T"}, {"name": "mode", "type": "string", "value": "crypt"}],
  "tilesets": [{"firstgid": 1, "name": "walls", "tilewidth": 16, "tileheight": 16, "tilecount": 3, "columns": 3,
    "tiles": [{"id": 0, "type": "solid"}, {"id": 1, "type": "spawn"}, {"id": 2, "type": "exit"}]}],
  "layers": [
    {"type": "tilelayer", "name": "Tiles", "width": 7, "height": 3, "data": [1,1,1,1,1,1,1, 1,2,0,0,0,3,1, 1,1,1,1,1,1,1]},
    {"type": "objectgroup", "name": "Entities", "objects": [)") + objects + "]}]}";
    };
    for (const char* key : {"type", "class"}) {
        INFO(key);
        const engine::LoadResult r = engine::loadLevelText(
            map(std::string(R"({"id": 1, "name": "", ")") + key + R"(": "checkpoint", "x": 56, "y": 24, "point": true})"),
            "t.tmj", game::levelSchema());
        REQUIRE(r.ok());
        REQUIRE(r.level->entities.size() == 1);
        CHECK(r.level->entities[0].type == "checkpoint");
        CHECK(r.level->entities[0].cell == engine::Vec2{3, 1});
    }
    const engine::LoadResult wall = engine::loadLevelText(
        map(R"({"id": 1, "name": "", "type": "checkpoint", "x": 8, "y": 8, "point": true})"), "t.tmj",
        game::levelSchema());
    CHECK_FALSE(wall.ok());

    // The canonical form keeps type, x, y in the schema's order.
    const engine::FormatResult f = engine::formatLevelText(R"({"format": 1, "name": "F", "mode": "ninja",
 "tiles": ["#######", "#@...E#", "#######"],
 "entities": [{"y": 1, "x": 3, "type": "checkpoint"}]})", "f.json", game::levelSchema());
    REQUIRE(f.text);
    CHECK(f.text->find(R"({"type": "checkpoint", "x": 3, "y": 1})") != std::string::npos);
}
