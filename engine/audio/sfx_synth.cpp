#include "engine/audio/sfx_synth.h"

#include <algorithm>
#include <cmath>

#include "engine/math/scalar.h"

namespace engine {

namespace {

constexpr double kDt = 1.0 / kAudioSampleRate;

std::size_t toSamples(double seconds) {
    if (!(seconds > 0.0)) return 0;
    return static_cast<std::size_t>(std::lround(seconds * kAudioSampleRate));
}

/// One-pole smoothing coefficient for cutoff fc: a = 1 − e^(−2π·fc/sr).
double onePole(double fc) { return 1.0 - std::exp(-2.0 * kPi * std::min(fc, 0.45 * kAudioSampleRate) * kDt); }

/// PolyBLEP residual for a unit step at phase 0, with phase increment dt per sample (band-limits the edges).
double polyBlep(double t, double dt) {
    if (dt <= 0.0) return 0.0;
    if (t < dt) { t /= dt; return t + t - t * t - 1.0; }
    if (t > 1.0 - dt) { t = (t - 1.0) / dt; return t * t + t + t + 1.0; }
    return 0.0;
}

/// Oscillator value at phase ∈ [0, 1) advancing dt per sample; square and saw edges are PolyBLEP-smoothed.
double oscillate(Waveform w, double phase, double dt, double duty, double heldNoise) {
    switch (w) {
    case Waveform::Square: {
        double x = phase < duty ? 1.0 : -1.0;
        double fall = phase - duty;
        if (fall < 0.0) fall += 1.0;
        return x + polyBlep(phase, dt) - polyBlep(fall, dt);
    }
    case Waveform::Saw: return 2.0 * phase - 1.0 - polyBlep(phase, dt);
    case Waveform::Sine: return std::sin(2.0 * kPi * phase);
    case Waveform::Triangle: {
        double q = phase + 0.25;  // starts at 0 and rises, like the sine
        return 1.0 - 4.0 * std::abs(q - std::floor(q) - 0.5);
    }
    case Waveform::Noise: return heldNoise;
    }
    return 0.0;
}

} // namespace

EnvelopeSamples envelopeSamples(const SfxParams& p) {
    return {toSamples(p.attack), toSamples(p.decay), toSamples(p.sustain), toSamples(p.release)};
}

double envelopeAt(const SfxParams& p, const EnvelopeSamples& e, std::size_t i) {
    const double level = std::clamp(p.sustainLevel, 0.0, 1.0);
    // Attack: 0 → 1 linearly.
    if (i < e.attack) return static_cast<double>(i) / e.attack;
    i -= e.attack;
    // Decay: 1 → sustainLevel.
    if (i < e.decay) return 1.0 + (level - 1.0) * (static_cast<double>(i) / e.decay);
    i -= e.decay;
    // Sustain: level, with a punch that fades out across the phase.
    if (i < e.sustain) return level * (1.0 + p.punch * (1.0 - static_cast<double>(i) / e.sustain));
    i -= e.sustain;
    // Release: level → 0.
    if (i < e.release) return level * (1.0 - static_cast<double>(i) / e.release);
    return 0.0;
}

std::vector<double> synthesizeFloat(const SfxParams& p) {
    const EnvelopeSamples env = envelopeSamples(p);
    std::vector<double> out(env.total());
    NoiseRng rng(p.seed);
    double phase = 0.0, heldNoise = rng.nextSigned(), lp = 0.0, hpIn = 0.0, hpOut = 0.0, fmPhase = 0.0;
    int noiseSlot = 0;
    const double hpA = p.highPass > 0.0 ? std::exp(-2.0 * kPi * p.highPass * kDt) : 0.0;
    const double lpFixed = p.lowPass > 0.0 ? onePole(p.lowPass) : 0.0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double t = static_cast<double>(i) * kDt;
        const double ts = p.repeatTime > 0.0 ? std::fmod(t, p.repeatTime) : t;
        // Pitch: f0 · 2^(slide·t + ½·deltaSlide·t²) · arpeggio · vibrato, clamped to [min, max].
        const bool sweeping = p.slide != 0.0 || p.deltaSlide != 0.0;  // exp2(0) = 1: skipped when steady
        double f = sweeping ? p.frequency * std::exp2(p.slide * ts + 0.5 * p.deltaSlide * ts * ts) : p.frequency;
        if (p.arpeggioTime > 0.0 && ts >= p.arpeggioTime) f *= p.arpeggioMultiplier;
        if (p.vibratoDepth != 0.0) f *= 1.0 + p.vibratoDepth * std::sin(2.0 * kPi * p.vibratoRate * t);
        f = std::clamp(f, std::max(p.minFrequency, 1.0), std::max(p.maxFrequency, 1.0));
        // Oscillator.
        const double duty = std::clamp(p.duty + p.dutySweep * t, 0.05, 0.95);
        // FM: the carrier's phase is moved by fmIndex·e^(−fmDecay·t)·sin(2π·modulator phase) periods.
        double at = phase;
        if (p.fmIndex > 0.0) {
            at += p.fmIndex * std::exp(-p.fmDecay * t) * std::sin(2.0 * kPi * fmPhase);
            at -= std::floor(at);
            fmPhase += f * p.fmRatio * kDt;
            fmPhase -= std::floor(fmPhase);
        }
        double x = oscillate(p.wave, at, f * kDt, duty, heldNoise);
        phase += f * kDt;
        phase -= std::floor(phase);
        int slot = static_cast<int>(phase * 16.0);
        if (slot != noiseSlot) { noiseSlot = slot; heldNoise = rng.nextSigned(); }
        // Filters: one-pole low-pass y += a(x − y); one-pole high-pass y = a(y + x − x₋₁).
        if (p.lowPass > 0.0) {
            const double a = p.lowPassSweep != 0.0 ? onePole(p.lowPass * std::exp2(p.lowPassSweep * t)) : lpFixed;
            lp += a * (x - lp);
            x = lp;
        }
        if (p.highPass > 0.0) {
            hpOut = hpA * (hpOut + x - hpIn);
            hpIn = x;
            x = hpOut;
        }
        // Envelope and volume; clamp so loud settings saturate instead of wrapping.
        out[i] = std::clamp(x * envelopeAt(p, env, i) * p.volume, -1.0, 1.0);
    }
    return out;
}

std::vector<std::int16_t> toPcm16(const std::vector<double>& x) {
    std::vector<std::int16_t> out(x.size());
    for (std::size_t i = 0; i < x.size(); ++i)
        out[i] = static_cast<std::int16_t>(std::lround(std::clamp(x[i], -1.0, 1.0) * 32767.0));
    return out;
}

std::vector<std::int16_t> synthesize(const SfxParams& p) { return toPcm16(synthesizeFloat(p)); }

std::vector<std::int16_t> renderPreset(const SfxPreset& preset) {
    if (!preset.loop) return synthesize(preset.params);
    SfxParams twice = preset.params;
    const std::size_t n = envelopeSamples(preset.params).total();
    twice.sustain = 2.0 * preset.params.sustain;
    twice.attack = twice.decay = twice.release = 0.0;
    std::vector<std::int16_t> all = synthesize(twice);
    if (all.size() < 2 * n) return all;
    return std::vector<std::int16_t>(all.end() - static_cast<std::ptrdiff_t>(n), all.end());
}

} // namespace engine
