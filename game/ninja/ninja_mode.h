#pragma once
// Ninja vs lasers: the mode's entry points, called by the World (spawn, step, hash).
#include "engine/level/entity_schema.h"
#include "engine/math/hash.h"
#include "game/ninja/ninja_components.h"
#include "game/world/world.h"

namespace game {

/// Spawn a ninja-mode entity (laser, mirror, receiver, door, robot). False when the type is not the mode's.
bool spawnNinjaEntity(World& world, const engine::EntitySpec& spec);

/// Give the freshly spawned player the ninja's abilities (bullet time, dash), link receivers to doors and trace
/// the beams as they stand at load (primeBeams).
void setUpNinjaPlayer(World& world);

/// After a respawn at a checkpoint: the ninja's abilities as a fresh attempt has them (a full meter, not aiming,
/// a dash ready, facing as before).
void refreshNinjaPlayer(World& world);

/// One tick of the ninja mode.
void stepNinja(World& world);

/// Fold the mode's components of every entity (NinjaComponents, in ascending entity order) into the world hash.
void hashNinja(const World& world, engine::StateHasher& h);

} // namespace game
