#pragma once
// The ninja mode's beams as a level loads, for the editor's preview: each laser's beam and each robot's aim line,
// traced by the game's own laser code (lasers.h) through the tiles and the mirrors, receivers, closed doors and
// robots.
#include <vector>

#include "engine/level/level.h"
#include "game/world/mode_rules.h"

namespace game {

/// Every laser's and robot's beam in `level` as the game traces it when the level loads (a pulsing laser's beam
/// whatever its phase; a robot's along its initial facing), in entity order (ModeRules::beamPreviews).
std::vector<BeamPreview> ninjaBeamPreviews(const engine::Level& level);

} // namespace game
