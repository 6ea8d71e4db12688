// Tests for game/app/audio/sound_kit.h: every named preset renders sensibly; loops are seamless; the music themes
// are long, clean (no clipping, no DC) and made of sections that differ.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "game/app/audio/sound_kit.h"
#include "tests/engine/audio/audio_test_util.h"

using namespace engine;
using namespace game;

using audio_test::rms;

namespace {

int peak(const std::vector<std::int16_t>& s) {
    int m = 0;
    for (std::int16_t v : s) m = std::max(m, std::abs(static_cast<int>(v)));
    return m;
}

double mean(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to) {
    double sum = 0.0;
    for (std::size_t i = from; i < to; ++i) sum += s[i];
    return to > from ? sum / static_cast<double>(to - from) : 0.0;
}

/// Normalised correlation of the n samples starting at a and at b (1: the same waveform).
double correlation(const std::vector<std::int16_t>& s, std::size_t a, std::size_t b, std::size_t n) {
    double xy = 0.0, xx = 0.0, yy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = s[a + i], y = s[b + i];
        xy += x * y;
        xx += x * x;
        yy += y * y;
    }
    return xy / std::sqrt(xx * yy);
}

/// The first sample of each section of the song, and its end.
std::vector<std::size_t> sectionStarts(const Song& song) {
    std::vector<std::size_t> starts{0};
    int bar = 0;
    for (int bars : song.sectionBars) {
        bar += bars;
        starts.push_back(stepToSample(song, bar * song.beatsPerBar * song.stepsPerBeat));
    }
    return starts;
}

/// FNV-1a 64 over the samples' little-endian bytes: a fingerprint of a whole render.
std::uint64_t fingerprint(const std::vector<std::int16_t>& samples) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::int16_t v : samples) {
        const auto u = static_cast<std::uint16_t>(v);
        for (int shift : {0, 8}) {
            h ^= (u >> shift) & 0xFFu;
            h *= 0x100000001b3ull;
        }
    }
    return h;
}

/// Every rendered theme, in musicThemeNames() order (rendered once: they take about a second each).
const std::vector<std::vector<std::int16_t>>& renderedThemes() {
    static const std::vector<std::vector<std::int16_t>> all = [] {
        std::vector<std::vector<std::int16_t>> out;
        for (std::string_view name : musicThemeNames()) out.push_back(renderSong(musicTheme(name)));
        return out;
    }();
    return all;
}

} // namespace

TEST_CASE("every sound the game asks for exists and is audible, short and unclipped", "[kit]") {
    const char* names[] = {"jump",      "land",        "wallkick",  "dash",        "bullet_in",   "bullet_out",
                           "laser_hum", "zap",         "death",     "shot",        "dry_click",   "reload",
                           "break",     "enemy_death", "menu_move", "menu_select", "charge",      "door",
                           "pickup",    "key",         "exit",      "bat_wake",    "lich_cast",   "crumble_warn",
                           "lock_on",   "checkpoint",  "collect"};
    CHECK(sfxPresets().size() == std::size(names));
    for (const char* name : names) {
        INFO(name);
        const SfxPreset* p = findSfxPreset(name);
        REQUIRE(p != nullptr);
        std::vector<std::int16_t> s = renderPreset(*p);
        CHECK(s.size() > 400);                            // longer than ~10 ms
        CHECK(s.size() < 2 * kAudioSampleRate);            // shorter than 2 s
        CHECK(peak(s) > 3000);                            // audible
        CHECK(peak(s) < 32767);                           // never saturated
        CHECK(std::abs(mean(s, 0, s.size())) < 0.01 * 32767);  // no DC offset
    }
    CHECK(findSfxPreset("no_such_sound") == nullptr);
}

TEST_CASE("the laser hum loops without a seam", "[kit]") {
    const SfxPreset* hum = findSfxPreset("laser_hum");
    REQUIRE(hum != nullptr);
    REQUIRE(hum->loop);
    std::vector<std::int16_t> loop = renderPreset(*hum);
    const std::size_t n = loop.size();
    REQUIRE(n == envelopeSamples(hum->params).total());
    // Played twice in a row, the loop must equal a continuous rendering: compare against 3× the length.
    SfxParams longer = hum->params;
    longer.sustain = 3.0 * hum->params.sustain;
    longer.release = 0.0;
    std::vector<std::int16_t> cont = synthesize(longer);
    REQUIRE(cont.size() >= 3 * n);
    int worst = 0;
    for (std::size_t i = 0; i < n; ++i) worst = std::max(worst, std::abs(loop[i] - cont[2 * n + i]));
    CHECK(worst <= 2);
    // And the junction loop[n−1] → loop[0] is no bigger a step than the signal's own steps.
    int maxStep = 0;
    for (std::size_t i = 1; i < n; ++i) maxStep = std::max(maxStep, std::abs(loop[i] - loop[i - 1]));
    CHECK(std::abs(loop[0] - loop[n - 1]) <= maxStep);
}

TEST_CASE("every music theme and variation is a loop of at least 60 s, steady and never clipped", "[kit]") {
    REQUIRE(musicThemeNames().size() == 8);
    for (std::size_t i = 0; i < musicThemeNames().size(); ++i) {
        INFO(std::string(musicThemeNames()[i]));
        const Song song = musicTheme(musicThemeNames()[i]);
        const std::vector<std::int16_t>& s = renderedThemes()[i];
        CHECK(s.size() == songLength(song));
        CHECK(s.size() >= 60u * kAudioSampleRate);
        CHECK(peak(s) < 0.9 * 32767);  // headroom: the soft clip never reaches full scale
        CHECK(std::abs(mean(s, 0, s.size())) < 0.005 * 32767);
        // No second of it sits off centre (no DC from one instrument in one section either).
        for (std::size_t at = 0; at + kAudioSampleRate <= s.size(); at += kAudioSampleRate) {
            INFO("second " << at / kAudioSampleRate);
            CHECK(std::abs(mean(s, at, at + kAudioSampleRate)) < 0.01 * 32767);
        }
    }
    CHECK(musicTheme("nope").tracks.empty());
    CHECK(renderSong(musicTheme("nope")).empty());
}

