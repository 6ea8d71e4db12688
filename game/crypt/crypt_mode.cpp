#include "game/crypt/crypt_mode.h"

#include "game/world/systems.h"

namespace game {

bool spawnCryptEntity(World&, const engine::EntitySpec&) { return false; }

void setUpCryptPlayer(World&) {}

void stepCrypt(World& world) {
    movePlatforms(world);
    updatePlayerBody(world);
    checkTileHazards(world);
    checkExits(world);
}

void hashCrypt(const World&, engine::StateHasher&) {}

} // namespace game
