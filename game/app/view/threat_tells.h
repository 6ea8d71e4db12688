#pragma once
// Threat tells: the threats that are waking, charging or locking on, read from the mode's components through its
// presentation table (ModePresentation::threats), so nothing here names a mode. The view draws a flashing "!" at
// each tell, over the light map so it shows in the dark; the sounds play one cue when a tell starts
// (game/app/audio/sound_events.h). Read-only: the simulation never sees any of it.
#include <SFML/Graphics.hpp>

#include <cstdint>
#include <vector>

#include "game/world/world.h"

namespace game {

/// What a threat is about to do; each has its own sound.
enum class ThreatCue : std::uint8_t {
    BatWake,     ///< a bat saw the explorer and is waking
    LichCast,    ///< a lich is charging a cast
    TileCrumble, ///< a crumbling tile was stood on and is about to fall
    RobotLock,   ///< a robot locked its aim and is about to fire
    LaserCharge, ///< a pulsing emitter is charging its beam
};

/// One threat in its warning.
struct ThreatTell {
    ThreatCue cue = ThreatCue::BatWake; ///< what is coming
    engine::Vec2 at;                    ///< where its "!" stands, tiles
    double progress = 0.0;              ///< 0 → 1 through the warning
    std::uint64_t id = 0;               ///< the same threat on every tick (its entity, or its cell)
};

/// A tell's id for an entity.
std::uint64_t threatId(engine::Entity e);
/// A tell's id for a cell (never equal to an entity's).
std::uint64_t threatId(engine::Cell c);

/// The world's threats in their warning this tick, in the mode's order (none for a mode without them).
std::vector<ThreatTell> readThreats(const World& world);

/// The warnings seen at the previous look.
struct ThreatWatch {
    std::vector<std::uint64_t> seen; ///< key of each tell at the last look (cue and id), sorted
};

/// The tells whose warning started since the previous look (so each warning is told once); remembers `now`.
std::vector<ThreatTell> startedThreats(ThreatWatch& watch, const std::vector<ThreatTell>& now);

/// Append the "!" of each tell to va (canvas px, untextured triangles): it pops in, turns from amber to red and
/// blinks faster as the warning runs out (at most 2 Hz when flashes are reduced); `seconds` is the world's clock.
void appendThreatGlyphs(sf::VertexArray& va, const std::vector<ThreatTell>& tells, double seconds);

/// Draw the world's tells in the world view; the number of draw calls (0 or 1).
int drawThreatTells(sf::RenderTarget& target, const World& world);

} // namespace game
