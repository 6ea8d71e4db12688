// Records: the fastest runs kept as replays that carry their claim, verified by simulating them again.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/play/play_session.h"
#include "game/play/records.h"

namespace {

namespace fs = std::filesystem;

/// Spawn on the left, the exit on the right of a flat corridor.
constexpr const char* kRecordCorridor = R"({
  "format": 1, "name": "Record Corridor", "mode": "ninja", "par": 4,
  "tiles": [
    "##############",
    "#............#",
    "#@..........E#",
    "##############"
  ]
})";

/// A scratch folder holding a levels folder (with test/corridor.json in it) and a records folder, removed at the end.
struct Sandbox {
    fs::path root = fs::temp_directory_path() /
                    ("raycrypt_records_" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
    fs::path levels = root / "levels";
    fs::path records = root / "records";
    fs::path level = levels / "test" / "corridor.json";
    Sandbox() {
        fs::create_directories(level.parent_path());
        std::ofstream(level) << kRecordCorridor;
    }
    ~Sandbox() { fs::remove_all(root); }
};

/// Stand still for `idle` ticks (the level clock waits), walk into the wall on the left for `wait` ticks (the clock
/// runs), then run right to the exit; the completed attempt's inputs and its level-clock ticks.
game::Replay completedRun(const Sandbox& box, int wait, std::uint64_t& ticks, int idle = 0) {
    game::PlaySession session;
    game::SessionSetup setup;
    setup.path = box.level.string();
    REQUIRE(session.open(std::move(setup), nullptr));
    for (int t = 0; t < 4000 && session.world().state == game::RunState::Playing; ++t) {
        engine::InputFrame f;
        f.set(engine::Action::Left, t >= idle && t < idle + wait);
        f.set(engine::Action::Right, t >= idle + wait);
        session.step(session.nextInput(f));
    }
    REQUIRE(session.world().state == game::RunState::Complete);
    ticks = session.world().clockTicks;
    CHECK(ticks == session.world().tick - static_cast<std::uint64_t>(idle));
    return session.recording();
}

/// Replace the first `from` in the file with `to`.
void editFile(const fs::path& file, const std::string& from, const std::string& to) {
    std::ifstream in(file);
    std::stringstream s;
    s << in.rdbuf();
    std::string text = s.str();
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    std::ofstream(file, std::ios::trunc) << text;
}

/// The single record the sandbox keeps for the corridor.
std::string onlyRecord(const Sandbox& box) {
    const std::vector<std::string> files = game::recordsOf(box.records.string(), "test/corridor.json");
    REQUIRE(files.size() == 1);
    return files.front();
}

} // namespace

TEST_CASE("An honest record is kept with its claim and level hash, and verifies", "[records]") {
    Sandbox box;
    std::uint64_t ticks = 0;
    game::Replay run = completedRun(box, 0, ticks);
    std::string error;
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run, ticks, &error));
    const std::string file = onlyRecord(box);
    game::ReplayLoadResult loaded = game::loadReplayFile(file);
    REQUIRE(loaded.ok());
    REQUIRE(loaded.replay->result);
    CHECK(loaded.replay->result->outcome == "complete");
    CHECK(loaded.replay->result->ticks == ticks);
    CHECK(loaded.replay->levelHash.size() == 16);
    CHECK(loaded.replay->level == "test/corridor.json");

    const game::RecordVerdict v = game::verifyRecord(file, "test/corridor.json", box.levels.string());
    INFO(v.reason);
    CHECK(v.verified);
    CHECK(v.ticks == ticks);
    CHECK(v.levelName == "Record Corridor");
}

TEST_CASE("A record claiming a faster time than its replay runs is rejected", "[records]") {
    Sandbox box;
    std::uint64_t ticks = 0;
    const game::Replay run0 = completedRun(box, 0, ticks);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run0, ticks, nullptr));
    const std::string file = onlyRecord(box);
    editFile(file, "\"ticks\": " + std::to_string(ticks) + "}", "\"ticks\": " + std::to_string(ticks - 30) + "}");
    const game::RecordVerdict v = game::verifyRecord(file, "test/corridor.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find(file + ":") == 0);
    CHECK(v.reason.find(":1:1:") == std::string::npos); // located at the claim, not the top of the file
    CHECK(v.reason.find("error: result.ticks: claims " + std::to_string(ticks - 30)) != std::string::npos);
    CHECK(v.reason.find("completes in " + std::to_string(ticks) + " ticks") != std::string::npos);
}

