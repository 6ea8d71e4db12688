#include "game/play/ghost_run.h"

#include "game/world/systems.h"

namespace game {

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
    if (ghost.world.state == RunState::Dying) {
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

void stepGhosts(std::vector<GhostRun>& ghosts) {
    for (GhostRun& g : ghosts) stepGhost(g);
}

engine::Vec2 ghostPosition(const GhostRun& ghost) {
    return ghost.end == GhostEnd::Running ? center(playerBox(ghost.world)) : ghost.endPoint;
}

} // namespace game
