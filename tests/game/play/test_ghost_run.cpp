// Ghosts and the scrubber re-simulate recorded attempts: they must match the recorded run exactly.
#include <catch2/catch.hpp>

#include "engine/level/level_loader.h"
#include "game/play/ghost_run.h"
#include "game/play/play_session.h"
#include "game/play/replay_scrubber.h"
#include "game/run/headless.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"

namespace {

/// Spikes in the middle of the floor, the exit past them: a hop clears them.
constexpr const char* kHopLevel = R"({
  "format": 1, "name": "Hop", "mode": "ninja",
  "tiles": [
    "##############",
    "#............#",
    "#............#",
    "#............#",
    "#............#",
    "#@....^.....E#",
    "##############"
  ]
})";

engine::Level hopLevel() { return std::move(*engine::loadLevelText(kHopLevel, "hop.json", game::levelSchema()).level); }

/// Run right, jumping over the spikes when `hop` (else running into them).
engine::InputFrame runInput(int t, bool hop) {
    engine::InputFrame f;
    f.set(engine::Action::Right, true);
    f.set(engine::Action::Jump, hop && t >= 68 && t < 88);
    return f;
}

/// A session with two failed attempts (into the spikes) and then a completed one.
game::PlaySession& visitWithAttempts(game::PlaySession& s) {
    game::SessionSetup setup;
    setup.level = hopLevel();
    REQUIRE(s.open(std::move(setup), nullptr));
    for (int attempt = 0; attempt < 3; ++attempt) {
        const int before = s.world().attempts;
        for (int t = 0; t < 3000 && s.world().attempts == before && s.world().state != game::RunState::Complete; ++t)
            s.step(s.nextInput(runInput(static_cast<int>(s.world().tick), attempt == 2)));
    }
    REQUIRE(s.world().state == game::RunState::Complete);
    return s;
}

} // namespace

TEST_CASE("A session keeps every finished attempt with how it ended", "[ghost][session]") {
    game::PlaySession s;
    visitWithAttempts(s);
    REQUIRE(s.attempts().size() == 3);
    CHECK_FALSE(s.attempts()[0].completed);
    CHECK_FALSE(s.attempts()[1].completed);
    CHECK(s.attempts()[2].completed);
    CHECK(s.attempts()[2].ticks == s.world().tick);
    CHECK(s.attempts()[2].inputs.frames.size() == s.attempts()[2].ticks);
}

TEST_CASE("Each ghost of a kept attempt ends where and how that attempt ended", "[ghost]") {
    game::PlaySession s;
    visitWithAttempts(s);
    const engine::Level level = hopLevel();
    std::vector<game::GhostRun> ghosts(s.attempts().size());
    for (std::size_t i = 0; i < ghosts.size(); ++i) game::startGhost(ghosts[i], level, s.attempts()[i].inputs);
    for (int t = 0; t < 3000; ++t) game::stepGhosts(ghosts);
    CHECK(ghosts[0].end == game::GhostEnd::Died);
    CHECK(ghosts[0].world.lastDeath == game::DeathCause::Spikes);
    CHECK(ghosts[0].world.tick == s.attempts()[0].ticks);
    CHECK(ghosts[1].end == game::GhostEnd::Died);
    CHECK(ghosts[2].end == game::GhostEnd::Completed);
    CHECK(ghosts[2].world.tick == s.world().tick);
    // The completed ghost is the live run: same place, same state of everything but the visit's counters.
    CHECK(game::ghostPosition(ghosts[2]).x == engine::center(game::playerBox(s.world())).x);
    CHECK(game::ghostPosition(ghosts[2]).y == engine::center(game::playerBox(s.world())).y);
}

TEST_CASE("A ghost raced alongside the live run is where the recorded run was on every tick", "[ghost]") {
    const engine::Level level = hopLevel();
    game::Replay best;
    game::World live;
    game::loadWorld(live, level);
    std::vector<engine::Vec2> path;
    for (int t = 0; t < 3000 && live.state == game::RunState::Playing; ++t) {
        best.frames.push_back(runInput(t, true));
        game::stepWorld(live, best.frames.back());
        path.push_back(engine::center(game::playerBox(live)));
    }
    REQUIRE(live.state == game::RunState::Complete);
    game::GhostRun ghost;
    game::startGhost(ghost, level, best);
    for (const engine::Vec2& p : path) {
        game::stepGhost(ghost);
        REQUIRE(game::ghostPosition(ghost).x == p.x);
        REQUIRE(game::ghostPosition(ghost).y == p.y);
    }
    CHECK(ghost.end == game::GhostEnd::Completed);
    game::stepGhost(ghost); // an ended ghost stays put
    CHECK(game::ghostPosition(ghost).x == path.back().x);
}

TEST_CASE("Seeking a scrubbed replay to any tick gives the state straight playback reaches there", "[scrubber]") {
    const engine::Level level = hopLevel();
    game::Replay replay;
    for (int t = 0; t < 400; ++t) replay.frames.push_back(runInput(t, true));
    game::ReplayScrubber scrub;
    scrub.open(level, replay);
    game::World straight;
    game::loadWorld(straight, level);
    std::vector<std::string> hashes{game::hashWorld(straight)};
    while (straight.state == game::RunState::Playing) {
        game::stepWorld(straight, replay.frames[straight.totalTicks]);
        hashes.push_back(game::hashWorld(straight));
    }
    REQUIRE(scrub.length() == hashes.size() - 1);
    game::World w;
    for (std::uint64_t t : {std::uint64_t{0}, std::uint64_t{1}, game::kScrubInterval - 1, game::kScrubInterval,
                            game::kScrubInterval * 3 + 7, scrub.length() - 1, scrub.length()}) {
        scrub.seek(t, w);
        INFO("tick " << t);
        CHECK(w.totalTicks == t);
        CHECK(game::hashWorld(w) == hashes[t]);
    }
    // Backwards, then forward one tick at a time, as scrubbing does.
    scrub.seek(scrub.length() - 5, w);
    scrub.seek(12, w);
    CHECK(scrub.stepForward(w));
    CHECK(game::hashWorld(w) == hashes[13]);
    scrub.seek(scrub.length() + 100, w); // clamped
    CHECK(w.totalTicks == scrub.length());
}
