// Ghosts and the scrubber re-simulate recorded attempts: they must match the recorded run exactly.
#include <catch2/catch.hpp>

#include "engine/level/level_loader.h"
#include "game/play/ghost_run.h"
#include "game/play/play_session.h"
#include "game/play/replay_scrubber.h"
#include "game/run/headless.h"
#include "game/run/rewind.h"
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

TEST_CASE("A ghost put back to an earlier tick is bit for bit what it was then, near or far back", "[ghost]") {
    const std::string root = RAYCRYPT_SOURCE_DIR;
    engine::LoadResult level = engine::loadLevelFile(root + "/levels/ninja/06.json", game::levelSchema());
    game::ReplayLoadResult best = game::loadReplayFile(root + "/levels/ninja/06.replay.json");
    REQUIRE(level.ok());
    REQUIRE(best.ok());
    game::GhostRun ghost;
    game::GhostTrail trail;
    game::startGhost(ghost, *level.level, *best.replay);
    std::vector<std::string> hashes{game::hashWorld(ghost.world)};
    for (int t = 0; t < 2000; ++t) {
        game::stepGhostKept(ghost, trail);
        hashes.push_back(game::hashWorld(ghost.world));
    }
    CHECK(trail.keyframes.size() == game::kGhostKeyframesKept + 1);
    for (std::uint64_t back : {1999u, 1990u, 1900u, 1500u, 700u, 61u, 60u, 0u}) {
        game::rewindGhost(ghost, trail, back);
        CHECK(trail.tick == back);
        CHECK(game::hashWorld(ghost.world) == hashes[back]);
    }
    for (int t = 0; t < 300; ++t) game::stepGhostKept(ghost, trail);
    CHECK(game::hashWorld(ghost.world) == hashes[300]);
}

TEST_CASE("The race ghost follows the world back when debug rewind steps it back", "[ghost][session]") {
    const std::string root = RAYCRYPT_SOURCE_DIR;
    game::SessionSetup setup;
    setup.path = root + "/levels/ninja/06.json";
    setup.ghost = game::loadReplayFile(root + "/levels/ninja/06.replay.json").replay;
    REQUIRE(setup.ghost);
    game::PlaySession s;
    REQUIRE(s.open(std::move(setup), nullptr));
    REQUIRE(s.ghosts().size() == 1);
    game::RewindHistory history;
    std::vector<std::string> ghostHashes{game::hashWorld(s.ghosts()[0].world)};
    std::vector<engine::Vec2> ghostPoints{game::ghostPosition(s.ghosts()[0])};
    // The live player stands still at the start while the ghost runs the level.
    for (int t = 0; t < 1500; ++t) {
        const engine::InputFrame in = s.nextInput({});
        history.record(s.world(), in);
        s.step(in);
        ghostHashes.push_back(game::hashWorld(s.ghosts()[0].world));
        ghostPoints.push_back(game::ghostPosition(s.ghosts()[0]));
    }
    REQUIRE(s.world().attempts == 1);
    REQUIRE(game::ghostPosition(s.ghosts()[0]).x != ghostPoints[0].x);
    for (int back = 0; back < 700; ++back) {
        REQUIRE(history.stepBack(s.world()));
        s.resync();
        const std::size_t tick = s.recording().frames.size();
        REQUIRE(tick == 1500u - 1u - static_cast<std::size_t>(back));
        REQUIRE(game::hashWorld(s.ghosts()[0].world) == ghostHashes[tick]);
        REQUIRE(game::ghostPosition(s.ghosts()[0]).x == ghostPoints[tick].x);
    }
    // Played on from there, the ghost runs the same ticks again.
    for (int t = 0; t < 200; ++t) s.step(s.nextInput({}));
    CHECK(game::hashWorld(s.ghosts()[0].world) == ghostHashes[1000]);
}

namespace {

/// The hop run from a fresh load, one frame per tick until the exit.
game::Replay hopRun() {
    game::Replay run;
    game::World w;
    game::loadWorld(w, hopLevel());
    for (int t = 0; t < 3000 && w.state == game::RunState::Playing; ++t) {
        run.frames.push_back(runInput(t, true));
        game::stepWorld(w, run.frames.back());
    }
    REQUIRE(w.state == game::RunState::Complete);
    return run;
}

/// The race ghost's path beside a session of `level` fed `live` frames, with `ghost` raced: its position every tick.
std::vector<engine::Vec2> racedPath(const game::Replay& ghost, const game::Replay& live, bool* verified) {
    game::PlaySession s;
    game::SessionSetup setup;
    setup.level = hopLevel();
    setup.ghost = ghost;
    REQUIRE(s.open(std::move(setup), nullptr));
    *verified = s.ghostVerified();
    std::vector<engine::Vec2> path;
    for (const engine::InputFrame& f : live.frames) {
        s.step(s.nextInput(f));
        REQUIRE(s.ghosts().size() == 1);
        path.push_back(game::ghostPosition(s.ghosts()[0]));
    }
    return path;
}

} // namespace

