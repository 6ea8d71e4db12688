#include "game/ninja/robots.h"

#include <algorithm>
#include <cmath>

#include "engine/collision/raycast.h"
#include "engine/geometry/ray_cast.h"
#include "game/ninja/ninja_tuning.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Signed shortest turn from angle a to angle b, rad in (−π, π].
double angleDelta(double a, double b) {
    double d = std::remainder(b - a, 2.0 * engine::kPi);
    return d <= -engine::kPi ? d + 2.0 * engine::kPi : d;
}

/// Turn towards `target` by at most turnSpeed·dt.
void turnTowards(Robot& r, double target) {
    const double d = angleDelta(r.angle, target), step = r.turnSpeed * engine::kTickSeconds;
    r.angle += std::clamp(d, -step, step);
    r.angle = std::remainder(r.angle, 2.0 * engine::kPi);
}

// --- One update per state; each returns the next state. ---

/// True when the robot may lock on: aimed at the target (a turning robot), or the target inside the fire cone
/// of its fixed facing (a robot with turnSpeed 0).
bool onTarget(const Robot& r, double target) {
    const double off = std::fabs(angleDelta(r.angle, target));
    return r.turnSpeed > 0.0 ? off <= kRobotAimTolerance : off <= kRobotFireCone;
}

/// Tracking: turn towards a visible player; lock on once aimed at it.
RobotState updateTracking(Robot& r, bool sees, double target) {
    if (!sees) return RobotState::Tracking;
    turnTowards(r, target);
    if (!onTarget(r, target)) return RobotState::Tracking;
    r.timer = r.telegraphTicks;
    return RobotState::Telegraph;
}

/// Telegraph: the aim is locked; when the countdown ends, shoot.
RobotState updateTelegraph(Robot& r, bool* fired) {
    if (--r.timer > 0) return RobotState::Telegraph;
    *fired = true;
    if (r.fire == RobotFire::Beam) {
        r.timer = ticksOf(kRobotBeamSeconds);
        return RobotState::Firing;
    }
    r.timer = r.cooldownTicks;
    return r.timer > 0 ? RobotState::Cooldown : RobotState::Tracking;
}

/// Firing: the beam stays on for its duration, aim locked.
RobotState updateFiring(Robot& r) {
    if (--r.timer > 0) return RobotState::Firing;
    r.timer = r.cooldownTicks;
    return r.timer > 0 ? RobotState::Cooldown : RobotState::Tracking;
}

/// Cooldown: keeps following the player with its turret, cannot shoot.
RobotState updateCooldown(Robot& r, bool sees, double target) {
    if (sees) turnTowards(r, target);
    return --r.timer > 0 ? RobotState::Cooldown : RobotState::Tracking;
}

/// True when a solid lies on the segment from `from` by `d` (fraction < 1).
bool solidBlocks(World& world, engine::Vec2 from, engine::Vec2 d) {
    static thread_local std::vector<engine::SolidId> found;
    world.solids.query({engine::min(from, from + d), engine::max(from, from + d)}, found);
    for (engine::SolidId id : found) {
        if (engine::isOneWay(world.solids.body(id))) continue;
        if (engine::rayCastAabb(world.solids.body(id).box, {from, d, 1.0}).hit) return true;
    }
    return false;
}

/// A new bolt leaving the robot's muzzle along its aim.
void spawnBolt(World& world, const Robot& r, engine::Vec2 centre) {
    const engine::Vec2 dir = engine::fromAngle(r.angle);
    const engine::Vec2 at = centre + dir * kRobotMuzzle;
    engine::Entity b = world.registry.create();
    world.registry.emplace<Transform>(b, at, at);
    world.registry.emplace<Bolt>(b, Bolt{dir * kBoltSpeed, ticksOf(kBoltLifetime), {}});
}

