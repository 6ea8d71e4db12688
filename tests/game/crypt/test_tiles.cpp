// Crypt tiles under the explorer's feet: cracked blocks (hard landings only) and crumbling platforms.
#include "crypt_test_util.h"

#include "game/crypt/tiles.h"

using namespace crypt_test;
using engine::Action;
using engine::TileKind;

TEST_CASE("cellsUnderFeet lists the cells below a standing box", "[crypt][tiles]") {
    auto cells = game::cellsUnderFeet({{1.2, 4.16}, {1.8, 5.0}});
    REQUIRE(cells.size() == 1);
    CHECK(cells[0] == engine::Cell{1, 5});
    cells = game::cellsUnderFeet({{1.7, 4.16}, {2.3, 5.0}});
    REQUIRE(cells.size() == 2);
    CHECK(cells[1] == engine::Cell{2, 5});
    CHECK(game::cellsUnderFeet({{1.0, 4.16}, {2.0, 5.0}}).size() == 1); // touching an edge does not count
}

TEST_CASE("Cracked blocks break only under a hard landing", "[crypt][tiles]") {
    game::World world;
    const std::vector<std::string> rows = {"##########", "#........#", "#........#",
                                           "#........#", "#........#", "#@......E#",
                                           "#CC#######", "#..#######", "##########"};
    load(world, rows);
    idle(world, 3);

    SECTION("standing and hopping leave it whole") {
        step(world, input({Action::Jump}));
        idle(world, 90);
        CHECK(world.grid.at(1, 6) == TileKind::Cracked);
        CHECK(game::playerController(world)->info.below);
    }
    SECTION("falling back from a downward shot breaks it, and the explorer falls through") {
        step(world, input({Action::Fire}, {0.0, 1.0}));
        idle(world, 150);
        CHECK(world.grid.at(1, 6) == TileKind::Empty);
        CHECK(world.grid.at(2, 6) == TileKind::Cracked); // not under the feet
        CHECK(center(game::playerBox(world)).y > 7.0);
    }
    SECTION("an upward shot slams the explorer down and breaks it at once") {
        step(world, input({Action::Fire}, {0.0, -1.0}));
        CHECK(world.grid.at(1, 6) == TileKind::Empty);
        CHECK(emitted(world, game::EventType::BlockBreak));
    }
}

TEST_CASE("Crumbling tiles fall half a second after being stood on and are back after a restart",
          "[crypt][tiles]") {
    game::World world;
    load(world, {"########", "#......#", "#@....E#", "#~~.####", "#......#", "########"});
    idle(world, 1); // the first tick standing on it starts the timer
    const int delayTicks = static_cast<int>(game::kCrumbleDelay * engine::kTickRate);
    idle(world, delayTicks - 3);
    CHECK(world.grid.at(1, 3) == TileKind::Crumbling);
    idle(world, 4);
    CHECK(world.grid.at(1, 3) == TileKind::Empty);
    CHECK(world.grid.at(2, 3) == TileKind::Crumbling); // never stood on

    SECTION("a restart puts it back") {
        step(world, input({Action::Restart}));
        CHECK(world.grid.at(1, 3) == TileKind::Crumbling);
        idle(world, delayTicks - 3);
        CHECK(world.grid.at(1, 3) == TileKind::Crumbling);
    }
}
