#pragma once
// The windowed game: the window, its frame loop (events, update and draw of the screen stack) and the screens.
// The simulation's fixed timestep is not here: the play screen drives a PlaySession (game/play), which owns it.
#include "game/run/command_line.h"

namespace game {

/// Open the window and run until it closes (play, watch a replay, or take a screenshot). Needs a display.
/// Returns the process exit code.
int runApp(const CommandLine& options);

} // namespace game
