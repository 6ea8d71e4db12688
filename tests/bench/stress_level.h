#pragma once
// The stress levels: big maps full of entities, generated (engine::Rng, fixed seed) as level JSON
// and loaded through the real loader and schema, so they are exactly what a level author could ship.
//
// Layout: a Solid border and a grid of 16 × 16-tile blocks. In each block rows 1–9 are open air (mirror tiles
// near the top), rows 10–14 hold furniture (pillars, slopes, one-way ledges, spikes, glass), row 15 is a floor
// with a 3-tile gap. Block (0, 0) is a sealed bunker holding the spawn, so a player with no input lives through
// the whole run; the exit is in the far corner block.
#include <cstdint>
#include <string>

#include "engine/level/level.h"

namespace bench {

/// What a stress level holds. Sizes in tiles; width and height are rounded down to whole 16-tile blocks.
struct StressSpec {
    int width = 256;
    int height = 256;
    int emitters = 200;        ///< ninja: lasers, an equal mix of static, rotating, pulsing and moving
    int enemies = 50;          ///< ninja: robots (beam and bolt); crypt: skeletons, bats and liches in turn
    int platforms = 20;        ///< moving platforms (both modes)
    int mirrors = 20;          ///< ninja: free-standing mirror entities (some spinning)
    int orbs = 10;             ///< crypt: shell refills
    int platformPathPoints = 0; ///< waypoints of all platforms' paths together (0: 2 or 3 each), spread evenly
    int signs = 0;             ///< signs (both modes), to fill a level up to the entity limit
    std::uint64_t seed = 2024;
};

/// A ninja level at every cost limit of game/world/level_schema.h at once: the largest map, the most beams
/// (lasers and robots), beam surfaces (mirrors and robots), moving things (platforms), path points and entities.
StressSpec ninjaLimitsSpec();

/// A crypt level at every cost limit at once: the largest map, the most moving things (undead and platforms),
/// path points and entities.
StressSpec cryptLimitsSpec();

/// The ninja-mode stress level as level JSON text (format 1).
std::string ninjaStressLevelJson(const StressSpec& spec);

/// The crypt-mode stress level as level JSON text: enemies, platforms, orbs and the crypt tiles.
std::string cryptStressLevelJson(const StressSpec& spec);

/// Load level JSON text with game::levelSchema(); throws std::runtime_error listing the errors when it fails.
engine::Level loadStressLevel(const std::string& json, const std::string& name);

} // namespace bench
