#pragma once
// Recoil crypts: the mode's entry points, called by the World (spawn, step, hash).
#include "engine/level/entity_schema.h"
#include "engine/ecs/fields.h"
#include "engine/math/hash.h"
#include "game/crypt/crypt_components.h"
#include "game/crypt/explorer.h"
#include "game/world/world.h"

namespace game {

/// The crypt mode's components, in the order the state hash, the dumps and the readouts visit them.
using CryptComponents = engine::ComponentList<Blunderbuss, Satchel, Hitbox, Skeleton, Bat, Lich, Projectile,
                                              Orb, Key, Gate, CryptTiles, CryptRemains, CryptFx>;

/// Spawn a crypt-mode entity (skeleton, bat, lich, orb, key, gate). False when the type is not the mode's.
bool spawnCryptEntity(World& world, const engine::EntitySpec& spec);

/// Give the freshly spawned player the explorer's blunderbuss.
void setUpCryptPlayer(World& world);

/// After a respawn at a checkpoint: a loaded blunderbuss, ready to fire, aimed and facing as before; the satchel
/// keeps its keys.
void refreshCryptPlayer(World& world);

/// One tick of the crypt mode.
void stepCrypt(World& world);

/// Fold the mode's components of every entity (CryptComponents, in ascending entity order) into the world hash.
void hashCrypt(const World& world, engine::StateHasher& h);

} // namespace game
