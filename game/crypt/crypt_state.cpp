#include "game/crypt/crypt_state.h"

namespace game {

namespace {

/// The first entity with a T (the bookkeeping entity has the only one), or nullptr.
template <class T> T* findSingleton(World& world) {
    for (engine::Entity e : world.registry.view<T>())
        return &world.registry.get<T>(e);
    return nullptr;
}

} // namespace

void spawnCryptState(World& world) {
    engine::Entity e = world.registry.create();
    world.registry.emplace<CryptTiles>(e);
    world.registry.emplace<CryptFx>(e);
}

CryptTiles* cryptTiles(World& world) { return findSingleton<CryptTiles>(world); }

CryptFx* cryptFx(World& world) { return findSingleton<CryptFx>(world); }

// Views are non-const; nothing is written through these.
const CryptFx* cryptFx(const World& world) { return findSingleton<CryptFx>(const_cast<World&>(world)); }

const CryptTiles* cryptTiles(const World& world) {
    return findSingleton<CryptTiles>(const_cast<World&>(world));
}

} // namespace game
