#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "game/save/save_paths.h"

namespace {
/// An environment made of a table.
game::EnvLookup table(std::map<std::string, std::string> vars) {
    return [vars = std::move(vars)](const char* name) -> const char* {
        auto it = vars.find(name);
        return it == vars.end() ? nullptr : it->second.c_str();
    };
}
} // namespace

TEST_CASE("Save paths follow the XDG base directory variables", "[save]") {
    auto env = table({{"HOME", "/home/ann"}, {"XDG_CONFIG_HOME", "/cfg"}, {"XDG_DATA_HOME", "/data"}});
    CHECK(game::settingsPath(env) == "/cfg/raycrypt/settings.json");
    CHECK(game::progressPath(env) == "/data/raycrypt/progress.json");
}

TEST_CASE("Save paths fall back to ~/.config and ~/.local/share", "[save]") {
    SECTION("unset variables") {
        auto env = table({{"HOME", "/home/ann"}});
        CHECK(game::settingsPath(env) == "/home/ann/.config/raycrypt/settings.json");
        CHECK(game::progressPath(env) == "/home/ann/.local/share/raycrypt/progress.json");
    }
    SECTION("empty or relative variables are ignored, as the spec says") {
        auto env = table({{"HOME", "/h"}, {"XDG_CONFIG_HOME", ""}, {"XDG_DATA_HOME", "rel/dir"}});
        CHECK(game::configDirectory(env) == "/h/.config/raycrypt");
        CHECK(game::dataDirectory(env) == "/h/.local/share/raycrypt");
    }
}

TEST_CASE("Without HOME or XDG variables there is no save path", "[save]") {
    auto env = table({});
    CHECK(game::settingsPath(env).empty());
    CHECK(game::progressPath(env).empty());
}
