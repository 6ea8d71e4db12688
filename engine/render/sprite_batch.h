#pragma once
// Sprite and shape quads appended to one sf::VertexArray (sf::Triangles) that is drawn with the atlas
// texture, so a whole layer (tiles, characters, text, solid shapes) costs one draw call. Solid shapes sample
// one opaque white texel of the texture (findWhiteTexel) so they tint to any colour without a second,
// untextured draw. Building the geometry needs no GL.
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

#include <optional>

#include "engine/render/atlas.h"

namespace engine {

/// How to place a sprite: its origin (SpriteRect::ox, oy) goes to `position`; then it is mirrored, scaled and
/// rotated about that origin.
struct SpritePlacement {
    sf::Vector2f position;              ///< target units
    bool flipX = false;                 ///< mirror left-right (characters face right in the atlas)
    float scale = 1.0f;                 ///< uniform scale about the origin
    float rotation = 0.0f;              ///< radians, clockwise on screen (y down)
    sf::Color color = sf::Color::White; ///< multiplies the texels
};

/// Append sprite s (6 vertices) placed by p. The texture coordinates are the sprite's texel rectangle.
void appendSprite(sf::VertexArray& va, const SpriteRect& s, const SpritePlacement& p);

/// Append an axis-aligned solid rectangle (6 vertices) whose texture coordinates all sit on `texel` (the
/// centre of an opaque white texel), so it draws in `color` with the atlas bound.
void appendSolidRect(sf::VertexArray& va, sf::FloatRect rect, sf::Color color, sf::Vector2f texel);

/// Append a solid quad with corners p[0..3] in order around it, one colour per corner (gradients), sampling
/// texel.
void appendSolidQuad(sf::VertexArray& va, const sf::Vector2f (&p)[4], const sf::Color (&c)[4],
                     sf::Vector2f texel);

/// Append an axis-aligned white rectangle (6 vertices) showing the texel rectangle `texels` stretched over it (a
/// copy of part of a texture; flipped when texels has a negative size).
void appendTexturedRect(sf::VertexArray& va, sf::FloatRect rect, sf::FloatRect texels);

/// The centre of an opaque white texel in image (search in row-major order; the centre, not the corner, so
/// nearest sampling hits it exactly), or nullopt when the image has none.
std::optional<sf::Vector2f> findWhiteTexel(const sf::Image& image);

} // namespace engine
