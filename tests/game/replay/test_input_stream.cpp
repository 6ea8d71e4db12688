// The compact input stream (game/replay/input_stream.h): quantised aims, the round trip with readable entries,
// the size of ten minutes of mouse play, and located errors for a damaged stream.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

#include "game/play/play_session.h"
#include "game/replay/input_stream.h"
#include "game/replay/replay.h"
#include "tests/bench/synthetic_play.h"

namespace {

/// Frames equal bit for bit (held buttons, and the aim's exact doubles).
bool sameFrames(const std::vector<engine::InputFrame>& a, const std::vector<engine::InputFrame>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].held != b[i].held || std::memcmp(&a[i].aim, &b[i].aim, sizeof(engine::Vec2)) != 0) return false;
    return true;
}

/// A replay of `frames` as JSON text in the given form.
std::string replayText(const std::vector<engine::InputFrame>& frames, game::ReplayForm form) {
    game::Replay r;
    r.level = "levels/crypt/01.json";
    r.frames = frames;
    return game::saveReplayJson(r, form);
}

/// The text of the "stream" field of compact replay JSON.
std::string streamOf(const std::string& json) {
    const std::size_t at = json.find("\"stream\": \"") + 11;
    return json.substr(at, json.find('"', at) - at);
}

/// A replay file holding `stream` on its second line.
std::string withStream(const std::string& stream) { return "{\"format\": 1,\n  \"stream\": \"" + stream + "\"}"; }

/// Bits written least significant first, as the stream packs them, then base64.
struct Bits {
    std::vector<int> bits;
    void put(std::uint64_t v, int n) { for (int i = 0; i < n; ++i) bits.push_back(static_cast<int>((v >> i) & 1u)); }
    void gamma(std::uint64_t n) {
        int top = 63;
        while (((n >> top) & 1u) == 0) --top;
        put(0, top);
        for (int b = top; b >= 0; --b) bits.push_back(static_cast<int>((n >> b) & 1u));
    }
    std::string base64() const {
        std::string bytes((bits.size() + 7) / 8, '\0');
        for (std::size_t i = 0; i < bits.size(); ++i) bytes[i / 8] = static_cast<char>(bytes[i / 8] | (bits[i] << (i % 8)));
        static const char* digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        std::string out;
        for (std::size_t i = 0; i < bytes.size(); i += 3) {
            std::uint32_t v = static_cast<unsigned char>(bytes[i]) << 16;
            if (i + 1 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
            if (i + 2 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 2]);
            out += digits[(v >> 18) & 63];
            out += digits[(v >> 12) & 63];
            out += i + 1 < bytes.size() ? digits[(v >> 6) & 63] : '=';
            out += i + 2 < bytes.size() ? digits[v & 63] : '=';
        }
        return out;
    }
};

/// The one error of loading `text`, which must fail.
std::string onlyError(const std::string& text) {
    const game::ReplayLoadResult r = game::loadReplayText(text, "r.json");
    REQUIRE_FALSE(r.ok());
    REQUIRE(r.errors.size() == 1);
    return r.errors[0];
}

} // namespace

TEST_CASE("A quantised aim keeps its direction within 0.06 degrees as exact integers on a square", "[replay][stream]") {
    synthetic::Random rng{7};
    for (int i = 0; i < 10000; ++i) {
        const double angle = rng.uniform(-M_PI, M_PI);
        const engine::Vec2 aim{std::cos(angle), std::sin(angle)};
        const engine::Vec2 q = game::quantiseAim(aim * rng.uniform(1e-6, 1e6));
        CHECK(std::max(std::fabs(q.x), std::fabs(q.y)) == game::kAimSquare);
        CHECK(q.x == std::round(q.x));
        CHECK(q.y == std::round(q.y));
        CHECK(std::fabs(std::remainder(std::atan2(q.y, q.x) - angle, 2.0 * M_PI)) < 0.06 * M_PI / 180.0);
        CHECK(game::quantiseAim(q) == q);
    }
    CHECK(game::quantiseAim({1.0, 0.0}) == engine::Vec2{512.0, 0.0});
    CHECK(game::quantiseAim({-0.5, 0.5}) == engine::Vec2{-512.0, 512.0});
    CHECK(game::quantiseAim({}) == engine::Vec2{});
    CHECK(game::quantiseAim({std::nan(""), 1.0}) == engine::Vec2{});
    CHECK(game::quantiseAim({1e308, 1e308}) == engine::Vec2{512.0, 512.0});
}

