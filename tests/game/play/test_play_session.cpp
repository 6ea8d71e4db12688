// PlaySession: one visit to a level, driven with no display — load, death, restart, completion, hot reload and a
// replay round trip.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "game/play/play_session.h"
#include "game/run/headless.h"
#include "tests/game/play/scratch_dir.h"

using play_test::ScratchDir;

namespace {

namespace fs = std::filesystem;

/// A corridor: spawn on the left, spikes in the middle of the floor, the exit on the right.
constexpr const char* kCorridor = R"({
  "format": 1, "name": "Corridor", "mode": "ninja", "par": 4,
  "tiles": [
    "############",
    "#..........#",
    "#..........#",
    "#@...^....E#",
    "############"
  ]
})";

/// The same corridor, renamed and without spikes (a good save of the file).
constexpr const char* kCorridorFixed = R"({
  "format": 1, "name": "Corridor Two", "mode": "ninja", "par": 4,
  "tiles": [
    "############",
    "#..........#",
    "#..........#",
    "#@........E#",
    "############"
  ]
})";

/// A frame holding only `a`.
engine::InputFrame holding(engine::Action a) {
    engine::InputFrame f;
    f.set(a, true);
    return f;
}

/// Write text to path, replacing it.
void writeFile(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

/// A session open on `text` written to dir/name.
bool openFile(game::PlaySession& session, const fs::path& file, const std::string& text, bool hotReload,
              std::string* error = nullptr) {
    writeFile(file, text);
    game::SessionSetup setup;
    setup.path = file.string();
    setup.hotReload = hotReload;
    setup.progressKey = "test/corridor.json";
    return session.open(std::move(setup), error);
}

/// Step with `input` until the world leaves Playing, at most `limit` ticks; the last tick's outcome.
game::TickOutcome stepUntilNotPlaying(game::PlaySession& s, const engine::InputFrame& input, int limit = 1200) {
    game::TickOutcome out;
    for (int i = 0; i < limit && s.world().state == game::RunState::Playing; ++i) out = s.step(s.nextInput(input));
    return out;
}

} // namespace

TEST_CASE("A session loads its level file and reports every error of a broken one", "[session]") {
    ScratchDir dir;
    game::PlaySession good;
    REQUIRE(openFile(good, dir.path / "corridor.json", kCorridor, false));
    CHECK(good.world().level.meta.name == "Corridor");
    CHECK(good.world().state == game::RunState::Playing);
    CHECK(good.world().attempts == 1);

    game::PlaySession broken;
    std::string error;
    CHECK_FALSE(openFile(broken, dir.path / "broken.json", R"({"format": 1, "name": 5})", false, &error));
    CHECK(error.find("broken.json:1:") != std::string::npos);
}

TEST_CASE("A death is booked in the progress, and the attempt after it records afresh", "[session]") {
    ScratchDir dir;
    game::Progress progress;
    int saves = 0;
    {
        game::PlaySession session;
        REQUIRE(openFile(session, dir.path / "corridor.json", kCorridor, false));
        session.setBook({&progress, [&saves] { ++saves; return true; }});
        const game::TickOutcome died = stepUntilNotPlaying(session, holding(engine::Action::Right));
        REQUIRE(session.world().state == game::RunState::Dying);
        CHECK(died.deaths == 1);
        CHECK(session.world().lastDeath == game::DeathCause::Spikes);
        CHECK(progress.find("test/corridor.json")->deaths == 1);
        CHECK(session.recording().frames.size() == session.world().tick);
        // The death burst plays, then a new attempt starts by itself with an empty recording.
        bool newAttempt = false;
        for (int i = 0; i < game::kDeathRestartTicks + 1 && !newAttempt; ++i)
            newAttempt = session.step(session.nextInput({})).newAttempt;
        CHECK(newAttempt);
        CHECK(session.world().attempts == 2);
        CHECK(session.recording().frames.empty());
        CHECK(saves == 0); // deaths are written out when the visit ends
    }
    CHECK(saves == 1);
}

