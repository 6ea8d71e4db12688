// CRYPT RULES: the undead and the explorer (also summarised in levels/README.md, "Crypt rules").
//
// Skeletons
//   - Walk at `speed` in `dir`, with gravity, moved by the same RaycastController as the explorer (moving
//     platforms carry them). They turn around at walls (tiles, gates, other skeletons: the controller's
//     left/right contact in the walking direction), at ledges (a castRay straight down just ahead of the
//     front foot finds no floor within kLedgeProbeDepth) and in front of spikes (the cell ahead at foot
//     height).
//   - Each skeleton is also a solid in World::solids, so the explorer's own controller reports touching it,
//     and the side of that contact decides:
//       * belowHit is the skeleton (the explorer landed on it): STOMP. The skeleton dies, the explorer
//         bounces kStompBounceHeight and both shells refill.
//       * leftHit, rightHit or aboveHit is the skeleton: the explorer dies (DeathCause::Enemy).
//     A skeleton that walks into the explorer is seen by overlap with its solid instead: a stomp when the
//     explorer was falling and their feet are within kStompTolerance of its top, the explorer's death
//     otherwise.
//   - One pellet kills a skeleton. A skeleton that falls onto spikes (its floor crumbled) dies.
//   - A dead skeleton is gone at once (entity and solid); it leaves only Remains, a record the view animates
//     for kSkeletonDeathSeconds, which nothing in the simulation touches, blocks or counts.
// Bats
//   - Sleep until the explorer is within `range` AND in line of sight (a castRay against kSightMask: walls,
//     breakable/cracked/crumbling blocks and slopes hide the explorer; glass, one-ways and spikes do not).
//   - Then flap awake for kBatWakeSeconds and swoop: they steer towards the explorer at kBatAccel up to
//     `speed`, so they overshoot and curve back. Walls stop them (same controller, no gravity).
//   - Any touch kills the explorer (they cannot be stomped); one pellet kills a bat.
// Liches
//   - Stand still. While the explorer is within `range` and in line of sight, they glow for
//     kLichTelegraph, then cast a projectile aimed at the explorer's centre, every `interval` seconds.
//     While the explorer is hidden their timer never drops below the telegraph, so every cast is announced
//     in full.
//   - Any touch kills the explorer; one pellet kills a lich.
// Projectiles
//   - Fly straight at `projectileSpeed`, burst on walls (kSightMask tiles) and solids (gates, platforms,
//     skeletons), fizzle after kProjectileLife. Touching one kills the explorer (DeathCause::Projectile).
//   - A pellet bursts a projectile, and stops there (the pellet does not fly on).
// Pellets stop at the FIRST thing they hit; an enemy behind another, or behind a wall, is safe.
#include "game/crypt/enemies.h"

#include <algorithm>

#include "engine/geometry/ray_cast.h"
#include "game/crypt/blunderbuss.h"
#include "game/crypt/crypt_components.h"
#include "game/crypt/crypt_rays.h"
#include "game/crypt/crypt_state.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

constexpr double kDt = engine::kTickSeconds;
/// How far ahead of the front foot the ledge probe starts, tiles.
constexpr double kLedgeLookAhead = 0.05;
/// The ledge probe starts this far above the feet, tiles (so a floor exactly at the feet is found).
constexpr double kLedgeProbeLift = 0.1;

/// Stop the velocity components that ran into what the move touched.
void stopAtContacts(engine::Vec2& v, const engine::CollisionInfo& info) {
    if ((info.below && v.y > 0.0) || (info.above && v.y < 0.0)) v.y = 0.0;
    if ((info.left && v.x < 0.0) || (info.right && v.x > 0.0)) v.x = 0.0;
}

/// The centre of a box of half-size `half` standing on the bottom edge of the entity's cell.
engine::Vec2 standingCentre(const engine::EntitySpec& spec, engine::Vec2 half) {
    return {spec.position.x, spec.cell.y + spec.size.y - half.y};
}