/// A bolt's flight this tick: a short beam of length speed·dt. It is spent (ticksLeft 0) when it ends on an
/// absorber (lighting a receiver it hits) or runs out of lifetime.
void flyBolt(World& world, Bolt& b, Transform& t, const SurfaceSet& set) {
    const double step = engine::length(b.velocity) * engine::kTickSeconds;
    const BeamPose pose{t.position, t.position, engine::angleOf(b.velocity), engine::angleOf(b.velocity), step};
    traceBeamAt(world, pose, 1.0, set, b.path);
    const std::size_t n = b.path.points.size();
    t.position = b.path.points[n - 1];
    b.ticksLeft -= 1;
    if (b.path.end != engine::LaserEnd::MaxLength) {
        lightReceiverAtEnd(world, set, b.path);
        b.ticksLeft = 0;
    }
    if (n >= 3) b.velocity = engine::normalize(b.path.points[n - 1] - b.path.points[n - 2]) * engine::length(b.velocity);
}

} // namespace

void spawnRobot(World& world, const engine::EntitySpec& spec) {
    Robot r;
    r.angle = spec.radians("angle");
    r.range = spec.number("range");
    r.turnSpeed = std::min(spec.radians("turnSpeed"), kMaxSpin);
    r.telegraphTicks = ticksOf(std::max(spec.number("telegraph"), kMinLaserWarning));
    r.cooldownTicks = ticksOf(spec.number("cooldown"), 0);
    r.fire = spec.text("fire") == "bolt" ? RobotFire::Bolt : RobotFire::Beam;
    engine::Entity e = world.registry.create();
    world.registry.emplace<Transform>(e, spec.position, spec.position);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Robot>(e, std::move(r));
}

bool robotSees(World& world, engine::Vec2 from, engine::Vec2 to, double range, engine::Entity caster) {
    const engine::Vec2 d = to - from;
    if (engine::lengthSquared(d) > range * range) return false;
    world.debug.raysCast += 1;
    const engine::GridRayOutput hit = engine::castRay(world.grid, {from, d, 1.0, engine::kSightMask});
    const bool sees = !hit.hit && !solidBlocks(world, from, d);
    if (world.debug.enabled) world.debug.rays.push_back({RayKind::Sight, from, hit.hit ? hit.point : to, !sees, caster.index});
    return sees;
}

RobotState stepRobot(Robot& r, bool sees, double target, bool* fired) {
    *fired = false;
    switch (r.state) {
    case RobotState::Tracking: return updateTracking(r, sees, target);
    case RobotState::Telegraph: return updateTelegraph(r, fired);
    case RobotState::Firing: return updateFiring(r);
    case RobotState::Cooldown: return updateCooldown(r, sees, target);
    }
    return RobotState::Tracking;
}

BeamPose robotPose(const Robot& r, const Transform& t) {
    const engine::Vec2 muzzle = t.position + engine::fromAngle(r.angle) * kRobotMuzzle;
    return {muzzle, muzzle, r.angle, r.angle, r.range};
}

void updateRobots(World& world) {
    if (world.state != RunState::Playing) return;
    const engine::Vec2 target = world.registry.get<Transform>(world.player).position;
    world.registry.view<Robot, Transform>().each([&](engine::Entity e, Robot& r, Transform& t) {
        r.seesPlayer = robotSees(world, t.position, target, r.range, e);
        const RobotState before = r.state;
        bool fired = false;
        r.state = stepRobot(r, r.seesPlayer, engine::angleOf(target - t.position), &fired);
        const engine::Vec2 aim = engine::fromAngle(r.angle);
        if (r.state == RobotState::Telegraph && before != RobotState::Telegraph)
            emit(world, EventType::RobotTelegraph, t.position, aim);
        if (!fired) return;
        emit(world, EventType::RobotFire, t.position + aim * kRobotMuzzle, aim);
        if (r.fire == RobotFire::Bolt) spawnBolt(world, r, t.position);
    });
}

void updateBolts(World& world) {
    const SurfaceSet& set = tickSurfaces();
    world.registry.view<Bolt, Transform>().each([&](Bolt& b, Transform& t) {
        if (b.ticksLeft > 0) flyBolt(world, b, t, set);
    });
}

void removeSpentBolts(World& world) {
    world.registry.view<Bolt>().each([&](engine::Entity e, Bolt& b) {
        if (b.ticksLeft <= 0) world.registry.destroy(e);
    });
}

} // namespace game
