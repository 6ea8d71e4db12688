#include "game/ninja/lasers.h"

#include <algorithm>
#include <cmath>

#include "game/ninja/ninja_tuning.h"
#include "game/ninja/robots.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Angles beyond ±kWrapLimit are brought back by whole turns (keeps precision over long attempts), rad.
constexpr double kWrapLimit = 4.0 * engine::kPi;
/// One full turn, rad.
constexpr double kTurn = 2.0 * engine::kPi;

/// Clamp a turn rate to ±kMaxSpin, rad/s.
double clampSpin(double w) { return std::clamp(w, -kMaxSpin, kMaxSpin); }

/// Bring `angle` (and `prev` with it, so their difference is kept) back within ±kWrapLimit.
void wrapAngles(double& angle, double& prev) {
    if (std::fabs(angle) <= kWrapLimit) return;
    const double turns = std::floor(angle / kTurn);
    angle -= turns * kTurn;
    prev -= turns * kTurn;
}

/// The emitter kind named in a level file.
EmitterKind kindOf(const std::string& name) {
    if (name == "rotating") return EmitterKind::Rotating;
    if (name == "pulsing") return EmitterKind::Pulsing;
    if (name == "moving") return EmitterKind::Moving;
    return EmitterKind::Static;
}

/// Rotating: the sweep range (clamping the start angle into it) or a full-turn spinner.
void setUpRotation(LaserEmitter& e, const engine::EntitySpec& spec) {
    e.speed = clampSpin(spec.radians("speed"));
    if (!spec.has("sweep")) return;
    const engine::Vec2 s = spec.pair("sweep");
    e.sweeps = true;
    e.sweepMin = engine::degreesToRadians(s.x);
    e.sweepMax = engine::degreesToRadians(s.y);
    e.angle = e.prevAngle = std::clamp(e.angle, e.sweepMin, e.sweepMax);
}

/// Pulsing: cycle lengths in ticks. The off time is raised to the warning time, so every switch-on is warned.
void setUpPulse(LaserEmitter& e, const engine::EntitySpec& spec) {
    e.warningTicks = ticksOf(std::max(spec.number("warning"), kMinLaserWarning));
    e.offTicks = std::max(ticksOf(spec.number("off")), e.warningTicks);
    e.onTicks = ticksOf(spec.number("on"));
    e.cycleTick = ticksOf(spec.number("phase"), 0) % (e.offTicks + e.onTicks);
    e.pulse = pulsePhaseAt(e, e.cycleTick);
}

/// Moving: a linear path through the waypoints (the centre's positions), advanced by `phase` seconds.
void setUpPath(LaserEmitter& e, const engine::EntitySpec& spec, engine::Vec2& origin) {
    e.path.waypoints = spec.path("path");
    e.path.speed = spec.number("pathSpeed");
    e.path.mode = spec.text("pathMode") == "loop" ? engine::PlatformMode::Loop : engine::PlatformMode::PingPong;
    engine::resetPlatform(e.path);
    for (int t = ticksOf(spec.number("phase"), 0); t > 0; --t) engine::advancePlatform(e.path, engine::kTickSeconds);
    origin = e.path.position;
}

/// Rotate one tick, bouncing off the sweep ends (reflecting the overshoot, then clamping).
void rotate(LaserEmitter& e) {
    e.angle += e.speed * engine::kTickSeconds;
    if (!e.sweeps) return wrapAngles(e.angle, e.prevAngle);
    if (e.angle > e.sweepMax) e.angle = 2.0 * e.sweepMax - e.angle, e.speed = -std::fabs(e.speed);
    if (e.angle < e.sweepMin) e.angle = 2.0 * e.sweepMin - e.angle, e.speed = std::fabs(e.speed);
    e.angle = std::clamp(e.angle, e.sweepMin, e.sweepMax);
}

/// Four absorbing segments around a box, owned by `owner`.
void addBox(SurfaceSet& set, const engine::Aabb& b, engine::Entity owner) {
    const engine::Vec2 c[4] = {b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}};
    for (int i = 0; i < 4; ++i) {
        set.surfaces.push_back({{c[i], c[(i + 1) % 4]}, false, owner.index});
        set.owners.push_back(owner);
    }
}

/// Record a traced beam for the overlay and the counters.
void noteBeam(World& world, const engine::LaserPath& path, engine::Entity source) {
    world.debug.beamSegments += static_cast<std::uint32_t>(path.points.size() > 0 ? path.points.size() - 1 : 0);
    if (!world.debug.enabled) return;
    DebugBeam b;
    b.points = path.points;
    b.normals = path.normals;
    b.emitter = source.index;
    world.debug.beams.push_back(std::move(b));
}

