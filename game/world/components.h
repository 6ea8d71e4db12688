#pragma once
// The components both modes use, as one list: the state hash (hashWorld), the --dump file and the debug
// overlay's entity readout visit them in this order, field by field (engine/ecs/fields.h). Each mode lists its
// own components beside its entry points (NinjaComponents, CryptComponents).
#include "engine/ecs/fields.h"
#include "game/player/player.h"
#include "game/world/checkpoints.h"
#include "game/world/collectibles.h"
#include "game/world/systems.h"
#include "game/world/world.h"

namespace game {

/// The components both modes use, in visiting order.
using SharedComponents =
    engine::ComponentList<Transform, Tag, SolidRef, Body, Platform, Sign, Player, Checkpoint, Collectible>;

} // namespace game
