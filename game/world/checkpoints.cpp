#include "game/world/checkpoints.h"

#include <memory>
#include <utility>

#include "engine/ecs/field_hash.h"
#include "engine/geometry/overlap.h"
#include "game/player/player.h"
#include "game/world/collectibles.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Where the player stands after a respawn at the checkpoint centred at `centre`: the bottom middle of its cell.
engine::Vec2 feetAt(engine::Vec2 centre) { return {centre.x, centre.y + 0.5}; }

/// Keep a copy of the World as it is now for respawns at the checkpoint whose feet are `feet`.
void keepSnapshot(World& world, engine::Vec2 feet) {
    world.checkpoint.snapshot.reset(); // the copy never holds the one before it
    world.checkpoint.snapshotHash.clear();
    world.checkpoint.feet = feet;
    auto copy = std::make_shared<World>(world);
    copy->events.clear();
    copy->debug.clear();
    world.checkpoint.snapshotHash = hashWorld(*copy);
    world.checkpoint.snapshot = std::move(copy);
}

} // namespace

engine::EntityType checkpointType() {
    return {"checkpoint",
            "once touched, a death brings the player back here instead of to the spawn; the clock runs on",
            {}, false, false, {}};
}

void spawnCheckpoint(World& world, const engine::EntitySpec& spec) {
    engine::Entity e = world.registry.create();
    world.registry.emplace<Transform>(e, spec.position, spec.position);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Checkpoint>(e);
    world.checkpoint.count += 1;
}

void checkCheckpoints(World& world) {
    if (world.state != RunState::Playing || world.checkpoint.count == 0) return;
    const engine::Aabb box = playerBox(world);
    engine::Entity touched{};
    bool any = false;
    world.registry.view<Checkpoint, Transform>().each([&](engine::Entity e, Checkpoint& c, const Transform& t) {
        const engine::Aabb cell{t.position - engine::Vec2{0.5, 0.5}, t.position + engine::Vec2{0.5, 0.5}};
        if (c.lit || !engine::overlapsOpen(box, cell)) return;
        c.lit = true;
        touched = e;
        any = true;
    });
    if (!any) return;
    world.registry.view<Checkpoint>().each([&](engine::Entity e, Checkpoint& c) { c.active = e == touched; });
    const engine::Vec2 at = world.registry.get<Transform>(touched).position;
    emit(world, EventType::Checkpoint, at);
    keepSnapshot(world, feetAt(at));
}

bool respawnAtCheckpoint(World& world) {
    if (!world.checkpoint.snapshot) return false;
    // What runs on through a respawn: the counters, the clock, the input and the assists.
    CheckpointState kept = std::move(world.checkpoint);
    kept.respawns += 1;
    const std::uint64_t clockTicks = world.clockTicks, totalTicks = world.totalTicks;
    const int deaths = world.deaths, attempts = world.attempts;
    const engine::InputState input = world.input;
    const bool restartHeld = world.restartHeld;
    const Assists assists = world.assists;
    DebugFrame debug = std::move(world.debug);

    world = *kept.snapshot;
    world.checkpoint = std::move(kept);
    world.clockTicks = clockTicks;
    world.totalTicks = totalTicks;
    world.deaths = deaths;
    world.attempts = attempts;
    world.input = input;
    world.restartHeld = restartHeld;
    world.assists = assists;
    world.debug = std::move(debug);
    world.debug.clear();
    world.events.clear();
    world.slowdown.clear();
    dropCollectibles(world); // a death loses what the player carried, checkpoint or not

    if (Player* p = world.registry.tryGet<Player>(world.player)) respawnPlayer(*p, world.checkpoint.feet);
    syncPlayerTransform(world);
    if (Transform* t = world.registry.tryGet<Transform>(world.player)) t->previous = t->position;
    if (const ModeRules& rules = modeRules(world.mode); rules.refreshPlayer != nullptr) rules.refreshPlayer(world);
    emit(world, EventType::Restart, center(playerBox(world)));
    return true;
}

void hashCheckpoints(const World& world, engine::StateHasher& h) {
    const CheckpointState& c = world.checkpoint;
    if (c.count == 0) return;
    h.add(c.count).add(c.respawns).add(c.feet).add(std::string_view(c.snapshotHash));
    for (engine::Entity e : world.registry.entities())
        if (const Checkpoint* k = world.registry.tryGet<Checkpoint>(e)) h.add(e.index).add(k->lit).add(k->active);
}

} // namespace game
