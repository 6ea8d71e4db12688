#pragma once
// Ninja vs lasers: every tuning constant of the mode in one place, with units, derived from each other.
//
// TIME. The simulation always steps fixed ticks of engine::kTickSeconds; bullet time only changes how many ticks
// the app runs per REAL second (world.slowdown.scale()). So anything "per real second while slowed" is written
// here as real seconds × kBulletTimeScale = simulation seconds. Example: the meter holds kMeterRealSeconds = 1.5
// real seconds of bullet time, which is 1.5 × 0.2 = 0.3 simulation seconds = 36 ticks of drain.
#include <cmath>

#include "engine/math/scalar.h"
#include "engine/time/timestep.h"

namespace game {

// ---------------------------------------------------------------- Bullet time
/// Time scale pushed on the slow-down stack while Aim is held (1 = normal).
inline constexpr double kBulletTimeScale = 0.2;
/// A full meter lasts this many REAL seconds of bullet time.
inline constexpr double kMeterRealSeconds = 1.5;
/// Meter capacity in SIMULATION seconds of bullet time (drains 1 s per simulated second while slowed).
inline constexpr double kMeterCapacity = kMeterRealSeconds * kBulletTimeScale;
/// Simulation seconds an empty meter takes to refill completely while standing on the ground.
inline constexpr double kMeterRefillSeconds = 0.5;
/// Meter refill, capacity units per simulated second (grounded only).
inline constexpr double kMeterRefillRate = kMeterCapacity / kMeterRefillSeconds;

// ---------------------------------------------------------------- Dash
/// Distance of one dash, tiles (the preview line has this length).
inline constexpr double kDashDistance = 5.0;
/// Ticks a full dash lasts (8 ticks = 1/15 s: a slash, not a glide).
inline constexpr int kDashTicks = 8;
/// Dash speed, tiles/s (75): the FASTEST the ninja ever moves (the damage sweep is tested at this speed).
/// One dash tick moves 0.625 tiles, more than the hit circle's diameter: only a swept test sees the beams it crosses.
inline constexpr double kDashSpeed = kDashDistance / (kDashTicks * engine::kTickSeconds);
/// Speed kept along the dash direction when it ends, tiles/s (a small carry, not a launch).
inline constexpr double kDashExitSpeed = 8.0;
/// A dash tick that moves less than this fraction of its request was stopped by a wall: the dash ends there
/// (a dash that is only partly blocked, e.g. diagonally into a floor, slides along it).
inline constexpr double kDashStopFraction = 0.25;

// ---------------------------------------------------------------- Damage
/// Radius of the ninja's hit circle, tiles (smaller than the 0.6 × 0.84 collider: grazes are forgiven).
inline constexpr double kHitRadius = 0.3;
/// The swept beam test is exact to this, tiles: it refines a tick until the beam moves at most this far near
/// the ninja (see damage.h), at any sweep speed.
inline constexpr double kSweepTolerance = 1e-3;
/// Deepest halving of a tick by the swept beam test (an interval of 2^-24 tick), reached only where the beam
/// gains or loses a bounce right beside the ninja.
inline constexpr int kMaxSweepDepth = 24;

// ---------------------------------------------------------------- Lasers and mirrors
/// Fastest rotation of an emitter, mirror or robot, rad/s (720°/s = the schema's kMaxSpin). Faster is clamped.
inline constexpr double kMaxSpin = 720.0 * engine::kPi / 180.0;
/// Reflections a beam may make before it stops.
inline constexpr int kMaxBeamBounces = 12;
/// Shortest warning before a pulsing beam turns on, seconds (the schema's minimum).
inline constexpr double kMinLaserWarning = 0.4;
/// Half size of a receiver's beam target (a square), tiles.
inline constexpr double kReceiverHalf = 0.3;

// ---------------------------------------------------------------- Robots
/// Half size of a robot's body (a square that absorbs beams), tiles.
inline constexpr double kRobotHalf = 0.35;
/// Distance from the robot's centre to its muzzle, tiles (outside the body in every direction).
inline constexpr double kRobotMuzzle = 0.55;
/// A turning robot starts its telegraph once its aim is this close to the player's centre, rad (0.5°).
inline constexpr double kRobotAimTolerance = 0.5 * engine::kPi / 180.0;
/// A fixed robot (turnSpeed 0) starts its telegraph when the player is within this angle of its facing, rad (8°).
inline constexpr double kRobotFireCone = 8.0 * engine::kPi / 180.0;
/// How long a robot's beam shot stays on, seconds.
inline constexpr double kRobotBeamSeconds = 0.2;
/// Speed of a robot's bolt, tiles/s.
inline constexpr double kBoltSpeed = 9.0;
/// Radius of a bolt, tiles.
inline constexpr double kBoltRadius = 0.15;
/// A bolt flying longer than this disappears, seconds.
inline constexpr double kBoltLifetime = 6.0;

/// Whole ticks in `seconds` (rounded to nearest, at least `atLeast`).
inline int ticksOf(double seconds, int atLeast = 1) {
    int t = static_cast<int>(std::lround(seconds * engine::kTickRate));
    return t < atLeast ? atLeast : t;
}

} // namespace game
