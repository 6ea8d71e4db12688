#include "game/app/player_anim.h"

#include "game/app/mode_bridge.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// The player's controller contacts (none when there is no player).
engine::CollisionInfo contacts(const World& world) {
    const engine::RaycastController* c = playerController(world);
    return c != nullptr ? c->info : engine::CollisionInfo{};
}

/// The ninja's animation for this state.
std::string ninjaAnimation(const World& world, const PlayerLook& look, engine::Vec2 v, const engine::CollisionInfo& c) {
    if (world.state == RunState::Dying) return "ninja_death";
    if (look.dashing) return "ninja_dash";
    if (!c.below && (c.left || c.right) && v.y > 0.0) return "ninja_wallslide";
    if (!c.below) return v.y < 0.0 ? "ninja_jump" : "ninja_fall";
    return std::abs(v.x) > kRunThreshold ? "ninja_run" : "ninja_idle";
}

/// The explorer's animation for this state.
std::string explorerAnimation(const World& world, const PlayerLook& look, engine::Vec2 v, const engine::CollisionInfo& c) {
    if (world.state == RunState::Dying) return "explorer_death";
    if (look.sinceShot < 0.18) return "explorer_shoot";
    if (!c.below) return "explorer_airborne";
    return std::abs(v.x) > kRunThreshold ? "explorer_walk" : "explorer_idle";
}

} // namespace

void PlayerAnimator::reset() {
    pose_ = {};
    facing_ = 1;
}

void PlayerAnimator::update(const World& world, double dt) {
    const PlayerLook look = readPlayerLook(world);
    const engine::Vec2 v = playerVelocity(world);
    const engine::CollisionInfo c = contacts(world);
    if (look.facing != 0) facing_ = look.facing;
    else if (v.x > kRunThreshold) facing_ = 1;
    else if (v.x < -kRunThreshold) facing_ = -1;
    std::string anim = world.mode == GameMode::Ninja ? ninjaAnimation(world, look, v, c) : explorerAnimation(world, look, v, c);
    int face = facing_;
    if (anim == "ninja_wallslide") face = c.left ? 1 : -1;  // back to the wall
    if (anim != pose_.animation) {
        pose_.animation = std::move(anim);
        pose_.time = 0.0;
    } else {
        pose_.time += dt;
    }
    pose_.flipX = face < 0;
}

} // namespace game
