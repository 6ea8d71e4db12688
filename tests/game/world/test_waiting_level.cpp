#include <catch2/catch.hpp>

#include "engine/input/input_frame.h"
#include "game/world/systems.h"
#include "game/world/waiting_level.h"

TEST_CASE("the waiting room loads, and no run in it finishes or dies", "[world]") {
    engine::Level level = game::waitingLevel();
    REQUIRE(level.exitCells.size() == 1);
    game::World w;
    game::loadWorld(w, std::move(level));
    // Run, jump and dash both ways and upwards for a minute of game time.
    for (int t = 0; t < 7200; ++t) {
        engine::InputFrame in;
        const int phase = t % 600;
        in.set(phase < 300 ? engine::Action::Right : engine::Action::Left, true);
        in.set(engine::Action::Jump, t % 50 < 15);
        if (t % 150 >= 120) {
            in.set(engine::Action::Aim, true);
            in.aim = {phase < 300 ? 1.0 : -1.0, t % 300 < 150 ? -1.0 : 0.2};
        }
        game::stepWorld(w, in);
    }
    CHECK(w.state == game::RunState::Playing);
    CHECK(w.deaths == 0);
}
