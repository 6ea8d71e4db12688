#pragma once
// The scenery behind a level, per mode:
//   lab    a deep-blue parallax of distant server towers with blinking status lights (0.2× the camera) and a
//          nearer layer of conduits with neon strips (0.45×), seen through translucent lab wall panels;
//   crypt  a smoky parallax of distant arches (0.3×), rough stone fill tiles, and torches on the walls placed
//   by
//          engine::placeTorches (deterministic: the same level always has the same torches).
// Fill tiles are chosen per cell by engine::cellHash, so they never flicker or shift between frames or runs.
#include <SFML/Graphics.hpp>

#include <vector>

#include "engine/render/tile_map.h"
#include "game/world/world.h"

namespace game {

/// Background of one level.
class Backdrop {
  public:
    /// Build the fill tiles and place the torches for the world's level and mode.
    void build(const World& world);
    /// Bring the fill tiles up to date with the grid after a restart (changed chunks only).
    void refresh(const World& world) { fill_.update(world.grid, true); }
    /// Draw the parallax layers into target in canvas pixels (the target's view must be the canvas's default
    /// view); cameraTopLeft is the world-pixel position of the canvas's top-left corner.
    void drawFar(sf::RenderTarget& target, sf::Vector2f cameraTopLeft, double seconds) const;
    /// Bring the fill tiles up to date with the grid (cheap when it has not changed).
    void updateFill(const World& world) { fill_.update(world.grid); }
    /// True when the fill draws cell (x, y) fully opaque (nothing behind it shows); false out of the grid.
    bool fillOpaqueAt(int x, int y) const { return fill_.cellOpaque(x, y); }
    /// Draw the fill tiles seen in viewRect (world pixels; the target's view is the camera).
    void drawFill(sf::RenderTarget& target, const World& world, const sf::FloatRect& viewRect);
    /// Append the torches (animated sprites) to va (world pixels).
    void appendTorches(sf::VertexArray& va, double seconds) const;
    /// Torch flame positions, world pixels (light sources).
    const std::vector<sf::Vector2f>& torchLights() const { return torchLights_; }
    /// Use the parallax of a mode without a level (menus).
    void setMode(GameMode mode) { mode_ = mode; }
    /// The mode this backdrop was built for.
    GameMode mode() const { return mode_; }

  private:
    engine::TileMapRenderer fill_;
    std::vector<engine::Cell> torches_;
    std::vector<sf::Vector2f> torchLights_;
    GameMode mode_ = GameMode::Ninja;
    mutable sf::VertexArray far_{sf::Triangles};
};

} // namespace game
