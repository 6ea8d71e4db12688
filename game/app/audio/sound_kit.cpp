#include "game/app/audio/sound_kit.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <string>
#include <utility>

namespace game {

namespace {

using engine::Song;
using engine::SfxParams;
using engine::SfxPreset;
using engine::Track;
using engine::Waveform;

/// Both themes' master gain (before the soft clip): it sets the music under the effects at the default volumes
/// (tests/game/app/audio/test_mix.cpp holds the rule).
constexpr double kMusicGain = 0.25;

SfxParams tone(Waveform w, double hz, double sustain, double release, double volume) {
    SfxParams p;
    p.wave = w;
    p.frequency = hz;
    p.sustain = sustain;
    p.release = release;
    p.volume = volume;
    return p;
}

std::vector<SfxPreset> buildPresets() {
    std::vector<SfxPreset> v;
    auto add = [&v](std::string_view name, SfxParams p, bool loop = false) { v.push_back({name, p, loop}); };

    SfxParams p = tone(Waveform::Square, 320.0, 0.05, 0.12, 0.30);  // jump: a quick upward chirp
    p.duty = 0.3; p.slide = 2.5; p.lowPass = 6000.0; p.highPass = 40.0;
    add("jump", p);

    p = tone(Waveform::Noise, 500.0, 0.01, 0.07, 0.50);  // land: a soft low thud
    p.lowPass = 1200.0; p.punch = 0.5; p.highPass = 40.0;
    add("land", p);

    p = tone(Waveform::Square, 420.0, 0.03, 0.08, 0.30);  // wallkick: a snappier, higher chirp
    p.duty = 0.25; p.slide = 3.5; p.punch = 0.4; p.highPass = 40.0;
    add("wallkick", p);

    p = tone(Waveform::Noise, 2400.0, 0.08, 0.14, 0.50);  // dash: a filtered whoosh
    p.attack = 0.01; p.slide = -3.0; p.lowPass = 3500.0; p.lowPassSweep = -2.0;
    add("dash", p);

    p = tone(Waveform::Sine, 620.0, 0.15, 0.20, 0.40);  // bullet_in: time slows, pitch sinks
    p.slide = -2.5; p.vibratoDepth = 0.02; p.vibratoRate = 6.0;
    add("bullet_in", p);

    p = tone(Waveform::Sine, 240.0, 0.10, 0.15, 0.40);  // bullet_out: time resumes, pitch rises
    p.slide = 2.5;
    add("bullet_out", p);

    // laser_hum: 110 Hz saw through a low-pass, 0.5 s = exactly 55 periods and 4 vibrato cycles → seamless loop.
    p = tone(Waveform::Saw, 110.0, 0.5, 0.0, 0.22);
    p.lowPass = 900.0; p.vibratoDepth = 0.01; p.vibratoRate = 8.0;
    add("laser_hum", p, true);

    p = tone(Waveform::Saw, 1200.0, 0.05, 0.10, 0.35);  // zap: a laser strike, falling fast
    p.slide = -6.0;
    add("zap", p);

    p = tone(Waveform::Noise, 900.0, 0.15, 0.35, 0.50);  // death: a crunchy falling burst
    p.slide = -1.5; p.punch = 0.6; p.lowPass = 5000.0; p.lowPassSweep = -3.0;
    add("death", p);

    p = tone(Waveform::Noise, 1300.0, 0.04, 0.30, 0.50);  // shot: the blunderbuss boom
    p.slide = -1.0; p.punch = 0.9; p.lowPass = 6000.0; p.lowPassSweep = -4.0;
    add("shot", p);

    p = tone(Waveform::Square, 2200.0, 0.0, 0.02, 0.36);  // dry_click: empty gun
    p.highPass = 1000.0;
    add("dry_click", p);

    p = tone(Waveform::Square, 700.0, 0.08, 0.05, 0.28);  // reload: a two-step clack
    p.arpeggioTime = 0.05; p.arpeggioMultiplier = 1.5; p.lowPass = 4000.0;
    add("reload", p);

    p = tone(Waveform::Noise, 400.0, 0.05, 0.25, 0.55);  // break: crumbling stone/metal
    p.punch = 0.5; p.lowPass = 2500.0;
    add("break", p);

    p = tone(Waveform::Square, 520.0, 0.08, 0.15, 0.35);  // enemy_death: a wobbling drop
    p.slide = -4.0; p.vibratoDepth = 0.08; p.vibratoRate = 20.0;
    add("enemy_death", p);

    p = tone(Waveform::Square, 880.0, 0.02, 0.03, 0.22);  // menu_move: a tick
    add("menu_move", p);

    p = tone(Waveform::Square, 660.0, 0.10, 0.10, 0.28);  // menu_select: up a fifth
    p.arpeggioTime = 0.05; p.arpeggioMultiplier = 1.5;
    add("menu_select", p);

    p = tone(Waveform::Square, 300.0, 0.36, 0.05, 0.26);  // charge: three rising warning pulses
    p.slide = 3.0; p.repeatTime = 0.12; p.duty = 0.5;
    add("charge", p);

    p = tone(Waveform::Saw, 90.0, 0.25, 0.15, 0.45);  // door: a heavy grinding slide
    p.attack = 0.03; p.slide = 0.5; p.lowPass = 600.0;
    add("door", p);

    p = tone(Waveform::Square, 1000.0, 0.10, 0.15, 0.28);  // pickup: the classic two-note coin
    p.arpeggioTime = 0.06; p.arpeggioMultiplier = 1.5; p.punch = 0.3;
    add("pickup", p);

    p = tone(Waveform::Triangle, 1320.0, 0.15, 0.30, 0.40);  // key: a bright chime up a fourth
    p.arpeggioTime = 0.08; p.arpeggioMultiplier = 1.335; p.vibratoDepth = 0.01; p.vibratoRate = 7.0;
    add("key", p);

    p = tone(Waveform::Square, 523.25, 0.45, 0.30, 0.30);  // exit: a rising fanfare
    p.duty = 0.25; p.arpeggioTime = 0.12; p.arpeggioMultiplier = 2.0; p.repeatTime = 0.24; p.slide = 0.5;
    p.highPass = 40.0;
    add("exit", p);

    p = tone(Waveform::Sine, 659.25, 0.22, 0.45, 0.42);  // checkpoint: a warm bell rising a fifth
    p.arpeggioTime = 0.09; p.arpeggioMultiplier = 1.5; p.vibratoDepth = 0.008;
    p.vibratoRate = 5.0; p.highPass = 60.0;
    add("checkpoint", p);

    p = tone(Waveform::Triangle, 1046.5, 0.30, 0.40, 0.40);  // collect: a sparkling run up two octaves
    p.arpeggioTime = 0.06; p.arpeggioMultiplier = 1.26; p.repeatTime = 0.18; p.vibratoDepth = 0.01;
    p.vibratoRate = 9.0; p.highPass = 200.0;
    add("collect", p);

    // Threat cues: one each for a threat that wakes, charges or locks on (laser emitters use "charge").
    p = tone(Waveform::Square, 1500.0, 0.20, 0.10, 0.40);  // bat_wake: two shrill, wavering chirps
    p.duty = 0.3; p.slide = 2.0; p.repeatTime = 0.1; p.vibratoDepth = 0.12; p.vibratoRate = 38.0;
    p.highPass = 500.0; p.lowPass = 7000.0;
    add("bat_wake", p);

    p = tone(Waveform::Saw, 196.0, 0.45, 0.15, 0.45);  // lich_cast: a wail rising through the telegraph
    p.attack = 0.04; p.slide = 1.6; p.vibratoDepth = 0.04; p.vibratoRate = 9.0; p.lowPass = 2600.0;
    p.highPass = 80.0;
    add("lich_cast", p);

    p = tone(Waveform::Saw, 70.0, 0.35, 0.12, 0.50);  // crumble_warn: stone grinding, rattling
    p.vibratoDepth = 0.35; p.vibratoRate = 16.0; p.lowPass = 1400.0; p.punch = 0.25; p.highPass = 40.0;
    add("crumble_warn", p);

    p = tone(Waveform::Square, 1568.0, 0.22, 0.03, 0.30);  // lock_on: a targeting beep-beep, the second higher
    p.arpeggioTime = 0.06; p.arpeggioMultiplier = 1.26; p.repeatTime = 0.11; p.lowPass = 6000.0;
    add("lock_on", p);
    return v;
}

// Pattern helpers: one token per 16th step, 16 steps per bar.
using Chord = std::vector<std::string>;
using Bar = std::string;

std::string whole(const std::string& note) { return note + " - - - - - - - - - - - - - - - "; }
std::string half(const std::string& a, const std::string& b) {
    return a + " - - - - - - - " + b + " - - - - - - - ";
}
std::string quarters(const std::string& a, const std::string& b, const std::string& c, const std::string& d) {
    return a + " - - - " + b + " - - - " + c + " - - - " + d + " - - - ";
}
std::string arpBar(const Chord& chord) {
    static const int order[16] = {0, 1, 2, 3, 2, 1, 0, 1, 2, 3, 2, 3, 1, 2, 0, 2};
    std::string s;
    for (int i : order) s += chord[static_cast<std::size_t>(i) % chord.size()] + " ";
    return s;
}
/// Eighth notes climbing the chord and back: a lighter figure than arpBar.
std::string climbBar(const Chord& chord) {
    static const int order[8] = {0, 1, 2, 3, 2, 1, 2, 3};
    std::string s;
    for (int i : order) s += chord[static_cast<std::size_t>(i) % chord.size()] + " . ";
    return s;
}
std::string octaveBass(const std::string& lo, const std::string& hi) {
    return lo + " . " + lo + " . " + hi + " . " + lo + " . " + lo + " . " + lo + " . " + hi + " . " + lo + " . ";
}
/// Sixteenth-note pumping bass: the root, its octave on the off-beats.
std::string pumpBass(const std::string& lo, const std::string& hi) {
    std::string s;
    for (int beat = 0; beat < 4; ++beat) s += lo + " " + lo + " " + hi + " " + lo + " ";
    return s;
}
/// `bars` bars of rest.
std::string rests(int bars) {
    std::string s;
    for (int i = 0; i < 16 * bars; ++i) s += ". ";
    return s;
}
/// Bar b repeated n times.
std::string times(int n, const std::string& b) {
    std::string s;
    for (int i = 0; i < n; ++i) s += b + " | ";
    return s;
}
/// The bars, one after the other.
std::string bars(const std::vector<Bar>& list) {
    std::string s;
    for (const Bar& b : list) s += b + " | ";
    return s;
}
/// f(chord) for each chord, one bar each.
template <typename F> std::string perChord(const std::vector<Chord>& chords, F f) {
    std::string s;
    for (const Chord& c : chords) s += f(c) + " | ";
    return s;
}

// The lab: neon synthwave in A minor, 112 BPM, 32 bars (68.6 s) in four 8-bar sections:
//   A "boot"   a light arpeggio, long bass notes and a kick-and-hat beat; no melody
//   B "run"    the melody over a busier arpeggio, an octave-jumping bass and the full beat
//   C "bridge" new chords (Dm Bb F E), a lighter arpeggio, long bass notes, a triangle counter-melody, half time
//   D "drive"  a higher variation of the melody over a pumping bass and a busier beat, a snare roll into A
Song labTheme() {
    Song s;
    s.bpm = 112.0;
    s.bars = 32;
    s.sectionBars = {8, 8, 8, 8};
    s.masterGain = kMusicGain;
    const std::vector<Chord> verse = {
        {"A4", "C5", "E5", "A5"}, {"F4", "A4", "C5", "F5"}, {"C4", "E4", "G4", "C5"}, {"G4", "B4", "D5", "G5"},
        {"A4", "C5", "E5", "A5"}, {"F4", "A4", "C5", "F5"}, {"C4", "E4", "G4", "C5"}, {"E4", "G#4", "B4", "E5"}};
    const std::vector<Chord> bridge = {
        {"D4", "F4", "A4", "D5"},  {"D4", "F4", "A4", "D5"}, {"Bb3", "D4", "F4", "Bb4"}, {"Bb3", "D4", "F4", "Bb4"},
        {"F4", "A4", "C5", "F5"},  {"F4", "A4", "C5", "F5"}, {"E4", "G#4", "B4", "E5"},  {"E4", "G#4", "B4", "E5"}};
    const std::vector<std::pair<std::string, std::string>> verseRoots = {
        {"A2", "A3"}, {"F2", "F3"}, {"C2", "C3"}, {"G2", "G3"}, {"A2", "A3"}, {"F2", "F3"}, {"C2", "C3"}, {"E2", "E3"}};
    const std::vector<std::string> bridgeRoots = {"D2", "D2", "Bb1", "Bb1", "F2", "F2", "E2", "E2"};

    Track arp;
    arp.voice = tone(Waveform::Square, 440.0, 0.0, 0.06, 0.16);
    arp.voice.duty = 0.25; arp.voice.lowPass = 3800.0; arp.voice.attack = 0.002; arp.voice.highPass = 60.0;
    arp.pattern = perChord(verse, climbBar) + perChord(verse, arpBar) + perChord(bridge, climbBar) +
                  perChord(verse, arpBar);
    s.tracks.push_back(arp);

    Track bass;
    bass.voice = tone(Waveform::Saw, 110.0, 0.0, 0.05, 0.34);
    bass.voice.lowPass = 700.0; bass.voice.punch = 0.3; bass.voice.attack = 0.003; bass.voice.highPass = 30.0;
    for (const auto& r : verseRoots) bass.pattern += half(r.first, r.first) + " | ";
    for (const auto& r : verseRoots) bass.pattern += octaveBass(r.first, r.second) + " | ";
    for (const std::string& r : bridgeRoots) bass.pattern += half(r, r) + " | ";
    for (const auto& r : verseRoots) bass.pattern += pumpBass(r.first, r.second) + " | ";
    s.tracks.push_back(bass);

    Track lead;
    lead.voice = tone(Waveform::Square, 440.0, 0.0, 0.12, 0.15);
    lead.voice.attack = 0.01; lead.voice.vibratoDepth = 0.006; lead.voice.vibratoRate = 5.5;
    lead.voice.lowPass = 2800.0; lead.voice.highPass = 60.0;
    lead.pattern = rests(8) + " | " +
        bars({"E5 - - - . . C5 - D5 - E5 - . . A4 -", "F5 - - - E5 - C5 - . . A4 - C5 - - -",
              "G5 - - - . . E5 - . . C5 - D5 - E5 -", "D5 - - - - - - - B4 - - - G4 - - -",
              "E5 - - - . . C5 - D5 - E5 - . . A5 -", "A5 - G5 - F5 - E5 - . . C5 - F5 - - -",
              "E5 - - - G5 - - - C6 - - - B5 - G5 -", "G#5 - - - - - - - B5 - - - E5 - - -"}) +
        rests(8) + " | " +
        bars({"A5 - - - C6 - - - B5 - A5 - E5 - - -", "F5 - - - A5 - - - C6 - - - A5 - F5 -",
              "G5 - - - E5 - G5 - C6 - - - G5 - E5 -", "D5 - - - G5 - - - B5 - - - D6 - - -",
              "C6 - - - B5 - A5 - E5 - - - A5 - - -", "F5 - A5 - C6 - A5 - F5 - - - C5 - - -",
              "E5 - G5 - C6 - - - D6 - - - E6 - - -", "B5 - - - - - - - G#5 - - - E5 - - -"});
    s.tracks.push_back(lead);

    Track counter;
    counter.voice = tone(Waveform::Triangle, 440.0, 0.0, 0.25, 0.30);
    counter.voice.attack = 0.03; counter.voice.vibratoDepth = 0.008; counter.voice.vibratoRate = 5.0;
    counter.pattern = rests(16) + " | " +
        bars({"D5 - - - - - - - F5 - - - E5 - D5 -", "A4 - - - - - - - - - - - . . . .",
              "Bb4 - - - - - - - D5 - - - F5 - - -", "E5 - - - D5 - - - - - - - . . . .",
              "C5 - - - - - - - F5 - - - A5 - - -", "G5 - - - F5 - - - C5 - - - . . . .",
              "B4 - - - - - - - E5 - - - G#5 - - -", "B5 - - - - - - - - - - - . . . ."}) +
        rests(8);
    s.tracks.push_back(counter);

    Track drums;
    drums.gain = 0.9;
    drums.pattern = times(7, "k . h . . . h . k . h . . . h .") + times(1, "k . h . s . h . k . s . s . s s") +
                    times(8, "k . h . s . h . k . h k s . h o") +
                    times(7, "k . . . h . . . s . . . h . . .") + times(1, "k . . . s . . . s . s . s s s s") +
                    times(7, "k . h k s . h . k . h k s . o h") + times(1, "k . s . s . s . s s s s s s s s");
    s.tracks.push_back(drums);
    return s;
}

// The catacomb: a D minor organ, 84 BPM, 24 bars (68.6 s) in three 8-bar sections:
//   A "vault"   held organ chords, the bass on the half bar, a bell melody, a slow tom beat
//   B "descent" darker chords (Gm Dm Eb A), a walking bass, a low triangle choir instead of the bell, kicks
//   C "hush"    new voicings, the bass once a bar, high bell echoes and a heartbeat, building back into A
Song catacombTheme() {
    Song s;
    s.bpm = 84.0;
    s.bars = 24;
    s.sectionBars = {8, 8, 8};
    s.masterGain = kMusicGain;
    const std::vector<Chord> vault = {{"D4", "F4", "A4"}, {"D4", "F4", "Bb4"}, {"D4", "G4", "Bb4"},
                                      {"C#4", "E4", "A4"}, {"D4", "F4", "A4"}, {"D4", "F4", "Bb4"},
                                      {"C4", "E4", "G4"}, {"C#4", "E4", "A4"}};
    const std::vector<Chord> descent = {{"D4", "G4", "Bb4"}, {"D4", "G4", "Bb4"}, {"D4", "F4", "A4"},
                                        {"D4", "F4", "A4"}, {"Eb4", "G4", "Bb4"}, {"Eb4", "G4", "Bb4"},
                                        {"C#4", "E4", "A4"}, {"C#4", "G4", "A4"}};
    const std::vector<Chord> hush = {{"F4", "A4", "D5"}, {"F4", "A4", "C5"}, {"F4", "Bb4", "D5"},
                                     {"E4", "G4", "C5"}, {"F4", "A4", "D5"}, {"G4", "Bb4", "D5"},
                                     {"E4", "A4", "C#5"}, {"E4", "G4", "C#5"}};
    for (std::size_t voice = 0; voice < 3; ++voice) {
        Track organ;
        organ.voice = tone(Waveform::Square, 440.0, 0.0, 0.35, 0.075);
        organ.voice.attack = 0.08; organ.voice.lowPass = 1500.0; organ.voice.highPass = 40.0;
        organ.voice.vibratoDepth = 0.004; organ.voice.vibratoRate = 4.5 + voice * 0.7;
        for (const auto* part : {&vault, &descent, &hush})
            for (const Chord& c : *part) organ.pattern += whole(c[voice]) + "| ";
        s.tracks.push_back(organ);
    }
    Track bass;
    bass.voice = tone(Waveform::Triangle, 110.0, 0.0, 0.2, 0.42);
    bass.voice.attack = 0.01;
    const std::vector<std::pair<std::string, std::string>> roots = {{"D2", "A1"}, {"Bb1", "F2"}, {"G1", "D2"},
                                                                    {"A1", "E2"}, {"D2", "A1"}, {"Bb1", "F2"},
                                                                    {"C2", "G1"}, {"A1", "A1"}};
    for (const auto& r : roots) bass.pattern += half(r.first, r.second) + "| ";
    bass.pattern += bars({quarters("G1", "D2", "G2", "D2"), quarters("G1", "A1", "Bb1", "C2"),
                          quarters("D2", "A1", "D2", "F2"), quarters("D2", "C2", "Bb1", "A1"),
                          quarters("Eb2", "Bb1", "Eb2", "G2"), quarters("Eb2", "D2", "C2", "Bb1"),
                          quarters("A1", "E2", "A1", "C#2"), quarters("A1", "G1", "E1", "A1")});
    for (const char* r : {"D2", "F2", "Bb1", "C2", "D2", "G1", "A1", "A1"}) bass.pattern += whole(r) + "| ";
    s.tracks.push_back(bass);

    Track bell;
    bell.voice = tone(Waveform::Sine, 440.0, 0.0, 0.6, 0.20);
    bell.voice.decay = 0.25; bell.voice.sustainLevel = 0.35; bell.voice.attack = 0.003;
    bell.pattern =
        bars({"A5 - - - - - - - F5 - - - E5 - - -", "D5 - - - - - - - - - - - . . . .",
              "G5 - - - - - - - Bb5 - - - A5 - - -", "E5 - - - - - - - C#5 - - - - - - -",
              "A5 - - - - - - - F5 - - - E5 - - -", "D5 - - - F5 - - - Bb5 - - - A5 - - -",
              "G5 - - - E5 - - - C5 - - - E5 - - -", "A4 - - - - - - - - - - - . . . ."}) +
        rests(8) + " | " +
        bars({"D6 - - - . . . . A5 - - - . . . .", ". . . . . . . . F5 - - - . . . .",
              "D6 - - - . . . . Bb5 - - - . . . .", ". . . . . . . . G5 - - - . . . .",
              "F6 - - - . . . . D6 - - - . . . .", ". . . . . . . . Bb5 - - - . . . .",
              "C#6 - - - . . . . A5 - - - E5 - - -", "C#5 - - - E5 - - - G5 - - - A5 - - -"});
    s.tracks.push_back(bell);

    Track choir;
    choir.voice = tone(Waveform::Triangle, 440.0, 0.0, 0.4, 0.34);
    choir.voice.attack = 0.12; choir.voice.vibratoDepth = 0.01; choir.voice.vibratoRate = 4.0;
    choir.voice.lowPass = 1800.0;
    choir.pattern = rests(8) + " | " +
        bars({"G4 - - - - - - - A4 - - - Bb4 - - -", "A4 - - - G4 - - - - - - - . . . .",
              "F4 - - - - - - - E4 - - - D4 - - -", "A4 - - - - - - - - - - - . . . .",
              "G4 - - - - - - - Bb4 - - - C5 - - -", "D5 - - - C5 - - - Bb4 - - - G4 - - -",
              "A4 - - - - - - - G4 - - - E4 - - -", "C#5 - - - - - - - - - - - . . . ."}) +
        rests(8);
    s.tracks.push_back(choir);

    Track drums;
    drums.gain = 0.8;
    drums.pattern = times(8, "t . . . . . h . t . . t . . h .") +
                    times(7, "k . . t . . h . k . t . s . h .") + times(1, "k . . t . . t . t . t . t t t t") +
                    times(6, "t . . t . . . . . . . . . . . .") + times(1, "t . . . h . . . t . . t . . h .") +
                    times(1, "t . t . t . h . t t t . t t t t");
    s.tracks.push_back(drums);
    return s;
}

// A chapter's variation of a theme: the same tune in another key and tempo, begun at another section, one of its
// voices played by another instrument (an FM bell or electric piano, or a saw), a crash cymbal on every section's
// first beat and, in some, rim knocks for the closed hats.
struct Variation {
    int transpose = 0;       ///< semitones added to every pitched track
    double tempo = 1.0;      ///< the theme's tempo times this
    int startSection = 0;    ///< the variation begins at this section of the theme (and wraps round to it)
    std::size_t voiceTrack = 0; ///< the track that takes `voice`
    SfxParams voice;         ///< its instrument (frequency and sustain are set per note)
    bool rims = false;       ///< the drums' closed hats played as rim knocks
};

/// An FM voice: a sine carrier under a modulator at `ratio` times its pitch, `index` periods deep, fading at `decay`.
SfxParams fmVoice(double ratio, double index, double decay, double release, double volume) {
    SfxParams p = tone(Waveform::Sine, 440.0, 0.0, release, volume);
    p.attack = 0.003; p.decay = 0.2; p.sustainLevel = 0.45;
    p.fmRatio = ratio; p.fmIndex = index; p.fmDecay = decay;
    return p;
}

/// True for a track of drum letters only.
bool drumTrack(const Track& t) {
    for (const engine::SeqNote& n : engine::parsePattern(t.pattern))
        if (!n.drum) return false;
    return true;
}

/// The pattern's steps moved `steps` earlier, the first ones wrapping round to the end.
std::string rotated(const std::string& pattern, int steps) {
    std::vector<std::string> toks;
    std::string tok;
    for (char c : pattern + " ") {
        if (!std::isspace(static_cast<unsigned char>(c))) { tok += c; continue; }
        if (!tok.empty() && tok != "|") toks.push_back(tok);
        tok.clear();
    }
    if (toks.empty()) return pattern;
    std::rotate(toks.begin(), toks.begin() + steps % static_cast<int>(toks.size()), toks.end());
    std::string out;
    for (std::size_t i = 0; i < toks.size(); ++i) out += toks[i] + (i % 16 == 15 ? " | " : " ");
    return out;
}

Song varied(Song s, const Variation& v) {
    const int stepsPerBar = s.beatsPerBar * s.stepsPerBeat;
    int startBar = 0;
    for (int i = 0; i < v.startSection && i < static_cast<int>(s.sectionBars.size()); ++i) startBar += s.sectionBars[i];
    std::rotate(s.sectionBars.begin(),
                s.sectionBars.begin() + std::min<std::size_t>(static_cast<std::size_t>(v.startSection), s.sectionBars.size()),
                s.sectionBars.end());
    s.bpm *= v.tempo;
    for (std::size_t i = 0; i < s.tracks.size(); ++i) {
        Track& t = s.tracks[i];
        t.pattern = rotated(t.pattern, startBar * stepsPerBar);
        if (drumTrack(t)) {
            if (v.rims)
                for (std::size_t at = 0; (at = t.pattern.find(" h ", at)) != std::string::npos; at += 2) t.pattern[at + 1] = 'r';
            continue;
        }
        t.transpose += v.transpose;
        if (i == v.voiceTrack) t.voice = v.voice;
    }
    Track crash;
    crash.gain = 0.8;
    for (int bars : s.sectionBars)
        crash.pattern += "c " + rests(1).substr(2) + "| " + (bars > 1 ? times(bars - 1, rests(1)) : std::string());
    s.tracks.push_back(crash);
    return s;
}

/// The variations of the lab (chapters 2 to 4): C minor with the melody on an FM bell; G minor, quicker, from the
/// bridge, the arpeggio on an FM electric piano and rim knocks; D minor, quicker still, from the drive, the counter
/// melody on a saw.
Song labVariation(int n) {
    Variation v;
    SfxParams saw = tone(Waveform::Saw, 440.0, 0.0, 0.16, 0.13);
    saw.lowPass = 2400.0; saw.attack = 0.01; saw.vibratoDepth = 0.006; saw.vibratoRate = 5.5; saw.highPass = 60.0;
    if (n == 2) v = {3, 0.95, 1, 2, fmVoice(3.5, 1.4, 6.0, 0.3, 0.20), false};
    if (n == 3) v = {-2, 1.05, 2, 0, fmVoice(1.0, 0.9, 3.0, 0.12, 0.17), true};
    if (n == 4) v = {5, 1.08, 3, 3, saw, true};
    return varied(labTheme(), v);
}

/// The variations of the catacomb (chapters 2 to 4): F minor with the bell melody on a darker FM bell; C minor,
/// quicker, from the hush, the choir on an FM voice and rim knocks; G minor from the descent, the top organ voice on
/// a soft saw.
Song catacombVariation(int n) {
    Variation v;
    SfxParams saw = tone(Waveform::Saw, 440.0, 0.0, 0.35, 0.06);
    saw.attack = 0.08; saw.lowPass = 1200.0; saw.highPass = 40.0; saw.vibratoDepth = 0.004; saw.vibratoRate = 4.5;
    if (n == 2) v = {3, 0.95, 1, 4, fmVoice(1.4, 1.6, 2.5, 0.6, 0.20), false};
    if (n == 3) v = {-2, 1.05, 2, 5, fmVoice(2.0, 0.5, 1.0, 0.4, 0.26), true};
    if (n == 4) v = {5, 1.02, 1, 2, saw, true};
    return varied(catacombTheme(), v);
}

} // namespace

const std::vector<SfxPreset>& sfxPresets() {
    static const std::vector<SfxPreset> presets = buildPresets();
    return presets;
}

const SfxPreset* findSfxPreset(std::string_view name) {
    for (const SfxPreset& p : sfxPresets())
        if (p.name == name) return &p;
    return nullptr;
}

const std::vector<std::string_view>& musicThemeNames() {
    static const std::vector<std::string_view> names = {"lab",   "catacomb",   "lab 2",      "lab 3",
                                                        "lab 4", "catacomb 2", "catacomb 3", "catacomb 4"};
    return names;
}

std::string_view chapterTheme(std::string_view theme, int chapter) {
    if (chapter <= 0) return theme;
    const std::string wanted = std::string(theme) + " " + std::to_string(chapter + 1);
    for (std::string_view name : musicThemeNames())
        if (name == wanted) return name;
    return theme;
}

Song musicTheme(std::string_view name) {
    if (name == "lab") return labTheme();
    if (name == "catacomb") return catacombTheme();
    for (int n = 2; n <= 4; ++n) {
        if (name == "lab " + std::to_string(n)) return labVariation(n);
        if (name == "catacomb " + std::to_string(n)) return catacombVariation(n);
    }
    Song empty;
    empty.bars = 0;
    return empty;
}

} // namespace game
