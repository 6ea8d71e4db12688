// The player's own levels: packs from folders (named and ordered by pack.json), verified by their solution replays.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "game/edit/user_levels.h"

namespace fs = std::filesystem;

namespace {

void write(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

const char* const kRoom = R"({"format": 1, "name": "Room", "mode": "crypt", "tiles": ["#####", "#@.E#", "#####"]})";

} // namespace

TEST_CASE("My levels lists loose files first, then each folder as a pack in pack.json's order", "[edit]") {
    const fs::path dir = fs::temp_directory_path() / ("raycrypt-user-levels-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    // A shipped level with its solution (verified), the same level without one, and a broken file.
    fs::create_directories(dir);
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.json", dir / "a.json");
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.replay.json", dir / "a.replay.json");
    write(dir / "b.json", kRoom);
    write(dir / "c.json", "{\"format\": 1,");
    write(dir / "pack1" / "x.json", kRoom);
    write(dir / "pack1" / "y.json", kRoom);
    write(dir / "pack1" / "pack.json", R"({"name": "Twin rooms", "order": ["y.json"]})");
    write(dir / "pack2" / "z.json", kRoom);
    write(dir / "pack2" / "pack.json", "{\"name\": 3}");

    std::vector<game::UserPack> packs = game::listUserPacks(dir.string());
    REQUIRE(packs.size() == 3);
    CHECK(packs[0].name == "My levels");
    REQUIRE(packs[0].levels.size() == 3);
    CHECK(packs[0].levels[0].name == "First Steps");
    CHECK(packs[0].levels[0].verified);
    CHECK(packs[0].levels[1].name == "Room");
    CHECK(packs[0].levels[1].mode == "crypt");
    CHECK_FALSE(packs[0].levels[1].verified);
    CHECK_FALSE(packs[0].levels[2].error.empty());

    CHECK(packs[1].name == "Twin rooms");
    REQUIRE(packs[1].levels.size() == 2);
    CHECK(fs::path(packs[1].levels[0].path).filename() == "y.json");
    CHECK(fs::path(packs[1].levels[1].path).filename() == "x.json");

    CHECK(packs[2].name == "pack2");
    REQUIRE(packs[2].errors.size() == 1);
    CHECK(packs[2].errors[0].find("pack.json:1:10: error: name: expected a non-empty string") != std::string::npos);

    CHECK(fs::path(game::newUserLevelPath(dir.string())).filename() == "level-1.json");
    write(dir / "level-1.json", kRoom);
    CHECK(fs::path(game::newUserLevelPath(dir.string())).filename() == "level-2.json");
    fs::remove_all(dir);
}

TEST_CASE("A malformed pack.json is explained with every located problem, and order entries naming missing files are "
          "named",
          "[edit]") {
    const fs::path dir = fs::temp_directory_path() / "raycrypt_pack_problems";
    fs::remove_all(dir);
    write(dir / "broken" / "a.json", kRoom);
    write(dir / "broken" / "pack.json", "{\"name\": \"Broken\",\n \"order\": [\"a.json\",]}");
    write(dir / "listed" / "a.json", kRoom);
    write(dir / "listed" / "b.json", kRoom);
    write(dir / "listed" / "pack.json",
          "{\"name\": \"Listed\",\n \"order\": [\"b.json\", \"hall.json\", 7, \"a.json\"]}");
    write(dir / "wrong" / "a.json", kRoom);
    write(dir / "wrong" / "pack.json", "{\"order\": \"a.json\"}");
    const std::vector<game::UserPack> packs = game::listUserPacks(dir.string());
    fs::remove_all(dir);
    REQUIRE(packs.size() == 3);
    // A syntax error: the parser's located message, not a bare "see below".
    REQUIRE(packs[0].errors.size() == 1);
    CHECK(packs[0].errors[0].find((dir / "broken" / "pack.json").string() + ":2:") == 0);
    CHECK(packs[0].errors[0].find("error: ") != std::string::npos);
    REQUIRE(packs[0].levels.size() == 1);
    // Missing files and wrong entries are named at their place in the order; the listed files keep their order.
    CHECK(packs[1].name == "Listed");
    REQUIRE(packs[1].errors.size() == 2);
    CHECK(packs[1].errors[0] == (dir / "listed" / "pack.json").string() + ":2:22: error: order[1]: \"hall.json\" is "
                                    "not a level file in " + (dir / "listed").string());
    CHECK(packs[1].errors[1].find((dir / "listed" / "pack.json").string() + ":2:35: error: order[2]: expected a level "
                                  "file name") == 0);
    REQUIRE(packs[1].levels.size() == 2);
    CHECK(fs::path(packs[1].levels[0].path).filename() == "b.json");
    // An order that is not a list.
    REQUIRE(packs[2].errors.size() == 1);
    CHECK(packs[2].errors[0].find("pack.json:1:11: error: order: expected a list of level file names") != std::string::npos);
}
