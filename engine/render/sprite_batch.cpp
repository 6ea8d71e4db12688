#include "engine/render/sprite_batch.h"

#include <cmath>

namespace engine {

void appendSprite(sf::VertexArray& va, const SpriteRect& s, const SpritePlacement& p) {
    const float w = static_cast<float>(s.w), h = static_cast<float>(s.h);
    const float ox = static_cast<float>(s.ox), oy = static_cast<float>(s.oy);
    // Corners relative to the origin, mirrored about it when flipped: x' = flip ? ox − x : x − ox.
    const float left = p.flipX ? ox - w : -ox, right = p.flipX ? ox : w - ox;
    const sf::Vector2f local[4] = {{left, -oy}, {right, -oy}, {right, h - oy}, {left, h - oy}};
    // Texture corners follow the same order; a flip swaps left and right texels.
    const float tl = static_cast<float>(s.x), tr = static_cast<float>(s.x + s.w);
    const float tt = static_cast<float>(s.y), tb = static_cast<float>(s.y + s.h);
    const sf::Vector2f tex[4] = {
        {p.flipX ? tr : tl, tt}, {p.flipX ? tl : tr, tt}, {p.flipX ? tl : tr, tb}, {p.flipX ? tr : tl, tb}};
    const float c = std::cos(p.rotation), sn = std::sin(p.rotation);
    sf::Vertex v[4];
    for (int i = 0; i < 4; ++i) {
        // Scale, then rotate clockwise (y down): (x c − y s, x s + y c).
        const sf::Vector2f q = local[i] * p.scale;
        v[i] = sf::Vertex(p.position + sf::Vector2f(q.x * c - q.y * sn, q.x * sn + q.y * c), p.color, tex[i]);
    }
    for (int i : {0, 1, 2, 0, 2, 3})
        va.append(v[i]);
}

void appendSolidRect(sf::VertexArray& va, sf::FloatRect r, sf::Color color, sf::Vector2f texel) {
    const sf::Vector2f p[4] = {{r.left, r.top},
                               {r.left + r.width, r.top},
                               {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    appendSolidQuad(va, p, {color, color, color, color}, texel);
}

void appendSolidQuad(sf::VertexArray& va, const sf::Vector2f (&p)[4], const sf::Color (&c)[4],
                     sf::Vector2f texel) {
    for (int i : {0, 1, 2, 0, 2, 3})
        va.append(sf::Vertex(p[i], c[i], texel));
}

void appendTexturedRect(sf::VertexArray& va, sf::FloatRect r, sf::FloatRect t) {
    const sf::Vector2f p[4] = {{r.left, r.top},
                               {r.left + r.width, r.top},
                               {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    const sf::Vector2f uv[4] = {{t.left, t.top},
                                {t.left + t.width, t.top},
                                {t.left + t.width, t.top + t.height},
                                {t.left, t.top + t.height}};
    for (int i : {0, 1, 2, 0, 2, 3})
        va.append(sf::Vertex(p[i], sf::Color::White, uv[i]));
}

std::optional<sf::Vector2f> findWhiteTexel(const sf::Image& image) {
    const sf::Vector2u size = image.getSize();
    for (unsigned y = 0; y < size.y; ++y)
        for (unsigned x = 0; x < size.x; ++x)
            if (image.getPixel(x, y) == sf::Color::White)
                return sf::Vector2f(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f);
    return std::nullopt;
}

} // namespace engine
