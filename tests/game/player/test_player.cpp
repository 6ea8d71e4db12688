// The player state machine: jump timing (coyote, buffer), variable jump, apex hang, corner correction, walls,
// dash, one-way drops, lift boost, and the state transitions.
#include <catch2/catch.hpp>

#include <cmath>
#include <initializer_list>
#include <memory>
#include <string>

#include "engine/controller/moving_platform.h"
#include "engine/time/timestep.h"
#include "game/player/player.h"

using namespace engine;
using namespace game;

namespace {

constexpr double kDt = engine::kTickSeconds;
/// A test dash: 3.5 tiles in 0.15 s (18 ticks), leaving 6 tiles/s; a tick moving under a quarter of its
/// request ends it.
constexpr DashSpec kTestDash{3.5, 0.15, 6.0, 0.25};

/// A grid from rows ('#' solid, '=' one-way, '.' empty), row 0 on top.
TileGrid gridFrom(std::initializer_list<const char*> rows) {
    int h = static_cast<int>(rows.size()), w = static_cast<int>(std::string(*rows.begin()).size()), y = 0;
    TileGrid g(w, h);
    for (const char* row : rows) {
        for (int x = 0; x < w; ++x)
            g.set(x, y, row[x] == '#' ? TileKind::Solid : row[x] == '=' ? TileKind::OneWay : TileKind::Empty);
        ++y;
    }
    return g;
}

/// A level, a player and its input, stepped one tick at a time with a set of held actions.
struct Sim {
    TileGrid grid;
    SolidIndex solids;
    CollisionWorld world;
    Player player;
    InputState input;
    PlayerEvents events;

    Sim(std::initializer_list<const char*> rows, Vec2 feet) : grid(gridFrom(rows)), world{&grid, &solids} {
        player = makePlayer(feet);
    }
    Sim(const Sim&) = delete;

    /// One tick with exactly these actions held.
    const PlayerEvents& step(std::initializer_list<Action> held = {}) {
        InputFrame f;
        for (Action a : held) f.set(a, true);
        input.advance(f);
        updatePlayer(player, input, world, kDt, &events);
        return events;
    }
    /// n ticks with these actions held.
    void hold(int n, std::initializer_list<Action> held = {}) {
        for (int i = 0; i < n; ++i) step(held);
    }
    Vec2 feet() const { return feetOf(player); }
};

/// An open room 30 × 12 with its floor top at y = 10.
Sim* openRoom(Vec2 feet) {
    return new Sim({"##############################", "#............................#",
                    "#............................#", "#............................#",
                    "#............................#", "#............................#",
                    "#............................#", "#............................#",
                    "#............................#", "#............................#",
                    "##############################", "##############################"},
                   feet);
}

/// Peak rise (tiles) of a jump from the ground holding Jump for holdTicks ticks (then released).
double jumpPeak(int holdTicks, int* apexTick = nullptr) {
    std::unique_ptr<Sim> s(openRoom({5.0, 10.0}));
    s->hold(10);
    double start = s->feet().y, best = start;
    for (int i = 0; i < 240; ++i) {
        s->step(i < holdTicks ? std::initializer_list<Action>{Action::Jump} : std::initializer_list<Action>{});
        if (s->feet().y < best) {
            best = s->feet().y;
            if (apexTick) *apexTick = i + 1;
        }
    }
    return start - best;
}

} // namespace

TEST_CASE("Tuning derives gravity and jump speed from the jump height and time to apex", "[player][tuning]") {
    const double k = tuning::kHalfGravFraction, v0 = tuning::kJumpSpeed, g = tuning::kGravity;
    CHECK(v0 * (1 + k) / g == Approx(tuning::kTimeToApex));
    CHECK(v0 * v0 * (1 + k * k) / (2 * g) == Approx(tuning::kJumpHeight));
    CHECK(tuning::kMinJumpSpeed * tuning::kMinJumpSpeed / (2 * g) == Approx(tuning::kMinJumpHeight));
    CHECK(tuning::kRunAccel * tuning::kRunAccelTime == Approx(tuning::kMaxRun));
    SECTION("and the simulated full jump matches them") {
        int apex = 0;
        double peak = jumpPeak(1000, &apex);
        CHECK(peak == Approx(tuning::kJumpHeight).epsilon(0.03));
        CHECK(apex * kDt == Approx(tuning::kTimeToApex).margin(2.5 * kDt));
    }
}