TEST_CASE("The level clock starts on the attempt's first input, and the results show that time", "[session]") {
    ScratchDir dir;
    game::PlaySession session;
    REQUIRE(openFile(session, dir.path / "corridor.json", kCorridorFixed, false));
    // Reading the level: the world runs, the clock waits. An aim alone (a mouse moving) or Restart does not start it.
    engine::InputFrame pointing;
    pointing.aim = {1.0, 0.0};
    for (int i = 0; i < 200; ++i) session.step(session.nextInput(pointing));
    CHECK(session.world().tick == 200);
    CHECK(session.world().clockTicks == 0);
    session.step(session.nextInput(holding(engine::Action::Restart)));
    CHECK(session.world().clockTicks == 0);
    // The first held action is the clock's first tick.
    session.step(session.nextInput(holding(engine::Action::Jump)));
    CHECK(session.world().clockTicks == 1);
    // Once running, it runs with no input too.
    for (int i = 0; i < 9; ++i) session.step(session.nextInput({}));
    CHECK(session.world().clockTicks == 10);
    stepUntilNotPlaying(session, holding(engine::Action::Right));
    REQUIRE(session.results());
    CHECK(session.results()->seconds == Approx(session.world().clockSeconds()));
    CHECK(session.world().clockTicks == session.world().tick);  // the Restart tick started the attempt over
    CHECK(session.world().clockSeconds() > 0.0);
}

TEST_CASE("A death starts the next attempt with its clock waiting for an input again", "[session]") {
    ScratchDir dir;
    game::PlaySession session;
    REQUIRE(openFile(session, dir.path / "corridor.json", kCorridor, false));
    stepUntilNotPlaying(session, holding(engine::Action::Right));
    REQUIRE(session.world().state == game::RunState::Dying);
    CHECK(session.world().clockTicks > 0);
    while (session.world().attempts == 1) session.step(session.nextInput({}));
    for (int i = 0; i < 30; ++i) session.step(session.nextInput({}));
    CHECK(session.world().tick == 30);
    CHECK(session.world().clockTicks == 0);
}

TEST_CASE("Restarting a session starts a new visit: clock, deaths and attempts from zero", "[session]") {
    ScratchDir dir;
    game::PlaySession session;
    REQUIRE(openFile(session, dir.path / "corridor.json", kCorridor, false));
    stepUntilNotPlaying(session, holding(engine::Action::Right));
    REQUIRE(session.world().deaths == 1);
    session.restart();
    CHECK(session.world().deaths == 0);
    CHECK(session.world().attempts == 1);
    CHECK(session.world().tick == 0);
    CHECK(session.world().state == game::RunState::Playing);
    CHECK(session.recording().frames.empty());
}

TEST_CASE("Completing the level books the time and medal once and freezes the world", "[session]") {
    ScratchDir dir;
    game::Progress progress;
    int saves = 0;
    game::PlaySession session;
    REQUIRE(openFile(session, dir.path / "corridor.json", kCorridorFixed, false));
    session.setBook({&progress, [&saves] { ++saves; return true; }});
    const game::TickOutcome done = stepUntilNotPlaying(session, holding(engine::Action::Right));
    REQUIRE(session.world().state == game::RunState::Complete);
    CHECK(done.completed);
    REQUIRE(session.results());
    const game::SessionResults& r = *session.results();
    CHECK(r.levelName == "Corridor Two");
    CHECK(r.seconds == Approx(session.world().clockSeconds()));
    CHECK(r.seconds > 0.0);
    CHECK(r.recorded);
    CHECK(r.record.firstClear);
    CHECK(r.record.medal == game::Medal::Gold); // well under the 4 s par
    CHECK(progress.find("test/corridor.json")->completed);
    CHECK(saves == 1);
    // More ticks change nothing: the world is frozen and the finish is not booked twice.
    const std::uint64_t tick = session.world().tick;
    CHECK_FALSE(session.step(session.nextInput(holding(engine::Action::Left))).completed);
    CHECK(session.world().tick == tick);
    CHECK(progress.find("test/corridor.json")->completions == 1);
}

TEST_CASE("Hot reload swaps in each good save, keeps the last good level on a broken one, and keeps the deaths",
          "[session]") {
    ScratchDir dir;
    const fs::path file = dir.path / "corridor.json";
    game::PlaySession session;
    REQUIRE(openFile(session, file, kCorridor, true));
    stepUntilNotPlaying(session, holding(engine::Action::Right));
    REQUIRE(session.world().deaths == 1);
    double now = 0.0;
    CHECK(session.pollReload(now += 10) == game::ReloadOutcome::Unchanged);

    writeFile(file, R"({"format": 1, "name": "Corridor", "mode": "ninja", "tiles": 7})");
    CHECK(session.pollReload(now += 10) == game::ReloadOutcome::Broken);
    CHECK(session.reloadMessage().find("corridor.json:1:") != std::string::npos);
    CHECK(session.reloadMessage().find("tiles") != std::string::npos);
    CHECK(session.world().level.meta.name == "Corridor"); // the last good level keeps running

    writeFile(file, kCorridorFixed);
    CHECK(session.pollReload(now += 10) == game::ReloadOutcome::Reloaded);
    CHECK(session.reloadMessage().empty());
    CHECK(session.world().level.meta.name == "Corridor Two");
    CHECK(session.world().deaths == 1);
    CHECK(session.world().state == game::RunState::Playing);
    stepUntilNotPlaying(session, holding(engine::Action::Right));
    CHECK(session.world().state == game::RunState::Complete);
}

