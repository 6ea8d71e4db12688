// Every shipped level is proven beatable: its committed solution replay (LEVEL.replay.json beside it) completes
// it headless, an empty replay does not (no level is won by standing still), and three runs give one hash.
// Keyboard solutions (LEVEL.keyboard.replay.json: input the keyboard alone makes, checked against the input
// mapper in tests/game/app/shell/test_keyboard_replays.cpp) complete their levels too, and every par follows the
// par rule of levels/README.md from its solution's level time. Every shipped level with a collectible ships its
// collect proof (LEVEL.collect.replay.json), which takes the item and finishes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "engine/level/level_loader.h"
#include "game/replay/replay_file.h"
#include "game/run/collect_proof.h"
#include "game/run/headless.h"
#include "game/world/level_schema.h"

namespace {

/// The file name ending of a keyboard solution replay.
constexpr std::string_view kKeyboardReplay = ".keyboard.replay.json";

/// Every keyboard solution replay under levels/, sorted.
std::vector<std::string> keyboardReplays() {
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::recursive_directory_iterator(RAYCRYPT_SOURCE_DIR "/levels")) {
        const std::string f = e.path().string();
        if (e.is_regular_file() && f.size() > kKeyboardReplay.size() &&
            f.compare(f.size() - kKeyboardReplay.size(), kKeyboardReplay.size(), kKeyboardReplay) == 0)
            files.push_back(f);
    }
    std::sort(files.begin(), files.end());
    return files;
}

/// The par rule (levels/README.md, "Par times"; tests/tools/set_pars.py writes it): par = 1.3 × the solution's
/// level time, rounded up to the next tenth of a second. In tenths, from the time in ticks (120 a second).
std::int64_t parTenthsFor(std::uint64_t clockTicks) {
    return static_cast<std::int64_t>((clockTicks * 130 + 1199) / 1200);
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
            game::ReplayLoadResult replay = game::loadReplayFile(game::solutionReplayPathFor(file));
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

TEST_CASE("Every shipped level with a collectible has a collect proof that takes it and finishes",
          "[replay][levels][collectible]") {
    for (const std::string& file : engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels")) {
        DYNAMIC_SECTION(file) {
            engine::LoadResult loaded = engine::loadLevelFile(file, game::levelSchema());
            REQUIRE(loaded.level);
            const bool hasItem = std::any_of(loaded.level->entities.begin(), loaded.level->entities.end(),
                                             [](const engine::EntitySpec& e) { return e.type == "collectible"; });
            const std::string proofPath = game::collectReplayPathFor(file);
            const game::CollectProofResult proof = game::checkCollectProof(*loaded.level, proofPath);
            INFO((proof.error ? proof.error->format() : std::string()));
            CHECK(proof.hit == hasItem); // a proof for every collectible, and none for a level without one
            if (hasItem) {
                CHECK(proof.finished);
                CHECK(proof.taken);
                CHECK_FALSE(proof.error);
                // The solution replay stays a proof of its own: it still finishes, with or without the item.
                game::ReplayLoadResult solution = game::loadReplayFile(game::solutionReplayPathFor(file));
                REQUIRE(solution.ok());
                CHECK(run(*loaded.level, *solution.replay).outcome == "complete");
            }
        }
    }
}

TEST_CASE("Every keyboard solution replay completes its level, and crypt 1 to 3 have one", "[replay][levels]") {
    const std::vector<std::string> files = keyboardReplays();
    for (const char* needed : {"/crypt/01", "/crypt/02", "/crypt/03"}) {
        INFO(needed);
        CHECK(std::any_of(files.begin(), files.end(), [&](const std::string& f) {
            return f.find(std::string(needed) + std::string(kKeyboardReplay)) != std::string::npos;
        }));
    }
    for (const std::string& file : files) {
        DYNAMIC_SECTION(file) {
            const std::string level = file.substr(0, file.size() - kKeyboardReplay.size()) + ".json";
            engine::LoadResult loaded = engine::loadLevelFile(level, game::levelSchema());
            REQUIRE(loaded.level);
            game::ReplayLoadResult replay = game::loadReplayFile(file);
            INFO((replay.errors.empty() ? std::string() : replay.errors.front()));
            REQUIRE(replay.ok());
            const game::HeadlessSummary summary = run(*loaded.level, *replay.replay);
            CHECK(summary.outcome == "complete");
            CHECK(summary.deaths == 0);
        }
    }
    // They are replays, not levels: the level list leaves them out.
    for (const std::string& level : engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels"))
        CHECK(level.find(".replay.json") == std::string::npos);
}

TEST_CASE("Every shipped level's par is 1.3 times its solution's level time, rounded up to a tenth of a second",
          "[replay][levels]") {
    for (const std::string& file : engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels")) {
        DYNAMIC_SECTION(file) {
            engine::LoadResult loaded = engine::loadLevelFile(file, game::levelSchema());
            REQUIRE(loaded.level);
            game::ReplayLoadResult replay = game::loadReplayFile(game::solutionReplayPathFor(file));
            REQUIRE(replay.ok());
            const game::HeadlessSummary solution = run(*loaded.level, *replay.replay);
            REQUIRE(solution.outcome == "complete");
            const double par = loaded.level->meta.parSeconds;
            INFO("solution " << solution.clockTicks << " ticks; par " << par
                             << " s (python3 tests/tools/set_pars.py sets every par by the rule)");
            CHECK(solution.clockTicks > 0);
            CHECK(par * 10.0 == Approx(std::round(par * 10.0)).margin(1e-9));
            CHECK(std::llround(par * 10.0) == parTenthsFor(solution.clockTicks));
        }
    }
}
