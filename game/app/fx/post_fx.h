#pragma once
// Full-screen effects on the world layer:
//   bullet time  the world desaturates (towards a cool grey; the hazard red of beams, bolts and rims keeps its
//   colour) and a vignette closes in while the simulation runs
//                slowed (world.slowdown.scale() < 1). With shaders (sf::Shader::isAvailable(), true on
//                llvmpipe) a fragment shader desaturates; without, a translucent blue-grey wash stands in;
//   vignette     a soft darkening of the corners (game/app/fx/vignette.h; none in high contrast);
//   top shade    a black gradient over the top of the screen that the HUD's text reads on;
//   flash        a full-screen colour flash (deaths, level complete), drawn by the caller with a rect.
// The effects run at the world canvas's resolution (finish), before the canvas is scaled up to the window
// (present): per-pixel work on the small canvas instead of the whole window, which a software rasteriser
// feels.
#include <SFML/Graphics.hpp>

#include "game/app/fx/vignette.h"

namespace game {

/// The shader (when available), the vignette and the top shade.
class PostFx {
  public:
    /// Compile the shader if shaders are available and allowed; make the vignette texture. Needs a GL
    /// context.
    void init(bool allowShader);
    /// True when the desaturation runs in a shader (false: the wash fallback).
    bool shaderActive() const { return shaderOk_; }
    /// Finish the world canvas as the screen shows it, at the canvas's own resolution: in bullet time
    /// (desaturate in 0..1 above 0) the desaturation (the shader into a second canvas, or the wash over this
    /// one without a shader), then the vignette (strength 0..1, tinted) and the top shade (topShade logical
    /// px tall, 0: none), both fixed on the logical screen, whose top-left corner lies at `origin` in the
    /// canvas (px: the margin plus the scene's sub-pixel offset). Returns the finished image (the canvas's
    /// texture, or the second canvas's).
    const sf::Texture& finish(sf::RenderTexture& canvas, sf::Vector2f origin, float desaturate,
                              float vignette, sf::Color tint = sf::Color::Black, float topShade = 0.0f);
    /// Show a finished canvas in target (its view: the logical screen) with the logical origin at `origin` of
    /// the image, replacing what is there (no blending: the image is opaque, so the target needs no clearing
    /// first).
    void present(sf::RenderTarget& target, const sf::Texture& finished, sf::Vector2f origin);

  private:
    void drawTopShade(sf::RenderTarget& target, sf::Vector2f origin, float height);
    bool createPost(sf::Vector2u size);
    sf::Shader shader_;
    sf::Shader copy_; // engine::kTexelCopyShader, for the present
    Vignette vignette_;
    sf::RenderTexture post_; // the desaturated canvas (created on first use)
    sf::VertexArray shade_{sf::Triangles};
    sf::VertexArray image_{sf::Triangles}; // the present's two triangles
    bool shaderOk_ = false;
    bool copyOk_ = false;
};

} // namespace game
