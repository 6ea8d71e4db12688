#include "game/crypt/crypt_mode.h"

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

namespace {

/// The player's crypt state: gun and satchel (its movement is hashed with the player).
void hashExplorer(const World& world, engine::StateHasher& h) {
    if (const Blunderbuss* g = world.registry.tryGet<Blunderbuss>(world.player))
        h.add(g->shells)
            .add(g->cooldown)
            .add(g->aim)
            .add(g->facing)
            .add(g->sinceShot)
            .add(g->pendingShot)
            .add(g->shotAim);
    if (const Satchel* s = world.registry.tryGet<Satchel>(world.player)) {
        h.add(static_cast<std::uint64_t>(s->keys.size()));
        for (const std::string& k : s->keys)
            h.add(std::string_view(k));
    }
}

/// One entity's crypt components (Body and Transform are hashed by the World).
void hashEntity(const World& world, engine::Entity e, engine::StateHasher& h) {
    const engine::Registry& r = world.registry;
    if (const Skeleton* s = r.tryGet<Skeleton>(e)) h.add(s->dir).add(s->speed).add(s->solid);
    if (const Bat* b = r.tryGet<Bat>(e))
        h.add(b->range).add(b->speed).add(static_cast<int>(b->state)).add(b->timer);
    if (const Lich* l = r.tryGet<Lich>(e)) h.add(l->interval).add(l->timer).add(l->charging);
    if (const Projectile* p = r.tryGet<Projectile>(e)) h.add(p->velocity).add(p->age);
    if (const Orb* o = r.tryGet<Orb>(e)) h.add(o->respawn).add(o->timer).add(o->active);
    if (const Key* k = r.tryGet<Key>(e)) h.add(std::string_view(k->id));
    if (const Gate* g = r.tryGet<Gate>(e)) h.add(g->open);
    if (const CryptTiles* t = r.tryGet<CryptTiles>(e))
        for (const CrumbleTimer& c : t->crumbling)
            h.add(c.cell.x).add(c.cell.y).add(c.left);
    if (const CryptRemains* d = r.tryGet<CryptRemains>(e)) {
        h.add(static_cast<std::uint64_t>(d->dying.size()));
        for (const Remains& m : d->dying)
            h.add(m.feet).add(m.dir).add(m.left);
    }
}

} // namespace

bool spawnCryptEntity(World& world, const engine::EntitySpec& spec) {
    return spawnEnemy(world, spec) || spawnPickup(world, spec);
}

void setUpCryptPlayer(World& world) {
    setUpExplorer(world);
    setUpBlunderbuss(world);
    spawnCryptState(world);
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
    hashExplorer(world, h);
    for (engine::Entity e : world.registry.entities())
        hashEntity(world, e, h);
}

} // namespace game
