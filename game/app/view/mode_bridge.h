#pragma once
// What the presentation reads from a mode's own components, as plain data: the HUD's gauges, the player's look
// and the mode's lights. Each mode's presentation table (game/app/view/mode_presentation.h) fills them; these
// functions ask the world's mode, so the HUD, the player's animation, the lights and the sounds never name a
// mode. Read-only: nothing here writes the World.
#include <SFML/Graphics/Color.hpp>

#include <string>
#include <vector>

#include "game/world/world.h"

namespace game {

/// The mode's gauges for the HUD.
struct ModeGauges {
    bool hasMeter = false;         ///< ninja: the bullet-time meter exists
    double meter01 = 0.0;          ///< its fill, 0..1
    bool slowActive = false;       ///< bullet time is on now
    bool hasShells = false;        ///< crypt: the blunderbuss exists
    int shells = 0;                ///< loaded shells
    int maxShells = 0;             ///< capacity
    std::vector<std::string> keys; ///< crypt: keys carried, in pickup order
};

/// What the player's drawing needs beyond its body.
struct PlayerLook {
    int facing = 1;         ///< −1 left, +1 right (0: unknown, use the velocity)
    bool dashing = false;   ///< ninja: mid-dash
    bool aiming = false;    ///< ninja: Aim held (bullet time)
    double sinceShot = 1e9; ///< crypt: s since the last shot
};

/// A light for a mode's light map (world tiles).
struct ModeLight {
    engine::Vec2 position;              ///< tiles
    double radius = 3.0;                ///< tiles
    sf::Color color = sf::Color::White; ///< alpha scales its strength
};

/// The mode's gauges (empty for a mode without them).
ModeGauges readModeGauges(const World& world);

/// The player's look from the mode's components.
PlayerLook readPlayerLook(const World& world);

/// Distance in tiles from p to the nearest beam that kills this tick (+inf when there is none or the mode has no
/// beams).
double nearestLethalBeam(const World& world, engine::Vec2 p);

/// Append the lights of the mode's entities (orbs, projectiles, charging liches, keys, bolts) to out.
void collectModeLights(const World& world, std::vector<ModeLight>& out);

} // namespace game
