#include "game/play/replay_scrubber.h"

#include <algorithm>

namespace game {

void ReplayScrubber::open(const engine::Level& level, Replay replay) {
    replay_ = std::move(replay);
    snapshots_.clear();
    World world;
    loadWorld(world, level);
    snapshots_.push_back(world);
    length_ = 0;
    // The replay's end: its last input, or the tick its attempt completes or dies (the rest would be idle).
    while (stepForward(world)) {
        length_ = world.totalTicks;
        if (length_ % kScrubInterval == 0) snapshots_.push_back(world);
        if (world.state != RunState::Playing) break;
    }
}

void ReplayScrubber::seek(std::uint64_t tick, World& world) const {
    if (snapshots_.empty()) return;
    tick = std::min(tick, length_);
    const std::size_t i = std::min<std::size_t>(static_cast<std::size_t>(tick / kScrubInterval), snapshots_.size() - 1);
    world = snapshots_[i];
    while (world.totalTicks < tick && stepForward(world)) {}
}

bool ReplayScrubber::stepForward(World& world) const {
    const std::size_t t = static_cast<std::size_t>(world.totalTicks);
    if (t >= replay_.frames.size()) return false;
    world.assists = assistsAt(replay_, t); // an assisted attempt plays back with its assists
    stepWorld(world, replay_.frames[t]);
    return true;
}

} // namespace game
