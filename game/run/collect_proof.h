#pragma once
// Collect proofs: a level with a collectible (game/world/collectibles.h) ships LEVEL.collect.replay.json beside it,
// a run that takes the item and reaches the exit with it, so every collectible is known to be reachable.
// `raycrypt --check` plays the proof beside a level when there is one; the shipped-level tests require one for
// every shipped level that has a collectible.
#include <optional>
#include <string>

#include "engine/level/diagnostic.h"
#include "engine/level/level.h"

namespace game {

/// The collect proof that goes with a level file: levels/ninja/01.json -> levels/ninja/01.collect.replay.json.
std::string collectReplayPathFor(const std::string& levelPath);

/// What playing a proof found.
struct CollectProofResult {
    bool hit = false;          ///< the file was there and was played
    bool finished = false;     ///< the run reached the exit
    bool taken = false;        ///< ... carrying the collectible (it counts)
    std::string outcome;       ///< the headless outcome ("complete", "dead", "timeout")
    std::optional<engine::Diagnostic> error; ///< what is wrong, located at the proof file; none when it proves
};

/// Play the proof at `replayPath` on `level` (as `raycrypt --check` does): an error when the file does not load,
/// the level has no collectible, or the run does not reach the exit carrying it. No file: hit false, no error.
CollectProofResult checkCollectProof(const engine::Level& level, const std::string& replayPath);

} // namespace game
