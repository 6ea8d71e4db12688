#pragma once
// The player entity inside the World: spawning it, moving it each tick, and reading it back.
#include "game/world/world.h"

namespace game {

/// Create the player entity standing on the level's spawn cell (feet on the cell's bottom edge). The ninja is a
/// game::Player (the state machine of game/player); the crypt's explorer is a Body that game/crypt moves.
void spawnPlayer(World& world);

/// Copy the player's collider centre into its Transform (after anything moved it).
void syncPlayerTransform(World& world);

/// The player's velocity, tiles/s (zero when there is no player).
engine::Vec2 playerVelocity(const World& world);

/// Set the player's velocity, tiles/s (no player: ignored).
void setPlayerVelocity(World& world, engine::Vec2 velocity);

} // namespace game
