#pragma once
// The ninja mode's components: plain structs, owned by the World's registry, updated by the systems in
// lasers.h, doors.h, robots.h, bullet_time.h and damage.h. Angles in radians (clockwise on screen from +x),
// positions in tiles (the entity's Transform holds its centre), times as whole ticks where they gate behaviour.
#include <cstdint>
#include <string>

#include "engine/collision/laser.h"
#include "engine/controller/moving_platform.h"
#include "engine/ecs/fields.h"
#include "engine/ecs/registry.h"
#include "engine/math/vec2.h"
#include "engine/time/slowdown.h"

namespace game {

/// How an emitter's beam behaves (the level's `kind`).
enum class EmitterKind : std::uint8_t { Static, Rotating, Pulsing, Moving };

/// Where a pulsing emitter is in its cycle: Off, then Warning (the charge-up flicker), then On.
enum class PulsePhase : std::uint8_t { Off, Warning, On };

/// A laser emitter. Its origin is the entity's Transform (position now, previous at the start of the tick).
struct LaserEmitter {
    EmitterKind kind = EmitterKind::Static;
    double angle = 0.0;       ///< beam direction now, rad (unwrapped: rotating emitters keep counting)
    double prevAngle = 0.0;   ///< beam direction at the start of this tick, rad
    double speed = 0.0;       ///< rotating: turn rate, rad/s, clamped to ±kMaxSpin; its sign flips at sweep ends
    bool sweeps = false;      ///< rotating: swing between sweepMin and sweepMax instead of full turns
    double sweepMin = 0.0;    ///< rad
    double sweepMax = 0.0;    ///< rad
    int offTicks = 0;         ///< pulsing: ticks per cycle without a beam (warning included), >= warningTicks
    int warningTicks = 0;     ///< pulsing: the last ticks of the off time, shown as a flicker
    int onTicks = 0;          ///< pulsing: ticks per cycle with the beam on
    int cycleTick = 0;        ///< pulsing: position in the cycle, [0, offTicks + onTicks)
    PulsePhase pulse = PulsePhase::On;  ///< pulsing: the phase cycleTick is in (always On for other kinds)
    engine::MovingPlatform path;  ///< moving: waypoints of the centre (tiles), linear, no wait
    double range = 64.0;      ///< longest beam, reflections included, tiles
    bool lethal = false;      ///< `beam` kills (it was traced while On)
    bool wasOn = false;       ///< `prevBeam` killed (last tick's beam was On): the sweep test uses it
    engine::LaserPath beam;      ///< traced this tick (also while Warning, for the flicker; lethal only when On)
    engine::LaserPath prevBeam;  ///< last tick's beam, for the swept damage test
};

/// LaserEmitter's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<LaserEmitter>) {
    using C = LaserEmitter;
    using engine::field;
    return engine::fieldList(
        "LaserEmitter", field("kind", &C::kind), field("angle", &C::angle), field("prevAngle", &C::prevAngle),
        field("speed", &C::speed), field("sweeps", &C::sweeps), field("sweepMin", &C::sweepMin),
        field("sweepMax", &C::sweepMax), field("offTicks", &C::offTicks),
        field("warningTicks", &C::warningTicks), field("onTicks", &C::onTicks),
        field("cycleTick", &C::cycleTick), field("pulse", &C::pulse), field("path", &C::path),
        field("range", &C::range), field("lethal", &C::lethal), field("wasOn", &C::wasOn),
        field("beam", &C::beam), field("prevBeam", &C::prevBeam));
}

/// True when the emitter's beam kills this tick.
inline bool beamOn(const LaserEmitter& e) { return e.pulse == PulsePhase::On; }

/// A free-standing two-sided mirror segment centred on the entity's Transform.
struct MirrorEntity {
    double angle = 0.0;       ///< direction of the surface line, rad
    double prevAngle = 0.0;   ///< at the start of this tick, rad
    double spin = 0.0;        ///< rad/s, clamped to ±kMaxSpin
    double halfLength = 0.5;  ///< tiles
};
/// MirrorEntity's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<MirrorEntity>) {
    using C = MirrorEntity;
    return engine::fieldList("MirrorEntity", engine::field("angle", &C::angle),
                             engine::field("prevAngle", &C::prevAngle), engine::field("spin", &C::spin),
                             engine::field("halfLength", &C::halfLength));
}

/// A beam target. Lit while any beam ends on it; it opens its linked door.
struct Receiver {
    engine::Entity door;      ///< the linked door (resolved after spawning; null when the id is unknown)
    bool latch = false;       ///< once lit, the door stays open for the rest of the attempt
    bool lit = false;         ///< a beam ends on it this tick
    bool wasLit = false;      ///< it was lit during the previous tick (for the Zap on lighting up)
    bool latched = false;     ///< latch receivers: has been lit this attempt
};
/// Receiver's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Receiver>) {
    using C = Receiver;
    return engine::fieldList("Receiver", engine::field("door", &C::door), engine::field("latch", &C::latch),
                             engine::field("lit", &C::lit), engine::field("wasLit", &C::wasLit),
                             engine::field("latched", &C::latched));
}