TEST_CASE("A record of a level edited since is rejected, and so is one without a level hash", "[records]") {
    Sandbox box;
    std::uint64_t ticks = 0;
    const game::Replay run0 = completedRun(box, 0, ticks);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run0, ticks, nullptr));
    const std::string file = onlyRecord(box);
    // The exit moves one cell nearer: the old replay would still finish, but on another level.
    editFile(box.level, "#@..........E#", "#@.........E.#");
    game::RecordVerdict v = game::verifyRecord(file, "test/corridor.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find("levelHash: the level changed since the record") != std::string::npos);

    // A record without a hash cannot show which version of the level it was played on.
    std::ifstream in(file);
    std::stringstream s;
    s << in.rdbuf();
    std::string text = s.str();
    const std::size_t at = text.find("  \"levelHash\"");
    text.erase(at, text.find('\n', at) - at + 1);
    std::ofstream(file, std::ios::trunc) << text;
    v = game::verifyRecord(file, "test/corridor.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find("levelHash: missing") != std::string::npos);
}

TEST_CASE("A truncated record, a missing level and a replay that dies are rejected with located reasons", "[records]") {
    Sandbox box;
    std::uint64_t ticks = 0;
    const game::Replay run = completedRun(box, 0, ticks);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run, ticks, nullptr));
    const std::string file = onlyRecord(box);

    const fs::path truncated = box.records / "truncated.replay.json";
    {
        std::ifstream in(file);
        std::stringstream s;
        s << in.rdbuf();
        std::ofstream(truncated) << s.str().substr(0, s.str().size() / 2);
    }
    game::RecordVerdict v = game::verifyRecord(truncated.string(), "test/corridor.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.rfind(truncated.string() + ":", 0) == 0);

    fs::remove(box.level);
    v = game::verifyRecord(file, "test/corridor.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find("level: the level \"test/corridor.json\" does not exist") != std::string::npos);
    std::ofstream(box.level) << kRecordCorridor;

    const fs::path noResult = box.records / "plain.replay.json";
    game::Replay plain = run;
    plain.level = "test/corridor.json";
    REQUIRE(game::saveReplayFile(plain, noResult.string(), nullptr));
    v = game::verifyRecord(noResult.string(), "test/corridor.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find("result: missing") != std::string::npos);
}

TEST_CASE("A record's time starts at its first input: standing still first costs nothing and still verifies",
          "[records]") {
    Sandbox box;
    std::uint64_t prompt = 0, patient = 0;
    completedRun(box, 0, prompt);
    const game::Replay late = completedRun(box, 0, patient, 300);
    CHECK(patient == prompt);
    REQUIRE(late.frames.size() == patient + 300);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), late, patient, nullptr));
    const std::string file = game::recordsOf(box.records.string(), "test/corridor.json").front();
    const game::RecordVerdict v = game::verifyRecord(file, "test/corridor.json", box.levels.string());
    INFO(v.reason);
    CHECK(v.verified);
    CHECK(v.ticks == patient);
    // A claim counted from the level's load (the idle ticks included) is refused.
    editFile(file, "\"ticks\": " + std::to_string(patient) + "}", "\"ticks\": " + std::to_string(patient + 300) + "}");
    CHECK_FALSE(game::verifyRecord(file, "test/corridor.json", box.levels.string()).verified);
}

