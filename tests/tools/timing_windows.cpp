// raycrypt-timing: how far each input of a level's solution replay can move, alone, with the run still
// completing (game/run/timing_windows.h), held to the rule for shipped levels: 8 ticks for levels 1 to 4 of a
// mode's campaign (the order of its folder's chapters.json, game/play/chapters.h), 4 after.
//   raycrypt-timing [--all] [--min N] LEVEL_OR_DIR...
// A directory stands for every level file under it (NN.json, beside its solution NN.replay.json). Prints one line
// per level (its narrowest event), every event with --all, and every event under the required window. --min N
// holds every level to N instead of the rule. Exits 1 when a level falls short or cannot be run, 0 otherwise.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "engine/level/level_loader.h"
#include "game/play/chapters.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/timing_windows.h"
#include "game/world/level_schema.h"

namespace fs = std::filesystem;

namespace {

/// The level files a command-line path stands for.
std::vector<std::string> levelFiles(const std::string& path) {
    if (!fs::is_directory(path)) return {path};
    return engine::listLevelFiles(path);
}

/// The level's 1-based place in its folder's campaign (the chapters' order; 0 when it is in none).
int levelNumber(const std::string& path) {
    const fs::path folder = fs::path(path).parent_path();
    const std::vector<std::string> order = game::loadChapters(folder.empty() ? "." : folder.string()).order();
    const auto at = std::find(order.begin(), order.end(), fs::path(path).filename().string());
    return at == order.end() ? 0 : static_cast<int>(at - order.begin()) + 1;
}

} // namespace

int main(int argc, char** argv) {
    bool all = false;
    int fixedMin = 0;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--all") all = true;
        else if (a == "--min" && i + 1 < argc) fixedMin = std::atoi(argv[++i]);
        else paths.push_back(a);
    }
    if (paths.empty()) {
        std::cerr << "usage: raycrypt-timing [--all] [--min N] LEVEL_OR_DIR...\n";
        return 2;
    }
    int status = 0;
    for (const std::string& arg : paths) {
        for (const std::string& levelPath : levelFiles(arg)) {
            engine::LoadResult lr = engine::loadLevelFile(levelPath, game::levelSchema());
            const std::string replayPath = game::solutionReplayPathFor(levelPath);
            game::ReplayLoadResult rr = game::loadReplayFile(replayPath);
            if (!lr.level || !rr.ok()) {
                std::cout << levelPath << ": cannot run (level or " << replayPath << " does not load)\n";
                status = 1;
                continue;
            }
            if (!game::replayCompletes(*lr.level, *rr.replay)) {
                std::cout << levelPath << ": the solution replay does not complete\n";
                status = 1;
                continue;
            }
            const int need = fixedMin > 0 ? fixedMin : game::requiredTimingWindow(levelNumber(levelPath));
            std::vector<game::TimingWindow> windows = game::measureTimingWindows(*lr.level, *rr.replay);
            auto narrowest = std::min_element(windows.begin(), windows.end(),
                [](const game::TimingWindow& a, const game::TimingWindow& b) { return a.width() < b.width(); });
            const bool ok = narrowest == windows.end() || narrowest->width() >= need;
            std::cout << levelPath << ": " << (ok ? "ok" : "TOO TIGHT") << ", needs " << need << ", "
                      << windows.size() << " events";
            if (narrowest != windows.end()) std::cout << ", narrowest " << game::describeWindow(*narrowest);
            std::cout << "\n";
            for (const game::TimingWindow& w : windows)
                if (all || w.width() < need) std::cout << "    " << game::describeWindow(w) << "\n";
            if (!ok) status = 1;
        }
    }
    return status;
}
