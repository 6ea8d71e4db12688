#pragma once
// The level's collectible as the mode draws it (ModePresentation::collectible): a small pixel picture bobbing in
// its place with a shimmer and a glow, and once taken, carried above the player's head until the exit (or a
// death, which puts it back in its place).
#include <SFML/Graphics.hpp>

#include "game/app/view/mode_presentation.h"
#include "game/world/world.h"

namespace game {

/// Append the collectible's picture to `va` (drawn with the atlas texture), world pixels: in its place while
/// waiting, above `playerFeet` (world pixels, the feet) while carried.
void appendCollectibles(sf::VertexArray& va, const World& world, const CheckpointArt& art, sf::Vector2f playerFeet,
                        double seconds);

/// Append the collectible's soft additive glow to `va` (world pixels; drawn with BlendAdd), where it is drawn.
void appendCollectibleGlows(sf::VertexArray& va, const World& world, const CheckpointArt& art,
                            sf::Vector2f playerFeet, double seconds);

} // namespace game
