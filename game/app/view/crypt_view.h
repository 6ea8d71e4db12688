#pragma once
// Drawing of the crypt mode's entities (enemies, pellets, orbs, keys, gates, the blunderbuss), and the mode's
// presentation table.
#include <SFML/Graphics.hpp>

#include "game/app/view/mode_presentation.h"
#include "game/world/world.h"

namespace game {

/// Draw the crypt mode's entities over the tiles. Returns the number of draw calls made.
int drawCrypt(sf::RenderTarget& target, const World& world, double alpha);

/// The explorer's rim: warm lantern light.
inline const sf::Color kExplorerRim(255, 226, 170);

/// The crypt mode's enemies (skeletons, bats, liches) and the liches' bolts for the rim pass, in the hazard red,
/// and the blunderbuss in the explorer's rim.
void cryptRims(const World& world, double alpha, RimSet& out);

/// The crypt mode's presentation table (crypt_presentation.cpp): stone tiles, archway exits, torches and smoky
/// arches far behind, in darkness lit by a light map; shells and keys on the HUD; the explorer's animations.
ModePresentation cryptPresentation();

} // namespace game
