// The sloppy player (every press and release moved a few ticks, aim turned a few degrees, from a fixed seed) and
// the idle measure of a solution.
#include <catch2/catch.hpp>

#include <cmath>

#include "engine/level/level_loader.h"
#include "game/run/sloppy_player.h"
#include "game/run/timing_windows.h"
#include "game/world/level_schema.h"

namespace {

using engine::Action;
using engine::InputFrame;

/// Ticks [from, to) of `frames` hold `action`.
void hold(std::vector<InputFrame>& frames, Action action, std::size_t from, std::size_t to) {
    for (std::size_t t = from; t < to; ++t) frames[t].set(action, true);
}

/// The held intervals of `action` in `frames`, as (down, up) pairs.
std::vector<std::pair<std::size_t, std::size_t>> intervals(const std::vector<InputFrame>& frames, Action action) {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t t = 0; t < frames.size();) {
        if (!frames[t].isHeld(action)) { ++t; continue; }
        std::size_t down = t;
        while (t < frames.size() && frames[t].isHeld(action)) ++t;
        out.emplace_back(down, t);
    }
    return out;
}

engine::Level load(const char* text) {
    engine::LoadResult r = engine::loadLevelText(text, "rules.json", game::levelSchema());
    REQUIRE(r.level);
    return *r.level;
}

} // namespace

TEST_CASE("A sloppy run moves each press and release by at most 3 ticks and keeps a tap's length", "[sloppy]") {
    std::vector<InputFrame> frames(200);
    hold(frames, Action::Right, 10, 120);
    hold(frames, Action::Jump, 50, 52);  // a tap
    hold(frames, Action::Jump, 53, 90);  // a hold right after it
    bool anyMoved = false;
    for (int run = 0; run < game::kSloppyRuns; ++run) {
        std::vector<InputFrame> sloppy = game::sloppyFrames(frames, run);
        auto right = intervals(sloppy, Action::Right);
        REQUIRE(right.size() == 1);
        CHECK(std::abs(static_cast<int>(right[0].first) - 10) <= 3);
        CHECK(std::abs(static_cast<int>(right[0].second) - 120) <= 3);
        auto jump = intervals(sloppy, Action::Jump);
        REQUIRE(jump.size() == 2); // a released tick stays between the tap and the hold
        CHECK(jump[0].second - jump[0].first == 2);
        CHECK(std::abs(static_cast<int>(jump[0].first) - 50) <= 3);
        CHECK(jump[1].first >= jump[0].second + 1);
        anyMoved = anyMoved || right[0].first != 10 || right[0].second != 120 || jump[0].first != 50;
    }
    CHECK(anyMoved);
}

TEST_CASE("A sloppy run is the same for the same run number and differs between runs", "[sloppy]") {
    std::vector<InputFrame> frames(300);
    for (std::size_t k = 0; k < 8; ++k) hold(frames, Action::Right, 20 + 30 * k, 35 + 30 * k);
    std::vector<InputFrame> a = game::sloppyFrames(frames, 5), b = game::sloppyFrames(frames, 5);
    CHECK(a == b);
    CHECK(game::sloppyFrames(frames, 6) != a);
}

TEST_CASE("A sloppy run turns the aim by at most 3 degrees and carries it with the aim hold", "[sloppy]") {
    std::vector<InputFrame> frames(80);
    hold(frames, Action::Aim, 20, 40);
    for (std::size_t t = 20; t < 40; ++t) frames[t].aim = {1.0, 0.0};
    bool turned = false;
    for (int run = 0; run < game::kSloppyRuns; ++run) {
        for (const InputFrame& f : game::sloppyFrames(frames, run)) {
            if (!f.isHeld(Action::Aim)) continue;
            const double degrees = std::atan2(f.aim.y, f.aim.x) * 180.0 / 3.14159265358979323846;
            CHECK(std::abs(degrees) <= 3.0 + 1e-9);
            CHECK(std::hypot(f.aim.x, f.aim.y) == Approx(1.0));
            turned = turned || degrees != 0.0;
        }
    }
    CHECK(turned);
}

