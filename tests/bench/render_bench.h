#pragma once
// The render figure: frames of the game's real play screen on a stress level, in the window the game opens
// (needs a display, e.g. Xvfb). Built only when the game's app library is (RAYCRYPT_APP=ON): RAYCRYPT_BENCH_RENDER
// is defined then.
//
// A frame is what game/app/shell/app.cpp does per frame: drain the window's events, update the play screen (the
// simulation's fixed ticks with input sampling, particles, the player's animation, the camera), draw it
// (game/app/shell/frame.h: the parallax, fill and wall tile chunks with the atlas, torches, exits, platforms, the
// player, the mode's entities with additive glow beams, particles, the crypt's light map, the canvas composited
// through the post effects and vignette, the HUD) and window.display(). The camera tours the level
// (PlaySetup::flyover) instead of following the player, who waits in the stress level's sealed bunker.
#include <string>
#include <vector>

#include "engine/level/level.h"

namespace bench {

/// Frame figures of one render run (wall-clock milliseconds; the X server and llvmpipe's threads count).
struct RenderFigures {
    bool ran = false;             ///< false: no display (or no render support built); `why` says which
    std::string why;              ///< the reason ran is false
    double medianFrameMs = 0.0;   ///< whole frame (events, update, draw, display), median of the best block
    std::vector<double> blockMedianMs; ///< every block's median frame, in the order they ran
    double allMedianFrameMs = 0.0; ///< whole frame, median over every block's frames
    double p99FrameMs = 0.0;      ///< whole frame, 99th percentile over every block's frames
    // The rest: of the best block's frames.
    double medianUpdateMs = 0.0;  ///< the play screen's update (the simulation ticks included), median
    double medianDrawMs = 0.0;    ///< building and submitting the frame's draws, median
    double medianDisplayMs = 0.0; ///< window.display() (the software rasteriser finishing, the copy to X), median
    double medianCpuMs = 0.0;     ///< CPU time of the whole process per frame (llvmpipe's threads too), median
    double medianDrawCalls = 0.0; ///< GL draw calls (glDrawArrays + glDrawElements) per frame, median
    int maxDrawCalls = 0;         ///< the largest count of one frame
    double medianVertices = 0.0;  ///< vertices those draw calls submitted per frame, median
    int frames = 0;               ///< frames timed per block (after the warm-up)
    unsigned windowWidth = 0;     ///< the window, px
    unsigned windowHeight = 0;    ///< the window, px
    bool atlas = false;           ///< the atlas art was found (false: flat shapes were drawn)
    bool shader = false;          ///< the post effects' shader is active
};

/// Open the game's window (the logical 480×270 at ×3, or the largest whole scale the screen fits), load the
/// atlas, font and post effects as the game does, start the real play screen on `level` with the flyover camera
/// and time `blocks` (at least 1) blocks of `frames` frames of 1/60 s each (2 simulation ticks) after `warmup`
/// untimed ones. Returns ran = false without a DISPLAY or when the level does not start.
RenderFigures runRenderBench(const engine::Level& level, int frames, int warmup, int blocks);

} // namespace bench