TEST_CASE("Variable jump height: releasing Jump early cuts the rise", "[player][jump]") {
    double tap = jumpPeak(1), half = jumpPeak(12), full = jumpPeak(1000);
    // A tap still rises one tick at full speed before the release cuts it to the minimum jump's speed.
    CHECK(tap >= tuning::kMinJumpHeight);
    CHECK(tap <= tuning::kMinJumpHeight + tuning::kJumpSpeed * kDt);
    CHECK(tap < half);
    CHECK(half < full);
    CHECK(full == Approx(tuning::kJumpHeight).epsilon(0.03));
}

TEST_CASE("Half gravity near the apex only while Jump is held", "[player][jump]") {
    std::unique_ptr<Sim> held(openRoom({5.0, 4.0})), released(openRoom({5.0, 4.0}));
    held->player.velocity.y = released->player.velocity.y = -0.5 * tuning::kHalfGravThreshold;
    held->step({Action::Jump});
    released->step();
    const double v = -0.5 * tuning::kHalfGravThreshold;
    CHECK(held->player.velocity.y == Approx(v + 0.5 * tuning::kGravity * kDt));
    CHECK(released->player.velocity.y == Approx(v + tuning::kGravity * kDt));
    SECTION("and not when rising fast") {
        std::unique_ptr<Sim> fast(openRoom({5.0, 4.0}));
        fast->player.velocity.y = -2.0 * tuning::kHalfGravThreshold;
        fast->step({Action::Jump});
        CHECK(fast->player.velocity.y == Approx(-2.0 * tuning::kHalfGravThreshold + tuning::kGravity * kDt));
    }
}

TEST_CASE("Falling speed is capped at the terminal speed", "[player]") {
    Sim s({"#####", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#",
           "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#####"},
          {2.5, 2.0});
    double fastest = 0.0;
    for (int i = 0; i < 60; ++i) {
        s.step();
        fastest = std::max(fastest, s.player.velocity.y);
    }
    CHECK(fastest == tuning::kMaxFall);
}

TEST_CASE("Running accelerates and brakes at the tuned rates, slower in the air", "[player][run]") {
    std::unique_ptr<Sim> s(openRoom({5.0, 10.0}));
    s->hold(10);
    int ticks = 0;
    while (s->player.velocity.x < tuning::kMaxRun && ticks < 100) {
        s->step({Action::Right});
        ++ticks;
    }
    CHECK(ticks == static_cast<int>(std::ceil(tuning::kRunAccelTime / kDt - 1e-9)));
    s->hold(30, {Action::Right});
    CHECK(s->player.velocity.x == tuning::kMaxRun);
    ticks = 0;
    while (s->player.velocity.x > 0.0 && ticks < 100) {
        s->step();
        ++ticks;
    }
    CHECK(ticks == static_cast<int>(std::ceil(tuning::kRunAccelTime / kDt - 1e-9)));
    SECTION("in the air") {
        std::unique_ptr<Sim> air(openRoom({5.0, 3.0}));
        air->step({Action::Right});
        CHECK(air->player.velocity.x == Approx(tuning::kRunAccel * tuning::kAirMult * kDt));
    }
}

TEST_CASE("Above the top speed, holding that way sheds speed at the reduce rate and nothing held brakes fully "
          "unless the tuning coasts", "[player][run]") {
    auto afterOneTick = [](bool coast, std::initializer_list<Action> held) {
        std::unique_ptr<Sim> s(openRoom({5.0, 10.0}));
        s->hold(10);
        s->player.tuning.coastAboveMax = coast;
        s->player.velocity.x = 12.0;
        s->step(held);
        return s->player.velocity.x;
    };
    CHECK(afterOneTick(false, {Action::Right}) == Approx(12.0 - tuning::kRunReduce * kDt));
    CHECK(afterOneTick(false, {}) == Approx(12.0 - tuning::kRunAccel * kDt));
    CHECK(afterOneTick(true, {}) == Approx(12.0 - tuning::kRunReduce * kDt));
    CHECK(afterOneTick(true, {Action::Left}) == Approx(12.0 - tuning::kRunAccel * kDt));
}

