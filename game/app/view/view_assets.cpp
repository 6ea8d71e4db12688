#include "game/app/view/view_assets.h"

namespace game {

namespace {
ViewAssets gAssets;
} // namespace

const ViewAssets& viewAssets() { return gAssets; }

void setViewAssets(const ViewAssets& assets) { gAssets = assets; }

const engine::SpriteRect* findSprite(std::string_view name) {
    return gAssets.atlas != nullptr ? gAssets.atlas->sprite(name) : nullptr;
}

const engine::SpriteRect* animationFrame(std::string_view name, double t) {
    const engine::Animation* a = gAssets.atlas != nullptr ? gAssets.atlas->animation(name) : nullptr;
    return a != nullptr ? a->frameAt(t) : nullptr;
}

bool appendNamedSprite(sf::VertexArray& va, std::string_view name, const engine::SpritePlacement& p) {
    const engine::SpriteRect* s = findSprite(name);
    if (s == nullptr) return false;
    engine::appendSprite(va, *s, p);
    return true;
}

bool appendSolid(sf::VertexArray& va, sf::FloatRect rect, sf::Color color) {
    if (!gAssets.whiteTexel) return false;
    engine::appendSolidRect(va, rect, color, *gAssets.whiteTexel);
    return true;
}

sf::RenderStates atlasStates(sf::BlendMode blend) {
    sf::RenderStates s(blend);
    s.texture = gAssets.texture;
    return s;
}

} // namespace game
