#pragma once
// Receivers and doors: a receiver is lit while a lethal beam (or a bolt) ends on it; a door is open while any
// receiver linked to it is lit, or once a latch receiver linked to it has been lit. A closed door is a solid in
// World::solids (it blocks movement, sight and beams); an open door is removed from it.
// A door that should close while the player stands in its box stays open (`held`) until the player leaves:
// doors never crush.
#include "engine/level/entity_schema.h"
#include "game/ninja/ninja_components.h"
#include "game/world/world.h"

namespace game {

/// Create a receiver from a level entity of type "receiver" (its link is resolved by linkReceivers).
void spawnReceiver(World& world, const engine::EntitySpec& spec);

/// Create a closed door from a level entity of type "door".
void spawnDoor(World& world, const engine::EntitySpec& spec);

/// Point every receiver at the door whose id its `link` names (after all entities are spawned).
void linkReceivers(World& world);

/// Open or close every door from its receivers (after the beams lit them). Emits DoorOpen / DoorClose and Zap
/// when a receiver lights up.
void updateDoors(World& world);

/// Open (remove the solid) or close (add it back) one door.
void setDoorOpen(World& world, engine::Entity door, bool open);

} // namespace game
