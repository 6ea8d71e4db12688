#pragma once
// The results screen after a level is completed: the time against par (with the medal it earned) and against
// the previous best, the deaths, the collectible ("shard taken"), and Next level / Retry / Watch / All attempts / Level select.
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "game/app/screens/screen.h"
#include "game/play/play_session.h"
#include "game/save/progress.h"

namespace game {

/// What the results screen shows.
struct ResultsInfo {
    std::string levelName;           ///< the level's title
    ModeId mode = 0;                 ///< the level's mode
    double seconds = 0.0;            ///< the finishing time, s
    double parSeconds = 0.0;         ///< 0: no par
    int deaths = 0;                  ///< deaths since the level was entered
    CompletionResult record;         ///< what the finish changed in the progress
    bool recorded = false;           ///< false when the level is not part of the campaign (no progress kept)
    int catalogIndex = -1;           ///< the level's index in its mode, or −1
    bool hasNext = false;            ///< a next level exists (it is unlocked now)
    bool assisted = false;           ///< set with an assist on: the assist mark instead of a medal
    double unassistedBest = 0.0;     ///< the level's best unassisted time, s (0: none yet)
    std::optional<PackPlaylist> pack; ///< played from My levels: Next level follows this pack, Level select returns
    int checkpoints = 0;             ///< checkpoints in the level (0: the count below is not shown)
    int checkpointsUsed = 0;         ///< times the finishing attempt came back at a checkpoint
    bool hasCollectible = false;     ///< the level holds a collectible (only then is a line about it shown)
    bool collectible = false;        ///< the finish carried it to the exit ("shard taken")
    bool newCollectible = false;     ///< ... for the first time (the progress had not recorded it)
};

/// The results of a session's completed attempt, for the level at catalogIndex of its mode (−1: not in the
/// catalog; then there is no next level).
ResultsInfo resultsInfo(const SessionResults& results, const LevelCatalog& catalog, int catalogIndex);

/// What the results screen's choices do beyond leaving.
struct ResultsActions {
    std::function<void()> retry;    ///< play the same level again from the start
    std::function<void()> watch;    ///< watch the successful attempt (empty: the choice is off)
    std::function<void()> watchAll; ///< watch every attempt at once (empty: the choice is off)
};

/// The results screen: Next level, Retry, Watch, All attempts, and back to the level select (or Quit).
std::unique_ptr<Screen> makeResultsScreen(Shell& shell, ResultsInfo info, ResultsActions actions);

} // namespace game
