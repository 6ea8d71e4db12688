#pragma once
// Which sound each World event makes, the cue of each threat that starts its warning, and the laser hum that
// swells near live beams. Sounds are presentation: the World only reports events and states; this decides what
// is heard.
#include <string_view>
#include <vector>

#include "game/app/audio/audio_bank.h"
#include "game/app/view/threat_tells.h"
#include "game/world/world.h"

namespace game {

/// Distance (tiles) from a lethal beam at which the hum starts to be heard; full volume at 0.
inline constexpr double kHumRange = 5.0;

/// The sound effect for an event type ("" for silent events), and its pitch.
struct EventSound {
    std::string_view name; ///< sound kit preset; empty: silent
    float pitch = 1.0f;    ///< 1 = as made
};

/// The sound an event type makes.
EventSound soundFor(EventType type);

/// Play the sounds of this tick's events (duplicates of one name in one tick are played once).
void playEventSounds(AudioBank& audio, const World& world);

/// The cue of a threat that starts waking, charging or locking on.
EventSound soundFor(ThreatCue cue);

/// The cues of the threats whose warning started since the last look (threat_tells.h), one per cue: the
/// sounds to play this tick. Updates the watch.
std::vector<EventSound> threatCues(ThreatWatch& watch, const World& world);

/// Play this tick's threat cues (the watch is kept up to date even when the bank is silent).
void playThreatCues(AudioBank& audio, ThreatWatch& watch, const World& world);

/// Hum volume (0..1) for a player at distance d tiles from the nearest lethal beam: 1 − d / kHumRange,
/// clamped.
float humVolume(double distance);

/// Update the looping laser hum for the world (off when playing is false, e.g. paused).
void updateLaserHum(AudioBank& audio, const World& world, bool playing);

} // namespace game
