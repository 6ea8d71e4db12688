#include "game/app/lighting.h"

#include <algorithm>

#include "engine/render/sprite_batch.h"
#include "engine/render/texel_draw.h"
#include "engine/render/view_cull.h"
#include "game/app/view_assets.h"

namespace game {

namespace {
/// Size of the generated light falloff texture, px.
constexpr unsigned kFalloffSize = 64;
} // namespace

bool LightMap::create(sf::Vector2u size) {
    if (ok_ && map_.getSize() == size) return true;
    ok_ = map_.create(size.x, size.y);
    sf::Image img;
    img.create(kFalloffSize, kFalloffSize, sf::Color::Transparent);
    for (unsigned y = 0; y < kFalloffSize; ++y)
        for (unsigned x = 0; x < kFalloffSize; ++x) {
            const float dx = (static_cast<float>(x) + 0.5f) / kFalloffSize * 2.0f - 1.0f;
            const float dy = (static_cast<float>(y) + 0.5f) / kFalloffSize * 2.0f - 1.0f;
            const float k = std::max(0.0f, 1.0f - (dx * dx + dy * dy));
            img.setPixel(x, y, sf::Color(255, 255, 255, static_cast<sf::Uint8>(255.0f * k * k)));
        }
    falloff_.loadFromImage(img);
    falloff_.setSmooth(true);
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

void LightMap::apply(sf::RenderTarget& target) {
    if (!ok_) return;
    map_.setView(view_);
    map_.clear(ambient_);
    sf::RenderStates add(sf::BlendAdd);
    add.texture = &falloff_;
    engine::cullTriangles(lights_, engine::viewRect(view_));  // torches anywhere in the level are in the list
    map_.draw(lights_, add);
    map_.draw(full_, sf::RenderStates(sf::BlendAdd));
    map_.display();
    // The map's texels multiply the target as they are (the sprite is white: no per-pixel multiply by it).
    engine::drawTexelsOnly(target, sf::Sprite(map_.getTexture()), sf::RenderStates(sf::BlendMultiply));
}

} // namespace game