/// The skeleton's solid box: its collider shrunk by kSkeletonSolidInset.
engine::Aabb skeletonSolidBox(const engine::Aabb& collider) {
    return engine::inflate(collider, -kSkeletonSolidInset);
}

// --- Spawning ---

/// A skeleton: Body + solid, feet on its cell's floor.
void spawnSkeleton(World& world, const engine::EntitySpec& spec) {
    engine::Entity e = world.registry.create();
    Body body;
    body.controller.collider = engine::aabbFromCenter(standingCentre(spec, kSkeletonHalf), kSkeletonHalf);
    const engine::SolidId solid = world.solids.add(skeletonSolidBox(body.controller.collider), e.index);
    const engine::Vec2 c = center(body.controller.collider);
    world.registry.emplace<Transform>(e, c, c);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Skeleton>(e, static_cast<int>(spec.number("dir")), spec.number("speed"), solid);
    world.registry.emplace<Body>(e, std::move(body));
}

/// A bat: Body (no gravity) + hitbox, hanging in the middle of its cell.
void spawnBat(World& world, const engine::EntitySpec& spec) {
    engine::Entity e = world.registry.create();
    Body body;
    body.controller.collider = engine::aabbFromCenter(spec.position, kBatHalf);
    world.registry.emplace<Transform>(e, spec.position, spec.position);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Bat>(e, spec.number("range"), spec.number("speed"), BatState::Sleeping, 0.0);
    world.registry.emplace<Hitbox>(e, kBatHalf);
    world.registry.emplace<Body>(e, std::move(body));
}

/// A lich: a hitbox standing on its cell's floor; the first cast comes after one interval.
void spawnLich(World& world, const engine::EntitySpec& spec) {
    engine::Entity e = world.registry.create();
    const engine::Vec2 c = standingCentre(spec, kLichHalf);
    const double interval = spec.number("interval");
    world.registry.emplace<Transform>(e, c, c);
    world.registry.emplace<Tag>(e, spec.type, spec.id);
    world.registry.emplace<Lich>(e, interval, spec.number("projectileSpeed"), spec.number("range"),
                                 std::max(interval, kLichTelegraph), false);
    world.registry.emplace<Hitbox>(e, kLichHalf);
}

// --- Skeletons ---

/// True when a solid other than `own` lies along the probe ray (a platform, a gate, another skeleton).
bool solidAlong(World& world, engine::Vec2 origin, engine::Vec2 ray, engine::SolidId own) {
    static thread_local std::vector<engine::SolidId> ids;
    world.solids.query({engine::min(origin, origin + ray), engine::max(origin, origin + ray)}, ids);
    for (engine::SolidId id : ids)
        if (id != own && engine::rayCastAabb(world.solids.body(id).box, {origin, ray, 1.0}).hit) return true;
    return false;
}

/// The ledge probe: floor (tile or solid) within kLedgeProbeDepth below the point just ahead of the front
/// foot, and no spikes in the cell ahead at foot height.
bool safeGroundAhead(World& world, const engine::RaycastController& c, int dir, engine::SolidId own,
                     std::uint32_t entity) {
    const double x = dir > 0 ? c.collider.max.x + kLedgeLookAhead : c.collider.min.x - kLedgeLookAhead;
    const engine::Vec2 origin{x, c.collider.max.y - kLedgeProbeLift};
    const engine::Vec2 ray{0.0, kLedgeProbeLift + kLedgeProbeDepth};
    const engine::Cell ahead = engine::cellAt(x, c.collider.max.y - 0.5 * kSkeletonHalf.y);
    if (engine::inMask(engine::kSpikeMask, world.grid.at(ahead))) return false;
    const bool floor =
        castTracked(world, {origin, ray, 1.0, engine::kMovementMask}, RayKind::Controller, entity).hit;
    return floor || solidAlong(world, origin, ray, own);
}