TEST_CASE("A compact stream and readable entries load back to the same frames bit for bit", "[replay][stream]") {
    std::vector<engine::InputFrame> frames = synthetic::mousePlay(6000, 3);
    // Stretches without an aim, and an aim held still, among the moving one.
    for (std::size_t t = 100; t < 400; ++t) frames[t].aim = {};
    for (std::size_t t = 1000; t < 1100; ++t) frames[t].aim = frames[1000].aim;
    for (std::size_t t = 2000; t < 2003; ++t) frames[t].aim = {};
    frames[2500].aim = game::quantiseAim({-1.0, -1.0});
    REQUIRE(game::streamable(frames));
    const std::string compact = replayText(frames, game::ReplayForm::Compact);
    const std::string readable = replayText(frames, game::ReplayForm::Readable);
    CHECK(compact.find("\"stream\"") != std::string::npos);
    CHECK(compact.find("\"inputs\"") == std::string::npos);
    CHECK(readable.find("\"inputs\"") != std::string::npos);
    const game::ReplayLoadResult a = game::loadReplayText(compact, "compact.json");
    const game::ReplayLoadResult b = game::loadReplayText(readable, "readable.json");
    REQUIRE(a.ok());
    REQUIRE(b.ok());
    CHECK(sameFrames(a.replay->frames, frames));
    CHECK(sameFrames(b.replay->frames, frames));
    CHECK(compact.size() * 10 < readable.size());
    SECTION("an empty run streams too") {
        const game::ReplayLoadResult e = game::loadReplayText(replayText({}, game::ReplayForm::Compact), "e.json");
        REQUIRE(e.ok());
        CHECK(e.replay->frames.empty());
    }
}

TEST_CASE("Frames the stream cannot hold are saved as readable entries", "[replay][stream]") {
    std::vector<engine::InputFrame> frames(10);
    frames[4].aim = {0.25, -0.5}; // an authored aim, not quantised
    frames[7].aim = {-0.0, 512.0};
    CHECK_FALSE(game::streamable(frames));
    const std::string text = replayText(frames, game::ReplayForm::Compact);
    CHECK(text.find("\"inputs\"") != std::string::npos);
    const game::ReplayLoadResult r = game::loadReplayText(text, "r.json");
    REQUIRE(r.ok());
    CHECK(sameFrames(r.replay->frames, frames));
}

TEST_CASE("Ten minutes of mouse play are stored in at most 64 KB", "[replay][stream]") {
    const std::vector<engine::InputFrame> frames = synthetic::mousePlay(120 * 600);
    game::Replay r;
    r.level = "levels/crypt/12.json";
    r.levelName = "A long level";
    r.levelHash = "0123456789abcdef";
    r.result = game::ReplayResult{"complete", frames.size()};
    r.frames = frames;
    const std::string text = game::saveReplayJson(r);
    CHECK(text.find("\"stream\"") != std::string::npos);
    CHECK(text.size() <= 65536);
    const game::ReplayLoadResult back = game::loadReplayText(text, "ten.json");
    REQUIRE(back.ok());
    CHECK(sameFrames(back.replay->frames, frames));
}

