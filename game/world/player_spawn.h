#pragma once
// The player entity inside the World: spawning it, moving it each tick, and reading it back.
#include "game/world/world.h"

namespace game {

/// Create the player entity, a game::Player (the state machine of game/player) with the default tuning, standing on
/// the level's spawn cell (feet on the cell's bottom edge). A mode's set-up may give it its own tuning table, or the
/// mode may spawn its own player instead (ModeRules::spawnPlayer).
void spawnPlayer(World& world);

/// Copy the player's collider centre into its Transform (after anything moved it).
void syncPlayerTransform(World& world);

/// Put the player's centre at `centre` (tiles), at rest (the invincible assist's return to safe ground).
void placePlayer(World& world, engine::Vec2 centre);

/// The player's velocity, tiles/s (zero when there is no player).
engine::Vec2 playerVelocity(const World& world);


} // namespace game
