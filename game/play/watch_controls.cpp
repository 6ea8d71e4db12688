#include "game/play/watch_controls.h"

#include <algorithm>

#include "engine/time/timestep.h"

namespace game {

namespace {

/// The number of speeds.
constexpr int kSpeedCount = static_cast<int>(sizeof kWatchSpeeds / sizeof kWatchSpeeds[0]);

} // namespace

bool WatchControls::apply(WatchCommand command) {
    const std::uint64_t before = tick;
    switch (command) {
    case WatchCommand::TogglePause: paused = !paused; break;
    case WatchCommand::StepBack:
        paused = true;
        tick = tick > 0 ? tick - 1 : 0;
        break;
    case WatchCommand::StepForward:
        paused = true;
        tick = std::min(length, tick + 1);
        break;
    case WatchCommand::ScrubBack: tick = tick > kScrubStepTicks ? tick - kScrubStepTicks : 0; break;
    case WatchCommand::ScrubForward: tick = std::min(length, tick + kScrubStepTicks); break;
    case WatchCommand::Slower: speed = std::max(0, speed - 1); break;
    case WatchCommand::Faster: speed = std::min(kSpeedCount - 1, speed + 1); break;
    case WatchCommand::Restart:
        tick = 0;
        paused = false;
        break;
    }
    if (tick != before) accumulator = 0.0;
    return tick != before;
}

int WatchControls::advance(double frameSeconds) {
    if (paused || tick >= length || !(frameSeconds > 0.0)) return 0;
    // Play time runs at the speed; every whole tick of it is one tick of the run (at most 1/8 s of play a frame).
    accumulator += std::min(frameSeconds, 0.125) * speedFactor();
    int ticks = 0;
    while (accumulator >= engine::kTickSeconds && tick < length) {
        accumulator -= engine::kTickSeconds;
        ++tick;
        ++ticks;
    }
    if (tick >= length) accumulator = 0.0;
    return ticks;
}

} // namespace game
