#pragma once
// ReplayScrubber: a replay watched with a seek bar. It simulates the whole replay once when it opens, keeping a
// World snapshot every kScrubInterval ticks, so seeking to any tick restores the nearest snapshot at or before it
// and steps forward at most kScrubInterval − 1 ticks. The simulation is deterministic, so a seek lands on exactly
// the state straight playback reaches.
#include <cstdint>
#include <vector>

#include "engine/level/level.h"
#include "game/replay/replay.h"
#include "game/world/world.h"

namespace game {

/// Ticks between two scrub snapshots (0.25 s at 120 Hz).
inline constexpr std::uint64_t kScrubInterval = 30;

/// A replay with random access to every tick of it.
class ReplayScrubber {
  public:
    /// Simulate `replay` on a fresh load of `level` to its end (its last input, or where its attempt ends).
    void open(const engine::Level& level, Replay replay);
    /// Ticks in the replay: the last tick a seek can reach.
    std::uint64_t length() const { return length_; }
    /// Put `world` in the state after `tick` ticks of the replay (clamped to 0 … length()).
    void seek(std::uint64_t tick, World& world) const;
    /// Step `world` (at tick `from`) one tick forward with the replay's input; false at the end.
    bool stepForward(World& world) const;

  private:
    Replay replay_;
    std::vector<World> snapshots_; // snapshots_[i]: the state after i · kScrubInterval ticks
    std::uint64_t length_ = 0;
};

} // namespace game