TEST_CASE("A jump never slows a faster rise already under way, and releasing Jump does not cut that rise",
          "[player][jump]") {
    std::unique_ptr<Sim> s(openRoom({5.0, 10.0}));
    s->hold(10);
    applyImpulse(s->player, {0.0, -30.0});
    CHECK(s->step({Action::Jump}).jumped);
    CHECK(s->player.velocity.y == Approx(-30.0 + tuning::kGravity * kDt));
    s->step();
    CHECK(s->player.velocity.y == Approx(-30.0 + 2.0 * tuning::kGravity * kDt));
}

TEST_CASE("A coyote jump 0.09 s after leaving a ledge succeeds; 0.2 s after, it does not", "[player][jump][regression]") {
    auto runOffAndJump = [](double delay) {
        Sim s({"##############################", "#............................#", "#............................#",
               "#............................#", "#............................#", "#............................#",
               "##########...................#", "#............................#", "#............................#",
               "#............................#", "##############################"},
              {5.0, 6.0});
        s.hold(10);
        int ticks = 0;
        while (!s.step({Action::Right}).leftGround) REQUIRE(++ticks < 200);
        int wait = static_cast<int>(std::lround(delay / kDt));
        s.hold(wait - 1, {Action::Right});
        bool jumped = s.step({Action::Right, Action::Jump}).jumped;
        INFO("jump pressed " << wait << " ticks after leaving the ledge");
        return jumped && s.player.velocity.y < 0.0;
    };
    CHECK(runOffAndJump(0.09));
    CHECK_FALSE(runOffAndJump(0.2));
}

TEST_CASE("A jump pressed 0.08 s before landing fires on landing", "[player][jump][regression]") {
    // Dry run: the tick the fall lands on.
    int landTick = -1;
    {
        std::unique_ptr<Sim> s(openRoom({5.0, 4.0}));
        for (int i = 0; i < 120 && landTick < 0; ++i)
            if (s->step().landed) landTick = i;
        REQUIRE(landTick > 20);
    }
    auto pressedBefore = [&](double early) {
        std::unique_ptr<Sim> s(openRoom({5.0, 4.0}));
        int press = landTick - static_cast<int>(std::lround(early / kDt));
        int jumpedAt = -1;
        for (int i = 0; i < landTick + 10; ++i) {
            bool jump = i >= press;  // pressed at `press`, then held
            if ((jump ? s->step({Action::Jump}) : s->step()).jumped && jumpedAt < 0) jumpedAt = i;
        }
        return jumpedAt - landTick;  // ticks after landing the jump fired (negative: never)
    };
    int after = pressedBefore(0.08);
    CHECK(after >= 0);
    CHECK(after <= 1);
    CHECK(pressedBefore(0.2) < 0);
}

TEST_CASE("Corner correction nudges a jump around a ceiling corner clipped by up to a quarter tile",
          "[player][jump][regression]") {
    auto jumpUnder = [](double feetX, PlayerEvents& seen) {
        Sim s({"##########", "#........#", "#........#", "#...#....#", "#........#", "#........#", "##########"},
              {feetX, 6.0});
        s.hold(10);
        double top = s.player.body.collider.min.y;
        for (int i = 0; i < 40; ++i) {
            const PlayerEvents& e = s.step({Action::Jump});
            seen.cornerCorrected = seen.cornerCorrected || e.cornerCorrected;
            seen.hitCeiling = seen.hitCeiling || e.hitCeiling;
            top = std::min(top, s.player.body.collider.min.y);
        }
        return top;
    };
    PlayerEvents clipped, blocked;
    double topClipped = jumpUnder(5.1, clipped);   // box [4.8, 5.4]: overlaps the block [4, 5] by 0.2
    double topBlocked = jumpUnder(4.9, blocked);   // box [4.6, 5.2]: overlaps it by 0.4
    CHECK(clipped.cornerCorrected);
    CHECK_FALSE(clipped.hitCeiling);
    CHECK(topClipped < 4.0 - 1.0);                 // rose well past the block's bottom face
    CHECK(blocked.hitCeiling);
    CHECK_FALSE(blocked.cornerCorrected);
    CHECK(topBlocked == Approx(4.0).margin(1e-9));
}

