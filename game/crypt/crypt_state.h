#pragma once
// The crypt's bookkeeping entity: one per attempt, holding the mode-wide state (crumbling timers, dying
// skeletons' remains) and the presentation-only effects (pellet traces, sparks).
#include "game/crypt/crypt_components.h"
#include "game/world/world.h"

namespace game {

/// Create the bookkeeping entity (called once per attempt, after the level's entities).
void spawnCryptState(World& world);

/// The mode's tile state, or nullptr before spawnCryptState.
CryptTiles* cryptTiles(World& world);

/// The mode's presentation effects, or nullptr before spawnCryptState.
CryptFx* cryptFx(World& world);

/// The skeletons' remains, or nullptr before spawnCryptState.
CryptRemains* cryptRemains(World& world);

/// Read-only access for drawing and hashing.
const CryptRemains* cryptRemains(const World& world);

/// Read-only access for drawing and hashing.
const CryptFx* cryptFx(const World& world);

/// Read-only access for drawing and hashing.
const CryptTiles* cryptTiles(const World& world);

} // namespace game
