#pragma once
// A mode's own components as data: the JSON that `--dump` writes and the debug readout's lines, read through
// their field lists (engine/ecs/fields.h). A mode fills its ModeRules::fields with modeFieldsOf(ItsComponents{}),
// so game/run and the overlay show every mode's components without naming any mode.
#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/ecs/field_json.h"
#include "engine/ecs/field_text.h"
#include "engine/ecs/fields.h"
#include "game/world/mode_rules.h"
#include "game/world/world.h"

namespace game {

/// The ModeFields of a component list.
template <class... Cs>
ModeFields modeFieldsOf(engine::ComponentList<Cs...>) {
    ModeFields f;
    f.json = [](nlohmann::ordered_json& out, const World& w, engine::Entity e) {
        engine::componentsJson(out, w.registry, e, engine::ComponentList<Cs...>{});
    };
    f.lines = [](std::vector<std::string>& out, const World& w, engine::Entity e) {
        engine::appendComponentLines(out, w.registry, e, engine::ComponentList<Cs...>{});
    };
    f.count = [](const World& w, engine::Entity e) {
        return (std::size_t{0} + ... + (w.registry.has<Cs>(e) ? std::size_t{1} : std::size_t{0}));
    };
    return f;
}

} // namespace game