TEST_CASE("A replay that begins with a restart races as a ghost that runs, as the replay does headless", "[ghost]") {
    const game::Replay run = hopRun();
    game::Replay restartFirst = run;
    engine::InputFrame restart;
    restart.set(engine::Action::Restart, true);
    restartFirst.frames.insert(restartFirst.frames.begin(), restart);
    // Headless, it completes.
    CHECK(game::runReplay(hopLevel(), restartFirst).outcome == "complete");
    // As a ghost it runs the attempt that finished, tick for tick as the plain run's ghost.
    bool plainVerified = false, restartVerified = false;
    const std::vector<engine::Vec2> plain = racedPath(run, run, &plainVerified);
    const std::vector<engine::Vec2> fromRestart = racedPath(restartFirst, run, &restartVerified);
    CHECK(plainVerified);
    CHECK(restartVerified);
    REQUIRE(plain.size() == fromRestart.size());
    for (std::size_t i = 0; i < plain.size(); ++i) {
        INFO("tick " << i);
        REQUIRE(fromRestart[i].x == plain[i].x);
        REQUIRE(fromRestart[i].y == plain[i].y);
    }
    CHECK(fromRestart.back().x > fromRestart.front().x + 5.0); // it reached the exit, far from the spawn
}

TEST_CASE("A ghost whose run dies first races the attempt after the death", "[ghost]") {
    // Into the spikes, the death burst, then the hop run.
    game::Replay deadFirst;
    game::World w;
    game::loadWorld(w, hopLevel());
    for (int t = 0; t < 3000 && w.deaths == 0; ++t) {
        deadFirst.frames.push_back(runInput(t, false));
        game::stepWorld(w, deadFirst.frames.back());
    }
    while (w.state == game::RunState::Dying) {
        deadFirst.frames.push_back({});
        game::stepWorld(w, deadFirst.frames.back());
    }
    const game::Replay run = hopRun();
    deadFirst.frames.insert(deadFirst.frames.end(), run.frames.begin(), run.frames.end());
    const game::GhostCheck check = game::checkGhost(hopLevel(), deadFirst);
    CHECK(check.completes);
    CHECK(check.verified);
    REQUIRE(check.attempt.frames.size() == run.frames.size());
    CHECK(check.attempt.frames == run.frames);
}

TEST_CASE("A recorded attempt never keeps a restart held from before it, and replays as it was played", "[ghost][session]") {
    game::PlaySession s;
    game::SessionSetup setup;
    setup.level = hopLevel();
    REQUIRE(s.open(std::move(setup), nullptr));
    // Walk a little, then hold restart for 60 ticks through the restart, then run right with jumps.
    for (int t = 0; t < 30; ++t) s.step(s.nextInput(runInput(t, false)));
    engine::InputFrame held;
    held.set(engine::Action::Restart, true);
    std::vector<engine::Vec2> livePath;
    for (int t = 0; t < 60; ++t) {
        s.step(s.nextInput(held));
        if (t > 0) livePath.push_back(engine::center(game::playerBox(s.world())));
    }
    REQUIRE(s.world().attempts == 2);
    for (int t = 0; t < 60; ++t) {
        engine::InputFrame f = runInput(t, false);
        f.set(engine::Action::Jump, t % 20 < 10);
        s.step(s.nextInput(f));
        livePath.push_back(engine::center(game::playerBox(s.world())));
    }
    REQUIRE(s.world().state == game::RunState::Playing);
    REQUIRE(s.world().attempts == 2);
    const game::Replay& attempt = s.recording();
    REQUIRE(attempt.frames.size() == livePath.size());
    for (const engine::InputFrame& f : attempt.frames) CHECK_FALSE(f.isHeld(engine::Action::Restart));
    // Played from a fresh load, the recorded attempt is the live one, tick for tick.
    game::World fresh;
    game::loadWorld(fresh, hopLevel());
    for (std::size_t i = 0; i < attempt.frames.size(); ++i) {
        game::stepWorld(fresh, attempt.frames[i]);
        INFO("tick " << i);
        REQUIRE(engine::center(game::playerBox(fresh)).x == livePath[i].x);
        REQUIRE(engine::center(game::playerBox(fresh)).y == livePath[i].y);
    }
    CHECK(livePath.back().x > livePath.front().x + 1.0); // it ran
    CHECK(fresh.clockTicks == s.world().clockTicks);
}

TEST_CASE("A ghost claiming other ticks than its replay runs is raced, marked unverified", "[ghost][session]") {
    game::Replay forged = hopRun();
    const game::GhostCheck honest = game::checkGhost(hopLevel(), forged);
    REQUIRE(honest.verified);
    forged.result = game::ReplayResult{"complete", honest.ticks - 40};
    bool verified = true;
    racedPath(forged, hopRun(), &verified);
    CHECK_FALSE(verified);
    const game::GhostCheck check = game::checkGhost(hopLevel(), forged);
    CHECK_FALSE(check.verified);
    CHECK(check.why == "it claims " + std::to_string(honest.ticks - 40) + " ticks, its replay completes in " +
                           std::to_string(honest.ticks));
    forged.result->ticks = honest.ticks;
    racedPath(forged, hopRun(), &verified);
    CHECK(verified);
    // A replay that never reaches the exit is unverified too.
    game::Replay stops = forged;
    stops.frames.resize(40);
    CHECK_FALSE(game::checkGhost(hopLevel(), stops).verified);
}
