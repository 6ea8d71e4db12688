#include <catch2/catch.hpp>

#include <string>

#include "engine/level/level_format.h"
#include "engine/level/level_loader.h"
#include "game/run/headless.h"
#include "game/world/collectibles.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"
#include "tests/game/world/world_steps.h"

using namespace world_test;

namespace {

/// A corridor: the spawn at (1, 5), the collectible at (4, 5) on the way, a checkpoint at (8, 5) when asked,
/// spikes at (12..13, 5) unless left out, the exit at (18, 5).
std::string collectibleCorridor(const std::string& mode, bool checkpoint = false, bool spikes = true) {
    return R"({"format": 1, "name": "Collectible corridor", "mode": ")" + mode + R"(", "par": 10,
      "tiles": [
        "####################",
        "#..................#",
        "#..................#",
        "#..................#",
        "#..................#",
        "#@..........)" + std::string(spikes ? "^^" : "..") + R"(....E#",
        "####################"],
      "entities": [{"type": "collectible", "x": 4, "y": 5})" +
           std::string(checkpoint ? R"(, {"type": "checkpoint", "x": 8, "y": 5})" : "") + "]}";
}

/// The events of type `type` this tick.
int eventsOf(const game::World& w, game::EventType type) {
    int n = 0;
    for (const game::WorldEvent& e : w.events) n += e.type == type ? 1 : 0;
    return n;
}

/// Diagnostics as text, one a line.
std::string errorsOf(const engine::LoadResult& r) {
    std::string out;
    for (const engine::Diagnostic& d : r.diagnostics) out += d.format() + "\n";
    return out;
}

} // namespace

TEST_CASE("The collectible is taken on touch and counts when the exit is reached alive, in both modes",
          "[world][collectible]") {
    for (const char* mode : {"ninja", "crypt"}) {
        DYNAMIC_SECTION(mode) {
            game::World w = worldOf(collectibleCorridor(mode, false, false));
            CHECK(game::hasCollectible(w));
            CHECK_FALSE(game::carriesCollectible(w));
            bool collectEvent = false;
            stepUntil(w, right(), [&](const game::World& x) {
                collectEvent = collectEvent || eventsOf(x, game::EventType::Collect) == 1;
                return game::carriesCollectible(x);
            });
            CHECK(collectEvent);
            CHECK_FALSE(game::collectibleTaken(w)); // carried, not yet counted
            stepUntil(w, right(), [](const game::World& x) { return x.state != game::RunState::Playing; });
            REQUIRE(w.state == game::RunState::Complete);
            CHECK(game::collectibleTaken(w));
        }
    }
}

TEST_CASE("A death loses the collectible: the next attempt finds it back in its place", "[world][collectible]") {
    game::World w = worldOf(collectibleCorridor("ninja"));
    stepUntil(w, right(), [](const game::World& x) { return x.state == game::RunState::Dying; }); // into the spikes
    CHECK(game::carriesCollectible(w)); // it was taken on the way
    stepUntil(w, {}, [](const game::World& x) { return x.state == game::RunState::Playing; });
    CHECK_FALSE(game::carriesCollectible(w));
    CHECK(game::hasCollectible(w));
    CHECK(w.deaths == 1);
}

TEST_CASE("A clear without the collectible does not count it", "[world][collectible]") {
    // The item up in the air at (4, 3): a run along the floor passes under it to the exit.
    std::string text = collectibleCorridor("ninja", false, false);
    text.replace(text.find(R"("x": 4, "y": 5)"), 14, R"("x": 4, "y": 2)");
    game::World w = worldOf(text);
    stepUntil(w, right(), [](const game::World& x) { return x.state != game::RunState::Playing; });
    CHECK(w.state == game::RunState::Complete);
    CHECK_FALSE(game::carriesCollectible(w));
    CHECK_FALSE(game::collectibleTaken(w));
}

TEST_CASE("A death after a checkpoint loses the collectible taken before it, and puts it back in its place",
          "[world][collectible][checkpoint]") {
    game::World w = worldOf(collectibleCorridor("crypt", true));
    stepUntil(w, right(), [](const game::World& x) { return x.checkpoint.snapshot != nullptr; });
    CHECK(game::carriesCollectible(w));
    stepUntil(w, right(), [](const game::World& x) { return x.state == game::RunState::Dying; });
    stepUntil(w, {}, [](const game::World& x) { return x.state == game::RunState::Playing; });
    CHECK(w.checkpoint.respawns == 1);             // back at the checkpoint, past the item's place
    CHECK_FALSE(game::carriesCollectible(w));      // lost with the death
    CHECK(game::hasCollectible(w));                // and waiting in its place again
}

