// The undead: skeleton patrols (walls, ledges), bat line of sight, stomp versus side touch, lich projectiles.
#include "crypt_test_util.h"

#include <algorithm>

#include "game/crypt/crypt_state.h"
#include "game/crypt/enemies.h"

using namespace crypt_test;
using engine::Action;
using engine::Vec2;

namespace {

/// The only entity with a T (the test fails when there is none).
template <class T> engine::Entity only(game::World& world) {
    auto view = world.registry.view<T>();
    REQUIRE(view.begin() != view.end());
    return *view.begin();
}

/// A skeleton's collider.
engine::Aabb skeletonBox(game::World& world, engine::Entity e) {
    return world.registry.get<game::Body>(e).controller.collider;
}

/// A room where the explorer (no shells) falls from the ceiling onto a slow skeleton; returns the skeleton.
engine::Entity loadStompRoom(game::World& world) {
    load(world,
         {"###########", "#....@....#", "#.........#", "#.........#", "#.........#", "#........E#",
          "###########"},
         R"([{"type": "skeleton", "x": 5, "y": 5, "dir": 1, "speed": 0.1}])");
    gun(world).shells = 0;
    return only<game::Skeleton>(world);
}

/// Idle until the explorer stomps skeleton s (the test fails after 1 s without); s's collider at the start of
/// the stomping tick.
engine::Aabb idleUntilStomp(game::World& world, engine::Entity s) {
    engine::Aabb last = skeletonBox(world, s);
    for (int i = 0; i < 120 && !emitted(world, game::EventType::Stomp); ++i) {
        last = skeletonBox(world, s);
        idle(world);
    }
    REQUIRE(emitted(world, game::EventType::Stomp));
    return last;
}

/// A corridor with a skeleton walking away from the explorer, who fires one volley at it on the third tick.
void shootSkeletonInCorridor(game::World& world) {
    load(world, {"############", "#..........#", "#@........E#", "############"},
         R"([{"type": "skeleton", "x": 5, "y": 2, "dir": 1, "speed": 1}])");
    idle(world, 2);
    step(world, input({Action::Fire}, {1.0, 0.0}));
}

} // namespace

TEST_CASE("Skeletons patrol and turn around at walls", "[crypt][enemies][skeleton]") {
    game::World world;
    // The explorer waits in a sealed room above the skeleton's corridor.
    load(world, {"############", "#@........E#", "############", "#..........#", "############"},
         R"([{"type": "skeleton", "x": 5, "y": 3, "dir": 1, "speed": 4}])");
    const engine::Entity s = only<game::Skeleton>(world);
    double lo = 1e9, hi = -1e9;
    int turns = 0, dir = 1;
    for (int i = 0; i < 600; ++i) {
        idle(world);
        const engine::Aabb b = skeletonBox(world, s);
        lo = std::min(lo, b.min.x);
        hi = std::max(hi, b.max.x);
        const int now = world.registry.get<game::Skeleton>(s).dir;
        turns += now != dir ? 1 : 0;
        dir = now;
    }
    CHECK(lo == Approx(1.0).margin(0.05));
    CHECK(hi == Approx(11.0).margin(0.05));
    CHECK(turns >= 2);
    CHECK(world.deaths == 0);
}

TEST_CASE("Skeletons turn around at ledges instead of walking off", "[crypt][enemies][skeleton]") {
    game::World world;
    // A 4-wide ledge (columns 4..7) over a pit; the explorer waits in the sealed room above.
    load(world,
         {"############", "#@........E#", "############", "#..........#", "#...####...#", "#..........#",
          "############"},
         R"([{"type": "skeleton", "x": 5, "y": 3, "dir": 1, "speed": 3}])");
    const engine::Entity s = only<game::Skeleton>(world);
    idle(world, 2);
    const double y = center(skeletonBox(world, s)).y;
    double lo = 1e9, hi = -1e9;
    for (int i = 0; i < 600; ++i) {
        idle(world);
        const engine::Aabb b = skeletonBox(world, s);
        lo = std::min(lo, b.min.x);
        hi = std::max(hi, b.max.x);
        REQUIRE(center(b).y == Approx(y));
    }
    CHECK(lo >= 4.0 - 0.1);
    CHECK(lo < 4.2);
    CHECK(hi <= 8.0 + 0.1);
    CHECK(hi > 7.8);
}

