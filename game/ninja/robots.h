#pragma once
// Robots: turrets that turn towards a player they can see (a sight ray through the tiles with kSightMask and
// past every solid), telegraph with their aim locked, then fire a short beam or a slow bolt, then cool down.
// Bolts fly like short beams: they reflect off mirrors and die on anything that absorbs a beam.
#include "engine/level/entity_schema.h"
#include "game/ninja/lasers.h"
#include "game/ninja/ninja_components.h"
#include "game/world/world.h"

namespace game {

/// Create a robot from a level entity of type "robot".
void spawnRobot(World& world, const engine::EntitySpec& spec);

/// True when a robot at `from` sees `to`: within `range` tiles, no sight-blocking tile (kSightMask) and no
/// solid in between. Casts one ray (counted in world.debug, drawn when enabled, tagged with `caster`).
bool robotSees(World& world, engine::Vec2 from, engine::Vec2 to, double range, engine::Entity caster);

/// One tick of a robot's state machine given what it sees; returns the next state. `targetAngle` is the
/// direction to the player (rad), used only when `sees`. Tracking turns towards it and starts the telegraph once
/// aimed at it (within kRobotAimTolerance; a robot that cannot turn: the player within kRobotFireCone); Telegraph keeps the aim locked and counts down, then Firing (beam) or Cooldown (bolt,
/// with *fired set); Firing lasts kRobotBeamSeconds; Cooldown counts down, still turning, then Tracking.
RobotState stepRobot(Robot& robot, bool sees, double targetAngle, bool* fired);

/// The pose of a robot's beam (from its muzzle along its locked aim).
BeamPose robotPose(const Robot& robot, const Transform& t);

/// True while the robot shows a line: its telegraph aim line or its beam shot.
inline bool robotBeamVisible(const Robot& r) {
    return r.state == RobotState::Telegraph || (r.state == RobotState::Firing && r.fire == RobotFire::Beam);
}

/// True while the robot's beam kills.
inline bool robotBeamOn(const Robot& r) { return r.state == RobotState::Firing && r.fire == RobotFire::Beam; }

/// Advance every robot one tick (sight, turn, telegraph, fire); bolt robots spawn their bolts.
void updateRobots(World& world);

/// Fly every bolt one tick through the tiles and the tick's surfaces (tickSurfaces(): call after traceBeams).
/// Absorbed or expired bolts are spent (ticksLeft 0) but kept until removeSpentBolts, so the damage test still
/// sees their last flight.
void updateBolts(World& world);

/// Destroy the spent bolts.
void removeSpentBolts(World& world);

} // namespace game
