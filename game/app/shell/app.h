#pragma once
// The windowed game: the window, the fixed-timestep loop, input, and drawing.
#include "game/run/command_line.h"

namespace game {

/// Open the window and run until it closes (play, watch a replay, or take a screenshot). Needs a display.
/// Returns the process exit code.
int runApp(const CommandLine& options);

} // namespace game
