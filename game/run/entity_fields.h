#pragma once
// Entities as data, read through the component field lists (engine/ecs/fields.h): the JSON that `--dump` writes
// and the lines of the debug overlay's entity readout. Both list every shown field of every component, so a
// field added to a component and to its list shows up in both without touching this file.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/world/world.h"

namespace game {

/// Every live entity in ascending index order, with its components under their type names:
/// [{"entity": 3, "generation": 0, "Transform": {"position": [x, y], ...}, ...}, ...].
nlohmann::ordered_json entitiesJson(const World& world);

/// How many of e's components are of a type in the component lists (SharedComponents and the world's mode's,
/// ModeRules::fields): equal to world.registry.componentCount(e) when no component type was left out of them.
std::size_t listedComponentCount(const World& world, engine::Entity e);

/// The readout of entity e: its handle, then one "Type.field value" line per shown field of each component.
std::vector<std::string> entityReadout(const World& world, engine::Entity e);

} // namespace game