/// True when the open box overlaps any spike cell.
bool touchesSpikes(const engine::TileGrid& grid, const engine::Aabb& box) {
    const engine::Cell lo = engine::cellAt(box.min.x, box.min.y), hi = engine::cellAt(box.max.x, box.max.y);
    for (int y = lo.y; y <= hi.y; ++y)
        for (int x = lo.x; x <= hi.x; ++x)
            if (engine::inMask(engine::kSpikeMask, grid.at(x, y)) &&
                engine::overlapsOpen(box, {{double(x), double(y)}, {x + 1.0, y + 1.0}}))
                return true;
    return false;
}

/// One tick of a skeleton's patrol (it dies if it ends the tick on spikes; `s`, `b`, `t` dangle then).
void patrolSkeleton(World& world, engine::Entity e, Skeleton& s, Body& b, Transform& t) {
    // Gravity
    b.velocity.y = std::min(b.velocity.y + kGravity * kDt, kMaxFallSpeed);
    // Turn at ledges and spikes (only when standing: a falling skeleton keeps its direction)
    if (b.controller.info.below && !safeGroundAhead(world, b.controller, s.dir, s.solid, e.index))
        s.dir = -s.dir;
    b.velocity.x = s.dir * s.speed;
    engine::MoveOptions options;
    options.ignoreSolid = s.solid;
    const engine::CollisionInfo& info = moveTracked(world, b.controller, b.velocity * kDt, options, e.index);
    stopAtContacts(b.velocity, info);
    // Turn at walls
    if ((s.dir < 0 && info.left) || (s.dir > 0 && info.right)) s.dir = -s.dir;
    world.solids.setBox(s.solid, skeletonSolidBox(b.controller.collider));
    t.position = center(b.controller.collider);
    // Fell onto spikes (its floor crumbled away)
    if (touchesSpikes(world.grid, b.controller.collider)) killEnemy(world, e);
}

// --- Bats ---

/// Velocity v steered towards `desired` by at most maxDelta (tiles/s).
engine::Vec2 steer(engine::Vec2 v, engine::Vec2 desired, double maxDelta) {
    const engine::Vec2 dv = desired - v;
    const double len = engine::length(dv);
    return len <= maxDelta ? desired : v + dv * (maxDelta / len);
}

/// True when `target` is within `range` of `from` and no sight-blocking tile lies between them.
bool sees(World& world, engine::Vec2 from, engine::Vec2 target, double range, std::uint32_t entity) {
    return engine::distance(from, target) <= range && clearSight(world, from, target, entity);
}

/// One tick of a bat: sleep until it sees the explorer, flap awake, then swoop after them.
void flyBat(World& world, engine::Entity e, Bat& bat, Body& b, Transform& t) {
    const engine::Vec2 me = center(b.controller.collider), target = center(playerBox(world));
    switch (bat.state) {
    case BatState::Sleeping:
        if (!sees(world, me, target, bat.range, e.index)) return;
        bat.state = BatState::Waking;
        bat.timer = kBatWakeSeconds;
        return;
    case BatState::Waking:
        bat.timer -= kDt;
        if (bat.timer <= 0.0) bat.state = BatState::Swooping;
        return;
    case BatState::Swooping:
        b.velocity = steer(b.velocity, engine::normalize(target - me) * bat.speed, kBatAccel * kDt);
        stopAtContacts(b.velocity, moveTracked(world, b.controller, b.velocity * kDt, {}, e.index));
        t.position = center(b.controller.collider);
        return;
    }
}

// --- Liches ---

