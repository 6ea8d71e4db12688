// Keys and gates; orbs that never respawn.
#include "crypt_test_util.h"

using namespace crypt_test;
using engine::Action;

namespace {

/// Walk right for `ticks` ticks and return the explorer's right edge.
double walkRight(game::World& world, int ticks) {
    step(world, input({Action::Right}), ticks);
    return game::playerBox(world).max.x;
}

} // namespace

TEST_CASE("A gate blocks the explorer until they carry its key", "[crypt][pickups][gate]") {
    game::World world;
    const std::vector<std::string> rows = {"############", "#..........#", "#..........#", "#@.......E.#",
                                           "############"};
    SECTION("without the key the gate is a wall") {
        // The key is out of reach, up by the ceiling.
        load(world, rows, R"([{"type": "key", "id": "k", "x": 2, "y": 1},
                              {"type": "gate", "x": 6, "y": 1, "w": 1, "h": 3, "key": "k"}])");
        CHECK(walkRight(world, 240) == Approx(6.0).margin(0.02));
        CHECK(world.state == game::RunState::Playing);
    }
    SECTION("picking up the key opens it and the way to the exit is free") {
        load(world, rows, R"([{"type": "key", "id": "k", "x": 3, "y": 3},
                              {"type": "gate", "x": 6, "y": 1, "w": 1, "h": 3, "key": "k"}])");
        bool picked = false, opened = false;
        for (int i = 0; i < 240 && world.state == game::RunState::Playing; ++i) {
            step(world, input({Action::Right}));
            picked = picked || emitted(world, game::EventType::KeyPickup);
            opened = opened || emitted(world, game::EventType::DoorOpen);
        }
        CHECK(picked);
        CHECK(opened);
        CHECK(world.solids.size() == 0);
        CHECK(count<game::Key>(world) == 0);
        CHECK(world.state == game::RunState::Complete);
    }
    SECTION("another key does not open it") {
        load(world, rows,
             R"([{"type": "key", "id": "other", "x": 3, "y": 3}, {"type": "key", "id": "k", "x": 2, "y": 1},
                              {"type": "gate", "x": 6, "y": 1, "w": 1, "h": 3, "key": "k"}])");
        CHECK(walkRight(world, 240) == Approx(6.0).margin(0.02));
        REQUIRE(world.registry.tryGet<game::Satchel>(world.player)->keys.size() == 1);
        CHECK(world.registry.tryGet<game::Satchel>(world.player)->keys[0] == "other");
    }
}

TEST_CASE("An orb with respawn 0 never comes back within the attempt but does after a restart",
          "[crypt][pickups][orb]") {
    game::World world;
    load(world, {"#######", "#.....#", "#.....#", "#.....#", "#.....#", "#.....#", "#@...E#", "#######"},
         R"([{"type": "orb", "x": 1, "y": 4, "respawn": 0}])");
    idle(world, 3);
    step(world, input({Action::Fire}, {0.0, 1.0}));
    idle(world, 600);
    auto orbActive = [&] {
        return world.registry.get<game::Orb>(*world.registry.view<game::Orb>().begin()).active;
    };
    CHECK_FALSE(orbActive());
    step(world, input({Action::Restart}));
    CHECK(orbActive());
}
