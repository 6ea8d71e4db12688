#pragma once
// PlaySession: one visit to one level, with no window and no SFML. It loads the level (and, when asked, watches
// its file and hot-reloads every good save), runs the fixed timestep under the world's slow-down stack, feeds each
// tick the live input or a replay's, records the attempt, and keeps the books: deaths and completions go to the
// player's progress, and a completed attempt becomes the results. The window's play screen, the headless runner
// and the benchmark all drive this one loop; the play screen only adds devices and drawing.
//
// A frame, as the play screen runs it:
//   const int n = session.due(frameSeconds, debugScale);
//   for (int i = 0; i < n; ++i) session.step(session.nextInput(sampledInput));
//   draw with session.alpha()
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/input/input_frame.h"
#include "engine/level/level.h"
#include "engine/level/level_reloader.h"
#include "engine/time/timestep.h"
#include "game/play/ghost_run.h"
#include "game/replay/replay.h"
#include "game/save/progress.h"
#include "game/world/world.h"

namespace game {

/// Where a session's level comes from and what it keeps.
struct SessionSetup {
    std::string path;                   ///< the level file ("" when `level` is given)
    std::optional<engine::Level> level; ///< an already loaded level (the built-in room, a benchmark level)
    bool hotReload = false;             ///< watch the file and reload it on every good save
    bool reloadInBackground = false;    ///< parse and build saves on a worker thread (a window never waits on one)
    std::optional<Replay> playback;     ///< play this replay back instead of the live input
    std::optional<std::string> record;  ///< save the attempt that completes the level to this replay file
    std::string progressKey;            ///< the level's progress key; "" = not in the campaign, nothing booked
    std::string recordsDir;             ///< keep the fastest completions here as records (game/play/records.h); "" = none
    std::optional<Replay> ghost;        ///< race this replay's ghost (a record, a friend's file)
    bool raceBestRecord = false;        ///< without `ghost` or playback: race the level's best record, if any
    std::optional<Assists> assists;     ///< the run's assists (--assist); given, they replace a playback's own
};

/// Where deaths and completions are booked: the player's progress, and how to write it out.
struct ProgressBook {
    Progress* progress = nullptr; ///< nullptr: nothing is booked
    std::function<bool()> save;   ///< writes the progress out (after a completion, and on leaving with new deaths);
                                  ///< false when it could not (the owner tells the player once)
};

/// What one tick changed, for the presentation to follow.
struct TickOutcome {
    bool newAttempt = false;    ///< a new attempt started in this tick (after a death, or Restart)
    int deaths = 0;             ///< deaths in this tick
    bool completed = false;     ///< the level was completed in this tick
    bool playbackEnded = false; ///< the replay being played back ran out of frames in this tick
};

/// One finished attempt of a visit: its inputs from its first tick, and how it ended.
struct AttemptRecord {
    Replay inputs;           ///< one frame per tick of the attempt (re-simulate it from a fresh load of the level)
    bool completed = false;  ///< it reached the exit (else it died or was restarted)
    std::uint64_t ticks = 0; ///< its length in attempt ticks
};

/// Finished attempts a session keeps: the most recent ones, plus the completed one whenever it is older.
inline constexpr std::size_t kAttemptsKept = 100;

/// A completed attempt, as the results show it.
struct SessionResults {
    std::string levelName;   ///< the level's title
    ModeId mode = 0;         ///< the level's mode
    double seconds = 0.0;    ///< the level time: the attempt's level clock (World::clockTicks), s
    double parSeconds = 0.0; ///< the level's par, s (0: none)
    int deaths = 0;          ///< deaths in this visit
    CompletionResult record; ///< what the finish changed in the progress (the medal alone when not booked)
    bool recorded = false;   ///< the finish was booked in the progress
    bool keptAsRecord = false; ///< the run's replay was kept among the level's records
    bool assisted = false;   ///< an assist was on during the attempt: a clear, with no medal and no record
    double unassistedBest = 0.0; ///< the level's best unassisted time, s (0: none yet)
    int checkpoints = 0;     ///< checkpoints in the level
    int checkpointsUsed = 0; ///< times the attempt came back at a checkpoint (World::checkpoint.respawns)
    bool hasCollectible = false; ///< the level holds a collectible
    bool collectible = false;    ///< the finish carried it to the exit (collectibleTaken)
    bool newCollectible = false; ///< ... and the progress had not recorded it before
};

/// What a hot-reload poll found.
enum class ReloadOutcome {
    Unchanged, ///< nothing new (or no file is watched)
    Reloaded,  ///< a good save replaced the level; the attempt starts over, the deaths are kept
    Broken,    ///< the file has errors or is gone; the last good level keeps running (see reloadMessage())
};

/// One visit to one level (see the header comment).
class PlaySession {
  public:
    PlaySession() = default;
    PlaySession(const PlaySession&) = delete;
    PlaySession& operator=(const PlaySession&) = delete;
    /// Leaving books the deaths not yet saved.
    ~PlaySession();

