#pragma once
// WorldView: draws a World into the world canvas (world tiles × 16 px), interpolating moving things by alpha.
// Layers, back to front: fill tiles → exits, signs, torches → wall tiles (autotiled from the atlas by the
// 4-bit neighbour mask, so walls have edges and corners) → moving platforms → the player → the mode's
// entities (ninja_view / crypt_view). The parallax behind it all is Backdrop::drawFar, drawn first by the
// caller. Without an atlas every tile falls back to a flat colour. In high contrast (ViewAssets::highContrast) the
// fill tiles are left out and walls are flat grey with a light edge where they meet open space.
#include <SFML/Graphics.hpp>

#include "engine/render/tile_map.h"
#include "game/app/view/backdrop.h"
#include "game/app/view/rim_pass.h"
#include "game/app/view/player_anim.h"
#include "game/world/world.h"

namespace game {

/// Pixels per world tile.
inline constexpr float kTilePixels = 16.0f;

/// Draws the tiles (chunked vertex arrays), entities, beams and the player.
class WorldView {
  public:
    /// Rebuild the tile maps and the backdrop for a newly loaded level (or a new attempt).
    void rebuild(const World& world);
    /// A new attempt of the same level: tiles that broke are back (only changed chunks are rebuilt).
    void restart(const World& world);
    /// Advance the presentation (the player's animation) by dt seconds.
    void update(const World& world, double dt);
    /// True when the fill and wall tiles cover every pixel `view` (world pixels) shows opaquely — all of it inside
    /// the level, each cell drawn opaque by one of them — so the parallax behind would not show (brings the tile
    /// maps up to date with the grid first).
    bool hidesBackdrop(const World& world, const sf::View& view);
    /// Draw the world seen through `view` (world pixels). Returns the draw calls made.
    int draw(sf::RenderTarget& target, const World& world, double alpha, const sf::View& view);
    /// The rim pass (game/app/view/rim_pass.h) over the lit world seen through `view`: the player, the spikes and
    /// the mode's actors outlined; `origin` is the logical screen's top-left in target px. Returns the draw calls.
    int drawRims(sf::RenderTarget& target, const World& world, double alpha, const sf::View& view, sf::Vector2f origin);
    /// The backdrop (parallax, torches) of the current level.
    Backdrop& backdrop() { return backdrop_; }

  private:
    /// Build the tile maps for the current look (high contrast: flat grey walls).
    void buildTiles(const World& world);

    engine::TileMapRenderer tiles_;
    bool contrast_ = false; ///< the tiles were built for high contrast
    Backdrop backdrop_;
    PlayerAnimator animator_;
    sf::VertexArray sprites_{sf::Triangles};
    sf::VertexArray shapes_{sf::Triangles};
    RimSet rims_;
};

/// World tiles → canvas pixels.
inline sf::Vector2f toPixels(engine::Vec2 p) {
    return {static_cast<float>(p.x) * kTilePixels, static_cast<float>(p.y) * kTilePixels};
}

/// The player's interpolated feet position (bottom-centre of its box), world pixels; false when there is no
/// player.
bool playerFeetPixels(const World& world, double alpha, sf::Vector2f& out);

} // namespace game
