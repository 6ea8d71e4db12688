// Tests for engine/audio/sfx_synth.h: determinism, exact envelope lengths, saturation, silence, pitch.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "engine/audio/sfx_synth.h"
#include "tests/engine/audio/audio_test_util.h"

using namespace engine;

using audio_test::fingerprint;

namespace {

/// Sign changes between consecutive non-zero samples in [from, to).
int zeroCrossings(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to) {
    int count = 0, last = 0;
    for (std::size_t i = from; i < std::min(to, s.size()); ++i) {
        int sign = s[i] > 0 ? 1 : (s[i] < 0 ? -1 : 0);
        if (sign != 0 && last != 0 && sign != last) ++count;
        if (sign != 0) last = sign;
    }
    return count;
}

double rms(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to) {
    double sum = 0.0;
    for (std::size_t i = from; i < to; ++i) sum += static_cast<double>(s[i]) * s[i];
    return std::sqrt(sum / static_cast<double>(to - from));
}

SfxParams steady(Waveform w, double hz, double seconds) {
    SfxParams p;
    p.wave = w;
    p.frequency = hz;
    p.sustain = seconds;
    p.release = 0.0;
    p.volume = 0.5;
    return p;
}

} // namespace

TEST_CASE("synthesize is deterministic: the same params give the same known samples in every build", "[sfx]") {
    // The fingerprints of these renders, the same in the Release and the Debug + sanitizer builds.
    struct Known {
        Waveform wave;
        std::size_t size;
        std::uint64_t fingerprint;
    };
    const Known known[] = {{Waveform::Square, 8820, 0xd6cc463db419ffa3ull},
                           {Waveform::Saw, 8820, 0x215e89e2c41c94d4ull},
                           {Waveform::Sine, 8820, 0x9a59b1627d6fe5c4ull},
                           {Waveform::Noise, 8820, 0xb94378f8f346b346ull},
                           {Waveform::Triangle, 8820, 0xa96f213f127c9fceull}};
    for (const Known& k : known) {
        SfxParams p = steady(k.wave, 523.0, 0.2);
        p.slide = -1.5;
        p.vibratoDepth = 0.05;
        p.vibratoRate = 9.0;
        p.lowPass = 3000.0;
        p.seed = 77;
        std::vector<std::int16_t> samples = synthesize(p);
        INFO("waveform " << static_cast<int>(k.wave));
        CHECK(samples.size() == k.size);
        CHECK(fingerprint(samples) == k.fingerprint);
    }
}

TEST_CASE("noise depends on its seed and nothing else", "[sfx]") {
    SfxParams a = steady(Waveform::Noise, 3000.0, 0.05);
    SfxParams b = a;
    b.seed = a.seed + 1;
    SECTION("a different seed gives different noise") { CHECK(synthesize(a) != synthesize(b)); }
    SECTION("seed 0 behaves as seed 1") {
        SfxParams z = a;
        z.seed = 0;
        a.seed = 1;
        CHECK(synthesize(z) == synthesize(a));
    }
}

TEST_CASE("envelope phase lengths are exact in samples", "[sfx]") {
    SfxParams p;
    p.attack = 0.01;    // 441
    p.decay = 0.02;     // 882
    p.sustain = 0.1;    // 4410
    p.release = 0.123;  // 5424.3 → 5424
    EnvelopeSamples e = envelopeSamples(p);
    CHECK(e.attack == 441);
    CHECK(e.decay == 882);
    CHECK(e.sustain == 4410);
    CHECK(e.release == 5424);
    CHECK(synthesize(p).size() == 441 + 882 + 4410 + 5424);
    SECTION("negative and NaN durations count as zero") {
        p.attack = -1.0;
        p.release = std::nan("");
        EnvelopeSamples z = envelopeSamples(p);
        CHECK(z.attack == 0);
        CHECK(z.release == 0);
        CHECK(synthesize(p).size() == 882 + 4410);
    }
}

TEST_CASE("the envelope rises from 0, holds the sustain level and falls back to 0", "[sfx]") {
    SfxParams p;
    p.attack = 0.01;
    p.decay = 0.01;
    p.sustain = 0.01;
    p.release = 0.01;
    p.sustainLevel = 0.5;
    EnvelopeSamples e = envelopeSamples(p);
    CHECK(envelopeAt(p, e, 0) == 0.0);
    CHECK(envelopeAt(p, e, e.attack) == Approx(1.0));
    CHECK(envelopeAt(p, e, e.attack + e.decay) == Approx(0.5));
    CHECK(envelopeAt(p, e, e.attack + e.decay + e.sustain - 1) == Approx(0.5));
    CHECK(envelopeAt(p, e, e.total() - 1) == Approx(0.5 / e.release).margin(1e-9));
    CHECK(envelopeAt(p, e, e.total()) == 0.0);
    SECTION("punch boosts the start of the sustain and fades out across it") {
        p.punch = 0.5;
        CHECK(envelopeAt(p, e, e.attack + e.decay) == Approx(0.75));
        CHECK(envelopeAt(p, e, e.attack + e.decay + e.sustain - 1) == Approx(0.5).margin(1e-3));
    }
}

TEST_CASE("loud settings saturate at full scale instead of wrapping", "[sfx]") {
    SfxParams p = steady(Waveform::Square, 200.0, 0.1);
    p.volume = 3.0;
    p.punch = 2.0;
    std::vector<std::int16_t> s = synthesize(p);
    auto [lo, hi] = std::minmax_element(s.begin(), s.end());
    CHECK(*hi == 32767);
    CHECK(*lo == -32767);
    SECTION("toPcm16 clamps and rounds") {
        std::vector<std::int16_t> q = toPcm16({-2.0, -1.0, 0.0, 0.5, 1.0, 7.0});
        CHECK(q == std::vector<std::int16_t>{-32767, -32767, 0, 16384, 32767, 32767});
    }
}

