#pragma once
// The systems both modes share. Each is a free function over the World; a mode's step calls them in order.
#include "engine/level/entity_schema.h"
#include "engine/controller/moving_platform.h"
#include "game/world/world.h"

namespace game {

/// A moving platform: its path state (the SolidRef holds its box in World::solids).
struct Platform {
    engine::MovingPlatform motion;
};
/// Platform's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Platform>) {
    return engine::fieldList("Platform", engine::field("motion", &Platform::motion));
}

/// An in-level hint sign.
struct Sign {
    std::string text;
};
/// Sign's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Sign>) {
    return engine::fieldList("Sign", engine::field("text", &Sign::text));
}

/// Spawn an entity of a type both modes share (platform, sign, checkpoint, collectible). False when `spec` is not a shared type.
bool spawnSharedEntity(World& world, const engine::EntitySpec& spec);

/// Advance every moving platform one tick, carrying riders and pushing actors; a crushed player dies.
void movePlatforms(World& world);

/// Run the player's state machine (game/player) and move its body for this tick (only while Playing); emits
/// Jump/WallKick/Land.
void updatePlayerBody(World& world);

/// Kill the player when it touches a spike tile from the side the spikes face (moving into them).
void checkTileHazards(World& world);

/// Complete the level when the player's box overlaps an exit cell.
void checkExits(World& world);

/// The player's collider in tiles (a zero box when there is no player).
engine::Aabb playerBox(const World& world);

/// The player's controller, or nullptr.
engine::RaycastController* playerController(World& world);
/// The player's controller, or nullptr (read-only).
const engine::RaycastController* playerController(const World& world);

/// Append a world event.
inline void emit(World& world, EventType type, engine::Vec2 at, engine::Vec2 dir = {}) {
    world.events.push_back({type, at, dir});
}

} // namespace game
