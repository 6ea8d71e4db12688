#pragma once
// Pickups: shell refills (the ground, orbs), keys, and the gates they open.
#include "engine/level/entity_schema.h"
#include "game/crypt/explorer.h"
#include "game/world/world.h"

namespace game {

/// Spawn an orb, key or gate from its level entity. False when `spec` is none of these.
bool spawnPickup(World& world, const engine::EntitySpec& spec);

/// One tick of the pickups, after the explorer moved:
/// - standing on the ground refills both shells (not on the tick the explorer stomped or crashed through);
/// - an active orb touched while a shell is missing refills both and goes dark for its `respawn` seconds
///   (0 = for the rest of the attempt); a full gun leaves the orb alone;
/// - a key touched goes into the satchel; every gate naming a carried key opens (its solid is removed).
void updatePickups(World& world, const ExplorerStep& step);

} // namespace game
