#pragma once
// Full-screen effects on the world layer:
//   bullet time  the world desaturates (towards a cool grey) and a vignette closes in while the simulation
//   runs
//                slowed (world.slowdown.scale() < 1). With shaders (sf::Shader::isAvailable(), true on
//                llvmpipe) a fragment shader desaturates; without, a translucent blue-grey wash stands in;
//   vignette     a soft darkening of the corners (always a little in the crypt), from a generated texture;
//   flash        a full-screen colour flash (deaths, level complete), drawn by the caller with a rect.
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
    /// Draw the world sprite into target, desaturated by amount (0..1).
    void drawWorld(sf::RenderTarget& target, const sf::Sprite& world, float desaturate);
    /// Draw the vignette over area (target units) with strength 0..1, tinted.
    void drawVignette(sf::RenderTarget& target, sf::FloatRect area, float strength,
                      sf::Color tint = sf::Color::Black);

  private:
    sf::Shader shader_;
    sf::Texture vignette_;
    bool shaderOk_ = false;
};

} // namespace game
