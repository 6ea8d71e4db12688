#pragma once
// Timing windows: how far each input of a solution replay can move, alone, with the run still completing.
// A human cannot press on an exact tick; a route is fair when every press and release has slack on both sides.
//
// The inputs are read per action as held intervals [down, up). Each interval gives the events a player times:
//   - a tap (held at most kTapTicks) is one event, moved as a block (press and release together);
//   - a longer hold gives two events, its press and its release, each moved on its own.
// Moving an event by d ticks rewrites only that action's bit (and, for fire and aim, the aim vector riding on
// it); every other input stays on its tick. An event's window is early + late + 1: the tick positions, around
// and including its own, from which the run still completes with no death.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/input/input_frame.h"
#include "engine/level/level.h"
#include "game/replay/replay.h"

namespace game {

/// Is `action` one whose ticks carry the aim vector (fire, aim)?
bool carriesAim(engine::Action action);

/// Longest hold, in ticks, that counts as a tap and moves as one block.
inline constexpr std::uint32_t kTapTicks = 3;
/// Furthest an event is tried from its own tick, each way (windows are reported up to 2 * this + 1).
inline constexpr int kTimingSearchTicks = 8;

/// What part of a held interval an event moves.
enum class TimingEdge : std::uint8_t { Press, Release, Tap };

/// One timed input: an action's press, release, or whole tap.
struct TimingEvent {
    engine::Action action = engine::Action::Left;
    TimingEdge edge = TimingEdge::Press;
    std::uint32_t down = 0; ///< tick the interval starts
    std::uint32_t up = 0;   ///< tick after the interval's last held tick
    /// The tick the event happens on (the press for a tap).
    std::uint32_t tick() const { return edge == TimingEdge::Release ? up : down; }
};

/// An event's measured slack.
struct TimingWindow {
    TimingEvent event;
    int early = 0; ///< ticks it can move earlier, one at a time, still completing (up to kTimingSearchTicks)
    int late = 0;  ///< ticks it can move later
    /// Tick positions that complete: early + late + 1.
    int width() const { return early + late + 1; }
};

/// Every timed event of `frames`, in tick order (restart is not timed).
std::vector<TimingEvent> timingEvents(const std::vector<engine::InputFrame>& frames);

/// `frames` with `event` moved by `shift` ticks (negative = earlier); lengthened when the event moves past the
/// end, and clamped at tick 0.
std::vector<engine::InputFrame> shiftEvent(const std::vector<engine::InputFrame>& frames, const TimingEvent& event,
                                           int shift);

/// True when `replay` completes `level` with no death.
bool replayCompletes(const engine::Level& level, const Replay& replay);

/// The window of every event of `replay` on `level` (which it must complete as it is).
std::vector<TimingWindow> measureTimingWindows(const engine::Level& level, const Replay& replay);

/// The window every event of a shipped level must reach: 8 ticks for levels 1 to 4 of a mode, 4 after.
int requiredTimingWindow(int levelNumber);

/// "jump press at tick 120: 3 early, 5 late (window 9)".
std::string describeWindow(const TimingWindow& window);

} // namespace game
