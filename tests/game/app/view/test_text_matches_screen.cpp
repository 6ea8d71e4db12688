// Text matches the screen: every shipped level's hint and sign texts name only things the level contains, in the
// colours they are drawn in (the presentation's table of things, game/app/view/text_check.h); and the controls
// screen lists every binding of every action, for the keyboard, the mouse and the gamepad; medal labels are in
// their medal's colour.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>

#include "engine/level/level_loader.h"
#include "engine/platform/input_mapper.h"
#include "engine/platform/key_names.h"
#include "game/app/shell/input_bindings.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/text_check.h"
#include "game/world/level_schema.h"
#include "game/world/mode_rules.h"

namespace {

/// The level in text, loaded (the test fails on a load error).
engine::Level level(const std::string& text) {
    engine::LoadResult r = engine::loadLevelText(text, "text.json", game::levelSchema());
    REQUIRE(r.ok());
    return std::move(*r.level);
}

/// A one-room crypt level with `entities` (a JSON list body) and `hint`, and row `floor` as its floor row.
std::string cryptRoom(const std::string& hint, const std::string& entities, const std::string& floor = "##########") {
    return R"({"format": 1, "name": "t", "mode": "crypt", "hint": ")" + hint + R"(", "tiles": [
        "##########", "#........#", "#@......E#", ")" + floor + R"("], "entities": [)" + entities + "]}";
}

const std::vector<game::ThingWords>& cryptThings() { return game::modePresentation(*game::findMode("crypt")).things; }

} // namespace

TEST_CASE("a hint that names a thing in a colour it is not drawn in is rejected, and the right colour passes",
          "[text]") {
    const std::string orb = R"({"type": "orb", "x": 4, "y": 1})";
    const std::vector<std::string> blue = game::textProblems(level(cryptRoom("Blue orbs refill.", orb)), cryptThings());
    REQUIRE(blue.size() == 1);
    CHECK(blue[0].find("'blue orbs'") != std::string::npos);
    CHECK(blue[0].find("gold") != std::string::npos);
    CHECK(game::textProblems(level(cryptRoom("Gold orbs refill.", orb)), cryptThings()).empty());
}

TEST_CASE("a sign that names a thing the level does not contain is rejected", "[text]") {
    const std::string sign = R"({"type": "sign", "x": 3, "y": 2, "text": "Mind the skeletons."})";
    const std::vector<std::string> p = game::textProblems(level(cryptRoom("", sign)), cryptThings());
    REQUIRE(p.size() == 1);
    CHECK(p[0].find("sign at 3,2") != std::string::npos);
    CHECK(p[0].find("'skeletons'") != std::string::npos);
    const std::string both = sign + R"(, {"type": "skeleton", "x": 5, "y": 2})";
    CHECK(game::textProblems(level(cryptRoom("", both)), cryptThings()).empty());
}

TEST_CASE("a thing shown by tiles counts as contained, and a colour word that colours nothing is rejected", "[text]") {
    CHECK(game::textProblems(level(cryptRoom("Smash brown blocks.", "", "####BB####")), cryptThings()).empty());
    CHECK_FALSE(game::textProblems(level(cryptRoom("Smash brown blocks.", "")), cryptThings()).empty());
    CHECK_FALSE(game::textProblems(level(cryptRoom("Follow the blue light.", "")), cryptThings()).empty());
}

TEST_CASE("every shipped level's hint and signs name only colours and things the level shows", "[text][levels]") {
    const std::filesystem::path root = std::filesystem::path(RAYCRYPT_SOURCE_DIR) / "levels";
    int checked = 0;
    for (const auto& mode : std::filesystem::directory_iterator(root)) {
        if (!mode.is_directory()) continue;
        for (const auto& file : std::filesystem::directory_iterator(mode.path())) {
            const std::string name = file.path().filename().string();
            if (!engine::isLevelFileName(name)) continue;
            engine::LoadResult r = engine::loadLevelFile(file.path().string(), game::levelSchema());
            INFO(file.path().string());
            REQUIRE(r.ok());
            const std::optional<game::ModeId> id = game::findMode(r.level->meta.mode);
            REQUIRE(id);
            const game::ModePresentation& look = game::modePresentation(*id);
            REQUIRE_FALSE(look.things.empty());
            for (const std::string& problem : game::textProblems(*r.level, look.things)) FAIL_CHECK(problem);
            ++checked;
        }
    }
    CHECK(checked >= 24);
}

TEST_CASE("the controls screen lists every action with every key, mouse button and gamepad button bound to it",
          "[text][controls]") {
    const engine::InputBindings b = engine::defaultBindings();
    const std::vector<game::ControlsRow> rows = game::controlsRows(b);
    REQUIRE(rows.size() == static_cast<std::size_t>(engine::kActionCount));
    for (int i = 0; i < engine::kActionCount; ++i) {
        const game::ControlsRow& row = rows[static_cast<std::size_t>(i)];
        INFO(row.label);
        CHECK(static_cast<int>(row.action) == i);
        CHECK(std::string(row.label) != "?");
        for (sf::Keyboard::Key k : b.keys[static_cast<std::size_t>(i)])
            CHECK(row.keys.find(engine::keyLabel(k)) != std::string::npos);
        for (sf::Mouse::Button m : b.mouse[static_cast<std::size_t>(i)])
            CHECK(row.mouse.find(game::mouseButtonLabel(m)) != std::string::npos);
        for (unsigned btn : b.padButtons[static_cast<std::size_t>(i)])
            CHECK(row.pad.find(engine::padButtonLabel(btn)) != std::string::npos);
    }
    // The right mouse button aims (slows time) in the default layout, and the screen says so.
    const game::ControlsRow& aim = rows[static_cast<std::size_t>(engine::Action::Aim)];
    CHECK(aim.mouse.find("RMB") != std::string::npos);
    CHECK(aim.pad.find("RT") != std::string::npos);
}

TEST_CASE("each medal's label is written in its own colour: silver is not gold", "[text][medals]") {
    using game::Medal;
    CHECK(game::ui::medalColor(Medal::Gold) == game::ui::kGold);
    CHECK(game::ui::medalColor(Medal::Silver) != game::ui::kGold);
    CHECK(game::ui::medalColor(Medal::Bronze) != game::ui::kGold);
    CHECK(game::ui::medalColor(Medal::Silver) != game::ui::medalColor(Medal::Bronze));
}
