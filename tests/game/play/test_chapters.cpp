// Chapters: the chapters file read into the campaign order, and every kind of bad file a located message.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "game/play/chapters.h"

namespace {

const std::vector<std::string> kFolder = {"01.json", "02.json", "03.json"};

game::ChapterList parse(const std::string& text, const std::vector<std::string>& folder = kFolder) {
    return game::parseChapters(text, "chapters.json", folder);
}

/// The one error (or warning) of `list`, formatted.
std::string only(const game::ChapterList& list) {
    REQUIRE(list.diagnostics.size() == 1);
    return list.diagnostics[0].format();
}

} // namespace

TEST_CASE("a chapters file orders the campaign by its chapters, not by file name", "[chapters]") {
    const game::ChapterList list = parse(R"({"format": 1, "chapters": [
  {"name": "One", "idea": "jump", "twist": "pulse", "exam": "climb", "levels": ["02.json", "01.json"]},
  {"name": "Two", "levels": ["03.json"]}
]})");
    CHECK(list.ok());
    CHECK(list.diagnostics.empty());
    REQUIRE(list.chapters.size() == 2);
    CHECK(list.chapters[0].name == "One");
    CHECK(list.chapters[0].idea == "jump");
    CHECK(list.chapters[0].twist == "pulse");
    CHECK(list.chapters[0].exam == "climb");
    CHECK(list.order() == std::vector<std::string>{"02.json", "01.json", "03.json"});
}

TEST_CASE("broken chapters JSON is a located error and every level stays in one chapter", "[chapters]") {
    const game::ChapterList list = parse("{\"format\": 1,\n  \"chapters\": [,]}");
    CHECK_FALSE(list.ok());
    REQUIRE_FALSE(list.diagnostics.empty());
    CHECK(list.diagnostics[0].line == 2);
    CHECK(list.diagnostics[0].file == "chapters.json");
    CHECK(list.order() == kFolder);
}

TEST_CASE("a chapter value of the wrong type names its line, column and field", "[chapters]") {
    CHECK(only(parse(R"({"format": 1, "chapters": [{"name": 7, "levels": ["01.json", "02.json", "03.json"]}]})")) ==
          "chapters.json:1:37: error: chapters[0].name: expected a string, got 7");
    CHECK(only(parse(R"({"format": 1, "chapters": [{"name": "A", "levels": "01.json"}]})", {})) ==
          "chapters.json:1:52: error: chapters[0].levels: expected an array of level file names, got \"01.json\"");
    CHECK(only(parse(R"({"format": "1", "chapters": [{"name": "A", "levels": ["01.json", "02.json", "03.json"]}]})")) ==
          "chapters.json:1:12: error: format: expected 1, got \"1\"");
    CHECK(only(parse(R"([1, 2])")) ==
          "chapters.json:1:1: error: expected an object with \"format\" and \"chapters\", got an array");
}

TEST_CASE("a chapter naming a missing level file is a located error and the file is left out", "[chapters]") {
    const game::ChapterList list =
        parse(R"({"format": 1, "chapters": [{"name": "A", "levels": ["01.json", "09.json", "02.json", "03.json"]}]})");
    CHECK(only(list) == "chapters.json:1:64: error: chapters[0].levels[1]: no level file \"09.json\" in the folder");
    CHECK(list.order() == kFolder);
}

TEST_CASE("a level file in no chapter is an error at the chapters and plays in one more chapter", "[chapters]") {
    const game::ChapterList list = parse(R"({"format": 1, "chapters": [{"name": "A", "levels": ["02.json"]}]})");
    CHECK_FALSE(list.ok());
    REQUIRE(list.diagnostics.size() == 2);
    CHECK(list.diagnostics[0].format() ==
          "chapters.json:1:27: error: chapters: level file \"01.json\" is in no chapter (add it to a chapter's "
          "\"levels\")");
    CHECK(list.diagnostics[1].path == "chapters");
    REQUIRE(list.chapters.size() == 2);
    CHECK(list.chapters[1].levels == std::vector<std::string>{"01.json", "03.json"});
}

