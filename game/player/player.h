#pragma once
// Player: the character both modes control, as a small state machine over a RaycastController body. Each mode
// gives it a PlayerTuning: the ninja kPlayerTuning, the crypt's explorer kExplorerTuning
// (game/crypt/crypt_tuning.h).
//
//   Normal     run, jump (coyote time, jump buffer, variable height, lift boost), gravity with apex hang,
//              corner correction, drop through one-ways (Down + Jump), wall jumps near a wall (wallMoves)
//   WallSlide  falling against a wall while holding into it: capped fall, short wall stick, three wall jumps
//   Dash       a straight move of fixed length and duration (no gravity), ended early by a wall
//   Dead       frozen until the game respawns it
//
// Each state's update returns the next state; updatePlayer runs the shared timers, dispatches, and applies the
// transition. Per tick (fixed dt, 120 Hz): timers → state update (velocity, then ONE body.move) → collision
// response. Other code acts through velocity (bullet time), applyImpulse (the crypt's recoil, stomp bounce and
// crash) and startDash (the ninja's dash).
// Units: tiles, seconds, y DOWN. Everything here is deterministic (no clocks, no randomness).
#include <cstdint>
#include <vector>

#include "engine/controller/collision_world.h"
#include "engine/controller/raycast_controller.h"
#include "engine/ecs/fields.h"
#include "engine/input/input_frame.h"
#include "game/player/player_tuning.h"

namespace game {

/// The player's states (mode-specific states may be added later).
enum class PlayerStateId : std::uint8_t { Normal, WallSlide, Dash, Dead };

/// The three wall jumps, chosen by the held direction.
enum class WallJumpKind : std::uint8_t {
    None,
    Climb,   ///< holding towards the wall: small push away, high — to climb a single wall
    HopOff,  ///< nothing held: a short hop away
    Leap,    ///< holding away from the wall: long and high
};

/// What happened during one updatePlayer, for sounds, particles and the camera. Cleared every update.
struct PlayerEvents {
    bool jumped = false;            ///< a ground (or coyote, or buffered) jump
    bool wallJumped = false;        ///< a wall jump (kind in wallJumpKind)
    WallJumpKind wallJumpKind = WallJumpKind::None;
    bool landed = false;            ///< grounded after this move, not after the previous one
    double landingSpeed = 0.0;      ///< fall speed just before landing, tiles/s
    bool leftGround = false;        ///< not grounded after this move, grounded after the previous one
    bool droppedThrough = false;    ///< started dropping through a one-way platform
    bool hitCeiling = false;        ///< a rise was stopped by a ceiling (not corrected)
    bool cornerCorrected = false;   ///< a rise clipping a ceiling corner was nudged around it
    bool startedWallSlide = false;  ///< entered WallSlide
    bool dashEnded = false;         ///< a dash finished (or hit a wall)
    bool died = false;              ///< entered Dead (markPlayerDead)
};

/// The player: state, velocity, forgiveness timers and the physical body.
struct Player {
    PlayerStateId state = PlayerStateId::Normal;
    engine::RaycastController body;  ///< collider and last move's contacts
    engine::Vec2 velocity;           ///< tiles/s
    int facing = 1;                  ///< −1 left, +1 right (last horizontal input)
    PlayerTuning tuning;             ///< movement constants (kPlayerTuning unless a mode changes them)

    // Timers, seconds left (0 = not running):
    double coyoteTimer = 0.0;      ///< jump still allowed after leaving the ground
    double jumpBufferTimer = 0.0;  ///< a pressed jump still waiting for ground (or a wall)
    double wallStickTimer = 0.0;   ///< holding away from the wall before detaching
    double forceMoveTimer = 0.0;   ///< horizontal input replaced by forceMoveX (after a wall jump)
    double liftTimer = 0.0;        ///< liftVelocity still usable after leaving a platform
    int forceMoveX = 0;            ///< −1, 0, +1
    bool jumpRising = false;       ///< rising from a jump: releasing Jump cuts the rise
    int wallDir = 0;               ///< WallSlide: side of the wall, −1 left, +1 right
    engine::Vec2 liftVelocity;     ///< velocity of the platform last carrying the player, tiles/s

