#pragma once
// Beam previews for the editor: where each beam of a level goes as it loads, traced by its mode's own laser code
// (ModeRules::beamPreviews). No SFML.
#include <vector>

#include "engine/level/level.h"
#include "game/world/mode_rules.h"

namespace game {

/// Every beam of `level` as its mode traces it when the level loads, in entity order; empty for a mode without
/// beams.
std::vector<BeamPreview> beamPreviews(const engine::Level& level);

} // namespace game
