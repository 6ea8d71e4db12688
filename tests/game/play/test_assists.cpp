// Assists through the session and the headless runner: the comma list, invincibility against a death, the game
// speed's timestep arithmetic, an assisted replay's header round trip, and honest books (a clear with the assist
// mark, no medal, no record).
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/level/level_loader.h"
#include "game/play/aim_toggle.h"
#include "game/play/ghost_run.h"
#include "game/play/replay_scrubber.h"
#include "game/play/play_session.h"
#include "game/play/records.h"
#include "game/run/command_line.h"
#include "game/run/headless.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"
#include "tests/game/play/scratch_dir.h"

using play_test::ScratchDir;

namespace {

namespace fs = std::filesystem;

/// A corridor with spikes in the floor between the spawn and the exit: running right dies on them.
constexpr const char* kSpikeCorridor = R"({
  "format": 1, "name": "Spike Corridor", "mode": "ninja", "par": 60,
  "tiles": [
    "############",
    "#..........#",
    "#..........#",
    "#@...^....E#",
    "############"
  ]
})";

/// The level, loaded (the test fails on a load error).
engine::Level corridor() {
    engine::LoadResult r = engine::loadLevelText(kSpikeCorridor, "<corridor>", game::levelSchema());
    REQUIRE(r.level);
    return *r.level;
}

/// `ticks` frames holding Right.
game::Replay runRight(int ticks) {
    game::Replay r;
    engine::InputFrame f;
    f.set(engine::Action::Right, true);
    r.frames.assign(static_cast<std::size_t>(ticks), f);
    return r;
}

/// Run `raycrypt --headless` with these arguments; its summary line.
std::string headless(std::vector<const char*> args) {
    args.insert(args.begin(), "raycrypt");
    game::CommandLineResult cli = game::parseCommandLine(static_cast<int>(args.size()), args.data());
    INFO(cli.error);
    REQUIRE(cli.ok());
    std::ostringstream out, err;
    REQUIRE(game::runHeadlessCommand(cli.options, out, err) == 0);
    return out.str();
}

} // namespace

TEST_CASE("The assist list reads and writes the same comma list and names a bad item", "[assists]") {
    std::string error;
    const std::optional<game::Assists> a = game::parseAssists("invincible,speed=0.7,shells", &error);
    REQUIRE(a);
    CHECK(a->invincible);
    CHECK(a->infiniteShells);
    CHECK_FALSE(a->infiniteFocus);
    CHECK(a->speedPercent == 70);
    CHECK(game::assistsText(*a) == "invincible,shells,speed=0.7");
    CHECK(game::parseAssists(game::assistsText(*a), nullptr) == a);
    CHECK(game::parseAssists("", nullptr) == game::Assists{});
    CHECK_FALSE(game::parseAssists("", nullptr)->any());
    CHECK(game::parseAssists("speed=50", nullptr)->speedPercent == 50);
    CHECK_FALSE(game::parseAssists("speed=0.4", &error));
    CHECK(error.find("speed=0.4") != std::string::npos);
    CHECK_FALSE(game::parseAssists("invincible,flying", &error));
    CHECK(error.find("\"flying\"") != std::string::npos);
    CHECK_FALSE(game::parseAssists("speed=0.75", nullptr));
}

TEST_CASE("The command line takes --assist for any run and refuses an unknown assist", "[assists][cli]") {
    const char* ok[] = {"raycrypt", "--headless", "--assist", "invincible,speed=0.7"};
    game::CommandLineResult r = game::parseCommandLine(4, ok);
    REQUIRE(r.ok());
    REQUIRE(r.options.assists);
    CHECK(r.options.assists->invincible);
    CHECK(r.options.assists->speedPercent == 70);
    const char* bad[] = {"raycrypt", "--assist", "wings"};
    r = game::parseCommandLine(3, bad);
    CHECK_FALSE(r.ok());
    CHECK(r.error.find("wings") != std::string::npos);
}

TEST_CASE("Headless --assist invincible survives an input that otherwise dies on the spikes", "[assists][invincible]") {
    ScratchDir dir;
    const std::string level = (dir.path / "corridor.json").string(), replay = (dir.path / "right.replay.json").string();
    std::ofstream(level) << kSpikeCorridor;
    game::Replay right = runRight(600);
    REQUIRE(game::saveReplayFile(right, replay, nullptr));
    const std::string plain = headless({"--headless", "--level", level.c_str(), "--replay", replay.c_str()});
    CHECK(plain.find("\"outcome\":\"dead\"") != std::string::npos);
    const std::string helped =
        headless({"--headless", "--level", level.c_str(), "--replay", replay.c_str(), "--assist", "invincible"});
    CHECK(helped.find("\"outcome\":\"complete\"") != std::string::npos);
    CHECK(helped.find("\"deaths\":0") != std::string::npos);
    CHECK(helped.find("\"assists\":\"invincible\"") != std::string::npos);
}