namespace {

/// A tall wall at column 10 (x = 10 .. 11) from row 2 down to the floor at y = 12.
Sim* wallRoom(Vec2 feet) {
    return new Sim({"################", "#..............#", "#.........#....#", "#.........#....#", "#.........#....#",
                    "#.........#....#", "#.........#....#", "#.........#....#", "#.........#....#", "#.........#....#",
                    "#.........#....#", "#.........#....#", "################"},
                   feet);
}

/// Jump next to the wall holding into it until sliding; returns the sim in WallSlide.
Sim* slidingOnWall() {
    Sim* s = wallRoom({9.0, 12.0});
    s->hold(10);
    for (int i = 0; i < 120 && s->player.state != PlayerStateId::WallSlide; ++i) s->step({Action::Right, Action::Jump});
    return s;
}

} // namespace

TEST_CASE("Falling against a wall held into is a wall slide with a capped fall speed", "[player][wall]") {
    std::unique_ptr<Sim> s(slidingOnWall());
    REQUIRE(s->player.state == PlayerStateId::WallSlide);
    CHECK(s->player.wallDir == 1);
    CHECK(s->player.body.collider.max.x == Approx(10.0).margin(1e-9));
    for (int i = 0; i < 60; ++i) {
        s->step({Action::Right});
        REQUIRE(s->player.state == PlayerStateId::WallSlide);
        REQUIRE(s->player.velocity.y <= tuning::kWallSlideMaxFall);
    }
    CHECK(s->player.velocity.y == tuning::kWallSlideMaxFall);
    SECTION("letting go of the direction keeps sliding; reaching the floor ends it") {
        int ticks = 0;
        while (s->player.state == PlayerStateId::WallSlide && ticks++ < 600) s->step();
        CHECK(isGrounded(s->player));
        CHECK(s->player.state == PlayerStateId::Normal);
    }
}

TEST_CASE("Holding away from a wall detaches only after the wall-stick time", "[player][wall]") {
    std::unique_ptr<Sim> s(slidingOnWall());
    REQUIRE(s->player.state == PlayerStateId::WallSlide);
    double x = s->player.body.collider.max.x;
    int stuck = 0;
    while (s->player.state == PlayerStateId::WallSlide && stuck < 100) {
        s->step({Action::Left});
        if (s->player.state == PlayerStateId::WallSlide) {
            REQUIRE(s->player.body.collider.max.x == x);
            ++stuck;
        }
    }
    CHECK(stuck == static_cast<int>(std::ceil(tuning::kWallStickTime / kDt - 1e-9)) - 1);
    s->hold(10, {Action::Left});
    CHECK(s->player.body.collider.max.x < x - 0.05);
}

TEST_CASE("Wall jumps climb, hop off or leap depending on the held direction", "[player][wall]") {
    struct Case {
        std::initializer_list<Action> held;
        WallJumpKind kind;
        Vec2 speed;
    };
    const Case cases[] = {
        {{Action::Right, Action::Jump}, WallJumpKind::Climb, tuning::kWallJumpClimb},
        {{Action::Jump}, WallJumpKind::HopOff, tuning::kWallJumpOff},
        {{Action::Left, Action::Jump}, WallJumpKind::Leap, tuning::kWallLeap},
    };
    for (const Case& c : cases) {
        std::unique_ptr<Sim> s(slidingOnWall());
        REQUIRE(s->player.state == PlayerStateId::WallSlide);
        s->step({Action::Right});  // release Jump so the next press is an edge
        const PlayerEvents& e = s->step(c.held);
        CHECK(e.wallJumped);
        CHECK(e.wallJumpKind == c.kind);
        CHECK(s->player.state == PlayerStateId::Normal);
        CHECK(s->player.velocity.x < 0.0);  // away from the wall on the right
        CHECK(s->player.velocity.y < -0.5 * c.speed.y);
        CHECK(std::fabs(s->player.velocity.x) == Approx(c.speed.x).margin(tuning::kRunAccel * kDt));
    }
    SECTION("after a hop-off, holding back towards the wall is ignored for the force time") {
        std::unique_ptr<Sim> s(slidingOnWall());
        s->step({Action::Right});
        s->step({Action::Jump});
        double x = s->player.body.collider.max.x;
        int forced = static_cast<int>(tuning::kWallJumpForceTime / kDt) - 1;
        for (int i = 0; i < forced; ++i) {
            s->step({Action::Right, Action::Jump});
            REQUIRE(s->player.body.collider.max.x < x);
            x = s->player.body.collider.max.x;
        }
    }
    SECTION("a wall within reach allows a wall jump without touching it") {
        std::unique_ptr<Sim> s(wallRoom({9.6, 5.0}));  // right side 0.1 from the wall, in the air
        s->step();
        const PlayerEvents& e = s->step({Action::Jump});
        CHECK(e.wallJumped);
        CHECK(s->player.velocity.x < 0.0);
    }
}

