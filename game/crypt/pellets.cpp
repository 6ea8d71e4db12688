#include "game/crypt/pellets.h"

#include <algorithm>
#include <vector>

#include "engine/geometry/ray_cast.h"
#include "game/crypt/crypt_components.h"
#include "game/crypt/crypt_rays.h"
#include "game/crypt/crypt_state.h"
#include "game/crypt/enemies.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// The first tile along the ray (origin, ray): castRay against kPelletMask.
PelletHit tileHit(World& world, engine::Vec2 origin, engine::Vec2 ray) {
    PelletHit best;
    best.point = origin + ray;
    engine::GridRayOutput out = engine::castRay(world.grid, {origin, ray, 1.0, kPelletMask});
    if (!out.hit) return best;
    best = {PelletTarget::Tile, out.fraction, out.point, out.normal, out.cell, out.kind, engine::kNullEntity};
    return best;
}

/// Replace `best` with the nearest solid strictly nearer along the ray (a skeleton's solid is an Enemy hit).
void nearestSolid(World& world, engine::Vec2 origin, engine::Vec2 ray, PelletHit& best) {
    static thread_local std::vector<engine::SolidId> ids;
    world.solids.query({engine::min(origin, origin + ray), engine::max(origin, origin + ray)}, ids);
    for (engine::SolidId id : ids) {
        engine::CastOutput out = engine::rayCastAabb(world.solids.body(id).box, {origin, ray, 1.0});
        if (!out.hit || out.fraction >= best.fraction) continue;
        engine::Entity skeleton = skeletonOfSolid(world, id);
        PelletTarget target = skeleton == engine::kNullEntity ? PelletTarget::Solid : PelletTarget::Enemy;
        best = {target, out.fraction, out.point, out.normal, {}, engine::TileKind::Empty, skeleton};
    }
}

/// Replace `best` with the nearest enemy or projectile hitbox strictly nearer along the ray.
void nearestHitbox(World& world, engine::Vec2 origin, engine::Vec2 ray, PelletHit& best) {
    world.registry.view<Hitbox, Transform>().each([&](engine::Entity e, Hitbox& h, Transform& t) {
        engine::CastOutput out =
            engine::rayCastAabb(engine::aabbFromCenter(t.position, h.half), {origin, ray, 1.0});
        if (!out.hit || out.fraction >= best.fraction) return;
        best = {PelletTarget::Enemy, out.fraction, out.point, out.normal, {}, engine::TileKind::Empty, e};
    });
}

/// Apply one pellet's hit: break a Breakable tile, kill an enemy; every impact throws a spark along its
/// normal.
void applyHit(World& world, const PelletHit& hit, CryptFx* fx) {
    if (hit.target == PelletTarget::None) return;
    if (hit.target == PelletTarget::Tile && world.grid.at(hit.cell) == engine::TileKind::Breakable) {
        world.grid.set(hit.cell.x, hit.cell.y, engine::TileKind::Empty);
        emit(world, EventType::BlockBreak, {hit.cell.x + 0.5, hit.cell.y + 0.5}, hit.normal);
    }
    if (hit.target == PelletTarget::Enemy) killEnemy(world, hit.entity);
    emit(world, EventType::Spark, hit.point, hit.normal);
    if (fx != nullptr) fx->sparks.push_back({hit.point, hit.normal, 0.0});
}

} // namespace

std::array<engine::Vec2, kPelletCount> pelletDirections(engine::Vec2 aim) {
    std::array<engine::Vec2, kPelletCount> dirs;
    const double step = kSpreadRadians / (kPelletCount - 1);
    for (int i = 0; i < kPelletCount; ++i)
        dirs[static_cast<std::size_t>(i)] = engine::rotate(aim, (i - kPelletCount / 2) * step);
    return dirs;
}

PelletHit castPellet(World& world, engine::Vec2 origin, engine::Vec2 dir) {
    const engine::Vec2 ray = dir * kPelletRange;
    PelletHit best = tileHit(world, origin, ray);
    nearestSolid(world, origin, ray, best);
    nearestHitbox(world, origin, ray, best);
    recordRay(world, RayKind::Pellet, origin, best.point, best.target != PelletTarget::None,
              world.player.index);
    return best;
}

void firePellets(World& world) {
    Blunderbuss* gun = world.registry.tryGet<Blunderbuss>(world.player);
    if (gun == nullptr || !gun->pendingShot || world.state != RunState::Playing) return;
    gun->pendingShot = false;
    const engine::Vec2 origin = center(playerBox(world));
    std::array<PelletHit, kPelletCount> hits;
    const std::array<engine::Vec2, kPelletCount> dirs = pelletDirections(gun->shotAim);
    for (std::size_t i = 0; i < dirs.size(); ++i)
        hits[i] = castPellet(world, origin, dirs[i]);
    CryptFx* fx = cryptFx(world);
    if (fx != nullptr) {
        fx->traces.clear();
        fx->traceAge = 0.0;
    }
    for (const PelletHit& hit : hits) {
        applyHit(world, hit, fx);
        if (fx != nullptr) fx->traces.push_back({origin, hit.point, hit.target != PelletTarget::None});
    }
}

void ageCryptFx(World& world) {
    CryptFx* fx = cryptFx(world);
    if (fx == nullptr) return;
    fx->traceAge += engine::kTickSeconds;
    for (Spark& s : fx->sparks)
        s.age += engine::kTickSeconds;
    fx->sparks.erase(std::remove_if(fx->sparks.begin(), fx->sparks.end(),
                                    [](const Spark& s) { return s.age >= kSparkSeconds; }),
                     fx->sparks.end());
}

} // namespace game
