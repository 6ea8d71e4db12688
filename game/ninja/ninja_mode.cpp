#include "game/ninja/ninja_mode.h"

#include "engine/ecs/field_hash.h"
#include "game/ninja/bullet_time.h"
#include "game/ninja/damage.h"
#include "game/ninja/doors.h"
#include "game/ninja/lasers.h"
#include "game/ninja/player_link.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/robots.h"
#include "game/world/systems.h"

namespace game {

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

void refreshNinjaPlayer(World& world) {
    NinjaAbilities* a = world.registry.tryGet<NinjaAbilities>(world.player);
    if (a == nullptr) return;
    const int facing = a->facing;
    *a = NinjaAbilities{};
    a->meter = kMeterCapacity;
    a->facing = facing;
}

// The tick, in order: abilities (aim, bullet time, dash trigger) → platforms → emitters and mirrors → the player
// (dash or run/jump) → robots decide (sight, telegraph, fire) → beams traced (receivers lit) → bolts fly →
// doors follow their receivers → swept damage → spent bolts removed → spikes → exits.
void stepNinja(World& world) {
    updateAbilities(world);
    if (dashAimFrozen(world)) return; // dash assist: time stands still while the dash is aimed
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
    for (engine::Entity e : world.registry.entities())
        engine::hashComponents(h, world.registry, e, NinjaComponents{});
}

} // namespace game
