#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "engine/level/level_loader.h"
#include "game/world/components.h"
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

namespace {

/// A room where a wall-high platform slides left into the left wall and back (ping-pong, 3 tiles/s), over the
/// spot where the player spawns: a squeeze. Invincible when asked.
game::World squeezeWorld(bool invincible) {
    const std::string text = R"({"format": 1, "name": "Squeeze", "mode": "ninja", "par": 10,
      "tiles": [
        "############",
        "#..........#",
        "#..........#",
        "#..........#",
        "#..@......E#",
        "############"],
      "entities": [{"type": "platform", "x": 7, "y": 1, "w": 1, "h": 4, "path": [[7, 1], [1, 1]],
                    "speed": 3, "wait": 0, "easing": "linear"}]})";
    engine::LoadResult r = engine::loadLevelText(text, "squeeze.json", game::levelSchema());
    REQUIRE(r.level);
    game::World w;
    game::loadWorld(w, std::move(*r.level));
    w.assists.invincible = invincible;
    return w;
}

/// The platform's box, tiles.
engine::Aabb platformBox(const game::World& w) {
    engine::Aabb box;
    w.registry.view<game::SolidRef>().each([&](const game::SolidRef& s) { box = w.solids.body(s.id).box; });
    return box;
}

} // namespace

TEST_CASE("A squeeze against a wall crushes the player", "[world][platform]") {
    game::World w = squeezeWorld(false);
    for (int t = 0; t < 400 && w.deaths == 0; ++t) game::stepWorld(w, {});
    CHECK(w.deaths == 1);
    CHECK(w.lastDeath == game::DeathCause::Crushed);
}

TEST_CASE("Invincible in a squeeze: the crush puts the player back on the last solid ground, never through the pusher",
          "[world][platform][assists]") {
    game::World w = squeezeWorld(true);
    bool crushed = false;
    for (int t = 0; t < 600; ++t) {
        const double before = center(game::playerBox(w)).x;
        game::stepWorld(w, {});
        const engine::Aabb player = game::playerBox(w), platform = platformBox(w);
        const double x = center(player).x;
        INFO("tick " << t << ": player x " << x << " (was " << before << "), platform " << platform.min.x << ".."
                     << platform.max.x);
        REQUIRE(w.deaths == 0);
        // Never inside the pusher, beyond its skin.
        CHECK(std::min(player.max.x, platform.max.x) - std::max(player.min.x, platform.min.x) <= 0.05);
        for (const game::WorldEvent& e : w.events) crushed = crushed || e.type == game::EventType::Restart;
        // Put back on ground that was solid under its feet, clear of the pusher's path to the wall.
        if (w.events.size() && w.events.back().type == game::EventType::Restart) {
            CHECK(player.min.x >= platform.max.x - 1e-9);
            CHECK(w.grid.at(static_cast<int>(std::floor(x)), static_cast<int>(std::floor(player.max.y + 0.01))) ==
                  engine::TileKind::Solid);
        }
    }
    CHECK(crushed);
}
