#pragma once
// RewindHistory: the last kRewindSeconds of a run, to step the world backwards tick by tick (debug mode, R).
// It keeps a full World snapshot every kSnapshotInterval ticks plus the input of every tick; stepping back
// restores the nearest snapshot at or before the target tick and replays the recorded inputs up to it. The
// simulation is deterministic, so the result is bit-identical to the state the world had then: every field of
// every component, as their field lists name them (tests compare the hash and the entitiesJson dump). Memory
// is bounded: snapshots and inputs older than the window are dropped as new ticks are recorded.
#include <cstdint>
#include <deque>

#include "engine/input/input_frame.h"
#include "game/world/world.h"

namespace game {

/// Seconds of history kept.
inline constexpr double kRewindSeconds = 10.0;
/// Ticks of history kept (10 s at 120 Hz).
inline constexpr std::uint64_t kRewindTicks = static_cast<std::uint64_t>(kRewindSeconds * engine::kTickRate);
/// Ticks between two snapshots (0.5 s): a step back replays at most this many ticks.
inline constexpr std::uint64_t kSnapshotInterval = 60;

/// A bounded history of one run: snapshots plus per-tick inputs.
class RewindHistory {
public:
    /// Record the tick about to be simulated: `before` is the world BEFORE stepWorld(world, input).
    void record(const World& before, const engine::InputFrame& input);
    /// Put `world` back one tick (to the state before the most recent recorded tick). False when nothing is left;
    /// `world` is untouched then. The stepped-back tick's input is forgotten: play resumes from there.
    bool stepBack(World& world);
    /// Forget everything (a new level or attempt).
    void clear();
    /// Ticks that can be stepped back.
    std::uint64_t available() const { return inputs_.size(); }
    /// Snapshots held (bounded by kRewindTicks / kSnapshotInterval + 2).
    std::size_t snapshotCount() const { return snapshots_.size(); }

private:
    struct Snapshot {
        std::uint64_t at = 0;  ///< history position of the state (inputs recorded before it)
        World world;
    };
    void trim();
    std::deque<Snapshot> snapshots_;         // oldest first
    std::deque<engine::InputFrame> inputs_;  // inputs_[i] was applied at history position base_ + i
    std::uint64_t base_ = 0;                 // history position of inputs_.front()
};

} // namespace game
