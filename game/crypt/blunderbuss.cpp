#include "game/crypt/blunderbuss.h"

#include "game/crypt/explorer.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Facing follows the walking input; it is kept while no direction is held.
void updateFacing(World& world, Blunderbuss& gun) {
    if (int move = world.input.moveX(); move != 0) gun.facing = move;
}

/// Fire one shell along the current aim: recoil now, pellets after the player has moved (pellets.cpp).
void fire(World& world, Blunderbuss& gun) {
    if (!world.assists.infiniteShells) gun.shells -= 1; // infinite shells: the clip never empties
    gun.cooldown = kFireCooldown;
    gun.sinceShot = 0.0;
    gun.pendingShot = true;
    gun.shotAim = gun.aim;
    applyRecoil(world, gun.aim);
    emit(world, EventType::Shot, center(playerBox(world)), gun.aim);
}

} // namespace

engine::Vec2 aimDirection(engine::Vec2 inputAim, int facing) {
    engine::Vec2 a = engine::normalize(inputAim);
    return a == engine::Vec2{} ? engine::Vec2{facing < 0 ? -1.0 : 1.0, 0.0} : a;
}

engine::Vec2 recoilVelocity(engine::Vec2 v, engine::Vec2 aim) {
    return v - aim * engine::dot(v, aim) - aim * kRecoilSpeed;
}

void applyRecoil(World& world, engine::Vec2 aim) {
    const engine::Vec2 v = playerVelocity(world);
    pushExplorer(world, recoilVelocity(v, aim) - v);
}

void aimAndFire(World& world) {
    Blunderbuss* gun = world.registry.tryGet<Blunderbuss>(world.player);
    if (gun == nullptr || world.state != RunState::Playing) return;
    updateFacing(world, *gun);
    gun->aim = aimDirection(world.input.current.aim, gun->facing);
    gun->cooldown = gun->cooldown > engine::kTickSeconds ? gun->cooldown - engine::kTickSeconds : 0.0;
    gun->sinceShot += engine::kTickSeconds;
    gun->pendingShot = false;
    if (!world.input.pressed(engine::Action::Fire) || gun->cooldown > 0.0) return;
    if (gun->shells > 0) return fire(world, *gun);
    emit(world, EventType::DryClick, center(playerBox(world)), gun->aim);
}

bool refillShells(Blunderbuss& gun) {
    const bool missing = gun.shells < kShellCapacity;
    gun.shells = kShellCapacity;
    return missing;
}

void setUpBlunderbuss(World& world) {
    if (!world.registry.valid(world.player)) return;
    world.registry.emplace<Blunderbuss>(world.player);
    world.registry.emplace<Satchel>(world.player);
}

} // namespace game
