#pragma once
// Damage: every tick the ninja's hit circle (radius kHitRadius, centred on the collider) is tested against every
// lethal beam and bolt, continuously, so nothing skips through between two ticks:
//  1. the circle's MOTION this tick (previous centre → centre) is swept against every leg of the beam as it is
//     now (sweepCircleCapsule, the leg as a zero-radius capsule): a dash across a beam hits;
//  2. when the beam itself moved (rotating or moving emitter, spinning mirror), the AREA it swept is tested, by
//     halving the tick. On an interval [f0, f1] with the beams traced at both ends:
//     - broad phase, conservative: for every pair of legs (the leg i at f0, the leg i at f1) the SECTOR the leg
//       turned through: apex at the leg's start (padded by how far that start moved), from the old to the new
//       direction, out to the beam's remaining range, against the circle grown by half its motion over the
//       interval. (The triangle origin/old end/new end is NOT enough: a beam turning across a concave
//       wall-floor corner reaches beyond the chord between its two end points.) No sector reaches the circle:
//       no hit in this interval;
//     - once the beam moves at most kSweepTolerance near the circle (sweepMotion), each leg's swept area lies
//       within kSweepTolerance of the leg at an end of the interval: the circle's motion over the interval is
//       swept against the legs at both ends as capsules of radius kSweepTolerance;
//     - otherwise the beam is re-traced at the middle (pose and spinning mirrors interpolated), tested against
//       the circle there, and both halves are refined. Intervals whose two beams differ in bounce count are
//       always halved (down to kMaxSweepDepth), since their legs do not pair up.
//     The refinement follows the beam wherever it sweeps near the circle, however fast it turns, so the test
//     is exact to kSweepTolerance at any sweep speed and distance: a beam rotating past the ninja hits, and a
//     ninja hidden where the beam never reached (behind a pillar) is not hit.
// Bolts: each leg of the bolt's flight this tick, as a capsule of kBoltRadius, against the moving circle.
#include "engine/collision/laser.h"
#include "engine/math/shapes.h"
#include "game/ninja/lasers.h"
#include "game/world/world.h"

namespace game {

/// The ninja's hit circle during one tick: from `from` to `to`, radius in tiles.
struct MovingCircle {
    engine::Vec2 from;
    engine::Vec2 to;
    double radius = 0.0;
};

/// Where a beam or bolt touched the ninja.
struct BeamHit {
    engine::Vec2 point;  ///< on the beam (tiles)
    bool hit = false;
};

/// Test 1: the moving circle against every leg of `beam` (legs as capsules of radius `legRadius`).
BeamHit sweepCircleAgainstBeam(const engine::LaserPath& beam, const MovingCircle& c, double legRadius = 0.0);

/// Test 2's broad phase: could the beam (total length budget `range`), moving from `prev` to `now`, have swept
/// over circle `c`? Conservative for every pair of legs with the same index.
bool sweptAreaMayHit(const engine::LaserPath& prev, const engine::LaserPath& now, double range,
                     const engine::Circle& c);

/// The farthest any beam point near `at` can move between `prev` and `now` (legs paired by index), tiles:
/// per leg, (distance from its start to `at` + kHitRadius, at most its reach) · |turn| + how far its start moved.
double sweepMotion(const engine::LaserPath& prev, const engine::LaserPath& now, double range, engine::Vec2 at);

/// The full test of one beam source this tick: `now` was traced from `pose` at f = 1; `prev` (last tick's beam)
/// is used only when `prevLethal`.
BeamHit testBeam(World& world, const BeamPose& pose, const engine::LaserPath& prev, bool prevLethal,
                 const engine::LaserPath& now, const MovingCircle& c);

/// The player's hit circle this tick (Transform previous → position).
MovingCircle playerHitCircle(const World& world);

/// Kill the player if any lethal beam (emitters, robots) or bolt touched it this tick.
void applyBeamDamage(World& world);

} // namespace game
