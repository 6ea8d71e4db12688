#include "game/ninja/player_link.h"

#include <algorithm>

#include "game/ninja/ninja_tuning.h"
#include "game/player/player.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// The ninja's dash as the player state machine runs it: kDashDistance in kDashTicks ticks, then kDashExitSpeed.
DashSpec ninjaDashSpec() {
    DashSpec spec;
    spec.distance = kDashDistance;
    spec.duration = kDashTicks * engine::kTickSeconds;
    spec.exitSpeed = kDashExitSpeed;
    spec.stopFraction = kDashStopFraction;
    return spec;
}

} // namespace

bool playerGrounded(World& world) {
    const engine::RaycastController* c = playerController(world);
    return c != nullptr && c->info.below;
}

void startNinjaDash(World& world, NinjaAbilities& a, engine::Vec2 dir) {
    Player* p = world.registry.tryGet<Player>(world.player);
    if (p == nullptr) return;
    a.dashDir = dir;
    startDash(*p, dir, ninjaDashSpec());
    emit(world, EventType::Dash, center(playerBox(world)), dir);
}

void moveNinjaPlayer(World& world) { updatePlayerBody(world); }

bool dashing(const World& world) {
    const Player* p = world.registry.tryGet<Player>(world.player);
    return p != nullptr && p->state == PlayerStateId::Dash;
}

} // namespace game