TEST_CASE("Skeletons turn around in front of spikes", "[crypt][enemies][skeleton]") {
    game::World world;
    load(world, {"############", "#@........E#", "############", "#.......^..#", "############"},
         R"([{"type": "skeleton", "x": 4, "y": 3, "dir": 1, "speed": 3}])");
    const engine::Entity s = only<game::Skeleton>(world);
    double hi = -1e9;
    for (int i = 0; i < 400; ++i) {
        idle(world);
        hi = std::max(hi, skeletonBox(world, s).max.x);
    }
    CHECK(hi <= 8.0);
    CHECK(hi > 7.8);
}

TEST_CASE("A skeleton that falls onto spikes dies", "[crypt][enemies][skeleton]") {
    game::World world;
    load(world, {"##########", "#@......E#", "##########", "#........#", "#...^....#", "##########"},
         R"([{"type": "skeleton", "x": 4, "y": 3, "dir": 1, "speed": 0.1}])");
    idle(world, 30);
    CHECK(count<game::Skeleton>(world) == 0);
    CHECK(world.solids.size() == 0);
    CHECK(world.deaths == 0);
}

TEST_CASE("Bats cannot see the explorer through walls", "[crypt][enemies][bat]") {
    game::World world;
    SECTION("a wall between them: the bat sleeps on") {
        load(world, {"##########", "#.....#..#", "#.....#..#", "#@....#.E#", "##########"},
             R"([{"type": "bat", "x": 7, "y": 1, "range": 8}])");
        const engine::Entity b = only<game::Bat>(world);
        const Vec2 at = world.registry.get<game::Transform>(b).position;
        idle(world, 240);
        CHECK(world.registry.get<game::Bat>(b).state == game::BatState::Sleeping);
        CHECK(world.registry.get<game::Transform>(b).position == at);
    }
    SECTION("glass hides nothing: the bat wakes") {
        load(world, {"##########", "#.....G..#", "#.....G..#", "#@....G.E#", "##########"},
             R"([{"type": "bat", "x": 7, "y": 1, "range": 8}])");
        idle(world, 2);
        CHECK(world.registry.get<game::Bat>(only<game::Bat>(world)).state == game::BatState::Waking);
    }
    SECTION("out of range: the bat sleeps on") {
        load(world, {"##########", "#........#", "#........#", "#@......E#", "##########"},
             R"([{"type": "bat", "x": 7, "y": 1, "range": 3}])");
        idle(world, 120);
        CHECK(world.registry.get<game::Bat>(only<game::Bat>(world)).state == game::BatState::Sleeping);
    }
    SECTION("in range and in sight: it wakes, then swoops at the explorer and kills on touch") {
        load(world, {"##########", "#........#", "#........#", "#@......E#", "##########"},
             R"([{"type": "bat", "x": 7, "y": 1, "range": 8}])");
        const engine::Entity b = only<game::Bat>(world);
        idle(world, 2);
        CHECK(world.registry.get<game::Bat>(b).state == game::BatState::Waking);
        idle(world, static_cast<int>(game::kBatWakeSeconds * engine::kTickRate) + 2);
        CHECK(world.registry.get<game::Bat>(b).state == game::BatState::Swooping);
        for (int i = 0; i < 600 && world.deaths == 0; ++i)
            idle(world);
        CHECK(world.deaths == 1);
        CHECK(world.lastDeath == game::DeathCause::Enemy);
    }
}

