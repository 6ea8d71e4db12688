#include "game/edit/beam_preview.h"

namespace game {

std::vector<BeamPreview> beamPreviews(const engine::Level& level) {
    const ModeRules& rules = modeRules(modeOf(level));
    return rules.beamPreviews ? rules.beamPreviews(level) : std::vector<BeamPreview>{};
}

} // namespace game
