#include "engine/controller/moving_platform.h"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

/// Overlaps (tiles) smaller than this are touching, not penetration.
constexpr double kTouchTolerance = 1e-9;

/// Index of the waypoint the current leg goes to.
int legTarget(const MovingPlatform& p) {
    int n = static_cast<int>(p.waypoints.size());
    if (p.mode == PlatformMode::Loop) return (p.from + 1) % n;
    return std::clamp(p.from + p.step, 0, n - 1);
}

/// Arrive at waypoint `to`: it becomes the leg start; ping-pong turns around at either end; the wait starts.
void arrive(MovingPlatform& p, int to) {
    int n = static_cast<int>(p.waypoints.size());
    p.from = to;
    p.legProgress = 0.0;
    p.waitTimer = p.waitTime;
    if (p.mode == PlatformMode::PingPong && (to == n - 1 || to == 0)) p.step = to == 0 ? 1 : -1;
}

/// Overlap of the open intervals (a0, a1), (b0, b1).
double overlap1d(double a0, double a1, double b0, double b1) { return std::min(a1, b1) - std::max(a0, b0); }

/// How far (tiles, > 0) the actor must move along axis (0 x, 1 y) in the direction of `a` to clear `box`;
/// 0 when they do not overlap.
double pushDistance(const Aabb& actor, const Aabb& box, int axis, double a) {
    if (overlap1d(actor.min.x, actor.max.x, box.min.x, box.max.x) <= kTouchTolerance) return 0.0;
    if (overlap1d(actor.min.y, actor.max.y, box.min.y, box.max.y) <= kTouchTolerance) return 0.0;
    if (axis == 0) return a > 0.0 ? box.max.x - actor.min.x : actor.max.x - box.min.x;
    return a > 0.0 ? box.max.y - actor.min.y : actor.max.y - box.min.y;
}

/// One axis of a platform move: move the box, then push or carry each actor.
void moveAxis(const CollisionWorld& world, SolidIndex& solids, SolidId id, Vec2 step, int axis,
              PlatformActor* actors, std::size_t count) {
    double a = axis == 0 ? step.x : step.y;
    if (a == 0.0) return;
    Aabb box = translate(solids.body(id).box, step);
    solids.setBox(id, box);
    bool oneWay = isOneWay(solids.body(id));
    for (std::size_t i = 0; i < count; ++i) {
        PlatformActor& actor = actors[i];
        if (!actor.body) continue;
        double need = oneWay ? 0.0 : pushDistance(actor.body->collider, box, axis, a);
        if (need > 0.0) {
            Vec2 want = axis == 0 ? Vec2{std::copysign(need, a), 0.0} : Vec2{0.0, std::copysign(need, a)};
            Vec2 got = actor.body->push(world, want, id);
            double short_ = need - std::fabs(axis == 0 ? got.x : got.y);
            actor.pushed = true;
            if (short_ > actor.body->config.skin) actor.crushed = true;
        } else if (actor.riding) {
            actor.body->push(world, step, id);
        }
    }
}

} // namespace

void resetPlatform(MovingPlatform& p) {
    p.position = p.waypoints.empty() ? Vec2{} : p.waypoints.front();
    p.from = 0;
    p.step = 1;
    p.legProgress = 0.0;
    p.waitTimer = 0.0;
}

double easePlatform(double x, double easing) {
    x = std::clamp(x, 0.0, 1.0);
    double a = std::max(easing, 0.0) + 1.0;
    double xa = std::pow(x, a), ya = std::pow(1.0 - x, a);
    return xa / (xa + ya);
}

Vec2 advancePlatform(MovingPlatform& p, double dt) {
    int n = static_cast<int>(p.waypoints.size());
    if (n < 2 || !(dt > 0.0) || !(p.speed > 0.0)) return {};
    if (p.waitTimer > 0.0) {
        p.waitTimer -= dt;
        return {};
    }
    p.from = std::clamp(p.from, 0, n - 1);
    int to = legTarget(p);
    Vec2 a = p.waypoints[p.from], b = p.waypoints[to];
    double len = distance(a, b);
    p.legProgress = len > 0.0 ? std::min(p.legProgress + dt * p.speed / len, 1.0) : 1.0;
    Vec2 next = p.legProgress >= 1.0 ? b : lerp(a, b, easePlatform(p.legProgress, p.easing));
    if (p.legProgress >= 1.0) arrive(p, to);
    Vec2 delta = next - p.position;
    p.position = next;
    return delta;
}

bool isRiding(const RaycastController& actor, const Aabb& platform, SolidId id) {
    const CollisionInfo& info = actor.info;
    if (info.below && info.belowHit.source == HitSource::Solid && info.belowHit.solid == id) return true;
    const Aabb& c = actor.collider;
    double skin = actor.config.skin;
    bool onTop = c.max.y >= platform.min.y - skin && c.max.y <= platform.min.y + skin;
    return onTop && overlap1d(c.min.x, c.max.x, platform.min.x, platform.max.x) > 0.0 && info.moved.y >= 0.0;
}

PlatformMoveResult movePlatform(const CollisionWorld& world, SolidIndex& solids, SolidId id, Vec2 delta,
                                PlatformActor* actors, std::size_t count) {
    PlatformMoveResult result;
    if (!solids.contains(id) || !isFinite(delta)) return result;
    Aabb start = solids.body(id).box;
    for (std::size_t i = 0; i < count; ++i) {
        actors[i].riding = actors[i].body && isRiding(*actors[i].body, start, id);
        actors[i].pushed = actors[i].crushed = false;
    }
    moveAxis(world, solids, id, {delta.x, 0.0}, 0, actors, count);
    moveAxis(world, solids, id, {0.0, delta.y}, 1, actors, count);
    result.moved = solids.body(id).box.min - start.min;
    for (std::size_t i = 0; i < count; ++i) {
        result.carried += actors[i].riding ? 1 : 0;
        result.pushed += actors[i].pushed ? 1 : 0;
        result.crushed += actors[i].crushed ? 1 : 0;
    }
    return result;
}

PlatformMoveResult stepPlatform(const CollisionWorld& world, SolidIndex& solids, SolidId id,
                                MovingPlatform& platform, double dt, PlatformActor* actors, std::size_t count) {
    advancePlatform(platform, dt);
    if (!solids.contains(id)) return {};
    Vec2 delta = platform.position - solids.body(id).box.min;
    return movePlatform(world, solids, id, delta, actors, count);
}

} // namespace engine
