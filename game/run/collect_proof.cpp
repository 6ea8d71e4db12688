#include "game/run/collect_proof.h"

#include <filesystem>

#include "game/replay/replay_file.h"
#include "game/run/headless.h"

namespace game {

namespace {

/// An error at the top of the proof file.
engine::Diagnostic proofError(const std::string& file, const std::string& message) {
    engine::Diagnostic d;
    d.severity = engine::Diagnostic::Error;
    d.file = file;
    d.line = 1;
    d.column = 1;
    d.path = "collect proof";
    d.message = message;
    return d;
}

} // namespace

std::string collectReplayPathFor(const std::string& levelPath) {
    const std::filesystem::path p(levelPath);
    return (p.parent_path() / (p.stem().string() + ".collect.replay.json")).string();
}

CollectProofResult checkCollectProof(const engine::Level& level, const std::string& replayPath) {
    CollectProofResult r;
    std::error_code ec;
    if (!std::filesystem::exists(replayPath, ec)) return r;
    r.hit = true;
    const ReplayLoadResult replay = loadReplayFile(replayPath);
    if (!replay.ok()) {
        r.error = proofError(replayPath, "the replay does not load: " +
                                             (replay.errors.empty() ? std::string("unknown error") : replay.errors.front()));
        return r;
    }
    const HeadlessSummary s = runReplay(level, *replay.replay);
    r.outcome = s.outcome;
    r.finished = s.outcome == "complete";
    r.taken = s.collectible;
    if (!s.hasCollectible)
        r.error = proofError(replayPath, "the level has no collectible for this proof to take");
    else if (!r.finished)
        r.error = proofError(replayPath, "the run does not finish the level (it ends \"" + s.outcome + "\" after " +
                                             std::to_string(s.ticks) + " ticks)");
    else if (!r.taken)
        r.error = proofError(replayPath, "the run finishes the level without the collectible");
    return r;
}

} // namespace game