TEST_CASE("Idle ticks are those with no action held, holding Aim alone included", "[sloppy]") {
    std::vector<InputFrame> frames(100);
    hold(frames, Action::Right, 0, 30);
    hold(frames, Action::Aim, 30, 50);     // aiming alone: idle
    frames[60].aim = {0.0, 1.0};           // an aim vector alone: idle
    hold(frames, Action::Jump, 70, 72);
    game::IdleMeasure m = game::measureIdle(frames, 100);
    CHECK(m.ticks == 100);
    CHECK(m.idleTicks == 100 - 30 - 2);
    CHECK(m.longestIdle == 40);            // ticks 30 to 69
    CHECK(m.share() == Approx(0.68));
}

TEST_CASE("A plain walk to the exit clears in every sloppy run and is idle only before its first press", "[sloppy]") {
    engine::Level open = load(R"({"format": 1, "name": "Open", "mode": "ninja",
        "tiles": ["############", "#@........E#", "############"]})");
    game::Replay walk;
    walk.frames.assign(200, InputFrame{});
    hold(walk.frames, Action::Right, 10, 200);
    CHECK(game::sloppyClears(open, walk) == game::kSloppyRuns);
    game::IdleMeasure idle = game::measureIdle(open, walk);
    CHECK(idle.idleTicks == 10);
    CHECK(idle.longestIdle == 10);
    CHECK(idle.ticks < 200); // counted up to the tick the run completes
}

TEST_CASE("A jump on the last tick that clears a pit loses sloppy runs, and one in the middle of its window does not",
          "[sloppy]") {
    engine::Level pit = load(R"({"format": 1, "name": "Pit", "mode": "ninja",
        "tiles": ["####################", "#..................#", "#..................#", "#..................#",
                  "#..................#", "#..................#", "#@.......^^.......E#", "####################"]})");
    game::Replay run;
    run.frames.assign(400, InputFrame{});
    hold(run.frames, Action::Right, 0, 400);
    // The jump ticks that clear the pit, running right all along.
    const auto jumpingAt = [&run](int t) {
        game::Replay trial = run;
        hold(trial.frames, Action::Jump, static_cast<std::size_t>(t), static_cast<std::size_t>(t) + 40);
        return trial;
    };
    std::vector<int> clearing;
    for (int t = 0; t < 200; ++t)
        if (game::replayCompletes(pit, jumpingAt(t))) clearing.push_back(t);
    REQUIRE(clearing.size() >= 8);
    CHECK(game::sloppyClears(pit, jumpingAt(clearing.back())) < game::kSloppyRuns);
    CHECK(game::sloppyClears(pit, jumpingAt(clearing[clearing.size() / 2])) == game::kSloppyRuns);
}

TEST_CASE("The first two levels of each chapter need 20 sloppy clears and the others 8", "[sloppy]") {
    CHECK(game::requiredSloppyClears(1) == 20);
    CHECK(game::requiredSloppyClears(2) == 20);
    CHECK(game::requiredSloppyClears(3) == 8);
    CHECK(game::requiredSloppyClears(6) == 8);
}

TEST_CASE("The ramp breaks when a level of a chapter clears more than 4 runs more than the one before", "[sloppy]") {
    CHECK_FALSE(game::breaksRamp(2, 15, 19));
    CHECK(game::breaksRamp(2, 15, 20));
    CHECK_FALSE(game::breaksRamp(3, 24, 8)); // much harder than the level before is allowed
    CHECK_FALSE(game::breaksRamp(1, 8, 24)); // the first level of a chapter starts afresh
}

TEST_CASE("A checkpoint entity is found in the level text, and text that is not a level has none", "[sloppy]") {
    CHECK(game::hasCheckpointEntity(R"({"entities": [{"type": "laser"}, {"type": "checkpoint", "x": 3}]})"));
    CHECK_FALSE(game::hasCheckpointEntity(R"({"entities": [{"type": "laser", "name": "checkpoint"}]})"));
    CHECK_FALSE(game::hasCheckpointEntity(R"({"hint": "\"type\": \"checkpoint\""})"));
    CHECK_FALSE(game::hasCheckpointEntity("{broken"));
}
