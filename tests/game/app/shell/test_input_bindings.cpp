// The controls screen's names for the actions (game/app/shell/input_bindings.h): each says what the action does,
// the same in every mode, and none is named for a mode.
#include <catch2/catch.hpp>

#include <cstddef>
#include <string>

#include "game/app/shell/input_bindings.h"
#include "game/world/mode_rules.h"

TEST_CASE("every action is named on the controls screen for what it does, and never for a mode", "[controls]") {
    for (int i = 0; i < engine::kActionCount; ++i) {
        const std::string label = game::actionLabel(static_cast<engine::Action>(i));
        INFO(label);
        CHECK(label != "?");
        for (std::size_t m = 0; m < game::modeCount(); ++m)
            CHECK(label.find(std::string(game::modeRules(static_cast<game::ModeId>(m)).name)) == std::string::npos);
    }
    CHECK(std::string(game::actionLabel(engine::Action::Fire)) == "Fire along the aim");
    CHECK(std::string(game::actionLabel(engine::Action::Aim)) == "Aim (hold)");
}
