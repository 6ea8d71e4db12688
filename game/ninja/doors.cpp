#include "game/ninja/doors.h"

#include <vector>

#include "game/ninja/ninja_tuning.h"
#include "game/world/systems.h"

namespace game {

namespace {


/// True when some receiver linked to `door` is lit now or has latched.
bool powered(World& world, engine::Entity door) {
    bool on = false;
    world.registry.view<Receiver>().each([&](Receiver& r) { on = on || (r.door == door && (r.lit || r.latched)); });
    return on;
}

/// Bring one door to the state its receivers ask for (held open while the player is inside it).
void settleDoor(World& world, engine::Entity e, Door& d) {
    const bool want = powered(world, e);
    d.held = !want && d.open && engine::overlapsOpen(d.box, playerBox(world));
    const bool open = want || d.held;
    if (open == d.open) return;
    setDoorOpen(world, e, open);
    emit(world, open ? EventType::DoorOpen : EventType::DoorClose, center(d.box));
}

} // namespace

void spawnReceiver(World& world, const engine::EntitySpec& spec) {
    Receiver r;
    r.latch = spec.flag("latch");
    engine::Entity e = world.registry.create();
    world.registry.emplace<Transform>(e, spec.position, spec.position);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Receiver>(e, r);
    world.registry.emplace<ReceiverLink>(e, spec.text("link"));
}

void spawnDoor(World& world, const engine::EntitySpec& spec) {
    engine::Entity e = world.registry.create();
    world.registry.emplace<Transform>(e, spec.position, spec.position);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Door>(e, Door{spec.box(), false, false});
    world.registry.emplace<SolidRef>(e, world.solids.add(spec.box(), e.index));
}

void linkReceivers(World& world) {
    world.registry.view<Receiver, ReceiverLink>().each([&](Receiver& r, ReceiverLink& link) {
        world.registry.view<Door, Tag>().each([&](engine::Entity d, Door&, Tag& tag) {
            if (tag.id == link.doorId) r.door = d;
        });
    });
}

void setDoorOpen(World& world, engine::Entity e, bool open) {
    Door& d = world.registry.get<Door>(e);
    SolidRef& s = world.registry.get<SolidRef>(e);
    d.open = open;
    if (open && s.id != engine::kNoSolid) world.solids.remove(s.id), s.id = engine::kNoSolid;
    if (!open && s.id == engine::kNoSolid) s.id = world.solids.add(d.box, e.index);
}

void updateDoors(World& world) {
    world.registry.view<Receiver, Transform>().each([&](Receiver& r, Transform& t) {
        if (r.lit && !r.wasLit) emit(world, EventType::Zap, t.position);
        if (r.lit && r.latch) r.latched = true;
        r.wasLit = r.lit;
    });
    world.registry.view<Door>().each([&](engine::Entity e, Door& d) { settleDoor(world, e, d); });
}

} // namespace game
