// The mix at the default volumes: effects sit above the music. Loudness is measured on the rendered buffers as
// RMS (over the loudest 50 ms of an effect; over the whole loop, and over its loudest 50 ms, for the music),
// times the default volume of each.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "game/app/audio/sound_events.h"
#include "game/app/audio/sound_kit.h"
#include "game/save/settings.h"
#include "tests/engine/audio/audio_test_util.h"

using audio_test::rms;

namespace {

/// 50 ms of samples.
constexpr std::size_t kWindow = engine::kAudioSampleRate / 20;

/// RMS of the loudest 50 ms (the whole buffer when shorter), windows a quarter window apart.
double loudest(const std::vector<std::int16_t>& s) {
    if (s.size() <= kWindow) return rms(s, 0, s.size());
    double best = 0.0;
    for (std::size_t at = 0; at + kWindow <= s.size(); at += kWindow / 4) best = std::max(best, rms(s, at, at + kWindow));
    return best;
}

/// The music's levels at the default music volume.
struct MusicLevel {
    double average = 0.0; ///< RMS over the loop
    double loudest = 0.0; ///< RMS of its loudest 50 ms
};

/// The louder of the themes on each measure, at the default music volume.
MusicLevel musicLevel() {
    static const MusicLevel level = [] {
        MusicLevel m;
        const double volume = game::Settings{}.musicVolume;
        for (std::string_view theme : game::musicThemeNames()) {
            const std::vector<std::int16_t> s = engine::renderSong(game::musicTheme(theme));
            m.average = std::max(m.average, rms(s, 0, s.size()) * volume);
            m.loudest = std::max(m.loudest, loudest(s) * volume);
        }
        return m;
    }();
    return level;
}

/// An effect's loudness at the default effects volume.
double effectLevel(const engine::SfxPreset& p) { return loudest(engine::renderPreset(p)) * game::Settings{}.sfxVolume; }

} // namespace

TEST_CASE("At the default volumes every effect is at least 6 dB louder than the music's average", "[app][mix]") {
    const MusicLevel music = musicLevel();
    REQUIRE(music.average > 0.0);
    for (const engine::SfxPreset& p : game::sfxPresets()) {
        if (p.loop) continue;  // the laser hum is a bed under the effects, swelling near beams
        INFO(std::string(p.name) << ": " << effectLevel(p) << " against the music's " << music.average);
        CHECK(effectLevel(p) >= 2.0 * music.average);
    }
}

TEST_CASE("At the default volumes every threat cue is louder than the music's loudest moment", "[app][mix]") {
    const MusicLevel music = musicLevel();
    for (game::ThreatCue cue : {game::ThreatCue::BatWake, game::ThreatCue::LichCast, game::ThreatCue::TileCrumble,
                                game::ThreatCue::RobotLock, game::ThreatCue::LaserCharge}) {
        const engine::SfxPreset* p = game::findSfxPreset(game::soundFor(cue).name);
        REQUIRE(p != nullptr);
        INFO(std::string(p->name) << ": " << effectLevel(*p) << " against the music's loudest " << music.loudest);
        CHECK(effectLevel(*p) >= 1.5 * music.loudest);
    }
}