TEST_CASE("Stomping a skeleton kills it and bounces the explorer", "[crypt][enemies][stomp]") {
    game::World world;
    const engine::Entity s = loadStompRoom(world);
    idleUntilStomp(world, s);
    CHECK_FALSE(world.registry.valid(s));
    CHECK(world.solids.size() == 0);
    CHECK(game::playerVelocity(world).y < -0.9 * game::kStompBounceSpeed);
    CHECK(gun(world).shells == game::kShellCapacity);
    CHECK(emitted(world, game::EventType::EnemyDeath));
    idle(world, 120);
    CHECK(world.deaths == 0);
}

TEST_CASE("A stomped skeleton collapses for the set time without hurting the explorer, then is gone",
          "[crypt][enemies][stomp]") {
    game::World world;
    const engine::Aabb lastBox = idleUntilStomp(world, loadStompRoom(world));
    const game::CryptRemains* remains = game::cryptRemains(world);
    REQUIRE(remains != nullptr);
    REQUIRE(remains->dying.size() == 1);
    const game::Remains r = remains->dying.front();
    CHECK(r.left == game::kSkeletonDeathSeconds);
    CHECK(r.dir == 1);
    CHECK(r.feet.x == Approx(center(lastBox).x).margin(0.01));
    CHECK(r.feet.y == Approx(lastBox.max.y).margin(0.01));
    CHECK(count<game::Skeleton>(world) == 0);
    CHECK(world.solids.size() == 0);

    // A shot straight up slams the explorer down through the remains while they collapse.
    const engine::Aabb bones{r.feet - Vec2{game::kSkeletonHalf.x, 2.0 * game::kSkeletonHalf.y},
                             r.feet + Vec2{game::kSkeletonHalf.x, 0.0}};
    step(world, input({Action::Fire}, {0.0, -1.0}));
    int ticks = 1;
    bool insideBones = false;
    while (!game::cryptRemains(world)->dying.empty() && ticks < 240) {
        const engine::Aabb p = game::playerBox(world);
        insideBones = insideBones || (p.min.x < bones.max.x && bones.min.x < p.max.x && p.min.y < bones.max.y &&
                                      bones.min.y < p.max.y);
        CHECK(world.deaths == 0);
        idle(world);
        ++ticks;
    }
    CHECK(insideBones);
    const int expected = static_cast<int>(game::kSkeletonDeathSeconds * engine::kTickRate + 0.5);
    CHECK(ticks >= expected);
    CHECK(ticks <= expected + 1);
    idle(world, 120);
    CHECK(world.deaths == 0);
    CHECK(world.state == game::RunState::Playing);
}

TEST_CASE("Pellets fly through a dying skeleton's remains to the skeleton behind", "[crypt][enemies][skeleton]") {
    game::World world;
    load(world, {"############", "#..........#", "#@........E#", "############"},
         R"([{"type": "skeleton", "x": 4, "y": 2, "dir": 1, "speed": 0.1},
             {"type": "skeleton", "x": 7, "y": 2, "dir": 1, "speed": 0.1}])");
    idle(world, 2);
    step(world, input({Action::Fire}, {1.0, 0.0}));
    REQUIRE(count<game::Skeleton>(world) == 1);
    REQUIRE(game::cryptRemains(world)->dying.size() == 1);
    idle(world, static_cast<int>(game::kFireCooldown * engine::kTickRate) + 1);
    REQUIRE(game::cryptRemains(world)->dying.size() == 1);
    step(world, input({Action::Fire}, {1.0, 0.0}));
    CHECK(count<game::Skeleton>(world) == 0);
    CHECK(game::cryptRemains(world)->dying.size() == 2);
    CHECK(world.deaths == 0);
}