TEST_CASE("a level listed twice is an error that points at both places and plays once", "[chapters]") {
    const game::ChapterList list = parse(R"({"format": 1, "chapters": [
  {"name": "A", "levels": ["01.json", "02.json"]},
  {"name": "B", "levels": ["03.json", "01.json"]}]})");
    CHECK(only(list) == "chapters.json:3:39: error: chapters[1].levels[1]: \"01.json\" is listed twice (first at 2:28, "
                        "chapters[0].levels[0])");
    CHECK(list.order() == kFolder);
}

TEST_CASE("an unknown key in a chapters file is a located warning", "[chapters]") {
    const game::ChapterList list =
        parse(R"({"format": 1, "chapters": [{"name": "A", "nmae": "B", "levels": ["01.json", "02.json", "03.json"]}]})");
    CHECK(list.ok());
    CHECK(only(list) ==
          "chapters.json:1:42: warning: chapters[0].nmae: unknown key \"nmae\" (known: name, idea, twist, exam, levels)");
}

TEST_CASE("a chapter with no name or no levels is a located error", "[chapters]") {
    const game::ChapterList list = parse(R"({"format": 1, "chapters": [{"levels": ["01.json", "02.json", "03.json"]},
{"name": "B", "levels": []}]})");
    REQUIRE(list.diagnostics.size() == 2);
    CHECK(list.diagnostics[0].format() == "chapters.json:1:28: error: chapters[0]: missing \"name\"");
    CHECK(list.diagnostics[1].format() == "chapters.json:2:25: error: chapters[1].levels: no levels: name at least one");
}

TEST_CASE("a mode folder without a chapters file is one chapter of its levels by file name", "[chapters]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "raycrypt_chapters_none" / "pack";
    fs::remove_all(dir.parent_path());
    fs::create_directories(dir);
    for (const char* name : {"b.json", "a.json", "a.replay.json"})
        std::ofstream(dir / name) << "{}";
    const game::ChapterList list = game::loadChapters(dir.string());
    const game::ChapterList missing = game::loadChapters((dir / "nowhere").string());
    fs::remove_all(dir.parent_path());
    CHECK(list.ok());
    CHECK_FALSE(list.fromFile);
    REQUIRE(list.chapters.size() == 1);
    CHECK(list.chapters[0].name == "pack");
    CHECK(list.order() == std::vector<std::string>{"a.json", "b.json"});
    CHECK(missing.ok());
    CHECK(missing.chapters.empty());
}

TEST_CASE("a chapters file that is a folder is an error for the whole file and the levels still play", "[chapters]") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "raycrypt_chapters_dir";
    fs::remove_all(dir);
    fs::create_directories(dir / "chapters.json");
    std::ofstream(dir / "01.json") << "{}";
    const game::ChapterList list = game::loadChapters(dir.string());
    fs::remove_all(dir);
    CHECK_FALSE(list.ok());
    REQUIRE(list.diagnostics.size() == 1);
    CHECK(list.diagnostics[0].line == 0);
    CHECK(list.order() == std::vector<std::string>{"01.json"});
}

TEST_CASE("the shipped chapters name every shipped level once", "[chapters]") {
    for (const char* mode : {"ninja", "crypt"}) {
        const std::string dir = std::string(RAYCRYPT_SOURCE_DIR) + "/levels/" + mode;
        const game::ChapterList list = game::loadChapters(dir);
        INFO(mode);
        for (const auto& d : list.diagnostics) UNSCOPED_INFO(d.format());
        CHECK(list.fromFile);
        CHECK(list.ok());
        CHECK(list.chapters.size() >= 4);
        std::vector<std::string> order = list.order();
        std::sort(order.begin(), order.end());
        CHECK(order == game::folderLevelFiles(dir));
    }
}
