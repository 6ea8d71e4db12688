#pragma once
// The explorer's movement in the crypts: walking, the small hop, gravity and the one function that writes the
// player's velocity (recoil, stomp bounce, crash-through).
//
// The explorer is a plain Body on the player entity (game/world/player_spawn.cpp spawns it in crypt mode; the
// ninja is the real game::Player). This file is the only crypt code that moves it: updateExplorer walks, hops
// and applies gravity with crypt tuning (horizontal speed above kWalkSpeed is never clamped: it decays by
// kAirDrag / kSkidDecel so a sideways shot carries), and setExplorerVelocity is the one place the crypt
// writes the velocity (through the shared setPlayerVelocity).
#include "game/world/world.h"

namespace game {

/// The explorer's forgiveness timers (on the player entity).
struct Explorer {
    double coyote = 0.0;    ///< s left in which a hop is still allowed after leaving the ground
    double hopBuffer = 0.0; ///< s left in which a pressed hop still happens on landing
};
/// Explorer's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Explorer>) {
    return engine::fieldList("Explorer", engine::field("coyote", &Explorer::coyote),
                             engine::field("hopBuffer", &Explorer::hopBuffer));
}

/// What the explorer's update did this tick, handed to the systems after it.
struct ExplorerStep {
    engine::Vec2 velocityBefore; ///< velocity entering the move (after any recoil), tiles/s
    bool grounded = false;       ///< standing on something after the move
    bool crashed = false;        ///< broke through cracked blocks this tick (set by the tile system)
    bool stomped = false;        ///< bounced off a skeleton this tick (set by the touch system)
};

/// Set the player's velocity, tiles/s: the ONE place the crypt writes it. No player: ignored.
void setExplorerVelocity(World& world, engine::Vec2 velocity);

/// v moved towards target by at most maxDelta (never past it).
double approach(double v, double target, double maxDelta);

/// Horizontal speed after one tick of walking: towards moveX·kWalkSpeed at kGroundAccel / kAirAccel; recoil
/// speed above kWalkSpeed bleeds off at kSkidDecel / kAirDrag unless the input steers against it.
double walkVelocity(double vx, int moveX, bool grounded, double dt);

/// Walk, hop, gravity and the move for this tick (only while Playing). Returns what happened.
ExplorerStep updateExplorer(World& world);

/// Give the freshly spawned player the explorer's movement state.
void setUpExplorer(World& world);

} // namespace game
