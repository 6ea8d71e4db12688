#include "game/app/fx/particles.h"

#include <algorithm>
#include <cmath>

#include "game/app/view/mode_presentation.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"

namespace game {

namespace {

using engine::ParticleBurst;

/// Sprites of an atlas sequence ("fx_debris_0".."_3"), those that exist.
std::vector<const engine::SpriteRect*> spriteSet(const std::string& prefix, int count) {
    std::vector<const engine::SpriteRect*> out;
    for (int i = 0; i < count; ++i)
        if (const engine::SpriteRect* s = findSprite(prefix + std::to_string(i))) out.push_back(s);
    return out;
}

/// A direction in pixels from an event's direction (tiles; y down either way).
sf::Vector2f dirOf(const WorldEvent& e) {
    return {static_cast<float>(e.direction.x), static_cast<float>(e.direction.y)};
}

/// Hot sparks thrown along a direction.
ParticleBurst sparks(int count, sf::Color hot, sf::Color cool, float spread) {
    ParticleBurst b;
    b.count = count;
    b.speedMin = 70;
    b.speedMax = 190;
    b.spread = spread;
    b.lifeMin = 0.12f;
    b.lifeMax = 0.35f;
    b.sizeMin = 1.0f;
    b.sizeMax = 1.6f;
    b.endSize = 0.6f;
    b.color0 = hot;
    b.color1 = sf::Color(cool.r, cool.g, cool.b, 0);
    b.gravity = 380;
    b.drag = 2.0f;
    b.stretch = 0.025f;
    b.additive = true;
    return b;
}

/// Soft dust puffs.
ParticleBurst dust(int count, sf::Color c, float speed, float spread) {
    ParticleBurst b;
    b.count = count;
    b.speedMin = speed * 0.4f;
    b.speedMax = speed;
    b.spread = spread;
    b.lifeMin = 0.25f;
    b.lifeMax = 0.5f;
    b.sizeMin = 2.0f;
    b.sizeMax = 3.5f;
    b.endSize = 0.2f;
    b.color0 = c;
    b.color1 = sf::Color(c.r, c.g, c.b, 0);
    b.gravity = -20;
    b.drag = 5.0f;
    b.jitter = 2.0f;
    return b;
}

/// Chunks that fall and bounce.
ParticleBurst debris(int count, sf::Color tint) {
    ParticleBurst b;
    b.count = count;
    b.speedMin = 50;
    b.speedMax = 150;
    b.lifeMin = 0.8f;
    b.lifeMax = 1.4f;
    b.sizeMin = 0.8f;
    b.sizeMax = 1.2f;
    b.endSize = 1.0f;
    b.color0 = tint;
    b.color1 = sf::Color(tint.r, tint.g, tint.b, 0);
    b.gravity = 620;
    b.drag = 0.6f;
    b.spinMax = 10.0f;
    b.jitter = 5.0f;
    b.bounce = 0.35f;
    b.sprites = spriteSet("fx_debris_", 4);
    if (b.sprites.empty()) {
        b.sizeMin = 2.0f;
        b.sizeMax = 3.0f;
    }
    return b;
}

} // namespace

void WorldFx::clear() {
    particles_.clear();
    sprites_.clear();
    flash_ = {};
}

void WorldFx::effect(const std::string& animation, sf::Vector2f at, float rotation, bool additive,
                     bool flip) {
    if (viewAssets().atlas == nullptr || viewAssets().atlas->animation(animation) == nullptr) return;
    sprites_.push_back({animation, at, rotation, flip, additive, 0.0});
}

void WorldFx::onEvents(const World& world) {
    for (const WorldEvent& e : world.events)
        onEvent(world, e);
}

void WorldFx::onEvent(const World& world, const WorldEvent& e) {
    const sf::Vector2f at = toPixels(e.position), dir = dirOf(e);
    const ModePresentation& m = modePresentation(world.mode);  // the mode's signature colours
    switch (e.type) {
    case EventType::Spark:
        particles_.emit(sparks(7, sf::Color(255, 240, 200), m.particleHot, 1.6f), at, dir);
        break;
    case EventType::Zap:
        particles_.emit(sparks(12, sf::Color(255, 255, 255), m.particleCool, 6.28f), at, dir);
        effect("fx_spark", at, 0.0f, true);
        break;
    case EventType::BlockBreak:
        particles_.emit(
            debris(10, m.debris), at, {0, -1});
        particles_.emit(dust(8, sf::Color(150, 130, 120, 150), 60, 6.28f), at, {});
        break;
    case EventType::Crumble:
        particles_.emit(debris(5, sf::Color(170, 150, 120)), at, {0, 1});
        particles_.emit(dust(5, sf::Color(140, 120, 100, 120), 30, 6.28f), at, {});
        break;
    case EventType::Shot: {
        const float angle = std::atan2(dir.y, dir.x);
        if (drawLocalFlashes(flashesReduced())) effect("muzzle_flash", at, angle, true);
        particles_.emit(sparks(10, sf::Color(255, 250, 210), sf::Color(255, 120, 40), 0.5f), at, dir);
        particles_.emit(dust(6, sf::Color(120, 110, 100, 140), 50, 0.9f), at, dir);
        kickScreenFlash(flash_, 0.08, flashesReduced());
        break;
    }
    case EventType::DryClick:
        particles_.emit(dust(3, sf::Color(160, 160, 160, 120), 20, 1.0f), at, dir);
        break;
    case EventType::Death: {
        ParticleBurst burst = sparks(34, sf::Color(255, 255, 255), m.particleHot, 6.28f);
        burst.speedMax = 260;
        burst.lifeMax = 0.6f;
        burst.gravity = 200;
        burst.spread = 4.0f; // a fan upwards and sideways: little goes into the floor
        particles_.emit(burst, at, {0, -1});
        ParticleBurst chunks = debris(8, m.particleHot);
        chunks.sprites.clear();
        chunks.sizeMin = 2.0f;
        chunks.sizeMax = 3.0f;
        particles_.emit(chunks, at, {0, -1});
        effect("death_puff", at);
        kickScreenFlash(flash_, 0.45, flashesReduced());
        break;
    }
    case EventType::EnemyDeath:
        particles_.emit(debris(8, sf::Color(230, 222, 200)), at, {0, -1});
        effect("death_puff", at);
        break;
    case EventType::Stomp:
        particles_.emit(dust(8, sf::Color(200, 190, 170, 150), 70, 3.0f), at, {0, -1});
        break;
    case EventType::Jump:
        particles_.emit(dust(5, sf::Color(200, 200, 220, 110), 45, 2.4f), at, {0, 1});
        break;
    case EventType::Land: {
        ParticleBurst b = dust(8, sf::Color(200, 200, 220, 120), 60, 0.6f);
        particles_.emit(b, at, {-1, 0});
        particles_.emit(b, at, {1, 0});
        break;
    }
    case EventType::WallKick:
        particles_.emit(dust(7, sf::Color(200, 200, 220, 120), 60, 1.2f), at, dir);
        break;
    case EventType::Dash: {
        ParticleBurst b = sparks(16, sf::Color(180, 255, 250), sf::Color(90, 120, 255), 0.7f);
        b.gravity = 0;
        particles_.emit(b, at, {-dir.x, -dir.y});
        break;
    }
    case EventType::LaserCharge:
    case EventType::RobotTelegraph: {
        ParticleBurst b = sparks(4, sf::Color(255, 200, 220), sf::Color(255, 60, 90), 6.28f);
        b.speedMax = 60;
        b.gravity = 0;
        particles_.emit(b, at, {});
        break;
    }
    case EventType::RobotFire:
        particles_.emit(sparks(8, sf::Color(255, 230, 180), sf::Color(255, 130, 40), 0.6f), at, dir);
        break;
    case EventType::Pickup:
    case EventType::KeyPickup:
    case EventType::Exit: {
        ParticleBurst b = sparks(e.type == EventType::Exit ? 40 : 16, sf::Color(255, 250, 200),
                                 sf::Color(255, 200, 60), 6.28f);
        b.gravity = -40;
        b.speedMax = 120;
        b.lifeMax = 0.7f;
        b.stretch = 0.0f;
        particles_.emit(b, at, {});
        if (e.type == EventType::Exit) kickScreenFlash(flash_, 0.3, flashesReduced());
        break;
    }
    case EventType::Collect: {
        // The burst: a ring of the mode's cool sparks, then a slower gold shower rising.
        ParticleBurst ring = sparks(28, sf::Color(255, 255, 255), m.particleCool, 6.28f);
        ring.gravity = 0;
        ring.speedMax = 160;
        ring.lifeMax = 0.5f;
        particles_.emit(ring, at, {});
        ParticleBurst shower = sparks(18, sf::Color(255, 250, 200), sf::Color(255, 200, 60), 6.28f);
        shower.gravity = -60;
        shower.speedMax = 70;
        shower.lifeMax = 0.9f;
        shower.stretch = 0.0f;
        particles_.emit(shower, at, {});
        break;
    }
    case EventType::DoorOpen:
    case EventType::DoorClose:
        particles_.emit(dust(4, sf::Color(180, 180, 200, 100), 30, 6.28f), at, {});
        break;
    default:
        break;
    }
}

void WorldFx::update(const World& world, float dt) {
    particles_.setSolidTest([&world](sf::Vector2f p) {
        const engine::TileKind k = world.grid.at(static_cast<int>(std::floor(p.x / kTilePixels)),
                                                 static_cast<int>(std::floor(p.y / kTilePixels)));
        return engine::inMask(engine::kMovementMask, k) && k != engine::TileKind::OneWay &&
               !engine::isSlope(k);
    });
    particles_.update(dt);
    for (EffectSprite& s : sprites_)
        s.age += dt;
    sprites_.erase(std::remove_if(sprites_.begin(), sprites_.end(),
                                  [](const EffectSprite& s) {
                                      const engine::Animation* a =
                                          viewAssets().atlas ? viewAssets().atlas->animation(s.animation)
                                                             : nullptr;
                                      return a == nullptr || s.age >= a->duration();
                                  }),
                   sprites_.end());
    stepScreenFlash(flash_, dt, flashesReduced());
}

void WorldFx::drawAlpha(sf::RenderTarget& target) {
    va_.clear();
    const sf::Vector2f white = viewAssets().whiteTexel.value_or(sf::Vector2f());
    particles_.append(va_, false, white);
    for (const EffectSprite& s : sprites_)
        if (!s.additive)
            if (const engine::SpriteRect* f = animationFrame(s.animation, s.age))
                engine::appendSprite(va_, *f, {s.position, s.flipX, 1.0f, s.rotation});
    target.draw(va_, atlasStates());
}

void WorldFx::drawAdditive(sf::RenderTarget& target) {
    va_.clear();
    const sf::Vector2f white = viewAssets().whiteTexel.value_or(sf::Vector2f());
    particles_.append(va_, true, white);
    for (const EffectSprite& s : sprites_)
        if (s.additive)
            if (const engine::SpriteRect* f = animationFrame(s.animation, s.age))
                engine::appendSprite(va_, *f, {s.position, s.flipX, 1.0f, s.rotation});
    target.draw(va_, atlasStates(sf::BlendAdd));
}

} // namespace game
