#pragma once
// The blunderbuss: aiming, firing, the recoil impulse and the two shells.
#include "engine/input/input_frame.h"
#include "game/crypt/crypt_components.h"
#include "game/world/world.h"

namespace game {

/// The unit aim direction: the input's aim normalised, or (facing, 0) when the aim is zero (or too short).
engine::Vec2 aimDirection(engine::Vec2 inputAim, int facing);

/// Velocity after a shot along unit aim a: the component along a is REPLACED by −kRecoilSpeed (away from the
/// aim), the perpendicular component is kept: v' = v − (v·a)a − kRecoilSpeed·a. Tiles/s.
engine::Vec2 recoilVelocity(engine::Vec2 v, engine::Vec2 aim);

/// Apply the recoil of a shot along unit `aim`: the impulse recoilVelocity(v, aim) − v, through pushExplorer.
void applyRecoil(World& world, engine::Vec2 aim);

/// This tick's aim and trigger: updates facing and aim, ticks the cooldown, and on Fire pressed either fires
/// (one shell, recoil, a Shot event, a pending pellet volley) or, with no shells, dry-clicks (DryClick event,
/// no recoil). Presses during the cooldown are ignored. No player or not Playing: nothing.
void aimAndFire(World& world);

/// Refill every shell (landing, an orb, a stomp). Returns true when at least one shell was missing.
bool refillShells(Blunderbuss& gun);

/// Give the freshly spawned player a loaded blunderbuss facing right, and an empty satchel.
void setUpBlunderbuss(World& world);

} // namespace game