TEST_CASE("Only the five fastest records of a level are kept", "[records]") {
    Sandbox box;
    std::vector<std::uint64_t> times;
    for (int wait : {50, 10, 70, 30, 0, 60, 20}) {
        std::uint64_t ticks = 0;
        const game::Replay run = completedRun(box, wait, ticks);
        times.push_back(ticks);
        game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run, ticks, nullptr);
    }
    std::sort(times.begin(), times.end());
    const std::vector<std::string> kept = game::recordsOf(box.records.string(), "test/corridor.json");
    REQUIRE(kept.size() == game::kRecordsPerLevel);
    for (std::size_t i = 0; i < kept.size(); ++i) {
        const game::RecordVerdict v = game::verifyRecord(kept[i], "test/corridor.json", box.levels.string());
        INFO(v.reason);
        CHECK(v.verified);
        CHECK(v.ticks == times[i]);
    }
    // A run slower than all five is not kept.
    std::uint64_t slow = 0;
    const game::Replay run = completedRun(box, 200, slow);
    CHECK_FALSE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run, slow, nullptr));
    CHECK(game::recordsOf(box.records.string(), "test/corridor.json").size() == game::kRecordsPerLevel);
}

TEST_CASE("The records check prints a line per file and moves a rejected record aside, never deleting it", "[records]") {
    Sandbox box;
    std::uint64_t ticks = 0;
    const game::Replay run0 = completedRun(box, 0, ticks);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run0, ticks, nullptr));
    const game::Replay run40 = completedRun(box, 40, ticks);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run40, ticks, nullptr));
    const std::vector<std::string> files = game::recordsOf(box.records.string(), "test/corridor.json");
    editFile(files[1], "\"outcome\": \"complete\", \"ticks\": ", "\"outcome\": \"complete\", \"ticks\": 1");
    std::ostringstream out, err;
    CHECK(game::runRecordsCommand(box.records.string(), box.levels.string(), out, err) == 1);
    const std::string text = out.str();
    CHECK(text.find("verified " + files[0] + ": Record Corridor") != std::string::npos);
    CHECK(text.find("rejected " + files[1] + ": ") != std::string::npos);
    CHECK_FALSE(fs::exists(files[1]));
    const std::vector<std::string> aside = game::listRecordFiles((box.records / "rejected").string());
    REQUIRE(aside.size() == 1);
    CHECK(game::loadReplayFile(aside[0]).ok());
    // The rejected folder is not checked again.
    std::ostringstream again;
    CHECK(game::runRecordsCommand(box.records.string(), box.levels.string(), again, err) == 0);
}

TEST_CASE("A replay's level hash and result survive a save and load, and bad ones are located", "[records][replay]") {
    game::Replay r;
    r.level = "ninja/01.json";
    r.levelHash = "0123456789abcdef";
    r.result = game::ReplayResult{"complete", 321};
    r.frames.resize(3);
    const game::ReplayLoadResult back = game::loadReplayText(game::saveReplayJson(r), "r.json");
    REQUIRE(back.ok());
    CHECK(back.replay->levelHash == r.levelHash);
    REQUIRE(back.replay->result);
    CHECK(back.replay->result->ticks == 321);

    const game::ReplayLoadResult bad = game::loadReplayText(
        "{\"format\": 1,\n \"levelHash\": \"XYZ\",\n \"result\": {\"outcome\": \"won\", \"ticks\": -4},\n \"inputs\": []}",
        "bad.json");
    CHECK_FALSE(bad.ok());
    REQUIRE(bad.errors.size() == 3);
    CHECK(bad.errors[0].find("bad.json:2:15: error: levelHash:") == 0);
    CHECK(bad.errors[1].find("bad.json:3:24: error: result.outcome:") == 0);
    CHECK(bad.errors[2].find("bad.json:3:40: error: result.ticks:") == 0);
}

TEST_CASE("The verified best is the fastest record that survives re-simulation", "[records]") {
    Sandbox box;
    CHECK_FALSE(game::verifiedBest(box.records.string(), "test/corridor.json", box.levels.string()));
    std::uint64_t fast = 0, slow = 0;
    const game::Replay fastRun = completedRun(box, 0, fast);
    const game::Replay slowRun = completedRun(box, 40, slow);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), fastRun, fast, nullptr));
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), slowRun, slow, nullptr));
    CHECK(game::verifiedBest(box.records.string(), "test/corridor.json", box.levels.string()) == fast);
    // A forged claim on the fastest file: it fails to verify, and the next one is the best that does.
    const std::string fastest = game::recordsOf(box.records.string(), "test/corridor.json").front();
    editFile(fastest, "\"ticks\": " + std::to_string(fast) + "}", "\"ticks\": " + std::to_string(fast - 10) + "}");
    CHECK(game::verifiedBest(box.records.string(), "test/corridor.json", box.levels.string()) == slow);
}

