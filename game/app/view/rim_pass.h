#pragma once
// The rim pass: actors and hazards (the player, enemies, emitters, spikes) drawn a second time over the lit world,
// each with a one-pixel outline in its rim colour: lethal things in the hazard red, the player in its own light
// colour. It runs after the crypt's light map, so nothing that can kill or be steered hides in the dark; in the lab
// it lifts the indigo ninja and the grey robots off the navy walls. The outline is the sprite's silhouette (a shader
// fills the texels' alpha with the rim colour) drawn at the 8 one-pixel offsets, then the sprite itself, tinted by
// the mode's rim tint. Each measured thing's screen box (logical px) is kept for the frame (shownActors), which a
// screenshot run writes next to its image for the contrast test (tests/tools/contrast_check.py), with the lethal
// beams' segments (shownBeams).
// In high contrast (ViewAssets::highContrast) the outline is two pixels thick, every hazard's rim is the hazard
// yellow and the player's the player white, over a flat dark background and flat grey walls (the kContrast colours).
#include <SFML/Graphics.hpp>

#include <ostream>
#include <string>
#include <vector>

#include "engine/render/sprite_batch.h"
#include "game/app/view/overlay_layout.h"
#include "game/world/world.h"

namespace game {

/// The red of every lethal thing's rim (spikes, enemies, emitters, robots, bolts): the beams' core red, lighter (its
/// grey level alone stands out 3:1 from the dark levels).
inline const sf::Color kHazardRim(255, 150, 160);
/// The rim of a thing that is lethal only by what it fires (emitters, robots): the same red.
inline const sf::Color kShooterRim = kHazardRim;

/// High contrast: the flat background behind the level (no parallax, fill art or darkness).
inline const sf::Color kContrastBackground(10, 10, 14);
/// High contrast: the flat fill of walls and slopes.
inline const sf::Color kContrastWall(72, 72, 80);
/// High contrast: multiplies the art of the tiles that keep it (breakable, cracked, crumbling, one-way), so their
/// patterns stay and their light never crowds a hazard (ModePresentation::contrastTileTint, which a mode with
/// lighter art sets darker).
inline const sf::Color kContrastTileTint(150, 150, 150);
/// High contrast: the one-pixel edge of a wall where it meets open space.
inline const sf::Color kContrastEdge(170, 170, 182);
/// High contrast: the rim of every lethal thing, and the core of beams and bolts (the brightest colour short of
/// white, so a hazard never looks like the player).
inline const sf::Color kContrastHazard(255, 255, 0);
/// High contrast: the glow around beams and bolts.
inline const sf::Color kContrastHazardHalo(255, 190, 0, 200);
/// High contrast: the player's rim (and what the player holds).
inline const sf::Color kContrastPlayer(255, 255, 255);

/// One outlined thing: vertices [first, last) of RimSet::body, its rim colour, and its kind ("" : drawn, not
/// measured).
struct RimItem {
    std::size_t first = 0;  ///< first vertex in RimSet::body
    std::size_t last = 0;   ///< one past its last vertex
    sf::Color rim;          ///< outline colour
    std::string kind;       ///< "player", "robot", "bat", ... ("" for a part that is not measured on its own)
};

/// A lethal beam's straight piece (world px), drawn by the mode's view; kept for the contrast test.
struct RimBeam {
    sf::Vector2f a;  ///< one end
    sf::Vector2f b;  ///< the other end
};

/// What one frame's rim pass draws: atlas-textured triangles (world px) grouped into items.
struct RimSet {
    sf::VertexArray body{sf::Triangles}; ///< every item's sprite vertices, atlas texture coordinates
    std::vector<RimItem> items;          ///< the groups, in drawing order
    std::vector<RimBeam> beams;          ///< the lethal beams on screen (not drawn by the rim pass)
    std::vector<RimBeam> rails;          ///< the rails moving emitters ride (not drawn by the rim pass)
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

/// A lethal beam's piece on screen this frame, logical px.
struct ShownBeam {
    sf::Vector2f a;  ///< one end
    sf::Vector2f b;  ///< the other end
};

/// The lethal beams the last rim pass saw (cleared when a frame begins).
std::vector<ShownBeam>& shownBeams();

/// The rails on screen this frame (the pieces of the paths moving emitters ride), logical px.
std::vector<ShownBeam>& shownRails();

/// px either side of a rail's line that its drawing covers (the dark bed, 5 px wide, and its stops).
inline constexpr float kRailHalfWidth = 3.0f;

/// One thing drawn this frame that text must not cover: what it is and its box, logical px.
struct ShownThing {
    std::string kind;  ///< "player", "robot", "rail", ...
    ScreenRect box;    ///< logical px
};

/// The actors and rails drawn this frame as boxes (a rail as boxes every few px along it, kRailHalfWidth round it).
std::vector<ShownThing> shownThings();

/// The HUD's text panels (hint, sign) drawn this frame, logical px (cleared when a frame begins).
std::vector<sf::FloatRect>& shownOverlays();

/// A solid cell that meets open background on one side, as drawn this frame: both cells' boxes, logical px.
struct ShownEdge {
    std::string kind;    ///< the solid cell's tile: "wall", "breakable", "cracked", "crumbling"
    sf::FloatRect solid; ///< the solid cell
    sf::FloatRect open;  ///< its empty neighbour (the background behind the level)
};

/// The terrain edges the last frame drew (cleared when a frame begins), for the terrain contrast test.
std::vector<ShownEdge>& shownEdges();

/// The moving platforms the last frame drew, logical px (cleared when a frame begins).
std::vector<sf::FloatRect>& shownPlatforms();

/// Write what the last frame showed as JSON (window px: logical px × scale from the letterbox's top-left
/// `corner`): the window's scale, the actors, the lethal beams, the HUD's overlays, the terrain edges and the
/// moving platforms. A screenshot run writes it beside its image for the contrast tests.
void writeShown(std::ostream& out, sf::Vector2f corner, float scale);

/// Draw set into target (its view: the camera's) over what is there: outlines, then the sprites tinted by `tint`
/// (in high contrast: thick hazard-yellow and player-white outlines, sprites untinted); record the measured items
/// in shownActors, the beams in shownBeams and the rails in shownRails, placed by the logical screen's top-left
/// corner `origin` in target px. Returns the draw calls made.
int drawRims(sf::RenderTarget& target, RimSet& set, sf::Color tint, sf::Vector2f origin);

} // namespace game
