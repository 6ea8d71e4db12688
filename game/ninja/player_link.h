#pragma once
// The ONE place the ninja mode touches the player's movement: grounded query, dash start, and the per-tick
// player move (the shared updatePlayerBody).
//
// The ninja is a game::Player: startNinjaDash puts the player's state machine in its Dash state, and from then on
// updatePlayerBody runs the dash like any other state (one controller move per tick, so walls stop it exactly:
// no tunnelling); dashing() reads that state.
#include "engine/math/vec2.h"
#include "game/ninja/ninja_components.h"
#include "game/world/world.h"

namespace game {

/// True when the player stands on the ground (its last move touched a floor below it).
bool playerGrounded(World& world);

/// Start a dash of kDashDistance tiles along unit `dir` (kDashTicks ticks at kDashSpeed). Emits Dash.
void startNinjaDash(World& world, NinjaAbilities& abilities, engine::Vec2 dir);

/// True while the player's dash is running (its state machine is in Dash).
bool dashing(const World& world);

/// Move the player for this tick: the shared player update, which runs a started dash in the Dash state.
void moveNinjaPlayer(World& world);

} // namespace game
