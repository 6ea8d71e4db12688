#pragma once
// Pellets: a shot is a fixed fan of rays. Each pellet stops at the first thing it meets: a tile in
// kPelletMask, a solid (gate, platform, skeleton) or an enemy/projectile hitbox. All pellets of a volley are
// cast against the world as it was when the volley left the barrel, then their hits are applied (so two
// pellets on one block break it once, and no pellet flies through a block a sibling pellet broke).
#include <array>
#include <cstdint>

#include "engine/ecs/registry.h"
#include "game/crypt/crypt_tuning.h"
#include "game/world/world.h"

namespace game {

/// What a pellet hit first.
enum class PelletTarget : std::uint8_t { None, Tile, Solid, Enemy };

/// One pellet's first hit.
struct PelletHit {
    PelletTarget target = PelletTarget::None;
    double fraction = 1.0; ///< along the pellet's full range, [0, 1]; 1 on a miss
    engine::Vec2 point;    ///< tiles: the impact (the range's end on a miss)
    engine::Vec2 normal;   ///< unit surface normal at the impact facing the pellet; zero on a miss
    engine::Cell cell;     ///< Tile: the cell hit
    engine::TileKind kind = engine::TileKind::Empty; ///< Tile: its kind
    engine::Entity entity = engine::kNullEntity;     ///< Enemy: the enemy or projectile hit
};

/// Pellet directions of a shot along unit `aim`: kPelletCount unit vectors evenly spread across
/// kSpreadRadians (edges included), in clockwise order; the middle one is `aim` itself.
std::array<engine::Vec2, kPelletCount> pelletDirections(engine::Vec2 aim);

/// Cast one pellet from `origin` along unit `dir` for kPelletRange tiles: the nearest tile, solid or hitbox.
/// Ties go to the tile, then to the solid (a pellet grazing an enemy against a wall hits the wall).
PelletHit castPellet(World& world, engine::Vec2 origin, engine::Vec2 dir);

/// Fire the pending volley (if the blunderbuss fired this tick) from the player's centre and apply its hits:
/// Breakable tiles break, enemies die, projectiles burst; every impact emits a Spark along its normal.
void firePellets(World& world);

/// Age the presentation effects (pellet traces, sparks) by one tick and drop the expired sparks.
void ageCryptFx(World& world);

} // namespace game
