#include "game/app/view/crypt_view.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

#include "engine/math/scalar.h"
#include "engine/render/view_cull.h"
#include "game/app/fx/flash_limit.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"
#include "game/crypt/crypt_components.h"
#include "game/crypt/crypt_state.h"
#include "game/world/systems.h"

namespace game {

namespace {

using engine::kPi;
using engine::Vec2;

/// Segments used to approximate a circle.
constexpr int kCircleSegments = 14;

/// Flat colours of the crypt's things.
namespace palette {
const sf::Color kBone(226, 220, 196), kBoneDark(60, 50, 44), kBat(132, 84, 170), kBatSleeping(92, 64, 120);
const sf::Color kLich(46, 110, 96), kLichGlow(120, 255, 160), kProjectile(150, 255, 120);
const sf::Color kOrb(255, 200, 80), kOrbDark(255, 200, 80, 60), kKey(255, 206, 64), kGate(190, 150, 60);
const sf::Color kGun(110, 72, 40), kFlash(255, 236, 140), kAim(255, 255, 255, 110), kPellet(255, 230, 120);
const sf::Color kSpark(255, 180, 80), kShell(220, 70, 50), kShellEmpty(90, 90, 100), kCrumble(20, 14, 10);
} // namespace palette

/// The most a crumbling tile darkens before it falls (alpha of palette::kCrumble over it).
constexpr double kCrumbleDarkest = 0.2;

/// A lich bolt's tail: its length behind the bolt's centre and its half-width there, tiles.
constexpr double kBoltTailLength = 0.9, kBoltTailWidth = 0.16;

/// Shapes are appended in world tiles and converted to pixels here.
struct Canvas {
    sf::VertexArray& tris;    ///< flat shapes (the fallback, crumbling tiles)
    sf::VertexArray& lines;   ///< one-pixel lines (aim, pellets, sparks), drawn last
    sf::VertexArray& sprites; ///< atlas sprites, alpha blended
    sf::VertexArray& glow;    ///< atlas fx_glow sprites, drawn additively

    /// Sprite `name` (or the animation frame `anim` at t s when name is empty) with its origin at p (tiles).
    bool sprite(std::string_view name, Vec2 p, bool flip = false, double rotation = 0.0,
                sf::Color c = sf::Color::White) {
        return appendNamedSprite(sprites, name, {toPixels(p), flip, 1.0f, static_cast<float>(rotation), c});
    }
    /// Frame of animation `anim` at t s with its origin at p (tiles); false without the atlas.
    bool frame(std::string_view anim, double t, Vec2 p, bool flip = false, sf::Color c = sf::Color::White) {
        const engine::SpriteRect* f = animationFrame(anim, t);
        if (f == nullptr) return false;
        engine::appendSprite(sprites, *f, {toPixels(p), flip, 1.0f, 0.0f, c});
        return true;
    }
    /// A soft additive glow `radius` tiles around p (fx_glow is 8 px across, so it is scaled to fit).
    void halo(Vec2 p, double radius, sf::Color c) {
        appendNamedSprite(glow, "fx_glow", {toPixels(p), false, static_cast<float>(radius * 4.0), 0.0f, c});
    }

