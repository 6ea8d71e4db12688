#pragma once
// The game's entity schema: every entity type a Raycrypt level may contain, with each field's kind, unit,
// default and range. The engine's level loader checks files against it; levels/README.md documents the same
// table for level authors (a test keeps the two in step).
#include "engine/level/entity_schema.h"

namespace game {

/// The level modes: "ninja" (lasers, robots, no weapon) and "crypt" (recoil shotgun, undead).
inline constexpr const char* kModeNinja = "ninja";
/// See kModeNinja.
inline constexpr const char* kModeCrypt = "crypt";

/// The schema of every Raycrypt entity type (built once, never changes; safe to keep references to).
const engine::EntitySchema& levelSchema();

} // namespace game
