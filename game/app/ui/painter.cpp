#include "game/app/ui/painter.h"

#include <cmath>

namespace game {

Painter::Painter(sf::RenderTarget& target, const engine::BitmapFont& font) : target_(target), font_(font) {}

void Painter::flush() {
    if (batch_.getVertexCount() == 0) return;
    sf::RenderStates states(blend_);
    states.texture = texture_;
    target_.draw(batch_, states);
    batch_.clear();
}

void Painter::use(const sf::Texture* texture) {
    if (texture == texture_) return;
    flush();
    texture_ = texture;
}

void Painter::setBlend(sf::BlendMode blend) {
    if (blend == blend_) return;
    flush();
    blend_ = blend;
}

void Painter::rect(sf::FloatRect r, sf::Color c) {
    const ViewAssets& a = viewAssets();
    if (a.texture != nullptr && a.whiteTexel) {
        use(a.texture);
        engine::appendSolidRect(batch_, r, c, *a.whiteTexel);
        return;
    }
    use(nullptr);
    const sf::Vector2f p[4] = {{r.left, r.top},
                               {r.left + r.width, r.top},
                               {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    for (int i : {0, 1, 2, 0, 2, 3})
        batch_.append(sf::Vertex(p[i], c));
}

void Painter::gradient(sf::FloatRect r, sf::Color top, sf::Color bottom) {
    // Untextured (the same pixels as through the atlas's white texel): gradients are the widest things a screen
    // draws (the HUD's top shade spans the window), and a software rasteriser pays for every texture fetch.
    const sf::Vector2f p[4] = {{r.left, r.top},
                               {r.left + r.width, r.top},
                               {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    const sf::Color c[4] = {top, top, bottom, bottom};
    use(nullptr);
    for (int i : {0, 1, 2, 0, 2, 3})
        batch_.append(sf::Vertex(p[i], c[i]));
}

void Painter::outline(sf::FloatRect r, sf::Color c, float t) {
    rect({r.left, r.top, r.width, t}, c);
    rect({r.left, r.top + r.height - t, r.width, t}, c);
    rect({r.left, r.top + t, t, r.height - 2 * t}, c);
    rect({r.left + r.width - t, r.top + t, t, r.height - 2 * t}, c);
}

void Painter::panel(sf::FloatRect r, sf::Color fill, sf::Color border) {
    rect(r, fill);
    outline(r, border);
    sf::Color hi(border.r, border.g, border.b, static_cast<sf::Uint8>(border.a / 2));
    rect({r.left + 1, r.top + 1, r.width - 2, 1}, hi);
}

bool Painter::sprite(std::string_view name, const engine::SpritePlacement& p) {
    const engine::SpriteRect* s = findSprite(name);
    if (s == nullptr || viewAssets().texture == nullptr) return false;
    sprite(*s, p);
    return true;
}

void Painter::sprite(const engine::SpriteRect& s, const engine::SpritePlacement& p) {
    if (viewAssets().texture == nullptr) return;
    use(viewAssets().texture);
    engine::appendSprite(batch_, s, p);
}

sf::Vector2f Painter::text(std::string_view s, sf::Vector2f pos, float scale, sf::Color color, Align align,
                           sf::Color shadow) {
    const sf::Vector2f size = font_.measure(s, scale);
    if (align == Align::Center) pos.x -= std::round(size.x * 0.5f);
    if (align == Align::Right) pos.x -= size.x;
    const sf::Texture* tex = font_.texture(scale);
    if (tex == nullptr) return size;
    use(tex);
    if (shadow.a > 0) font_.append(batch_, s, {pos.x + scale, pos.y + scale}, scale, shadow);
    font_.append(batch_, s, pos, scale, color);
    return size;
}

} // namespace game
