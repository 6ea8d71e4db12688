#pragma once
// LightMap: the crypt's torch-lit darkness. Each frame the map is cleared to the ambient colour, lights are
// added (soft radial sprites, additive), and the result multiplies the world canvas: dark where nothing
// shines, the scene's own colours where light reaches (a light map at white leaves a pixel unchanged). The
// crypt's vignette goes into the map too, at a quarter of the canvas's pixels.
#include <SFML/Graphics.hpp>

#include "game/app/fx/vignette.h"

namespace game {

/// A light-map render target over the world canvas, at half its resolution.
class LightMap {
  public:
    /// (Re)create the map for a canvas of size px; false when the render texture cannot be made (then apply()
    /// does nothing and the crypt is simply unlit).
    bool create(sf::Vector2u size);
    /// Start a frame: clear to ambient; lights use view (world pixels, the same as the canvas's camera).
    void begin(const sf::View& view, sf::Color ambient);
    /// A soft light at pos (world px) reaching radius px, in colour (alpha scales its strength).
    void add(sf::Vector2f pos, float radius, sf::Color color);
    /// Light a rectangle fully (world px): things that must keep their true colours, such as the player.
    void addFull(sf::FloatRect rect);
    /// Multiply the map over target (its view must be the canvas's default view), the map first darkened by
    /// a black vignette of strength 0..1 (0: none) whose logical screen's top-left lies at origin (canvas
    /// px): the canvas then needs no vignette of its own. False (nothing drawn) when there is no map.
    bool apply(sf::RenderTarget& target, sf::Vector2f origin = {}, float vignette = 0.0f);

  private:
    sf::RenderTexture map_;   // half the canvas's resolution (lighting.cpp: kMapDownscale)
    sf::Vector2u canvasSize_; // the canvas it was made for
    sf::Texture falloff_; // a white radial gradient: alpha (1 − r²)² from the centre to the edge
    sf::VertexArray lights_{sf::Triangles};
    sf::VertexArray full_{sf::Triangles};
    Vignette vignette_;
    sf::View view_;
    sf::Color ambient_;
    bool ok_ = false;
};

} // namespace game
