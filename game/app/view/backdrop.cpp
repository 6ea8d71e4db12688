#include "game/app/view/backdrop.h"

#include <cmath>

#include "engine/render/decor.h"
#include "engine/render/letterbox.h"
#include "engine/render/opaque_runs.h"
#include "engine/render/view_cull.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"

namespace game {

namespace {

using engine::TileKind;

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

} // namespace

void appendGradient(sf::VertexArray& va, sf::FloatRect r, sf::Color top, sf::Color bottom) {
    const sf::Vector2f p[4] = {{r.left, r.top},
                               {r.left + r.width, r.top},
                               {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    const sf::Color c[4] = {top, top, bottom, bottom};
    for (int i : {0, 1, 2, 0, 2, 3})
        va.append(sf::Vertex(p[i], c[i]));
}

float parallaxWrap(float base, float scroll, float period) {
    float x = std::fmod(base - scroll, period);
    return x < -period * 0.5f ? x + period : x;
}

void Backdrop::build(const World& world) {
    mode_ = world.mode;
    const ModePresentation& look = modePresentation(mode_);
    const std::string set = look.fillPrefix;
    const sf::Texture* tex = viewAssets().texture;
    std::vector<const engine::SpriteRect*> variants;
    for (int i = 0; i < 4; ++i)
        variants.push_back(findSprite(set + std::to_string(i)));
    const sf::Uint8 alpha = look.fillAlpha;
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
    if (look.torches) {
        torches_ = engine::placeTorches(world.grid);
        for (const engine::Cell& c : torches_)
            torchLights_.emplace_back(static_cast<float>(c.x) * kTilePixels + 8.0f,
                                      static_cast<float>(c.y) * kTilePixels + 5.0f);
    }
}

void Backdrop::drawFar(sf::RenderTarget& target, sf::Vector2f cameraTopLeft, double seconds) const {
    far_.clear();
    if (viewAssets().highContrast) {
        const sf::View& v = target.getView();
        appendGradient(far_, {v.getCenter() - v.getSize() * 0.5f, v.getSize()}, kContrastBackground,
                       kContrastBackground);
    } else if (const auto layers = modePresentation(mode_).farLayers) {
        layers(far_, cameraTopLeft, seconds);
    }
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
