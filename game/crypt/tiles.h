#pragma once
// The crypt's special tiles under the explorer's feet: cracked blocks and crumbling platforms. (Breakable
// blocks are broken by pellets: pellets.cpp.) The World rebuilds the grid from the level on restart, and the
// crumble timers live on the per-attempt bookkeeping entity, so everything is back after a restart.
#include <vector>

#include "engine/collision/tile_grid.h"
#include "game/crypt/explorer.h"
#include "game/world/world.h"

namespace game {

/// The cells directly under the feet of a box standing on the ground (the row below its bottom, every column
/// its open x-span covers), left to right.
std::vector<engine::Cell> cellsUnderFeet(const engine::Aabb& box);

/// One tick of the crypt tiles, after the explorer moved:
/// - Cracked: when the controller reports a Cracked tile below (belowHit) and the explorer entered the tick
///   falling at kCrackSpeed or more, every Cracked cell under the feet breaks; the explorer keeps kCrashKeep
///   of the speed and falls on (step.crashed is set).
/// - Crumbling: every Crumbling cell under the feet of the standing explorer starts a kCrumbleDelay
///   timer (once); when it runs out the cell becomes Empty (a Crumble event), whoever stands on it.
void updateCryptTiles(World& world, ExplorerStep& step);

} // namespace game
