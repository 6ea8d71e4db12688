#pragma once
// Recoil crypts as a plug-in mode: its entity types and its rules table (registered in
// game/modes/builtin_modes.cpp).
#include <vector>

#include "engine/level/entity_schema.h"
#include "game/world/mode_rules.h"

namespace game {

/// The mode's name: a level's meta.mode and the levels/ folder.
inline constexpr const char* kModeCrypt = "crypt";

/// The crypt mode's entity types: undead, shell refills, keys and gates.
std::vector<engine::EntityType> cryptEntityTypes();

/// The crypt mode's rules table.
ModeRules cryptRules();

} // namespace game
