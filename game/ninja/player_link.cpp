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

/// Mirror the Player's dash progress into the abilities (the systems reading dashing() and the HUD).
void mirrorDash(NinjaAbilities& a, const Player& p) {
    const bool on = p.state == PlayerStateId::Dash;
    a.dashTicksLeft = on ? static_cast<int>(p.dashTimer / engine::kTickSeconds + 0.5) : 0;
    if (on && a.dashTicksLeft == 0) a.dashTicksLeft = 1;
    a.dashRemaining = on ? p.dashRemaining : 0.0;
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
    mirrorDash(a, *p);
    emit(world, EventType::Dash, center(playerBox(world)), dir);
}

void moveNinjaPlayer(World& world) {
    updatePlayerBody(world);
    NinjaAbilities* a = world.registry.tryGet<NinjaAbilities>(world.player);
    const Player* p = world.registry.tryGet<Player>(world.player);
    if (a != nullptr && p != nullptr) mirrorDash(*a, *p);
}

} // namespace game
