#pragma once
// Ninja vs lasers as a plug-in mode: its entity types and its rules table (registered in
// game/modes/builtin_modes.cpp).
#include <vector>

#include "engine/level/entity_schema.h"
#include "game/world/mode_rules.h"

namespace game {

/// The mode's name: a level's meta.mode and the levels/ folder.
inline constexpr const char* kModeNinja = "ninja";

/// The ninja mode's entity types: lasers, mirrors, receivers and doors, robots.
std::vector<engine::EntityType> ninjaEntityTypes();

/// The ninja mode's rules table.
ModeRules ninjaRules();

} // namespace game