/// One tick of a lich: the telegraph glow, then a cast at the explorer. `t` may dangle after the cast.
void castLich(World& world, engine::Entity e, Lich& lich, Transform& t) {
    const engine::Vec2 me = t.position, target = center(playerBox(world));
    const bool wasCharging = lich.charging;
    lich.timer -= kDt;
    if (!sees(world, me, target, lich.range, e.index)) {
        lich.timer = std::max(lich.timer, kLichTelegraph);
        lich.charging = false;
        return;
    }
    lich.charging = lich.timer <= kLichTelegraph;
    if (lich.charging && !wasCharging) emit(world, EventType::RobotTelegraph, me);
    if (lich.timer > 0.0) return;
    lich.timer = lich.interval;
    lich.charging = false;
    const engine::Vec2 dir = engine::normalize(target - me);
    emit(world, EventType::RobotFire, me, dir);
    spawnProjectile(world, me, dir * lich.projectileSpeed);
}

// --- Projectiles ---

/// One tick of a projectile: fizzle when old, burst on a wall or solid, else fly on.
void flyProjectile(World& world, engine::Entity e, Projectile& p, Transform& t) {
    p.age += kDt;
    if (p.age >= kProjectileLife) return world.registry.destroy(e);
    const engine::Vec2 step = p.velocity * kDt;
    engine::GridRayOutput wall =
        castTracked(world, {t.position, step, 1.0, engine::kSightMask}, RayKind::Sight, e.index);
    const engine::Aabb box = engine::aabbFromCenter(t.position + step, kProjectileHalf);
    if (!wall.hit && !engine::overlapsSolid(world.collision(), box, engine::kNoSolid, 0)) {
        t.position += step;
        return;
    }
    const engine::Vec2 at = wall.hit ? wall.point : t.position + step;
    emit(world, EventType::Spark, at, wall.hit ? wall.normal : -engine::normalize(step));
    world.registry.destroy(e);
}

// --- Death ---

/// Skeleton e's remains at its feet, facing its walk (none before the bookkeeping entity exists).
void leaveRemains(World& world, engine::Entity e, int dir) {
    CryptRemains* remains = cryptRemains(world);
    const Body* b = world.registry.tryGet<Body>(e);
    if (remains == nullptr || b == nullptr) return;
    const engine::Aabb& box = b->controller.collider;
    remains->dying.push_back({{center(box).x, box.max.y}, dir, kSkeletonDeathSeconds});
}

// --- Touches ---

/// True when the contact is the solid `id`.
bool isSolid(const engine::ContactHit& hit, engine::SolidId id) {
    return hit.source == engine::HitSource::Solid && hit.solid == id;
}

/// The explorer bounces off skeleton `e` (which dies) and reloads.
void stomp(World& world, engine::Entity e, ExplorerStep& step) {
    const engine::Aabb box = world.registry.get<Body>(e).controller.collider;
    killEnemy(world, e);
    pushExplorer(world, {0.0, -kStompBounceSpeed - playerVelocity(world).y});
    if (Blunderbuss* gun = world.registry.tryGet<Blunderbuss>(world.player)) refillShells(*gun);
    step.stomped = true;
    emit(world, EventType::Stomp, {center(box).x, box.min.y}, {0.0, -1.0});
}

/// The explorer against one skeleton: the controller's contacts first (below = stomp, any other side =
/// death), then overlap with its solid box (the skeleton walked into the explorer, which the explorer's move
/// cannot see).
void touchSkeleton(World& world, engine::Entity e, const Skeleton& s, const Body& b, ExplorerStep& step) {
    const engine::CollisionInfo& info = playerController(world)->info;
    if (info.below && isSolid(info.belowHit, s.solid)) return stomp(world, e, step);
    const engine::Aabb box = skeletonSolidBox(b.controller.collider);
    if ((info.left && isSolid(info.leftHit, s.solid)) || (info.right && isSolid(info.rightHit, s.solid)) ||
        (info.above && isSolid(info.aboveHit, s.solid)))
        return killPlayer(world, DeathCause::Enemy, center(box));
    const engine::Aabb player = playerBox(world);
    if (!engine::overlapsOpen(player, box)) return;
    if (step.velocityBefore.y > 0.0 && player.max.y <= box.min.y + kStompTolerance)
        return stomp(world, e, step);
    killPlayer(world, DeathCause::Enemy, center(box));
}

} // namespace

