#pragma once
// LightMap: the crypt's torch-lit darkness. Each frame the map is cleared to the ambient colour, lights are
// added (soft radial sprites, additive), and the result multiplies the world canvas: dark where nothing
// shines, the scene's own colours where light reaches (a light map at white leaves a pixel unchanged).
#include <SFML/Graphics.hpp>

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
    /// Multiply the map over target (its view must be the canvas's default view).
    void apply(sf::RenderTarget& target);

  private:
    sf::RenderTexture map_;   // half the canvas's resolution (lighting.cpp: kMapDownscale)
    sf::Vector2u canvasSize_; // the canvas it was made for
    sf::Texture falloff_; // a white radial gradient: alpha (1 − r²)² from the centre to the edge
    sf::VertexArray lights_{sf::Triangles};
    sf::VertexArray full_{sf::Triangles};
    sf::View view_;
    sf::Color ambient_;
    bool ok_ = false;
};

} // namespace game
