#include <catch2/catch.hpp>

#include "engine/level/level_loader.h"
#include "game/run/entity_fields.h"
#include "game/run/headless.h"
#include "game/run/rewind.h"
#include "game/world/level_schema.h"

namespace {

/// The built-in room, loaded fresh.
game::World builtInWorld() {
    game::World w;
    game::loadWorld(w, std::move(*engine::loadLevelText(game::builtInLevelText(), "<built-in>", game::levelSchema()).level));
    return w;
}

/// A varied input for tick t: runs, hops, aims.
engine::InputFrame inputAt(std::uint64_t t) {
    engine::InputFrame f;
    f.set((t / 200) % 2 == 0 ? engine::Action::Right : engine::Action::Left, true);
    f.set(engine::Action::Jump, t % 70 < 15);
    return f;
}

} // namespace

TEST_CASE("Stepping back restores the exact earlier state", "[rewind]") {
    game::World world = builtInWorld();
    game::RewindHistory history;
    std::vector<std::string> hashes;
    for (std::uint64_t t = 0; t < 500; ++t) {
        hashes.push_back(game::hashWorld(world));
        history.record(world, inputAt(t));
        game::stepWorld(world, inputAt(t));
    }
    SECTION("each step back lands on the hash the world had one tick earlier") {
        for (int back = 1; back <= 150; ++back) {
            REQUIRE(history.stepBack(world));
            CHECK(game::hashWorld(world) == hashes[500 - back]);
        }
    }
    SECTION("rewinding then replaying the same inputs reaches the same hash as never rewinding") {
        game::World straight = world;
        for (std::uint64_t t = 500; t < 700; ++t) game::stepWorld(straight, inputAt(t));
        for (int back = 0; back < 90; ++back) REQUIRE(history.stepBack(world));
        for (std::uint64_t t = 410; t < 700; ++t) {
            history.record(world, inputAt(t));
            game::stepWorld(world, inputAt(t));
        }
        CHECK(game::hashWorld(world) == game::hashWorld(straight));
    }
}

TEST_CASE("The rewind history holds ten seconds and no more", "[rewind]") {
    game::World world = builtInWorld();
    game::RewindHistory history;
    for (std::uint64_t t = 0; t < 5000; ++t) {
        history.record(world, inputAt(t));
        game::stepWorld(world, inputAt(t));
    }
    CHECK(history.available() == game::kRewindTicks);
    CHECK(history.snapshotCount() <= game::kRewindTicks / game::kSnapshotInterval + 2);
    std::uint64_t steps = 0;
    while (history.stepBack(world)) ++steps;
    CHECK(steps == game::kRewindTicks);
    SECTION("an empty history refuses to step back and leaves the world alone") {
        std::string before = game::hashWorld(world);
        CHECK_FALSE(history.stepBack(world));
        CHECK(game::hashWorld(world) == before);
    }
}

TEST_CASE("Stepping back restores every listed field of every component, presentation fields included", "[rewind]") {
    engine::LoadResult loaded = engine::loadLevelFile(RAYCRYPT_SOURCE_DIR "/levels/crypt/02.json", game::levelSchema());
    REQUIRE(loaded.level);
    game::ReplayLoadResult replay = game::loadReplayFile(RAYCRYPT_SOURCE_DIR "/levels/crypt/02.replay.json");
    REQUIRE(replay.ok());
    game::World world;
    game::loadWorld(world, std::move(*loaded.level));
    game::RewindHistory history;
    std::vector<nlohmann::ordered_json> dumps;
    const std::size_t ticks = std::min<std::size_t>(replay.replay->frames.size(), 400);
    for (std::size_t t = 0; t < ticks; ++t) {
        dumps.push_back(game::entitiesJson(world));
        history.record(world, replay.replay->frames[t]);
        game::stepWorld(world, replay.replay->frames[t]);
    }
    for (std::size_t back = 1; back <= 130; ++back) {
        REQUIRE(history.stepBack(world));
        INFO("stepped back " << back << " ticks");
        CHECK(game::entitiesJson(world) == dumps[ticks - back]);
    }
}
