#include "game/run/timing_windows.h"

#include <algorithm>
#include <cstdio>
#include <utility>

#include "game/run/headless.h"

namespace game {

bool carriesAim(engine::Action action) { return action == engine::Action::Fire || action == engine::Action::Aim; }

namespace {

/// The frame list long enough to hold tick `end - 1`, padded with empty input (what a replay's end plays).
void padTo(std::vector<engine::InputFrame>& frames, std::size_t end) {
    if (frames.size() < end) frames.resize(end, engine::InputFrame{});
}

const char* edgeName(TimingEdge edge) {
    switch (edge) {
    case TimingEdge::Press: return "press";
    case TimingEdge::Release: return "release";
    case TimingEdge::Tap: return "tap";
    }
    return "?";
}

/// The first tick any move of `event` by up to kTimingSearchTicks can change: every tick before it holds the
/// replay's own input in every trial.
std::uint32_t firstChangedTick(const TimingEvent& event) {
    const std::uint32_t tick = event.edge == TimingEdge::Release ? event.up : event.down;
    return tick > static_cast<std::uint32_t>(kTimingSearchTicks) ? tick - kTimingSearchTicks : 0;
}

/// The world of `replay` on `level` as it stands before each tick of `ticks` (sorted), as the headless runner plays
/// it; a tick the run never reaches (it ended sooner) is left out.
std::vector<std::pair<std::uint32_t, World>> worldsAt(const engine::Level& level, const Replay& replay,
                                                      const std::vector<std::uint32_t>& ticks) {
    std::vector<std::pair<std::uint32_t, World>> kept;
    PlaySession session;
    SessionSetup setup;
    setup.level = level;
    setup.playback = replay;
    session.open(std::move(setup), nullptr);
    const World& world = session.world();
    for (std::uint32_t tick : ticks) {
        while (world.totalTicks < tick && world.state == RunState::Playing) session.step(session.nextInput({}));
        if (world.totalTicks != tick || world.state != RunState::Playing || world.deaths != 0) break;
        kept.emplace_back(tick, world);
    }
    return kept;
}

/// True when `frames`, played on from `start`, complete the level with no death (what replayCompletes asks of the
/// whole run, with the same grace after the last frame). Frame t is the input of the world's tick t.
bool completesFrom(const World& start, const std::vector<engine::InputFrame>& frames) {
    World world = start;
    const std::uint64_t limit = frames.size() + kReplayGraceTicks;
    while (world.totalTicks < limit) {
        const std::uint64_t t = world.totalTicks;
        stepWorld(world, t < frames.size() ? frames[static_cast<std::size_t>(t)] : engine::InputFrame{});
        if (world.deaths != 0 || world.state == RunState::Dying) return false;
        if (world.state == RunState::Complete) return true;
    }
    return false;
}

} // namespace

std::vector<TimingEvent> timingEvents(const std::vector<engine::InputFrame>& frames) {
    std::vector<TimingEvent> events;
    const auto n = static_cast<std::uint32_t>(frames.size());
    for (int a = 0; a < engine::kActionCount; ++a) {
        const auto action = static_cast<engine::Action>(a);
        if (action == engine::Action::Restart) continue;
        std::uint32_t t = 0;
        while (t < n) {
            if (!frames[t].isHeld(action)) { ++t; continue; }
            std::uint32_t down = t;
            while (t < n && frames[t].isHeld(action)) ++t;
            TimingEvent e{action, TimingEdge::Tap, down, t};
            if (t - down <= kTapTicks) {
                events.push_back(e);
            } else {
                e.edge = TimingEdge::Press;
                events.push_back(e);
                e.edge = TimingEdge::Release;
                if (t < n) events.push_back(e); // a hold to the end of the replay has no release to time
            }
        }
    }
    std::stable_sort(events.begin(), events.end(),
                     [](const TimingEvent& x, const TimingEvent& y) { return x.tick() < y.tick(); });
    return events;
}

std::vector<engine::InputFrame> shiftEvent(const std::vector<engine::InputFrame>& frames, const TimingEvent& event,
                                           int shift) {
    std::vector<engine::InputFrame> out = frames;
    // Moves before tick 0 clamp to it: pressing before the level starts is holding from its first tick.
    // The interval as it was, and as it is after the move: [down, up) -> [newDown, newUp).
    const auto moved = [shift](std::uint32_t tick) {
        return static_cast<std::uint32_t>(std::max<std::int64_t>(0, std::int64_t{tick} + shift));
    };
    const std::uint32_t down = event.down, up = event.up;
    const std::uint32_t newDown = event.edge == TimingEdge::Release ? down : moved(down);
    const std::uint32_t newUp = event.edge == TimingEdge::Press ? up : std::max(moved(up), newDown);
    padTo(out, std::max(up, newUp));
    const bool aimRides = carriesAim(event.action);

    // Clear the old interval, then hold the new one. Aim follows the tick it was recorded on: a tap carries its
    // vectors along; a stretched press or release repeats the vector of the interval's nearest held tick.
    for (std::uint32_t t = down; t < up; ++t) out[t].set(event.action, false);
    for (std::uint32_t t = newDown; t < newUp; ++t) {
        out[t].set(event.action, true);
        if (!aimRides) continue;
        if (event.edge == TimingEdge::Tap) {
            std::int64_t from = std::int64_t{t} - shift;
            from = std::clamp<std::int64_t>(from, down, std::int64_t{up} - 1);
            out[t].aim = frames[static_cast<std::size_t>(from)].aim;
        } else if (t < down) {
            out[t].aim = frames[down].aim;
        } else if (t >= up) {
            out[t].aim = frames[up - 1].aim;
        }
    }
    return out;
}

bool replayCompletes(const engine::Level& level, const Replay& replay) {
    HeadlessSummary s = runReplay(level, replay);
    return s.outcome == "complete" && s.deaths == 0;
}

std::vector<TimingWindow> measureTimingWindows(const engine::Level& level, const Replay& replay) {
    // Every trial of an event plays the replay's own inputs up to the first tick the move can reach
    // (firstChangedTick), so the world there is the same in all of them: the replay is played once, the world kept
    // at each of those ticks, and a trial goes on from a copy. A replay that changes assists on the way is played
    // from its start each time (its assists follow the session's bookkeeping, not stepWorld alone).
    const std::vector<TimingEvent> events = timingEvents(replay.frames);
    std::vector<std::uint32_t> starts;
    for (const TimingEvent& event : events) starts.push_back(firstChangedTick(event));
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    std::vector<std::pair<std::uint32_t, World>> kept;
    if (replay.assists.empty()) kept = worldsAt(level, replay, starts);

    std::vector<TimingWindow> windows;
    Replay trial = replay;
    for (const TimingEvent& event : events) {
        const std::uint32_t from = firstChangedTick(event);
        const auto at = std::find_if(kept.begin(), kept.end(), [from](const auto& k) { return k.first == from; });
        TimingWindow w{event};
        const auto reach = [&](int direction) {
            int reached = 0;
            for (int d = 1; d <= kTimingSearchTicks; ++d) {
                trial.frames = shiftEvent(replay.frames, event, direction * d);
                const bool completes = at != kept.end() ? completesFrom(at->second, trial.frames)
                                                        : replayCompletes(level, trial);
                if (!completes) break;
                reached = d;
            }
            return reached;
        };
        w.early = reach(-1);
        w.late = reach(+1);
        windows.push_back(w);
    }
    return windows;
}

int requiredTimingWindow(int levelNumber) { return levelNumber >= 1 && levelNumber <= 4 ? 8 : 4; }

std::string describeWindow(const TimingWindow& w) {
    char text[160];
    std::snprintf(text, sizeof text, "%s %s at tick %u: %d early, %d late (window %d)",
                  std::string(engine::actionName(w.event.action)).c_str(), edgeName(w.event.edge), w.event.tick(),
                  w.early, w.late, w.width());
    return text;
}

} // namespace game
