#pragma once
// The game's entity schema: every entity type a Raycrypt level may contain, with each field's kind, unit,
// default and range. The engine's level loader checks files against it; levels/README.md documents the same
// table for level authors (a test keeps the two in step). The modes bring their own types (ModeRules::
// entityTypes); the platform and the sign are shared by every mode.
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

/// The schema of every registered mode's entity types and the shared ones, with the modes' names. Built on
/// first use and again after a mode registers; a schema once returned never changes and stays valid.
const engine::EntitySchema& levelSchema();

} // namespace game
