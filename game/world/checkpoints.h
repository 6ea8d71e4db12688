#pragma once
// Checkpoints: the first touch of a checkpoint in an attempt lights it and keeps a copy of the World as it is at
// the end of that tick. A death after that brings the attempt back to the copy instead of the level's start: the
// world (tiles, enemies, doors, pickups, hazards' phases) as it was at the touch, and the player standing at rest
// on the checkpoint's cell, with the mode's player state fresh (ModeRules::refreshPlayer: full focus, a loaded
// blunderbuss) and what it carried kept (keys), but for the level's collectible, which goes back to its place
// (game/world/collectibles.h). The level clock runs on through the death and the respawn, so the time of a clear
// is the attempt's whole time. Restart (the action) still starts the attempt over from the
// level's start, with every checkpoint dark.
#include "engine/ecs/fields.h"
#include "engine/level/entity_schema.h"
#include "game/world/world.h"

namespace game {

/// A checkpoint entity: lit once touched in this attempt; the active one is where a death brings the player back.
struct Checkpoint {
    bool lit = false;     ///< touched in this attempt
    bool active = false;  ///< the last one touched: the respawn point
};
/// Checkpoint's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Checkpoint>) {
    return engine::fieldList("Checkpoint", engine::field("lit", &Checkpoint::lit),
                             engine::field("active", &Checkpoint::active));
}

/// The checkpoint entity type both modes share (levels/README.md, Entities).
engine::EntityType checkpointType();

/// Spawn a checkpoint from its level entry (dark).
void spawnCheckpoint(World& world, const engine::EntitySpec& spec);

/// Light every dark checkpoint the player's box overlaps (while Playing), make the last one active, keep the
/// World's copy for the respawn (World::checkpoint) and emit a Checkpoint event at it.
void checkCheckpoints(World& world);

/// After a death: back to the active checkpoint's copy of the World (see the header comment), counting one
/// respawn, and emit a Restart event there. False (nothing changed) when no checkpoint is active.
bool respawnAtCheckpoint(World& world);

/// Fold the checkpoint state (World::checkpoint and every Checkpoint component) into h; a level without
/// checkpoints adds nothing.
void hashCheckpoints(const World& world, engine::StateHasher& h);

} // namespace game
