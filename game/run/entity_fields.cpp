#include "game/run/entity_fields.h"

#include "engine/ecs/field_json.h"
#include "engine/ecs/field_text.h"
#include "game/crypt/crypt_mode.h"
#include "game/ninja/ninja_mode.h"
#include "game/world/components.h"

namespace game {

namespace {

/// Every component type of the game, in visiting order: SharedComponents, NinjaComponents, CryptComponents.
using AllComponents = engine::JoinComponents<engine::JoinComponents<SharedComponents, NinjaComponents>::type,
                                             CryptComponents>::type;

/// How many of the listed types e has.
template <class... Cs>
std::size_t countListed(const engine::Registry& registry, engine::Entity e, engine::ComponentList<Cs...>) {
    return (std::size_t{0} + ... + (registry.has<Cs>(e) ? std::size_t{1} : std::size_t{0}));
}

} // namespace

nlohmann::ordered_json entitiesJson(const World& world) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (engine::Entity e : world.registry.entities()) {
        nlohmann::ordered_json j;
        j["entity"] = e.index;
        j["generation"] = e.generation;
        engine::componentsJson(j, world.registry, e, AllComponents{});
        out.push_back(std::move(j));
    }
    return out;
}

std::size_t listedComponentCount(const World& world, engine::Entity e) {
    return countListed(world.registry, e, AllComponents{});
}

std::vector<std::string> entityReadout(const World& world, engine::Entity e) {
    std::vector<std::string> lines;
    if (!world.registry.valid(e)) return lines;
    lines.push_back("ENTITY #" + std::to_string(e.index) + " GEN " + std::to_string(e.generation));
    engine::appendComponentLines(lines, world.registry, e, AllComponents{});
    return lines;
}

} // namespace game
