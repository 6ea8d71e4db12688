// raycrypt-level-rules: the rules every shipped level meets, measured on its solution replay
// (game/run/sloppy_player.h, game/run/timing_windows.h), one table row per level:
//   - idle share at most 35 % (ticks with no action held; holding Aim alone is idle) and no idle wait over 2 s;
//   - the sloppy player (every press and release moved by up to 3 ticks, aim by up to 3 degrees, 24 runs from a
//     fixed seed) clears levels 1 and 2 of a mode in at least 20 runs, every level in at least 8;
//   - every input's timing window at least 8 ticks in levels 1 to 4 of a mode, 4 after.
//   raycrypt-level-rules [--no-windows] [--reach TICKS] [--runs N] [--failed] LEVEL_OR_DIR...
// A directory stands for every level file under it (NN.json, beside its solution NN.replay.json). --reach and
// --runs change the sloppy player for a look (the rule is checked only at 3 ticks and 24 runs); --no-windows skips
// the timing windows (the slow part); --failed lists each failing sloppy run's outcome, tick and place, and writes
// it as LEVEL.sloppy-N.replay.json in the working folder for a look with `raycrypt --level LEVEL --replay`. Exits 1 when a level breaks a rule or cannot be run, 0 otherwise.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/level/level_loader.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/run/sloppy_player.h"
#include "game/run/timing_windows.h"
#include "game/world/level_schema.h"

namespace fs = std::filesystem;

namespace {

std::vector<std::string> levelFiles(const std::string& path) {
    if (!fs::is_directory(path)) return {path};
    return engine::listLevelFiles(path);
}

/// The level number in a file name such as "07.json" (0 when the name does not start with digits).
int levelNumber(const std::string& path) {
    std::string stem = fs::path(path).stem().string();
    std::size_t digits = 0;
    while (digits < stem.size() && std::isdigit(static_cast<unsigned char>(stem[digits]))) ++digits;
    return digits ? std::atoi(stem.substr(0, digits).c_str()) : 0;
}

/// "mode/NN" for a level path such as levels/ninja/07.json.
std::string shortName(const std::string& path) {
    fs::path p(path);
    return p.parent_path().filename().string() + "/" + p.stem().string();
}

} // namespace

int main(int argc, char** argv) {
    bool windows = true, failed = false;
    int reach = game::kSloppyTicks, runs = game::kSloppyRuns;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--no-windows") windows = false;
        else if (a == "--failed") failed = true;
        else if (a == "--reach" && i + 1 < argc) reach = std::max(0, std::atoi(argv[++i]));
        else if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else paths.push_back(a);
    }
    if (paths.empty()) {
        std::fprintf(stderr, "usage: raycrypt-level-rules [--no-windows] [--reach TICKS] [--runs N] [--failed] LEVEL_OR_DIR...\n");
        return 2;
    }
    const bool ruled = reach == game::kSloppyTicks && runs == game::kSloppyRuns;
    std::printf("%-10s %7s %6s %9s %9s %8s  %s\n", "level", "time s", "idle", "wait s", "sloppy", "window", "verdict");
    int status = 0, failing = 0, levels = 0;
    for (const std::string& arg : paths) {
        for (const std::string& levelPath : levelFiles(arg)) {
            ++levels;
            engine::LoadResult lr = engine::loadLevelFile(levelPath, game::levelSchema());
            const std::string replayPath = game::solutionReplayPathFor(levelPath);
            game::ReplayLoadResult rr = game::loadReplayFile(replayPath);
            if (!lr.level || !rr.ok()) {
                std::printf("%-10s cannot run (the level or %s does not load)\n", shortName(levelPath).c_str(),
                            replayPath.c_str());
                status = 1, ++failing;
                continue;
            }
            if (!game::replayCompletes(*lr.level, *rr.replay)) {
                std::printf("%-10s the solution replay does not complete\n", shortName(levelPath).c_str());
                status = 1, ++failing;
                continue;
            }
            const int number = levelNumber(levelPath);
            const game::IdleMeasure idle = game::measureIdle(*lr.level, *rr.replay);
            int clears = 0;
            game::Replay trial = *rr.replay;
            for (int run = 0; run < runs; ++run) {
                trial.frames = game::sloppyFrames(rr.replay->frames, run, reach);
                const game::HeadlessSummary run_ = game::runReplay(*lr.level, trial);
                if (run_.outcome == "complete" && run_.deaths == 0) { ++clears; continue; }
                if (!failed) continue;
                const std::string out = fs::path(levelPath).stem().string() + ".sloppy-" + std::to_string(run) +
                                        ".replay.json";
                std::string error;
                game::saveReplayFile(trial, out, &error);
                std::printf("  run %2d: %s at tick %llu, player at %.2f, %.2f (%s)\n", run, run_.outcome.c_str(),
                            static_cast<unsigned long long>(run_.ticks), run_.player.x, run_.player.y,
                            error.empty() ? out.c_str() : error.c_str());
            }
            std::string problems;
            const auto add = [&problems](const std::string& p) { problems += (problems.empty() ? "" : "; ") + p; };
            char text[160];
            if (idle.share() > game::kMaxIdleShare) {
                std::snprintf(text, sizeof text, "idle %.0f %% > 35 %%", idle.share() * 100.0);
                add(text);
            }
            if (idle.longestIdle > game::kMaxIdleWaitTicks) {
                std::snprintf(text, sizeof text, "waits %.2f s > 2 s", static_cast<double>(idle.longestIdle) / 120.0);
                add(text);
            }
            const int needClears = game::requiredSloppyClears(number);
            if (ruled && clears < needClears) {
                std::snprintf(text, sizeof text, "sloppy %d/%d < %d", clears, runs, needClears);
                add(text);
            }
            std::string windowText = "-";
            if (windows) {
                const int need = game::requiredTimingWindow(number);
                std::vector<game::TimingWindow> ws = game::measureTimingWindows(*lr.level, *rr.replay);
                auto narrowest = std::min_element(ws.begin(), ws.end(),
                    [](const game::TimingWindow& a, const game::TimingWindow& b) { return a.width() < b.width(); });
                if (narrowest != ws.end()) {
                    windowText = std::to_string(narrowest->width()) + "/" + std::to_string(need);
                    if (narrowest->width() < need) add("window: " + game::describeWindow(*narrowest));
                }
            }
            char sloppy[32];
            std::snprintf(sloppy, sizeof sloppy, "%d/%d", clears, runs);
            char sloppyNeed[40];
            std::snprintf(sloppyNeed, sizeof sloppyNeed, "%s%s", sloppy, ruled ? "" : "*");
            std::printf("%-10s %7.2f %5.0f%% %9.2f %9s %8s  %s\n", shortName(levelPath).c_str(),
                        static_cast<double>(idle.ticks) / 120.0, idle.share() * 100.0,
                        static_cast<double>(idle.longestIdle) / 120.0, sloppyNeed, windowText.c_str(),
                        problems.empty() ? "ok" : ("BREAKS: " + problems).c_str());
            if (!problems.empty()) status = 1, ++failing;
        }
    }
    std::printf("%d of %d levels meet the rules%s\n", levels - failing, levels,
                ruled ? "" : " (* sloppy player off the rule's 3 ticks and 24 runs: not checked)");
    return status;
}
