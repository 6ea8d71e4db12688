#include "game/world/collectibles.h"

#include "engine/geometry/overlap.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Half the side of the square the player touches to take a collectible, tiles (a little inside its cell).
constexpr double kCollectHalfTiles = 0.4;

} // namespace

engine::EntityType collectibleType() {
    return {"collectible",
            "the level's optional item (a data shard in the lab, a relic in the crypt): taken on touch, it counts "
            "only when the player reaches the exit with it; a death loses it. At most one a level",
            {}, false, false, {}};
}

void spawnCollectible(World& world, const engine::EntitySpec& spec) {
    engine::Entity e = world.registry.create();
    world.registry.emplace<Transform>(e, spec.position, spec.position);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Collectible>(e);
}

void checkCollectibles(World& world) {
    if (world.state != RunState::Playing) return;
    const engine::Aabb box = playerBox(world);
    world.registry.view<Collectible, Transform>().each([&](Collectible& c, const Transform& t) {
        const engine::Vec2 half{kCollectHalfTiles, kCollectHalfTiles};
        if (c.taken || !engine::overlapsOpen(box, {t.position - half, t.position + half})) return;
        c.taken = true;
        emit(world, EventType::Collect, t.position);
    });
}

void dropCollectibles(World& world) {
    world.registry.view<Collectible>().each([](Collectible& c) { c.taken = false; });
}

bool hasCollectible(const World& world) {
    bool any = false;
    world.registry.view<Collectible>().each([&](const Collectible&) { any = true; });
    return any;
}

bool carriesCollectible(const World& world) {
    bool carried = false;
    world.registry.view<Collectible>().each([&](const Collectible& c) { carried = carried || c.taken; });
    return carried;
}

bool collectibleTaken(const World& world) { return world.state == RunState::Complete && carriesCollectible(world); }

} // namespace game