TEST_CASE("silence where expected", "[sfx]") {
    SECTION("volume 0 is all zeros") {
        SfxParams p = steady(Waveform::Saw, 300.0, 0.05);
        p.volume = 0.0;
        std::vector<std::int16_t> s = synthesize(p);
        CHECK(std::all_of(s.begin(), s.end(), [](std::int16_t v) { return v == 0; }));
    }
    SECTION("a zero sustain level silences sustain and release") {
        SfxParams p = steady(Waveform::Square, 300.0, 0.05);
        p.attack = 0.01;
        p.release = 0.05;
        p.sustainLevel = 0.0;
        p.decay = 0.0;
        std::vector<std::int16_t> s = synthesize(p);
        std::size_t a = envelopeSamples(p).attack;
        CHECK(std::any_of(s.begin(), s.begin() + a, [](std::int16_t v) { return v != 0; }));
        CHECK(std::all_of(s.begin() + a, s.end(), [](std::int16_t v) { return v == 0; }));
    }
    SECTION("the first sample of an attack is silent") {
        SfxParams p = steady(Waveform::Square, 300.0, 0.05);
        p.attack = 0.02;
        CHECK(synthesize(p).front() == 0);
    }
}

TEST_CASE("pitch is right: zero crossings count twice the frequency", "[sfx]") {
    for (Waveform w : {Waveform::Square, Waveform::Saw, Waveform::Sine, Waveform::Triangle}) {
        std::vector<std::int16_t> s = synthesize(steady(w, 440.0, 1.0));
        CHECK(zeroCrossings(s, 0, s.size()) == Approx(880).margin(4));
    }
    SECTION("a one-octave-per-second slide doubles the pitch after a second") {
        SfxParams p = steady(Waveform::Sine, 220.0, 1.2);
        p.slide = 1.0;
        std::vector<std::int16_t> s = synthesize(p);
        int early = zeroCrossings(s, 0, 4410);         // ~0.1 s near 220 Hz → ~45
        int late = zeroCrossings(s, 44100, 44100 + 4410);  // ~0.1 s near 440 Hz → ~90
        CHECK(static_cast<double>(late) / early == Approx(2.0).margin(0.15));
    }
    SECTION("an arpeggio multiplies the pitch after its time") {
        SfxParams p = steady(Waveform::Square, 300.0, 0.4);
        p.arpeggioTime = 0.2;
        p.arpeggioMultiplier = 2.0;
        std::vector<std::int16_t> s = synthesize(p);
        CHECK(zeroCrossings(s, 0, 8820) == Approx(120).margin(3));
        CHECK(zeroCrossings(s, 8820, 17640) == Approx(240).margin(3));
    }
    SECTION("the pitch never sweeps below minFrequency") {
        SfxParams p = steady(Waveform::Sine, 400.0, 1.0);
        p.slide = -20.0;
        p.minFrequency = 100.0;
        std::vector<std::int16_t> s = synthesize(p);
        CHECK(zeroCrossings(s, 22050, 44100) == Approx(100).margin(3));
    }
}

TEST_CASE("the low-pass filter removes high frequencies and keeps low ones", "[sfx]") {
    SfxParams high = steady(Waveform::Square, 6000.0, 0.2);
    SfxParams low = steady(Waveform::Square, 60.0, 0.2);
    SfxParams highF = high, lowF = low;
    highF.lowPass = lowF.lowPass = 300.0;
    std::vector<std::int16_t> h = synthesize(high), hf = synthesize(highF), l = synthesize(low), lf = synthesize(lowF);
    CHECK(rms(hf, 441, hf.size()) < 0.1 * rms(h, 441, h.size()));
    CHECK(rms(lf, 441, lf.size()) > 0.5 * rms(l, 441, l.size()));
}

TEST_CASE("the high-pass filter removes a constant offset", "[sfx]") {
    SfxParams p = steady(Waveform::Square, 200.0, 0.2);
    p.duty = 0.95;  // mostly +1: a large DC offset
    double mean = 0.0, meanHp = 0.0;
    std::vector<std::int16_t> s = synthesize(p);
    p.highPass = 50.0;
    std::vector<std::int16_t> hp = synthesize(p);
    for (std::size_t i = 4410; i < s.size(); ++i) { mean += s[i]; meanHp += hp[i]; }
    CHECK(std::abs(meanHp) < 0.2 * std::abs(mean));
}

TEST_CASE("an FM voice moves the carrier's phase at its onset and its deviation fades with fmDecay", "[sfx]") {
    SfxParams plain;
    plain.wave = Waveform::Sine;
    plain.frequency = 440.0;
    plain.sustain = 1.0;
    plain.release = 0.0;
    SfxParams fm = plain;
    fm.fmRatio = 3.5;
    fm.fmIndex = 1.5;
    fm.fmDecay = 12.0;
    const std::vector<double> a = synthesizeFloat(plain), b = synthesizeFloat(fm);
    REQUIRE(a.size() == b.size());
    // Largest difference over 10 ms at the onset and after 0.9 s (e^(-12·0.9) ≈ 2e-5 of the deviation is left).
    const auto gap = [&](std::size_t from) {
        double m = 0.0;
        for (std::size_t i = from; i < from + 441; ++i) m = std::max(m, std::abs(a[i] - b[i]));
        return m;
    };
    CHECK(gap(0) > 0.3);
    CHECK(gap(static_cast<std::size_t>(0.9 * kAudioSampleRate)) < 0.01);
    fm.fmIndex = 0.0; // no index: exactly the plain voice, whatever the ratio and decay
    CHECK(synthesizeFloat(fm) == a);
}
