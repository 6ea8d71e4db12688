#include "game/app/view/player_anim.h"

#include <cmath>
#include <optional>

#include "game/app/view/mode_bridge.h"
#include "game/player/player.h"
#include "game/world/player_spawn.h"

namespace game {

namespace {

/// The player's controller contacts (none without a player).
engine::CollisionInfo contacts(const World& world) {
    const Player* p = world.registry.tryGet<Player>(world.player);
    return p != nullptr ? p->body.info : engine::CollisionInfo{};
}

/// The game::Player's state machine state, when the player is one.
std::optional<PlayerStateId> playerState(const World& world) {
    const Player* p = world.registry.tryGet<Player>(world.player);
    return p != nullptr ? std::optional<PlayerStateId>(p->state) : std::nullopt;
}

/// The ninja's animation for this state.
std::string ninjaAnimation(const World& world, const PlayerLook& look, engine::Vec2 v,
                           const engine::CollisionInfo& c) {
    const std::optional<PlayerStateId> state = playerState(world);
    if (world.state == RunState::Dying || state == PlayerStateId::Dead) return "ninja_death";
    if (look.dashing || state == PlayerStateId::Dash) return "ninja_dash";
    if (state == PlayerStateId::WallSlide || (!state && !c.below && (c.left || c.right) && v.y > 0.0))
        return "ninja_wallslide";
    if (!c.below) return v.y < 0.0 ? "ninja_jump" : "ninja_fall";
    return std::abs(v.x) > kRunThreshold ? "ninja_run" : "ninja_idle";
}

/// The explorer's animation for this state.
std::string explorerAnimation(const World& world, const PlayerLook& look, engine::Vec2 v,
                              const engine::CollisionInfo& c) {
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
    const Player* player = world.registry.tryGet<Player>(world.player);
    if (player != nullptr)
        facing_ = player->facing;
    else if (look.facing != 0)
        facing_ = look.facing;
    else if (v.x > kRunThreshold)
        facing_ = 1;
    else if (v.x < -kRunThreshold)
        facing_ = -1;
    std::string anim = world.mode == GameMode::Ninja ? ninjaAnimation(world, look, v, c)
                                                     : explorerAnimation(world, look, v, c);
    int face = facing_;
    // The wall-slide art has the wall on its right (hands on it, face turned away): mirror it for a wall on
    // the left.
    if (anim == "ninja_wallslide") {
        const int wall = player != nullptr && player->wallDir != 0 ? player->wallDir : (c.left ? -1 : 1);
        face = wall < 0 ? -1 : 1;
    }
    if (anim != pose_.animation) {
        pose_.animation = std::move(anim);
        pose_.time = 0.0;
    } else {
        pose_.time += dt;
    }
    pose_.flipX = face < 0;
}

} // namespace game