TEST_CASE("each music theme has at least three sections that differ and are all audible", "[kit]") {
    for (std::size_t i = 0; i < musicThemeNames().size(); ++i) {
        INFO(std::string(musicThemeNames()[i]));
        const Song song = musicTheme(musicThemeNames()[i]);
        const std::vector<std::int16_t>& s = renderedThemes()[i];
        int bars = 0;
        for (int b : song.sectionBars) bars += b;
        CHECK(bars == song.bars);
        REQUIRE(song.sectionBars.size() >= 3);
        const std::vector<std::size_t> at = sectionStarts(song);
        REQUIRE(at.back() == s.size());
        for (std::size_t a = 0; a + 1 < at.size(); ++a) {
            INFO("section " << a);
            CHECK(rms(s, at[a], at[a + 1]) > 1000.0);  // music all the way, not a silent stretch
            for (std::size_t b = a + 1; b + 1 < at.size(); ++b) {
                INFO("against section " << b);
                const std::size_t n = std::min(at[a + 1] - at[a], at[b + 1] - at[b]);
                CHECK(correlation(s, at[a], at[b], n) < 0.75);  // a repeated section would correlate at 1
            }
        }
    }
}

TEST_CASE("every music theme renders to its known fingerprint in every build", "[kit][song]") {
    const std::vector<std::pair<std::string_view, std::uint64_t>> known = {
        {"lab", 0x23320c9cf287bcc5ull},        {"catacomb", 0x0d3fa78a84fe8c74ull},
        {"lab 2", 0x67e2003c0b6cd63bull},      {"lab 3", 0xa5b63de2674dd4abull},
        {"lab 4", 0x51b9ff73423f4727ull},      {"catacomb 2", 0xc26de62d2e5529cdull},
        {"catacomb 3", 0x0818671c849ae7daull}, {"catacomb 4", 0xa812e4d6b82e6d13ull}};
    REQUIRE(known.size() == musicThemeNames().size());
    for (std::size_t i = 0; i < known.size(); ++i) {
        INFO(std::string(known[i].first) << " 0x" << std::hex << fingerprint(renderedThemes()[i]));
        CHECK(musicThemeNames()[i] == known[i].first);
        CHECK(fingerprint(renderedThemes()[i]) == known[i].second);
    }
}

TEST_CASE("each chapter of a mode plays its own variation of the mode's song: over four minutes of music", "[kit][song]") {
    for (std::string_view theme : {std::string_view("lab"), std::string_view("catacomb")}) {
        INFO(std::string(theme));
        std::vector<std::string_view> chapters;
        std::size_t samples = 0;
        for (int c = 0; c < 4; ++c) {
            chapters.push_back(chapterTheme(theme, c));
            samples += songLength(musicTheme(chapters.back()));
        }
        CHECK(chapters[0] == theme);
        CHECK(chapters[1] == std::string(theme) + " 2");
        CHECK(chapters[3] == std::string(theme) + " 4");
        CHECK(samples >= 240u * kAudioSampleRate);
        CHECK(chapterTheme(theme, 9) == theme); // a chapter past the variations plays the theme
    }
    CHECK(chapterTheme("nope", 2) == "nope");
}

TEST_CASE("a theme's variations differ from it and from each other, as loud and no more clipped", "[kit][song]") {
    const auto index = [](std::string_view name) {
        const auto& names = musicThemeNames();
        return static_cast<std::size_t>(std::find(names.begin(), names.end(), name) - names.begin());
    };
    for (std::string_view theme : {std::string_view("lab"), std::string_view("catacomb")}) {
        std::vector<std::size_t> all = {index(theme)};
        for (int c = 1; c < 4; ++c) all.push_back(index(chapterTheme(theme, c)));
        const std::vector<std::int16_t>& base = renderedThemes()[all[0]];
        const double baseRms = rms(base, 0, base.size());
        for (std::size_t a = 0; a < all.size(); ++a) {
            const std::vector<std::int16_t>& s = renderedThemes()[all[a]];
            INFO(std::string(musicThemeNames()[all[a]]));
            const double level = rms(s, 0, s.size());
            CHECK(level > 0.8 * baseRms);
            CHECK(level < 1.25 * baseRms);
            CHECK(peak(s) < 0.9 * 32767);
            for (std::size_t b = a + 1; b < all.size(); ++b) {
                const std::vector<std::int16_t>& o = renderedThemes()[all[b]];
                INFO("against " << std::string(musicThemeNames()[all[b]]));
                // 20 s from the start of each, sample by sample: a copy would correlate at 1.
                double xy = 0.0, xx = 0.0, yy = 0.0;
                for (std::size_t i = 0; i < 20u * kAudioSampleRate; ++i) {
                    xy += static_cast<double>(s[i]) * o[i];
                    xx += static_cast<double>(s[i]) * s[i];
                    yy += static_cast<double>(o[i]) * o[i];
                }
                CHECK(std::abs(xy / std::sqrt(xx * yy)) < 0.3);
            }
        }
    }
}
