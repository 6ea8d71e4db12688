#include "game/world/player_spawn.h"

#include "game/player/player.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// The player's controller (its Player's body), const for a const World; or nullptr.
template <class W>
auto* controllerOf(W& world) {
    auto* p = world.registry.template tryGet<Player>(world.player);
    return p ? &p->body : nullptr;
}

/// Copy the player's events into world events (sounds, dust, camera).
void emitPlayerEvents(World& world, const Player& p, const PlayerEvents& ev) {
    const engine::Vec2 c = center(p.body.collider);
    if (ev.jumped) emit(world, EventType::Jump, c, {0.0, -1.0});
    if (ev.wallJumped) emit(world, EventType::WallKick, c, {static_cast<double>(-p.wallDir), -1.0});
    if (ev.landed) emit(world, EventType::Land, feetOf(p), {0.0, -1.0});
}

/// Count the player's controller rays of this tick, and copy them into the debug frame when the overlay is on.
void recordPlayerRays(World& world, Player& p) {
    world.debug.raysCast += static_cast<std::uint32_t>(world.debug.scratch.size());
    if (world.debug.enabled)
        for (const engine::DebugRay& r : world.debug.scratch)
            world.debug.rays.push_back({RayKind::Controller, r.origin, r.point, r.hit, world.player.index});
    world.debug.scratch.clear();
    p.debugRays = nullptr;  // never leave a pointer into this World behind (snapshots copy the Player)
}

} // namespace

void spawnPlayer(World& world) {
    world.player = world.registry.create();
    Player p = makePlayer(world.level.spawnFeet());
    const engine::Vec2 c = center(p.body.collider);
    world.registry.emplace<Player>(world.player, std::move(p));
    world.registry.emplace<Transform>(world.player, c, c);
    world.registry.emplace<Tag>(world.player, std::string("player"), std::string());
}

void syncPlayerTransform(World& world) {
    if (engine::RaycastController* c = playerController(world))
        world.registry.get<Transform>(world.player).position = center(c->collider);
}

void placePlayer(World& world, engine::Vec2 centre) {
    Player* p = world.registry.tryGet<Player>(world.player);
    if (p == nullptr) return;
    const engine::Vec2 shift = centre - engine::center(p->body.collider);
    p->body.collider.min = p->body.collider.min + shift;
    p->body.collider.max = p->body.collider.max + shift;
    p->velocity = {};
    syncPlayerTransform(world);
    world.registry.get<Transform>(world.player).previous = centre;
}

engine::Vec2 playerVelocity(const World& world) {
    const Player* p = world.registry.tryGet<Player>(world.player);
    return p ? p->velocity : engine::Vec2{};
}

engine::Aabb playerBox(const World& world) {
    const Player* p = world.registry.tryGet<Player>(world.player);
    return p ? p->body.collider : engine::Aabb{};
}

engine::RaycastController* playerController(World& world) { return controllerOf(world); }

const engine::RaycastController* playerController(const World& world) { return controllerOf(world); }

void updatePlayerBody(World& world) {
    Player* p = world.registry.tryGet<Player>(world.player);
    if (p == nullptr || world.state != RunState::Playing) return;
    p->debugRays = &world.debug.scratch;
    PlayerEvents events;
    updatePlayer(*p, world.input, world.collision(), engine::kTickSeconds, &events);
    recordPlayerRays(world, *p);
    emitPlayerEvents(world, *p, events);
    syncPlayerTransform(world);
}

} // namespace game
