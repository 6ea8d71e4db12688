#pragma once
// The explorer: the crypt's player. It is the shared game::Player (game/player) with the crypt's movement table
// kExplorerTuning, so it walks, hops, drops through one-ways, is nudged round ceiling corners and takes a
// moving platform's speed into its hop like the ninja, with the crypt's numbers. The crypt moves it only
// through impulses (pushExplorer): the shot's recoil, the stomp bounce and the crash through cracked blocks.
#include "game/world/world.h"

namespace game {

/// What the explorer's update did this tick, handed to the systems after it.
struct ExplorerStep {
    engine::Vec2 velocityBefore; ///< velocity entering the tick (after any recoil), tiles/s
    bool grounded = false;       ///< standing on something after the move
    bool crashed = false;        ///< broke through cracked blocks this tick (set by the tile system)
    bool stomped = false;        ///< bounced off a skeleton this tick (set by the touch system)
};

/// Add an instant velocity change to the explorer, tiles/s (game::applyImpulse): the one way the crypt's rules
/// move it. No player: ignored.
void pushExplorer(World& world, engine::Vec2 impulse);

/// The player's state machine for this tick (only while Playing), with the crypt's tuning. Returns what
/// happened.
ExplorerStep updateExplorer(World& world);

/// Give the freshly spawned player the explorer's movement table (kExplorerTuning).
void setUpExplorer(World& world);

} // namespace game
