// The editor's session without a window: edits as undo steps, the check after each, the solution replay kept in
// memory, the unsaved mark, resizes and region edits that keep the level whole, Save As and saved solutions.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>
#include <unistd.h>

#include "game/edit/editor_session.h"
#include "game/replay/replay_file.h"
#include "game/world/level_schema.h"
#include "edit_test_files.h"

namespace fs = std::filesystem;
using namespace edit_test;

namespace {

const char* const kNinjaRoom = R"({"format": 1, "name": "Room", "mode": "ninja",
 "tiles": ["########", "#......#", "#@....E#", "########"], "entities": []})";

/// A shipped level and its solution copied to `dir` as level.json and level.replay.json.
fs::path copyShipped(const fs::path& dir) {
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.json", dir / "level.json");
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.replay.json", dir / "level.replay.json");
    return dir / "level.json";
}

} // namespace

TEST_CASE("An edit is one undo step, and undo and redo bring back the document and its check", "[edit]") {
    const fs::path dir = scratch("editor-session-undo");
    write(dir / "room.json", kNinjaRoom);
    game::EditorSession s((dir / "room.json").string());
    REQUIRE(s.errors().empty());
    REQUIRE_FALSE(s.dirty());
    // A laser with an angle out of range: one error, at that entity.
    s.edit([](game::LevelDoc& doc) {
        doc.entities.push_back(game::makeEntity("laser", {3, 1}, game::levelSchema()));
        game::setMember(doc.entities.back(), "angle", "900");
    });
    REQUIRE(s.errors().size() == 1);
    CHECK(s.errors().front().path.rfind("entities[0]", 0) == 0);
    CHECK(s.dirty());
    CHECK_FALSE(s.level());
    REQUIRE(s.undo());
    CHECK(s.doc().entities.empty());
    CHECK(s.errors().empty());
    CHECK(s.level());
    REQUIRE(s.redo());
    CHECK(s.doc().entities.size() == 1);
    CHECK(s.errors().size() == 1);
    CHECK_FALSE(s.redo());
}

TEST_CASE("A stroke that changes nothing adds no undo step and keeps the check", "[edit]") {
    const fs::path dir = scratch("editor-session-noop");
    write(dir / "room.json", kNinjaRoom);
    game::EditorSession s((dir / "room.json").string());
    const std::uint64_t checks = s.checks();
    s.beginStroke();
    game::paintTile(s.strokeDoc(false), {2, 1}, '.'); // already empty
    s.endStroke();
    CHECK(s.checks() == checks);
    CHECK_FALSE(s.undo());
    // A stroke of several cells is one step.
    s.beginStroke();
    for (int x = 2; x <= 5; ++x) game::paintTile(s.strokeDoc(false), {x, 1}, '#');
    s.endStroke();
    CHECK(s.checks() == checks + 1);
    REQUIRE(s.undo());
    CHECK(s.doc().tiles[1] == "#......#");
    CHECK_FALSE(s.undo());
}

TEST_CASE("Undoing back to the saved level clears the unsaved mark and its autosave", "[edit]") {
    const fs::path dir = scratch("editor-session-saved");
    const fs::path file = dir / "room.json";
    write(file, kNinjaRoom);
    game::EditorSession s(file.string());
    s.edit([](game::LevelDoc& doc) { game::paintTile(doc, {3, 1}, '#'); });
    REQUIRE(s.dirty());
    REQUIRE(s.autosavePending());
    s.autosave();
    REQUIRE(fs::exists(game::autosavePathFor(file.string())));
    REQUIRE(s.undo());
    CHECK_FALSE(s.dirty());
    CHECK_FALSE(s.autosavePending());
    CHECK_FALSE(fs::exists(game::autosavePathFor(file.string())));
    // After a save, the saved state is the new one.
    REQUIRE(s.redo());
    REQUIRE(s.save());
    CHECK_FALSE(s.dirty());
    REQUIRE(s.undo());
    CHECK(s.dirty());
    REQUIRE(s.redo());
    CHECK_FALSE(s.dirty());
}