/// Keep last tick's beam, then trace this tick's (an Off emitter has no beam).
void traceEmitter(World& world, engine::Entity e, LaserEmitter& em, const Transform& t, const SurfaceSet& set) {
    std::swap(em.beam, em.prevBeam);
    em.wasOn = em.lethal;
    em.lethal = beamOn(em);
    em.beam.clear();
    if (em.pulse == PulsePhase::Off) return;
    traceBeamAt(world, emitterPose(em, t), 1.0, set, em.beam);
    noteBeam(world, em.beam, e);
    if (em.lethal) lightReceiverAtEnd(world, set, em.beam);
}

/// Keep last tick's robot beam, then trace the aim line (Telegraph) or the shot (Firing).
void traceRobot(World& world, engine::Entity e, Robot& r, const Transform& t, const SurfaceSet& set) {
    std::swap(r.beam, r.prevBeam);
    r.wasOn = r.lethal;
    r.lethal = robotBeamOn(r);
    r.beam.clear();
    if (!robotBeamVisible(r)) return;
    traceBeamAt(world, robotPose(r, t), 1.0, set, r.beam);
    noteBeam(world, r.beam, e);
    if (r.lethal) lightReceiverAtEnd(world, set, r.beam);
}

} // namespace

void lightReceiverAtEnd(World& world, const SurfaceSet& set, const engine::LaserPath& path) {
    if (path.surface.empty() || path.surface.back() < 0) return;
    const engine::Entity owner = set.owners[static_cast<std::size_t>(path.surface.back())];
    if (Receiver* r = world.registry.tryGet<Receiver>(owner)) r->lit = true;
}

PulsePhase pulsePhaseAt(const LaserEmitter& e, int c) {
    if (c >= e.offTicks) return PulsePhase::On;
    return c >= e.offTicks - e.warningTicks ? PulsePhase::Warning : PulsePhase::Off;
}

void spawnLaser(World& world, const engine::EntitySpec& spec) {
    LaserEmitter e;
    e.kind = kindOf(spec.text("kind"));
    e.angle = e.prevAngle = spec.radians("angle");
    e.range = spec.number("range");
    engine::Vec2 origin = spec.position;
    if (e.kind == EmitterKind::Rotating) setUpRotation(e, spec);
    if (e.kind == EmitterKind::Pulsing) setUpPulse(e, spec);
    if (e.kind == EmitterKind::Moving) setUpPath(e, spec, origin);
    engine::Entity id = world.registry.create();
    world.registry.emplace<Transform>(id, origin, origin);
    world.registry.emplace<Tag>(id, spec.type, spec.id);
    world.registry.emplace<LaserEmitter>(id, std::move(e));
}

void spawnMirror(World& world, const engine::EntitySpec& spec) {
    MirrorEntity m;
    m.angle = m.prevAngle = spec.radians("angle");
    m.spin = clampSpin(spec.radians("spin"));
    m.halfLength = 0.5 * spec.number("length");
    engine::Entity id = world.registry.create();
    world.registry.emplace<Transform>(id, spec.position, spec.position);
    world.registry.emplace<Tag>(id, spec.type, spec.id);
    world.registry.emplace<MirrorEntity>(id, m);
}

bool advanceEmitter(LaserEmitter& e, engine::Vec2& origin) {
    e.prevAngle = e.angle;
    switch (e.kind) {
    case EmitterKind::Rotating: rotate(e); return false;
    case EmitterKind::Moving: engine::advancePlatform(e.path, engine::kTickSeconds); origin = e.path.position; return false;
    case EmitterKind::Pulsing: break;
    case EmitterKind::Static: return false;
    }
    const PulsePhase before = e.pulse;
    e.cycleTick = (e.cycleTick + 1) % (e.offTicks + e.onTicks);
    e.pulse = pulsePhaseAt(e, e.cycleTick);
    return e.pulse == PulsePhase::Warning && before != PulsePhase::Warning;
}

void updateEmittersAndMirrors(World& world) {
    world.registry.view<LaserEmitter, Transform>().each([&](LaserEmitter& e, Transform& t) {
        if (advanceEmitter(e, t.position)) emit(world, EventType::LaserCharge, t.position, engine::fromAngle(e.angle));
    });
    world.registry.view<MirrorEntity>().each([](MirrorEntity& m) {
        m.prevAngle = m.angle;
        m.angle += m.spin * engine::kTickSeconds;
        wrapAngles(m.angle, m.prevAngle);
    });
}

