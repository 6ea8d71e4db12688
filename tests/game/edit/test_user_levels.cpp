// The player's own levels: packs from folders (named and ordered by pack.json), verified by their solution replays.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "game/edit/user_levels.h"
#include "edit_test_files.h"

namespace fs = std::filesystem;
using namespace edit_test;

TEST_CASE("My levels lists loose files first, then each folder as a pack in pack.json's order", "[edit]") {
    const fs::path dir = fs::temp_directory_path() / ("raycrypt-user-levels-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    // A shipped level with its solution (verified), the same level without one, and a broken file.
    fs::create_directories(dir);
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.json", dir / "a.json");
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.replay.json", dir / "a.replay.json");
    write(dir / "b.json", kCryptRoom);
    write(dir / "c.json", "{\"format\": 1,");
    write(dir / "pack1" / "x.json", kCryptRoom);
    write(dir / "pack1" / "y.json", kCryptRoom);
    write(dir / "pack1" / "pack.json", R"({"name": "Twin rooms", "order": ["y.json"]})");
    write(dir / "pack2" / "z.json", kCryptRoom);
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
    CHECK(packs[0].levels[1].unverified == "no solution replay (b.replay.json)");
    CHECK(packs[0].levels[0].unverified.empty());
    CHECK_FALSE(packs[0].levels[2].error.empty());

    CHECK(packs[1].name == "Twin rooms");
    REQUIRE(packs[1].levels.size() == 2);
    CHECK(fs::path(packs[1].levels[0].path).filename() == "y.json");
    CHECK(fs::path(packs[1].levels[1].path).filename() == "x.json");

    CHECK(packs[2].name == "pack2");
    REQUIRE(packs[2].errors.size() == 1);
    CHECK(packs[2].errors[0].find("pack.json:1:10: error: name: expected a non-empty string") != std::string::npos);

    CHECK(fs::path(game::newUserLevelPath(dir.string())).filename() == "level-1.json");
    write(dir / "level-1.json", kCryptRoom);
    CHECK(fs::path(game::newUserLevelPath(dir.string())).filename() == "level-2.json");
    fs::remove_all(dir);
}

TEST_CASE("A malformed pack.json is explained with every located problem, and order entries naming missing files are "
          "named",
          "[edit]") {
    const fs::path dir = fs::temp_directory_path() / "raycrypt_pack_problems";
    fs::remove_all(dir);
    write(dir / "broken" / "a.json", kCryptRoom);
    write(dir / "broken" / "pack.json", "{\"name\": \"Broken\",\n \"order\": [\"a.json\",]}");
    write(dir / "listed" / "a.json", kCryptRoom);
    write(dir / "listed" / "b.json", kCryptRoom);
    write(dir / "listed" / "pack.json",
          "{\"name\": \"Listed\",\n \"order\": [\"b.json\", \"hall.json\", 7, \"a.json\"]}");
    write(dir / "wrong" / "a.json", kCryptRoom);
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
                                    "not a level file beside pack.json");
    CHECK(packs[1].errors[1].find((dir / "listed" / "pack.json").string() + ":2:35: error: order[2]: expected a level "
                                  "file name") == 0);
    REQUIRE(packs[1].levels.size() == 2);
    CHECK(fs::path(packs[1].levels[0].path).filename() == "b.json");
    // An order that is not a list.
    REQUIRE(packs[2].errors.size() == 1);
    CHECK(packs[2].errors[0].find("pack.json:1:11: error: order: expected a list of level file names") != std::string::npos);
}