TEST_CASE("A dash covers its distance along its direction, then leaves the exit speed", "[player][dash]") {
    std::unique_ptr<Sim> s(openRoom({5.0, 6.0}));
    Vec2 start = s->feet();
    startDash(s->player, {1.0, 0.0}, kTestDash);
    CHECK(s->player.state == PlayerStateId::Dash);
    int ticks = 0;
    bool ended = false;
    while (!ended && ticks < 100) {
        ended = s->step().dashEnded;
        ++ticks;
    }
    CHECK(ticks == static_cast<int>(std::lround(kTestDash.duration / kDt)));
    CHECK(s->feet().x - start.x == Approx(kTestDash.distance).margin(1e-9));
    CHECK(s->feet().y == start.y);  // no gravity during the dash
    CHECK(s->player.state == PlayerStateId::Normal);
    CHECK(s->player.velocity.x == kTestDash.exitSpeed);
    SECTION("a wall ends it early") {
        std::unique_ptr<Sim> w(openRoom({26.0, 6.0}));
        startDash(w->player, {1.0, 0.0}, kTestDash);
        int n = 0;
        while (w->player.state == PlayerStateId::Dash && n++ < 100) w->step();
        CHECK(n < static_cast<int>(std::lround(kTestDash.duration / kDt)));
        CHECK(w->player.body.collider.max.x == Approx(29.0).margin(1e-9));
    }
    SECTION("a custom dash (the ninja's) and a zero direction along facing") {
        std::unique_ptr<Sim> n(openRoom({5.0, 6.0}));
        n->player.facing = -1;
        DashSpec ninja{2.0, 4 * kDt, 1.0, 0.25};
        startDash(n->player, {}, ninja);
        n->hold(4);
        CHECK(n->player.state == PlayerStateId::Normal);
        CHECK(n->feet().x == Approx(3.0).margin(1e-9));
        CHECK(n->player.velocity.x == -1.0);
    }
}

TEST_CASE("Down + Jump on a one-way drops through it with no super jump", "[player][oneway][regression]") {
    Sim s({"##########", "#........#", "#........#", "#..====..#", "#........#", "#........#", "#........#",
           "##########"},
          {5.0, 2.5});
    s.hold(40);
    REQUIRE(isGrounded(s.player));
    REQUIRE(s.player.body.info.belowHit.oneWay);
    double top = s.player.body.collider.min.y;
    const PlayerEvents& e = s.step({Action::Down, Action::Jump});
    CHECK(e.droppedThrough);
    CHECK_FALSE(e.jumped);
    int jumps = 0;
    for (int i = 0; i < 20; ++i)  // mashing Jump while falling through: the coyote time was spent by the drop
        jumps += s.step(i % 2 ? std::initializer_list<Action>{Action::Jump} : std::initializer_list<Action>{}).jumped;
    for (int i = 0; i < 60; ++i) {
        jumps += s.step().jumped;
        REQUIRE(s.player.body.collider.min.y >= top);  // never above where it stood
    }
    CHECK(jumps == 0);
    CHECK(isGrounded(s.player));
    CHECK(s.feet().y == Approx(7.0).margin(1e-9));  // on the floor: exactly one platform passed
}

