#include "game/app/ui/painter.h"

#include <algorithm>
#include <cmath>

namespace game {

namespace {
/// px at scale 1: the pixel font's glyph height (its line height adds the leading between lines).
constexpr float kGlyphHeight = 9.0f;
} // namespace

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
    if (record_) panels_.push_back({{r.left, r.top, r.width, r.height}, layer_});
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
    scale = uiTextScale(scale, textScale_);
    const sf::Vector2f size = font_.measure(s, scale);
    if (align == Align::Center) pos.x -= std::round(size.x * 0.5f);
    if (align == Align::Right) pos.x -= size.x;
    if (record_ && size.x > 0.0f && color.a > 0) {
        // The box of the glyphs: the last line's leading below them is left out.
        const bool atlas = font_.source() == engine::FontSource::Atlas;
        const float leading = atlas ? font_.lineHeight(scale) - kGlyphHeight * scale : 0.0f;
        texts_.push_back({{pos.x, pos.y, size.x, size.y - leading}, layer_, std::string(s), overView_,
                          static_cast<float>(color.a) / 255.0f});
    }
    const sf::Texture* tex = font_.texture(scale);
    if (tex == nullptr) return size;
    use(tex);
    if (shadow.a > 0) font_.append(batch_, s, {pos.x + scale, pos.y + scale}, scale, shadow);
    font_.append(batch_, s, pos, scale, color);
    return size;
}

sf::Vector2f Painter::paragraph(std::string_view s, sf::Vector2f pos, float maxWidth, float scale, sf::Color color,
                                Align align) {
    const float line = lineHeight(scale);
    sf::Vector2f size;
    for (const std::string& l : wrapLines(s, maxWidth, [&](std::string_view t) { return measure(t, scale).x; })) {
        const sf::Vector2f d = text(l, {pos.x, pos.y + size.y}, scale, color, align);
        size.x = std::max(size.x, d.x);
        size.y += line;
    }
    return size;
}

float Painter::footer(std::string_view s, sf::Color color, float gap) {
    const sf::Vector2f view = target_.getView().getSize();
    const float w = view.x - 16.0f;
    const float top = view.y - gap - paragraphHeight(s, w);
    paragraph(s, {std::round(view.x * 0.5f), top}, w, 1.0f, color, Align::Center);
    return top;
}

float Painter::paragraphHeight(std::string_view s, float maxWidth, float scale) const {
    const auto lines = wrapLines(s, maxWidth, [&](std::string_view t) { return measure(t, scale).x; });
    return lineHeight(scale) * static_cast<float>(lines.size());
}

std::string Painter::fit(std::string_view s, float maxWidth, float scale) const {
    return fitLine(s, maxWidth, [&](std::string_view t) { return measure(t, scale).x; });
}

} // namespace game
