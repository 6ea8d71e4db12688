#pragma once
// The optional render figure: frame time of the stress level in an SFML window (needs a display, e.g. Xvfb).
// Built only when the SFML adapters are (RAYCRYPT_APP=ON): RAYCRYPT_BENCH_RENDER is defined then.
#include <string>

#include "engine/level/level.h"

namespace bench {

/// Frame figures of one render run.
struct RenderFigures {
    bool ran = false;           ///< false: no display (or no render support built); `why` says which
    std::string why;
    double medianFrameMs = 0.0; ///< wall time per frame (clear, tile map, entities, display), median
    double p99FrameMs = 0.0;
    int drawCalls = 0;          ///< per frame (the tile chunks in view + one batch of entity quads)
    int frames = 0;
};

/// Open a 1280×720 window (vsync off), build the level's tile map with engine::TileMapRenderer in flat colours,
/// and draw `frames` frames panning across the level with every entity of a World on it as a flat quad (one
/// batched vertex array). Returns ran = false without a DISPLAY.
RenderFigures runRenderBench(const engine::Level& level, int frames);

} // namespace bench
