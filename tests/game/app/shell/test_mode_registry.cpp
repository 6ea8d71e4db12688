// The modes' presentation tables: one per built-in mode, found by the mode's id, and the level catalog reading
// levels/<mode name> for every mode with the progress keys the save files use.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "game/app/shell/level_catalog.h"
#include "game/app/view/mode_presentation.h"
#include "engine/level/level_loader.h"
#include "game/world/level_schema.h"
#include "game/world/mode_rules.h"

TEST_CASE("every built-in mode has a presentation table, found by its id, and the menus offer them in id order",
          "[modes]") {
    const std::vector<game::ModeId>& shown = game::presentedModes();
    REQUIRE(shown.size() == game::builtInModes().size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
        CHECK(shown[i] == i);
        const game::ModePresentation& look = game::modePresentation(shown[i]);
        CHECK(look.mode == game::modeRules(shown[i]).name);
        CHECK(look.drawEntities != nullptr);
        CHECK(look.playerAnimation != nullptr);
        CHECK_FALSE(look.music.empty());
    }
    // The crypt is the mode in the dark; the lab's beams hum.
    const game::ModePresentation& crypt = game::modePresentation(*game::findMode("crypt"));
    CHECK(crypt.lightMap);
    CHECK(crypt.music == "catacomb");
    const game::ModePresentation& ninja = game::modePresentation(*game::findMode("ninja"));
    CHECK_FALSE(ninja.lightMap);
    CHECK(ninja.nearestLethalBeam != nullptr);
    CHECK(ninja.music == "lab");
}

TEST_CASE("a mode without a presentation table gets a plain one that draws nothing", "[modes]") {
    const game::ModePresentation& plain = game::modePresentation(200);
    CHECK(plain.drawEntities == nullptr);
    CHECK(plain.gauges == nullptr);
    CHECK_FALSE(plain.lightMap);
}

TEST_CASE("the level catalog lists each mode's folder by mode id with the progress keys of the save files",
          "[modes]") {
    const game::LevelCatalog catalog = game::loadCatalog(std::string(RAYCRYPT_SOURCE_DIR) + "/levels");
    REQUIRE(catalog.modes.size() == game::modeCount());
    const std::vector<std::string> ninja = catalog.keys(*game::findMode("ninja"));
    const std::vector<std::string> crypt = catalog.keys(*game::findMode("crypt"));
    REQUIRE_FALSE(ninja.empty());
    REQUIRE_FALSE(crypt.empty());
    CHECK(ninja.front() == "ninja/01.json");
    CHECK(crypt.front() == "crypt/01.json");
    for (const game::LevelEntry& e : catalog.of(*game::findMode("crypt"))) CHECK(e.error.empty());
    CHECK(catalog.of(200).empty());
}

TEST_CASE("the level catalog orders each mode's levels by its chapters and keeps their progress keys", "[modes]") {
    namespace fs = std::filesystem;
    const fs::path root = fs::temp_directory_path() / "raycrypt_catalog_chapters";
    fs::remove_all(root);
    const std::string ninja(game::modeRules(*game::findMode("ninja")).name);
    const std::string crypt(game::modeRules(*game::findMode("crypt")).name);
    fs::create_directories(root / ninja);
    fs::create_directories(root / crypt);
    for (const char* name : {"01.json", "02.json", "03.json"}) {
        std::ofstream(root / ninja / name) << "{}";
        std::ofstream(root / crypt / name) << "{}";
    }
    std::ofstream(root / ninja / "chapters.json")
        << R"({"format": 1, "chapters": [{"name": "Late", "levels": ["03.json"]},
                                          {"name": "Early", "idea": "jump", "levels": ["02.json", "01.json"]}]})";
    const game::LevelCatalog catalog = game::loadCatalog(root.string());
    fs::remove_all(root);
    CHECK(catalog.keys(*game::findMode("ninja")) ==
          std::vector<std::string>{ninja + "/03.json", ninja + "/02.json", ninja + "/01.json"});
    const auto& chapters = catalog.chaptersOf(*game::findMode("ninja"));
    REQUIRE(chapters.size() == 2);
    CHECK(chapters[0].name == "Late");
    CHECK((chapters[0].first == 0 && chapters[0].count == 1));
    CHECK(chapters[1].name == "Early");
    CHECK(chapters[1].idea == "jump");
    CHECK((chapters[1].first == 1 && chapters[1].count == 2));
    CHECK(catalog.of(*game::findMode("ninja"))[2].chapter == 1);
    // A folder without a chapters file: one chapter, by file name.
    CHECK(catalog.keys(*game::findMode("crypt")) ==
          std::vector<std::string>{crypt + "/01.json", crypt + "/02.json", crypt + "/03.json"});
    CHECK(catalog.chaptersOf(*game::findMode("crypt")).size() == 1);
    CHECK(catalog.chapterErrors[*game::findMode("crypt")].empty());
    CHECK(catalog.chaptersOf(200).empty());
}

TEST_CASE("the shipped catalog holds every mode's levels in chapters", "[modes]") {
    const game::LevelCatalog catalog = game::loadCatalog(std::string(RAYCRYPT_SOURCE_DIR) + "/levels");
    for (std::size_t mode = 0; mode < game::modeCount(); ++mode) {
        const auto& chapters = catalog.chaptersOf(static_cast<game::ModeId>(mode));
        CHECK(chapters.size() >= 4);
        CHECK(catalog.chapterErrors[mode].empty());
        int levels = 0;
        for (const game::CatalogChapter& c : chapters) {
            CHECK(c.first == levels);
            levels += c.count;
        }
        CHECK(levels == static_cast<int>(catalog.of(static_cast<game::ModeId>(mode)).size()));
    }
}

TEST_CASE("a level's miniature holds its walls, spikes, exit and spawn as runs along each row", "[modes]") {
    const engine::LoadResult r = engine::loadLevelText(R"({"format": 1, "name": "M", "mode": "ninja",
        "tiles": ["#####", "#@.E#", "#^^##"]})", "m.json", game::levelSchema());
    REQUIRE(r.ok());
    const game::Miniature m = game::miniatureOf(*r.level);
    CHECK((m.width == 5 && m.height == 3));
    const auto has = [&m](int x, int y, int length, game::Miniature::Kind kind) {
        for (const game::Miniature::Run& run : m.runs)
            if (run.x == x && run.y == y && run.length == length && run.kind == kind) return true;
        return false;
    };
    CHECK(has(0, 0, 5, game::Miniature::Wall));
    CHECK(has(1, 1, 1, game::Miniature::Spawn));
    CHECK(has(3, 1, 1, game::Miniature::Exit));
    CHECK(has(1, 2, 2, game::Miniature::Hazard));
    CHECK(has(3, 2, 2, game::Miniature::Wall));
    CHECK(m.runs.size() == 8); // row 0: 1; row 1: wall, spawn, exit, wall; row 2: wall, spikes, walls
}
