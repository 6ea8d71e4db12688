#include "game/ninja/player_link.h"

#include <algorithm>

#include "game/ninja/ninja_tuning.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// End the dash, keeping a small carry along its direction.
void endDash(NinjaAbilities& a, Body& body) {
    a.dashTicksLeft = 0;
    a.dashRemaining = 0.0;
    body.velocity = a.dashDir * kDashExitSpeed;
}

/// One dash tick: the controller moves the player up to kDashSpeed·dt along the dash, sliding along surfaces
/// and stopping at walls. No gravity, no input, no ground snap.
void dashTick(World& world, NinjaAbilities& a, Body& body) {
    const double step = std::min(kDashSpeed * engine::kTickSeconds, a.dashRemaining);
    engine::MoveOptions options;
    options.snapToGround = false;
    const engine::CollisionInfo& info = body.controller.move(world.collision(), a.dashDir * step, options);
    a.dashRemaining -= step;
    a.dashTicksLeft -= 1;
    body.velocity = a.dashDir * kDashSpeed;
    const bool blocked = engine::length(info.moved) < step * kDashStopFraction;
    if (blocked || a.dashTicksLeft <= 0 || a.dashRemaining <= 0.0) endDash(a, body);
    syncPlayerTransform(world);
}

} // namespace

bool playerGrounded(World& world) {
    const engine::RaycastController* c = playerController(world);
    return c != nullptr && c->info.below;
}

void startNinjaDash(World& world, NinjaAbilities& a, engine::Vec2 dir) {
    a.dashDir = dir;
    a.dashTicksLeft = kDashTicks;
    a.dashRemaining = kDashDistance;
    emit(world, EventType::Dash, center(playerBox(world)), dir);
}

void moveNinjaPlayer(World& world) {
    NinjaAbilities* a = world.registry.tryGet<NinjaAbilities>(world.player);
    Body* body = world.registry.tryGet<Body>(world.player);
    if (a == nullptr || body == nullptr || !dashing(*a) || world.state != RunState::Playing) return updatePlayerBody(world);
    dashTick(world, *a, *body);
}

} // namespace game
