#pragma once
// ViewAssets: what every view (the world view, the mode views, the HUD, the menus) may draw with in this
// frame: the atlas (sprites and animations by name), an opaque white texel of it (solid shapes in the same
// batch), the presentation clock for animations and the high-contrast look (Settings::highContrast). The app sets
// it once per frame before drawing anything; a
// view reads it with viewAssets(). Without an atlas (a broken install), atlas/texture are null and views draw
// flat shapes.
#include <SFML/Graphics.hpp>

#include <optional>
#include <string_view>

#include "engine/render/atlas.h"
#include "engine/render/sprite_batch.h"

namespace game {

/// The frame's drawing resources.
struct ViewAssets {
    const engine::Atlas* atlas = nullptr;   ///< null when there is no atlas
    const sf::Texture* texture = nullptr;   ///< the atlas texture, or null
    std::optional<sf::Vector2f> whiteTexel; ///< centre of an opaque white texel of the atlas, when it has one
    double seconds = 0.0;                   ///< presentation time, s (drives looping animations)
    bool highContrast = false;              ///< plain backgrounds, thick bright outlines, brightest hazards
};

/// The current frame's resources (never null; fields may be).
const ViewAssets& viewAssets();

/// Set the resources for the frames that follow (the app does this).
void setViewAssets(const ViewAssets& assets);

/// The sprite called name, or nullptr (no atlas, or no such sprite).
const engine::SpriteRect* findSprite(std::string_view name);

/// The frame of animation `name` at t seconds since it started, or nullptr.
const engine::SpriteRect* animationFrame(std::string_view name, double t);

/// Append sprite `name` (if it exists) to va placed by p; false when there is no such sprite.
bool appendNamedSprite(sf::VertexArray& va, std::string_view name, const engine::SpritePlacement& p);

/// Append a solid rectangle to a batch drawn with the atlas texture (needs whiteTexel; false without it).
bool appendSolid(sf::VertexArray& va, sf::FloatRect rect, sf::Color color);

/// Render states that draw a batch built with the helpers above (the atlas texture bound).
sf::RenderStates atlasStates(sf::BlendMode blend = sf::BlendAlpha);

} // namespace game
