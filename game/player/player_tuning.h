#pragma once
// Player tuning: every movement constant in one place, with units, derived from a few feel choices.
// Units: tiles (1 tile = 16 px), seconds, y DOWN (so "up" speeds are negative when applied).
// Feel reference: Celeste's Player.cs, scaled from 8 px tiles to 1 tile and to a smaller body (0.6 × 0.85 tiles).
//
// Jump derivation. Rising at speed v0 under gravity g, with gravity halved (while Jump is held) once the speed
// drops below k·v0 (the apex hang):
//     time to apex  T = v0(1 + k)/g          height  H = v0²(1 + k²)/(2g)
// so, choosing H and T:   v0 = 2H(1 + k) / (T(1 + k²)),   g = v0(1 + k)/T.   (k = 0 gives v0 = 2H/T, g = 2H/T².)
// Releasing Jump early clamps the rise to the speed that reaches the minimum height: vMin = √(2·g·Hmin).
#include "engine/ecs/fields.h"
#include "engine/math/scalar.h"
#include "engine/math/vec2.h"

namespace game {

namespace tuning {

// ---------------------------------------------------------------- Body
/// Collider width and height, tiles.
inline constexpr engine::Vec2 kSize{0.6, 0.85};

// ---------------------------------------------------------------- Run
/// Top running speed, tiles/s.
inline constexpr double kMaxRun = 6.0;
/// Time to reach kMaxRun from rest on the ground, s.
inline constexpr double kRunAccelTime = 0.08;
/// Ground acceleration towards the held direction (and braking to rest with no input), tiles/s².
inline constexpr double kRunAccel = kMaxRun / kRunAccelTime;
/// Braking while above kMaxRun and still holding that way (keeps momentum from boosts), tiles/s².
inline constexpr double kRunReduce = kRunAccel * 0.4;
/// Multiplier on run acceleration and braking in the air.
inline constexpr double kAirMult = 0.65;
/// The same braking above kMaxRun in the air, tiles/s².
inline constexpr double kAirReduce = kRunReduce * kAirMult;

// ---------------------------------------------------------------- Jump and gravity
/// Jump height with Jump held all the way up, tiles.
inline constexpr double kJumpHeight = 3.0;
/// Time to reach it, s.
inline constexpr double kTimeToApex = 0.35;
/// Below this fraction of the jump speed, gravity halves while Jump is held (apex hang).
inline constexpr double kHalfGravFraction = 0.4;
/// Jump take-off speed, tiles/s: v0 = 2H(1 + k)/(T(1 + k²)).
inline constexpr double kJumpSpeed = 2.0 * kJumpHeight * (1.0 + kHalfGravFraction) /
                                     (kTimeToApex * (1.0 + kHalfGravFraction * kHalfGravFraction));
/// Gravity, tiles/s²: g = v0(1 + k)/T.
inline constexpr double kGravity = kJumpSpeed * (1.0 + kHalfGravFraction) / kTimeToApex;
/// Rising slower than this (tiles/s) with Jump held: half gravity.
inline constexpr double kHalfGravThreshold = kJumpSpeed * kHalfGravFraction;
/// Height of the shortest jump (Jump released at once), tiles.
inline constexpr double kMinJumpHeight = 1.0;
/// Rise speed a released jump is clamped to, tiles/s: √(2·g·Hmin).
inline constexpr double kMinJumpSpeed = engine::constexprSqrt(2.0 * kGravity * kMinJumpHeight);
/// Terminal fall speed, tiles/s.
inline constexpr double kMaxFall = 18.0;
/// After leaving a ledge, a jump is still allowed for this long, s (coyote time).
inline constexpr double kCoyoteTime = 0.1;
/// A jump pressed this long before landing still happens on landing, s (jump buffer).
inline constexpr double kJumpBufferTime = 0.1;
/// Largest sideways nudge around a ceiling corner that clips a rising jump, tiles (1/4 tile).
inline constexpr double kCornerCorrection = 0.25;
/// Nudges are tried in steps of this, tiles (1 px).
inline constexpr double kCornerStep = 1.0 / 16.0;

// ---------------------------------------------------------------- Walls
/// Fall speed cap while sliding down a wall, tiles/s.
inline constexpr double kWallSlideMaxFall = 3.5;
/// Holding away from the wall detaches only after this long, s (wall stick, to aim a leap).
inline constexpr double kWallStickTime = 0.1;
/// A wall jump is allowed with a wall this close, tiles (no need to touch it exactly).
inline constexpr double kWallJumpCheckDist = 0.2;
/// After a hop-off or a leap the held direction is ignored this long, s (no instant steer back).
inline constexpr double kWallJumpForceTime = 0.16;
/// Wall jump holding TOWARDS the wall (climb): speed away from the wall and up, tiles/s.
inline constexpr engine::Vec2 kWallJumpClimb{kMaxRun * 0.5, kJumpSpeed * 0.8};
/// Wall jump with no direction held (hop off), tiles/s.
inline constexpr engine::Vec2 kWallJumpOff{kMaxRun, kJumpSpeed * 0.45};
/// Wall jump holding AWAY from the wall (leap), tiles/s.
inline constexpr engine::Vec2 kWallLeap{kMaxRun * 1.8, kJumpSpeed * 0.85};

// ---------------------------------------------------------------- Moving platforms
/// Platform speed is still added to a jump this long after leaving the platform, s (lift boost grace).
inline constexpr double kLiftGrace = 0.16;
/// Largest horizontal lift boost, tiles/s.
inline constexpr double kLiftCapX = 12.0;
/// Largest upward lift boost, tiles/s (downward platform motion is never added).
inline constexpr double kLiftCapUp = 10.0;

} // namespace tuning

/// A dash: length, duration and the speed kept when it ends. The player has no dash of its own: a mode that
/// dashes passes its spec to startDash (the ninja's is in game/ninja/ninja_tuning.h).
struct DashSpec {
    double distance = 0.0;      ///< tiles (> 0)
    double duration = 0.0;      ///< s (> 0)
    double exitSpeed = 0.0;     ///< tiles/s along the dash when it ends
    double stopFraction = 0.0;  ///< a tick moving less than this fraction of its request ends it (a wall)
};
/// DashSpec's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<DashSpec>) {
    using C = DashSpec;
    return engine::fieldList(
        "DashSpec", engine::field("distance", &C::distance), engine::field("duration", &C::duration),
        engine::field("exitSpeed", &C::exitSpeed), engine::field("stopFraction", &C::stopFraction));
}