TEST_CASE("The solution replay is read once and checked in memory after every edit", "[edit]") {
    const fs::path dir = scratch("editor-session-solution");
    const fs::path file = copyShipped(dir);
    game::EditorSession s(file.string());
    REQUIRE(s.verdict() == "verified");
    // The file is gone, the replay in memory still checks the level.
    fs::remove(dir / "level.replay.json");
    s.edit([](game::LevelDoc& doc) {
        doc.header.emplace_back("author", "\"someone\"");
    });
    CHECK(s.verdict() == "verified");
    // Removing the exit makes the level unloadable, and the verdict says why it is not verified.
    s.edit([](game::LevelDoc& doc) {
        for (std::string& row : doc.tiles)
            for (char& c : row)
                if (c == 'E') c = '.';
    });
    CHECK_FALSE(s.errors().empty());
    CHECK(s.verdict() == "unverified (the level has errors)");
    REQUIRE(s.undo());
    CHECK(s.verdict() == "verified");
}

TEST_CASE("The map never grows past 1024 cells a side", "[edit]") {
    const fs::path dir = scratch("editor-session-grow");
    game::EditorSession s((dir / "wide.json").string());
    s.edit([](game::LevelDoc& doc) { doc = game::newLevelDoc("ninja", 1020, 3); });
    REQUIRE(game::docWidth(s.doc()) == 1020);
    for (int i = 0; i < 10; ++i) s.resize(game::DocEdge::Right, 1);
    CHECK(game::docWidth(s.doc()) == game::kMaxDocSide);
    CHECK(s.message().find("1024") != std::string::npos);
    game::LevelDoc doc = s.doc();
    CHECK_FALSE(game::resizeDoc(doc, game::DocEdge::Left, 5));
    CHECK(game::docWidth(doc) == game::kMaxDocSide);
}

TEST_CASE("A resize that cuts off the spawn, the exit or entities asks first, then is one undo step", "[edit]") {
    const fs::path dir = scratch("editor-session-shrink");
    const fs::path file = dir / "room.json";
    write(file, R"({"format": 1, "name": "Room", "mode": "ninja",
 "tiles": ["########", "#......#", "#@....E#", "########"],
 "entities": [{"type": "sign", "x": 5, "y": 1, "text": "hi"}, {"type": "sign", "x": 1, "y": 1, "text": "a"}]})");
    game::EditorSession s(file.string());
    const game::LevelDoc before = s.doc();
    // Three columns off the right: the exit and one sign go. Refused the first time, with what would go.
    const game::ResizeLoss loss = s.resizeLoss(game::DocEdge::Right, -3);
    CHECK(loss.exits == 1);
    CHECK(loss.entities == 1);
    CHECK_FALSE(loss.spawn);
    CHECK_FALSE(s.resize(game::DocEdge::Right, -3));
    CHECK(game::docWidth(s.doc()) == 8);
    CHECK(s.message().find("the exit") != std::string::npos);
    CHECK(s.message().find("1 entity") != std::string::npos);
    // Asked again: done, the sign outside removed with it.
    REQUIRE(s.resize(game::DocEdge::Right, -3));
    CHECK(game::docWidth(s.doc()) == 5);
    CHECK(s.doc().entities.size() == 1);
    // One undo brings all of it back.
    REQUIRE(s.undo());
    CHECK(s.doc().tiles == before.tiles);
    CHECK(s.doc().entities.size() == 2);
    // Another edit between the two asks makes the second one ask again.
    CHECK_FALSE(s.resize(game::DocEdge::Left, -2));
    s.edit([](game::LevelDoc& doc) { game::paintTile(doc, {3, 1}, '#'); });
    CHECK_FALSE(s.resize(game::DocEdge::Left, -2));
    CHECK(game::docWidth(s.doc()) == 8);
    // A shrink that loses nothing needs no second ask.
    s.edit([](game::LevelDoc& doc) { doc.tiles.push_back("........"); });
    CHECK(s.resize(game::DocEdge::Bottom, -1));
}

TEST_CASE("A region cut keeps the spawn and the exit, and a rectangle past the map's edge paints around them", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("ninja", 10, 5);
    game::clearRegion(doc, {0, 0}, {9, 4});
    CHECK(game::tileAt(doc, {1, 3}) == '@');
    CHECK(game::tileAt(doc, {8, 3}) == 'E');
    CHECK(game::tileAt(doc, {0, 0}) == '.');
    CHECK(game::paintRect(doc, {5, 2}, {20, 9}, '#'));
    CHECK(game::tileAt(doc, {8, 3}) == 'E');
    CHECK(game::tileAt(doc, {9, 4}) == '#');
    CHECK(game::docWidth(doc) == 10);
    CHECK(game::docHeight(doc) == 5);
}