TEST_CASE("A record copied into another level's folder is rejected: the folder names the level it is checked on",
          "[records]") {
    Sandbox box;
    // A second level that the corridor's run also finishes.
    const fs::path other = box.levels / "test" / "other.json";
    std::ofstream(other) << std::string(kRecordCorridor).replace(std::string(kRecordCorridor).find("Record Corridor"), 15, "Other Corridor");
    std::uint64_t ticks = 0;
    const game::Replay run = completedRun(box, 0, ticks);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run, ticks, nullptr));
    const std::string file = onlyRecord(box);
    const fs::path copied = box.records / "test" / "other" / fs::path(file).filename();
    fs::create_directories(copied.parent_path());
    fs::copy_file(file, copied);

    CHECK(game::recordFolderKey(box.records.string(), file, box.levels.string()) == "test/corridor.json");
    CHECK(game::recordFolderKey(box.records.string(), copied.string(), box.levels.string()) == "test/other.json");
    CHECK(game::verifyRecord(file, "test/corridor.json", box.levels.string()).verified);
    game::RecordVerdict v = game::verifyRecord(copied.string(), "test/other.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find("error: level: the record is of \"test/corridor.json\", but its folder holds the records of "
                        "\"test/other.json\"") != std::string::npos);
    // Renamed to claim the other level, its hash is still the corridor's.
    editFile(copied, "\"level\": \"test/corridor.json\"", "\"level\": \"test/other.json\"");
    v = game::verifyRecord(copied.string(), "test/other.json", box.levels.string());
    CHECK_FALSE(v.verified);
    CHECK(v.reason.find("levelHash: the level changed since the record") != std::string::npos);

    std::ostringstream out, err;
    CHECK(game::runRecordsCommand(box.records.string(), box.levels.string(), out, err) == 1);
    CHECK(out.str().find("verified " + file) != std::string::npos);
    CHECK(out.str().find("rejected " + copied.string()) != std::string::npos);
}

TEST_CASE("A record's level is resolved inside the levels folder, and a path that leaves it is refused unread",
          "[records]") {
    Sandbox box;
    const std::string root = box.levels.string();
    CHECK(game::resolveRecordLevel("test/corridor.json", root) == (box.levels / "test" / "corridor.json").string());
    CHECK(game::resolveRecordLevel("test/./corridor.json", root) == (box.levels / "test" / "corridor.json").string());
    // A file outside the levels folder, beside it: reachable by "..", by an absolute path and through a link.
    const fs::path outside = box.root / "secret.json";
    std::ofstream(outside) << kRecordCorridor;
    CHECK(game::resolveRecordLevel("../secret.json", root).empty());
    CHECK(game::resolveRecordLevel("test/../../secret.json", root).empty());
    CHECK(game::resolveRecordLevel("../../../../../etc/passwd", root).empty());
    CHECK(game::resolveRecordLevel(outside.string(), root).empty());
    CHECK(game::resolveRecordLevel("/etc/passwd", root).empty());
    fs::create_symlink(outside, box.levels / "test" / "link.json");
    CHECK(game::resolveRecordLevel("test/link.json", root).empty());
    CHECK(game::resolveRecordLevel("test/missing.json", root).empty());

    // A record naming such a path is rejected without the path being read: its verdict names no resolved level.
    std::uint64_t ticks = 0;
    const game::Replay run = completedRun(box, 0, ticks);
    REQUIRE(game::keepRecord(box.records.string(), "test/corridor.json", box.level.string(), run, ticks, nullptr));
    const std::string file = onlyRecord(box);
    editFile(file, "\"level\": \"test/corridor.json\"", "\"level\": \"../../../../../etc/passwd\"");
    const game::RecordVerdict v = game::verifyRecord(file, "test/corridor.json", root);
    CHECK_FALSE(v.verified);
    CHECK(v.level.empty());
    CHECK(v.reason.find("error: level: the record is of \"../../../../../etc/passwd\"") != std::string::npos);
}
