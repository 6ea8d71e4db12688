#pragma once
// The ONE place the ninja mode touches the player's movement: grounded query, dash start, and the per-tick
// player move (a dash tick while dashing, otherwise the shared updatePlayerBody).
//
// The ninja is a game::Player: the dash runs in the player's Dash state (one controller move per tick, so walls
// stop it exactly: no tunnelling); dashing() reads that state.
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

/// Move the player for this tick: one dash tick while dashing, else the shared player update.
void moveNinjaPlayer(World& world);

} // namespace game
