#include <catch2/catch.hpp>

#include <filesystem>
#include <chrono>
#include <fstream>
#include <thread>

#include <unistd.h>

#include "engine/level/level_reloader.h"
#include "level_test_schema.h"

namespace fs = std::filesystem;
using engine::LevelReloader;
using Status = engine::LevelReloader::Status;

namespace {

/// A small valid level named `name`, with one laser at column laserX.
std::string validLevel(const std::string& name, int laserX = 2) {
    return "{\"format\": 1, \"name\": \"" + name + "\", \"mode\": \"ninja\",\n"
           " \"tiles\": [\"#######\", \"#@...E#\", \"#######\"],\n"
           " \"entities\": [{\"type\": \"laser\", \"x\": " + std::to_string(laserX) + ", \"y\": 1}]}\n";
}

/// Replaces the file's content in place.
void writeFile(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

/// Saves the way many editors do: write a temporary file, then rename it over the old one.
void saveViaRename(const fs::path& path, const std::string& text) {
    fs::path tmp = path;
    tmp += ".tmp~";
    writeFile(tmp, text);
    fs::rename(tmp, path);
}

/// A fresh folder per process.
fs::path scratch() {
    fs::path dir = fs::temp_directory_path() / ("raycrypt_reload_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

} // namespace

TEST_CASE("the reloader follows a level through valid, broken, deleted and half-written saves", "[reload]") {
    fs::path dir = scratch();
    fs::path file = dir / "level.json";
    writeFile(file, validLevel("One"));
    LevelReloader reloader(file.string(), leveltest::testSchema());
    CHECK(reloader.status() == Status::NotLoaded);
    CHECK(reloader.current() == nullptr);

    // Valid: the first poll loads it.
    CHECK(reloader.poll(0.0));
    REQUIRE(reloader.current());
    CHECK(reloader.current()->meta.name == "One");
    CHECK(reloader.generation() == 1);
    CHECK(reloader.status() == Status::Ok);

    // Rewritten valid, in the same second and with the same size: the content hash sees it at the next check.
    writeFile(file, validLevel("Two"));
    CHECK_FALSE(reloader.poll(0.1));  // within the poll interval: not even looked at
    CHECK(reloader.current()->meta.name == "One");
    CHECK(reloader.poll(0.25));
    CHECK(reloader.current()->meta.name == "Two");
    CHECK(reloader.generation() == 2);

    // Unchanged: nothing happens.
    CHECK_FALSE(reloader.poll(0.5));
    CHECK(reloader.generation() == 2);

    // Broken: errors with positions, the last good level keeps running.
    writeFile(file, validLevel("Three", 9));
    CHECK_FALSE(reloader.poll(0.75));
    CHECK(reloader.status() == Status::Broken);
    REQUIRE(reloader.current());
    CHECK(reloader.current()->meta.name == "Two");
    CHECK(reloader.generation() == 2);
    REQUIRE_FALSE(reloader.lastDiagnostics().empty());
    CHECK(reloader.lastDiagnostics()[0].format().rfind(file.string() + ":3:", 0) == 0);
    CHECK(reloader.lastDiagnostics()[0].path == "entities[0].x");

    // Deleted: still the last good level, and a message saying so.
    fs::remove(file);
    CHECK_FALSE(reloader.poll(1.0));
    CHECK(reloader.status() == Status::Missing);
    CHECK(reloader.current()->meta.name == "Two");
    REQUIRE(reloader.lastDiagnostics().size() == 1);
    CHECK(reloader.lastDiagnostics()[0].message ==
          "the file is missing (deleted or renamed); the last good version keeps running");

    // Half-written (an editor caught mid-save): a syntax error, nothing lost.
    std::string full = validLevel("Four");
    writeFile(file, full.substr(0, full.size() / 2));
    CHECK_FALSE(reloader.poll(1.25));
    CHECK(reloader.status() == Status::Broken);
    CHECK(reloader.current()->meta.name == "Two");

    // Empty file: the same.
    writeFile(file, "");
    CHECK_FALSE(reloader.poll(1.5));
    CHECK(reloader.status() == Status::Broken);

    // Fixed, saved through a rename: picked up.
    saveViaRename(file, full);
    CHECK(reloader.poll(1.75));
    CHECK(reloader.status() == Status::Ok);
    CHECK(reloader.current()->meta.name == "Four");
    CHECK(reloader.generation() == 3);
    CHECK(reloader.current()->sourcePath == file.string());
    fs::remove_all(dir);
}

TEST_CASE("the reloader reloads a file that reappears with the old content after being deleted", "[reload]") {
    fs::path dir = scratch();
    fs::path file = dir / "level.json";
    writeFile(file, validLevel("Same"));
    LevelReloader reloader(file.string(), leveltest::testSchema(), 0.0);
    CHECK(reloader.checkNow());
    fs::remove(file);
    CHECK_FALSE(reloader.checkNow());
    writeFile(file, validLevel("Same"));
    CHECK(reloader.checkNow());  // a fresh start at the spawn, as after any save
    CHECK(reloader.generation() == 2);
    fs::remove_all(dir);
}

TEST_CASE("the reloader starts without a level when the first version is broken, then picks up the fix",
          "[reload]") {
    fs::path dir = scratch();
    fs::path file = dir / "level.json";
    writeFile(file, "{\"format\": 1,");
    LevelReloader reloader(file.string(), leveltest::testSchema());
    CHECK_FALSE(reloader.poll(10.0));
    CHECK(reloader.current() == nullptr);
    CHECK(reloader.status() == Status::Broken);
    CHECK(reloader.generation() == 0);
    writeFile(file, validLevel("Fixed"));
    REQUIRE(reloader.poll(10.2));
    CHECK(reloader.current()->meta.name == "Fixed");
    fs::remove_all(dir);
}

TEST_CASE("the reloader never reads a missing path or a directory as a level", "[reload]") {
    fs::path dir = scratch();
    LevelReloader missing((dir / "nope.json").string(), leveltest::testSchema());
    CHECK_FALSE(missing.poll(0.0));
    CHECK(missing.status() == Status::Missing);
    CHECK(missing.lastDiagnostics()[0].message == "the file does not exist; waiting for it to appear");
    LevelReloader folder(dir.string(), leveltest::testSchema());
    CHECK_FALSE(folder.poll(0.0));
    CHECK(folder.status() == Status::Missing);
    CHECK(folder.lastDiagnostics()[0].message == "this is not a regular file; waiting for it to appear");
    fs::remove_all(dir);
}

TEST_CASE("a file missing at start does not exist, and once seen and then gone it was deleted or renamed",
          "[reload]") {
    fs::path dir = scratch();
    fs::path file = dir / "later.json";
    LevelReloader reloader(file.string(), leveltest::testSchema(), 0.0);
    CHECK_FALSE(reloader.checkNow());
    CHECK(reloader.lastDiagnostics()[0].message == "the file does not exist; waiting for it to appear");
    writeFile(file, "{");
    CHECK_FALSE(reloader.checkNow());
    fs::remove(file);
    CHECK_FALSE(reloader.checkNow());
    CHECK(reloader.lastDiagnostics()[0].message == "the file is missing (deleted or renamed); waiting for it to appear");
    writeFile(file, validLevel("Late"));
    CHECK(reloader.checkNow());
    CHECK(reloader.current()->meta.name == "Late");
    fs::remove_all(dir);
}

TEST_CASE("takeNews tells each new problem once, however often the file is polled", "[reload]") {
    fs::path dir = scratch();
    fs::path file = dir / "level.json";
    writeFile(file, validLevel("One", 9));  // broken from the start: the laser is in a wall
    LevelReloader reloader(file.string(), leveltest::testSchema(), 0.0);
    CHECK_FALSE(reloader.checkNow());
    std::vector<engine::Diagnostic> news = reloader.takeNews();
    REQUIRE_FALSE(news.empty());
    CHECK(news[0].path == "entities[0].x");
    CHECK(news.size() == reloader.lastDiagnostics().size());
    CHECK_FALSE(reloader.checkNow());
    CHECK(reloader.takeNews().empty());  // unchanged file: already told
    writeFile(file, validLevel("One", 10));
    CHECK_FALSE(reloader.checkNow());
    CHECK_FALSE(reloader.takeNews().empty());  // a new save, still broken: told again
    writeFile(file, validLevel("One"));
    CHECK(reloader.checkNow());
    CHECK(reloader.takeNews().empty());  // a good load is not a problem
    fs::remove(file);
    CHECK_FALSE(reloader.checkNow());
    CHECK_FALSE(reloader.checkNow());
    news = reloader.takeNews();
    REQUIRE(news.size() == 1);  // missing, told once for both checks
    CHECK(news[0].message == "the file is missing (deleted or renamed); the last good version keeps running");
    CHECK_FALSE(reloader.checkNow());
    CHECK(reloader.takeNews().empty());
    fs::remove_all(dir);
}

TEST_CASE("contentHash tells apart contents of the same size", "[reload]") {
    CHECK(engine::contentHash("abc") != engine::contentHash("abd"));
    // Known values: FNV-1a 64's step from the offset basis 1469598103934665603 (the one level hashes in saved
    // records were made with; FNV's own basis is 14695981039346656037).
    CHECK(engine::contentHash("") == 1469598103934665603ull);
    CHECK(engine::contentHash("a") == 0x44bd8ad473cd9906ull);
}

TEST_CASE("a background reloader parses and builds a save on a worker and a later poll makes it current",
          "[reload]") {
    fs::path dir = fs::temp_directory_path() / ("raycrypt_reload_bg_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    fs::path file = dir / "level.json";
    writeFile(file, validLevel("First"));
    LevelReloader reloader(file.string(), leveltest::testSchema(), 0.0, true);
    // The first poll only reads the file and starts the load: nothing is current yet.
    CHECK_FALSE(reloader.poll(0.0));
    CHECK(reloader.current() == nullptr);
    bool became = false;
    for (int i = 1; i < 10000 && !became; ++i) {
        became = reloader.poll(i * 0.001);
        if (!became) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(became);
    CHECK_FALSE(reloader.loading());
    CHECK(reloader.status() == Status::Ok);
    CHECK(reloader.current()->meta.name == "First");
    SECTION("a broken save is reported the same way, and the last good level stays") {
        writeFile(file, "{\"format\": 1, \"name\": ");
        CHECK_FALSE(reloader.poll(20.0));
        bool broken = false;
        for (int i = 0; i < 10000 && !broken; ++i) {
            reloader.poll(21.0 + i * 0.001);
            broken = reloader.status() == Status::Broken;
            if (!broken) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        CHECK(broken);
        CHECK(reloader.current()->meta.name == "First");
        CHECK_FALSE(reloader.lastDiagnostics().empty());
    }
    fs::remove_all(dir);
}
