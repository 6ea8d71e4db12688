#include "engine/audio/music_synth.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace engine {

namespace {

/// Semitone of a note letter within its octave (C = 0), or −1.
int letterSemitone(char c) {
    switch (c) {
    case 'C': return 0;
    case 'D': return 2;
    case 'E': return 4;
    case 'F': return 5;
    case 'G': return 7;
    case 'A': return 9;
    case 'B': return 11;
    default: return -1;
    }
}

/// "C4" → 60, "F#3" → 54, "Bb2" → 46; −1 when the token is not a note name.
int parseNoteName(std::string_view tok) {
    if (tok.size() < 2) return -1;
    int semi = letterSemitone(tok[0]);
    if (semi < 0) return -1;
    std::size_t i = 1;
    if (tok[i] == '#') { ++semi; ++i; }
    else if (tok[i] == 'b') { --semi; ++i; }
    if (i + 1 != tok.size() || !std::isdigit(static_cast<unsigned char>(tok[i]))) return -1;
    return 12 * (tok[i] - '0' + 1) + semi;
}

bool isDrumLetter(std::string_view tok) {
    return tok.size() == 1 && (tok[0] == 'k' || tok[0] == 's' || tok[0] == 'h' || tok[0] == 'o' || tok[0] == 't' ||
                               tok[0] == 'c' || tok[0] == 'r');
}

std::vector<std::string_view> tokens(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
        std::size_t j = i;
        while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
        if (j > i && s.substr(i, j - i) != "|") out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

} // namespace

double midiToHz(int midi) { return 440.0 * std::exp2((midi - 69) / 12.0); }

std::vector<SeqNote> parsePattern(std::string_view pattern) {
    std::vector<SeqNote> notes;
    bool open = false;  // the last note may still be extended by "-"
    int step = 0;
    for (std::string_view tok : tokens(pattern)) {
        if (tok == "-") {
            if (open) ++notes.back().length;
        } else if (isDrumLetter(tok)) {
            notes.push_back(SeqNote{step, 1, 0, tok[0]});
            open = true;
        } else if (int midi = parseNoteName(tok); midi >= 0) {
            notes.push_back(SeqNote{step, 1, midi, 0});
            open = true;
        } else {
            open = false;  // rest (".") or unknown token
        }
        ++step;
    }
    return notes;
}

std::size_t songLength(const Song& song) {
    if (!(song.bpm > 0.0) || song.bars <= 0 || song.beatsPerBar <= 0) return 0;
    return static_cast<std::size_t>(std::lround(song.bars * song.beatsPerBar * 60.0 / song.bpm * kAudioSampleRate));
}

std::size_t stepToSample(const Song& song, int step) {
    return static_cast<std::size_t>(std::lround(step * 60.0 / (song.bpm * song.stepsPerBeat) * kAudioSampleRate));
}

SfxParams drumVoice(char drum, std::uint32_t seed) {
    SfxParams p;
    p.seed = seed;
    p.attack = 0.0;
    p.decay = 0.0;
    switch (drum) {
    case 'k':  // kick: a sine thump sweeping down fast
        p.wave = Waveform::Sine;
        p.frequency = 150.0; p.slide = -9.0; p.minFrequency = 40.0;
        p.sustain = 0.02; p.release = 0.16; p.punch = 0.6; p.volume = 0.9;
        break;
    case 's':  // snare: bright noise burst over a short tone
        p.wave = Waveform::Noise;
        p.frequency = 3200.0; p.sustain = 0.01; p.release = 0.12; p.volume = 0.30; p.highPass = 700.0;
        break;
    case 'h':  // closed hat
        p.wave = Waveform::Noise;
        p.frequency = 9000.0; p.sustain = 0.0; p.release = 0.035; p.volume = 0.22; p.highPass = 6000.0;
        break;
    case 'o':  // open hat
        p.wave = Waveform::Noise;
        p.frequency = 9000.0; p.sustain = 0.02; p.release = 0.16; p.volume = 0.18; p.highPass = 5000.0;
        break;
    case 'c':  // crash: a long wash of bright noise
        p.wave = Waveform::Noise;
        p.frequency = 7000.0; p.sustain = 0.05; p.release = 1.1; p.volume = 0.16; p.highPass = 3500.0;
        p.lowPass = 12000.0;
        break;
    case 'r':  // rim: a short, high knock
        p.wave = Waveform::Triangle;
        p.frequency = 1700.0; p.slide = -3.0; p.sustain = 0.004; p.release = 0.03; p.volume = 0.32;
        p.highPass = 400.0;
        break;
    default:  // 't' tom: a low sine with a slower fall
        p.wave = Waveform::Sine;
        p.frequency = 110.0; p.slide = -2.5; p.minFrequency = 40.0;
        p.sustain = 0.03; p.release = 0.35; p.punch = 0.3; p.volume = 0.7;
        break;
    }
    return p;
}

std::vector<std::int16_t> renderSong(const Song& song) {
    const std::size_t length = songLength(song);
    std::vector<double> mix(length, 0.0);
    if (length == 0) return {};
    const int totalSteps = song.bars * song.beatsPerBar * song.stepsPerBeat;
    std::uint32_t seed = 1;
    for (const Track& track : song.tracks) {
        const std::vector<SeqNote> notes = parsePattern(track.pattern);
        const int patternSteps = static_cast<int>(tokens(track.pattern).size());
        if (patternSteps == 0) continue;
        // Tile the pattern across the song; each note is synthesized and added at its start, wrapping at the end.
        for (int base = 0; base < totalSteps; base += patternSteps)
            for (const SeqNote& n : notes) {
                const int step = base + n.step;
                if (step >= totalSteps) break;
                SfxParams p = n.drum ? drumVoice(n.drum, ++seed) : track.voice;
                if (!n.drum) {
                    p.frequency = midiToHz(n.midi + track.transpose);
                    // The note holds for its grid length; attack + decay eat into it, release rings after it.
                    const double held = (stepToSample(song, step + n.length) - stepToSample(song, step)) /
                                        static_cast<double>(kAudioSampleRate);
                    p.sustain = std::max(0.0, held - p.attack - p.decay);
                    p.seed = ++seed;
                }
                const std::vector<double> voice = synthesizeFloat(p);
                const std::size_t start = stepToSample(song, step);
                for (std::size_t i = 0; i < voice.size(); ++i) mix[(start + i) % length] += voice[i] * track.gain;
            }
    }
    // Master: gain, then a tanh soft clip so peaks saturate smoothly and never exceed full scale.
    for (double& x : mix) x = std::tanh(x * song.masterGain);
    return toPcm16(mix);
}

} // namespace engine