engine::Segment mirrorSegment(const MirrorEntity& m, engine::Vec2 centre, double f) {
    const engine::Vec2 half = engine::fromAngle(m.prevAngle + (m.angle - m.prevAngle) * f) * m.halfLength;
    return {centre - half, centre + half};
}

void buildSurfaces(World& world, double f, SurfaceSet& out) {
    out.clear();
    auto& reg = world.registry;
    reg.view<MirrorEntity, Transform>().each([&](engine::Entity e, MirrorEntity& m, Transform& t) {
        out.surfaces.push_back({mirrorSegment(m, t.position, f), true, e.index});
        out.owners.push_back(e);
    });
    reg.view<Receiver, Transform>().each([&](engine::Entity e, Receiver&, Transform& t) {
        addBox(out, engine::aabbFromCenter(t.position, {kReceiverHalf, kReceiverHalf}), e);
    });
    reg.view<SolidRef>().each([&](engine::Entity e, SolidRef& s) {  // closed doors, moving platforms
        if (!world.solids.contains(s.id) || engine::isOneWay(world.solids.body(s.id))) return;
        addBox(out, world.solids.body(s.id).box, e);
    });
    reg.view<Robot, Transform>().each([&](engine::Entity e, Robot&, Transform& t) {
        addBox(out, engine::aabbFromCenter(t.position, {kRobotHalf, kRobotHalf}), e);
    });
}

void buildSweepSurfaces(World& world, SurfaceSet& out, std::vector<std::size_t>& spinning) {
    buildSurfaces(world, 1.0, out);
    spinning.clear();
    std::size_t i = 0;
    world.registry.view<MirrorEntity, Transform>().each([&](MirrorEntity& m, Transform& t) {
        if (m.angle != m.prevAngle) {  // the diagonal of the square it turns in: that square is its box
            const engine::Vec2 r{m.halfLength, m.halfLength};
            out.surfaces[i].segment = {t.position - r, t.position + r};
            spinning.push_back(i);
        }
        ++i;
    });
    engine::buildSurfaceIndex(out.surfaces.data(), out.surfaces.size(), out.index);
    moveMirrorsTo(world, 1.0, spinning, out);
}

void moveMirrorsTo(World& world, double f, const std::vector<std::size_t>& spinning, SurfaceSet& set) {
    for (std::size_t i : spinning) {
        const engine::Entity e = set.owners[i];
        set.surfaces[i].segment =
            mirrorSegment(world.registry.get<MirrorEntity>(e), world.registry.get<Transform>(e).position, f);
    }
}

void traceBeamAt(const World& world, const BeamPose& pose, double f, const SurfaceSet& set, engine::LaserPath& out) {
    engine::LaserInput in;
    in.origin = engine::lerp(pose.origin0, pose.origin1, f);
    in.direction = engine::fromAngle(pose.angle0 + (pose.angle1 - pose.angle0) * f);
    in.maxLength = pose.range;
    in.maxBounces = kMaxBeamBounces;
    in.surfaces = set.surfaces.data();
    in.surfaceCount = set.surfaces.size();
    in.surfaceIndex = &set.index; // used only when it was built from these surfaces
    in.shapes = &world.shapes;
    engine::traceLaser(world.grid, in, out);
}

BeamPose emitterPose(const LaserEmitter& e, const Transform& t) {
    return {t.previous, t.position, e.prevAngle, e.angle, e.range};
}

SurfaceSet& tickSurfaces() {
    static thread_local SurfaceSet set;
    return set;
}

void primeBeams(World& world) {
    SurfaceSet& set = tickSurfaces();
    buildSurfaces(world, 1.0, set);
    engine::buildSurfaceIndex(set.surfaces.data(), set.surfaces.size(), set.index);
    world.registry.view<LaserEmitter, Transform>().each([&](LaserEmitter& em, Transform& t) {
        em.beam.clear();
        em.lethal = beamOn(em);
        if (em.pulse != PulsePhase::Off) traceBeamAt(world, emitterPose(em, t), 1.0, set, em.beam);
    });
}

void traceBeams(World& world) {
    SurfaceSet& set = tickSurfaces();
    buildSurfaces(world, 1.0, set);
    engine::buildSurfaceIndex(set.surfaces.data(), set.surfaces.size(), set.index); // the tick's beams share it
    world.registry.view<Receiver>().each([](Receiver& r) { r.lit = false; });
    world.registry.view<LaserEmitter, Transform>().each([&](engine::Entity e, LaserEmitter& em, Transform& t) {
        traceEmitter(world, e, em, t, set);
    });
    world.registry.view<Robot, Transform>().each([&](engine::Entity e, Robot& r, Transform& t) {
        traceRobot(world, e, r, t, set);
    });
}

} // namespace game
