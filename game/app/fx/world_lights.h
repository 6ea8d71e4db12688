#pragma once
// The crypt's light pass: torches, the player's lantern, the mode's glowing things and the exits go into the
// light map, which then multiplies the world canvas (with the vignette folded in). High contrast has no darkness.
#include <SFML/Graphics.hpp>

#include <vector>

#include "game/app/fx/lighting.h"
#include "game/app/view/mode_bridge.h"
#include "game/world/world.h"

namespace game {

/// What one light pass reads besides the World.
struct WorldLightsInput {
    const std::vector<sf::Vector2f>* torches = nullptr; ///< torch flames, world px
    sf::Color ambient;                                  ///< the darkness where no light reaches (the mode's)
    double alpha = 0.0;                                 ///< render interpolation of the player
    double seconds = 0.0;                               ///< animation clock, s (torch flicker)
    sf::Vector2f origin;                                ///< the logical screen's top-left in the canvas, px
    float vignette = 0.0f;                              ///< vignette strength 0..1 folded into the map
};

/// Light the world drawn in canvas (its view is the camera, `view`) through `light`. False when there is no
/// light map or the high-contrast look is on (no darkness then: the canvas is left unlit and keeps its own
/// vignette).
bool lightWorld(LightMap& light, sf::RenderTexture& canvas, const sf::View& view, const World& world,
                const WorldLightsInput& in, std::vector<ModeLight>& scratch);

} // namespace game
