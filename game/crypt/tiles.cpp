#include "game/crypt/tiles.h"

#include <algorithm>
#include <cmath>

#include "game/crypt/crypt_components.h"
#include "game/crypt/crypt_state.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Below the feet: a box standing on a floor has its bottom on the floor's top edge, within this, tiles.
constexpr double kFeetProbe = 0.05;
/// Columns the box merely touches at an edge do not count, tiles.
constexpr double kEdgeSlack = 1e-6;

/// The centre of a cell, tiles.
engine::Vec2 cellCentre(engine::Cell c) { return {c.x + 0.5, c.y + 0.5}; }

/// Cracked blocks under a hard landing break; the explorer crashes on through.
void crackUnderfoot(World& world, ExplorerStep& step, const engine::CollisionInfo& info) {
    const bool onCracked =
        info.belowHit.source == engine::HitSource::Tile && info.belowHit.kind == engine::TileKind::Cracked;
    if (!step.grounded || !onCracked || step.velocityBefore.y < kCrackSpeed) return;
    for (engine::Cell c : cellsUnderFeet(playerBox(world))) {
        if (world.grid.at(c) != engine::TileKind::Cracked) continue;
        world.grid.set(c.x, c.y, engine::TileKind::Empty);
        emit(world, EventType::BlockBreak, cellCentre(c), {0.0, -1.0});
    }
    pushExplorer(world, {0.0, step.velocityBefore.y * kCrashKeep - playerVelocity(world).y});
    step.crashed = true;
}

/// True when the cell already has a crumble timer.
bool timed(const CryptTiles& tiles, engine::Cell c) {
    return std::any_of(tiles.crumbling.begin(), tiles.crumbling.end(),
                       [&](const CrumbleTimer& t) { return t.cell == c; });
}

/// Crumbling cells under the standing explorer start their timers.
void startCrumbling(World& world, CryptTiles& tiles, const ExplorerStep& step) {
    if (!step.grounded || step.crashed) return;
    for (engine::Cell c : cellsUnderFeet(playerBox(world)))
        if (world.grid.at(c) == engine::TileKind::Crumbling && !timed(tiles, c))
            tiles.crumbling.push_back({c, kCrumbleDelay});
}

/// Timers run down; the cells whose time is up fall.
void tickCrumbling(World& world, CryptTiles& tiles) {
    for (CrumbleTimer& t : tiles.crumbling) {
        t.left -= engine::kTickSeconds;
        if (t.left > 0.0 || world.grid.at(t.cell) != engine::TileKind::Crumbling) continue;
        world.grid.set(t.cell.x, t.cell.y, engine::TileKind::Empty);
        emit(world, EventType::Crumble, cellCentre(t.cell));
    }
    tiles.crumbling.erase(std::remove_if(tiles.crumbling.begin(), tiles.crumbling.end(),
                                         [](const CrumbleTimer& t) { return t.left <= 0.0; }),
                          tiles.crumbling.end());
}

} // namespace

std::vector<engine::Cell> cellsUnderFeet(const engine::Aabb& box) {
    std::vector<engine::Cell> cells;
    const int row = static_cast<int>(std::floor(box.max.y + kFeetProbe));
    const int x0 = static_cast<int>(std::floor(box.min.x + kEdgeSlack));
    const int x1 = static_cast<int>(std::floor(box.max.x - kEdgeSlack));
    for (int x = x0; x <= x1; ++x)
        cells.push_back({x, row});
    return cells;
}

void updateCryptTiles(World& world, ExplorerStep& step) {
    engine::RaycastController* controller = playerController(world);
    CryptTiles* tiles = cryptTiles(world);
    if (controller == nullptr || tiles == nullptr || world.state != RunState::Playing) return;
    crackUnderfoot(world, step, controller->info);
    startCrumbling(world, *tiles, step);
    tickCrumbling(world, *tiles);
}

} // namespace game
