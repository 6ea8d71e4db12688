#pragma once
// The editor's frame: the game's real level editor (game/app/screens/editor_screen.cpp) on a large generated
// level in the window the game opens (needs a display, e.g. Xvfb), with an edit in every frame: brush strokes
// that paint a cell a frame and entities dragged a cell a frame, each stroke ending in its undo step and the
// level's check.
#include <string>
#include <vector>

#include "game/edit/level_doc.h"

namespace bench {

/// Frame figures of one editor run (wall-clock milliseconds; the X server and llvmpipe's threads count).
struct EditorFrameFigures {
    bool ran = false;           ///< false: no display (or no render support built); `why` says which
    std::string why;            ///< the reason ran is false
    double medianFrameMs = 0.0; ///< whole frame (events, update, draw, display), median of the best block
    std::vector<double> blockMedianMs; ///< every block's median frame, in the order they ran
    double allMedianFrameMs = 0.0;     ///< every timed frame of every block, median
    double p95FrameMs =
        0.0; ///< every timed frame of every block, 95th percentile (the rest: of every frame too)
    double maxFrameMs = 0.0;     ///< the slowest timed frame
    double medianDragMs = 0.0;   ///< frames inside a stroke (the document changes, no check), median
    double medianCommitMs = 0.0; ///< frames that end a stroke (the undo step and the check after it), median
    double medianEventsMs = 0.0; ///< the editor's handling of the frame's input (edits, checks), median
    double medianCommitEventsMs =
        0.0;                   ///< of the frames that end a stroke: the input (the undo step, the check), CPU
    double medianDrawMs = 0.0; ///< building and submitting the editor's draws, median
    double medianDisplayMs =
        0.0;                  ///< window.display() (the software rasteriser finishing, the copy to X), median
    double medianCpuMs = 0.0; ///< CPU time of the whole process per frame (llvmpipe's threads too), median
    double p95CpuMs = 0.0;    ///< the same, 95th percentile
    double medianDragCpuMs = 0.0;   ///< the same, of the frames inside a stroke
    double medianCommitCpuMs = 0.0; ///< the same, of the frames that end a stroke
    /// CPU time per frame of every thread but the level's check worker (the window's thread, llvmpipe's), of the
    /// frames that end a stroke: median and 95th percentile
    double medianCommitFrameCpuMs = 0.0, p95CommitFrameCpuMs = 0.0;
    double medianDragFrameCpuMs = 0.0; ///< the same, of the frames inside a stroke
    int frames = 0;                 ///< frames timed
    int commits = 0;                ///< of which ended a stroke
    float cellPx = 0.0f;            ///< logical px per cell of the view the edits were made in
    unsigned windowWidth = 0;       ///< the window, px
    unsigned windowHeight = 0;      ///< the window, px
};

/// Save `doc` to a scratch file, open the editor on it in the game's window (as `raycrypt --edit` does), pan
/// to the level's middle, zoom out `zoomOut` steps from the editor's first zoom, then run `warmup` untimed
/// and `frames` timed frames of 1/60 s, each with one edit: strokes of a few frames alternate between
/// painting walls along a row with the brush and dragging an entity in view with the select tool. That is one
/// block; `blocks` (at least 1) blocks run, each on a fresh editor. Returns ran = false without a DISPLAY.
EditorFrameFigures runEditorFrameBench(const game::LevelDoc& doc, int frames, int warmup, int blocks,
                                       int zoomOut);

} // namespace bench
