#include "game/replay/replay_file.h"

#include <filesystem>

namespace game {

std::string solutionReplayPathFor(const std::string& levelPath) {
    const std::filesystem::path p(levelPath);
    return (p.parent_path() / (p.stem().string() + ".replay.json")).string();
}

} // namespace game
