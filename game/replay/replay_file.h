#pragma once
// Where a level's solution replay lives: beside the level file, with the level's name and ".replay.json".
#include <string>

namespace game {

/// The solution replay that goes with a level file: levels/ninja/07.json -> levels/ninja/07.replay.json (a Tiled
/// map's too: a.tmj -> a.replay.json).
std::string solutionReplayPathFor(const std::string& levelPath);

} // namespace game
