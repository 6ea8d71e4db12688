#pragma once
// Vignette: a soft darkening towards the corners, fixed on the logical 480×270 screen. A generated texture (a
// texel per logical pixel, alpha 0 inside an ellipse rising smoothly to 1 in the corners) is drawn as four
// quads around its fully transparent middle: blending nothing there is work saved per pixel. PostFx draws it
// over the world canvas; the crypt draws it into its light map instead (LightMap::apply), a quarter of the
// pixels.
#include <SFML/Graphics.hpp>

namespace game {

/// The vignette's picture, kLogicalWidth × kLogicalHeight texels of white: alpha = smoothstep of the
/// elliptical distance d = √(0.8·dx² + dy²) from the centre (dx, dy: offsets as fractions of the half width
/// and height), 0 for d ≤ 0.45 and 255 from d = 1.3.
sf::Image makeVignetteImage();

/// The largest rectangle (texel units) centred on img's middle rows where smooth sampling reads only fully
/// transparent texels (so nearest sampling does too); empty when there is none.
sf::FloatRect transparentMiddle(const sf::Image& img);

/// The vignette's texture and the quads that draw it.
class Vignette {
  public:
    /// Make the texture (needs a GL context). False when it cannot be made: draw then does nothing.
    bool init();
    /// Blend the vignette over target towards tint at strength 0..1 (≤ 0, or NaN: nothing), the logical
    /// screen's top-left corner at origin and one logical px per unit of target's view (canvas px; beyond the
    /// logical screen the edge texels repeat). Over black (tint black) it multiplies target by 1 −
    /// strength·alpha.
    void draw(sf::RenderTarget& target, sf::Vector2f origin, float strength, sf::Color tint);

  private:
    sf::Texture texture_;
    sf::FloatRect hole_; // texels that sample as fully transparent (the middle)
    sf::VertexArray quads_{sf::Triangles};
    bool ok_ = false;
};

} // namespace game
