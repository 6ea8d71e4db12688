#pragma once
// Vignette: a soft darkening towards the corners, fixed on the logical 480×270 screen. A generated picture (a
// texel per logical pixel, alpha 0 inside an ellipse rising smoothly to 1 in the corners) is drawn as four
// quads around its fully transparent middle: blending nothing there is work saved per pixel. PostFx draws it
// over the world canvas; the crypt draws it into its light map instead (LightMap::apply), a quarter of the
// pixels.
//
// The texture holds the picture premultiplied by the strength and tint of the moment (rebuilt when they
// change: bullet time's easing), stored B8G8R8A8, and each quad is one 6-vertex draw of it through the
// texel-copy shader with premultiplied blending, in a scene of its own (engine::flushDraws). That is what
// llvmpipe's linear rasteriser takes (a row of texels fetched, then blended four pixels at a time in 8 bits)
// instead of its per-pixel float pipeline.
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
    /// Make the texture, and the copy shader when shaders are allowed and available (needs a GL context).
    /// False when the texture cannot be made: draw then does nothing.
    bool init(bool allowShader = true);
    /// Blend the vignette over target towards tint at strength 0..1 (≤ 0, or NaN: nothing), the logical
    /// screen's top-left corner at origin and one logical px per unit of target's view (canvas px; beyond the
    /// logical screen the edge texels repeat). Over black (tint black) it multiplies target by 1 −
    /// strength·alpha.
    void draw(sf::RenderTarget& target, sf::Vector2f origin, float strength, sf::Color tint);

  private:
    void bake(sf::Uint8 alpha, sf::Color tint);
    sf::Image picture_;   // makeVignetteImage()
    sf::Image baked_;     // picture_ premultiplied by tint at alpha bakedAlpha_
    sf::Texture texture_; // baked_, B8G8R8A8 where the driver allows
    sf::Shader copy_;     // engine::kTexelCopyShader
    sf::FloatRect hole_;  // texels that sample as fully transparent (the middle)
    sf::VertexArray quads_{sf::Triangles};
    sf::Uint8 bakedAlpha_ = 0; // 0: nothing baked (draw never bakes 0)
    sf::Color bakedTint_;
    bool ok_ = false;
    bool copyOk_ = false;
};

} // namespace game
