#pragma once
// The crypt's undead: skeletons, bats, liches and the liches' projectiles — spawning, moving, dying, and what
// happens when they touch the explorer. The rules are listed at the top of enemies.cpp and in
// levels/README.md.
#include "engine/level/entity_schema.h"
#include "game/crypt/explorer.h"
#include "game/world/world.h"

namespace game {

/// Spawn a skeleton, bat or lich from its level entity. False when `spec` is none of these.
bool spawnEnemy(World& world, const engine::EntitySpec& spec);

/// Spawn a lich projectile at `at` (tiles) flying at `velocity` (tiles/s).
engine::Entity spawnProjectile(World& world, engine::Vec2 at, engine::Vec2 velocity);

/// The skeleton whose solid is `id`, or kNullEntity (a gate, a platform, or no solid).
engine::Entity skeletonOfSolid(World& world, engine::SolidId id);

/// Kill an enemy or burst a projectile: its solid (if any) is removed, it is destroyed, an EnemyDeath event
/// is emitted for enemies, and a skeleton leaves Remains at its feet (kSkeletonDeathSeconds, drawn only).
/// A stale or null handle is ignored.
void killEnemy(World& world, engine::Entity e);

/// One tick of the skeletons' remains: each counts down kTickSeconds and is dropped once at or below 0
/// (no-op before the bookkeeping entity exists).
void ageRemains(World& world);

/// One tick of every enemy: skeletons patrol, bats wake and swoop, liches telegraph and cast. Only while
/// Playing.
void moveEnemies(World& world);

/// One tick of every projectile: flies straight, bursts on walls (kSightMask tiles) and solids, fizzles after
/// kProjectileLife. Only while Playing.
void moveProjectiles(World& world);

/// Touches between the explorer and the undead (after both moved): stomps, side touches, bats, liches and
/// projectiles. Sets step.stomped when the explorer bounced off a skeleton.
void resolveTouches(World& world, ExplorerStep& step);

} // namespace game