/// Everything the player's movement reads. Defaults are the constants above; a mode may start from them and
/// change fields (the crypt's explorer, kExplorerTuning in game/crypt/crypt_tuning.h, walks slower, hops
/// lower and keeps its recoil's momentum).
struct PlayerTuning {
    engine::Vec2 size = tuning::kSize;                       ///< collider, tiles
    double maxRun = tuning::kMaxRun;                         ///< tiles/s
    double runAccel = tuning::kRunAccel;                     ///< tiles/s²
    double runReduce = tuning::kRunReduce;                   ///< tiles/s² (above maxRun, on the ground)
    double airMult = tuning::kAirMult;                       ///< × on runAccel in the air
    double airReduce = tuning::kAirReduce;                   ///< tiles/s² (above maxRun, in the air)
    bool coastAboveMax = false;  ///< above maxRun with nothing held: shed speed at runReduce / airReduce too
    double gravity = tuning::kGravity;                       ///< tiles/s²
    double jumpSpeed = tuning::kJumpSpeed;                   ///< tiles/s
    double halfGravThreshold = tuning::kHalfGravThreshold;   ///< tiles/s
    double minJumpSpeed = tuning::kMinJumpSpeed;             ///< tiles/s
    double maxFall = tuning::kMaxFall;                       ///< tiles/s
    double coyoteTime = tuning::kCoyoteTime;                 ///< s
    double jumpBufferTime = tuning::kJumpBufferTime;         ///< s
    double cornerCorrection = tuning::kCornerCorrection;     ///< tiles
    double cornerStep = tuning::kCornerStep;                 ///< tiles
    bool wallMoves = true;                                   ///< wall slide and wall jumps enabled
    double wallSlideMaxFall = tuning::kWallSlideMaxFall;     ///< tiles/s
    double wallStickTime = tuning::kWallStickTime;           ///< s
    double wallJumpCheckDist = tuning::kWallJumpCheckDist;   ///< tiles
    double wallJumpForceTime = tuning::kWallJumpForceTime;   ///< s
    engine::Vec2 wallJumpClimb = tuning::kWallJumpClimb;     ///< tiles/s (x away from the wall, y up)
    engine::Vec2 wallJumpOff = tuning::kWallJumpOff;         ///< tiles/s
    engine::Vec2 wallLeap = tuning::kWallLeap;               ///< tiles/s
    double liftGrace = tuning::kLiftGrace;                   ///< s
    double liftCapX = tuning::kLiftCapX;                     ///< tiles/s
    double liftCapUp = tuning::kLiftCapUp;                   ///< tiles/s
};
/// PlayerTuning's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<PlayerTuning>) {
    using C = PlayerTuning;
    using engine::field;
    return engine::fieldList(
        "PlayerTuning", field("size", &C::size), field("maxRun", &C::maxRun), field("runAccel", &C::runAccel),
        field("runReduce", &C::runReduce), field("airMult", &C::airMult), field("airReduce", &C::airReduce),
        field("coastAboveMax", &C::coastAboveMax), field("gravity", &C::gravity),
        field("jumpSpeed", &C::jumpSpeed), field("halfGravThreshold", &C::halfGravThreshold),
        field("minJumpSpeed", &C::minJumpSpeed), field("maxFall", &C::maxFall),
        field("coyoteTime", &C::coyoteTime), field("jumpBufferTime", &C::jumpBufferTime),
        field("cornerCorrection", &C::cornerCorrection), field("cornerStep", &C::cornerStep),
        field("wallMoves", &C::wallMoves), field("wallSlideMaxFall", &C::wallSlideMaxFall),
        field("wallStickTime", &C::wallStickTime), field("wallJumpCheckDist", &C::wallJumpCheckDist),
        field("wallJumpForceTime", &C::wallJumpForceTime), field("wallJumpClimb", &C::wallJumpClimb),
        field("wallJumpOff", &C::wallJumpOff), field("wallLeap", &C::wallLeap),
        field("liftGrace", &C::liftGrace), field("liftCapX", &C::liftCapX),
        field("liftCapUp", &C::liftCapUp));
}

/// The default tuning (all fields from the constants above).
inline constexpr PlayerTuning kPlayerTuning{};

} // namespace game
