#include <catch2/catch.hpp>

#include "engine/level/level_loader.h"
#include "game/world/level_schema.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace {

/// A room whose spawn is on a platform moving right at 2 tiles/s (no wait, linear), in the given mode.
game::World rideWorld(const std::string& mode) {
    std::string text = R"({"format": 1, "name": "Ride", "mode": ")" + mode + R"(", "par": 10,
      "tiles": [
        "####################",
        "#..................#",
        "#..................#",
        "#..@...............#",
        "#..................#",
        "#..................#",
        "#.................E#",
        "####################"],
      "entities": [{"type": "platform", "x": 2, "y": 4, "w": 3, "h": 0.5, "path": [[2, 4], [12, 4]],
                    "speed": 2, "wait": 0, "easing": "linear"}]})";
    engine::LoadResult r = engine::loadLevelText(text, "ride.json", game::levelSchema());
    REQUIRE(r.level);
    game::World w;
    game::loadWorld(w, std::move(*r.level));
    return w;
}

} // namespace

TEST_CASE("A rider is carried exactly as far as its platform moves, in both modes", "[world][platform]") {
    for (const char* mode : {"ninja", "crypt"}) {
        DYNAMIC_SECTION(mode) {
            game::World w = rideWorld(mode);
            for (int t = 0; t < 30; ++t) game::stepWorld(w, {});  // settle onto the platform
            const double x0 = center(game::playerBox(w)).x;
            for (int t = 0; t < 120; ++t) game::stepWorld(w, {});  // one second at 2 tiles/s
            CHECK(center(game::playerBox(w)).x - x0 == Approx(2.0).margin(0.02));
            CHECK(w.state == game::RunState::Playing);
        }
    }
}
