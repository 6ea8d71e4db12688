#include "game/app/view/mode_bridge.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/geometry/overlap.h"
#include "game/crypt/crypt_components.h"
#include "game/ninja/ninja_components.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/player_link.h"

namespace game {

namespace {

/// Distance from p to segment ab, tiles.
double segmentDistance(engine::Vec2 p, engine::Vec2 a, engine::Vec2 b) {
    const engine::Vec2 ab = b - a;
    const double len2 = engine::dot(ab, ab);
    const double t = len2 > 0.0 ? std::clamp(engine::dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return engine::length(p - (a + ab * t));
}

/// Smallest distance from p to any segment of the path.
double pathDistance(const engine::LaserPath& path, engine::Vec2 p) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < path.points.size(); ++i)
        best = std::min(best, segmentDistance(p, path.points[i - 1], path.points[i]));
    return best;
}

} // namespace

ModeGauges readModeGauges(const World& world) {
    ModeGauges g;
    if (const NinjaAbilities* n = world.registry.tryGet<NinjaAbilities>(world.player)) {
        g.hasMeter = true;
        g.meter01 = std::clamp(n->meter / kMeterCapacity, 0.0, 1.0);
        g.slowActive = n->slowHandle != 0;
    }
    if (const Blunderbuss* b = world.registry.tryGet<Blunderbuss>(world.player)) {
        g.hasShells = true;
        g.shells = b->shells;
        g.maxShells = kShellCapacity;
    }
    if (const Satchel* s = world.registry.tryGet<Satchel>(world.player)) g.keys = s->keys;
    return g;
}

PlayerLook readPlayerLook(const World& world) {
    PlayerLook look;
    look.facing = 0;
    if (const NinjaAbilities* n = world.registry.tryGet<NinjaAbilities>(world.player)) {
        look.facing = n->facing;
        look.dashing = dashing(world);
        look.aiming = n->aiming;
    }
    if (const Blunderbuss* b = world.registry.tryGet<Blunderbuss>(world.player)) {
        look.facing = b->facing;
        look.sinceShot = b->sinceShot;
    }
    return look;
}

double nearestLethalBeam(const World& world, engine::Vec2 p) {
    double best = std::numeric_limits<double>::infinity();
    world.registry.view<LaserEmitter>().each([&](const LaserEmitter& e) {
        if (e.lethal) best = std::min(best, pathDistance(e.beam, p));
    });
    world.registry.view<Robot>().each([&](const Robot& r) {
        if (r.lethal) best = std::min(best, pathDistance(r.beam, p));
    });
    return best;
}

void collectModeLights(const World& world, std::vector<ModeLight>& out) {
    const engine::Registry& r = world.registry;
    r.view<Orb, Transform>().each([&](const Orb& o, const Transform& t) {
        if (o.active) out.push_back({t.position, 3.0, sf::Color(90, 200, 255)});
    });
    r.view<Projectile, Transform>().each([&](const Projectile&, const Transform& t) {
        out.push_back({t.position, 2.5, sf::Color(120, 255, 140)});
    });
    r.view<Lich, Transform>().each([&](const Lich& l, const Transform& t) {
        out.push_back({t.position, l.charging ? 3.5 : 2.0,
                       l.charging ? sf::Color(140, 255, 170) : sf::Color(60, 140, 110)});
    });
    r.view<Key, Transform>().each([&](const Key&, const Transform& t) {
        out.push_back({t.position, 2.0, sf::Color(255, 200, 80)});
    });
    r.view<Bolt, Transform>().each([&](const Bolt&, const Transform& t) {
        out.push_back({t.position, 2.0, sf::Color(255, 150, 60)});
    });
}

} // namespace game
