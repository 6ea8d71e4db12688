#pragma once
// The game's entity schema: every entity type a Raycrypt level may contain, with each field's kind, unit,
// default and range. The engine's level loader checks files against it; levels/README.md documents the same
// table for level authors (a test keeps the two in step).
#include <cstddef>

#include "engine/level/entity_schema.h"

namespace game {

/// The level modes: "ninja" (lasers, robots, no weapon) and "crypt" (recoil shotgun, undead).
inline constexpr const char* kModeNinja = "ninja";
/// See kModeNinja.
inline constexpr const char* kModeCrypt = "crypt";

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

/// The schema of every Raycrypt entity type (built once, never changes; safe to keep references to).
const engine::EntitySchema& levelSchema();

} // namespace game
