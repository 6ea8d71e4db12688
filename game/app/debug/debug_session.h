#pragma once
// DebugSession: everything the play screen's slow-motion debug mode keeps besides the World itself — the overlay,
// the time controls (a debug request on its own engine::SlowdownStack, pause and single steps through the play
// screen's FixedTimestep), the rewind history, the death freeze, the stats, F5 replay saving and the windowed
// replay's end-of-run summary. The play screen calls it around every stepWorld and once per frame; the World is
// only written by rewind (a deterministic restore, see game/run/rewind.h) and by World::debug.enabled.
//
// "Debug mode" (active()) = started with --debug, watching a replay, or the overlay is shown (F3). Only then do
// the time keys work:
//   1..5 → 1×, 0.5×, 0.25×, 0.1×, 0.05×;  P (and Space when it is not bound to a game action, or while watching
//   a replay) pause;  . one tick (Shift+. ten), pausing first;  R held rewinds one tick per frame;  Backspace
//   restarts (R is the rewind key here);  F5 saves the attempt's inputs as a replay. Dying freezes the frame for
//   kDeathFreezeSeconds (any other key ends it).
#include <SFML/Window/Event.hpp>

#include <cstdint>
#include <optional>
#include <string>

#include "engine/input/input_frame.h"
#include "engine/platform/input_mapper.h"
#include "engine/time/slowdown.h"
#include "engine/time/timestep.h"
#include "game/app/debug/debug_overlay.h"
#include "game/replay/replay.h"
#include "game/run/rewind.h"
#include "game/world/world.h"

namespace game {

/// The speeds the number keys 1..5 pick.
inline constexpr double kDebugScales[] = {1.0, 0.5, 0.25, 0.1, 0.05};
/// Index into kDebugScales that --debug starts at (0.25×).
inline constexpr int kDebugStartScale = 2;
/// Real seconds a death holds the last frame in debug mode (any key ends it sooner).
inline constexpr double kDeathFreezeSeconds = 1.5;
/// Real seconds an on-screen debug message stays.
inline constexpr double kDebugMessageSeconds = 5.0;

/// What the play screen must do after a debug key.
enum class DebugRequest { None, SaveReplay };

/// The debug mode's state and controls (see the header comment).
class DebugSession {
public:
    /// Start in debug mode (--debug): overlay on, 0.25×.
    void startDebugMode();
    /// Time controls without the overlay or the slow start (a replay watched in the window).
    void enableTimeControls() { timeControls_ = true; }
    /// True when the time keys, rewind and the death freeze are live.
    bool active() const { return debugMode_ || timeControls_ || overlay.enabled(); }
    /// Handle a window event. F3 always; the other keys only while active(). True when the event was consumed
    /// (the game must not see it); `request` tells what the caller must do.
    bool onEvent(const sf::Event& e, engine::FixedTimestep& timestep, bool watchingReplay, bool spaceFree,
                 DebugRequest& request);
    /// The debug time scale (1 when no speed was picked, or out of debug mode: hiding the overlay restores 1×).
    double timeScale() const { return active() ? slow_.scale() : 1.0; }
    /// True while the simulation is held: paused, or frozen after a death (never out of debug mode).
    bool holdsTime() const { return active() && (paused_ || frozen()); }
    /// True during the death freeze.
    bool frozen() const { return freezeLeft_ > 0.0; }
    /// True while R is held in debug mode.
    bool rewinding() const { return active() && rewindHeld_; }
    /// Once per frame with the real frame time: the freeze and message count down, the frame-time stat.
    void onFrame(double frameSeconds);
    /// The devices as the player's input reads them: a Shift held for a debug key (Shift+. steps ten ticks) is
    /// released until it is let go, so it never aims; the debug keys themselves are consumed by onEvent.
    engine::DeviceState playerDevices(const engine::DeviceState& devices) const;
    /// Debug mode's restart key: Restart comes from Backspace (R rewinds), held while it is held; a press let go
    /// before the next tick still restarts, on that tick. No-op when not active().
    void remapRestart(engine::InputFrame& in);
    /// Just before stepWorld(world, in): overlay data on/off, the rewind history, the tick timer.
    void beforeTick(World& world, const engine::InputFrame& in);
    /// Just after stepWorld: the tick's time, the death freeze, and (watching `playback`) the replay's end: prints
    /// the headless summary JSON on stdout once. True when the replay ended on this tick.
    bool afterTick(const World& world, const Replay* playback);
    /// One tick back through the history (never across an attempt boundary). False when nothing is left.
    bool rewindStep(World& world);
    /// Save the attempt's inputs as a replay next to the player's data; shows where on screen.
    void saveReplay(Replay recording, const World& world, const std::string& levelPath);
    /// Mark the start of the scene's rendering (the render-time stat).
    void beginRender();
    /// Mark its end, with the draw calls the world view made.
    void endRender(int drawCalls);
    /// What the interface shows.
    DebugStatus status(const World& world, bool watchingReplay, double worldScale) const;

    DebugOverlay overlay;  ///< the drawing part
    DebugStats stats;      ///< the stats panel's numbers

private:
    void pickScale(int index);
    void setPaused(bool paused, engine::FixedTimestep& timestep);
    void say(std::string message);

    engine::SlowdownStack slow_;
    engine::SlowdownStack::Handle slowHandle_ = 0;
    int scaleIndex_ = 0;
    RewindHistory history_;
    bool debugMode_ = false;
    bool timeControls_ = false;
    bool paused_ = false;
    bool rewindHeld_ = false;
    bool backspaceHeld_ = false;
    bool backspaceTapped_ = false; ///< Backspace went down since the last tick (it restarts even if let go already)
    bool shiftClaimed_ = false; ///< Shift went with a debug key (Shift+.): the player does not get it until released
    double freezeLeft_ = 0.0;
    double messageLeft_ = 0.0;
    std::string message_;
    int deathsSeen_ = 0;
    int attemptsBefore_ = 0;
    std::optional<std::uint64_t> replayEndedAt_;  // totalTicks when the summary was printed
    std::int64_t tickStartUs_ = 0;
    std::int64_t renderStartUs_ = 0;
};

/// Where F5 saves a replay of `levelPath`: $XDG_DATA_HOME/raycrypt/replays/<dir>-<stem>-<n>.replay.json with the
/// first unused n >= 1, or next to the level when there is no data directory. "" when neither can be used.
std::string debugReplayPath(const std::string& levelPath);

/// True when no game action is bound to key k in `bindings` (Space pauses in debug mode only then).
bool keyFree(const engine::InputBindings& bindings, sf::Keyboard::Key k);

/// True when a windowed replay should close the game once it ended (RAYCRYPT_EXIT_AT_REPLAY_END=1 with
/// --screenshot: the hash test's dedicated switch, so it need not guess a frame count).
bool exitAtReplayEnd();

/// The one-line summary a windowed replay prints when it ends, the same as `raycrypt --headless`'s
/// (game/run/headless.h summaryJson), for a world `ticks` ticks after load.
std::string replaySummaryLine(const World& world, const std::string& outcome, std::uint64_t ticks);

} // namespace game
