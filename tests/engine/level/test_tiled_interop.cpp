// Interop with the real Tiled editor: the .tmx fixtures in tests/fixtures/tiled/ are exported by the installed
// `tiled` (headless: QT_QPA_PLATFORM=offscreen) and the exported maps must load exactly like their native twin
// room.json. These tests FAIL when tiled is missing: install the Debian package `tiled` (./check does).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "engine/level/level_loader.h"
#include "level_test_schema.h"

namespace fs = std::filesystem;
using engine::LoadResult;
using leveltest::dump;
using leveltest::testSchema;

namespace {

/// The fixtures folder.
fs::path fixtures() { return fs::path(RAYCRYPT_TEST_DIR) / "fixtures" / "tiled"; }

/// A fresh temporary folder for this process (with a private XDG_RUNTIME_DIR inside, as Qt wants).
/// The process id keeps test cases that CTest runs in parallel apart.
fs::path scratchDir() {
    fs::path dir = fs::temp_directory_path() / ("raycrypt_tiled_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "runtime");
    fs::permissions(dir / "runtime", fs::perms::owner_all, fs::perm_options::replace);
    return dir;
}

/// Single-quotes s for the shell.
std::string shellQuote(const std::string& s) {
    std::string out = "'";
    for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

/// Fails the test (not skips) when the tiled executable is not on PATH.
void requireTiled() {
    if (std::system("command -v tiled >/dev/null 2>&1") != 0)
        FAIL("the Tiled map editor is not installed, so Tiled interop cannot be tested: install the Debian "
             "package `tiled` (apt-get install tiled; ./check installs it)");
}

/// Runs `tiled --export-map [extra] json IN OUT` headless; returns the exported path. REQUIREs success.
fs::path exportMap(const fs::path& dir, const std::string& tmx, const std::string& extra = "") {
    fs::path out = dir / (fs::path(tmx).stem().string() + (extra.empty() ? "" : "_embedded") + ".tmj");
    fs::path log = dir / "tiled.log";
    std::string cmd = "QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=" + shellQuote((dir / "runtime").string()) +
                      " tiled --export-map " + extra + " json " + shellQuote((fixtures() / tmx).string()) + " " +
                      shellQuote(out.string()) + " >" + shellQuote(log.string()) + " 2>&1";
    int rc = std::system(cmd.c_str());
    std::ifstream logFile(log);
    std::stringstream logText;
    logText << logFile.rdbuf();
    INFO("command: " << cmd << "\noutput: " << logText.str());
    REQUIRE(rc == 0);
    REQUIRE(fs::exists(out));
    return out;
}

/// Compares two levels field by field with readable failures: metadata, every cell, spawn, exits, entities.
void checkSameLevel(const engine::Level& tiled, const engine::Level& native) {
    CHECK(tiled.meta.name == native.meta.name);
    CHECK(tiled.meta.mode == native.meta.mode);
    CHECK(tiled.meta.author == native.meta.author);
    CHECK(tiled.meta.hint == native.meta.hint);
    CHECK(tiled.meta.parSeconds == native.meta.parSeconds);
    REQUIRE(tiled.grid.width() == native.grid.width());
    REQUIRE(tiled.grid.height() == native.grid.height());
    for (int y = 0; y < native.grid.height(); ++y)
        for (int x = 0; x < native.grid.width(); ++x) {
            INFO("cell x=" << x << ", y=" << y);
            CHECK(engine::tileChar(tiled.grid.at(x, y)) == engine::tileChar(native.grid.at(x, y)));
        }
    CHECK(tiled.spawnCell == native.spawnCell);
    CHECK(tiled.exitCells == native.exitCells);
    REQUIRE(tiled.entities.size() == native.entities.size());
    for (std::size_t i = 0; i < native.entities.size(); ++i) {
        const engine::EntitySpec& t = tiled.entities[i];
        const engine::EntitySpec& n = native.entities[i];
        INFO("entity " << i << ": " << n.type << " at (" << n.cell.x << ", " << n.cell.y << "); tiled has " << t.type
                       << " at (" << t.cell.x << ", " << t.cell.y << ")");
        CHECK(t.type == n.type);
        CHECK(t.id == n.id);
        CHECK(t.cell == n.cell);
        CHECK(t.size == n.size);
        for (const auto& [name, value] : n.props) {
            INFO("field " << name);
            CHECK(t.props.count(name) == 1);
            if (t.props.count(name)) CHECK((t.props.at(name) == value));
        }
        CHECK(t.props.size() == n.props.size());
        CHECK(engine::sameEntity(t, n));
    }
    CHECK(engine::sameLevel(tiled, native));
}

/// The native twin of the fixtures.
engine::Level nativeRoom() {
    LoadResult r = engine::loadLevelFile((fixtures() / "room.json").string(), testSchema());
    INFO(dump(r));
    REQUIRE(r.ok());
    REQUIRE(r.diagnostics.empty());
    return *r.level;
}

} // namespace

TEST_CASE("a map exported by the real Tiled loads cell for cell and entity for entity like its native twin",
          "[tiled][interop]") {
    requireTiled();
    fs::path dir = scratchDir();
    fs::path exported = exportMap(dir, "room.tmx");
    LoadResult r = engine::loadLevelFile(exported.string(), testSchema());
    INFO(dump(r));
    REQUIRE(r.ok());
    CHECK(r.diagnostics.empty());
    checkSameLevel(*r.level, nativeRoom());
    fs::remove_all(dir);
}

TEST_CASE("Tiled maps with an external tileset load after --embed-tilesets and are refused without it",
          "[tiled][interop]") {
    requireTiled();
    fs::path dir = scratchDir();
    SECTION("exported with --embed-tilesets") {
        LoadResult r = engine::loadLevelFile(exportMap(dir, "room_external.tmx", "--embed-tilesets").string(),
                                             testSchema());
        INFO(dump(r));
        REQUIRE(r.ok());
        checkSameLevel(*r.level, nativeRoom());
    }
    SECTION("exported as is") {
        LoadResult r = engine::loadLevelFile(exportMap(dir, "room_external.tmx").string(), testSchema());
        INFO(dump(r));
        CHECK_FALSE(r.ok());
        REQUIRE_FALSE(r.diagnostics.empty());
        CHECK(r.diagnostics[0].path == "tilesets[0].source");
        CHECK(r.diagnostics[0].line > 0);
        CHECK(r.diagnostics[0].message.find("--embed-tilesets") != std::string::npos);
    }
    fs::remove_all(dir);
}

TEST_CASE("Tiled maps with compressed base64 layers are refused with the CSV fix", "[tiled][interop]") {
    requireTiled();
    fs::path dir = scratchDir();
    LoadResult r = engine::loadLevelFile(exportMap(dir, "room_base64.tmx").string(), testSchema());
    INFO(dump(r));
    CHECK_FALSE(r.ok());
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].path == "layers[0]");
    CHECK(r.diagnostics[0].message.find("zlib-compressed base64") != std::string::npos);
    CHECK(r.diagnostics[0].message.find("Tile Layer Format to CSV") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("the native twin of the Tiled fixtures saves and reloads unchanged", "[tiled][interop]") {
    engine::Level native = nativeRoom();
    LoadResult again = engine::loadLevelText(engine::saveLevelJson(native, testSchema()), "again.json", testSchema());
    REQUIRE(again.ok());
    CHECK(engine::sameLevel(native, *again.level));
}

TEST_CASE("a map whose objects sit in offset layers, with a quarter-turned door, loads like its native twin",
          "[tiled][interop]") {
    // room.tmx rewritten: its object layer inside a group, the two offset by (10, 8) and (6, 0) pixels, every object
    // moved back by that much, and the 1 x 2 door drawn as a 2 x 1 rectangle turned 90° about its corner. Tiled
    // draws it all where room.tmx has it, so it must load exactly like room.json.
    requireTiled();
    fs::path dir = scratchDir();
    std::ifstream in(fixtures() / "room.tmx");
    std::stringstream text;
    text << in.rdbuf();
    std::string tmx = text.str();
    auto replace = [&](const std::string& from, const std::string& to) {
        std::size_t at = tmx.find(from);
        REQUIRE(at != std::string::npos);
        tmx.replace(at, from.size(), to);
    };
    replace(R"(name="gate" type="door" x="144" y="48" width="16" height="32")",
            R"(name="gate" type="door" x="160" y="48" width="32" height="16" rotation="90")");
    std::string moved;
    std::istringstream lines(tmx);
    for (std::string line; std::getline(lines, line);) {
        if (line.find("<object ") != std::string::npos)
            for (const auto& [attr, by] : {std::pair<std::string, int>{" x=\"", 16}, {" y=\"", 8}}) {
                std::size_t at = line.find(attr);
                REQUIRE(at != std::string::npos);
                std::size_t end = line.find('"', at + attr.size());
                const int value = std::stoi(line.substr(at + attr.size(), end - at - attr.size()));
                line.replace(at + attr.size(), end - at - attr.size(), std::to_string(value - by));
            }
        moved += line + "\n";
    }
    tmx = moved;
    replace(R"(<objectgroup id="2" name="Entities">)",
            R"(<group id="9" name="Offsets" offsetx="10" offsety="8"><objectgroup id="2" name="Entities" offsetx="6">)");
    replace("</objectgroup>", "</objectgroup></group>");
    for (const char* file : {"raycrypt_tiles.png", "raycrypt.tsx"})
        fs::copy_file(fixtures() / file, dir / file, fs::copy_options::overwrite_existing);
    std::ofstream(dir / "offsets.tmx") << tmx;
    fs::path out = dir / "offsets.tmj";
    std::string cmd = "QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=" + shellQuote((dir / "runtime").string()) +
                      " tiled --export-map json " + shellQuote((dir / "offsets.tmx").string()) + " " +
                      shellQuote(out.string()) + " >/dev/null 2>&1";
    REQUIRE(std::system(cmd.c_str()) == 0);
    std::ifstream exported(out);
    std::stringstream json;
    json << exported.rdbuf();
    CHECK(json.str().find("\"offsetx\"") != std::string::npos);  // Tiled wrote the offsets the loader applies
    CHECK(json.str().find("\"rotation\":90") != std::string::npos);
    LoadResult r = engine::loadLevelFile(out.string(), testSchema());
    INFO(dump(r));
    REQUIRE(r.ok());
    checkSameLevel(*r.level, nativeRoom());
    fs::remove_all(dir);
}
