#pragma once
// Recoil crypts: every tuning constant of the mode, with units, derived from each other where they can be.
// Tiles, seconds, tiles/s and tiles/s²; +y is DOWN (a negative vy rises).
//
// The explorer is the shared player (game/player) with the table kExplorerTuning below. Its derivation, like
// the player's: gravity g is chosen for the recoil arcs, and every upward speed is a height under it,
// v = √(2 g h) (the shot's recoil, the hop, the stomp bounce). The hop has no apex hang and no variable
// height (k = 0 and Hmin = H in game/player/player_tuning.h), so it rises for T = v/g = √(2h/g) ≈ 0.22 s.
#include "engine/collision/tile_grid.h"
#include "engine/math/scalar.h"
#include "engine/math/vec2.h"
#include "game/player/player_tuning.h"

namespace game {

/// Speed (tiles/s) that rises `height` tiles against gravity g (tiles/s²): v = √(2 g h).
constexpr double speedForHeight(double g, double height) { return engine::constexprSqrt(2.0 * g * height); }

// --- Gravity and the recoil ---
/// Explorer gravity, tiles/s² (a little floatier than the ninja's, so recoil arcs read well).
inline constexpr double kGravity = 50.0;
/// Terminal fall speed, tiles/s.
inline constexpr double kMaxFallSpeed = 18.0;
/// Height one downward shot lifts the explorer from rest, tiles.
inline constexpr double kRecoilHeight = 3.0;
/// Recoil speed set along the aim axis by a shot, tiles/s: √(2 g h) ≈ 17.3.
inline constexpr double kRecoilSpeed = speedForHeight(kGravity, kRecoilHeight);

// --- Walking and the small hop ---
/// Walking speed, tiles/s.
inline constexpr double kWalkSpeed = 5.0;
/// Time to walking speed from rest on the ground, s.
inline constexpr double kWalkAccelTime = 0.08;
/// Time to walking speed from rest in the air, s.
inline constexpr double kAirAccelTime = 0.25;
/// Ground acceleration towards the walking speed, tiles/s².
inline constexpr double kGroundAccel = kWalkSpeed / kWalkAccelTime;
/// Air control as a share of the ground acceleration: kWalkAccelTime / kAirAccelTime = 0.32.
inline constexpr double kAirControl = kWalkAccelTime / kAirAccelTime;
/// Deceleration of recoil speed above kWalkSpeed on the ground (a skid), tiles/s².
inline constexpr double kSkidDecel = 40.0;
/// Deceleration of recoil speed above kWalkSpeed in the air (a sideways shot carries ~10 tiles), tiles/s².
inline constexpr double kAirDrag = 14.0;
/// Height of the hop, tiles.
inline constexpr double kHopHeight = 1.25;
/// Hop take-off speed, tiles/s: √(2 g h) ≈ 11.2.
inline constexpr double kHopSpeed = speedForHeight(kGravity, kHopHeight);
/// Hop still allowed this long after walking off a ledge, s.
inline constexpr double kCoyoteSeconds = 0.08;
/// A hop pressed this long before landing still happens, s.
inline constexpr double kHopBufferSeconds = 0.1;

/// The explorer's movement table: the player's defaults (body size, corner correction, lift boost) with the
/// crypt's walk, hop and gravity. Recoil speed above the walking speed coasts (it bleeds off at kSkidDecel /
/// kAirDrag unless the input steers against it); there are no wall moves and no dash.
constexpr PlayerTuning explorerTuning() {
    PlayerTuning t;
    t.maxRun = kWalkSpeed;
    t.runAccel = kGroundAccel;
    t.airMult = kAirControl;
    t.runReduce = kSkidDecel;
    t.airReduce = kAirDrag;
    t.coastAboveMax = true;
    t.gravity = kGravity;
    t.jumpSpeed = kHopSpeed;
    t.halfGravThreshold = 0.0;  // no apex hang
    t.minJumpSpeed = kHopSpeed; // a fixed hop: releasing Jump early does not cut it
    t.maxFall = kMaxFallSpeed;
    t.coyoteTime = kCoyoteSeconds;
    t.jumpBufferTime = kHopBufferSeconds;
    t.wallMoves = false;
    return t;
}
/// The explorer's PlayerTuning (see explorerTuning).
inline constexpr PlayerTuning kExplorerTuning = explorerTuning();

// --- The blunderbuss ---
/// Shells held; both refill on the ground or at an orb.
inline constexpr int kShellCapacity = 2;
/// Shortest time between two shots, s (presses sooner are ignored, no dry click).
inline constexpr double kFireCooldown = 0.1;
/// Pellets per shot.
inline constexpr int kPelletCount = 7;
/// Full width of the pellet cone, radians (30°); pellets are evenly spread across it, edges included.
inline constexpr double kSpreadRadians = 30.0 * engine::kPi / 180.0;
/// Pellet range, tiles.
inline constexpr double kPelletRange = 6.0;
/// What stops a pellet: everything that stops a laser, plus glass (it is a solid block to shot).
inline constexpr engine::TileMask kPelletMask = engine::kLaserMask | engine::maskOf(engine::TileKind::Glass);
/// Length of the gun drawn from the explorer's centre, tiles.
inline constexpr double kGunLength = 0.7;
/// Length of the aim line drawn beyond the gun, tiles.
inline constexpr double kAimLineLength = 1.6;

// --- Presentation timings (outputs only: never read back by the simulation) ---
/// Muzzle flash, s.
inline constexpr double kMuzzleFlashSeconds = 0.06;
/// Pellet rays stay visible this long, s.
inline constexpr double kPelletTraceSeconds = 0.1;
/// Sparks fly this long, s.
inline constexpr double kSparkSeconds = 0.3;

// --- Crypt tiles ---
/// A crumbling tile falls this long after the explorer first stands on it, s.
inline constexpr double kCrumbleDelay = 0.5;
/// A cracked block breaks under a landing from at least this high, tiles (a hop does not break it).
inline constexpr double kCrackFallHeight = 2.5;
/// Downward speed at landing that breaks a cracked block, tiles/s: √(2 g h) ≈ 15.8 (an upward shot's recoil
/// also does: kRecoilSpeed > kCrackSpeed).
inline constexpr double kCrackSpeed = speedForHeight(kGravity, kCrackFallHeight);
/// Share of the landing speed kept when the explorer crashes through cracked blocks.
inline constexpr double kCrashKeep = 0.6;

// --- Pickups ---
/// Orb touch radius, tiles.
inline constexpr double kOrbRadius = 0.35;
/// Key touch box half-size, tiles.
inline constexpr engine::Vec2 kKeyHalf{0.3, 0.3};

// --- Enemies ---
/// Skeleton collider half-size, tiles.
inline constexpr engine::Vec2 kSkeletonHalf{0.32, 0.45};
/// How far below the feet the ledge probe looks for ground, tiles (a step down deeper than this is a ledge).
inline constexpr double kLedgeProbeDepth = 0.5;
/// The skeleton's solid is its collider shrunk by this, tiles (> the controller skin, so its own moves and
/// platform carries never collide with it).
inline constexpr double kSkeletonSolidInset = 0.03;
/// Height a stomp bounces the explorer, tiles.
inline constexpr double kStompBounceHeight = 2.0;
/// Stomp bounce speed, tiles/s: √(2 g h) ≈ 14.1.
inline constexpr double kStompBounceSpeed = speedForHeight(kGravity, kStompBounceHeight);
/// Overlap fallback: the explorer's feet may be this far below a skeleton's top and still stomp, tiles.
inline constexpr double kStompTolerance = 0.2;
/// A killed skeleton's remains last this long, s: the atlas's skeleton_death (4 frames at 8 fps).
inline constexpr double kSkeletonDeathSeconds = 4.0 / 8.0;
/// Bat hitbox half-size, tiles.
inline constexpr engine::Vec2 kBatHalf{0.3, 0.22};
/// A bat that saw the explorer flaps awake this long before it swoops, s.
inline constexpr double kBatWakeSeconds = 0.3;
/// Bat steering acceleration, tiles/s² (lower swoops wider and overshoots more).
inline constexpr double kBatAccel = 18.0;
/// Lich hitbox half-size, tiles.
inline constexpr engine::Vec2 kLichHalf{0.35, 0.45};
/// The lich glows this long before each cast, s (it never casts with less warning).
inline constexpr double kLichTelegraph = 0.6;
/// Projectile hitbox half-size, tiles.
inline constexpr engine::Vec2 kProjectileHalf{0.2, 0.2};
/// Projectiles fizzle after this long, s.
inline constexpr double kProjectileLife = 8.0;

} // namespace game
