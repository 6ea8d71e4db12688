#pragma once
// Raycrypt's sound kit as data: every named sound-effect preset and the two music loops.
// The game builds its playable buffers from these (game/app/audio_bank); tools and tests render them directly.
#include <string_view>
#include <vector>

#include "engine/audio/music_synth.h"
#include "engine/audio/sfx_synth.h"

namespace engine {

/// A named effect. `loop` effects (laser_hum) are whole periods long so they repeat without a seam.
struct SfxPreset {
    std::string_view name;  ///< e.g. "jump"
    SfxParams params;       ///< the synth settings
    bool loop = false;      ///< meant to repeat seamlessly (render with renderPreset)
};

/// Every preset, in a fixed order: jump, land, wallkick, dash, bullet_in, bullet_out, laser_hum, zap, death, shot,
/// dry_click, reload, break, enemy_death, menu_move, menu_select, charge, door, pickup, key, exit, and the threat
/// cues bat_wake, lich_cast, crumble_warn, lock_on.
const std::vector<SfxPreset>& sfxPresets();

/// The preset called name, or nullptr.
const SfxPreset* findSfxPreset(std::string_view name);

/// The preset's samples. A `loop` preset is rendered twice as long and its second half returned, so every filter
/// and oscillator is already in steady state and the buffer repeats without a seam.
std::vector<std::int16_t> renderPreset(const SfxPreset& preset);

/// Names of the music themes: "lab" (neon synthwave, A minor, 112 BPM, four sections) and "crypt" (D minor organ,
/// 84 BPM, three sections), each a loop of about 69 s.
const std::vector<std::string_view>& musicThemeNames();

/// The song called name; an empty song (no tracks, 0 bars) when unknown.
Song musicTheme(std::string_view name);

} // namespace engine
