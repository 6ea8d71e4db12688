#include "game/world/systems.h"

#include <cmath>

#include "engine/geometry/overlap.h"
#include "game/world/checkpoints.h"
#include "game/world/collectibles.h"
#include "game/world/player_spawn.h"

namespace game {

namespace {

/// Spike tiles: the half-cell the spikes occupy and the direction they point.
struct SpikeShape {
    engine::Aabb region;
    engine::Vec2 points;
};

/// The dangerous half of spike cell (x, y) of kind k (a spike kind).
SpikeShape spikeShape(engine::TileKind k, int x, int y) {
    const double x0 = x, y0 = y, x1 = x + 1.0, y1 = y + 1.0, xm = x + 0.5, ym = y + 0.5;
    switch (k) {
    case engine::TileKind::SpikesUp: return {{{x0, ym}, {x1, y1}}, {0, -1}};
    case engine::TileKind::SpikesDown: return {{{x0, y0}, {x1, ym}}, {0, 1}};
    case engine::TileKind::SpikesLeft: return {{{xm, y0}, {x1, y1}}, {-1, 0}};
    default: return {{{x0, y0}, {xm, y1}}, {1, 0}};
    }
}

/// Every actor a platform may push or carry: the player, then each Body (enemies) in registry order.
void gatherActors(World& world, std::vector<engine::PlatformActor>& out) {
    out.clear();
    if (engine::RaycastController* c = playerController(world)) out.push_back({c});
    world.registry.view<Body>().each([&](Body& b) { out.push_back({&b.controller}); });
}

} // namespace

bool spawnSharedEntity(World& world, const engine::EntitySpec& spec) {
    if (spec.type == "sign") {
        engine::Entity e = world.registry.create();
        world.registry.emplace<Transform>(e, spec.position, spec.position);
        world.registry.emplace<Tag>(e, spec.type, spec.id);
        world.registry.emplace<Sign>(e, spec.text("text"));
        return true;
    }
    if (spec.type == "checkpoint") {
        spawnCheckpoint(world, spec);
        return true;
    }
    if (spec.type == "collectible") {
        spawnCollectible(world, spec);
        return true;
    }
    if (spec.type != "platform") return false;
    engine::MovingPlatform motion;
    motion.waypoints = spec.pathCells("path");
    motion.speed = spec.number("speed");
    motion.waitTime = spec.number("wait");
    motion.easing = spec.text("easing") == "smooth" ? 1.0 : 0.0;
    motion.mode = spec.text("pathMode") == "loop" ? engine::PlatformMode::Loop : engine::PlatformMode::PingPong;
    engine::resetPlatform(motion);
    engine::Entity e = world.registry.create();
    engine::Aabb box{motion.position, motion.position + spec.size};
    world.registry.emplace<Transform>(e, center(box), center(box));
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<SolidRef>(e, world.solids.add(box, e.index, engine::kSolidPlatform));
    world.registry.emplace<Platform>(e, std::move(motion));
    return true;
}

void movePlatforms(World& world) {
    static thread_local std::vector<engine::PlatformActor> actors;
    gatherActors(world, actors);
    world.registry.view<Platform, SolidRef, Transform>().each([&](Platform& p, SolidRef& s, Transform& t) {
        for (engine::PlatformActor& a : actors) a.riding = a.pushed = a.crushed = false;
        engine::stepPlatform(world.collision(), world.solids, s.id, p.motion, engine::kTickSeconds,
                             actors.data(), actors.size());
        t.position = center(world.solids.body(s.id).box);
        const bool player = !actors.empty() && playerController(world) == actors[0].body;
        if (player && actors[0].pushed) world.playerPushed = true;
        if (player && actors[0].crushed) killPlayer(world, DeathCause::Crushed, center(actors[0].body->collider));
    });
    syncPlayerTransform(world);
    world.registry.view<Body, Transform>().each([](Body& b, Transform& t) { t.position = center(b.controller.collider); });
}

void checkTileHazards(World& world) {
    if (world.state != RunState::Playing) return;
    const engine::Aabb box = playerBox(world);
    const engine::Vec2 v = playerVelocity(world);
    const int x0 = static_cast<int>(std::floor(box.min.x)), x1 = static_cast<int>(std::floor(box.max.x));
    const int y0 = static_cast<int>(std::floor(box.min.y)), y1 = static_cast<int>(std::floor(box.max.y));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            engine::TileKind k = world.grid.at(x, y);
            if (!engine::inMask(engine::kSpikeMask, k)) continue;
            SpikeShape s = spikeShape(k, x, y);
            // Spikes kill what moves into them, or rests on them; moving away along their direction is safe.
            if (engine::overlapsOpen(box, s.region) && engine::dot(v, s.points) <= 0.0)
                return killPlayer(world, DeathCause::Spikes, center(s.region));
        }
}

void checkExits(World& world) {
    if (world.state != RunState::Playing) return;
    const engine::Aabb box = playerBox(world);
    for (const engine::Cell& c : world.level.exitCells) {
        engine::Aabb exit{{double(c.x), double(c.y)}, {c.x + 1.0, c.y + 1.0}};
        if (engine::overlapsOpen(box, exit)) return completeLevel(world);
    }
}

} // namespace game
