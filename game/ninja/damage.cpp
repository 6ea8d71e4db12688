#include "game/ninja/damage.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/geometry/overlap.h"
#include "engine/geometry/sweep.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/robots.h"

namespace game {

namespace {

/// Signed shortest turn from angle a to angle b, rad in (−π, π].
double angleDelta(double a, double b) {
    const double d = std::remainder(b - a, 2.0 * engine::kPi);
    return d <= -engine::kPi ? d + 2.0 * engine::kPi : d;
}

/// One leg's motion during the tick: from last tick's leg to this tick's leg with the same index.
struct LegSweep {
    engine::Vec2 pivot;  ///< this tick's leg start
    double slack = 0.0;  ///< how far the leg start moved, tiles
    double angle0 = 0.0; ///< last tick's leg direction, rad
    double turn = 0.0;   ///< signed change of direction, rad (shortest)
    double reach = 0.0;  ///< longest the leg can be: the beam's range left at its start, tiles
};

/// Leg i of the pair (prev, now), with `range` the beam's full length budget.
LegSweep legSweep(const engine::LaserPath& prev, const engine::LaserPath& now, std::size_t i, double range) {
    LegSweep s;
    s.pivot = now.points[i];
    s.slack = engine::distance(prev.points[i], now.points[i]);
    s.angle0 = engine::angleOf(prev.points[i + 1] - prev.points[i]);
    s.turn = angleDelta(s.angle0, engine::angleOf(now.points[i + 1] - now.points[i]));
    double used = 0.0;
    for (std::size_t k = 0; k < i; ++k) used += std::min(engine::distance(prev.points[k], prev.points[k + 1]),
                                                         engine::distance(now.points[k], now.points[k + 1]));
    s.reach = range - used;
    return s;
}

/// Conservative: could a leg turning through its sector (pivot ± slack, angles angle0 … angle0 + turn, out to
/// reach) touch the circle?
bool sectorMayHit(const LegSweep& s, const engine::Circle& c) {
    const engine::Vec2 v = c.center - s.pivot;
    const double dist = engine::length(v), pad = c.radius + s.slack;
    if (dist > s.reach + pad) return false;
    if (dist <= pad) return true;
    const double spread = std::asin(std::min(1.0, pad / dist));
    const double d = angleDelta(s.angle0, engine::angleOf(v));
    return d >= std::min(0.0, s.turn) - spread && d <= std::max(0.0, s.turn) + spread;
}

/// The circle at fraction f of its motion against a beam: the closest point of the first leg it touches.
BeamHit circleAgainstBeam(const engine::LaserPath& beam, const engine::Circle& c) {
    for (std::size_t i = 0; i + 1 < beam.points.size(); ++i) {
        const engine::Segment leg{beam.points[i], beam.points[i + 1]};
        if (engine::overlapSegmentCircle(leg, c)) return {engine::closestPointOnSegment(leg, c.center), true};
    }
    return {};
}

/// The surfaces for re-tracing beams inside the current tick (buildSweepSurfaces), built on first use: one per
/// damage pass, shared by every beam it tests.
struct SweepSurfaces {
    World& world;
    bool built = false;
    /// The set, moved to fraction f of the tick.
    SurfaceSet& at(double f) {
        static thread_local SurfaceSet set;
        static thread_local std::vector<std::size_t> spinning;
        if (!built) buildSweepSurfaces(world, set, spinning);
        built = true;
        moveMirrorsTo(world, f, spinning, set);
        return set;
    }
};

/// The moving circle's part over [f0, f1] of the tick.
MovingCircle circleDuring(const MovingCircle& c, double f0, double f1) {
    return {engine::lerp(c.from, c.to, f0), engine::lerp(c.from, c.to, f1), c.radius};
}

/// Test 2's refinement over [f0, f1] of the tick, `a` and `b` the beams traced at its ends (already tested
/// against the circle). Conservative sector test (when both have the same legs): a miss ends it. Once the
/// beam moves at most kSweepTolerance near the circle (or at kMaxSweepDepth), every leg's swept area lies
/// within kSweepTolerance of that leg at either end, so the circle's motion is swept against the legs of
/// both as capsules of that radius. Otherwise the beam is re-traced at the middle, tested there, and both
/// halves are refined. `depth` also picks the buffer the middle beam is traced into.
BeamHit refineSweep(SweepSurfaces& surfaces, const BeamPose& pose, const MovingCircle& c, double f0, double f1,
                    const engine::LaserPath& a, const engine::LaserPath& b, int depth) {
    static thread_local std::vector<engine::LaserPath> middles(kMaxSweepDepth + 1);
    const MovingCircle part = circleDuring(c, f0, f1);
    const engine::Circle broad{engine::lerp(part.from, part.to, 0.5),
                               c.radius + 0.5 * engine::distance(part.from, part.to)};
    const bool sameLegs = a.points.size() == b.points.size();
    if (sameLegs && !sweptAreaMayHit(a, b, pose.range, broad)) return {};
    if (depth >= kMaxSweepDepth || (sameLegs && sweepMotion(a, b, pose.range, broad.center) <= kSweepTolerance)) {
        BeamHit h = sweepCircleAgainstBeam(a, part, kSweepTolerance);
        return h.hit ? h : sweepCircleAgainstBeam(b, part, kSweepTolerance);
    }
    const double fm = 0.5 * (f0 + f1);
    engine::LaserPath& mid = middles[static_cast<std::size_t>(depth)];
    traceBeamAt(surfaces.world, pose, fm, surfaces.at(fm), mid);
    BeamHit h = circleAgainstBeam(mid, {engine::lerp(c.from, c.to, fm), c.radius});
    if (h.hit) return h;
    h = refineSweep(surfaces, pose, c, f0, fm, a, mid, depth + 1);
    return h.hit ? h : refineSweep(surfaces, pose, c, fm, f1, mid, b, depth + 1);
}

/// testBeam with the damage pass's shared surfaces.
BeamHit testBeamWith(SweepSurfaces& surfaces, const BeamPose& pose, const engine::LaserPath& prev, bool prevLethal,
                     const engine::LaserPath& now, const MovingCircle& c) {
    BeamHit h = sweepCircleAgainstBeam(now, c);
    if (h.hit || !prevLethal || prev.points.size() < 2 || prev.points == now.points) return h;
    h = circleAgainstBeam(prev, {c.from, c.radius});
    if (h.hit) return h;
    return refineSweep(surfaces, pose, c, 0.0, 1.0, prev, now, 0);
}

/// Test every bolt's flight this tick against the moving circle.
BeamHit testBolts(World& world, const MovingCircle& c) {
    BeamHit hit;
    world.registry.view<Bolt>().each([&](Bolt& b) {
        if (!hit.hit) hit = sweepCircleAgainstBeam(b.path, c, kBoltRadius);
    });
    return hit;
}

} // namespace

BeamHit sweepCircleAgainstBeam(const engine::LaserPath& beam, const MovingCircle& c, double legRadius) {
    const engine::CircleSweepInput in{{c.from, c.radius}, c.to - c.from};
    for (std::size_t i = 0; i + 1 < beam.points.size(); ++i) {
        const engine::Capsule leg{beam.points[i], beam.points[i + 1], legRadius};
        const engine::SweepOutput s = engine::sweepCircleCapsule(leg, in);
        if (s.hit) return {engine::closestPointOnSegment({leg.p1, leg.p2}, s.point), true};
    }
    return {};
}

bool sweptAreaMayHit(const engine::LaserPath& prev, const engine::LaserPath& now, double range,
                     const engine::Circle& c) {
    const std::size_t legs = std::min(prev.points.size(), now.points.size());
    for (std::size_t i = 0; i + 1 < legs; ++i)
        if (sectorMayHit(legSweep(prev, now, i, range), c)) return true;
    return false;
}

double sweepMotion(const engine::LaserPath& prev, const engine::LaserPath& now, double range, engine::Vec2 at) {
    double most = 0.0;
    const std::size_t legs = std::min(prev.points.size(), now.points.size());
    for (std::size_t i = 0; i + 1 < legs; ++i) {
        const LegSweep s = legSweep(prev, now, i, range);
        const double dist = std::min(s.reach, engine::distance(s.pivot, at) + kHitRadius);
        most = std::max(most, dist * std::fabs(s.turn) + s.slack);
    }
    return most;
}

BeamHit testBeam(World& world, const BeamPose& pose, const engine::LaserPath& prev, bool prevLethal,
                 const engine::LaserPath& now, const MovingCircle& c) {
    SweepSurfaces surfaces{world};
    return testBeamWith(surfaces, pose, prev, prevLethal, now, c);
}

MovingCircle playerHitCircle(const World& world) {
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (t == nullptr) return {};
    return {t->previous, t->position, kHitRadius};
}

void applyBeamDamage(World& world) {
    if (world.state != RunState::Playing || !world.registry.valid(world.player)) return;
    const MovingCircle c = playerHitCircle(world);
    SweepSurfaces surfaces{world};
    BeamHit hit;
    world.registry.view<LaserEmitter, Transform>().each([&](LaserEmitter& e, Transform& t) {
        if (!hit.hit && e.lethal) hit = testBeamWith(surfaces, emitterPose(e, t), e.prevBeam, e.wasOn, e.beam, c);
    });
    world.registry.view<Robot, Transform>().each([&](Robot& r, Transform& t) {
        if (!hit.hit && r.lethal) hit = testBeamWith(surfaces, robotPose(r, t), r.prevBeam, r.wasOn, r.beam, c);
    });
    if (hit.hit) return killPlayer(world, DeathCause::Laser, hit.point);
    hit = testBolts(world, c);
    if (hit.hit) killPlayer(world, DeathCause::Projectile, hit.point);
}

} // namespace game
