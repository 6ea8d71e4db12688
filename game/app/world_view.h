#pragma once
// WorldView: draws a World into the logical 480×270 canvas (world tiles × 16 px), interpolating by alpha.
#include <SFML/Graphics.hpp>

#include "engine/render/tile_map.h"
#include "game/world/world.h"

namespace game {

/// Pixels per world tile.
inline constexpr float kTilePixels = 16.0f;

/// Draws the tiles (chunked vertex arrays), entities, beams and the player.
class WorldView {
public:
    /// Rebuild the tile map for a newly loaded level.
    void rebuild(const World& world);
    /// Draw the world seen through `view` (world pixels). Returns the draw calls made.
    int draw(sf::RenderTarget& target, const World& world, double alpha, const sf::View& view);

private:
    engine::TileMapRenderer tiles_;
    sf::VertexArray shapes_{sf::Triangles};
};

/// World tiles → canvas pixels.
inline sf::Vector2f toPixels(engine::Vec2 p) {
    return {static_cast<float>(p.x) * kTilePixels, static_cast<float>(p.y) * kTilePixels};
}

} // namespace game
