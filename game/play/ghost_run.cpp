#include "game/play/ghost_run.h"

#include <algorithm>

#include "game/world/systems.h"

namespace game {

GhostCheck checkGhost(const engine::Level& level, const Replay& replay) {
    GhostCheck check;
    World world;
    loadWorld(world, level);
    std::vector<engine::InputFrame> seen;
    std::size_t start = 0;
    for (std::size_t t = 0; t < replay.frames.size() && world.state != RunState::Complete; ++t) {
        const int attempts = world.attempts;
        world.assists = assistsAt(replay, t);
        seen.push_back(simulatedInput(world, replay.frames[t]));
        stepWorld(world, replay.frames[t]);
        if (world.attempts != attempts) start = t + 1; // a death's burst or a restart ended an attempt here
    }
    check.attempt.level = replay.level;
    check.attempt.levelName = replay.levelName;
    check.attempt.levelHash = replay.levelHash;
    check.attempt.result = replay.result;
    check.attempt.frames.assign(seen.begin() + static_cast<std::ptrdiff_t>(std::min(start, seen.size())), seen.end());
    // The assists in force from the attempt's first frame, then each later change, moved to the attempt's ticks.
    for (const AssistChange& c : replay.assists) {
        if (c.tick <= start) check.attempt.assists = {{0, c.set}};
        else check.attempt.assists.push_back({c.tick - start, c.set});
    }
    check.completes = world.state == RunState::Complete;
    check.ticks = world.clockTicks;
    if (!check.completes) {
        check.why = "its replay does not reach the exit";
    } else if (replay.result && (replay.result->outcome != "complete" || replay.result->ticks != check.ticks)) {
        check.why = "it claims " + std::to_string(replay.result->ticks) + " ticks, its replay completes in " +
                    std::to_string(check.ticks);
    } else {
        check.verified = true;
    }
    return check;
}

void startGhost(GhostRun& ghost, const engine::Level& level, Replay inputs) {
    loadWorld(ghost.world, level);
    ghost.inputs = std::move(inputs);
    ghost.end = GhostEnd::Running;
    ghost.endPoint = center(playerBox(ghost.world));
}

void stepGhost(GhostRun& ghost) {
    if (ghost.end != GhostEnd::Running) return;
    const std::size_t t = static_cast<std::size_t>(ghost.world.totalTicks);
    if (t >= ghost.inputs.frames.size()) {
        ghost.end = GhostEnd::Stopped;
        return;
    }
    const int attempts = ghost.world.attempts;
    ghost.world.assists = assistsAt(ghost.inputs, t); // a ghost runs with the assists its file lists
    stepWorld(ghost.world, ghost.inputs.frames[t]);
    if (ghost.world.state == RunState::Dying && !ghost.world.checkpoint.snapshot) { // else it respawns and runs on
        ghost.end = GhostEnd::Died;
        ghost.endPoint = ghost.world.deathPoint;
    } else if (ghost.world.state == RunState::Complete) {
        ghost.end = GhostEnd::Completed;
        ghost.endPoint = center(playerBox(ghost.world));
    } else if (ghost.world.attempts != attempts) {
        ghost.end = GhostEnd::Stopped;
        ghost.endPoint = center(playerBox(ghost.world));
    }
}

void stepGhostKept(GhostRun& ghost, GhostTrail& trail) {
    std::vector<GhostKeyframe>& k = trail.keyframes;
    if (trail.tick % kGhostKeyframeTicks == 0 && (k.empty() || k.back().tick < trail.tick)) {
        k.push_back({trail.tick, ghost.world, ghost.end, ghost.endPoint});
        if (k.size() > kGhostKeyframesKept + 1) k.erase(k.begin() + 1); // the start stays
    }
    stepGhost(ghost);
    trail.tick += 1;
}

void rewindGhost(GhostRun& ghost, GhostTrail& trail, std::uint64_t tick) {
    if (tick >= trail.tick || trail.keyframes.empty()) return;
    std::vector<GhostKeyframe>& k = trail.keyframes;
    while (k.size() > 1 && k.back().tick > tick) k.pop_back();
    const GhostKeyframe& from = k.back();
    ghost.world = from.world;
    ghost.end = from.end;
    ghost.endPoint = from.endPoint;
    trail.tick = from.tick;
    // The ghost is deterministic: the same inputs from the same state give the same ticks again.
    while (trail.tick < tick) stepGhostKept(ghost, trail);
}

void stepGhosts(std::vector<GhostRun>& ghosts) {
    for (GhostRun& g : ghosts) stepGhost(g);
}

engine::Vec2 ghostPosition(const GhostRun& ghost) {
    return ghost.end == GhostEnd::Running ? center(playerBox(ghost.world)) : ghost.endPoint;
}

} // namespace game
