#pragma once
// Helpers for the world tests: a world loaded from level text, held inputs, and stepping until something holds.
#include <catch2/catch.hpp>

#include <string>

#include "engine/input/input_frame.h"
#include "engine/level/level_loader.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"
#include "game/world/world.h"

namespace world_test {

/// A world loaded from level text (the load must succeed).
inline game::World worldOf(const std::string& text) {
    engine::LoadResult r = engine::loadLevelText(text, "level.json", game::levelSchema());
    INFO((r.diagnostics.empty() ? std::string() : r.diagnostics.front().format()));
    REQUIRE(r.level);
    game::World w;
    game::loadWorld(w, std::move(*r.level));
    return w;
}

/// Input holding Right, and Jump when asked.
inline engine::InputFrame right(bool jump = false) {
    engine::InputFrame f;
    f.set(engine::Action::Right, true);
    f.set(engine::Action::Jump, jump);
    return f;
}

/// Step with `input` until `done` holds (at most `limit` ticks, and it must hold by then); the ticks taken.
template <class Done>
int stepUntil(game::World& w, const engine::InputFrame& input, Done done, int limit = 2000) {
    int n = 0;
    while (!done(w) && n < limit) game::stepWorld(w, input), ++n;
    REQUIRE(done(w));
    return n;
}

} // namespace world_test
