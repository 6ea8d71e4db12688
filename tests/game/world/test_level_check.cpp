#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "engine/level/level_loader.h"
#include "game/world/level_check.h"
#include "game/world/level_schema.h"

namespace fs = std::filesystem;

namespace {

/// The repository root (test executables get RAYCRYPT_TEST_DIR = <root>/tests).
fs::path sourceDir() {
#ifdef RAYCRYPT_SOURCE_DIR
    return RAYCRYPT_SOURCE_DIR;
#else
    return fs::path(RAYCRYPT_TEST_DIR) / "..";
#endif
}

/// The example levels kept with the tests, one per mode.
fs::path fixtureLevels() { return fs::path(RAYCRYPT_TEST_DIR) / "fixtures" / "levels"; }

} // namespace

TEST_CASE("every shipped level under levels/ loads with zero errors", "[check]") {
    // It is fine for levels/ to hold no level yet; every file that is there must be valid.
    std::vector<std::string> files = engine::listLevelFiles((sourceDir() / "levels").string());
    for (const std::string& file : files) {
        engine::LoadResult r = engine::loadLevelFile(file, game::levelSchema());
        std::string messages;
        for (const auto& d : r.diagnostics) messages += d.format() + "\n";
        INFO(messages);
        CHECK(engine::countErrors(r.diagnostics) == 0);
        CHECK(r.ok());
    }
    std::ostringstream out;
    CHECK(game::runLevelCheck({(sourceDir() / "levels").string()}, out) == (files.empty() ? 1 : 0));
}

TEST_CASE("the example level of each mode loads with no diagnostics at all", "[check]") {
    for (const char* name : {"ninja_example.json", "crypt_example.json"}) {
        engine::LoadResult r = engine::loadLevelFile((fixtureLevels() / name).string(), game::levelSchema());
        std::string messages;
        for (const auto& d : r.diagnostics) messages += d.format() + "\n";
        INFO(name << "\n" << messages);
        REQUIRE(r.ok());
        CHECK(r.diagnostics.empty());
        CHECK(r.level->meta.mode == std::string(name).substr(0, 5));
        CHECK(r.level->entities.size() >= 6);
    }
}