TEST_CASE("Restart puts the collectible back, and the state hash holds whether it is carried",
          "[world][collectible]") {
    game::World a = worldOf(collectibleCorridor("ninja"));
    game::World b = worldOf(collectibleCorridor("ninja"));
    const std::string fresh = game::hashWorld(a);
    stepUntil(a, right(), [](const game::World& x) { return game::carriesCollectible(x); });
    CHECK(game::hashWorld(a) != fresh);
    engine::InputFrame restart;
    restart.set(engine::Action::Restart, true);
    game::stepWorld(a, restart);
    CHECK_FALSE(game::carriesCollectible(a));
    // Same inputs, same hashes, bit for bit.
    for (int i = 0; i < 300; ++i) game::stepWorld(b, i < 150 ? right() : right(i % 30 == 0));
    game::World c = worldOf(collectibleCorridor("ninja"));
    for (int i = 0; i < 300; ++i) game::stepWorld(c, i < 150 ? right() : right(i % 30 == 0));
    CHECK(game::hashWorld(b) == game::hashWorld(c));
}

TEST_CASE("Two collectibles in a level, or one in a wall, is a located error", "[world][collectible][schema]") {
    auto load = [](const std::string& entities) {
        const std::string text = "{\"format\": 1, \"name\": \"Bad\", \"mode\": \"ninja\",\n"
                                 " \"tiles\": [\"##########\", \"#@......E#\", \"##########\"],\n"
                                 " \"entities\": [\n  " + entities + "\n]}\n";
        return engine::loadLevelText(text, "bad.json", game::levelSchema());
    };
    const engine::LoadResult two =
        load(R"({"type": "collectible", "x": 3, "y": 1},)" "\n  " R"({"type": "collectible", "x": 5, "y": 1})");
    INFO(errorsOf(two));
    CHECK_FALSE(two.ok());
    CHECK(errorsOf(two).find("bad.json:5:3: error: entities[1]: too many collectibles: a level may hold at most 1") !=
          std::string::npos);
    const engine::LoadResult wall = load(R"({"type": "collectible", "x": 0, "y": 1})");
    INFO(errorsOf(wall));
    CHECK_FALSE(wall.ok());
    CHECK(errorsOf(wall).find("bad.json:4:3: error: entities[0]: ") != std::string::npos);
    CHECK(errorsOf(wall).find("solid tile '#' at cell (0, 1)") != std::string::npos);
    CHECK(load(R"({"type": "collectible", "x": 3, "y": 1})").ok());
}

TEST_CASE("A Tiled object of type collectible imports as one, and --format writes it in place",
          "[world][collectible][tiled][format]") {
    const std::string map = R"({"type": "map", "version": "1.8", "orientation": "orthogonal", "infinite": false,
  "width": 7, "height": 3, "tilewidth": 16, "tileheight": 16,
  "properties": [{"name": "name", "type": "string", "value": "T"}, {"name": "mode", "type": "string", "value": "ninja"}],
  "tilesets": [{"firstgid": 1, "name": "walls", "tilewidth": 16, "tileheight": 16, "tilecount": 3, "columns": 3,
    "tiles": [{"id": 0, "type": "solid"}, {"id": 1, "type": "spawn"}, {"id": 2, "type": "exit"}]}],
  "layers": [
    {"type": "tilelayer", "name": "Tiles", "width": 7, "height": 3, "data": [1,1,1,1,1,1,1, 1,2,0,0,0,3,1, 1,1,1,1,1,1,1]},
    {"type": "objectgroup", "name": "Entities", "objects": [
      {"id": 1, "name": "", "class": "collectible", "x": 56, "y": 24, "point": true}]}]})";
    const engine::LoadResult r = engine::loadLevelText(map, "t.tmj", game::levelSchema());
    INFO(errorsOf(r));
    REQUIRE(r.ok());
    REQUIRE(r.level->entities.size() == 1);
    CHECK(r.level->entities[0].type == "collectible");
    CHECK(r.level->entities[0].cell == engine::Vec2{3, 1});

    const engine::FormatResult f = engine::formatLevelText(R"({"format": 1, "name": "F", "mode": "crypt",
 "tiles": ["#######", "#@...E#", "#######"],
 "entities": [{"y": 1, "x": 3, "type": "collectible"}]})", "f.json", game::levelSchema());
    REQUIRE(f.text);
    CHECK(f.text->find(R"({"type": "collectible", "x": 3, "y": 1})") != std::string::npos);
}

TEST_CASE("The headless summary says whether a run took the collectible, and only for a level with one",
          "[world][collectible][replay]") {
    engine::LoadResult r = engine::loadLevelText(collectibleCorridor("ninja"), "c.json", game::levelSchema());
    REQUIRE(r.level);
    const game::HeadlessSummary idle = game::runReplay(*r.level, game::Replay{});
    CHECK(idle.hasCollectible);
    CHECK_FALSE(idle.collectible);
    CHECK(game::summaryJson(idle).find(R"("collectible":"left")") != std::string::npos);
    r.level->entities.clear();
    CHECK(game::summaryJson(game::runReplay(*r.level, game::Replay{})).find("collectible") == std::string::npos);
}
