// The editor's entity palette offers every type a level of its mode may hold.
#include <catch2/catch.hpp>

#include <algorithm>

#include "game/app/editor/editor_ui.h"
#include "game/world/mode_rules.h"

TEST_CASE("The entity palette of both modes offers the checkpoint", "[editor][checkpoint]") {
    for (const char* mode : {"ninja", "crypt"}) {
        INFO(mode);
        const std::optional<game::ModeId> id = game::findMode(mode);
        REQUIRE(id);
        const std::vector<std::string> types = game::editorEntityTypes(*id);
        CHECK(std::count(types.begin(), types.end(), "checkpoint") == 1);
        CHECK(std::count(types.begin(), types.end(), "sign") == 1);
    }
}
