#pragma once
// A tiny step sequencer: tracks of note tokens on a 16th-note grid, each note rendered by the sfx synthesizer,
// mixed into one loop whose length is exactly bars × beatsPerBar beats. Note tails that run past the end wrap
// around to the start, so the loop plays seamlessly. Pure C++, deterministic.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/audio/sfx_synth.h"

namespace engine {

/// One note on the grid: starts at `step`, lasts `length` steps, pitch `midi` (69 = A4 = 440 Hz).
struct SeqNote {
    int step = 0;    ///< first grid step (16ths from the pattern start)
    int length = 1;  ///< grid steps held, ≥ 1
    int midi = 69;   ///< pitch; unused for drums
    char drum = 0;  ///< drum tracks: the drum letter ('k', 's', 'h', 'o', 't', 'c', 'r'); 0 for pitched notes
};

/// Parse a pattern: whitespace-separated tokens, one per step; '|' tokens are ignored (bar lines).
/// A note name ("C4", "F#3", "Bb2") starts a note, "-" extends the previous note, "." is a rest.
/// A single letter k/s/h/o/t/c/r is a drum hit (kick, snare, closed hat, open hat, tom, crash, rim). Unknown tokens
/// are rests.
std::vector<SeqNote> parsePattern(std::string_view pattern);

/// Frequency of a MIDI note, Hz: 440 · 2^((midi − 69)/12).
double midiToHz(int midi);

/// An instrument and its pattern. Pitched notes start from `voice` (frequency and sustain set per note); drum
/// letters in the pattern use drumVoice() instead, so one track may mix both.
struct Track {
    SfxParams voice;         ///< instrument (frequency and sustain are replaced per note)
    std::string pattern;     ///< tokens; repeated to fill the song when shorter than it
    int transpose = 0;       ///< semitones added to every note
    double gain = 1.0;       ///< mix gain
};

/// A loop: tempo, grid, length and tracks.
struct Song {
    double bpm = 120.0;      ///< tempo, beats per minute (> 0)
    int stepsPerBeat = 4;    ///< 4 = 16th notes
    int beatsPerBar = 4;     ///< beats in a bar
    int bars = 8;            ///< loop length in bars
    double masterGain = 0.8; ///< applied before the soft clip
    std::vector<int> sectionBars;  ///< lengths of the song's sections in bars, in order (empty: one section)
    std::vector<Track> tracks;  ///< mixed in order
};

/// Loop length in samples: lround(bars · beatsPerBar · 60/bpm · 44100). 0 for a non-positive tempo or size.
std::size_t songLength(const Song& song);

/// Sample index where grid step s begins: lround(s · 60/(bpm · stepsPerBeat) · 44100).
std::size_t stepToSample(const Song& song, int step);

/// The synth params of one drum hit ('k' kick, 's' snare, 'h' closed hat, 'o' open hat, 't' tom, 'c' crash, 'r' rim);
/// seed varies noise.
SfxParams drumVoice(char drum, std::uint32_t seed);

/// Render the loop: exactly songLength(song) samples, soft-clipped into [−32767, 32767].
std::vector<std::int16_t> renderSong(const Song& song);

} // namespace engine