TEST_CASE("Jumping up through a one-way never jumps again from inside it", "[player][oneway][regression]") {
    Sim s({"##########", "#........#", "#........#", "#........#", "#........#", "#..====..#", "#........#",
           "##########"},
          {5.0, 7.0});
    s.hold(10);
    int jumps = 0;
    bool above = false;
    for (int i = 0; i < 150; ++i) {
        double before = s.feet().y;
        // Long presses (full jumps) with a short release between them, so every press is a new jump attempt.
        bool held = i % 32 < 30;
        bool jumped = s.step(held ? std::initializer_list<Action>{Action::Jump} : std::initializer_list<Action>{}).jumped;
        if (jumped) {
            ++jumps;
            INFO("jumped with feet at " << before);
            REQUIRE((before == Approx(7.0).margin(1e-9) || before == Approx(5.0).margin(1e-9)));
        }
        above = above || s.feet().y < 5.0 - 0.5;
    }
    CHECK(jumps >= 2);  // from the floor, then from the top of the platform
    CHECK(above);
}

TEST_CASE("Jumping off a moving platform adds its velocity (lift boost)", "[player][platform]") {
    auto jumpFrom = [](Vec2 platformVelocity) {
        std::unique_ptr<Sim> s(openRoom({5.5, 8.0}));
        SolidId id = s->solids.add({{4.0, 8.0}, {7.0, 8.5}}, 1, kSolidPlatform);
        for (int i = 0; i < 40; ++i) {
            PlatformActor a{&s->player.body};
            movePlatform(s->world, s->solids, id, platformVelocity * kDt, &a, 1);
            s->step(i == 39 ? std::initializer_list<Action>{Action::Jump} : std::initializer_list<Action>{});
        }
        return s->player.velocity;
    };
    Vec2 still = jumpFrom({0.0, 0.0});
    Vec2 up = jumpFrom({0.0, -4.0});
    Vec2 right = jumpFrom({3.0, 0.0});
    CHECK(still.y < 0.0);
    CHECK(up.y == Approx(still.y - 4.0).margin(1e-9));
    CHECK(right.y == Approx(still.y).margin(1e-9));
    CHECK(right.x == Approx(3.0 - tuning::kRunAccel * tuning::kAirMult * kDt).margin(1e-9));
    SECTION("a descending platform never pushes the jump down") {
        Vec2 down = jumpFrom({0.0, 4.0});
        CHECK(down.y == Approx(still.y).margin(1e-9));
    }
}

TEST_CASE("State transitions: impulses, death and respawn", "[player][state]") {
    std::unique_ptr<Sim> s(openRoom({5.0, 10.0}));
    s->hold(5);
    SECTION("an impulse ends a dash and is not cut by releasing Jump") {
        startDash(s->player, {1.0, 0.0}, kTestDash);
        applyImpulse(s->player, {0.0, -15.0});
        CHECK(s->player.state == PlayerStateId::Normal);
        s->step();
        CHECK(s->player.velocity.y == Approx(-15.0 + tuning::kGravity * kDt));
    }
    SECTION("dead players do not move, dash or take impulses until respawned") {
        PlayerEvents e;
        CHECK(markPlayerDead(s->player, &e));
        CHECK(e.died);
        CHECK_FALSE(markPlayerDead(s->player));
        Vec2 at = s->feet();
        startDash(s->player, {1.0, 0.0}, kTestDash);
        applyImpulse(s->player, {5.0, -5.0});
        s->hold(30, {Action::Right, Action::Jump});
        CHECK(s->player.state == PlayerStateId::Dead);
        CHECK(s->feet() == at);
        respawnPlayer(s->player, {8.0, 10.0});
        CHECK(s->player.state == PlayerStateId::Normal);
        CHECK(s->feet() == Vec2{8.0, 10.0});
        CHECK(s->player.velocity == Vec2{});
    }
    SECTION("standing still stays grounded without drift") {
        Aabb box = s->player.body.collider;
        for (int i = 0; i < 1000; ++i) {
            s->step();
            REQUIRE(isGrounded(s->player));
        }
        CHECK(s->player.body.collider.min == box.min);
        CHECK(s->player.state == PlayerStateId::Normal);
    }
}
