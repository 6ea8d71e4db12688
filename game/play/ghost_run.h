#pragma once
// GhostRun: a recorded attempt simulated again beside the live one, in a World of its own. The simulation is
// deterministic, so the ghost is exactly the recorded run: a personal best raced while playing, one runner of
// "all attempts", or a friend's replay file. A ghost stops where its attempt ended (death, exit, restart, or the
// end of its inputs) and stays there.
#include <cstdint>
#include <vector>

#include "engine/level/level.h"
#include "game/replay/replay.h"
#include "game/world/world.h"

namespace game {

/// How a ghost's run ended.
enum class GhostEnd : std::uint8_t {
    Running,   ///< still going
    Died,      ///< its player died (the attempt ends in a burst here)
    Completed, ///< it reached the exit
    Stopped,   ///< its inputs ran out, or it restarted
};

/// One ghost: its world and its inputs.
struct GhostRun {
    World world;                       ///< the ghost's own simulation
    Replay inputs;                     ///< one frame per tick
    GhostEnd end = GhostEnd::Running;  ///< how far it got
    engine::Vec2 endPoint;             ///< where it ended (the death point, or the player's centre), tiles
};

/// Start a ghost of `inputs` on a fresh load of `level`.
void startGhost(GhostRun& ghost, const engine::Level& level, Replay inputs);

/// One tick of the ghost (nothing once it has ended).
void stepGhost(GhostRun& ghost);

/// Step every ghost one tick.
void stepGhosts(std::vector<GhostRun>& ghosts);

/// The ghost's player centre, tiles (its end point once ended).
engine::Vec2 ghostPosition(const GhostRun& ghost);

} // namespace game