    /// Axis-aligned box.
    void box(const engine::Aabb& b, sf::Color c) {
        const Vec2 p[4] = {b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}};
        for (int i : {0, 1, 2, 0, 2, 3})
            tris.append(sf::Vertex(toPixels(p[i]), c));
    }
    /// Filled triangle.
    void triangle(Vec2 a, Vec2 b, Vec2 c, sf::Color col) {
        for (Vec2 p : {a, b, c})
            tris.append(sf::Vertex(toPixels(p), col));
    }
    /// Filled disc.
    void disc(Vec2 c, double r, sf::Color col) {
        for (int i = 0; i < kCircleSegments; ++i) {
            const double a0 = 2.0 * kPi * i / kCircleSegments, a1 = 2.0 * kPi * (i + 1) / kCircleSegments;
            triangle(c, c + engine::fromAngle(a0) * r, c + engine::fromAngle(a1) * r, col);
        }
    }
    /// A thick segment (a quad), `width` tiles wide.
    void bar(Vec2 a, Vec2 b, double width, sf::Color c) {
        const Vec2 n = engine::perp(engine::normalize(b - a)) * (0.5 * width);
        triangle(a - n, b - n, b + n, c);
        triangle(a - n, b + n, a + n, c);
    }
    /// A one-pixel line.
    void line(Vec2 a, Vec2 b, sf::Color c) {
        lines.append(sf::Vertex(toPixels(a), c));
        lines.append(sf::Vertex(toPixels(b), c));
    }
};

/// Colour c with alpha scaled by f in [0, 1].
sf::Color fade(sf::Color c, double f) {
    c.a = static_cast<sf::Uint8>(c.a * std::clamp(f, 0.0, 1.0));
    return c;
}

/// The interpolated centre of an entity.
Vec2 drawnAt(const Transform& t, double alpha) { return engine::lerp(t.previous, t.position, alpha); }

/// Animation clock: seconds since the attempt started (a pure function of the World).
double clock(const World& world) { return world.attemptSeconds(); }

/// The point halfway down an entity's box bottom: where bottom-centre sprites stand.
Vec2 feet(Vec2 centre, Vec2 half) { return centre + Vec2{0.0, half.y}; }

/// Crumbling tiles that were stood on shake and darken a little as their time runs out (at most a fifth, so the
/// stone still stands 3:1 off the background until it falls).
void drawCrumbling(Canvas& cv, const World& world) {
    const CryptTiles* tiles = cryptTiles(world);
    if (tiles == nullptr) return;
    for (const CrumbleTimer& t : tiles->crumbling) {
        const double shake = 0.04 * std::sin(static_cast<double>(world.tick) * 1.7);
        const Vec2 o{t.cell.x + shake, static_cast<double>(t.cell.y)};
        cv.box({o, o + Vec2{1.0, 1.0}}, fade(palette::kCrumble, kCrumbleDarkest * (1.0 - t.left / kCrumbleDelay)));
    }
}

/// Gates: crypt_gate tiled over the box while closed, a faint ghost of it once open (bars as the fallback).
void drawGates(Canvas& cv, const World& world) {
    world.registry.view<Gate>().each([&](const Gate& g) {
        const sf::Color tint = g.open ? sf::Color(255, 255, 255, 40) : sf::Color::White;
        bool art = true;
        for (double y = g.box.min.y; y < g.box.max.y - 1e-6; y += 1.0)
            for (double x = g.box.min.x; x < g.box.max.x - 1e-6; x += 1.0)
                art = cv.sprite("crypt_gate", {x, y}, false, 0.0, tint) && art;
        if (art) return;
        if (g.open) return cv.line(g.box.min, {g.box.max.x, g.box.min.y}, fade(palette::kGate, 0.4));
        cv.box(g.box, fade(palette::kGate, 0.35));
        for (double x = g.box.min.x + 0.15; x < g.box.max.x; x += 0.35)
            cv.bar({x, g.box.min.y}, {x, g.box.max.y}, 0.12, palette::kGate);
    });
}

/// Keys (bobbing, with a gold glow) and orbs (spinning, with a cyan glow; hidden while they respawn).
void drawPickups(Canvas& cv, const World& world, double alpha) {
    const double t = clock(world);
    world.registry.view<Key, Transform>().each([&](const Key&, const Transform& tr) {
        const Vec2 c = drawnAt(tr, alpha) + Vec2{0.0, 0.06 * std::sin(t * 9.6)};
        cv.halo(c, 0.6, sf::Color(255, 200, 80, 110));
        if (cv.sprite("crypt_key", c)) return;
        cv.disc(c - Vec2{0.12, 0.0}, 0.16, palette::kKey);
        cv.bar(c, c + Vec2{0.32, 0.0}, 0.09, palette::kKey);
        cv.bar(c + Vec2{0.25, 0.0}, c + Vec2{0.25, 0.14}, 0.07, palette::kKey);
    });
    world.registry.view<Orb, Transform>().each([&](const Orb& o, const Transform& tr) {
        if (!o.active) return;
        const Vec2 c = drawnAt(tr, alpha);
        const double pulse = 0.85 + 0.15 * std::sin(t * 12.0);
        cv.halo(c, 0.9 * pulse, sf::Color(255, 210, 90, 130));
        if (cv.frame("crypt_orb", t, c)) return;
        cv.disc(c, kOrbRadius * pulse, palette::kOrb);
        cv.disc(c - Vec2{0.08, 0.08}, 0.08, sf::Color::White);
    });
}

/// Skeletons: the walk cycle, mirrored when walking left (a box-and-skull fallback).
void drawSkeletons(Canvas& cv, const World& world, double alpha) {
    const double t = clock(world);
    world.registry.view<Skeleton, Transform>().each([&](const Skeleton& s, const Transform& tr) {
        const Vec2 c = drawnAt(tr, alpha);
        if (cv.frame("skeleton_walk", t * s.speed / 2.0, feet(c, kSkeletonHalf), s.dir < 0)) return;
        cv.box(engine::aabbFromCenter(c + Vec2{0.0, 0.12}, {0.22, 0.33}), palette::kBone);
        cv.box(engine::aabbFromCenter(c + Vec2{0.0, -0.25}, {0.3, 0.2}), palette::kBone);
        cv.box(engine::aabbFromCenter(c + Vec2{0.14 * s.dir, -0.27}, {0.06, 0.06}), palette::kBoneDark);
        for (double y : {0.0, 0.15, 0.3})
            cv.bar(c + Vec2{-0.2, y}, c + Vec2{0.2, y}, 0.04, palette::kBoneDark);
    });
}

/// Killed skeletons collapsing: skeleton_death over their remains, mirrored like the walk (without the atlas,
/// a bone box sinking and fading).
void drawRemains(Canvas& cv, const World& world) {
    const CryptRemains* remains = cryptRemains(world);
    if (remains == nullptr) return;
    for (const Remains& r : remains->dying) {
        const double left01 = r.left / kSkeletonDeathSeconds;
        if (cv.frame("skeleton_death", kSkeletonDeathSeconds - r.left, r.feet, r.dir < 0)) continue;
        cv.box({r.feet - Vec2{0.3, 0.9 * left01}, r.feet + Vec2{0.3, 0.0}}, fade(palette::kBone, left01));
    }
}

/// Bats: hanging while asleep, flapping (mirrored to their flight) once awake.
void drawBats(Canvas& cv, const World& world, double alpha) {
    const double t = clock(world);
    world.registry.view<Bat, Transform>().each([&](engine::Entity e, const Bat& b, const Transform& tr) {
        const Vec2 c = drawnAt(tr, alpha);
        const Body* body = world.registry.tryGet<Body>(e);
        const bool left = body != nullptr && body->velocity.x < 0.0;
        if (b.state == BatState::Sleeping) {
            if (cv.frame("bat_hang", t, c)) return;
            return cv.box(engine::aabbFromCenter(c, {0.14, 0.24}), palette::kBatSleeping);
        }
        if (cv.frame("bat_fly", t, c, left)) return;
        const double flap = 0.25 * std::sin(static_cast<double>(world.tick) * 0.6);
        cv.triangle(c, c + Vec2{-0.5, -0.1 + flap}, c + Vec2{-0.2, 0.15}, palette::kBat);
        cv.triangle(c, c + Vec2{0.5, -0.1 + flap}, c + Vec2{0.2, 0.15}, palette::kBat);
        cv.disc(c, 0.16, palette::kBat);
    });
}

/// Liches (idle, or casting with a growing green glow while charging; they face the explorer) and their
/// bolts (spinning, glowing).
void drawLiches(Canvas& cv, const World& world, double alpha) {
    const double t = clock(world);
    const Transform* player = world.registry.tryGet<Transform>(world.player);
    world.registry.view<Lich, Transform>().each([&](const Lich& l, const Transform& tr) {
        const Vec2 c = drawnAt(tr, alpha);
        const bool left = player != nullptr && player->position.x < c.x;
        const double charge = l.charging ? std::clamp(1.0 - l.timer / kLichTelegraph, 0.0, 1.0) : 0.0;
        if (l.charging) cv.halo(c + Vec2{left ? -0.3 : 0.3, -0.5}, 0.4 + 0.6 * charge, sf::Color(120, 255, 150, 160));
        const bool art = l.charging ? cv.frame("lich_cast", kLichTelegraph * charge, feet(c, kLichHalf), left)
                                    : cv.frame("lich_idle", t, feet(c, kLichHalf), left);
        if (art) return;
        if (l.charging) cv.disc(c + Vec2{0.0, -0.2}, 0.25 + 0.45 * charge, fade(palette::kLichGlow, 0.35));
        cv.triangle(c + Vec2{0.0, -0.45}, c + Vec2{0.38, 0.45}, c + Vec2{-0.38, 0.45}, palette::kLich);
        cv.disc(c + Vec2{0.0, -0.25}, 0.17, palette::kLich);
        cv.box(engine::aabbFromCenter(c + Vec2{0.0, -0.25}, {0.1, 0.04}), palette::kLichGlow);
    });
    const bool contrast = viewAssets().highContrast;
    world.registry.view<Projectile, Transform>().each([&](const Projectile& p, const Transform& tr) {
        const Vec2 c = drawnAt(tr, alpha);
        // A comet's tail behind it: its shape, not its green, tells a bolt from an orb.
        if (engine::length(p.velocity) > 1e-6) {
            const Vec2 dir = engine::normalize(p.velocity), side = engine::perp(dir) * kBoltTailWidth;
            cv.triangle(c + side, c - side, c - dir * kBoltTailLength,
                        contrast ? kContrastHazard : fade(palette::kProjectile, 0.8));
        }
        cv.halo(c, 0.7, contrast ? kContrastHazardHalo : sf::Color(110, 255, 130, 170));
        if (cv.frame("lich_bolt", p.age, c)) return;
        cv.disc(c, kProjectileHalf.x * 1.2, fade(palette::kProjectile, 0.4));
        cv.disc(c, kProjectileHalf.x * 0.7, palette::kProjectile);
    });
}

/// The last volley's pellet rays (for kPelletTraceSeconds) and the sparks along their normals.
void drawShotFx(Canvas& cv, const World& world) {
    const CryptFx* fx = cryptFx(world);
    if (fx == nullptr) return;
    if (fx->traceAge < kPelletTraceSeconds)
        for (const PelletTrace& p : fx->traces)
            cv.line(p.from, p.to, fade(palette::kPellet, 1.0 - fx->traceAge / kPelletTraceSeconds));
    for (const Spark& s : fx->sparks) {
        const double f = s.age / kSparkSeconds, reach = 0.15 + 0.6 * f;
        for (double a : {-0.5, 0.0, 0.5}) {
            const Vec2 d = engine::rotate(s.normal, a);
            cv.line(s.at + d * (reach * 0.5), s.at + d * reach, fade(palette::kSpark, 1.0 - f));
        }
    }
}

/// The blunderbuss at the explorer's hand, turned to the aim (mirrored when aiming left so it stays upright),
/// a glow at the muzzle right after a shot, a short dashed aim line, and the shells above the explorer's head.
void drawGun(Canvas& cv, const World& world, double alpha) {
    const Blunderbuss* gun = world.registry.tryGet<Blunderbuss>(world.player);
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (gun == nullptr || t == nullptr || world.state != RunState::Playing) return;
    const Vec2 c = drawnAt(*t, alpha), hand = c + Vec2{0.0, 0.1}, muzzle = hand + gun->aim * kGunLength;
    const bool left = gun->aim.x < 0.0;
    const Vec2 turned = left ? gun->aim * -1.0 : gun->aim;
    if (!cv.sprite("blunderbuss", hand, left, std::atan2(turned.y, turned.x))) {
        cv.bar(c, muzzle, 0.16, palette::kGun);
        cv.bar(muzzle - gun->aim * 0.12, muzzle, 0.26, palette::kGun);
        if (gun->sinceShot < kMuzzleFlashSeconds && drawLocalFlashes(flashesReduced()))
            cv.disc(muzzle + gun->aim * 0.25, 0.35, palette::kFlash);
    }
    if (gun->sinceShot < 2.0 * kMuzzleFlashSeconds && drawLocalFlashes(flashesReduced()))
        cv.halo(muzzle, 1.2, fade(sf::Color(255, 220, 140), 1.0 - gun->sinceShot / (2.0 * kMuzzleFlashSeconds)));
    for (double d = 0.25; d < kAimLineLength; d += 0.35)
        cv.line(muzzle + gun->aim * d, muzzle + gun->aim * (d + 0.18), palette::kAim);
    const engine::Aabb body = playerBox(world);
    for (int i = 0; i < kShellCapacity; ++i) {
        const Vec2 at{c.x + (i - 0.5 * (kShellCapacity - 1)) * 0.28, body.min.y - 0.3 + (c.y - center(body).y)};
        cv.box(engine::aabbFromCenter(at, {0.09, 0.14}), i < gun->shells ? palette::kShell : palette::kShellEmpty);
    }
}

} // namespace

