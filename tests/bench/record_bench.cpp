#include "record_bench.h"

#include <algorithm>

#include "bench_util.h"
#include "game/replay/input_stream.h"
#include "game/replay/replay.h"
#include "synthetic_play.h"

namespace bench {

namespace {

/// Ten minutes at 120 Hz.
constexpr std::uint64_t kTenMinutes = 120 * 600;

} // namespace

RecordFigures measureRecording(int repeats) {
    RecordFigures f;
    const std::vector<engine::InputFrame> device = synthetic::mousePlay(kTenMinutes, 1, false);
    f.ticks = device.size();
    std::uint64_t held = 0;
    for (const engine::InputFrame& d : device)
        held += (d.isHeld(engine::Action::Aim) || d.isHeld(engine::Action::Fire)) ? 1 : 0;
    f.aimOrFireShare = static_cast<double>(held) / static_cast<double>(f.ticks);
    double best = 1e300, bestAppend = 1e300;
    for (int r = 0; r < std::max(1, repeats); ++r) {
        // As PlaySession does: each tick's input quantised (nextInput) and appended to the recording (step), then
        // the run saved as a record's text (saveReplayFile, without the file).
        game::Replay replay;
        replay.level = "levels/ninja/06.json";
        replay.levelName = "Ten minutes";
        replay.levelHash = "0123456789abcdef";
        const double start = nowSeconds();
        for (const engine::InputFrame& d : device) replay.frames.push_back(game::quantiseFrame(d));
        const double appended = nowSeconds();
        replay.result = game::ReplayResult{"complete", replay.frames.size()};
        const std::string text = game::saveReplayJson(replay);
        const double end = nowSeconds();
        keep(text);
        best = std::min(best, end - start);
        bestAppend = std::min(bestAppend, appended - start);
        f.bytes = text.size();
        if (r == 0) f.readableBytes = game::saveReplayJson(replay, game::ReplayForm::Readable).size();
    }
    f.nsPerTick = best * 1e9 / static_cast<double>(f.ticks);
    f.appendNsPerTick = bestAppend * 1e9 / static_cast<double>(f.ticks);
    return f;
}

} // namespace bench
