#include "game/ninja/ninja_mode.h"

#include "game/world/systems.h"

namespace game {

bool spawnNinjaEntity(World&, const engine::EntitySpec&) { return false; }

void setUpNinjaPlayer(World&) {}

void stepNinja(World& world) {
    movePlatforms(world);
    updatePlayerBody(world);
    checkTileHazards(world);
    checkExits(world);
}

void hashNinja(const World&, engine::StateHasher&) {}

} // namespace game
