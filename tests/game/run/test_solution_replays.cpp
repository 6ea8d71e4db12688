// Every shipped level is proven beatable: its committed solution replay (LEVEL.replay.json beside it) completes
// it headless, an empty replay does not (no level is won by standing still), and three runs give one hash.
#include <catch2/catch.hpp>

#include <filesystem>

#include "engine/level/level_loader.h"
#include "game/run/headless.h"
#include "game/world/level_schema.h"

namespace {

/// The replay path that goes with a level file: levels/ninja/03.json -> levels/ninja/03.replay.json.
std::string replayPathFor(const std::string& level) {
    std::filesystem::path p(level);
    return (p.parent_path() / (p.stem().string() + ".replay.json")).string();
}

/// Run `replay` on a fresh load of `level`.
game::HeadlessSummary run(const engine::Level& level, const game::Replay& replay) {
    return game::runReplay(level, replay);
}

} // namespace

TEST_CASE("Every shipped level completes with its solution replay and not with an empty one", "[replay][levels]") {
    const std::vector<std::string> files = engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels");
    for (const std::string& file : files) {
        DYNAMIC_SECTION(file) {
            engine::LoadResult loaded = engine::loadLevelFile(file, game::levelSchema());
            REQUIRE(loaded.level);
            game::ReplayLoadResult replay = game::loadReplayFile(replayPathFor(file));
            INFO((replay.errors.empty() ? std::string() : replay.errors.front()));
            REQUIRE(replay.ok());

            game::HeadlessSummary first = run(*loaded.level, *replay.replay);
            CHECK(first.outcome == "complete");
            CHECK(first.deaths == 0);
            CHECK(run(*loaded.level, *replay.replay).stateHash == first.stateHash);
            CHECK(run(*loaded.level, *replay.replay).stateHash == first.stateHash);

            game::HeadlessSummary idle = run(*loaded.level, game::Replay{});
            CHECK(idle.outcome != "complete");
        }
    }
}
