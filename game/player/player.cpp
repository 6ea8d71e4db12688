#include "game/player/player.h"

#include <algorithm>
#include <cmath>

#include "engine/math/scalar.h"

namespace game {

using engine::Action;
using engine::approach;
using engine::CollisionInfo;
using engine::signOf;
using engine::Vec2;

namespace {

/// Horizontal intent this tick: the forced direction while a wall jump's force timer runs.
int moveXOf(const Player& p, const PlayerTick& t) { return p.forceMoveTimer > 0.0 ? p.forceMoveX : t.input.moveX(); }

/// The shared timers, run once per tick before the state update.
void tickTimers(Player& p, const PlayerTick& t) {
    const PlayerTuning& k = p.tuning;
    p.coyoteTimer = p.body.info.below ? k.coyoteTime : std::max(p.coyoteTimer - t.dt, 0.0);
    p.jumpBufferTimer = t.input.pressed(Action::Jump) ? k.jumpBufferTime : std::max(p.jumpBufferTimer - t.dt, 0.0);
    p.forceMoveTimer = std::max(p.forceMoveTimer - t.dt, 0.0);
    // Lift: platforms moved the body since the last tick; remember their velocity for a grace period.
    if (p.body.carried != Vec2{}) {
        p.liftVelocity = p.body.carried / t.dt;
        p.liftTimer = k.liftGrace;
    } else if ((p.liftTimer = std::max(p.liftTimer - t.dt, 0.0)) == 0.0) {
        p.liftVelocity = {};
    }
    p.body.carried = {};
}

/// The lift boost added to a jump: platform x speed, and its upward speed only, each capped.
Vec2 liftBoost(const Player& p) {
    const PlayerTuning& k = p.tuning;
    return {std::clamp(p.liftVelocity.x, -k.liftCapX, k.liftCapX), std::clamp(p.liftVelocity.y, -k.liftCapUp, 0.0)};
}

/// Consumes the jump: no buffered press, no coyote time left.
void spendJump(Player& p) {
    p.jumpBufferTimer = 0.0;
    p.coyoteTimer = 0.0;
}

/// Ground jump (also a coyote or buffered one): a buffered press while the coyote timer runs.
bool tryGroundJump(Player& p, const PlayerTick& t) {
    if (p.jumpBufferTimer <= 0.0 || p.coyoteTimer <= 0.0) return false;
    spendJump(p);
    // A jump never slows a faster rise (an impulse already under way, e.g. the crypt's recoil): then it only
    // adds the lift boost, and releasing Jump does not cut that rise.
    if (p.velocity.y > -p.tuning.jumpSpeed) {
        p.velocity.y = -p.tuning.jumpSpeed;
        p.jumpRising = true;
    }
    p.velocity += liftBoost(p);
    t.events.jumped = true;
    return true;
}

/// Down + Jump while standing on a one-way: drop through it (no jump, so no "super jump").
bool tryDropThrough(Player& p, const PlayerTick& t) {
    const CollisionInfo& info = p.body.info;
    if (p.jumpBufferTimer <= 0.0 || !t.input.held(Action::Down) || !info.below || !info.belowHit.oneWay) return false;
    spendJump(p);
    t.events.droppedThrough = true;
    return true;
}

/// The wall jump for a wall on side wallDir, chosen by the held direction (towards: climb, none: hop, away: leap).
void wallJump(Player& p, const PlayerTick& t, int wallDir) {
    const PlayerTuning& k = p.tuning;
    int held = t.input.moveX();
    WallJumpKind kind = held == wallDir ? WallJumpKind::Climb : held == 0 ? WallJumpKind::HopOff : WallJumpKind::Leap;
    Vec2 v = kind == WallJumpKind::Climb ? k.wallJumpClimb : kind == WallJumpKind::HopOff ? k.wallJumpOff : k.wallLeap;
    p.velocity = {-wallDir * v.x, -v.y};
    p.forceMoveX = kind == WallJumpKind::Climb ? 0 : -wallDir;
    p.forceMoveTimer = kind == WallJumpKind::Climb ? 0.0 : k.wallJumpForceTime;
    p.facing = -wallDir;
    p.jumpRising = true;
    spendJump(p);
    t.events.wallJumped = true;
    t.events.wallJumpKind = kind;
}

/// Side (−1, +1) of a wall within reach, the facing side first; 0 when there is none.
int wallNear(const Player& p, const PlayerTick& t, double reach) {
    if (p.body.touchingWall(t.world, p.facing, reach)) return p.facing;
    if (p.body.touchingWall(t.world, -p.facing, reach)) return -p.facing;
    return 0;
}

/// Airborne wall jump from Normal: a buffered press with a wall within wallJumpCheckDist.
bool tryWallJump(Player& p, const PlayerTick& t) {
    if (!p.tuning.wallMoves || p.jumpBufferTimer <= 0.0 || p.body.info.below) return false;
    int dir = wallNear(p, t, p.tuning.wallJumpCheckDist);
    if (dir == 0) return false;
    wallJump(p, t, dir);
    return true;
}

/// Run: towards moveX·maxRun at runAccel (× airMult in the air). Above maxRun while holding that way (or with
/// nothing held, when coastAboveMax), speed is shed slower, towards ±maxRun at runReduce / airReduce.
void run(Player& p, int moveX, bool grounded, double dt) {
    const PlayerTuning& k = p.tuning;
    const int way = signOf(p.velocity.x);
    const bool held = way == moveX || (k.coastAboveMax && moveX == 0);
    if (std::fabs(p.velocity.x) > k.maxRun && held) {
        p.velocity.x = approach(p.velocity.x, k.maxRun * way, (grounded ? k.runReduce : k.airReduce) * dt);
        return;
    }
    p.velocity.x = approach(p.velocity.x, k.maxRun * moveX, k.runAccel * (grounded ? 1.0 : k.airMult) * dt);
}

/// Gravity: a released jump is cut to minJumpSpeed; half gravity near the apex while Jump is held; falling
/// approaches maxFall.
void fall(Player& p, const PlayerTick& t, double maxFall) {
    const PlayerTuning& k = p.tuning;
    bool holding = t.input.held(Action::Jump);
    if (p.jumpRising && !holding && p.velocity.y < -k.minJumpSpeed) p.velocity.y = -k.minJumpSpeed;
    if (p.velocity.y >= 0.0) p.jumpRising = false;
    double mult = (std::fabs(p.velocity.y) < k.halfGravThreshold && holding) ? 0.5 : 1.0;
    p.velocity.y = approach(p.velocity.y, maxFall, k.gravity * mult * t.dt);
}

/// A rise stopped by a ceiling: try nudging sideways by up to cornerCorrection (in cornerStep steps, the
/// moving direction first) to a spot one step higher that is free; true when nudged.
bool correctCorner(Player& p, const PlayerTick& t) {
    const PlayerTuning& k = p.tuning;
    int steps = static_cast<int>(std::floor(k.cornerCorrection / k.cornerStep + 1e-9));
    int first = p.velocity.x < 0.0 ? -1 : (p.velocity.x > 0.0 ? 1 : p.facing);
    for (int side : {first, -first}) {
        if (signOf(p.velocity.x) == -side) continue;  // never nudged against the way it is moving
        for (int i = 1; i <= steps; ++i) {
            engine::Aabb moved = translate(p.body.collider, {side * i * k.cornerStep, -k.cornerStep});
            if (engine::overlapsSolid(t.world, moved, engine::kNoSolid, p.body.config.mask)) continue;
            p.body.collider = moved;
            return true;
        }
    }
    return false;
}

/// The tick's move and the response to it: ceilings (or a corner correction), floors and walls stop velocity.
const CollisionInfo& moveBody(Player& p, const PlayerTick& t, bool dropThrough) {
    engine::MoveOptions options;
    options.dropThroughOneWay = dropThrough;
    options.debugRays = p.debugRays;
    Vec2 before = p.velocity;
    const CollisionInfo& info = p.body.move(t.world, p.velocity * t.dt, options);
    if (info.above && p.velocity.y < 0.0) {
        if (correctCorner(p, t)) {
            t.events.cornerCorrected = true;
        } else {
            p.velocity.y = 0.0;
            p.jumpRising = false;
            t.events.hitCeiling = true;
        }
    }
    if (info.below && p.velocity.y > 0.0) p.velocity.y = 0.0;
    if ((info.left && p.velocity.x < 0.0) || (info.right && p.velocity.x > 0.0)) p.velocity.x = 0.0;
    t.events.landed = t.events.landed || info.landed();
    if (info.landed()) t.events.landingSpeed = before.y;
    t.events.leftGround = t.events.leftGround || info.leftGround();
    return info;
}

/// Falling against a wall held into: the condition to enter (and stay in) WallSlide.
bool slidesOnWall(const Player& p, const PlayerTick& t, int dir) {
    return p.tuning.wallMoves && dir != 0 && !p.body.info.below && p.velocity.y > 0.0 &&
           p.body.touchingWall(t.world, dir, p.body.config.skin);
}

/// Applies a state change and its entry effects.
void enterState(Player& p, PlayerStateId next, PlayerEvents& ev) {
    if (next == PlayerStateId::WallSlide) {
        p.wallStickTimer = p.tuning.wallStickTime;
        ev.startedWallSlide = true;
    }
    p.state = next;
}

/// Runs the current state's update.
PlayerStateId dispatch(Player& p, const PlayerTick& t) {
    switch (p.state) {
    case PlayerStateId::Normal: return updateNormal(p, t);
    case PlayerStateId::WallSlide: return updateWallSlide(p, t);
    case PlayerStateId::Dash: return updateDash(p, t);
    case PlayerStateId::Dead: return updateDead(p, t);
    }
    return p.state;
}

} // namespace

Player makePlayer(Vec2 feet, const PlayerTuning& tuning) {
    Player p;
    p.tuning = tuning;
    p.body.collider = {{feet.x - tuning.size.x * 0.5, feet.y - tuning.size.y}, {feet.x + tuning.size.x * 0.5, feet.y}};
    return p;
}

void respawnPlayer(Player& player, Vec2 feet) {
    Player fresh = makePlayer(feet, player.tuning);
    fresh.body.config = player.body.config;
    fresh.debugRays = player.debugRays;
    player = fresh;
}

void updatePlayer(Player& p, const engine::InputState& input, const engine::CollisionWorld& world, double dt,
                  PlayerEvents* out) {
    PlayerEvents local;
    PlayerEvents& events = out ? *out : local;
    events = PlayerEvents{};
    if (!(dt > 0.0)) return;
    PlayerTick t{input, world, dt, events};
    tickTimers(p, t);
    PlayerStateId next = dispatch(p, t);
    if (next != p.state) enterState(p, next, events);
}

PlayerStateId updateNormal(Player& p, const PlayerTick& t) {
    int moveX = moveXOf(p, t);
    if (moveX != 0) p.facing = moveX;
    bool grounded = p.body.info.below;

    // Jumps: drop through a one-way, else a ground (coyote, buffered) jump, else a wall jump
    bool drop = tryDropThrough(p, t);
    if (!drop && !tryGroundJump(p, t)) tryWallJump(p, t);

    // Run
    run(p, moveXOf(p, t), grounded && !t.events.jumped, t.dt);

    // Gravity
    fall(p, t, p.tuning.maxFall);

    // Move
    moveBody(p, t, drop);
    if (!slidesOnWall(p, t, moveX)) return PlayerStateId::Normal;
    p.wallDir = moveX;
    return PlayerStateId::WallSlide;
}

PlayerStateId updateWallSlide(Player& p, const PlayerTick& t) {
    const PlayerTuning& k = p.tuning;
    int moveX = t.input.moveX();
    if (p.wallDir == 0) p.wallDir = p.facing;  // entered from outside updateNormal

    // Jump off the wall (a ground jump if the ground is still in reach)
    if (p.jumpBufferTimer > 0.0) {
        if (!tryGroundJump(p, t)) wallJump(p, t, p.wallDir);
        p.wallDir = 0;
        return updateNormal(p, t);  // this tick's run, gravity and move, with the jump's velocity
    }

    // Wall stick: holding away detaches only after wallStickTime
    if (moveX == -p.wallDir) p.wallStickTimer -= t.dt;
    else p.wallStickTimer = k.wallStickTime;
    bool detach = p.wallStickTimer <= 1e-9;  // (tolerance: a whole number of ticks, summed in floating point)
    if (detach) run(p, moveX, false, t.dt);
    else p.velocity.x = 0.0;

    // Gravity, capped
    fall(p, t, k.wallSlideMaxFall);
    if (p.velocity.y > k.wallSlideMaxFall) p.velocity.y = k.wallSlideMaxFall;

    // Move
    moveBody(p, t, false);
    if (detach || p.body.info.below || !p.body.touchingWall(t.world, p.wallDir, p.body.config.skin)) {
        p.wallDir = 0;
        return PlayerStateId::Normal;
    }
    return PlayerStateId::WallSlide;
}

PlayerStateId updateDash(Player& p, const PlayerTick& t) {
    const DashSpec& d = p.dash;
    double speed = d.distance / d.duration;
    double step = std::min(speed * t.dt, p.dashRemaining);
    engine::MoveOptions options;
    options.snapToGround = false;
    options.debugRays = p.debugRays;
    const CollisionInfo& info = p.body.move(t.world, p.dashDir * step, options);
    t.events.landed = info.landed();
    t.events.leftGround = info.leftGround();
    p.dashRemaining -= step;
    p.dashTimer -= t.dt;
    p.velocity = p.dashDir * speed;
    bool blocked = engine::length(info.moved) < step * d.stopFraction;
    if (!blocked && p.dashTimer > 1e-9 && p.dashRemaining > 1e-9 * d.distance) return PlayerStateId::Dash;
    p.velocity = p.dashDir * d.exitSpeed;
    p.dashRemaining = p.dashTimer = 0.0;
    t.events.dashEnded = true;
    return PlayerStateId::Normal;
}

PlayerStateId updateDead(Player& p, const PlayerTick&) {
    p.velocity = {};
    return PlayerStateId::Dead;
}

void startDash(Player& p, Vec2 dir, const DashSpec& spec) {
    if (p.state == PlayerStateId::Dead || !(spec.duration > 0.0) || !(spec.distance > 0.0)) return;
    Vec2 unit = engine::normalize(dir);
    p.dashDir = unit == Vec2{} ? Vec2{static_cast<double>(p.facing), 0.0} : unit;
    p.dash = spec;
    p.dashRemaining = spec.distance;
    p.dashTimer = spec.duration;
    p.velocity = p.dashDir * (spec.distance / spec.duration);
    p.jumpRising = false;
    p.wallDir = 0;
    p.state = PlayerStateId::Dash;
}

void applyImpulse(Player& p, Vec2 impulse) {
    if (p.state == PlayerStateId::Dead || !engine::isFinite(impulse)) return;
    p.velocity += impulse;
    if (p.state == PlayerStateId::Dash) {
        p.state = PlayerStateId::Normal;
        p.dashRemaining = p.dashTimer = 0.0;
    }
    if (impulse.y < 0.0) {
        p.jumpRising = false;
        p.coyoteTimer = 0.0;
    }
}

bool markPlayerDead(Player& p, PlayerEvents* out) {
    if (p.state == PlayerStateId::Dead) return false;
    if (out) out->died = true;
    p.state = PlayerStateId::Dead;
    p.velocity = {};
    p.wallDir = 0;
    return true;
}

} // namespace game
