#include "game/crypt/pickups.h"

#include <algorithm>

#include "engine/geometry/overlap.h"
#include "game/crypt/blunderbuss.h"
#include "game/crypt/crypt_components.h"
#include "game/world/systems.h"

namespace game {

namespace {

constexpr double kDt = engine::kTickSeconds;

/// A pickup or gate entity: Transform at `at`, Tag from the spec.
engine::Entity spawnAt(World& world, const engine::EntitySpec& spec, engine::Vec2 at) {
    engine::Entity e = world.registry.create();
    world.registry.emplace<Transform>(e, at, at);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    return e;
}

/// A closed gate: its box is a solid until its key is carried.
void spawnGate(World& world, const engine::EntitySpec& spec) {
    engine::Entity e = spawnAt(world, spec, spec.position);
    world.registry.emplace<SolidRef>(e, world.solids.add(spec.box(), e.index));
    world.registry.emplace<Gate>(e, spec.text("key"), spec.box(), false);
}

/// Ground refill: standing on something reloads (a stomp reloads by itself; a crash is not a landing).
void refillOnGround(World& world, Blunderbuss& gun, const ExplorerStep& step) {
    if (!step.grounded || step.stomped || step.crashed) return;
    if (refillShells(gun)) emit(world, EventType::Reload, center(playerBox(world)));
}

/// One orb: respawn countdown, or a touch that refills a gun missing a shell.
void updateOrb(World& world, Orb& orb, const Transform& t, Blunderbuss& gun, const engine::Aabb& player) {
    if (!orb.active) {
        if (orb.respawn <= 0.0) return;
        orb.timer -= kDt;
        orb.active = orb.timer <= 0.0;
        return;
    }
    if (gun.shells >= kShellCapacity || !engine::overlapCircleAabb({t.position, kOrbRadius}, player).hit)
        return;
    refillShells(gun);
    orb.active = false;
    orb.timer = orb.respawn;
    emit(world, EventType::Pickup, t.position);
    emit(world, EventType::Reload, t.position);
}

/// Keys touched go into the satchel (and leave the level).
void collectKeys(World& world, Satchel& satchel, const engine::Aabb& player) {
    world.registry.view<Key, Transform>().each([&](engine::Entity e, Key& key, Transform& t) {
        if (!engine::overlapsOpen(player, engine::aabbFromCenter(t.position, kKeyHalf))) return;
        satchel.keys.push_back(key.id);
        emit(world, EventType::KeyPickup, t.position);
        world.registry.destroy(e);
    });
}

/// Gates whose key is carried open.
void openGates(World& world, const Satchel& satchel) {
    world.registry.view<Gate, SolidRef>().each([&](Gate& gate, SolidRef& solid) {
        if (gate.open || std::find(satchel.keys.begin(), satchel.keys.end(), gate.key) == satchel.keys.end())
            return;
        gate.open = true;
        world.solids.remove(solid.id);
        solid.id = engine::kNoSolid;
        emit(world, EventType::DoorOpen, center(gate.box));
    });
}

} // namespace

bool spawnPickup(World& world, const engine::EntitySpec& spec) {
    if (spec.type == "orb")
        world.registry.emplace<Orb>(spawnAt(world, spec, spec.position), spec.number("respawn"), 0.0, true);
    else if (spec.type == "key")
        world.registry.emplace<Key>(spawnAt(world, spec, spec.position), spec.id);
    else if (spec.type == "gate")
        spawnGate(world, spec);
    else
        return false;
    return true;
}

void updatePickups(World& world, const ExplorerStep& step) {
    Blunderbuss* gun = world.registry.tryGet<Blunderbuss>(world.player);
    Satchel* satchel = world.registry.tryGet<Satchel>(world.player);
    if (gun == nullptr || satchel == nullptr || world.state != RunState::Playing) return;
    refillOnGround(world, *gun, step);
    const engine::Aabb player = playerBox(world);
    world.registry.view<Orb, Transform>().each(
        [&](Orb& orb, Transform& t) { updateOrb(world, orb, t, *gun, player); });
    collectKeys(world, *satchel, player);
    openGates(world, *satchel);
}

} // namespace game
