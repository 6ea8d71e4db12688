#include "game/crypt/explorer.h"

#include "game/crypt/crypt_tuning.h"
#include "game/player/player.h"
#include "game/world/systems.h"

namespace game {

void pushExplorer(World& world, engine::Vec2 impulse) {
    if (Player* p = world.registry.tryGet<Player>(world.player)) applyImpulse(*p, impulse);
}

ExplorerStep updateExplorer(World& world) {
    ExplorerStep step;
    const Player* p = world.registry.tryGet<Player>(world.player);
    if (p == nullptr || world.state != RunState::Playing) return step;
    step.velocityBefore = p->velocity;
    updatePlayerBody(world);
    step.grounded = p->body.info.below;
    return step;
}

void setUpExplorer(World& world) {
    Player* p = world.registry.tryGet<Player>(world.player);
    if (p == nullptr) return;
    p->tuning = kExplorerTuning;
    respawnPlayer(*p, feetOf(*p));
}

} // namespace game
