// Pellets: the spread, the first target only, gaps between enemies, breakable blocks, sparks.
#include "crypt_test_util.h"

#include <cmath>

#include "game/crypt/pellets.h"

using namespace crypt_test;
using engine::Action;
using engine::TileKind;
using engine::Vec2;

namespace {

/// The bat entities, in spawn order.
std::vector<engine::Entity> bats(game::World& world) {
    std::vector<engine::Entity> out;
    for (engine::Entity e : world.registry.view<game::Bat>())
        out.push_back(e);
    return out;
}

/// How many events of `type` were emitted this tick.
int countEvents(const game::World& world, game::EventType type) {
    int n = 0;
    for (const game::WorldEvent& e : world.events)
        n += e.type == type ? 1 : 0;
    return n;
}

} // namespace

TEST_CASE("pelletDirections spreads seven unit pellets evenly over thirty degrees around the aim",
          "[crypt][pellets]") {
    const Vec2 aim = engine::normalize({1.0, -2.0});
    const auto dirs = game::pelletDirections(aim);
    REQUIRE(dirs.size() == 7);
    CHECK(dirs[3].x == Approx(aim.x));
    CHECK(dirs[3].y == Approx(aim.y));
    const double step = game::kSpreadRadians / 6.0;
    for (std::size_t i = 0; i + 1 < dirs.size(); ++i) {
        CHECK(engine::length(dirs[i]) == Approx(1.0));
        CHECK(std::acos(engine::dot(dirs[i], dirs[i + 1])) == Approx(step));
    }
    CHECK(std::acos(engine::dot(dirs.front(), dirs.back())) == Approx(game::kSpreadRadians));
}

TEST_CASE("A volley kills only the first enemy in line", "[crypt][pellets]") {
    game::World world;
    // Two sleeping bats (range 1: they never wake) straight ahead at the explorer's height.
    load(world, {"##########", "#........#", "#........#", "#@......E#", "##########"},
         R"([{"type": "bat", "x": 4, "y": 3, "range": 1}, {"type": "bat", "x": 6, "y": 3, "range": 1}])");
    idle(world, 3);
    const std::vector<engine::Entity> b = bats(world);
    REQUIRE(b.size() == 2);
    step(world, input({Action::Fire}, {1.0, 0.0}));
    CHECK_FALSE(world.registry.valid(b[0]));
    CHECK(world.registry.valid(b[1]));
    CHECK(countEvents(world, game::EventType::EnemyDeath) == 1);
}

TEST_CASE("Pellets fly between two enemies when their gap is wider than the spread at that distance",
          "[crypt][pellets]") {
    game::World world;
    const std::vector<std::string> rows = {"######################", "#....................#",
                                           "#....................#", "#....................#",
                                           "#....................#", "#....................#",
                                           "#....................#", "#....................#",
                                           "#.........@.........E#", "######################"};
    // The explorer's centre is at x = 10.5, y ≈ 8.58; the bats hang 4 tiles above it, at y = 4.5.
    const double half = 4.3 * std::tan(0.5 * game::kSpreadRadians); // widest the cone gets across the bats

    SECTION("bats 2 tiles either side of the aim line (inner edges 1.7 away) both survive") {
        REQUIRE(1.7 > half);
        load(
            world, rows,
            R"([{"type": "bat", "x": 8, "y": 4, "range": 1}, {"type": "bat", "x": 12, "y": 4, "range": 1}])");
        idle(world, 3);
        step(world, input({Action::Fire}, {0.0, -1.0}));
        CHECK(bats(world).size() == 2);
        CHECK(countEvents(world, game::EventType::EnemyDeath) == 0);
    }
    SECTION("bats 1 tile either side (inner edges 0.7 away, inside the cone) both die") {
        load(
            world, rows,
            R"([{"type": "bat", "x": 9, "y": 4, "range": 1}, {"type": "bat", "x": 11, "y": 4, "range": 1}])");
        idle(world, 3);
        step(world, input({Action::Fire}, {0.0, -1.0}));
        CHECK(bats(world).empty());
        CHECK(countEvents(world, game::EventType::EnemyDeath) == 2);
    }
}

TEST_CASE("A pellet breaks the Breakable block it hits and stops there", "[crypt][pellets][tiles]") {
    game::World world;
    load(world, {"##########", "#........#", "#...BB...#", "#@..BB..E#", "##########"});
    idle(world, 3);
    step(world, input({Action::Fire}, {1.0, 0.0}));
    CHECK(world.grid.at(4, 3) == TileKind::Empty);
    CHECK(world.grid.at(5, 3) == TileKind::Breakable);
    CHECK(world.grid.at(5, 2) == TileKind::Breakable);
    CHECK(countEvents(world, game::EventType::BlockBreak) >= 1);

    SECTION("its spark flies off along the face's normal") {
        bool facing = false;
        for (const game::WorldEvent& e : world.events)
            facing = facing || (e.type == game::EventType::Spark && e.direction == Vec2{-1.0, 0.0} &&
                                e.position.x == 4.0);
        CHECK(facing);
    }
}

TEST_CASE("Shooting a plain wall breaks nothing but still throws sparks", "[crypt][pellets][tiles]") {
    game::World world;
    load(world, {"######", "#....#", "#@..E#", "######"});
    idle(world, 3);
    const std::vector<TileKind> before = world.grid.cells();
    step(world, input({Action::Fire}, {-1.0, 0.0}));
    CHECK(world.grid.cells() == before);
    CHECK(countEvents(world, game::EventType::Spark) == 7);
    CHECK(countEvents(world, game::EventType::BlockBreak) == 0);
}

TEST_CASE("castPellet reports the nearest of a tile and an enemy", "[crypt][pellets]") {
    game::World world;
    load(world, {"##########", "#........#", "#@.....#E#", "##########"},
         R"([{"type": "bat", "x": 4, "y": 2, "range": 1}])");
    const Vec2 origin{1.5, 2.5};
    game::PelletHit hit = game::castPellet(world, origin, {1.0, 0.0});
    CHECK(hit.target == game::PelletTarget::Enemy);
    CHECK(hit.point.x == Approx(4.5 - game::kBatHalf.x));
    CHECK(hit.normal == Vec2{-1.0, 0.0});
    game::PelletHit wall = game::castPellet(world, {5.5, 2.5}, {1.0, 0.0});
    CHECK(wall.target == game::PelletTarget::Tile);
    CHECK(wall.point.x == Approx(7.0));
    CHECK(world.debug.raysCast == 2);
}
