#include "game/app/lighting.h"

#include "engine/render/glow_line.h"
#include "game/app/view_assets.h"

namespace game {

bool LightMap::create(sf::Vector2u size) {
    if (ok_ && map_.getSize() == size) return true;
    ok_ = map_.create(size.x, size.y);
    return ok_;
}

void LightMap::begin(const sf::View& view, sf::Color ambient) {
    view_ = view;
    ambient_ = ambient;
    lights_.clear();
    full_.clear();
}

void LightMap::add(sf::Vector2f pos, float radius, sf::Color color) {
    const engine::SpriteRect* light = findSprite("fx_light");
    if (light != nullptr && viewAssets().texture != nullptr) {
        // fx_light is a 32-px radial falloff: scale it so its edge sits at radius.
        engine::appendSprite(lights_, *light, {pos, false, radius * 2.0f / static_cast<float>(light->w), 0.0f, color});
        return;
    }
    engine::appendGlowDot(full_, pos, radius, color, 16);
}

void LightMap::addFull(sf::FloatRect r) {
    const sf::Vector2f p[4] = {{r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height}, {r.left, r.top + r.height}};
    for (int i : {0, 1, 2, 0, 2, 3}) full_.append(sf::Vertex(p[i], sf::Color::White));
}

void LightMap::apply(sf::RenderTarget& target) {
    if (!ok_) return;
    map_.setView(view_);
    map_.clear(ambient_);
    sf::RenderStates add(sf::BlendAdd);
    add.texture = viewAssets().texture;
    map_.draw(lights_, add);
    map_.draw(full_, sf::RenderStates(sf::BlendAdd));
    map_.display();
    sf::Sprite s(map_.getTexture());
    target.draw(s, sf::RenderStates(sf::BlendMultiply));
}

} // namespace game
