#include "game/ninja/ninja_mode.h"

#include "game/ninja/bullet_time.h"
#include "game/ninja/damage.h"
#include "game/ninja/doors.h"
#include "game/ninja/lasers.h"
#include "game/ninja/player_link.h"
#include "game/ninja/robots.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// A beam's polyline and flags, for the hash.
void hashPath(engine::StateHasher& h, const engine::LaserPath& p) {
    h.add(static_cast<std::uint64_t>(p.points.size()));
    for (const engine::Vec2& v : p.points) h.add(v);
    for (std::int32_t s : p.surface) h.add(static_cast<int>(s));
}

/// Every emitter's state: angles, rotation, pulse cycle, path progress, both beams.
void hashEmitters(const World& world, engine::StateHasher& h) {
    const engine::Registry& reg = world.registry;
    reg.view<LaserEmitter>().each([&](engine::Entity e, const LaserEmitter& l) {
        h.add(e.index).add(l.angle).add(l.prevAngle).add(l.speed).add(l.cycleTick).add(static_cast<int>(l.pulse));
        h.add(l.path.position).add(l.path.from).add(l.path.step).add(l.path.legProgress).add(l.path.waitTimer);
        h.add(l.lethal).add(l.wasOn);
        hashPath(h, l.beam);
        hashPath(h, l.prevBeam);
    });
    reg.view<MirrorEntity>().each([&](engine::Entity e, const MirrorEntity& m) { h.add(e.index).add(m.angle).add(m.prevAngle); });
}

/// Receivers, doors, robots, bolts and the player's abilities.
void hashActors(const World& world, engine::StateHasher& h) {
    const engine::Registry& reg = world.registry;
    reg.view<Receiver>().each([&](engine::Entity e, const Receiver& r) { h.add(e.index).add(r.lit).add(r.wasLit).add(r.latched); });
    reg.view<Door>().each([&](engine::Entity e, const Door& d) { h.add(e.index).add(d.open).add(d.held); });
    reg.view<Robot>().each([&](engine::Entity e, const Robot& r) {
        h.add(e.index).add(r.angle).add(static_cast<int>(r.state)).add(r.timer).add(r.seesPlayer).add(r.lethal).add(r.wasOn);
        hashPath(h, r.beam);
        hashPath(h, r.prevBeam);
    });
    reg.view<Bolt>().each([&](engine::Entity e, const Bolt& b) { h.add(e.index).add(b.velocity).add(b.ticksLeft); });
    if (const NinjaAbilities* a = world.registry.tryGet<NinjaAbilities>(world.player)) {
        h.add(a->meter).add(a->aiming).add(a->slowHandle).add(a->dashReady).add(a->dashDir).add(a->previewEnd);
        h.add(a->facing);  // the dash's progress is the Player's (hashPlayer)
    }
}

} // namespace

bool spawnNinjaEntity(World& world, const engine::EntitySpec& spec) {
    if (spec.type == "laser") spawnLaser(world, spec);
    else if (spec.type == "mirror") spawnMirror(world, spec);
    else if (spec.type == "receiver") spawnReceiver(world, spec);
    else if (spec.type == "door") spawnDoor(world, spec);
    else if (spec.type == "robot") spawnRobot(world, spec);
    else return false;
    return true;
}

void setUpNinjaPlayer(World& world) {
    giveNinjaAbilities(world);
    linkReceivers(world);
    primeBeams(world);
}

// The tick, in order: abilities (aim, bullet time, dash trigger) → platforms → emitters and mirrors → the player
// (dash or run/jump) → robots decide (sight, telegraph, fire) → beams traced (receivers lit) → bolts fly →
// doors follow their receivers → swept damage → spent bolts removed → spikes → exits.
void stepNinja(World& world) {
    updateAbilities(world);
    movePlatforms(world);
    updateEmittersAndMirrors(world);
    moveNinjaPlayer(world);
    updateRobots(world);
    traceBeams(world);
    updateBolts(world);
    updateDoors(world);
    applyBeamDamage(world);
    removeSpentBolts(world);
    checkTileHazards(world);
    checkExits(world);
}

void hashNinja(const World& world, engine::StateHasher& h) {
    hashEmitters(world, h);
    hashActors(world, h);
}

} // namespace game