TEST_CASE("The remains' countdown is part of the state hash", "[crypt][enemies][skeleton]") {
    game::World world;
    shootSkeletonInCorridor(world);
    game::CryptRemains* remains = game::cryptRemains(world);
    REQUIRE(remains != nullptr);
    REQUIRE(remains->dying.size() == 1);
    const std::string before = game::hashWorld(world);
    const double left = remains->dying.front().left;
    remains->dying.front().left = left - engine::kTickSeconds;
    CHECK(game::hashWorld(world) != before);
    remains->dying.front().left = left;
    CHECK(game::hashWorld(world) == before);
}

TEST_CASE("Touching a skeleton from the side kills the explorer", "[crypt][enemies][stomp]") {
    game::World world;
    const std::vector<std::string> rows = {"############", "#..........#", "#..........#", "#@........E#",
                                           "############"};
    SECTION("the skeleton walks into the standing explorer") {
        load(world, rows, R"([{"type": "skeleton", "x": 6, "y": 3, "dir": -1, "speed": 3}])");
        for (int i = 0; i < 240 && world.deaths == 0; ++i)
            idle(world);
        CHECK(world.deaths == 1);
        CHECK(world.lastDeath == game::DeathCause::Enemy);
    }
    SECTION("the explorer walks into the skeleton: the controller reports it on the right") {
        load(world, rows, R"([{"type": "skeleton", "x": 6, "y": 3, "dir": 1, "speed": 0.1}])");
        const engine::Entity s = only<game::Skeleton>(world);
        bool contact = false;
        for (int i = 0; i < 240 && world.deaths == 0; ++i) {
            step(world, input({Action::Right}));
            const engine::CollisionInfo& info = game::playerController(world)->info;
            contact =
                contact || (info.right && info.rightHit.solid == world.registry.get<game::Skeleton>(s).solid);
        }
        CHECK(contact);
        CHECK(world.deaths == 1);
        CHECK(world.registry.valid(s));
    }
}

TEST_CASE("A pellet kills a skeleton", "[crypt][enemies][skeleton]") {
    game::World world;
    shootSkeletonInCorridor(world);
    CHECK(count<game::Skeleton>(world) == 0);
    CHECK(world.solids.size() == 0);
    CHECK(emitted(world, game::EventType::EnemyDeath));
}

TEST_CASE("Liches cast slow projectiles at an explorer they see", "[crypt][enemies][lich]") {
    game::World world;
    const std::vector<std::string> open = {"############", "#..........#", "#..........#", "#@........E#",
                                           "############"};
    const std::string lich = R"([{"type": "lich", "x": 9, "y": 3, "interval": 1, "projectileSpeed": 3}])";
    SECTION("after one interval, with a telegraph first") {
        load(world, open, lich);
        idle(world, 60);
        CHECK(world.registry.get<game::Lich>(only<game::Lich>(world)).charging);
        CHECK(count<game::Projectile>(world) == 0);
        idle(world, 61);
        REQUIRE(count<game::Projectile>(world) == 1);
        CHECK(world.registry.get<game::Projectile>(only<game::Projectile>(world)).velocity.x ==
              Approx(-3.0).margin(0.05));
    }
    SECTION("the projectile kills the explorer on touch") {
        load(world, open, lich);
        for (int i = 0; i < 600 && world.deaths == 0; ++i)
            idle(world);
        CHECK(world.lastDeath == game::DeathCause::Projectile);
    }
    SECTION("a pellet bursts the projectile") {
        load(world, open, lich);
        idle(world, 200);
        REQUIRE(count<game::Projectile>(world) == 1);
        step(world, input({Action::Fire}, {1.0, 0.0}));
        CHECK(count<game::Projectile>(world) == 0);
        CHECK(world.deaths == 0);
    }
    SECTION("not through a wall") {
        load(world, {"############", "#......#...#", "#......#...#", "#@.....#..E#", "############"}, lich);
        idle(world, 400);
        CHECK(count<game::Projectile>(world) == 0);
        CHECK_FALSE(world.registry.get<game::Lich>(only<game::Lich>(world)).charging);
    }
}