TEST_CASE("A notice lasts until the next edit", "[edit]") {
    const fs::path dir = scratch("editor-session-notice");
    write(dir / "room.json", kNinjaRoom);
    game::EditorSession s((dir / "room.json").string());
    s.setMessage("Copied 5x3 cells and 0 entities");
    s.edit([](game::LevelDoc& doc) { game::paintTile(doc, {3, 1}, '#'); });
    CHECK(s.message().empty());
}

TEST_CASE("Save As writes the level and its solution to another file and edits that file from then on", "[edit]") {
    const fs::path dir = scratch("editor-session-saveas");
    const fs::path file = copyShipped(dir);
    game::EditorSession s(file.string());
    s.edit([](game::LevelDoc& doc) { doc.header.emplace_back("author", "\"someone\""); });
    const std::string original = read(file);
    REQUIRE(s.saveAs((dir / "sub" / "copy.json").string()));
    CHECK(s.path() == (dir / "sub" / "copy.json").string());
    CHECK_FALSE(s.dirty());
    CHECK(read(file) == original);
    CHECK(read(dir / "sub" / "copy.json").find("\"someone\"") != std::string::npos);
    REQUIRE(fs::exists(dir / "sub" / "copy.replay.json"));
    CHECK(nlohmann::json::parse(read(dir / "sub" / "copy.replay.json"))["level"] == "copy.json");
    CHECK(s.verdict() == "verified");
    // Another file that exists is written over only when asked for twice.
    write(dir / "other.json", "keep");
    CHECK_FALSE(s.saveAs((dir / "other.json").string()));
    CHECK(read(dir / "other.json") == "keep");
    CHECK(s.message().find("exists") != std::string::npos);
    REQUIRE(s.saveAs((dir / "other.json").string()));
    CHECK(read(dir / "other.json").find("\"someone\"") != std::string::npos);
    // A folder that cannot be written: nothing changes, and the message says why.
    CHECK_FALSE(s.saveAs((dir / "level.json" / "x.json").string()));
    CHECK(s.path() == (dir / "other.json").string());
    CHECK_FALSE(s.message().empty());
}

TEST_CASE("A saved solution replay names its level relative to the replay", "[edit]") {
    const fs::path dir = scratch("editor-session-relative");
    const fs::path file = copyShipped(dir);
    game::ReplayLoadResult run = game::loadReplayFile((dir / "level.replay.json").string());
    REQUIRE(run.ok());
    fs::remove(dir / "level.replay.json");
    game::EditorSession s(file.string());
    CHECK(s.verdict() == "no solution replay");
    REQUIRE(s.saveSolution(*run.replay));
    CHECK(nlohmann::json::parse(read(dir / "level.replay.json"))["level"] == "level.json");
    CHECK(s.verdict() == "verified");
}

TEST_CASE("A new level takes the first registered mode, and M steps through the registered modes", "[edit]") {
    const fs::path dir = scratch("editor-session-modes");
    game::EditorSession s((dir / "new.json").string());
    CHECK(s.mode() == 0);
    std::string mode;
    for (const game::DocMember& m : s.doc().header)
        if (m.first == "mode") mode = m.second;
    CHECK(mode == "\"" + std::string(game::modeRules(0).name) + "\"");
    for (std::size_t i = 1; i <= game::modeCount(); ++i) {
        s.switchMode();
        CHECK(s.mode() == game::ModeId(i % game::modeCount()));
    }
}

