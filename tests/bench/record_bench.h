#pragma once
// The cost of recording a run: the play loop's share per tick, and the size of ten minutes stored as a replay.
#include <cstddef>
#include <cstdint>

namespace bench {

/// What measureRecording found.
struct RecordFigures {
    std::uint64_t ticks = 0;        ///< ticks of the synthetic run (10 minutes at 120 Hz)
    double nsPerTick = 0.0;         ///< CPU ns a tick: quantise, append, and the tick's share of saving the text
    double appendNsPerTick = 0.0;   ///< of which quantising and appending
    std::size_t bytes = 0;          ///< the saved replay's size (a record: header, result and stream)
    std::size_t readableBytes = 0;  ///< the same run as readable entries
    double aimOrFireShare = 0.0;    ///< share of ticks with aim or fire held
};

/// Record ten minutes of synthetic mouse play (tests/bench/synthetic_play.h) the way the play loop does, best of
/// `repeats` runs.
RecordFigures measureRecording(int repeats);

} // namespace bench
