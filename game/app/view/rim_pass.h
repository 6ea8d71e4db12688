#pragma once
// The rim pass: actors and hazards (the player, enemies, emitters, spikes) drawn a second time over the lit world,
// each with a one-pixel outline in its rim colour: lethal things in the hazard red, the player in its own light
// colour. It runs after the crypt's light map, so nothing that can kill or be steered hides in the dark; in the lab
// it lifts the indigo ninja and the grey robots off the navy walls. The outline is the sprite's silhouette (a shader
// fills the texels' alpha with the rim colour) drawn at the 8 one-pixel offsets, then the sprite itself, tinted by
// the mode's rim tint. Each measured thing's screen box (logical px) is kept for the frame (shownActors), which a
// screenshot run writes next to its image for the contrast test (tests/tools/contrast_check.py).
#include <SFML/Graphics.hpp>

#include <string>
#include <vector>

#include "engine/render/sprite_batch.h"
#include "game/world/world.h"

namespace game {

/// The red of every lethal thing's rim (spikes, enemies, emitters, robots): the beams' core red, a touch lighter.
inline const sf::Color kHazardRim(255, 128, 138);
/// The rim of a thing that is lethal only by what it fires (emitters, robots): the same red.
inline const sf::Color kShooterRim = kHazardRim;

/// One outlined thing: vertices [first, last) of RimSet::body, its rim colour, and its kind ("" : drawn, not
/// measured).
struct RimItem {
    std::size_t first = 0;  ///< first vertex in RimSet::body
    std::size_t last = 0;   ///< one past its last vertex
    sf::Color rim;          ///< outline colour
    std::string kind;       ///< "player", "robot", "bat", ... ("" for a part that is not measured on its own)
};

/// What one frame's rim pass draws: atlas-textured triangles (world px) grouped into items.
struct RimSet {
    sf::VertexArray body{sf::Triangles}; ///< every item's sprite vertices, atlas texture coordinates
    std::vector<RimItem> items;          ///< the groups, in drawing order
};

/// Start an item of `kind` with rim colour `rim`; the vertices appended to set.body until the next begin belong to
/// it.
void beginRim(RimSet& set, std::string kind, sf::Color rim);

/// Close the last item at the current end of set.body (begin and draw call it).
void closeRim(RimSet& set);

/// Append sprite s placed by p to a new item (kind, rim).
void addRimSprite(RimSet& set, std::string kind, sf::Color rim, const engine::SpriteRect& s,
                  const engine::SpritePlacement& p);

/// A thing on screen this frame: what it is and its sprite's box in logical px (480×270, before the outline).
struct ShownActor {
    std::string kind;   ///< RimItem::kind
    sf::FloatRect box;  ///< logical px
};

/// The measured things the last rim pass drew (cleared when a frame begins).
std::vector<ShownActor>& shownActors();

/// The HUD's text panels (hint, sign) drawn this frame, logical px (cleared when a frame begins).
std::vector<sf::FloatRect>& shownOverlays();

/// Draw set into target (its view: the camera's) over what is there: outlines, then the sprites tinted by `tint`;
/// record the measured items in shownActors, placed by the logical screen's top-left corner `origin` in target
/// px. Returns the draw calls made.
int drawRims(sf::RenderTarget& target, RimSet& set, sf::Color tint, sf::Vector2f origin);

} // namespace game
