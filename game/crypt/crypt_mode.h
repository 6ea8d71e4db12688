#pragma once
// Recoil crypts: the mode's entry points, called by the World (spawn, step, hash).
#include "engine/level/entity_schema.h"
#include "engine/math/hash.h"
#include "game/world/world.h"

namespace game {

/// Spawn a crypt-mode entity (skeleton, bat, lich, orb, key, gate). False when the type is not the mode's.
bool spawnCryptEntity(World& world, const engine::EntitySpec& spec);

/// Give the freshly spawned player the explorer's blunderbuss.
void setUpCryptPlayer(World& world);

/// One tick of the crypt mode.
void stepCrypt(World& world);

/// Fold the mode's own state into the world hash.
void hashCrypt(const World& world, engine::StateHasher& h);

} // namespace game
