#include "game/crypt/crypt_state.h"

#include <type_traits>

namespace game {

namespace {

/// The first entity's T (the bookkeeping entity has the only one), or nullptr; const T for a const World.
template <class T, class W> std::conditional_t<std::is_const_v<W>, const T, T>* findSingleton(W& world) {
    for (engine::Entity e : world.registry.template view<T>())
        return &world.registry.template get<T>(e);
    return nullptr;
}

} // namespace

void spawnCryptState(World& world) {
    engine::Entity e = world.registry.create();
    world.registry.emplace<CryptTiles>(e);
    world.registry.emplace<CryptFx>(e);
    world.registry.emplace<CryptRemains>(e);
}

CryptTiles* cryptTiles(World& world) { return findSingleton<CryptTiles>(world); }

CryptFx* cryptFx(World& world) { return findSingleton<CryptFx>(world); }

CryptRemains* cryptRemains(World& world) { return findSingleton<CryptRemains>(world); }

const CryptRemains* cryptRemains(const World& world) { return findSingleton<CryptRemains>(world); }

const CryptFx* cryptFx(const World& world) { return findSingleton<CryptFx>(world); }

const CryptTiles* cryptTiles(const World& world) { return findSingleton<CryptTiles>(world); }

} // namespace game
