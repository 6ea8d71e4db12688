// INTERIM: a minimal player body (gravity, run, jump) until game/player lands; replaced by the real Player.
#include "game/world/player_spawn.h"

#include "game/world/systems.h"

namespace game {

namespace {
/// Marks the player's Body.
struct InterimPlayer {};
constexpr engine::Vec2 kHalf{0.3, 0.42};
} // namespace

void spawnPlayer(World& world) {
    world.player = world.registry.create();
    engine::Vec2 feet = world.level.spawnFeet();
    engine::Vec2 c{feet.x, feet.y - kHalf.y};
    Body body;
    body.controller.collider = engine::aabbFromCenter(c, kHalf);
    world.registry.emplace<Body>(world.player, std::move(body));
    world.registry.emplace<Transform>(world.player, c, c);
    world.registry.emplace<Tag>(world.player, std::string("player"), std::string());
    world.registry.emplace<InterimPlayer>(world.player);
}

void syncPlayerTransform(World& world) {
    if (Body* b = world.registry.tryGet<Body>(world.player))
        world.registry.get<Transform>(world.player).position = center(b->controller.collider);
}

engine::Vec2 playerVelocity(const World& world) {
    const Body* b = world.registry.tryGet<Body>(world.player);
    return b ? b->velocity : engine::Vec2{};
}

engine::Aabb playerBox(const World& world) {
    const Body* b = world.registry.tryGet<Body>(world.player);
    return b ? b->controller.collider : engine::Aabb{};
}

engine::RaycastController* playerController(World& world) {
    Body* b = world.registry.tryGet<Body>(world.player);
    return b ? &b->controller : nullptr;
}

void updatePlayerBody(World& world) {
    Body* b = world.registry.tryGet<Body>(world.player);
    if (b == nullptr || world.state != RunState::Playing) return;
    const double dt = engine::kTickSeconds;
    b->velocity.x = 6.0 * world.input.moveX();
    b->velocity.y = std::min(b->velocity.y + 60.0 * dt, 20.0);
    if (b->controller.info.below && world.input.pressed(engine::Action::Jump)) b->velocity.y = -17.0;
    const engine::CollisionInfo& info = b->controller.move(world.collision(), b->velocity * dt, {});
    if (info.below || info.above) b->velocity.y = 0.0;
    syncPlayerTransform(world);
}

void hashPlayer(const World& world, engine::StateHasher& h) {
    if (const Body* b = world.registry.tryGet<Body>(world.player)) h.add(b->controller.collider.min).add(b->velocity);
}

} // namespace game
