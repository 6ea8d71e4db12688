// Timing windows: the events a player times in a replay, moving one of them alone, and measuring how far it can
// move with the run still completing.
#include <catch2/catch.hpp>

#include "engine/level/level_loader.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/timing_windows.h"
#include "game/world/level_schema.h"

namespace {

using engine::Action;
using engine::InputFrame;

/// `n` frames holding `action` on ticks [from, to).
std::vector<InputFrame> holding(std::size_t n, Action action, std::size_t from, std::size_t to) {
    std::vector<InputFrame> frames(n);
    for (std::size_t t = from; t < to; ++t) frames[t].set(action, true);
    return frames;
}

/// A corridor: the player walks right to the exit.
engine::Level corridor() {
    engine::LoadResult r = engine::loadLevelText(R"({"format": 1, "name": "Corridor", "mode": "ninja",
        "tiles": ["############", "#@........E#", "############"]})", "corridor.json", game::levelSchema());
    REQUIRE(r.level);
    return *r.level;
}

} // namespace

TEST_CASE("A long hold gives a press and a release to time, and a tap moves as one event", "[timing]") {
    std::vector<InputFrame> frames = holding(40, Action::Right, 5, 30);
    frames[33].set(Action::Jump, true);
    frames[34].set(Action::Jump, true);

    std::vector<game::TimingEvent> events = game::timingEvents(frames);
    REQUIRE(events.size() == 3);
    CHECK(events[0].action == Action::Right);
    CHECK(events[0].edge == game::TimingEdge::Press);
    CHECK(events[0].tick() == 5);
    CHECK(events[1].edge == game::TimingEdge::Release);
    CHECK(events[1].tick() == 30);
    CHECK(events[2].action == Action::Jump);
    CHECK(events[2].edge == game::TimingEdge::Tap);
    CHECK(events[2].tick() == 33);
}

TEST_CASE("Moving a press earlier holds the action sooner and leaves every other input on its tick", "[timing]") {
    std::vector<InputFrame> frames = holding(40, Action::Right, 10, 30);
    frames[20].set(Action::Jump, true);
    const game::TimingEvent press = game::timingEvents(frames).front();

    std::vector<InputFrame> moved = game::shiftEvent(frames, press, -4);
    CHECK_FALSE(moved[5].isHeld(Action::Right));
    CHECK(moved[6].isHeld(Action::Right));
    CHECK(moved[29].isHeld(Action::Right));
    CHECK_FALSE(moved[30].isHeld(Action::Right));
    CHECK(moved[20].isHeld(Action::Jump));

    // Before the first tick it clamps: pressing before the level starts is holding from tick 0.
    CHECK(game::shiftEvent(frames, press, -30)[0].isHeld(Action::Right));
}

TEST_CASE("A tap of fire carries its aim with it, and a release past the end lengthens the input", "[timing]") {
    std::vector<InputFrame> frames = holding(20, Action::Fire, 8, 10);
    frames[8].aim = {0.0f, 1.0f};
    frames[9].aim = {-1.0f, 0.0f};
    const game::TimingEvent tap = game::timingEvents(frames).front();
    REQUIRE(tap.edge == game::TimingEdge::Tap);

    std::vector<InputFrame> later = game::shiftEvent(frames, tap, 3);
    CHECK_FALSE(later[8].isHeld(Action::Fire));
    CHECK(later[11].isHeld(Action::Fire));
    CHECK(later[11].aim == engine::Vec2{0.0f, 1.0f});
    CHECK(later[12].aim == engine::Vec2{-1.0f, 0.0f});
    CHECK_FALSE(later[13].isHeld(Action::Fire));

    std::vector<InputFrame> hold = holding(20, Action::Aim, 2, 20);
    hold.push_back(InputFrame{}); // released on the last tick
    const game::TimingEvent release = game::timingEvents(hold).back();
    REQUIRE(release.edge == game::TimingEdge::Release);
    CHECK(game::shiftEvent(hold, release, 5).size() == 25);
}

TEST_CASE("A release with two ticks to spare has an early side of two and a late side to the search limit",
          "[timing]") {
    const engine::Level level = corridor();
    // The shortest hold of right that still reaches the exit.
    std::size_t shortest = 0;
    for (std::size_t hold = 1; hold < 400 && !shortest; ++hold) {
        game::Replay replay;
        replay.frames = holding(hold + 1, Action::Right, 0, hold);
        if (game::replayCompletes(level, replay)) shortest = hold;
    }
    REQUIRE(shortest > 0);

    game::Replay replay;
    replay.frames = holding(shortest + 3, Action::Right, 0, shortest + 2);
    std::vector<game::TimingWindow> windows = game::measureTimingWindows(level, replay);
    REQUIRE(windows.size() == 2); // the press (tick 0) and the release
    CHECK(windows[1].event.edge == game::TimingEdge::Release);
    CHECK(windows[1].early == 2);
    CHECK(windows[1].late == game::kTimingSearchTicks);
    CHECK(windows[1].width() == 2 + game::kTimingSearchTicks + 1);
}

TEST_CASE("The first four levels of a mode ask for 8 ticks of slack and the rest for 4", "[timing]") {
    CHECK(game::requiredTimingWindow(1) == 8);
    CHECK(game::requiredTimingWindow(4) == 8);
    CHECK(game::requiredTimingWindow(5) == 4);
    CHECK(game::requiredTimingWindow(16) == 4);
}

TEST_CASE("Trials played on from the kept worlds measure the same windows as trials run from the first tick",
          "[timing]") {
    // Two shipped solutions: crypt 01 (its moves all clear) and ninja 03 (an aimed dash that fails four ticks early).
    for (const char* name : {"crypt/01", "ninja/03"}) {
        INFO(name);
        const std::string levelPath = std::string(RAYCRYPT_SOURCE_DIR "/levels/") + name + ".json";
        engine::LoadResult lr = engine::loadLevelFile(levelPath, game::levelSchema());
        game::ReplayLoadResult rr = game::loadReplayFile(game::solutionReplayPathFor(levelPath));
        REQUIRE(lr.level);
        REQUIRE(rr.ok());
        const std::vector<game::TimingWindow> measured = game::measureTimingWindows(*lr.level, *rr.replay);
        const std::vector<game::TimingEvent> events = game::timingEvents(rr.replay->frames);
        REQUIRE(measured.size() == events.size());
        bool anyShort = false;
        for (std::size_t i = 0; i < events.size(); ++i) {
            // The reference: every shifted replay run whole, from a fresh load of the level.
            const auto reach = [&](int direction) {
                game::Replay trial = *rr.replay;
                int reached = 0;
                for (int d = 1; d <= game::kTimingSearchTicks; ++d) {
                    trial.frames = game::shiftEvent(rr.replay->frames, events[i], direction * d);
                    if (!game::replayCompletes(*lr.level, trial)) break;
                    reached = d;
                }
                return reached;
            };
            CHECK(measured[i].early == reach(-1));
            CHECK(measured[i].late == reach(+1));
            anyShort = anyShort || measured[i].early < game::kTimingSearchTicks || measured[i].late < game::kTimingSearchTicks;
        }
        if (std::string(name) == "ninja/03") CHECK(anyShort); // a move that fails is compared too
    }
}
