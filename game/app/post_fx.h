#pragma once
// Full-screen effects on the world layer:
//   bullet time  the world desaturates (towards a cool grey) and a vignette closes in while the simulation
//   runs
//                slowed (world.slowdown.scale() < 1). With shaders (sf::Shader::isAvailable(), true on
//                llvmpipe) a fragment shader desaturates; without, a translucent blue-grey wash stands in;
//   vignette     a soft darkening of the corners (always a little in the crypt), from a generated texture;
//   flash        a full-screen colour flash (deaths, level complete), drawn by the caller with a rect.
// Both effects run at the world canvas's resolution (finish), before the canvas is scaled up to the window
// (present): per-pixel work on the small canvas instead of the whole window, which a software rasteriser feels.
#include <SFML/Graphics.hpp>

namespace game {

/// The shader (when available) and the vignette texture.
class PostFx {
  public:
    /// Compile the shader if shaders are available and allowed; make the vignette texture. Needs a GL
    /// context.
    void init(bool allowShader);
    /// True when the desaturation runs in a shader (false: the wash fallback).
    bool shaderActive() const { return shaderOk_; }
    /// Finish the world canvas as the screen shows it, at the canvas's own resolution: in bullet time
    /// (desaturate in 0..1 above 0) the desaturation (the shader into a second canvas, or the wash over this one
    /// without a shader), then the vignette (strength 0..1, tinted) fixed on the logical screen, whose top-left
    /// corner lies at `origin` in the canvas (px: the margin plus the scene's sub-pixel offset). Returns the
    /// finished image (the canvas's texture, or the second canvas's).
    const sf::Texture& finish(sf::RenderTexture& canvas, sf::Vector2f origin, float desaturate, float vignette,
                              sf::Color tint = sf::Color::Black);
    /// Show a finished canvas in target (its view: the logical screen) with the logical origin at `origin` of the
    /// image, replacing what is there (no blending: the image is opaque, so the target needs no clearing first).
    void present(sf::RenderTarget& target, const sf::Texture& finished, sf::Vector2f origin);

  private:
    void drawVignette(sf::RenderTarget& target, sf::Vector2f origin, float strength, sf::Color tint);
    bool createPost(sf::Vector2u size);
    sf::Shader shader_;
    sf::Shader copy_; // engine::kTexelCopyShader, for the present
    sf::Texture vignette_;
    sf::FloatRect hole_; // vignette texels (texel units) that sample as fully transparent (the middle)
    sf::RenderTexture post_; // the desaturated canvas (created on first use)
    sf::VertexArray quad_{sf::Triangles};
    sf::VertexArray image_{sf::Triangles}; // the present's two triangles
    bool shaderOk_ = false;
    bool copyOk_ = false;
};

} // namespace game
