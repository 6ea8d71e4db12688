#include "game/crypt/explorer.h"

#include <algorithm>
#include <cmath>

#include "game/crypt/crypt_rays.h"
#include "game/crypt/crypt_tuning.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// The explorer's Body, or nullptr (no player, or the ninja's Player).
Body* explorerBody(World& world) { return world.registry.tryGet<Body>(world.player); }

/// One tick of gravity: towards kMaxFallSpeed; a faster recoil downwards is kept, not clamped.
double fall(double vy, double dt) {
    return vy < kMaxFallSpeed ? std::min(vy + kGravity * dt, kMaxFallSpeed) : vy;
}

/// Stop the velocity components that ran into what the move touched.
void stopAtContacts(engine::Vec2& v, const engine::CollisionInfo& info) {
    if ((info.below && v.y > 0.0) || (info.above && v.y < 0.0)) v.y = 0.0;
    if ((info.left && v.x < 0.0) || (info.right && v.x > 0.0)) v.x = 0.0;
}

/// Forgiveness windows: coyote time refreshes while standing (not while a recoil lifts off), the hop buffer
/// on every press.
void tickForgiveness(World& world, Explorer& ex, const Body& b, double dt) {
    const bool standing = b.controller.info.below && b.velocity.y >= 0.0;
    ex.coyote = standing ? kCoyoteSeconds : std::max(0.0, ex.coyote - dt);
    ex.hopBuffer =
        world.input.pressed(engine::Action::Jump) ? kHopBufferSeconds : std::max(0.0, ex.hopBuffer - dt);
}

} // namespace

void setExplorerVelocity(World& world, engine::Vec2 velocity) { setPlayerVelocity(world, velocity); }

double approach(double v, double target, double maxDelta) {
    return v < target ? std::min(v + maxDelta, target) : std::max(v - maxDelta, target);
}

double walkVelocity(double vx, int moveX, bool grounded, double dt) {
    const bool fast = std::abs(vx) > kWalkSpeed;
    const bool steeringAgainst = moveX != 0 && (moveX > 0) != (vx > 0.0);
    // Recoil speed above the walking speed bleeds off slowly (a skid or a glide) unless steered against.
    if (fast && !steeringAgainst)
        return approach(vx, std::copysign(kWalkSpeed, vx), (grounded ? kSkidDecel : kAirDrag) * dt);
    return approach(vx, moveX * kWalkSpeed, (grounded ? kGroundAccel : kAirAccel) * dt);
}

ExplorerStep updateExplorer(World& world) {
    ExplorerStep step;
    Body* b = explorerBody(world);
    Explorer* ex = world.registry.tryGet<Explorer>(world.player);
    if (b == nullptr || ex == nullptr || world.state != RunState::Playing) return step;
    const double dt = engine::kTickSeconds;
    step.velocityBefore = b->velocity;
    tickForgiveness(world, *ex, *b, dt);
    // Walk
    b->velocity.x = walkVelocity(b->velocity.x, world.input.moveX(), b->controller.info.below, dt);
    // Gravity
    b->velocity.y = fall(b->velocity.y, dt);
    // Hop: never slows a recoil that already rises faster
    if (ex->hopBuffer > 0.0 && ex->coyote > 0.0) {
        b->velocity.y = std::min(b->velocity.y, -kHopSpeed);
        ex->hopBuffer = ex->coyote = 0.0;
        emit(world, EventType::Jump, center(b->controller.collider));
    }
    // Move
    const engine::CollisionInfo& info =
        moveTracked(world, b->controller, b->velocity * dt, {}, world.player.index);
    stopAtContacts(b->velocity, info);
    if (info.landed()) emit(world, EventType::Land, center(b->controller.collider), {0.0, -1.0});
    syncPlayerTransform(world);
    step.grounded = info.below;
    return step;
}

void setUpExplorer(World& world) {
    if (world.registry.valid(world.player)) world.registry.emplace<Explorer>(world.player);
}

} // namespace game