TEST_CASE("A recorded run saved as a replay plays back to the same state hash", "[session][replay]") {
    ScratchDir dir;
    const fs::path replayFile = dir.path / "run.replay.json";
    game::PlaySession live;
    writeFile(dir.path / "corridor.json", kCorridorFixed);
    game::SessionSetup setup;
    setup.path = (dir.path / "corridor.json").string();
    setup.record = replayFile.string();
    REQUIRE(live.open(std::move(setup), nullptr));
    // A run with a hop and a pause in it, so the replay is not one repeated frame.
    for (int t = 0; t < 2000 && live.world().state == game::RunState::Playing; ++t) {
        engine::InputFrame f;
        f.set(engine::Action::Right, t < 30 || t > 50);
        f.set(engine::Action::Jump, t >= 60 && t < 75);
        live.step(live.nextInput(f));
    }
    REQUIRE(live.world().state == game::RunState::Complete);
    const std::string liveHash = game::hashWorld(live.world());
    REQUIRE(fs::exists(replayFile));

    game::ReplayLoadResult loaded = game::loadReplayFile(replayFile.string());
    REQUIRE(loaded.ok());
    CHECK(loaded.replay->frames.size() == live.recording().frames.size());
    CHECK(loaded.replay->levelName == "Corridor Two");
    game::PlaySession watch;
    game::SessionSetup again;
    again.path = (dir.path / "corridor.json").string();
    again.playback = *loaded.replay;
    REQUIRE(watch.open(std::move(again), nullptr));
    CHECK(watch.watching());
    const game::HeadlessSummary s = game::runReplay(watch);
    CHECK(s.outcome == "complete");
    CHECK(s.stateHash == liveHash);
    CHECK(s.ticks == live.world().totalTicks);
}

TEST_CASE("A session's timestep runs the world's slow-down: half speed gives half the ticks", "[session]") {
    ScratchDir dir;
    game::PlaySession session;
    REQUIRE(openFile(session, dir.path / "corridor.json", kCorridorFixed, false));
    int normal = 0, slowed = 0;
    for (int i = 0; i < 60; ++i) normal += session.due(1.0 / 60.0);
    for (int i = 0; i < 60; ++i) slowed += session.due(1.0 / 60.0, 0.5);
    CHECK(normal == engine::kTickRate);
    CHECK(slowed == engine::kTickRate / 2);
}

TEST_CASE("A campaign clear is kept as a record beside the progress, and not where the progress cannot be saved",
          "[session][records]") {
    for (const bool progressSaves : {true, false}) {
        ScratchDir dir;
        game::Progress progress;
        game::PlaySession session;
        writeFile(dir.path / "corridor.json", kCorridorFixed);
        game::SessionSetup setup;
        setup.path = (dir.path / "corridor.json").string();
        setup.progressKey = "test/corridor.json";
        setup.recordsDir = (dir.path / "records").string();
        REQUIRE(session.open(std::move(setup), nullptr));
        session.setBook({&progress, [progressSaves] { return progressSaves; }});
        stepUntilNotPlaying(session, holding(engine::Action::Right));
        REQUIRE(session.results());
        CHECK(session.results()->keptAsRecord == progressSaves);
        CHECK(fs::exists(dir.path / "records" / "test" / "corridor") == progressSaves);
    }
}

TEST_CASE("A clear with no input at all is booked at zero seconds and kept as no record", "[session][records]") {
    ScratchDir dir;
    game::Progress progress;
    game::PlaySession session;
    // The exit right below the spawn: the player falls into it.
    writeFile(dir.path / "drop.json", R"({"format": 1, "name": "Drop", "mode": "ninja", "par": 5,
      "tiles": ["#######", "#..@..#", "#.....#", "#..E..#", "#######"]})");
    game::SessionSetup setup;
    setup.path = (dir.path / "drop.json").string();
    setup.progressKey = "test/drop.json";
    setup.recordsDir = (dir.path / "records").string();
    REQUIRE(session.open(std::move(setup), nullptr));
    session.setBook({&progress, [] { return true; }});
    stepUntilNotPlaying(session, engine::InputFrame{});
    REQUIRE(session.results());
    CHECK(session.world().clockTicks == 0);
    CHECK(session.results()->seconds == 0.0);
    CHECK(session.results()->recorded);
    CHECK_FALSE(session.results()->keptAsRecord);
    CHECK_FALSE(fs::exists(dir.path / "records" / "test" / "drop"));
    CHECK(progress.find("test/drop.json")->completed);
}
