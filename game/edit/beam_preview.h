#pragma once
// Beam previews for the editor: where each laser emitter's beam and each robot's aim line go in a level as it
// loads, traced by the game's own laser code (game/ninja/lasers.h) through the tiles and the level's mirrors,
// receivers, closed doors and robots. No SFML.
#include <cstddef>
#include <vector>

#include "engine/level/level.h"
#include "engine/math/vec2.h"

namespace game {

/// One beam: its source and the polyline it follows.
struct BeamPreview {
    std::size_t entity = 0;           ///< index of the laser or robot in Level::entities
    std::vector<engine::Vec2> points; ///< the origin, each bounce, then where the beam ends (tiles)
};

/// Every laser's and robot's beam in `level` as the game traces it when the level loads (a pulsing laser's beam
/// whatever its phase; a robot's along its initial facing), in entity order. Empty for a mode without beams.
std::vector<BeamPreview> beamPreviews(const engine::Level& level);

} // namespace game
