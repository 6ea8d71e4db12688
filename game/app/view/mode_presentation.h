#pragma once
// How a mode looks and sounds: the presentation half of a plug-in mode (the rules half is game::ModeRules,
// game/world/mode_rules.h). One table per mode, plain data and function pointers: the menus' card and colours,
// the music, the tile set, the scenery, how its entities, gauges, lights and player are drawn, and its
// particles' colours. The tables are listed in one file (game/app/shell/mode_registry.cpp); everything else in
// game/app asks modePresentation(world.mode) and never names a mode.
#include <SFML/Graphics.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/controller/raycast_controller.h"
#include "game/app/view/mode_bridge.h"
#include "game/app/view/rim_pass.h"
#include "game/app/view/text_check.h"
#include "game/app/view/threat_tells.h"
#include "game/world/world.h"

namespace game {

/// A checkpoint's picture (game/app/view/checkpoint_view.h): 16 × 16 pixels standing on its cell's bottom edge,
/// each key's colour while dark and once lit.
struct CheckpointArt {
    const char* const* rows = nullptr;  ///< 16 rows of 16 characters, top first; '.' is clear
    const char* keys = "";              ///< the other characters, in the order of `dark` and `lit`
    const sf::Color* dark = nullptr;    ///< per key: its colour while the checkpoint is dark
    const sf::Color* lit = nullptr;     ///< per key: its colour once lit
    const char* flicker = "";           ///< keys whose lit colour flickers (a flame) or pulses (a lamp)
    sf::Color glow = sf::Color::White;  ///< the light a lit checkpoint gives (and its glow without a light map)
};

/// One mode's presentation.
struct ModePresentation {
    std::string_view mode;       ///< the ModeRules name it presents ("ninja")
    std::string_view music;      ///< music theme ("lab", "catacomb") of its levels and menus

    // --- Menus ---
    const char* title = "";                        ///< the mode's title ("NINJA VS LASERS")
    const char* blurb = "";                        ///< three short lines on the mode-select card
    const char* heroIdle = "";                     ///< card animation while not focused
    const char* heroFocused = "";                  ///< card animation while focused
    sf::Color cardAccent = sf::Color::White;       ///< card outline and title when focused
    sf::Color cardTop = sf::Color(6, 6, 14, 235);  ///< top of the card's gradient
    sf::Color levelAccent = sf::Color::White;      ///< the level select's rule under the title

    // --- The level's look ---
    const char* tileSet = "";       ///< atlas prefix of walls, slopes, spikes ("lab" → "lab_wall_5")
    const char* fillPrefix = "";    ///< atlas prefix of the four fill variants ("lab_bg_" → "lab_bg_0")
    sf::Uint8 fillAlpha = 255;      ///< fill tiles' alpha (below 255 the far layers show through)
    const char* exitSprite = "";    ///< exit door sprite or animation
    bool exitAnimated = false;      ///< exitSprite is an animation
    bool exitGlow = false;          ///< a pulsing glow over each exit
    const char* signSprite = "";    ///< sign post sprite
    const char* platformSprite = "";///< moving platform strip sprite
    CheckpointArt checkpoint;       ///< the checkpoint's picture (nothing drawn without rows)
    CheckpointArt collectible;      ///< the collectible's picture: `lit` colours, `flicker` keys shimmer, its glow
    const char* collectibleName = "";  ///< what the mode calls its collectible ("shard", "relic")
    bool torches = false;           ///< torches placed on the walls (engine::placeTorches)
    /// The editor palette's icon of each of the mode's entity types: "type=sprite" pairs, space-separated.
    const char* editorIcons = "";
    /// Entity types (level-file names, space-separated) that threaten the player, the camera's first choice first.
    const char* threatTypes = "";
    /// Entity types (space-separated) a puzzle turns on: the overlays keep them in sight like threats.
    const char* fixtureTypes = "";
    /// The far parallax layers into va (canvas px) for a camera whose top-left is at cameraTopLeft.
    void (*farLayers)(sf::VertexArray& va, sf::Vector2f cameraTopLeft, double seconds) = nullptr;
    /// Draw the mode's entities over the tiles; the number of draw calls.
    int (*drawEntities)(sf::RenderTarget& target, const World& world, double alpha) = nullptr;

    // --- Lighting and screen ---
    bool lightMap = false;                      ///< darkness with lights (torches, lantern, exits, the mode's)
    sf::Color ambient = sf::Color::White;       ///< the light map's colour where no light reaches
    float vignette = 0.3f;                      ///< vignette strength
    float vignetteBullet = 0.6f;                ///< added at full bullet time
    /// Append the lights of the mode's entities (lightMap only).
    void (*lights)(const World& world, std::vector<ModeLight>& out) = nullptr;

    // --- Player, HUD, effects, sound ---
    /// The player's animation name for this frame.
    std::string (*playerAnimation)(const World& world, const PlayerLook& look, engine::Vec2 velocity,
                                   const engine::CollisionInfo& contacts) = nullptr;
    /// The animation whose art has the wall on its right (wall slide), mirrored for a wall on the left; or nullptr.
    const char* wallAnimation = nullptr;
    /// What the player's drawing needs beyond its body.
    PlayerLook (*playerLook)(const World& world) = nullptr;
    /// The HUD's gauges.
    ModeGauges (*gauges)(const World& world) = nullptr;
    /// Distance in tiles from p to the nearest beam that kills this tick: the laser hum (nullptr: no hum).
    double (*nearestLethalBeam)(const World& world, engine::Vec2 p) = nullptr;
    /// Append the mode's threats that are waking, charging or locking on (their "!" and cue) to out.
    void (*threats)(const World& world, std::vector<ThreatTell>& out) = nullptr;
    sf::Color particleHot = sf::Color::White;   ///< sparks' end colour
    sf::Color particleCool = sf::Color::White;  ///< zaps' end colour
    sf::Color debris = sf::Color::White;        ///< broken blocks' debris
    double hitRadius = 0.0;                     ///< tiles: the debug overlay's hit circle (0: none)

    // --- Contrast (the rim pass, game/app/view/rim_pass.h) ---
    /// Append the mode's actors and hazards (besides the player and spike tiles) to the rim pass.
    void (*rims)(const World& world, double alpha, RimSet& out) = nullptr;
    sf::Color playerRim = sf::Color::White;     ///< the player's outline
    sf::Color rimTint = sf::Color::White;       ///< multiplies the rimmed sprites (over the light map: their light)
    /// High contrast: multiplies the art of the tiles that keep it (breakable, cracked, crumbling, one-way); lighter
    /// art takes a darker tint, so no tile beside a hazard crowds its 7:1.
    sf::Color contrastTileTint = kContrastTileTint;

    // --- Words (what hints and signs may call things; game/app/view/text_check.h) ---
    /// The things of the mode a text may name: the words for each, the colours it shows, and what in a level
    /// shows it.
    std::vector<ThingWords> things;
};

/// The presentation of mode `id`; a plain one (no entities, gauges or lights) for a mode without a table.
const ModePresentation& modePresentation(ModeId id);

/// The modes that have a presentation (the ones the menus offer), in id order.
const std::vector<ModeId>& presentedModes();

/// Every mode's presentation table. Defined by the one registration file, game/app/shell/mode_registry.cpp.
std::vector<ModePresentation> builtInPresentations();

} // namespace game
