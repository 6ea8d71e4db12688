#pragma once
// The game's entity schema: every entity type a Raycrypt level may contain, with each field's kind, unit,
// default and range. The engine's level loader checks files against it; levels/README.md documents the same
// table for level authors (a test keeps the two in step). The modes bring their own types (ModeRules::
// entityTypes); the platform and the sign are shared by every mode.
#include <cstddef>

#include "engine/level/entity_schema.h"

namespace game {

/// Ranges and fields shared by several modes' types, in the file's units.
namespace schema {
inline constexpr double kMaxAngle = 360.0;   ///< deg: angles are written in -360..360
inline constexpr double kMaxSpin = 720.0;    ///< deg/s: fastest rotation of a laser, mirror or robot
inline constexpr double kMaxRange = 256.0;   ///< tiles: longest laser or sight line
inline constexpr double kMinWarning = 0.4;   ///< s: no hazard switches on with less warning than this
inline constexpr double kMaxTime = 120.0;    ///< s: longest period, wait or respawn

/// Angle in degrees, clockwise from right (0 = right, 90 = down, -90 = up); Tiled rotation fills it.
engine::FieldSpec angleField(double def, const char* doc);
} // namespace schema

/// Cost limits of one level (levels/README.md, "Cost limits"), sized so that a level at all of them at once still
/// ticks within 1 ms (raycrypt-bench `limits_tick_us`). The loader and `--check` report the first entity over a
/// limit as an error at its position, and a level over a limit is never built.
inline constexpr std::size_t kMaxLevelEntities = 2000;
/// Beam sources: lasers and robots (each traces a beam of up to kMaxBeamBounces reflections every tick).
inline constexpr std::size_t kMaxLevelBeams = 300;
/// Surfaces beams meet besides tiles: mirrors, receivers, doors and robots.
inline constexpr std::size_t kMaxLevelBeamSurfaces = 400;
/// Moving things: platforms and undead (skeletons, bats, liches).
inline constexpr std::size_t kMaxLevelMovers = 400;
/// Waypoints of every path (platforms, moving lasers), added up.
inline constexpr std::size_t kMaxLevelPathPoints = 2000;

/// The schema of every registered mode's entity types and the shared ones, with the modes' names. Built on
/// first use and again after a mode registers; a schema once returned never changes and stays valid.
const engine::EntitySchema& levelSchema();

} // namespace game
