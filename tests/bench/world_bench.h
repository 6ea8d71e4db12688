#pragma once
// The game simulation's figures: stress-level tick time, headless replay speed, peak memory.
#include <cstdint>
#include <string>

#include "engine/level/level.h"

namespace bench {

/// Tick-time statistics of one stress run.
struct TickFigures {
    double medianMicros = 0.0, p90Micros = 0.0, p99Micros = 0.0, maxMicros = 0.0;  ///< per stepWorld, µs
    std::uint64_t ticks = 0;
    int deaths = 0;                 ///< deaths during the run (each costs a restart)
    std::size_t entities = 0;       ///< live registry entities after loading
    double raysPerTick = 0.0;       ///< world.debug.raysCast, averaged
    double beamSegmentsPerTick = 0.0;
    std::string stateHash;          ///< hashWorld at the end (the same every run)
};

/// Load `level` into a World and step it `ticks` times with no input, timing each stepWorld (thread CPU time).
TickFigures runStressTicks(const engine::Level& level, std::uint64_t ticks);

/// The headless replay speed of the slowest shipped level.
struct ReplaySpeed {
    bool any = false;             ///< false: no shipped level has a replay beside it
    std::string level;            ///< the slowest one
    double realTimeMultiple = 0;  ///< (ticks / 120) / CPU seconds, for that level
    std::uint64_t ticks = 0;      ///< its replay's length in ticks (as run)
    std::string outcome;          ///< how its run ended ("complete" expected)
    int levels = 0;               ///< levels measured
};

/// Run every shipped level (levels/**) that has LEVEL.replay.json beside it, headless, `repeats` times each
/// (best time kept), and report the slowest as a multiple of real time.
ReplaySpeed measureReplaySpeed(const std::string& root, int repeats);

/// "All attempts" on the longest shipped level: many recorded attempts re-simulated together, as the watch screen
/// plays them.
struct AllAttemptsFigures {
    std::string level;         ///< the longest shipped level (by its solution's ticks)
    int attempts = 0;          ///< runners simulated together
    std::uint64_t ticks = 0;   ///< ticks played (the longest attempt)
    double frameMillis = 0.0;  ///< median CPU time of one 60 Hz frame (2 ticks of every runner), ms
    double worstFrameMillis = 0.0; ///< the slowest frame, ms
};

/// Build `attempts` attempts of the longest shipped level from its solution (attempt i ends after i / attempts of
/// it, the last is the whole run) and time stepping them all, frame by frame.
AllAttemptsFigures measureAllAttempts(const std::string& root, int attempts);

/// Peak resident set size of this process image so far, MiB: VmHWM from /proc/self/status (getrusage's
/// ru_maxrss where /proc is missing).
double peakRssMiB();

} // namespace bench
