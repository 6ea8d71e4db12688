// The watched run's VCR: speeds, pause, steps, scrubbing and restart, with no window.
#include <catch2/catch.hpp>

#include "engine/time/timestep.h"
#include "game/play/watch_controls.h"

namespace {

/// Frames of 1/60 s until `seconds` of real time have passed; the ticks played.
int playFor(game::WatchControls& c, double seconds) {
    int ticks = 0;
    for (int f = 0; f < static_cast<int>(seconds * 60.0 + 0.5); ++f) ticks += c.advance(1.0 / 60.0);
    return ticks;
}

} // namespace

TEST_CASE("A watched run plays at each speed from a quarter to four times real time", "[watch]") {
    const int expected[] = {30, 60, 120, 240, 480};
    for (int s = 0; s < 5; ++s) {
        game::WatchControls c;
        c.length = 100000;
        c.speed = s;
        CHECK(playFor(c, 1.0) == expected[s]);
        CHECK(c.tick == static_cast<std::uint64_t>(expected[s]));
    }
    game::WatchControls c;
    c.length = 1000;
    CHECK_FALSE(c.apply(game::WatchCommand::Faster));
    CHECK(c.speedFactor() == 2.0);
    c.apply(game::WatchCommand::Faster);
    c.apply(game::WatchCommand::Faster); // stays at the fastest
    CHECK(c.speedFactor() == 4.0);
    for (int i = 0; i < 6; ++i) c.apply(game::WatchCommand::Slower);
    CHECK(c.speedFactor() == 0.25);
}

TEST_CASE("Pausing holds the run, and single steps move one tick either way", "[watch]") {
    game::WatchControls c;
    c.length = 500;
    playFor(c, 0.5);
    REQUIRE(c.tick == 60);
    CHECK_FALSE(c.apply(game::WatchCommand::TogglePause));
    CHECK(playFor(c, 1.0) == 0);
    CHECK(c.apply(game::WatchCommand::StepForward));
    CHECK(c.tick == 61);
    CHECK(c.apply(game::WatchCommand::StepBack));
    CHECK(c.apply(game::WatchCommand::StepBack));
    CHECK(c.tick == 59);
    CHECK(c.paused);
    c.apply(game::WatchCommand::TogglePause);
    CHECK(playFor(c, 0.5) == 60);
}

TEST_CASE("Scrubbing moves a second at a time within the run, and restart goes back to the start", "[watch]") {
    game::WatchControls c;
    c.length = 300;
    CHECK(c.apply(game::WatchCommand::ScrubForward));
    CHECK(c.tick == 120);
    c.apply(game::WatchCommand::ScrubForward);
    c.apply(game::WatchCommand::ScrubForward);
    CHECK(c.tick == 300); // clamped to the end
    CHECK(playFor(c, 1.0) == 0);
    c.apply(game::WatchCommand::ScrubBack);
    CHECK(c.tick == 180);
    c.apply(game::WatchCommand::TogglePause);
    CHECK(c.apply(game::WatchCommand::Restart));
    CHECK(c.tick == 0);
    CHECK_FALSE(c.paused);
    CHECK_FALSE(c.apply(game::WatchCommand::ScrubBack)); // nothing before the start
    CHECK_FALSE(c.apply(game::WatchCommand::StepBack));
}
