#pragma once
// Bullet time and the dash trigger. Holding Aim pushes kBulletTimeScale on world.slowdown (while the meter lasts)
// and shows the dash preview along the aim; releasing Aim releases the slow-down and dashes (once per airtime).
//
// Meter (units: SIMULATION seconds of bullet time; see ninja_tuning.h for why): drains kTickSeconds per tick
// while slowed; an empty meter releases the slow-down (Aim still held keeps aiming, and releasing still
// dashes); refills at kMeterRefillRate while grounded and not aiming. A slow-down never survives death or
// restart: the World clears the stack, and the abilities are rebuilt with the player.
// Assists: infinite focus keeps the meter full while slowed; dash assist stops time completely while a ready dash
// is aimed (no slow-down is pushed, and the mode's step stops after the abilities: dashAimFrozen).
// Aim direction: the aim input normalised; a zero aim falls back to the held arrows, then to facing.
#include "engine/input/input_frame.h"
#include "game/ninja/ninja_components.h"
#include "game/world/world.h"

namespace game {

/// Give the player entity its abilities: a full meter, a dash ready.
void giveNinjaAbilities(World& world);

/// The unit dash direction for this input (aim, else arrows, else `facing` −1/+1 along x).
engine::Vec2 aimDirection(const engine::InputState& input, int facing);

/// Where the dash preview from `from` along unit `dir` stops: the first solid tile (castRay) or solid entity
/// within kDashDistance, else the full distance. Casts one ray (counted; drawn as DashPreview when enabled).
engine::Vec2 dashPreviewEnd(World& world, engine::Vec2 from, engine::Vec2 dir);

/// Dash assist (World::assists): true while a ready dash is aimed, when the rest of the world stands still.
bool dashAimFrozen(const World& world);

/// One tick of the abilities: aim press/hold/release, the meter, the slow-down request and the dash trigger.
void updateAbilities(World& world);

} // namespace game