bool spawnEnemy(World& world, const engine::EntitySpec& spec) {
    if (spec.type == "skeleton")
        spawnSkeleton(world, spec);
    else if (spec.type == "bat")
        spawnBat(world, spec);
    else if (spec.type == "lich")
        spawnLich(world, spec);
    else
        return false;
    return true;
}

engine::Entity spawnProjectile(World& world, engine::Vec2 at, engine::Vec2 velocity) {
    engine::Entity e = world.registry.create();
    world.registry.emplace<Transform>(e, at, at);
    world.registry.emplace<Tag>(e, std::string("projectile"), std::string());
    world.registry.emplace<Projectile>(e, velocity, 0.0);
    world.registry.emplace<Hitbox>(e, kProjectileHalf);
    return e;
}

engine::Entity skeletonOfSolid(World& world, engine::SolidId id) {
    for (engine::Entity e : world.registry.view<Skeleton>())
        if (world.registry.get<Skeleton>(e).solid == id) return e;
    return engine::kNullEntity;
}

void killEnemy(World& world, engine::Entity e) {
    if (!world.registry.valid(e)) return;
    const engine::Vec2 at = world.registry.get<Transform>(e).position;
    const bool projectile = world.registry.has<Projectile>(e);
    if (const Skeleton* s = world.registry.tryGet<Skeleton>(e)) {
        world.solids.remove(s->solid);
        leaveRemains(world, e, s->dir);
    }
    world.registry.destroy(e);
    if (!projectile) emit(world, EventType::EnemyDeath, at);
}

void moveEnemies(World& world) {
    if (world.state != RunState::Playing) return;
    world.registry.view<Skeleton, Body, Transform>().each(
        [&](engine::Entity e, Skeleton& s, Body& b, Transform& t) { patrolSkeleton(world, e, s, b, t); });
    world.registry.view<Bat, Body, Transform>().each(
        [&](engine::Entity e, Bat& bat, Body& b, Transform& t) { flyBat(world, e, bat, b, t); });
    world.registry.view<Lich, Transform>().each(
        [&](engine::Entity e, Lich& lich, Transform& t) { castLich(world, e, lich, t); });
}

void ageRemains(World& world) {
    CryptRemains* remains = cryptRemains(world);
    if (remains == nullptr) return;
    for (Remains& r : remains->dying)
        r.left -= kDt;
    std::vector<Remains>& d = remains->dying;
    d.erase(std::remove_if(d.begin(), d.end(), [](const Remains& r) { return r.left <= 0.0; }), d.end());
}

void moveProjectiles(World& world) {
    if (world.state != RunState::Playing) return;
    world.registry.view<Projectile, Transform>().each(
        [&](engine::Entity e, Projectile& p, Transform& t) { flyProjectile(world, e, p, t); });
}

void resolveTouches(World& world, ExplorerStep& step) {
    if (world.state != RunState::Playing || playerController(world) == nullptr) return;
    world.registry.view<Skeleton, Body>().each([&](engine::Entity e, Skeleton& s, Body& b) {
        if (world.state == RunState::Playing) touchSkeleton(world, e, s, b, step);
    });
    const engine::Aabb player = playerBox(world);
    world.registry.view<Hitbox, Transform>().each([&](engine::Entity e, Hitbox& h, Transform& t) {
        if (world.state != RunState::Playing ||
            !engine::overlapsOpen(player, engine::aabbFromCenter(t.position, h.half)))
            return;
        const bool projectile = world.registry.has<Projectile>(e);
        killPlayer(world, projectile ? DeathCause::Projectile : DeathCause::Enemy, t.position);
    });
}

} // namespace game