TEST_CASE("Invincible: a crush or a fall puts the player back on the last safe ground, with no death", "[assists][invincible]") {
    game::World world;
    game::loadWorld(world, corridor());
    world.assists.invincible = true;
    for (int i = 0; i < 30; ++i) game::stepWorld(world, {});
    REQUIRE(world.hasSafeGround);
    const engine::Vec2 safe = world.safeGround;
    engine::InputFrame right;
    right.set(engine::Action::Right, true);
    for (int i = 0; i < 20; ++i) game::stepWorld(world, right);
    REQUIRE(engine::center(game::playerBox(world)).x > safe.x);
    game::killPlayer(world, game::DeathCause::Crushed, {});
    CHECK(world.state == game::RunState::Playing);
    CHECK(world.deaths == 0);
    CHECK(engine::center(game::playerBox(world)).x == Approx(world.safeGround.x));
    game::killPlayer(world, game::DeathCause::Laser, {});
    CHECK(world.deaths == 0);
    world.assists.invincible = false;
    game::killPlayer(world, game::DeathCause::Laser, {});
    CHECK(world.deaths == 1);
}

TEST_CASE("An unassisted run hashes as before: the assists enter the state hash only when one is on", "[assists]") {
    game::World a, b;
    game::loadWorld(a, corridor());
    game::loadWorld(b, corridor());
    b.assists.speedPercent = 100; // nothing on
    CHECK(game::hashWorld(a) == game::hashWorld(b));
    b.assists.infiniteFocus = true;
    CHECK(game::hashWorld(a) != game::hashWorld(b));
}

TEST_CASE("Game speed 0.5 takes twice the real time for the same ticks", "[assists][speed]") {
    auto ticksIn = [](int speedPercent, int frames) {
        game::PlaySession session;
        game::SessionSetup setup;
        setup.level = corridor();
        game::Assists a;
        a.speedPercent = speedPercent;
        setup.assists = a;
        REQUIRE(session.open(std::move(setup), nullptr));
        int ticks = 0;
        for (int i = 0; i < frames; ++i) ticks += session.due(1.0 / 60.0);
        return ticks;
    };
    // One real second (60 frames) at full speed is 120 ticks; at half speed the same 120 ticks take two seconds.
    CHECK(ticksIn(100, 60) == 120);
    CHECK(ticksIn(50, 60) == 60);
    CHECK(ticksIn(50, 120) == 120);
    CHECK(std::abs(ticksIn(70, 600) - 840) <= 1); // 0.7 of 1200 ticks, to within the accumulator's rounding
}

TEST_CASE("An assisted replay keeps its assists in the header and plays back identically with them", "[assists][replay]") {
    game::PlaySession live;
    game::SessionSetup setup;
    setup.level = corridor();
    game::Assists a;
    a.invincible = true;
    a.speedPercent = 80;
    setup.assists = a;
    REQUIRE(live.open(std::move(setup), nullptr));
    const game::Replay right = runRight(600);
    for (const engine::InputFrame& f : right.frames) {
        live.step(f);
        if (live.results()) break;
    }
    REQUIRE(live.results());
    REQUIRE(live.attempts().size() == 1);
    const game::Replay& recorded = live.attempts().back().inputs;
    REQUIRE(recorded.assists.size() == 1);
    CHECK(recorded.assists[0].tick == 0);
    CHECK(recorded.assists[0].set == a);
    const std::string text = game::saveReplayJson(recorded);
    CHECK(text.find("\"assists\": [{\"tick\": 0, \"set\": \"invincible,speed=0.8\"}]") != std::string::npos);
    game::ReplayLoadResult back = game::loadReplayText(text, "<round trip>");
    INFO((back.errors.empty() ? std::string() : back.errors.front()));
    REQUIRE(back.ok());
    CHECK(back.replay->assists.size() == 1);
    CHECK(back.replay->assists[0].set == a);
    CHECK(game::replayAssisted(*back.replay));
    // Played back with no assist given, the header's assists apply: the same run, the same end state.
    const game::HeadlessSummary again = game::runReplay(corridor(), *back.replay);
    CHECK(again.outcome == "complete");
    CHECK(again.deaths == 0);
    CHECK(again.stateHash == game::hashWorld(live.world()));
    // A bad header is refused at its field.
    game::ReplayLoadResult bad = game::loadReplayText(
        R"({"format": 1, "level": "x", "assists": [{"tick": 0, "set": "wings"}], "inputs": []})", "bad.json");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.errors.front().find("assists[0].set") != std::string::npos);
}

TEST_CASE("An assist switched on mid-attempt is noted at its frame in the recording", "[assists][replay]") {
    game::PlaySession live;
    game::SessionSetup setup;
    setup.level = corridor();
    REQUIRE(live.open(std::move(setup), nullptr));
    engine::InputFrame right;
    right.set(engine::Action::Right, true);
    for (int i = 0; i < 10; ++i) live.step(right);
    game::Assists a;
    a.invincible = true;
    live.setAssists(a);
    for (int i = 0; i < 600 && !live.results(); ++i) live.step(right);
    REQUIRE(live.results());
    CHECK(live.results()->assisted);
    const game::Replay& recorded = live.attempts().back().inputs;
    REQUIRE(recorded.assists.size() == 1);
    CHECK(recorded.assists[0].tick == 10);
    const game::HeadlessSummary again = game::runReplay(corridor(), recorded);
    CHECK(again.outcome == "complete");
    CHECK(again.stateHash == game::hashWorld(live.world()));
}

