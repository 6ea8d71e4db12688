#pragma once
// Checkpoints as the mode draws them (ModePresentation::checkpoint): a small pixel picture standing on each
// checkpoint's cell, dark until touched and lit after, and the glow a lit one gives.
#include <SFML/Graphics.hpp>

#include "game/app/view/mode_presentation.h"
#include "game/world/world.h"

namespace game {

/// Append one 16 × 16 picture of `art` with its top-left at `topLeft` (world pixels), in its lit or dark colours,
/// its flickering keys at `phase` (radians).
void appendPixelArt(sf::VertexArray& va, const CheckpointArt& art, sf::Vector2f topLeft, bool lit, float phase);

/// Append every checkpoint's picture to `va` (drawn with the atlas texture: solid pixels off its white texel), in
/// world pixels; lit ones in their lit colours, flickering at `seconds`.
void appendCheckpoints(sf::VertexArray& va, const World& world, const CheckpointArt& art, double seconds);

/// Append a soft additive glow over every lit checkpoint to `va` (world pixels; drawn with BlendAdd).
void appendCheckpointGlows(sf::VertexArray& va, const World& world, const CheckpointArt& art, double seconds);

/// The centre of a checkpoint's light, world pixels, for the checkpoint at `position` (tiles).
sf::Vector2f checkpointLightAt(engine::Vec2 position);

} // namespace game
