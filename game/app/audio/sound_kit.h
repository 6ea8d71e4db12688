#pragma once
// Raycrypt's sound kit as data: every named sound-effect preset and the two music loops, written for the
// engine's synthesizers (engine/audio). The game builds its playable buffers from these (audio_bank.h);
// raycrypt-sfxdump and the tests render them directly.
#include <string_view>
#include <vector>

#include "engine/audio/music_synth.h"
#include "engine/audio/sfx_synth.h"

namespace game {

/// Every preset, in a fixed order: jump, land, wallkick, dash, bullet_in, bullet_out, laser_hum, zap, death, shot,
/// dry_click, reload, break, enemy_death, menu_move, menu_select, charge, door, pickup, key, exit, and the threat
/// cues bat_wake, lich_cast, crumble_warn, lock_on.
const std::vector<engine::SfxPreset>& sfxPresets();

/// The preset called name, or nullptr.
const engine::SfxPreset* findSfxPreset(std::string_view name);

/// Names of the music themes: "lab" (neon synthwave, A minor, 112 BPM, four sections) and "catacomb" (D minor organ,
/// 84 BPM, three sections), each a loop of about 69 s; then each one's variations for chapters 2 to 4 ("lab 2",
/// "lab 3", "lab 4", "catacomb 2", ...), each in another key and tempo, begun at another section, with another
/// instrument on one voice and a crash on every section: loops of 62 to 73 s.
const std::vector<std::string_view>& musicThemeNames();

/// The theme chapter `chapter` (0-based) of a mode whose song is `theme` plays: chapter 0 the theme itself,
/// chapter k its variation "THEME k+1" ("lab 2") when the kit has one, the theme itself otherwise.
std::string_view chapterTheme(std::string_view theme, int chapter);

/// The song called name; an empty song (no tracks, 0 bars) when unknown.
engine::Song musicTheme(std::string_view name);

} // namespace game