/// The link id a receiver was spawned with (resolved into Receiver::door by linkReceivers).
struct ReceiverLink {
    std::string doorId;
};
/// ReceiverLink's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<ReceiverLink>) {
    return engine::fieldList("ReceiverLink", engine::field("doorId", &ReceiverLink::doorId));
}

/// A door: a solid in World::solids while closed (its SolidRef), absorbing beams.
struct Door {
    engine::Aabb box;         ///< tiles
    bool open = false;
    bool held = false;        ///< wanted to close but the player stands in it: stays open until it leaves
};
/// Door's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Door>) {
    return engine::fieldList("Door", engine::field("box", &Door::box), engine::field("open", &Door::open),
                             engine::field("held", &Door::held));
}

/// What a robot is doing.
enum class RobotState : std::uint8_t { Tracking, Telegraph, Firing, Cooldown };

/// How a robot shoots.
enum class RobotFire : std::uint8_t { Beam, Bolt };

/// A turret that turns towards the player it can see, telegraphs with its aim locked, then fires.
struct Robot {
    double angle = 0.0;       ///< facing, rad
    double range = 12.0;      ///< sight and fire range, tiles
    double turnSpeed = 0.0;   ///< rad/s
    int telegraphTicks = 0;
    int cooldownTicks = 0;
    RobotFire fire = RobotFire::Beam;
    RobotState state = RobotState::Tracking;
    int timer = 0;            ///< ticks left in Telegraph / Firing / Cooldown
    bool seesPlayer = false;  ///< the last sight ray reached the player
    bool lethal = false;      ///< `beam` kills (traced while Firing a beam)
    bool wasOn = false;       ///< `prevBeam` killed
    engine::LaserPath beam;      ///< Firing (beam robots): the shot; Telegraph: the aim line (not lethal)
    engine::LaserPath prevBeam;
};
/// Robot's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Robot>) {
    using C = Robot;
    using engine::field;
    return engine::fieldList(
        "Robot", field("angle", &C::angle), field("range", &C::range), field("turnSpeed", &C::turnSpeed),
        field("telegraphTicks", &C::telegraphTicks), field("cooldownTicks", &C::cooldownTicks),
        field("fire", &C::fire), field("state", &C::state), field("timer", &C::timer),
        field("seesPlayer", &C::seesPlayer), field("lethal", &C::lethal), field("wasOn", &C::wasOn),
        field("beam", &C::beam), field("prevBeam", &C::prevBeam));
}

/// A robot's slow laser bolt (its Transform is the centre). It reflects like a beam and dies on absorbers.
struct Bolt {
    engine::Vec2 velocity;    ///< tiles/s
    int ticksLeft = 0;        ///< lifetime left
    engine::LaserPath path;   ///< this tick's flight (a polyline when it bounced), for the damage test
};
/// Bolt's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Bolt>) {
    return engine::fieldList("Bolt", engine::field("velocity", &Bolt::velocity),
                             engine::field("ticksLeft", &Bolt::ticksLeft),
                             engine::field("path", &Bolt::path));
}

/// The ninja's abilities, on the player entity: bullet time, the meter and the dash.
struct NinjaAbilities {
    double meter = 0.0;       ///< simulation seconds of bullet time left, [0, kMeterCapacity]
    bool aiming = false;      ///< Aim is held (the dash preview shows; releasing dashes)
    engine::SlowdownStack::Handle slowHandle = 0;  ///< the bullet-time request; 0 when time runs normally
    bool dashReady = true;    ///< one dash per airtime: refilled on the ground
    engine::Vec2 dashDir{1.0, 0.0};  ///< unit aim of the dash (follows the aim input while aiming)
    engine::Vec2 previewEnd;  ///< where the dash preview line stops (first solid, or kDashDistance)
    int facing = 1;           ///< −1 or +1: the last horizontal direction moved (the aim of last resort)
};
/// NinjaAbilities' fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<NinjaAbilities>) {
    using C = NinjaAbilities;
    using engine::field;
    return engine::fieldList("NinjaAbilities", field("meter", &C::meter), field("aiming", &C::aiming),
                             field("slowHandle", &C::slowHandle), field("dashReady", &C::dashReady),
                             field("dashDir", &C::dashDir), field("previewEnd", &C::previewEnd),
                             field("facing", &C::facing));
}

/// The ninja mode's components, in the order the state hash, the dumps and the readouts visit them.
using NinjaComponents = engine::ComponentList<LaserEmitter, MirrorEntity, Receiver, ReceiverLink, Door, Robot,
                                              Bolt, NinjaAbilities>;

} // namespace game
