#pragma once
// The scenery behind a level, as the mode's presentation (ModePresentation) describes it: its far parallax layers,
// its fill tiles (translucent where the far layers should show through) and, for a mode with torches, torches on
// the walls placed by engine::placeTorches (deterministic: the same level always has the same torches).
// Fill tiles are chosen per cell by engine::cellHash, so they never flicker or shift between frames or runs.
#include <SFML/Graphics.hpp>

#include <vector>

#include "engine/render/tile_map.h"
#include "game/world/world.h"

namespace game {

/// A flat rectangle (vertical gradient from top to bottom colour) into an untextured array, for far layers.
void appendGradient(sf::VertexArray& va, sf::FloatRect r, sf::Color top, sf::Color bottom);

/// Horizontal wrap of a far layer: the x of an element based at `base` on a strip repeating every `period` px,
/// scrolled by `scroll` px.
float parallaxWrap(float base, float scroll, float period);

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
    void setMode(ModeId mode) { mode_ = mode; }
    /// The mode this backdrop was built for.
    ModeId mode() const { return mode_; }

  private:
    engine::TileMapRenderer fill_;
    std::vector<engine::Cell> torches_;
    std::vector<sf::Vector2f> torchLights_;
    ModeId mode_ = 0;
    mutable sf::VertexArray far_{sf::Triangles};
};

} // namespace game