TEST_CASE("A pack's playlist follows pack.json's order from the level played and passes over broken levels", "[edit]") {
    const fs::path dir = fs::temp_directory_path() / ("raycrypt-playlist-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    write(dir / "tour" / "a.json", kCryptRoom);
    write(dir / "tour" / "b.json", "{\"format\": 1,");
    write(dir / "tour" / "c.json", kCryptRoom);
    write(dir / "tour" / "d.json", kCryptRoom);
    write(dir / "tour" / "pack.json", R"({"name": "Tour", "order": ["d.json", "b.json", "a.json", "c.json"]})");
    const std::vector<game::UserPack> packs = game::listUserPacks(dir.string());
    fs::remove_all(dir);
    REQUIRE(packs.size() == 1);
    REQUIRE(packs[0].levels.size() == 4);

    game::PackPlaylist list = game::packPlaylist(packs[0], 0); // d.json
    REQUIRE(list.paths.size() == 3);
    CHECK(fs::path(list.paths[list.index]).filename() == "d.json");
    REQUIRE(list.hasNext());
    list = list.next();
    CHECK(fs::path(list.paths[list.index]).filename() == "a.json"); // b.json does not load: passed over
    REQUIRE(list.hasNext());
    list = list.next();
    CHECK(fs::path(list.paths[list.index]).filename() == "c.json");
    CHECK_FALSE(list.hasNext());

    // Started on the broken level itself: it stays in the list, and the next one is the level after it.
    const game::PackPlaylist fromBroken = game::packPlaylist(packs[0], 1);
    CHECK(fs::path(fromBroken.paths[fromBroken.index]).filename() == "b.json");
    REQUIRE(fromBroken.hasNext());
    CHECK(fs::path(fromBroken.next().paths[fromBroken.index + 1]).filename() == "a.json");
}

TEST_CASE("Add to My levels copies a level and its solution replay under a free name, overwriting nothing", "[edit]") {
    const fs::path dir = fs::temp_directory_path() / ("raycrypt-add-level-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    const fs::path mine = dir / "data" / "levels", elsewhere = dir / "work";
    fs::create_directories(elsewhere);
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.json", elsewhere / "hall.json");
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.replay.json", elsewhere / "hall.replay.json");
    write(elsewhere / "room.json", kCryptRoom);

    const game::AddedLevel first = game::addUserLevel((elsewhere / "hall.json").string(), mine.string());
    REQUIRE(first.error.empty());
    CHECK(first.path == (mine / "hall.json").string());
    CHECK(first.replay);
    // The same name again, and a name whose replay alone is taken: each gets a name of its own.
    const game::AddedLevel second = game::addUserLevel((elsewhere / "hall.json").string(), mine.string());
    CHECK(second.path == (mine / "hall-2.json").string());
    write(mine / "room.replay.json", "{}");
    const game::AddedLevel room = game::addUserLevel((elsewhere / "room.json").string(), mine.string());
    CHECK(room.path == (mine / "room-2.json").string());
    CHECK_FALSE(room.replay);
    CHECK(fs::exists(mine / "hall-2.replay.json"));
    CHECK_FALSE(fs::exists(mine / "room-2.replay.json"));

    const std::vector<game::UserPack> packs = game::listUserPacks(mine.string());
    REQUIRE(packs.size() == 1);
    REQUIRE(packs[0].levels.size() == 3);
    CHECK(packs[0].levels[0].verified); // hall.json with its replay
    CHECK(packs[0].levels[1].verified); // hall-2.json with its replay

    // Refused, writing nothing: a level already in My levels, a missing file, a file that is not a level.
    CHECK(game::addUserLevel((mine / "hall.json").string(), mine.string()).error.find("is in My levels already") !=
          std::string::npos);
    write(mine / "tour" / "x.json", kCryptRoom);
    CHECK(game::addUserLevel((mine / "tour" / "x.json").string(), mine.string()).error.find("is in My levels already") !=
          std::string::npos);
    fs::remove_all(mine / "tour");
    CHECK(game::addUserLevel((elsewhere / "gone.json").string(), mine.string()).error.find("no such file") !=
          std::string::npos);
    CHECK(game::addUserLevel((elsewhere / "hall.replay.json").string(), mine.string()).error.find("not a level file") !=
          std::string::npos);
    CHECK(std::distance(fs::directory_iterator(mine), fs::directory_iterator()) == 6);
    fs::remove_all(dir);
}