TEST_CASE("runLevelCheck prints each message and a summary per file, and exits 1 on any error", "[check]") {
    fs::path dir = fs::temp_directory_path() / ("raycrypt_check_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    fs::path bad = dir / "bad.json";
    std::ofstream(bad) << "{\"format\": 1, \"name\": \"B\", \"mode\": \"ninja\", \"hnit\": 1,\n"
                          " \"tiles\": [\"#####\", \"#@.E#\", \"#####\"],\n"
                          " \"entities\": [{\"type\": \"laser\", \"x\": 2, \"y\": 1, \"angle\": \"ninety\"}]}\n";
    fs::path warn = dir / "warn.json";
    std::ofstream(warn) << "{\"format\": 1, \"name\": \"W\", \"mode\": \"crypt\", \"auther\": \"x\",\n"
                           " \"tiles\": [\"#####\", \"#@.E#\", \"#####\"]}\n";
    SECTION("errors give exit code 1 and FILE:LINE:COL lines") {
        std::ostringstream out;
        int rc = game::runLevelCheck({warn.string(), bad.string()}, out);
        CHECK(rc == 1);
        std::string expected = warn.string() + ":1:45: warning: auther: unknown level field \"auther\"; did you mean "
                                               "\"author\"?\n" +
                               warn.string() + ": ok (1 warning)\n" + bad.string() +
                               ":1:45: warning: hnit: unknown level field \"hnit\"; did you mean \"hint\"?\n" +
                               bad.string() + ":3:58: error: entities[0].angle: expected a number, got \"ninety\"\n" +
                               bad.string() + ": 1 error, 1 warning\n";
        CHECK(out.str() == expected);
    }
    SECTION("warnings alone give exit code 0") {
        std::ostringstream out;
        CHECK(game::runLevelCheck({warn.string()}, out) == 0);
    }
    SECTION("the example levels pass, given as a directory") {
        std::ostringstream out;
        CHECK(game::runLevelCheck({fixtureLevels().string()}, out) == 0);
        CHECK(out.str().find("ninja_example.json: ok\n") != std::string::npos);
        CHECK(out.str().find("crypt_example.json: ok\n") != std::string::npos);
    }
    SECTION("a missing file is an error, and no files at all is a usage error") {
        std::ostringstream out;
        CHECK(game::runLevelCheck({(dir / "nope.json").string()}, out) == 1);
        CHECK(out.str() == (dir / "nope.json").string() + ": error: cannot open the file: it does not exist\n" +
                               (dir / "nope.json").string() + ": 1 error\n");
        std::ostringstream none;
        CHECK(game::runLevelCheck({}, none) == 1);
        CHECK(none.str().find("no level files given") != std::string::npos);
    }
    fs::remove_all(dir);
}

TEST_CASE("runLevelCheck on a mode folder reports its chapters file's errors with their place", "[check]") {
    fs::path dir = fs::temp_directory_path() / ("raycrypt_check_chapters_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "pack");
    for (const char* name : {"01.json", "02.json"})
        std::ofstream(dir / "pack" / name) << "{\"format\": 1, \"name\": \"L\", \"mode\": \"crypt\",\n"
                                               " \"tiles\": [\"#####\", \"#@.E#\", \"#####\"]}\n";
    const std::string chapters = (dir / "pack" / "chapters.json").string();
    std::ofstream(chapters) << "{\"format\": 1, \"chapters\": [\n  {\"name\": \"A\", \"levels\": [\"01.json\", \"03.json\"]}]}\n";
    std::ostringstream out;
    CHECK(game::runLevelCheck({dir.string()}, out) == 1);
    const std::string text = out.str();
    INFO(text);
    CHECK(text.find(chapters + ":2:39: error: chapters[0].levels[1]: no level file \"03.json\" in the folder\n") !=
          std::string::npos);
    CHECK(text.find(chapters + ":1:27: error: chapters: level file \"02.json\" is in no chapter") != std::string::npos);
    CHECK(text.find(chapters + ": 2 errors\n") != std::string::npos);
    CHECK(text.find((dir / "pack" / "01.json").string() + ": ok\n") != std::string::npos);
    CHECK(text.find("chapters.json: 1 error") == std::string::npos); // the chapters file is not read as a level
    fs::remove_all(dir);
}

TEST_CASE("checkSummary counts errors and warnings in words", "[check]") {
    CHECK(game::checkSummary("a.json", 0, 0) == "a.json: ok");
    CHECK(game::checkSummary("a.json", 0, 2) == "a.json: ok (2 warnings)");
    CHECK(game::checkSummary("a.json", 3, 1) == "a.json: 3 errors, 1 warning");
}

namespace {

/// A small ninja level whose entities array is `count` copies of `entity` (JSON text), one per line, each
/// starting at column 5.
std::string levelWith(int count, const std::string& entity) {
    std::string t = "{\"format\": 1, \"name\": \"limits\", \"mode\": \"ninja\",\n"
                    " \"tiles\": [\"##########\", \"#@......E#\", \"##########\"],\n"
                    " \"entities\": [\n";
    for (int i = 0; i < count; ++i) t += std::string("    ") + entity + (i + 1 < count ? ",\n" : "\n");
    return t + "]}\n";
}

/// The --check output and exit code for level text written to a temporary file.
std::pair<std::string, int> checkText(const std::string& text, const std::string& name) {
    fs::path file = fs::temp_directory_path() / ("raycrypt_limits_" + std::to_string(::getpid()) + "_" + name);
    std::ofstream(file) << text;
    std::ostringstream out;
    int code = game::runLevelCheck({file.string()}, out);
    fs::remove(file);
    return {out.str(), code};
}

} // namespace

TEST_CASE("The level check reports a level over a cost limit as an error at the first entity past it", "[check][limits]") {
    const std::string sign = R"({"type": "sign", "x": 2, "y": 1, "text": "hi"})";
    const std::string laser = R"({"type": "laser", "x": 3, "y": 1, "angle": -90})";
    SECTION("entities: exactly the limit is fine, one more is an error on that entity's line") {
        auto [okOut, okCode] = checkText(levelWith(static_cast<int>(game::kMaxLevelEntities), sign), "at.json");
        INFO(okOut);
        CHECK(okCode == 0);
        const int n = static_cast<int>(game::kMaxLevelEntities);
        auto [out, code] = checkText(levelWith(n + 1, sign), "over.json");
        CHECK(code == 1);
        // entities[n] is on line 4 + n, column 5.
        const std::string where = ":" + std::to_string(4 + n) + ":5: error: entities[" + std::to_string(n) + "]";
        CHECK(out.find(where) != std::string::npos);
        CHECK(out.find("too many entities") != std::string::npos);
        CHECK(out.find("1 error") != std::string::npos);  // one message, not one per extra entity
    }
    SECTION("beams: lasers and robots together") {
        const int n = static_cast<int>(game::kMaxLevelBeams);
        auto [out, code] = checkText(levelWith(n + 1, laser), "beams.json");
        CHECK(code == 1);
        CHECK(out.find(":" + std::to_string(4 + n) + ":5: error: entities[" + std::to_string(n) + "]") !=
              std::string::npos);
        CHECK(out.find("too many beams") != std::string::npos);
    }
    SECTION("path points, added up over every path") {
        std::string path = "[";
        for (int k = 0; k < 50; ++k) path += std::string(k ? "," : "") + "[" + std::to_string(1 + k % 6) + ", 1]";
        path += "]";
        const std::string platform =
            R"({"type": "platform", "x": 1, "y": 1, "w": 1, "h": 0.5, "speed": 1, "path": )" + path + "}";
        const int n = static_cast<int>(game::kMaxLevelPathPoints) / 50;  // 50 points each: n platforms fill it
        auto [okOut, okCode] = checkText(levelWith(n, platform), "paths_at.json");
        INFO(okOut);
        CHECK(okCode == 0);
        auto [out, code] = checkText(levelWith(n + 1, platform), "paths_over.json");
        CHECK(code == 1);
        CHECK(out.find("entities[" + std::to_string(n) + "]: too many path points") != std::string::npos);
    }
}

TEST_CASE("The level check plays a collect proof beside a level: one that misses the item or the exit is an error",
          "[check][collectible]") {
    fs::path dir = fs::temp_directory_path() / ("raycrypt_proof_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    // A corridor with the collectible up in the air at (4, 2): a run that jumps there takes it, one that runs
    // along the floor passes under it.
    const fs::path level = dir / "01.json";
    std::ofstream(level) << "{\"format\": 1, \"name\": \"P\", \"mode\": \"ninja\",\n"
                            " \"tiles\": [\"############\", \"#..........#\", \"#..........#\", \"#..........#\",\n"
                            "           \"#@........E#\", \"############\"],\n"
                            " \"entities\": [{\"type\": \"collectible\", \"x\": 4, \"y\": 2}]}\n";
    const fs::path proof = dir / "01.collect.replay.json";
    auto writeProof = [&](const std::string& inputs) {
        std::ofstream(proof) << "{\"format\": 1, \"level\": \"01.json\", \"inputs\": [" << inputs << "]}\n";
    };
    auto check = [&] {
        std::ostringstream out;
        const int rc = game::runLevelCheck({level.string()}, out);
        return std::make_pair(rc, out.str());
    };
    SECTION("no proof beside the level: nothing to play") {
        CHECK(check().first == 0);
    }
    SECTION("a proof that jumps for the item and runs on to the exit passes") {
        writeProof(R"({"ticks": 20, "hold": ["right"]}, {"ticks": 1, "hold": ["right"], "press": ["jump"]},
                      {"ticks": 30, "hold": ["right", "jump"]}, {"ticks": 200, "hold": ["right"]})");
        const auto [rc, out] = check();
        INFO(out);
        CHECK(rc == 0);
        CHECK(out == level.string() + ": ok\n");
    }
    SECTION("a proof that runs under the item is an error at the proof file") {
        writeProof(R"({"ticks": 300, "hold": ["right"]})");
        const auto [rc, out] = check();
        CHECK(rc == 1);
        CHECK(out == proof.string() + ":1:1: error: collect proof: the run finishes the level without the collectible\n" +
                         level.string() + ": 1 error\n");
    }
    SECTION("a proof that takes the item and stops short of the exit is an error") {
        writeProof(R"({"ticks": 20, "hold": ["right"]}, {"ticks": 1, "hold": ["right"], "press": ["jump"]},
                      {"ticks": 30, "hold": ["right", "jump"]}, {"ticks": 5, "hold": ["left"]})");
        const auto [rc, out] = check();
        CHECK(rc == 1);
        CHECK(out.find(proof.string() + ":1:1: error: collect proof: the run does not finish the level") !=
              std::string::npos);
    }
    SECTION("a proof that is not a replay is an error") {
        std::ofstream(proof) << "{\"format\": 1, \"inputs\": 3}\n";
        const auto [rc, out] = check();
        CHECK(rc == 1);
        CHECK(out.find(proof.string() + ":1:1: error: collect proof: the replay does not load") != std::string::npos);
    }
    fs::remove_all(dir);
}
