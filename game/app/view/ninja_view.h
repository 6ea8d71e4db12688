#pragma once
// Drawing of the ninja mode's entities (beams, emitters, mirrors, receivers, doors, robots), and the mode's
// presentation table.
#include <SFML/Graphics.hpp>

#include "game/app/view/mode_presentation.h"
#include "game/world/world.h"

namespace game {

/// Draw the ninja mode's entities over the tiles. Returns the number of draw calls made.
int drawNinja(sf::RenderTarget& target, const World& world, double alpha);

/// The ninja mode's emitters, robots (with their barrels) and bolts for the rim pass, in the hazard red, and the
/// lethal beams' pieces (RimSet::beams).
void ninjaRims(const World& world, double alpha, RimSet& out);

/// The ninja mode's presentation table (ninja_presentation.cpp): the lab's look (neon tiles, animated exits with a
/// glow, towers and conduits far behind), the bullet-time meter, the ninja's animations and the laser hum.
ModePresentation ninjaPresentation();

} // namespace game
