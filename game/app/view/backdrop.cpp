#include "game/app/view/backdrop.h"

#include <cmath>

#include "engine/render/decor.h"
#include "engine/render/letterbox.h"
#include "engine/render/opaque_runs.h"
#include "engine/render/view_cull.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"

namespace game {

namespace {

using engine::TileKind;

/// Parallax factors (fraction of the camera's motion each layer follows).
constexpr float kFarFactor = 0.2f;
constexpr float kMidFactor = 0.45f;
/// Alpha of the lab's wall panels over the parallax (the far layers show through a little).
constexpr sf::Uint8 kLabFillAlpha = 200;

/// Cells that show a fill tile: everything that is not a full wall block.
bool showsFill(TileKind k) {
    return k == TileKind::Empty || k == TileKind::OneWay || engine::isSlope(k) || k == TileKind::SpikesUp ||
           k == TileKind::SpikesDown || k == TileKind::SpikesLeft || k == TileKind::SpikesRight ||
           k == TileKind::Glass || k == TileKind::Crumbling;
}

/// Fill-tile variant of a cell: mostly plain (0), sometimes one of the detailed ones.
int fillVariant(int x, int y) {
    std::uint32_t h = engine::cellHash(x, y, 0xB6u) % 100u;
    return h < 70 ? 0 : h < 82 ? 1 : h < 92 ? 2 : 3;
}

/// A flat rectangle (vertical gradient) into an untextured array.
void rect(sf::VertexArray& va, sf::FloatRect r, sf::Color top, sf::Color bottom) {
    const sf::Vector2f p[4] = {{r.left, r.top},
                               {r.left + r.width, r.top},
                               {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    const sf::Color c[4] = {top, top, bottom, bottom};
    for (int i : {0, 1, 2, 0, 2, 3})
        va.append(sf::Vertex(p[i], c[i]));
}

/// Horizontal wrap of a layer: x position of repeating element i of `period` px at scroll s.
float wrapX(float base, float scroll, float period) {
    float x = std::fmod(base - scroll, period);
    return x < -period * 0.5f ? x + period : x;
}

/// The lab's far tower i at far scroll farX: its left edge x, width w and top (canvas px, before the vertical
/// scroll); false when it is off a canvas W px wide. Towers are 40 px apart on a 640-px repeating strip and at most
/// 31 px wide, so no two overlap.
bool labTower(int i, float farX, float W, float& x, float& w, float& top) {
    const std::uint32_t h = engine::cellHash(i, 0, 0x1AB);
    w = 18.0f + static_cast<float>(h % 14u);
    top = 40.0f + static_cast<float>((h >> 8) % 90u);
    x = wrapX(static_cast<float>(i) * 40.0f, farX, 640.0f);
    return !(x > W || x + w < 0);
}

/// The lab's mid conduit i at mid scroll midX: its left edge x (canvas px); false when it is off a canvas W px wide.
/// Conduits are 10 px wide, 110 px apart on a 660-px repeating strip.
bool labConduit(int i, float midX, float W, float& x) {
    x = wrapX(static_cast<float>(i) * 110.0f + 30.0f, midX, 660.0f);
    return !(x > W || x + 10.0f < 0);
}

/// The lab's far layers: towers with status lights, then conduits with neon strips. The opaque shapes of a layer
/// come before its translucent ones, which all lie inside their own shape (and no two shapes of a layer overlap),
/// so the picture is the one drawn shape by shape and the opaque ones make long runs (engine::drawOpaqueRuns).
void labLayers(sf::VertexArray& va, sf::Vector2f cam, double t) {
    const float W = static_cast<float>(engine::kLogicalWidth) + 2.0f,
                H = static_cast<float>(engine::kLogicalHeight) + 2.0f;
    rect(va, {0, 0, W, H}, sf::Color(8, 10, 30), sf::Color(24, 14, 46));
    // Far: server towers, then their status lights.
    const float farX = cam.x * kFarFactor, farY = cam.y * kFarFactor * 0.5f;
    float x = 0, w = 0, top = 0;
    for (int i = 0; i < 16; ++i)
        if (labTower(i, farX, W, x, w, top))
            rect(va, {x, top - farY, w, H - top + farY + 200.0f}, sf::Color(22, 26, 58), sf::Color(14, 14, 40));
    for (int i = 0; i < 16; ++i) {
        if (!labTower(i, farX, W, x, w, top)) continue;
        for (int row = 0; row < 12; ++row) {
            const std::uint32_t b = engine::cellHash(i, row, 0x51);
            const bool blink =
                ((b >> 4) % 5u == 0) && std::fmod(t * (0.5 + (b % 7u) * 0.15) + (b % 10u) * 0.1, 1.0) < 0.5;
            const sf::Color c =
                blink ? sf::Color(255, 80, 160, 200)
                      : ((b % 3u) == 0 ? sf::Color(70, 210, 255, 120) : sf::Color(40, 60, 110, 140));
            rect(va,
                 {x + 4.0f + static_cast<float>(b % 3u) * 4.0f,
                  top - farY + 8.0f + static_cast<float>(row) * 10.0f, 3, 2},
                 c, c);
        }
    }
    // Mid: vertical conduits, then their neon strips.
    const float midX = cam.x * kMidFactor;
    for (int i = 0; i < 6; ++i)
        if (labConduit(i, midX, W, x)) rect(va, {x, 0, 10, H}, sf::Color(18, 22, 48), sf::Color(18, 22, 48));
    for (int i = 0; i < 6; ++i) {
        if (!labConduit(i, midX, W, x)) continue;
        const float glow = 0.6f + 0.4f * static_cast<float>(std::sin(t * 1.7 + i));
        const sf::Color neon(60, 200, 255, static_cast<sf::Uint8>(90 * glow));
        rect(va, {x + 4, 0, 2, H}, neon, sf::Color(160, 70, 255, static_cast<sf::Uint8>(70 * glow)));
    }
}

/// The crypt's far layer: arches of dark stone in smoky depth.
void cryptLayers(sf::VertexArray& va, sf::Vector2f cam, double t) {
    const float W = static_cast<float>(engine::kLogicalWidth) + 2.0f,
                H = static_cast<float>(engine::kLogicalHeight) + 2.0f;
    rect(va, {0, 0, W, H}, sf::Color(14, 10, 12), sf::Color(30, 20, 18));
    const float farX = cam.x * 0.3f, farY = cam.y * 0.15f;
    for (int i = 0; i < 8; ++i) {
        const float x = wrapX(static_cast<float>(i) * 90.0f, farX, 720.0f);
        if (x > W + 40 || x + 60 < -40) continue;
        rect(va, {x, 30 - farY, 14, H + 200}, sf::Color(34, 26, 24), sf::Color(22, 16, 16));
        rect(va, {x + 14, 30 - farY, 62, 10}, sf::Color(34, 26, 24), sf::Color(30, 22, 20));
    }
    // Drifting haze bands.
    for (int i = 0; i < 3; ++i) {
        const float y =
            60.0f + static_cast<float>(i) * 70.0f + 6.0f * static_cast<float>(std::sin(t * 0.3 + i));
        rect(va, {0, y, W, 24}, sf::Color(60, 44, 40, 0), sf::Color(60, 44, 40, 40));
        rect(va, {0, y + 24, W, 24}, sf::Color(60, 44, 40, 40), sf::Color(60, 44, 40, 0));
    }
}

} // namespace

void Backdrop::build(const World& world) {
    mode_ = world.mode;
    const std::string set = mode_ == GameMode::Ninja ? "lab_bg_" : "crypt_bg_";
    const sf::Texture* tex = viewAssets().texture;
    std::vector<const engine::SpriteRect*> variants;
    for (int i = 0; i < 4; ++i)
        variants.push_back(findSprite(set + std::to_string(i)));
    const sf::Uint8 alpha = mode_ == GameMode::Ninja ? kLabFillAlpha : 255;
    fill_.build(
        world.grid, tex,
        [variants, alpha](const engine::TileGrid& g, int x, int y) {
            engine::TileVisual v;
            if (!showsFill(g.at(x, y))) return v;
            const engine::SpriteRect* s = variants[static_cast<std::size_t>(fillVariant(x, y))];
            if (s == nullptr) s = variants[0];
            if (s == nullptr) return v;
            v.texRect = s->rect();
            v.color = sf::Color(255, 255, 255, alpha);
            v.draw = true;
            return v;
        },
        static_cast<int>(kTilePixels));
    // The fill covers the whole view in 16-px cells: drawn through the map's scroll cache it is one copy per frame
    // plus the strips the camera scrolled onto, not two triangles per cell (the same pixels).
    fill_.setScrollCache(true);
    torches_.clear();
    torchLights_.clear();
    if (mode_ == GameMode::Crypt) {
        torches_ = engine::placeTorches(world.grid);
        for (const engine::Cell& c : torches_)
            torchLights_.emplace_back(static_cast<float>(c.x) * kTilePixels + 8.0f,
                                      static_cast<float>(c.y) * kTilePixels + 5.0f);
    }
}

void Backdrop::drawFar(sf::RenderTarget& target, sf::Vector2f cameraTopLeft, double seconds) const {
    far_.clear();
    if (mode_ == GameMode::Ninja)
        labLayers(far_, cameraTopLeft, seconds);
    else
        cryptLayers(far_, cameraTopLeft, seconds);
    // Flat colours drawn untextured: the same pixels as through the atlas's white texel, without a texture fetch
    // per pixel (the far layers cover the whole canvas, which a software rasteriser feels).
    engine::cullTriangles(far_, engine::viewRect(target.getView()));
    engine::drawOpaqueRuns(target, far_, sf::RenderStates::Default);
}

void Backdrop::drawFill(sf::RenderTarget& target, const World& world, const sf::FloatRect& viewRect) {
    fill_.update(world.grid);
    fill_.draw(target, sf::RenderStates::Default, viewRect);
}

void Backdrop::appendTorches(sf::VertexArray& va, double seconds) const {
    for (std::size_t i = 0; i < torches_.size(); ++i) {
        // Each torch starts its flicker at its own phase.
        const double t =
            seconds + static_cast<double>(engine::cellHash(torches_[i].x, torches_[i].y, 3) % 1000u) * 0.001;
        const engine::SpriteRect* s = animationFrame("crypt_torch", t);
        if (s == nullptr) continue;
        engine::appendSprite(va, *s,
                             {{static_cast<float>(torches_[i].x) * kTilePixels,
                               static_cast<float>(torches_[i].y) * kTilePixels}});
    }
}

} // namespace game