TEST_CASE("A mouse run recorded through the play loop plays back to the same state hash", "[replay][stream]") {
    const std::string level = std::string(RAYCRYPT_SOURCE_DIR) + GENERATE(std::string("/levels/crypt/03.json"), std::string("/levels/ninja/04.json"));
    // The device aims, unquantised, as the mouse gives them.
    std::vector<engine::InputFrame> live = synthetic::mousePlay(900, 11);
    synthetic::Random rng{5};
    for (engine::InputFrame& f : live) f.aim = engine::normalize(f.aim + engine::Vec2{rng.uniform(-1e-3, 1e-3), 0.0});
    game::SessionSetup liveSetup;
    liveSetup.path = level;
    game::PlaySession recording;
    REQUIRE(recording.open(std::move(liveSetup), nullptr));
    game::Replay replay;
    replay.level = level;
    for (const engine::InputFrame& f : live) {
        const engine::InputFrame in = recording.nextInput(f);
        replay.frames.push_back(in);
        recording.step(in);
    }
    const std::string text = game::saveReplayJson(replay);
    REQUIRE(text.find("\"stream\"") != std::string::npos);
    game::ReplayLoadResult loaded = game::loadReplayText(text, "recorded.json");
    REQUIRE(loaded.ok());
    game::SessionSetup setup;
    setup.path = level;
    setup.playback = std::move(*loaded.replay);
    game::PlaySession playback;
    REQUIRE(playback.open(std::move(setup), nullptr));
    for (std::size_t t = 0; t < live.size(); ++t) playback.step(playback.nextInput({}));
    CHECK(game::hashWorld(playback.world()) == game::hashWorld(recording.world()));
    CHECK(playback.world().totalTicks == live.size());
}

TEST_CASE("A damaged stream gives an error at the stream field and no replay", "[replay][stream]") {
    const std::string good = streamOf(replayText(synthetic::mousePlay(2000, 9), game::ReplayForm::Compact));
    REQUIRE(game::loadReplayText(withStream(good), "r.json").ok());
    SECTION("every shorter whole-base64 prefix is refused") {
        for (std::size_t n = 0; n < good.size(); n += 4) {
            const game::ReplayLoadResult r = game::loadReplayText(withStream(good.substr(0, n)), "r.json");
            CHECK_FALSE(r.ok());
            REQUIRE(r.errors.size() == 1);
            CHECK(r.errors[0].rfind("r.json:2:13: error: stream: ", 0) == 0);
        }
    }
    SECTION("a cut in the middle of a base64 group") {
        CHECK(onlyError(withStream(good.substr(0, good.size() - 2))).rfind("r.json:2:13: error: stream: base64 length", 0) == 0);
    }
    SECTION("a character outside base64") {
        std::string bad = good;
        bad[5] = '$';
        CHECK(onlyError(withStream(bad)) == "r.json:2:13: error: stream: character 6 of the base64 text is not a base64 digit");
    }
    SECTION("data after the end") {
        Bits b;
        b.gamma(1); // no ticks
        b.put(1, 8);
        CHECK(onlyError(withStream(b.base64())).find("data after the end of the stream") != std::string::npos);
    }
    SECTION("more ticks than an hour") {
        Bits b;
        b.gamma(game::kMaxReplayTicks + 2);
        CHECK(onlyError(withStream(b.base64())).find("432001 ticks, more than 432000") != std::string::npos);
    }
    SECTION("a button run longer than the stream") {
        Bits b;
        b.gamma(11);      // 10 ticks
        b.gamma(1u << 30); // a run of 2^30 ticks
        b.put(0, 9);
        CHECK(onlyError(withStream(b.base64())).find("a button run of 1073741824 ticks overruns the stream") != std::string::npos);
    }
    SECTION("an aim segment longer than the stream") {
        Bits b;
        b.gamma(11);
        b.gamma(10);
        b.put(0, 9);
        b.gamma(12);
        b.put(0, 2);
        CHECK(onlyError(withStream(b.base64())).find("an aim segment of 12 ticks overruns the stream") != std::string::npos);
    }
    SECTION("an unknown aim kind") {
        Bits b;
        b.gamma(2);
        b.gamma(1);
        b.put(0, 9);
        b.gamma(1);
        b.put(3, 2);
        CHECK(onlyError(withStream(b.base64())).find("unknown aim segment kind 3") != std::string::npos);
    }
    SECTION("a stream that is not a string, or beside entries") {
        CHECK(onlyError("{\"format\": 1, \"stream\": 12}") == "r.json:1:25: error: stream: expected the input stream as a base64 string, got 12");
        CHECK(onlyError("{\"format\": 1, \"inputs\": [], \"stream\": \"\"}").find("r.json:1:25: error: inputs: a replay holds") == 0);
    }
}