    /// Load the level and start the first attempt. False with *error (every diagnostic, one a line) on failure; a
    /// watched file that is broken or missing from the start opens the waiting room instead (game/world/
    /// waiting_level.h) until it loads.
    bool open(SessionSetup setup, std::string* error);
    /// Book deaths and completions here from now on.
    void setBook(ProgressBook book) { book_ = std::move(book); }

    /// The simulation (read it freely; write it only as rewind does, then call resync()).
    World& world() { return world_; }
    /// The simulation, read-only.
    const World& world() const { return world_; }
    /// The level file ("" for a level given in memory).
    const std::string& path() const { return setup_.path; }
    /// True while a replay is played back instead of the live input.
    bool watching() const { return setup_.playback.has_value(); }
    /// The replay being played back, or nullptr.
    const Replay* playback() const { return setup_.playback ? &*setup_.playback : nullptr; }
    /// The inputs of the current attempt, one per tick so far.
    const Replay& recording() const { return recording_; }

    /// Ticks due for a frame of frameSeconds real seconds, at the world's slow-down times extraScale (the debug
    /// speed) times the game-speed assist (live play only). Pause and single steps go through timestep().
    int due(double frameSeconds, double extraScale = 1.0);
    /// Render interpolation between the last two ticks, [0, 1).
    double alpha() const { return timestep_.alpha(); }
    /// The fixed timestep (pause, single steps).
    engine::FixedTimestep& timestep() { return timestep_; }

    /// The next tick's input: the replay's frame while watching (empty past its end), else `live` with its aim
    /// quantised (quantiseAim), so that a recording stores exactly what the simulation saw.
    engine::InputFrame nextInput(const engine::InputFrame& live) const;
    /// One tick with `input`: recorded, simulated, and its deaths and completion booked.
    TickOutcome step(const engine::InputFrame& input);
    /// After the world was restored one tick back (rewind): drop that tick's input, follow the world's counts, and
    /// put the race ghost back to the same tick.
    void resync();
    /// Switch the assists at once (from the next tick on): the attempt's recording notes the change at its frame.
    /// Ignored while a replay is played back with its own assists.
    void setAssists(const Assists& assists);
    /// Start the level over as a new visit: the clock, deaths and attempts from zero.
    void restart();

    /// Check the watched file at nowSeconds (any monotonic clock); each new problem is printed on stderr once.
    /// Unchanged when nothing is watched.
    ReloadOutcome pollReload(double nowSeconds);
    /// The first error of the watched file while it is broken, else "".
    const std::string& reloadMessage() const { return reloadMessage_; }

    /// The results of the completed attempt, once the level is completed.
    const std::optional<SessionResults>& results() const { return results_; }
    /// The visit's finished attempts, oldest first (at most kAttemptsKept, plus the completed one).
    const std::vector<AttemptRecord>& attempts() const { return attempts_; }

    /// The race ghost (SessionSetup::ghost, or the best record), empty or one GhostRun: it starts over with every
    /// attempt and runs in step with it.
    const std::vector<GhostRun>& ghosts() const { return ghosts_; }
    /// The race ghost was re-simulated on the level as it is and does what its file claims (checkGhost); false
    /// while no ghost is raced.
    bool ghostVerified() const { return ghostVerified_; }

  private:
    void startVisit();
    void complete();
    void keepAttempt(bool completed, std::uint64_t ticks);
    void restartGhosts();
    void prepareRaceGhost();
    void noteAssists();

    SessionSetup setup_;
    ProgressBook book_;
    World world_;
    std::unique_ptr<engine::LevelReloader> reloader_;
    engine::FixedTimestep timestep_;
    Replay recording_;
    std::optional<SessionResults> results_;
    std::vector<AttemptRecord> attempts_;
    std::optional<Replay> raceGhostFile_; ///< the race ghost's replay as given
    std::optional<Replay> raceGhost_;     ///< its last attempt, as checkGhost re-simulated it
    bool ghostVerified_ = false;
    std::vector<GhostRun> ghosts_;
    std::vector<GhostTrail> ghostTrails_; ///< one per ghost: its kept states, for rewind
    std::string reloadMessage_;
    int attemptsSeen_ = 0;  ///< world attempts already seen
    int deathsBooked_ = 0;  ///< world deaths already booked
    bool deathsUnsaved_ = false;
};

/// The level file's diagnostics as text, one a line ("cannot load the level" when there are none).
std::string formatDiagnostics(const std::vector<engine::Diagnostic>& diagnostics);

} // namespace game
