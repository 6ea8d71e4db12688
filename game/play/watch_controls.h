#pragma once
// WatchControls: the VCR of a watched run — pause, speeds from 0.25× to 4×, one tick back or forward, scrubbing by
// a second, restart — as plain state with no window. The watch screen maps keys, mouse and pad buttons to
// WatchCommands; each frame, advance() says how many ticks to play forward, and a seek target says where to jump.
#include <cstdint>

namespace game {

/// The speeds a watched run plays at, slowest first.
inline constexpr double kWatchSpeeds[] = {0.25, 0.5, 1.0, 2.0, 4.0};
/// Index of 1× in kWatchSpeeds.
inline constexpr int kWatchNormalSpeed = 2;
/// Ticks one scrub step moves (1 s at 120 Hz).
inline constexpr std::uint64_t kScrubStepTicks = 120;

/// What a player can ask of a watched run.
enum class WatchCommand {
    TogglePause,  ///< pause or play
    StepBack,     ///< one tick back (pauses)
    StepForward,  ///< one tick forward (pauses)
    ScrubBack,    ///< kScrubStepTicks back
    ScrubForward, ///< kScrubStepTicks forward
    Slower,       ///< the next slower speed
    Faster,       ///< the next faster speed
    Restart,      ///< back to the first tick
};

/// The VCR's state over a run of `length` ticks.
struct WatchControls {
    std::uint64_t tick = 0;         ///< ticks played so far (0 … length)
    std::uint64_t length = 0;       ///< the run's last tick
    int speed = kWatchNormalSpeed;  ///< index into kWatchSpeeds
    bool paused = false;            ///< held still
    double accumulator = 0.0;       ///< s of play time not yet a whole tick

    /// The speed as a multiple of real time.
    double speedFactor() const { return kWatchSpeeds[speed]; }
    /// Apply a command. Returns true when the tick jumped (seek there); false when it only changed speed or pause.
    bool apply(WatchCommand command);
    /// Ticks to play forward for frameSeconds of real time (0 while paused or at the end); tick moves with them.
    int advance(double frameSeconds);
};

} // namespace game
