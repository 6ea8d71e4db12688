#pragma once
// Shared helpers for the controller tests: ASCII tile maps, a player-sized actor, a minimal gravity loop, and
// exact penetration measures against the tile grid.
#include <catch2/catch.hpp>

#include <cmath>
#include <initializer_list>
#include <string>

#include "../math/vec2_test_util.h"
#include "engine/collision/raycast.h"
#include "engine/controller/collision_world.h"
#include "engine/controller/raycast_controller.h"

namespace ctest {

using namespace engine;

/// Test tick, seconds (the sim runs at 120 Hz).
inline constexpr double kDt = 1.0 / 120.0;
/// Gravity used by the test loop, tiles/s².
inline constexpr double kGravity = 50.0;
/// Player-like collider size, tiles.
inline constexpr Vec2 kSize{0.6, 0.85};

/// A grid from rows of characters (row 0 on top): '#' Solid, '.' Empty, '=' OneWay, '/' SlopeUpRight,
/// '\\' SlopeUpLeft, 'G' Glass. Every row must have the same length.
inline TileGrid gridFromRows(std::initializer_list<const char*> rows) {
    int h = static_cast<int>(rows.size());
    int w = static_cast<int>(std::string(*rows.begin()).size());
    TileGrid g(w, h);
    int y = 0;
    for (const char* row : rows) {
        for (int x = 0; x < w; ++x) {
            char c = row[x];
            TileKind k = c == '#'    ? TileKind::Solid
                         : c == '='  ? TileKind::OneWay
                         : c == '/'  ? TileKind::SlopeUpRight
                         : c == '\\' ? TileKind::SlopeUpLeft
                         : c == 'G'  ? TileKind::Glass
                                     : TileKind::Empty;
            g.set(x, y, k);
        }
        ++y;
    }
    return g;
}

/// A box of `size` whose bottom-centre ("feet") is at p.
inline Aabb boxAtFeet(Vec2 p, Vec2 size = kSize) { return {{p.x - size.x / 2, p.y - size.y}, {p.x + size.x / 2, p.y}}; }

/// Bottom-centre of a box.
inline Vec2 feetOf(const Aabb& b) { return {(b.min.x + b.max.x) / 2, b.max.y}; }

/// A controller with the default config at feet position p.
inline RaycastController actorAt(Vec2 p, Vec2 size = kSize) {
    RaycastController c;
    c.collider = boxAtFeet(p, size);
    return c;
}

/// The deepest penetration (tiles) of the box into any blocking cell of the grid (one-ways never count).
inline double maxPenetration(const TileGrid& g, const Aabb& box) {
    Cell lo = cellAt(box.min.x, box.min.y), hi = cellAt(box.max.x, box.max.y);
    double worst = 0.0;
    for (int y = lo.y; y <= hi.y; ++y)
        for (int x = lo.x; x <= hi.x; ++x) worst = std::max(worst, cellPenetration(box, {x, y}, g.at(x, y)));
    return worst;
}

/// A kinematic body driven like a game character: velocity, gravity, stop on contacts.
struct SimActor {
    RaycastController body;
    Vec2 velocity;

    /// One tick: integrate gravity, move, zero the velocity into any contact.
    const CollisionInfo& step(const CollisionWorld& world, double gravity = kGravity, MoveOptions options = {}) {
        velocity.y += gravity * kDt;
        const CollisionInfo& info = body.move(world, velocity * kDt, options);
        if ((info.below && velocity.y > 0) || (info.above && velocity.y < 0)) velocity.y = 0;
        if ((info.left && velocity.x < 0) || (info.right && velocity.x > 0)) velocity.x = 0;
        return info;
    }
};

/// Places a SimActor at feet p and lets it fall and settle onto the ground (90 ticks = 0.75 s).
inline SimActor settledAt(const CollisionWorld& world, Vec2 p, Vec2 size = kSize) {
    SimActor a{actorAt(p, size), {}};
    for (int i = 0; i < 90; ++i) a.step(world);
    return a;
}

} // namespace ctest
