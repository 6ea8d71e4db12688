// `raycrypt --format`: shipped levels are canonical, a reflowed copy formats back byte for byte, and the command
// rewrites, checks and refuses files as it says.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "engine/level/level_format.h"
#include "engine/level/level_loader.h"
#include "game/run/format_command.h"
#include "game/save/atomic_file.h"
#include "game/world/level_schema.h"

namespace fs = std::filesystem;

namespace {

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeText(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

/// A fresh scratch directory for one test.
std::string scratch(const std::string& name) {
    fs::path dir = fs::temp_directory_path() / ("raycrypt-format-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir.string();
}

} // namespace

TEST_CASE("Every shipped level is canonical, and a reflowed copy formats back to it byte for byte", "[format]") {
    for (const std::string& file : engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels")) {
        DYNAMIC_SECTION(file) {
            const std::string shipped = readText(file);
            engine::FormatResult same = engine::formatLevelText(shipped, file, game::levelSchema());
            REQUIRE(same.text);
            CHECK(*same.text == shipped);

            // Reflow: the same JSON with other whitespace (compact, and indented by 4), keys in file order.
            const nlohmann::ordered_json parsed = nlohmann::ordered_json::parse(shipped);
            for (int indent : {-1, 4}) {
                engine::FormatResult back = engine::formatLevelText(parsed.dump(indent), file, game::levelSchema());
                REQUIRE(back.text);
                CHECK(*back.text == shipped);
            }
        }
    }
}

TEST_CASE("Format rewrites a level in place, and --check then finds nothing to change", "[format]") {
    const std::string dir = scratch("rewrite");
    const std::string file = dir + "/a.json";
    writeText(file, R"({"name": "A", "format": 1, "mode": "ninja", "tiles": ["#####", "#@.E#", "#####"]})");

    std::ostringstream check1;
    CHECK(game::runFormatCommand({dir}, true, check1) == 1);
    CHECK(check1.str().find("not canonical (first difference at line 1") != std::string::npos);
    CHECK(readText(file).find("{\"name\"") == 0); // --check writes nothing

    std::ostringstream out;
    CHECK(game::runFormatCommand({file}, false, out) == 0);
    CHECK(out.str() == file + ": formatted\n");
    CHECK(readText(file) == "{\n  \"format\": 1,\n  \"name\": \"A\",\n  \"mode\": \"ninja\",\n  \"tiles\": [\n"
                            "    \"#####\",\n    \"#@.E#\",\n    \"#####\"\n  ]\n}\n");

    std::ostringstream check2;
    CHECK(game::runFormatCommand({dir}, true, check2) == 0);
    CHECK(check2.str() == file + ": already canonical\n");
    fs::remove_all(dir);
}

TEST_CASE("A file that cannot be formatted is left as it is, with the reason at its line and column", "[format]") {
    const std::string dir = scratch("broken");
    const std::string file = dir + "/b.json";
    const std::string broken = "{\"format\": 1,\n  \"name\": \"B\",\n  \"name\": \"C\"}";
    writeText(file, broken);

    std::ostringstream out;
    CHECK(game::runFormatCommand({file}, false, out) == 1);
    CHECK(out.str().find(file + ":3:3: error:") != std::string::npos);
    CHECK(out.str().find("not formatted (left as it is)") != std::string::npos);
    CHECK(readText(file) == broken);

    std::ostringstream missing;
    CHECK(game::runFormatCommand({dir + "/none.json"}, false, missing) == 1);
    CHECK(missing.str().find("does not exist") != std::string::npos);
    fs::remove_all(dir);
}
