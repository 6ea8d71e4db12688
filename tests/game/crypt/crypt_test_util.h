#pragma once
// Helpers for the crypt tests: build a crypt level from tile rows and entity JSON, step it with inputs, and
// reach into the player's state.
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "engine/level/level_loader.h"
#include "game/crypt/blunderbuss.h"
#include "game/crypt/crypt_components.h"
#include "game/world/level_schema.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"
#include "game/world/world.h"

namespace crypt_test {

/// A crypt level from its rows and the JSON text of its entity array (the test fails on a load error).
inline engine::Level level(const std::vector<std::string>& rows, const std::string& entities = "[]") {
    std::string text = R"({"format": 1, "name": "Test", "mode": "crypt", "tiles": [)";
    for (std::size_t i = 0; i < rows.size(); ++i)
        text += (i ? ",\"" : "\"") + rows[i] + "\"";
    text += "], \"entities\": " + entities + "}";
    engine::LoadResult r = engine::loadLevelText(text, "<test>", game::levelSchema());
    INFO((r.diagnostics.empty() ? std::string() : r.diagnostics.front().format()));
    REQUIRE(r.level);
    return *r.level;
}

/// Load a fresh world on that level.
inline void load(game::World& world, const std::vector<std::string>& rows,
                 const std::string& entities = "[]") {
    game::loadWorld(world, level(rows, entities));
}

/// An input frame holding `held`, aiming at `aim`.
inline engine::InputFrame input(std::initializer_list<engine::Action> held = {}, engine::Vec2 aim = {}) {
    engine::InputFrame f;
    for (engine::Action a : held)
        f.set(a, true);
    f.aim = aim;
    return f;
}

/// Step `ticks` ticks with the same input.
inline void step(game::World& world, const engine::InputFrame& f, int ticks = 1) {
    for (int i = 0; i < ticks; ++i)
        game::stepWorld(world, f);
}

/// Step `ticks` ticks with no input.
inline void idle(game::World& world, int ticks = 1) { step(world, engine::InputFrame{}, ticks); }

/// Press Fire for one tick aiming at `aim`, then release for one tick.
inline void shoot(game::World& world, engine::Vec2 aim) {
    step(world, input({engine::Action::Fire}, aim));
    step(world, input({}, aim));
}

/// The player's blunderbuss (the test fails without one).
inline game::Blunderbuss& gun(game::World& world) {
    game::Blunderbuss* g = world.registry.tryGet<game::Blunderbuss>(world.player);
    REQUIRE(g != nullptr);
    return *g;
}

/// Number of entities with component T.
template <class T> int count(game::World& world) {
    int n = 0;
    for (engine::Entity e : world.registry.view<T>())
        n += e.index != engine::kNullEntity.index ? 1 : 0;
    return n;
}

/// True when an event of `type` was emitted this tick.
inline bool emitted(const game::World& world, game::EventType type) {
    for (const game::WorldEvent& e : world.events)
        if (e.type == type) return true;
    return false;
}

} // namespace crypt_test
