#pragma once
// The collectible's small icon for menus (the level select's cells and headers, the mode cards, the results): the
// mode's collectible picture (ModePresentation::collectible) in its colours once taken, a dim silhouette before.
#include <string>

#include "game/app/ui/painter.h"
#include "game/app/view/mode_presentation.h"

namespace game {

/// Draw `art` with its top-left at `topLeft` (logical pixels), each of its 16 × 16 pixels `scale` wide: in its
/// colours when `taken`, else as a dim silhouette.
void drawCollectibleIcon(Painter& p, const CheckpointArt& art, sf::Vector2f topLeft, float scale, bool taken);

/// "3 / 11 shards": taken of total, with the mode's name for its collectible.
std::string collectibleTally(const ModePresentation& look, int taken, int total);

} // namespace game
