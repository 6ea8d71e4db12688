#pragma once
// Ray bookkeeping for the crypt systems: every ray they cast goes through here, so the debug overlay sees it
// (world.debug.rays, when enabled) and the stats panel counts it (world.debug.raysCast, always).
#include "engine/collision/raycast.h"
#include "engine/controller/raycast_controller.h"
#include "game/world/world.h"

namespace game {

/// Count one ray of `kind` cast by entity index `entity` from `origin` to `end`, and record it when
/// debugging.
void recordRay(World& world, RayKind kind, engine::Vec2 origin, engine::Vec2 end, bool hit,
               std::uint32_t entity);

/// castRay against world.grid, recorded as a ray of `kind` by `entity`.
engine::GridRayOutput castTracked(World& world, const engine::GridRayInput& input, RayKind kind,
                                  std::uint32_t entity);

/// controller.move against the world's collision, its controller rays counted and recorded for `entity`.
const engine::CollisionInfo& moveTracked(World& world, engine::RaycastController& controller,
                                         engine::Vec2 displacement, engine::MoveOptions options,
                                         std::uint32_t entity);

/// True when no tile in kSightMask blocks the segment from `from` to `to` (solids are not tested); a Sight
/// ray.
bool clearSight(World& world, engine::Vec2 from, engine::Vec2 to, std::uint32_t entity);

} // namespace game
