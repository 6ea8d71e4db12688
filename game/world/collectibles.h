#pragma once
// Collectibles: at most one optional item a level (a data shard in the lab, a relic in the crypt), off the main
// route. The player takes it on touch and carries it; it counts only when the attempt reaches the exit with it
// (collectibleTaken). A death loses it: the attempt starts over with it back in its place, and a respawn at a lit
// checkpoint puts it back in its place too, even when it was taken before the checkpoint was lit (a Celeste
// strawberry is lost the same way until the player reaches safe ground; here the only safe ground is the exit).
// Restart (the action) puts it back as well.
#include "engine/ecs/fields.h"
#include "engine/level/entity_schema.h"
#include "game/world/world.h"

namespace game {

/// The collectible entity: taken (carried) in this attempt, or waiting in its place.
struct Collectible {
    bool taken = false;  ///< touched in this attempt: the player carries it (drawn no more at its place)
};
/// Collectible's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Collectible>) {
    return engine::fieldList("Collectible", engine::field("taken", &Collectible::taken));
}

/// Most collectibles one level may hold.
inline constexpr std::size_t kMaxLevelCollectibles = 1;

/// The collectible entity type both modes share (levels/README.md, Entities).
engine::EntityType collectibleType();

/// Spawn a collectible from its level entry (in its place).
void spawnCollectible(World& world, const engine::EntitySpec& spec);

/// Take every collectible the player's box overlaps (while Playing) and emit a Collect event at it.
void checkCollectibles(World& world);

/// Put every taken collectible back in its place (a respawn at a checkpoint: a death loses what was carried).
void dropCollectibles(World& world);

/// True when the level holds a collectible.
bool hasCollectible(const World& world);

/// True when the player carries the level's collectible in this attempt.
bool carriesCollectible(const World& world);

/// True when the attempt reached the exit carrying the collectible: then it counts.
bool collectibleTaken(const World& world);

} // namespace game
