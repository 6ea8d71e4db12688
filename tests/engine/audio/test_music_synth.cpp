// Tests for engine/audio/music_synth.h: pattern parsing, exact loop length, placement, wrap-around, determinism.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "engine/audio/music_synth.h"
#include "tests/engine/audio/audio_test_util.h"

using namespace engine;

using audio_test::fingerprint;

namespace {

Song oneTrack(const std::string& pattern, int bars = 1) {
    Song s;
    s.bpm = 120.0;
    s.bars = bars;
    Track t;
    t.voice.wave = Waveform::Sine;
    t.voice.attack = 0.0;
    t.voice.release = 0.0;
    t.voice.volume = 0.5;
    t.pattern = pattern;
    s.tracks.push_back(t);
    return s;
}

bool silent(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to) {
    return std::all_of(s.begin() + static_cast<std::ptrdiff_t>(from), s.begin() + static_cast<std::ptrdiff_t>(to),
                       [](std::int16_t v) { return v == 0; });
}

} // namespace

TEST_CASE("parsePattern reads notes, ties, rests, bar lines and drums", "[music]") {
    std::vector<SeqNote> n = parsePattern("C4 - - . | F#3 Bb2 - x k h . -");
    REQUIRE(n.size() == 5);
    CHECK(n[0].step == 0);
    CHECK(n[0].length == 3);
    CHECK(n[0].midi == 60);
    CHECK(n[1].step == 4);  // '|' takes no step
    CHECK(n[1].midi == 54);
    CHECK(n[1].length == 1);
    CHECK(n[2].midi == 46);
    CHECK(n[2].length == 2);
    CHECK(n[3].drum == 'k');  // "x" was an unknown token: a rest at step 7
    CHECK(n[3].step == 8);
    CHECK(n[4].drum == 'h');
    CHECK(n[4].length == 1);  // "-" after a rest extends nothing
}

TEST_CASE("midiToHz: A4 is 440 Hz and each octave doubles", "[music]") {
    CHECK(midiToHz(69) == Approx(440.0));
    CHECK(midiToHz(81) == Approx(880.0));
    CHECK(midiToHz(60) == Approx(261.6256).epsilon(1e-6));
}

TEST_CASE("the loop length is exactly bars x beats x 60/bpm seconds", "[music]") {
    Song s = oneTrack("A4 - - -", 8);
    s.bpm = 112.0;
    CHECK(songLength(s) == 756000);
    CHECK(renderSong(s).size() == 756000);
    s.bpm = 84.0;
    CHECK(songLength(s) == 1008000);
    CHECK(renderSong(s).size() == 1008000);
    SECTION("a non-positive tempo or size gives an empty loop") {
        s.bpm = 0.0;
        CHECK(songLength(s) == 0);
        CHECK(renderSong(s).empty());
        s.bpm = 120.0;
        s.bars = 0;
        CHECK(renderSong(s).empty());
    }
}

TEST_CASE("renderSong is deterministic: a song gives the same known samples in every build", "[music]") {
    Song s = oneTrack("A4 C5 E5 - . A5 - -", 2);
    Track drums;
    drums.pattern = "k h s h";
    s.tracks.push_back(drums);
    std::vector<std::int16_t> samples = renderSong(s);
    // The fingerprint of this render, the same in the Release and the Debug + sanitizer builds.
    CHECK(samples.size() == songLength(s));
    CHECK(fingerprint(samples) == 0x25554d0cfa9eb74dull);
}

TEST_CASE("a song of rests is silent", "[music]") {
    std::vector<std::int16_t> s = renderSong(oneTrack(". . . . | . . . ."));
    REQUIRE(s.size() == songLength(oneTrack(".")));
    CHECK(silent(s, 0, s.size()));
}

TEST_CASE("a note starts exactly at its grid step and stops after its length", "[music]") {
    Song song = oneTrack(". . . . A4 - . . . . . . . . . .");
    std::vector<std::int16_t> s = renderSong(song);
    std::size_t start = stepToSample(song, 4), end = stepToSample(song, 6);
    CHECK(start == 22050);  // 4 sixteenths at 120 BPM = 0.5 s
    CHECK(silent(s, 0, start));
    CHECK_FALSE(silent(s, start, end));
    CHECK(silent(s, end + 1, s.size()));
}

TEST_CASE("note tails past the loop end wrap around to its start", "[music]") {
    Song song = oneTrack(". . . . . . . . . . . . . . . A4");
    song.tracks[0].voice.release = 0.3;  // rings 0.3 s past the last step, i.e. past the loop end
    std::vector<std::int16_t> s = renderSong(song);
    CHECK_FALSE(silent(s, 0, 4410));
    CHECK(silent(s, 13230 + 10, stepToSample(song, 15)));
}

TEST_CASE("a pattern shorter than the song repeats to fill it", "[music]") {
    Song song = oneTrack("A4 . . .", 1);  // 4 steps, repeated 4 times in one bar
    std::vector<std::int16_t> s = renderSong(song);
    for (int step : {0, 4, 8, 12}) {
        std::size_t at = stepToSample(song, step);
        CHECK_FALSE(silent(s, at, at + 2000));
        CHECK(silent(s, stepToSample(song, step + 1) + 1, stepToSample(song, step + 4)));
    }
}

TEST_CASE("a loud mix is soft-clipped inside 16-bit range", "[music]") {
    Song song = oneTrack("A2 - - - - - - - - - - - - - - -");
    for (int i = 0; i < 6; ++i) song.tracks.push_back(song.tracks[0]);
    for (Track& t : song.tracks) t.voice.volume = 1.0;
    song.masterGain = 4.0;
    std::vector<std::int16_t> s = renderSong(song);
    auto [lo, hi] = std::minmax_element(s.begin(), s.end());
    CHECK(*hi <= 32767);
    CHECK(*lo >= -32767);
    CHECK(*hi > 30000);  // it is genuinely loud, just not wrapped
}

TEST_CASE("transpose shifts every note by semitones: +12 doubles the pitch", "[music]") {
    auto crossings = [](const std::vector<std::int16_t>& s) {
        int count = 0, last = 0;
        for (std::int16_t v : s) {
            int sign = v > 0 ? 1 : (v < 0 ? -1 : 0);
            if (sign != 0 && last != 0 && sign != last) ++count;
            if (sign != 0) last = sign;
        }
        return count;
    };
    Song song = oneTrack("A3 - - - - - - - - - - - - - - -");
    const int base = crossings(renderSong(song));
    song.tracks[0].transpose = 12;
    const int up = crossings(renderSong(song));
    CHECK(base == Approx(2 * 220 * 2).margin(4));  // one 2-s bar of 220 Hz: 880 crossings
    CHECK(up == Approx(2 * base).margin(6));
}

TEST_CASE("the crash and rim letters are drum hits, audible, the crash ringing longer", "[music]") {
    const std::vector<SeqNote> notes = parsePattern("c . r . C4");
    REQUIRE(notes.size() == 3);
    CHECK(notes[0].drum == 'c');
    CHECK(notes[1].drum == 'r');
    CHECK(notes[2].drum == 0); // a note name is a note, whatever its letter
    const EnvelopeSamples crash = envelopeSamples(drumVoice('c', 1)), rim = envelopeSamples(drumVoice('r', 1));
    CHECK(crash.total() > 10 * rim.total());
    Song s = oneTrack("c . . . r . . .", 1);
    const std::vector<std::int16_t> samples = renderSong(s);
    CHECK_FALSE(silent(samples, 0, stepToSample(s, 4)));
    CHECK_FALSE(silent(samples, stepToSample(s, 4), stepToSample(s, 5)));
}
