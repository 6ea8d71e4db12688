#include "game/app/fx/lighting.h"

#include <algorithm>

#include "engine/render/alpha_image.h"
#include "engine/render/sprite_batch.h"
#include "engine/render/texel_draw.h"
#include "engine/render/view_cull.h"
#include "game/app/view/view_assets.h"

namespace game {

namespace {
/// Size of the generated light falloff texture, px.
constexpr unsigned kFalloffSize = 64;
/// Canvas pixels per light-map pixel on each axis: the map is smooth, so it is drawn at half the canvas's
/// resolution (a quarter of the pixels for every light) and stretched back with bilinear filtering.
constexpr unsigned kMapDownscale = 2;
} // namespace

bool LightMap::create(sf::Vector2u size) {
    if (ok_ && canvasSize_ == size) return true;
    canvasSize_ = size;
    ok_ = map_.create((size.x + kMapDownscale - 1) / kMapDownscale, (size.y + kMapDownscale - 1) / kMapDownscale);
    map_.setSmooth(true);
    // alpha = (1 − r²)², r the distance from the centre (1 at the edge midpoints), 0 beyond.
    falloff_.loadFromImage(engine::makeAlphaImage({kFalloffSize, kFalloffSize}, [](float dx, float dy) {
        const float k = std::max(0.0f, 1.0f - (dx * dx + dy * dy));
        return k * k;
    }));
    falloff_.setSmooth(true);
    if (ok_) map_.setActive(true); // the vignette's texture storage is set with raw GL calls
    vignette_.init();               // without its texture the crypt simply has no vignette
    return ok_;
}

void LightMap::begin(const sf::View& view, sf::Color ambient) {
    view_ = view;
    ambient_ = ambient;
    lights_.clear();
    full_.clear();
}

void LightMap::add(sf::Vector2f pos, float radius, sf::Color color) {
    // A quad over the falloff texture, its edge at radius.
    const engine::SpriteRect falloff{0,
                                     0,
                                     static_cast<int>(kFalloffSize),
                                     static_cast<int>(kFalloffSize),
                                     static_cast<int>(kFalloffSize / 2),
                                     static_cast<int>(kFalloffSize / 2)};
    engine::appendSprite(lights_, falloff,
                         {pos, false, radius * 2.0f / static_cast<float>(kFalloffSize), 0.0f, color});
}

void LightMap::addFull(sf::FloatRect r) {
    const sf::Vector2f p[4] = {{r.left, r.top},
                               {r.left + r.width, r.top},
                               {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    for (int i : {0, 1, 2, 0, 2, 3})
        full_.append(sf::Vertex(p[i], sf::Color::White));
}

bool LightMap::apply(sf::RenderTarget& target, sf::Vector2f origin, float vignette) {
    if (!ok_) return false;
    map_.setView(view_);
    map_.clear(ambient_);
    sf::RenderStates add(sf::BlendAdd);
    add.texture = &falloff_;
    engine::cullTriangles(lights_, engine::viewRect(view_));  // torches anywhere in the level are in the list
    map_.draw(lights_, add);
    map_.draw(full_, sf::RenderStates(sf::BlendAdd));
    // The vignette, black: it multiplies the map, and so the canvas, by 1 − strength·alpha. Drawn in canvas
    // px (the map's pixels stretched as apply stretches them).
    const sf::Vector2f canvasPx(map_.getSize() * kMapDownscale);
    map_.setView(sf::View(sf::FloatRect({0, 0}, canvasPx)));
    vignette_.draw(map_, origin, vignette, sf::Color::Black);
    map_.display();
    // The map's texels, stretched over the canvas, multiply the target as they are (the sprite is white: no
    // per-pixel multiply by it).
    sf::Sprite stretched(map_.getTexture());
    stretched.setScale(static_cast<float>(kMapDownscale), static_cast<float>(kMapDownscale));
    engine::drawTexelsOnly(target, stretched, sf::RenderStates(sf::BlendMultiply));
    return true;
}

} // namespace game