TEST_CASE("An assisted clear counts as cleared with its time kept, earns no medal and keeps no record", "[assists][records]") {
    ScratchDir dir;
    const std::string levelPath = (dir.path / "corridor.json").string();
    std::ofstream(levelPath) << kSpikeCorridor;
    const std::string records = (dir.path / "records").string();
    game::Progress progress;
    game::LevelRecord earlier;
    earlier.completed = true;
    earlier.bestSeconds = 1.25;
    earlier.medal = game::Medal::Gold;
    progress.levels["ninja/corridor.json"] = earlier;
    game::PlaySession session;
    game::SessionSetup setup;
    setup.path = levelPath;
    setup.progressKey = "ninja/corridor.json";
    setup.recordsDir = records;
    game::Assists a;
    a.invincible = true;
    setup.assists = a;
    REQUIRE(session.open(std::move(setup), nullptr));
    session.setBook({&progress, nullptr});
    for (const engine::InputFrame& f : runRight(600).frames) {
        session.step(f);
        if (session.results()) break;
    }
    REQUIRE(session.results());
    const game::SessionResults& r = *session.results();
    CHECK(r.assisted);
    CHECK(r.recorded);
    CHECK(r.record.medal == game::Medal::None);
    CHECK_FALSE(r.keptAsRecord);
    CHECK(r.unassistedBest == 1.25);
    const game::LevelRecord& rec = *progress.find("ninja/corridor.json");
    CHECK(rec.assistedCleared);
    CHECK(rec.assistedBest == Approx(r.seconds));
    CHECK(rec.bestSeconds == 1.25); // the unassisted best stays beside it
    CHECK(rec.medal == game::Medal::Gold);
    CHECK(game::recordsOf(records, "ninja/corridor.json").empty());
    // A record file carrying assists is refused by the check, at its "assists" field.
    game::Replay assisted = session.attempts().back().inputs;
    assisted.level = levelPath;
    assisted.result = game::ReplayResult{"complete", session.attempts().back().ticks};
    const std::string file = (dir.path / "assisted.replay.json").string();
    REQUIRE(game::saveReplayFile(assisted, file, nullptr));
    const game::RecordVerdict v = game::verifyRecord(file, "ninja/corridor.json", dir.path.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find("assists") != std::string::npos);
    CHECK_FALSE(game::keepRecord(records, "ninja/corridor.json", levelPath, assisted, 100, nullptr));
}

TEST_CASE("Without a progress book an assisted finish still earns no medal", "[assists][records]") {
    game::PlaySession session;
    game::SessionSetup setup;
    setup.level = corridor();
    game::Assists a;
    a.invincible = true;
    setup.assists = a;
    REQUIRE(session.open(std::move(setup), nullptr));
    for (const engine::InputFrame& f : runRight(600).frames) {
        session.step(f);
        if (session.results()) break;
    }
    REQUIRE(session.results());
    CHECK(session.results()->assisted);
    CHECK(session.results()->record.medal == game::Medal::None);
}

TEST_CASE("Aim by toggle: one press starts aiming, the next ends it", "[assists][aim]") {
    game::AimToggle toggle;
    auto tick = [&](bool down) {
        engine::InputFrame f;
        f.set(engine::Action::Aim, down);
        game::applyAimToggle(toggle, f);
        return f.isHeld(engine::Action::Aim);
    };
    CHECK_FALSE(tick(false));
    CHECK(tick(true));  // pressed: on
    CHECK(tick(false)); // released: still on
    CHECK(tick(false));
    CHECK_FALSE(tick(true)); // pressed again: off
    CHECK_FALSE(tick(false));
}

TEST_CASE("Watching and racing an assisted attempt apply its assists: it finishes as it was played", "[assists][replay]") {
    game::Replay run = runRight(600);
    game::Assists a;
    a.invincible = true;
    run.assists.push_back({0, a});
    game::ReplayScrubber scrub;
    scrub.open(corridor(), run);
    game::World end;
    scrub.seek(scrub.length(), end);
    CHECK(end.state == game::RunState::Complete);
    CHECK(end.deaths == 0);
    game::GhostRun ghost;
    game::startGhost(ghost, corridor(), run);
    for (int i = 0; i < 600 && ghost.end == game::GhostEnd::Running; ++i) game::stepGhost(ghost);
    CHECK(ghost.end == game::GhostEnd::Completed);
    CHECK(game::assistsAt(run, 0) == a);
    CHECK(game::assistsAt(game::Replay{}, 5) == game::Assists{});
}
