#include "drift_mode.h"

#include <string>

#include "game/world/player_spawn.h"
#include "game/world/systems.h"
#include "game/world/world.h"

namespace drift {

namespace {

/// The one entity type: a drifter with its speed.
std::vector<engine::EntityType> driftTypes() {
    return {{"drifter", "a mote that drifts right at its speed", {"drift"}, false, false, {
        engine::numberField("speed", "tiles/s", 1, 0, 10, "drift speed"),
    }}};
}

/// Spawn a drifter; false for any other type.
bool spawnDrift(game::World& world, const engine::EntitySpec& spec) {
    if (spec.type != "drifter") return false;
    engine::Entity e = world.registry.create();
    world.registry.emplace<game::Transform>(e, spec.position, spec.position);
    world.registry.emplace<game::Tag>(e, spec.type, spec.id);
    world.registry.emplace<Drifter>(e, Drifter{spec.number("speed")});
    return true;
}

/// One tick: the player walks, drifters drift, exits are checked.
void stepDrift(game::World& world) {
    game::updatePlayerBody(world);
    world.registry.view<Drifter, game::Transform>().each([](const Drifter& d, game::Transform& t) {
        t.position.x += d.speed * engine::kTickSeconds;
    });
    game::checkExits(world);
}

/// The drifters' speeds (their positions are in the World's shared hash).
void hashDrift(const game::World& world, engine::StateHasher& h) {
    world.registry.view<Drifter>().each([&](engine::Entity e, const Drifter& d) { h.add(e.index).add(d.speed); });
}

} // namespace

game::ModeRules driftRules() {
    game::ModeRules r;
    r.name = "drift";
    r.entityTypes = driftTypes;
    r.spawn = spawnDrift;
    r.step = stepDrift;
    r.hash = hashDrift;
    return r;
}

} // namespace drift
