#include "game/run/entity_fields.h"

#include "engine/ecs/field_json.h"
#include "engine/ecs/field_text.h"
#include "game/world/components.h"
#include "game/world/mode_fields.h"

namespace game {

namespace {

/// The world's mode's component views (empty ones for a mode with no components of its own).
const ModeFields& modeFields(const World& world) { return modeRules(world.mode).fields; }

} // namespace

nlohmann::ordered_json entitiesJson(const World& world) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    const ModeFields& mode = modeFields(world);
    for (engine::Entity e : world.registry.entities()) {
        nlohmann::ordered_json j;
        j["entity"] = e.index;
        j["generation"] = e.generation;
        engine::componentsJson(j, world.registry, e, SharedComponents{});
        if (mode.json) mode.json(j, world, e);
        out.push_back(std::move(j));
    }
    return out;
}

std::size_t listedComponentCount(const World& world, engine::Entity e) {
    const ModeFields& mode = modeFields(world);
    return modeFieldsOf(SharedComponents{}).count(world, e) + (mode.count ? mode.count(world, e) : 0);
}

std::vector<std::string> entityReadout(const World& world, engine::Entity e) {
    std::vector<std::string> lines;
    if (!world.registry.valid(e)) return lines;
    lines.push_back("ENTITY #" + std::to_string(e.index) + " GEN " + std::to_string(e.generation));
    engine::appendComponentLines(lines, world.registry, e, SharedComponents{});
    const ModeFields& mode = modeFields(world);
    if (mode.lines) mode.lines(lines, world, e);
    return lines;
}

} // namespace game
