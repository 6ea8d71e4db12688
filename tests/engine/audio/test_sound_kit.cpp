// Tests for engine/audio/sound_kit.h: every named preset renders sensibly; loops are seamless; themes are exact.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "engine/audio/sound_kit.h"

using namespace engine;

namespace {

int peak(const std::vector<std::int16_t>& s) {
    int m = 0;
    for (std::int16_t v : s) m = std::max(m, std::abs(static_cast<int>(v)));
    return m;
}

} // namespace

TEST_CASE("every sound the game asks for exists and is audible, short and unclipped", "[kit]") {
    const char* names[] = {"jump",      "land",        "wallkick",  "dash",        "bullet_in",   "bullet_out",
                           "laser_hum", "zap",         "death",     "shot",        "dry_click",   "reload",
                           "break",     "enemy_death", "menu_move", "menu_select", "charge",      "door",
                           "pickup",    "key",         "exit"};
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

TEST_CASE("both music themes render loops of the exact length, loud but not clipped", "[kit]") {
    REQUIRE(musicThemeNames().size() == 2);
    const std::size_t expected[] = {756000, 1008000};  // lab: 8 bars at 112 BPM, crypt: 8 bars at 84 BPM
    for (std::size_t i = 0; i < 2; ++i) {
        INFO(std::string(musicThemeNames()[i]));
        Song song = musicTheme(musicThemeNames()[i]);
        std::vector<std::int16_t> s = renderSong(song);
        CHECK(s.size() == expected[i]);
        CHECK(peak(s) > 12000);
        CHECK(peak(s) < 32767);
        double sum = 0.0;
        for (std::int16_t v : s) sum += static_cast<double>(v) * v;
        CHECK(std::sqrt(sum / s.size()) > 2000.0);  // music all the way, not mostly silence
    }
    CHECK(musicTheme("nope").tracks.empty());
    CHECK(renderSong(musicTheme("nope")).empty());
}