TEST_CASE("Entity boxes follow the document, and a dragged entity is parsed alone", "[edit]") {
    const fs::path dir = scratch("editor-session-boxes");
    write(dir / "room.json", R"({"format": 1, "name": "Room", "mode": "ninja",
 "tiles": ["########", "#......#", "#@....E#", "########"],
 "entities": [{"type": "sign", "x": 5, "y": 1, "text": "hi"}, {"type": "door", "id": "d", "x": 3, "y": 1}]})");
    game::EditorSession s((dir / "room.json").string());
    REQUIRE(s.entityBoxes().size() == 2);
    CHECK(s.entityBoxes()[1].type == "door");
    CHECK(s.entityAt(5.5, 1.5) == 0);
    CHECK(s.entityAt(2.5, 2.5) == -1);
    s.beginStroke();
    s.strokeMoveEntity(0, 2, 2);
    CHECK(s.entityBoxes()[0].x == 2);
    CHECK(s.entityAt(2.5, 2.5) == 0);
    s.endStroke();
    REQUIRE(s.undo());
    CHECK(s.entityBoxes()[0].x == 5);
}

TEST_CASE("An unverified level says where its solution replay stops, when and what killed it", "[edit]") {
    const fs::path dir = scratch("editor-session-why");
    const fs::path file = copyShipped(dir);
    game::EditorSession s(file.string());
    REQUIRE(s.verdict() == "verified");
    CHECK(s.verdictWhy().empty());
    CHECK_FALSE(s.divergedAt());
    // Spikes on the floor of the first run: the replay runs into them.
    s.edit([](game::LevelDoc& doc) {
        for (int x = 3; x <= 8; ++x) doc.tiles[14][std::size_t(x)] = '^';
    });
    REQUIRE(s.errors().empty());
    CHECK(s.verdict() == "unverified");
    CHECK(s.verdictWhy().rfind("the solution stops at tick ", 0) == 0);
    CHECK(s.verdictWhy().find("killed by spikes") != std::string::npos);
    REQUIRE(s.divergedAt());
    CHECK(s.divergedAt()->x >= 3.0);
    CHECK(s.divergedAt()->x <= 9.0);
    CHECK(s.verdictWhy().find(" at (") != std::string::npos);
    CHECK(s.solutionStale());
    REQUIRE(s.undo());
    CHECK(s.verdictWhy().empty());
    CHECK_FALSE(s.solutionStale());
}

TEST_CASE("A solution replay that does not complete the level is kept or dropped on request", "[edit]") {
    const fs::path dir = scratch("editor-session-drop");
    const fs::path file = copyShipped(dir);
    game::EditorSession s(file.string());
    s.edit([](game::LevelDoc& doc) {
        for (int x = 3; x <= 8; ++x) doc.tiles[14][std::size_t(x)] = '^';
    });
    REQUIRE(s.save());
    REQUIRE(s.solutionStale());
    CHECK(fs::exists(dir / "level.replay.json")); // saving the level keeps the replay until asked
    REQUIRE(s.dropSolution());
    CHECK_FALSE(fs::exists(dir / "level.replay.json"));
    CHECK(s.verdict() == "no solution replay");
    CHECK_FALSE(s.solutionStale());
    CHECK_FALSE(s.divergedAt());
}

TEST_CASE("With background checks an edit returns before its check, and poll takes the check of the latest edit", "[edit]") {
    const fs::path dir = scratch("editor-session-background");
    const fs::path file = copyShipped(dir);
    game::EditorSession s(file.string());
    REQUIRE(s.verdict() == "verified");
    s.setBackgroundChecks(true);
    const auto spikes = [](int x0, int x1) {
        return [=](game::LevelDoc& doc) {
            for (int x = x0; x <= x1; ++x) doc.tiles[14][std::size_t(x)] = '^';
        };
    };
    const std::uint64_t checks = s.checks();
    s.edit(spikes(3, 4));
    CHECK(s.checking());
    CHECK(s.checks() == checks); // the last check's results stand until the new one is taken
    s.edit(spikes(5, 8));        // a second edit while the first is checked: the check that counts is this one's
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while ((s.checking() || s.checks() == checks) && std::chrono::steady_clock::now() < deadline) {
        s.poll();
        std::this_thread::yield();
    }
    REQUIRE_FALSE(s.checking());
    CHECK(s.verdict() == "unverified");
    CHECK(s.verdictWhy().find("killed by spikes") != std::string::npos);
    // Its text is the document's as it is: saving writes it without checking again.
    REQUIRE(s.save());
    CHECK(read(file).find("#.@^^^^^^") != std::string::npos);
    // Undo waits for nothing pending and checks at once.
    REQUIRE(s.undo());
    CHECK_FALSE(s.checking());
    CHECK(s.dirty());
}
