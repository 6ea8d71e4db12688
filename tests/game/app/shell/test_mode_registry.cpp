// The modes' presentation tables: one per built-in mode, found by the mode's id, and the level catalog reading
// levels/<mode name> for every mode with the progress keys the save files use.
#include <catch2/catch.hpp>

#include <string>

#include "game/app/shell/level_catalog.h"
#include "game/app/view/mode_presentation.h"
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
