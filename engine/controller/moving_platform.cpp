#include "engine/controller/moving_platform.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>
#include <vector>

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

/// How far (tiles, > 0) the actor must move along axis (0 x, 1 y) in the direction of `a` to clear `box` (the
/// platform after this axis' move); 0 when they do not overlap, or when the actor was not in front of the leading
/// face of `before` (the platform before the move), within skin. So only what the moving face runs into is
/// pushed, by at most |a| + skin: a rider overlapping the top by less than skin is carried when the platform
/// descends, and an actor beside the platform is never lifted onto its top.
///     ahead (a > 0): actor.min ≥ before.max − skin        ahead (a < 0): actor.max ≤ before.min + skin
///     need  (a > 0): box.max − actor.min                    need  (a < 0): actor.max − box.min
double pushDistance(const Aabb& actor, const Aabb& before, const Aabb& box, int axis, double a, double skin) {
    if (overlap1d(actor.min.x, actor.max.x, box.min.x, box.max.x) <= kTouchTolerance) return 0.0;
    if (overlap1d(actor.min.y, actor.max.y, box.min.y, box.max.y) <= kTouchTolerance) return 0.0;
    const double lo = axis == 0 ? actor.min.x : actor.min.y, hi = axis == 0 ? actor.max.x : actor.max.y;
    const double b0 = axis == 0 ? before.min.x : before.min.y, b1 = axis == 0 ? before.max.x : before.max.y;
    const double n0 = axis == 0 ? box.min.x : box.min.y, n1 = axis == 0 ? box.max.x : box.max.y;
    if (a > 0.0) return lo >= b1 - skin - kTouchTolerance ? n1 - lo : 0.0;
    return hi <= b0 + skin + kTouchTolerance ? hi - n0 : 0.0;
}

/// Box of both a and b.
Aabb hullOf(const Aabb& a, const Aabb& b) {
    return {{std::min(a.min.x, b.min.x), std::min(a.min.y, b.min.y)},
            {std::max(a.max.x, b.max.x), std::max(a.max.y, b.max.y)}};
}

/// True when the open boxes a and b overlap by more than the touch tolerance on both axes.
bool overlapsBeyondTouch(const Aabb& a, const Aabb& b) {
    return overlap1d(a.min.x, a.max.x, b.min.x, b.max.x) > kTouchTolerance &&
           overlap1d(a.min.y, a.max.y, b.min.y, b.max.y) > kTouchTolerance;
}

/// True when a straight nudge from `from` to `to` along one axis crosses no solid: every non-one-way solid the
/// hull of both boxes overlaps already overlaps `from`.
bool legClear(const CollisionWorld& world, const Aabb& from, const Aabb& to, std::vector<SolidId>& ids) {
    if (!world.solids) return true;
    const Aabb hull = hullOf(from, to);
    world.solids->query(hull, ids);
    for (SolidId id : ids) {
        const SolidBody& b = world.solids->body(id);
        if (!isOneWay(b) && overlapsBeyondTouch(hull, b.box) && !overlapsBeyondTouch(from, b.box)) return false;
    }
    return true;
}

/// True when the actor can be nudged from `from` by `offset` (a wiggle): the box there overlaps nothing, and one
/// of the two L-shaped paths to it (x then y, or y then x) crosses no solid. Offsets are at most kCrushWiggle,
/// less than a tile, so no tile can lie wholly in the way.
bool wiggleFits(const CollisionWorld& world, const Aabb& from, Vec2 offset, std::vector<SolidId>& ids) {
    const Aabb to = translate(from, offset);
    if (overlapsSolid(world, to)) return false;
    const Aabb viaX = translate(from, {offset.x, 0.0}), viaY = translate(from, {0.0, offset.y});
    return (legClear(world, from, viaX, ids) && legClear(world, viaX, to, ids)) ||
           (legClear(world, from, viaY, ids) && legClear(world, viaY, to, ids));
}

/// The wiggle's offsets in grid steps: every (i, j) within kCrushWiggle on both axes but (0, 0), nearest first
/// (by i² + j², then j, then i), so the search is the same everywhere.
const std::vector<std::pair<int, int>>& wiggleOffsets() {
    static const std::vector<std::pair<int, int>> offsets = [] {
        const int n = static_cast<int>(std::lround(kCrushWiggle / kCrushWiggleStep));
        std::vector<std::pair<int, int>> o;
        for (int j = -n; j <= n; ++j)
            for (int i = -n; i <= n; ++i)
                if (i != 0 || j != 0) o.push_back({i, j});
        std::stable_sort(o.begin(), o.end(), [](const auto& p, const auto& q) {
            return p.first * p.first + p.second * p.second < q.first * q.first + q.second * q.second;
        });
        return o;
    }();
    return offsets;
}

/// Celeste's squish wiggle: moves the actor to the nearest free spot within kCrushWiggle (wiggleOffsets) and
/// returns true; false (the actor is crushed) when there is none.
bool wiggleOut(const CollisionWorld& world, RaycastController& actor) {
    std::vector<SolidId> ids;
    for (const auto& [i, j] : wiggleOffsets()) {
        const Vec2 offset{i * kCrushWiggleStep, j * kCrushWiggleStep};
        if (!wiggleFits(world, actor.collider, offset, ids)) continue;
        actor.collider = translate(actor.collider, offset);
        actor.carried += offset;
        return true;
    }
    return false;
}

/// One axis of a platform move: move the box, then push or carry each actor. An actor pushed less than required
/// by more than its skin, or engulfed, wiggles out if it can, and is crushed otherwise.
void moveAxis(const CollisionWorld& world, SolidIndex& solids, SolidId id, Vec2 step, int axis,
              PlatformActor* actors, std::size_t count) {
    double a = axis == 0 ? step.x : step.y;
    if (a == 0.0) return;
    const Aabb before = solids.body(id).box;
    Aabb box = translate(before, step);
    solids.setBox(id, box);
    bool oneWay = isOneWay(solids.body(id));
    for (std::size_t i = 0; i < count; ++i) {
        PlatformActor& actor = actors[i];
        if (!actor.body) continue;
        const double skin = actor.body->config.skin;
        double need = oneWay ? 0.0 : pushDistance(actor.body->collider, before, box, axis, a, skin);
        if (need > 0.0) {
            Vec2 want = axis == 0 ? Vec2{std::copysign(need, a), 0.0} : Vec2{0.0, std::copysign(need, a)};
            Vec2 got = actor.body->push(world, want, id);
            double short_ = need - std::fabs(axis == 0 ? got.x : got.y);
            actor.pushed = true;
            if (short_ > skin && !wiggleOut(world, *actor.body)) actor.crushed = true;
        } else if (actor.riding) {
            actor.body->push(world, step, id);
        } else if (!oneWay && overlapsBeyondTouch(inflate(actor.body->collider, -skin), box)) {
            // Neither in front of the moving face nor riding, yet more than skin inside the platform now (it was
            // squeezed in beside it): engulfed, so crushed unless it can wiggle out.
            actor.pushed = true;
            if (!wiggleOut(world, *actor.body)) actor.crushed = true;
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
    const Aabb& c = actor.collider;
    double skin = actor.config.skin;
    // Its feet within skin of the top: a box whose downward rays started inside the platform is not riding it.
    if (c.max.y > platform.min.y + skin) return false;
    if (info.below && info.belowHit.source == HitSource::Solid && info.belowHit.solid == id) return true;
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
