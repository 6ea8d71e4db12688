#pragma once
// The explorer's movement in the crypts: walking, the small hop, gravity and the one function that writes the
// player's velocity (recoil, stomp bounce, crash-through).
//
// INTEGRATION POINT: game/player/ (the real Player) is not there yet, so this file drives the interim player
// Body from game/world/player_spawn.cpp with crypt tuning. When the real Player lands, only this file
// changes: setExplorerVelocity writes the Player's velocity, and updateExplorer runs updatePlayerBody with
// crypt tuning (kWalkSpeed, kHopHeight, kGravity, and NO clamping of horizontal speed above the walk speed:
// it must decay by kAirDrag / kSkidDecel so a sideways shot carries).
#include "game/world/world.h"

namespace game {

/// The explorer's forgiveness timers (on the player entity, interim movement only).
struct Explorer {
    double coyote = 0.0;    ///< s left in which a hop is still allowed after leaving the ground
    double hopBuffer = 0.0; ///< s left in which a pressed hop still happens on landing
};

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