int drawCrypt(sf::RenderTarget& target, const World& world, double alpha) {
    static thread_local sf::VertexArray tris(sf::Triangles), lines(sf::Lines), sprites(sf::Triangles),
        glow(sf::Triangles);
    for (sf::VertexArray* va : {&tris, &lines, &sprites, &glow})
        va->clear();
    Canvas cv{tris, lines, sprites, glow};
    drawCrumbling(cv, world);
    drawGates(cv, world);
    drawPickups(cv, world, alpha);
    drawRemains(cv, world);
    drawSkeletons(cv, world, alpha);
    drawBats(cv, world, alpha);
    drawLiches(cv, world, alpha);
    drawGun(cv, world, alpha);
    drawShotFx(cv, world);
    int calls = 0;
    const sf::FloatRect seen = engine::viewRect(target.getView());
    for (auto [va, states] : {std::pair{&tris, sf::RenderStates::Default}, {&sprites, atlasStates()},
                              {&glow, atlasStates(sf::BlendAdd)}, {&lines, sf::RenderStates::Default}}) {
        engine::cullTriangles(*va, seen);  // the level's other entities cost no vertex work
        if (va->getVertexCount() == 0) continue;
        target.draw(*va, states);
        ++calls;
    }
    return calls;
}

void cryptRims(const World& world, double alpha, RimSet& out) {
    const double t = clock(world);
    const engine::Registry& reg = world.registry;
    reg.view<Skeleton, Transform>().each([&](const Skeleton& s, const Transform& tr) {
        if (const engine::SpriteRect* f = animationFrame("skeleton_walk", t * s.speed / 2.0))
            addRimSprite(out, "skeleton", kHazardRim, *f, {toPixels(feet(drawnAt(tr, alpha), kSkeletonHalf)), s.dir < 0});
    });
    reg.view<Bat, Transform>().each([&](engine::Entity e, const Bat& b, const Transform& tr) {
        const Body* body = reg.tryGet<Body>(e);
        const bool left = body != nullptr && body->velocity.x < 0.0;
        const bool asleep = b.state == BatState::Sleeping;
        if (const engine::SpriteRect* f = animationFrame(asleep ? "bat_hang" : "bat_fly", t))
            addRimSprite(out, "bat", kHazardRim, *f, {toPixels(drawnAt(tr, alpha)), !asleep && left});
    });
    const Transform* player = reg.tryGet<Transform>(world.player);
    reg.view<Lich, Transform>().each([&](const Lich& l, const Transform& tr) {
        const Vec2 c = drawnAt(tr, alpha);
        const bool left = player != nullptr && player->position.x < c.x;
        const double charge = l.charging ? std::clamp(1.0 - l.timer / kLichTelegraph, 0.0, 1.0) : 0.0;
        const engine::SpriteRect* f = l.charging ? animationFrame("lich_cast", kLichTelegraph * charge)
                                                 : animationFrame("lich_idle", t);
        if (f != nullptr) addRimSprite(out, "lich", kHazardRim, *f, {toPixels(feet(c, kLichHalf)), left});
    });
    reg.view<Projectile, Transform>().each([&](const Projectile& p, const Transform& tr) {
        if (const engine::SpriteRect* f = animationFrame("lich_bolt", p.age))
            addRimSprite(out, "bolt", kHazardRim, *f, {toPixels(drawnAt(tr, alpha))});
    });
    // The blunderbuss: over the explorer, as drawCrypt draws it.
    const Blunderbuss* gun = reg.tryGet<Blunderbuss>(world.player);
    const Transform* at = reg.tryGet<Transform>(world.player);
    const engine::SpriteRect* gunSprite = findSprite("blunderbuss");
    if (gun == nullptr || at == nullptr || gunSprite == nullptr || world.state != RunState::Playing) return;
    const Vec2 hand = drawnAt(*at, alpha) + Vec2{0.0, 0.1};
    const bool left = gun->aim.x < 0.0;
    const Vec2 turned = left ? gun->aim * -1.0 : gun->aim;
    addRimSprite(out, "", kExplorerRim, *gunSprite,
                 {toPixels(hand), left, 1.0f, static_cast<float>(std::atan2(turned.y, turned.x))});
}

} // namespace game
