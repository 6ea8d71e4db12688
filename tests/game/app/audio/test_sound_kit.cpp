// Tests for game/app/audio/sound_kit.h: every named preset renders sensibly; loops are seamless; the music themes
// are long, clean (no clipping, no DC) and made of sections that differ.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "game/app/audio/sound_kit.h"

using namespace engine;
using namespace game;

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

double rms(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to) {
    double sum = 0.0;
    for (std::size_t i = from; i < to; ++i) sum += static_cast<double>(s[i]) * s[i];
    return to > from ? std::sqrt(sum / static_cast<double>(to - from)) : 0.0;
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

/// Both rendered themes (rendered once: they take about a second each).
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
                           "lock_on",   "checkpoint"};
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

TEST_CASE("both music themes are loops of at least 60 s, steady and never clipped", "[kit]") {
    REQUIRE(musicThemeNames().size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
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
    for (std::size_t i = 0; i < 2; ++i) {
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
