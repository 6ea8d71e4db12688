#pragma once
// Helpers for the ninja tests: build a World from tile rows and entity JSON, step it with simple inputs, and
// find the mode's components.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/level/level_loader.h"
#include "engine/math/scalar.h"
#include "game/ninja/ninja_components.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"
#include "game/world/world.h"

namespace ninja_test {

/// Degrees to radians.
inline constexpr double kDeg = engine::kPi / 180.0;

/// The player's ninja abilities.
inline game::NinjaAbilities& abilities(game::World& w) { return w.registry.get<game::NinjaAbilities>(w.player); }

/// Level JSON text for a ninja level with these tile rows and entities (a JSON array body, without brackets).
inline std::string levelText(const std::vector<std::string>& rows, const std::string& entities) {
    std::string t = R"({"format": 1, "name": "test", "mode": "ninja", "tiles": [)";
    for (std::size_t i = 0; i < rows.size(); ++i) t += (i ? ",\"" : "\"") + rows[i] + "\"";
    return t + "], \"entities\": [" + entities + "]}";
}

/// Load the level into `world` (REQUIREs that it loads without errors).
inline void load(game::World& world, const std::vector<std::string>& rows, const std::string& entities) {
    engine::LoadResult r = engine::loadLevelText(levelText(rows, entities), "<test>", game::levelSchema());
    std::string messages;
    for (const auto& d : r.diagnostics) messages += d.format() + "\n";
    INFO(messages);
    REQUIRE(r.level);
    game::loadWorld(world, std::move(*r.level));
}

/// An input frame holding the given actions, with an aim vector.
inline engine::InputFrame frame(std::initializer_list<engine::Action> held = {}, engine::Vec2 aim = {}) {
    engine::InputFrame f;
    for (engine::Action a : held) f.set(a, true);
    f.aim = aim;
    return f;
}

/// Step `n` ticks with the same input.
inline void step(game::World& world, int n, const engine::InputFrame& in = {}) {
    for (int i = 0; i < n; ++i) game::stepWorld(world, in);
}

/// The first entity with component T (REQUIREs one exists).
template <class T>
engine::Entity first(game::World& world) {
    for (engine::Entity e : world.registry.view<T>()) return e;
    FAIL("no entity with the component");
    return {};
}

/// The component T of the first entity having it.
template <class T>
T& firstOf(game::World& world) {
    return world.registry.get<T>(first<T>(world));
}

/// True when an event of this type was emitted during the last tick.
inline bool hadEvent(const game::World& world, game::EventType type) {
    for (const game::WorldEvent& e : world.events)
        if (e.type == type) return true;
    return false;
}

/// A closed 30 × 12 room with the spawn at the bottom left and the exit at the bottom right.
inline std::vector<std::string> room() {
    return {
        "##############################",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "#@..........................E#",
        "##############################",
    };
}

} // namespace ninja_test
