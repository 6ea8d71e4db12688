#pragma once
// GhostRun: a recorded attempt simulated again beside the live one, in a World of its own. The simulation is
// deterministic, so the ghost is exactly the recorded run: a personal best raced while playing, one runner of
// "all attempts", or a friend's replay file. A ghost stops where its attempt ended (death, exit, restart, or the
// end of its inputs) and stays there. A race ghost also keeps a trail of its states (GhostTrail), so that it can be
// put back to an earlier tick when the world is (debug rewind).
#include <cstdint>
#include <string>
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

/// Ticks between two kept states of a ghost's trail: putting the ghost back re-simulates at most this many.
inline constexpr std::uint64_t kGhostKeyframeTicks = 60;
/// States a trail keeps besides the start: the last 10 s at 120 Hz, debug rewind's reach (game/run/rewind.h). A
/// tick further back is reached again from the start.
inline constexpr std::size_t kGhostKeyframesKept = 21;

/// One ghost: its world and its inputs.
struct GhostRun {
    World world;                       ///< the ghost's own simulation
    Replay inputs;                     ///< one frame per tick
    GhostEnd end = GhostEnd::Running;  ///< how far it got
    engine::Vec2 endPoint;             ///< where it ended (the death point, or the player's centre), tiles
};

/// A ghost's state at one tick of its run.
struct GhostKeyframe {
    std::uint64_t tick = 0;           ///< ticks stepped since the ghost started
    World world;                      ///< its world then
    GhostEnd end = GhostEnd::Running; ///< how far it had got
    engine::Vec2 endPoint;            ///< where it had ended, tiles
};

/// The states a ghost passed, to put it back to an earlier tick.
struct GhostTrail {
    std::uint64_t tick = 0;                 ///< ticks stepped since the ghost started
    std::vector<GhostKeyframe> keyframes;   ///< the start, then the latest kGhostKeyframesKept states, oldest first
};

/// What re-simulating a race ghost's replay found before racing it.
struct GhostCheck {
    Replay attempt;           ///< the replay's last attempt from its first tick (earlier attempts, ended by a death or
                              ///< a restart, left out): what the race ghost runs
    bool completes = false;   ///< that attempt reaches the exit
    std::uint64_t ticks = 0;  ///< its level-clock ticks at the exit (World::clockTicks)
    bool verified = false;    ///< it completes, and in exactly the ticks the replay claims when it claims a result
    std::string why;          ///< when not verified: what did not match
};

/// Re-simulate `replay` on a fresh load of `level`, headless, to its exit or the end of its inputs: its last
/// attempt (so a replay that begins with a restart, or dies first, races as the run that finished) and whether
/// it does what it claims.
GhostCheck checkGhost(const engine::Level& level, const Replay& replay);

/// Start a ghost of `inputs` on a fresh load of `level`.
void startGhost(GhostRun& ghost, const engine::Level& level, Replay inputs);

/// One tick of the ghost (nothing once it has ended).
void stepGhost(GhostRun& ghost);

/// One tick of the ghost, keeping its state in `trail` every kGhostKeyframeTicks ticks (start with an empty trail).
void stepGhostKept(GhostRun& ghost, GhostTrail& trail);

/// Put the ghost back to `tick` ticks after its start, bit for bit as it was then (nothing when tick is not
/// earlier than the trail's).
void rewindGhost(GhostRun& ghost, GhostTrail& trail, std::uint64_t tick);

/// Step every ghost one tick.
void stepGhosts(std::vector<GhostRun>& ghosts);

/// The ghost's player centre, tiles (its end point once ended).
engine::Vec2 ghostPosition(const GhostRun& ghost);

} // namespace game
