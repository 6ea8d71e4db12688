#pragma once
// SfxParams → mono 16-bit samples at 44100 Hz: an sfxr-style one-voice synthesizer (oscillator, pitch sweep,
// vibrato, arpeggio, ADSR envelope, one-pole filters). Pure C++, deterministic: noise comes from its own seeded PRNG.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace engine {

/// Output sample rate of every synthesizer, Hz.
inline constexpr int kAudioSampleRate = 44100;

/// Oscillator shape.
enum class Waveform : std::uint8_t {
    Square,    ///< ±1 with duty cycle `duty`
    Saw,       ///< rising ramp −1 → +1 each period
    Sine,
    Noise,     ///< sample-and-hold white noise, 16 new values per period (pitch sets its colour)
    Triangle,
};

/// One sound effect. Times in seconds, frequencies in Hz, slides in octaves per second.
struct SfxParams {
    Waveform wave = Waveform::Square;
    double frequency = 440.0;      ///< start pitch, Hz
    double minFrequency = 20.0;    ///< the pitch never sweeps below this, Hz
    double maxFrequency = 20000.0; ///< ... nor above this, Hz
    double slide = 0.0;            ///< pitch sweep, octaves/s (negative = falling)
    double deltaSlide = 0.0;       ///< change of `slide`, octaves/s²
    double vibratoDepth = 0.0;     ///< pitch wobble amplitude as a fraction of the pitch (0.05 = ±5 %)
    double vibratoRate = 0.0;      ///< wobble frequency, Hz
    double duty = 0.5;             ///< square duty cycle, clamped to [0.05, 0.95]
    double dutySweep = 0.0;        ///< duty change per second
    double arpeggioTime = 0.0;     ///< after this many seconds the pitch is multiplied by arpeggioMultiplier (0 = off)
    double arpeggioMultiplier = 1.0;
    double repeatTime = 0.0;       ///< restart the sweep/arpeggio every repeatTime seconds (0 = never)
    double attack = 0.0;           ///< envelope 0 → 1, s
    double decay = 0.0;            ///< envelope 1 → sustainLevel, s
    double sustain = 0.1;          ///< hold at sustainLevel, s
    double release = 0.1;          ///< envelope sustainLevel → 0, s
    double sustainLevel = 1.0;     ///< 0..1
    double punch = 0.0;            ///< extra gain at the start of sustain, fading to 0 across it (0.5 = +50 %)
    double volume = 0.5;           ///< peak amplitude, 0..1 of full scale (the result is clamped, never wraps)
    double lowPass = 0.0;          ///< one-pole low-pass cutoff, Hz (0 = off)
    double lowPassSweep = 0.0;     ///< cutoff change, octaves/s
    double highPass = 0.0;         ///< one-pole high-pass cutoff, Hz (0 = off)
    double fmRatio = 1.0;          ///< FM: the modulator's pitch as a multiple of the note's (2 = an octave up)
    double fmIndex = 0.0;          ///< FM: peak phase deviation, in periods of the note (0 = off: no FM)
    double fmDecay = 0.0;          ///< FM: the deviation falls as e^(−fmDecay·t), 1/s (a bell's bright onset)
    std::uint32_t seed = 1;        ///< noise PRNG seed (0 is treated as 1)
};

/// Samples in each envelope phase: lround(seconds × 44100) each, negatives as 0.
struct EnvelopeSamples {
    std::size_t attack = 0, decay = 0, sustain = 0, release = 0;  ///< samples in each phase, in this order
    /// attack + decay + sustain + release.
    std::size_t total() const { return attack + decay + sustain + release; }
};

/// The envelope phase lengths of p, in samples.
EnvelopeSamples envelopeSamples(const SfxParams& p);

/// Envelope gain (0..1, punch included) at sample index i; 0 at and after total().
double envelopeAt(const SfxParams& p, const EnvelopeSamples& env, std::size_t i);

/// Render p: exactly envelopeSamples(p).total() mono samples at kAudioSampleRate, each in [−32767, 32767].
std::vector<std::int16_t> synthesize(const SfxParams& p);

/// A named effect. `loop` effects are whole periods long so they repeat without a seam.
struct SfxPreset {
    std::string_view name;  ///< e.g. "jump"
    SfxParams params;       ///< the synth settings
    bool loop = false;      ///< meant to repeat seamlessly (render with renderPreset)
};

/// The preset's samples. A `loop` preset is rendered twice as long and its second half returned, so every filter
/// and oscillator is already in steady state and the buffer repeats without a seam.
std::vector<std::int16_t> renderPreset(const SfxPreset& preset);

/// Render p as doubles in [−1, 1] (before 16-bit quantisation); same length as synthesize().
std::vector<double> synthesizeFloat(const SfxParams& p);

/// The noise generator: xorshift32, never zero. Exposed so callers (the music drums) share one definition.
class NoiseRng {
public:
    /// Seeded generator; seed 0 is replaced by 1.
    explicit NoiseRng(std::uint32_t seed) : state_(seed ? seed : 1u) {}
    /// Next raw 32-bit value.
    std::uint32_t next() {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 17;
        state_ ^= state_ << 5;
        return state_;
    }
    /// Next value in [−1, 1).
    double nextSigned() { return (next() >> 8) * (2.0 / 16777216.0) - 1.0; }

private:
    std::uint32_t state_;
};

/// Convert [−1, 1] doubles to 16-bit samples: clamp, scale by 32767, round to nearest.
std::vector<std::int16_t> toPcm16(const std::vector<double>& x);

} // namespace engine
