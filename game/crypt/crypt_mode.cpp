#include "game/crypt/crypt_mode.h"

#include "engine/ecs/field_hash.h"
#include "game/crypt/blunderbuss.h"
#include "game/crypt/crypt_components.h"
#include "game/crypt/crypt_state.h"
#include "game/crypt/enemies.h"
#include "game/crypt/explorer.h"
#include "game/crypt/pellets.h"
#include "game/crypt/pickups.h"
#include "game/crypt/tiles.h"
#include "game/world/systems.h"

namespace game {

bool spawnCryptEntity(World& world, const engine::EntitySpec& spec) {
    return spawnEnemy(world, spec) || spawnPickup(world, spec);
}

void setUpCryptPlayer(World& world) {
    setUpExplorer(world);
    setUpBlunderbuss(world);
    spawnCryptState(world);
}

void refreshCryptPlayer(World& world) {
    Blunderbuss* b = world.registry.tryGet<Blunderbuss>(world.player);
    if (b == nullptr) return;
    Blunderbuss fresh;
    fresh.aim = b->aim;
    fresh.facing = b->facing;
    *b = fresh;
}

// The order: firing/recoil → platforms → enemies move → player update → pellets → projectiles → touches
// (stomp vs side) → crumbling/cracked → pickups (ground refill needs to know about crashes and stomps) →
// hazards → exits.
void stepCrypt(World& world) {
    ageCryptFx(world);
    ageRemains(world);
    aimAndFire(world);
    movePlatforms(world);
    moveEnemies(world);
    ExplorerStep step = updateExplorer(world);
    firePellets(world);
    moveProjectiles(world);
    resolveTouches(world, step);
    updateCryptTiles(world, step);
    updatePickups(world, step);
    checkTileHazards(world);
    checkExits(world);
}

void hashCrypt(const World& world, engine::StateHasher& h) {
    for (engine::Entity e : world.registry.entities())
        engine::hashComponents(h, world.registry, e, CryptComponents{});
}

} // namespace game
