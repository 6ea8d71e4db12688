#include "game/app/view/player_anim.h"

#include <cmath>

#include "game/app/view/mode_presentation.h"
#include "game/player/player.h"
#include "game/world/player_spawn.h"

namespace game {

namespace {

/// The player's controller contacts (none without a player).
engine::CollisionInfo contacts(const World& world) {
    const Player* p = world.registry.tryGet<Player>(world.player);
    return p != nullptr ? p->body.info : engine::CollisionInfo{};
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
    const ModePresentation& presentation = modePresentation(world.mode);
    std::string anim = presentation.playerAnimation != nullptr ? presentation.playerAnimation(world, look, v, c)
                                                               : std::string();
    int face = facing_;
    // The wall-slide art has the wall on its right (hands on it, face turned away): mirror it for a wall on
    // the left.
    if (presentation.wallAnimation != nullptr && anim == presentation.wallAnimation) {
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