    // Dash:
    engine::Vec2 dashDir;          ///< unit direction
    double dashRemaining = 0.0;    ///< tiles still to go
    double dashTimer = 0.0;        ///< s left
    DashSpec dash;                 ///< the running dash

    /// Optional: every ray of the player's moves is appended here (debug overlay). Not simulation state.
    std::vector<engine::DebugRay>* debugRays = nullptr;
};
/// Player's fields (engine/ecs/fields.h); debugRays borrows the overlay's buffer and is not state.
constexpr auto fields(engine::Type<Player>) {
    using C = Player;
    using engine::field;
    return engine::fieldList(
        "Player", field("state", &C::state), field("body", &C::body), field("velocity", &C::velocity),
        field("facing", &C::facing), field("tuning", &C::tuning), field("coyoteTimer", &C::coyoteTimer),
        field("jumpBufferTimer", &C::jumpBufferTimer), field("wallStickTimer", &C::wallStickTimer),
        field("forceMoveTimer", &C::forceMoveTimer), field("liftTimer", &C::liftTimer),
        field("forceMoveX", &C::forceMoveX), field("jumpRising", &C::jumpRising),
        field("wallDir", &C::wallDir), field("liftVelocity", &C::liftVelocity), field("dashDir", &C::dashDir),
        field("dashRemaining", &C::dashRemaining), field("dashTimer", &C::dashTimer), field("dash", &C::dash),
        engine::skipped("debugRays", &C::debugRays));
}

/// One tick's context for the per-state updates.
struct PlayerTick {
    const engine::InputState& input;
    const engine::CollisionWorld& world;
    double dt;               ///< seconds (> 0)
    PlayerEvents& events;
};

/// A player standing with its feet (bottom centre) at `feet`, in state Normal, at rest.
Player makePlayer(engine::Vec2 feet, const PlayerTuning& tuning = kPlayerTuning);

/// Back to a fresh Normal player at `feet`, keeping its tuning and debug buffer.
void respawnPlayer(Player& player, engine::Vec2 feet);

/// Advances the player one tick of dt seconds (dt <= 0 or NaN: nothing happens). `out` (optional) receives
/// this tick's events (it is cleared first).
void updatePlayer(Player& player, const engine::InputState& input, const engine::CollisionWorld& world, double dt,
                  PlayerEvents* out);

/// Normal: run, jumps, gravity, one move. Returns WallSlide when falling against a held-into wall.
PlayerStateId updateNormal(Player& player, const PlayerTick& tick);
/// WallSlide: capped fall, wall stick, wall jumps. Returns Normal when grounded, off the wall or jumping.
PlayerStateId updateWallSlide(Player& player, const PlayerTick& tick);
/// Dash: one step of the running dash. Returns Normal when it is done or blocked.
PlayerStateId updateDash(Player& player, const PlayerTick& tick);
/// Dead: nothing moves. Returns Dead.
PlayerStateId updateDead(Player& player, const PlayerTick& tick);

/// Starts a dash of `spec` (length, duration, exit speed; e.g. the ninja's) along dir. A zero dir dashes along
/// `facing`. Ignored when Dead.
void startDash(Player& player, engine::Vec2 dir, const DashSpec& spec);

/// Adds an instant velocity change, tiles/s (recoil, springs, knock-back). Ends a dash; an upward impulse is
/// not cut short by releasing Jump and spends the coyote time. Ignored when Dead.
void applyImpulse(Player& player, engine::Vec2 impulse);

/// Puts the player in Dead (velocity zero) and sets out->died. Returns false (and reports nothing) when it
/// already was dead.
bool markPlayerDead(Player& player, PlayerEvents* out = nullptr);

/// Standing on the ground after the last move.
inline bool isGrounded(const Player& player) { return player.body.info.below; }

/// Bottom centre of the collider, tiles.
inline engine::Vec2 feetOf(const Player& player) {
    const engine::Aabb& b = player.body.collider;
    return {(b.min.x + b.max.x) * 0.5, b.max.y};
}

} // namespace game
