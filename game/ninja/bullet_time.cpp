#include "game/ninja/bullet_time.h"

#include <algorithm>
#include <vector>

#include "engine/collision/raycast.h"
#include "engine/geometry/ray_cast.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/player_link.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Fraction along d of the first solid entity (not one-way) the segment from `from` meets; 1 when none.
double firstSolidFraction(World& world, engine::Vec2 from, engine::Vec2 d) {
    static thread_local std::vector<engine::SolidId> found;
    world.solids.query({engine::min(from, from + d), engine::max(from, from + d)}, found);
    double best = 1.0;
    for (engine::SolidId id : found) {
        if (engine::isOneWay(world.solids.body(id))) continue;
        engine::CastOutput c = engine::rayCastAabb(world.solids.body(id).box, {from, d, 1.0});
        if (c.hit && !c.startedInside) best = std::min(best, c.fraction);
    }
    return best;
}

/// End the bullet-time request, if one is active.
void endSlowdown(World& world, NinjaAbilities& a) {
    if (a.slowHandle == 0) return;
    world.slowdown.release(a.slowHandle);
    a.slowHandle = 0;
    emit(world, EventType::BulletTimeOff, center(playerBox(world)));
}

/// Aim pressed: start aiming, and slow time if the meter has anything left.
void beginAim(World& world, NinjaAbilities& a) {
    a.aiming = true;
    if (world.assists.dashAssist && a.dashReady) return; // time stops instead (dashAimFrozen)
    if (a.meter <= 0.0 || a.slowHandle != 0) return;
    a.slowHandle = world.slowdown.push(kBulletTimeScale);
    emit(world, EventType::BulletTimeOn, center(playerBox(world)));
}

/// Aim held: follow the aim, preview the dash, drain the meter (an empty meter ends the slow-down).
void holdAim(World& world, NinjaAbilities& a) {
    a.dashDir = aimDirection(world.input, a.facing);
    a.previewEnd = dashPreviewEnd(world, center(playerBox(world)), a.dashDir);
    if (a.slowHandle == 0 || world.assists.infiniteFocus) return;
    a.meter = std::max(0.0, a.meter - engine::kTickSeconds);
    if (a.meter <= 0.0) endSlowdown(world, a);
}

/// Aim released: time back to normal, and dash along the aim if a dash is ready.
void releaseAim(World& world, NinjaAbilities& a) {
    a.aiming = false;
    endSlowdown(world, a);
    if (!a.dashReady) return;
    a.dashReady = false;
    startNinjaDash(world, a, a.dashDir);
}

/// On the ground (not dashing): the dash comes back and, unless aiming, the meter refills.
void refill(World& world, NinjaAbilities& a) {
    if (!playerGrounded(world) || dashing(world)) return;
    a.dashReady = true;
    if (!a.aiming) a.meter = std::min(kMeterCapacity, a.meter + kMeterRefillRate * engine::kTickSeconds);
}

} // namespace

void giveNinjaAbilities(World& world) {
    NinjaAbilities a;
    a.meter = kMeterCapacity;
    world.registry.emplace<NinjaAbilities>(world.player, a);
}

engine::Vec2 aimDirection(const engine::InputState& input, int facing) {
    engine::Vec2 d = engine::normalize(input.current.aim);
    if (d == engine::Vec2{} || !engine::isFinite(d)) d = engine::normalize({double(input.moveX()), double(input.moveY())});
    return d == engine::Vec2{} ? engine::Vec2{facing < 0 ? -1.0 : 1.0, 0.0} : d;
}

engine::Vec2 dashPreviewEnd(World& world, engine::Vec2 from, engine::Vec2 dir) {
    const engine::Vec2 d = dir * kDashDistance;
    world.debug.raysCast += 1;
    const engine::GridRayOutput hit = engine::castRay(world.grid, {from, d, 1.0, engine::kMovementMask});
    const double f = std::min(hit.hit ? hit.fraction : 1.0, firstSolidFraction(world, from, d));
    const engine::Vec2 end = from + d * f;
    if (world.debug.enabled) world.debug.rays.push_back({RayKind::DashPreview, from, end, f < 1.0, world.player.index});
    return end;
}

bool dashAimFrozen(const World& world) {
    if (!world.assists.dashAssist || world.state != RunState::Playing) return false;
    const NinjaAbilities* a = world.registry.tryGet<NinjaAbilities>(world.player);
    return a != nullptr && a->aiming && a->dashReady;
}

void updateAbilities(World& world) {
    NinjaAbilities* a = world.registry.tryGet<NinjaAbilities>(world.player);
    if (a == nullptr || world.state != RunState::Playing) return;
    const engine::InputState& in = world.input;
    if (in.moveX() != 0) a->facing = in.moveX();
    if (in.pressed(engine::Action::Aim)) beginAim(world, *a);
    if (a->aiming && in.held(engine::Action::Aim)) holdAim(world, *a);
    if (a->aiming && !in.held(engine::Action::Aim)) releaseAim(world, *a);
    refill(world, *a);
}

} // namespace game
