#include "game/run/rewind.h"

namespace game {

void RewindHistory::record(const World& before, const engine::InputFrame& input) {
    const std::uint64_t position = base_ + inputs_.size();
    if (snapshots_.empty() || position - snapshots_.back().at >= kSnapshotInterval) snapshots_.push_back({position, before});
    inputs_.push_back(input);
    trim();
}

bool RewindHistory::stepBack(World& world) {
    if (inputs_.empty()) return false;
    const std::uint64_t target = base_ + inputs_.size() - 1;  // the state before the last recorded tick
    while (!snapshots_.empty() && snapshots_.back().at > target) snapshots_.pop_back();
    if (snapshots_.empty()) return false;
    // Restore the nearest earlier snapshot, then replay the recorded inputs up to the target.
    const Snapshot& s = snapshots_.back();
    world = s.world;
    for (std::uint64_t t = s.at; t < target; ++t) stepWorld(world, inputs_[t - base_]);
    inputs_.pop_back();
    return true;
}

void RewindHistory::clear() {
    snapshots_.clear();
    inputs_.clear();
    base_ = 0;
}

void RewindHistory::trim() {
    while (inputs_.size() > kRewindTicks) {
        inputs_.pop_front();
        ++base_;
    }
    // Keep the newest snapshot at or before base_ (it is needed to reach the oldest kept tick); drop older ones.
    while (snapshots_.size() >= 2 && snapshots_[1].at <= base_) snapshots_.pop_front();
}

} // namespace game
