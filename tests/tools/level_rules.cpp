// raycrypt-level-rules: the rules every shipped level meets, measured on its solution replay
// (game/run/sloppy_player.h, game/run/timing_windows.h), one table row per level in campaign order (the chapters of
// the level's folder, game/play/chapters.h):
//   - idle share at most 35 % (ticks with no action held; holding Aim alone is idle) and no idle wait over 2 s;
//   - the sloppy player (every press and release moved by up to 3 ticks, aim by up to 3 degrees, 24 runs from a
//     fixed seed) clears the first two levels of each chapter in at least 20 runs, every level in at least 8;
//   - the ramp: inside a chapter the sloppy clears never rise by more than 4 from one level to the next (the
//     first level of a chapter is exempt);
//   - every input's timing window at least 8 ticks in levels 1 to 4 of a mode's campaign, 4 after;
//   - a solution over 15 s needs an entity of type "checkpoint" in the level (checked with --require-campaign or
//     --require-checkpoints; the table marks such a level "needs checkpoint" always).
// The total solution time is printed per folder and overall. --require-campaign also requires every folder's
// campaign to be 4 chapters of 6 levels and the solutions of all folders to add up to at least 10 minutes.
//   raycrypt-level-rules [--no-windows] [--reach TICKS] [--runs N] [--failed] [--require-checkpoints]
//                        [--require-campaign] LEVEL_OR_DIR...
// A directory stands for every level file under it (NN.json, beside its solution NN.replay.json), grouped by the
// folder that holds it. --reach and --runs change the sloppy player for a look (the sloppy and ramp rules are checked
// only at 3 ticks and 24 runs); --no-windows skips the timing windows (the slow part); --failed lists each failing
// sloppy run's outcome, tick and place, and writes it as LEVEL.sloppy-N.replay.json in the working folder for a
// look with `raycrypt --level LEVEL --replay`. Exits 1 when a level breaks a rule or cannot be run, 0 otherwise.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "engine/level/level_loader.h"
#include "game/play/chapters.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/run/sloppy_player.h"
#include "game/run/timing_windows.h"
#include "game/world/level_schema.h"

namespace fs = std::filesystem;

namespace {

/// What the command line asks.
struct Options {
    bool windows = true, failed = false, checkpoints = false, campaign = false;
    int reach = game::kSloppyTicks, runs = game::kSloppyRuns;
    /// True when the sloppy player runs as the rules measure it.
    bool ruled() const { return reach == game::kSloppyTicks && runs == game::kSloppyRuns; }
};

/// "mode/NN" for a level path such as levels/ninja/07.json.
std::string shortName(const std::string& path) {
    fs::path p(path);
    return p.parent_path().filename().string() + "/" + p.stem().string();
}

/// The whole text of a file ("" when it cannot be read).
std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Seconds of `ticks` at 120 Hz.
double seconds(std::uint64_t ticks) { return static_cast<double>(ticks) / 120.0; }

/// One level's measures and the rules it breaks.
struct Row {
    bool ran = false;          ///< the level and its solution loaded and the solution completes
    int clears = 0;            ///< sloppy runs that cleared
    std::uint64_t ticks = 0;   ///< the solution's ticks to the exit
};

/// Where a level stands in its folder's campaign.
struct Place {
    int inMode = 0;     ///< 1-based place in the campaign
    int chapter = 0;    ///< 1-based chapter
    int inChapter = 0;  ///< 1-based place in the chapter
};

/// Measures one level and prints its row; `previousClears` is the sloppy count of the level before it in its
/// chapter (-1 when not measured). Returns the row; `broken` is set when a rule is broken.
Row checkLevel(const std::string& levelPath, const Place& place, int previousClears, const Options& o, bool& broken) {
    Row row;
    engine::LoadResult lr = engine::loadLevelFile(levelPath, game::levelSchema());
    const std::string replayPath = game::solutionReplayPathFor(levelPath);
    game::ReplayLoadResult rr = game::loadReplayFile(replayPath);
    if (!lr.level || !rr.ok()) {
        std::printf("%-10s cannot run (the level or %s does not load)\n", shortName(levelPath).c_str(),
                    replayPath.c_str());
        broken = true;
        return row;
    }
    if (!game::replayCompletes(*lr.level, *rr.replay)) {
        std::printf("%-10s the solution replay does not complete\n", shortName(levelPath).c_str());
        broken = true;
        return row;
    }
    row.ran = true;
    const game::IdleMeasure idle = game::measureIdle(*lr.level, *rr.replay);
    row.ticks = idle.ticks;
    game::Replay trial = *rr.replay;
    for (int run = 0; run < o.runs; ++run) {
        trial.frames = game::sloppyFrames(rr.replay->frames, run, o.reach);
        const game::HeadlessSummary run_ = game::runReplay(*lr.level, trial);
        if (run_.outcome == "complete" && run_.deaths == 0) { ++row.clears; continue; }
        if (!o.failed) continue;
        const std::string out = fs::path(levelPath).stem().string() + ".sloppy-" + std::to_string(run) +
                                ".replay.json";
        std::string error;
        game::saveReplayFile(trial, out, &error);
        std::printf("  run %2d: %s at tick %llu, player at %.2f, %.2f (%s)\n", run, run_.outcome.c_str(),
                    static_cast<unsigned long long>(run_.ticks), run_.player.x, run_.player.y,
                    error.empty() ? out.c_str() : error.c_str());
    }
    std::string problems, notes;
    const auto add = [](std::string& to, const std::string& p) { to += (to.empty() ? "" : "; ") + p; };
    char text[160];
    if (idle.share() > game::kMaxIdleShare) {
        std::snprintf(text, sizeof text, "idle %.0f %% > 35 %%", idle.share() * 100.0);
        add(problems, text);
    }
    if (idle.longestIdle > game::kMaxIdleWaitTicks) {
        std::snprintf(text, sizeof text, "waits %.2f s > 2 s", seconds(idle.longestIdle));
        add(problems, text);
    }
    const int needClears = game::requiredSloppyClears(place.inChapter);
    if (o.ruled() && row.clears < needClears) {
        std::snprintf(text, sizeof text, "sloppy %d/%d < %d", row.clears, o.runs, needClears);
        add(problems, text);
    }
    if (o.ruled() && previousClears >= 0 && game::breaksRamp(place.inChapter, previousClears, row.clears)) {
        std::snprintf(text, sizeof text, "ramp: %d/%d after %d/%d rises more than %d", row.clears, o.runs,
                      previousClears, o.runs, game::kMaxRampRise);
        add(problems, text);
    }
    if (idle.ticks > game::kMaxTicksWithoutCheckpoint && !game::hasCheckpointEntity(readText(levelPath))) {
        std::snprintf(text, sizeof text, "needs checkpoint (%.2f s > 15 s)", seconds(idle.ticks));
        add(o.checkpoints ? problems : notes, text);
    }
    std::string windowText = "-";
    if (o.windows) {
        const int need = game::requiredTimingWindow(place.inMode);
        std::vector<game::TimingWindow> ws = game::measureTimingWindows(*lr.level, *rr.replay);
        auto narrowest = std::min_element(ws.begin(), ws.end(),
            [](const game::TimingWindow& a, const game::TimingWindow& b) { return a.width() < b.width(); });
        if (narrowest != ws.end()) {
            windowText = std::to_string(narrowest->width()) + "/" + std::to_string(need);
            if (narrowest->width() < need) add(problems, "window: " + game::describeWindow(*narrowest));
        }
    }
    char sloppy[48], where[24];
    std::snprintf(sloppy, sizeof sloppy, "%d/%d%s", row.clears, o.runs, o.ruled() ? "" : "*");
    std::snprintf(where, sizeof where, "%d.%d", place.chapter, place.inChapter);
    std::string verdict = problems.empty() ? "ok" : "BREAKS: " + problems;
    if (!notes.empty()) verdict += " (" + notes + ")";
    std::printf("%-10s %7s %7.2f %5.0f%% %9.2f %9s %8s  %s\n", shortName(levelPath).c_str(), where,
                seconds(idle.ticks), idle.share() * 100.0, seconds(idle.longestIdle), sloppy, windowText.c_str(),
                verdict.c_str());
    if (!problems.empty()) broken = true;
    return row;
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--no-windows") o.windows = false;
        else if (a == "--failed") o.failed = true;
        else if (a == "--require-checkpoints") o.checkpoints = true;
        else if (a == "--require-campaign") o.campaign = o.checkpoints = true;
        else if (a == "--reach" && i + 1 < argc) o.reach = std::max(0, std::atoi(argv[++i]));
        else if (a == "--runs" && i + 1 < argc) o.runs = std::max(1, std::atoi(argv[++i]));
        else paths.push_back(a);
    }
    if (paths.empty()) {
        std::fprintf(stderr, "usage: raycrypt-level-rules [--no-windows] [--reach TICKS] [--runs N] [--failed] "
                             "[--require-checkpoints] [--require-campaign] LEVEL_OR_DIR...\n");
        return 2;
    }
    // The levels asked for, by the folder that holds them (a mode folder, whose chapters give the order).
    std::map<std::string, std::vector<std::string>> byFolder;
    for (const std::string& arg : paths) {
        const std::vector<std::string> files = fs::is_directory(arg) ? engine::listLevelFiles(arg)
                                                                     : std::vector<std::string>{arg};
        for (const std::string& f : files)
            byFolder[fs::path(f).parent_path().string()].push_back(fs::path(f).filename().string());
    }
    std::printf("%-10s %7s %7s %6s %9s %9s %8s  %s\n", "level", "chapter", "time s", "idle", "wait s", "sloppy",
                "window", "verdict");
    int failing = 0, levels = 0;
    bool broken = false;
    std::uint64_t totalTicks = 0;
    for (const auto& [folder, files] : byFolder) {
        const game::ChapterList chapters = game::loadChapters(folder.empty() ? "." : folder);
        for (const engine::Diagnostic& d : chapters.diagnostics)
            if (d.severity == engine::Diagnostic::Error) std::printf("%s\n", d.format().c_str()), broken = true;
        std::uint64_t folderTicks = 0;
        Place place;
        for (const game::Chapter& chapter : chapters.chapters) {
            ++place.chapter;
            place.inChapter = 0;
            int previous = -1;
            for (const std::string& level : chapter.levels) {
                ++place.inMode, ++place.inChapter;
                if (std::find(files.begin(), files.end(), level) == files.end()) {
                    previous = -1;
                    continue;
                }
                ++levels;
                bool levelBroken = false;
                const Row row = checkLevel((fs::path(folder) / level).string(), place, previous, o, levelBroken);
                previous = row.ran ? row.clears : -1;
                folderTicks += row.ticks;
                if (levelBroken) ++failing, broken = true;
            }
        }
        totalTicks += folderTicks;
        const std::string name = fs::path(folder).filename().string();
        std::printf("%s: solutions add up to %.1f s (%d:%04.1f) in %zu chapters\n", name.c_str(), seconds(folderTicks),
                    static_cast<int>(seconds(folderTicks)) / 60, std::fmod(seconds(folderTicks), 60.0),
                    chapters.chapters.size());
        if (!o.campaign) continue;
        bool shaped = chapters.fromFile && chapters.ok() &&
                      static_cast<int>(chapters.chapters.size()) == game::kCampaignChapters;
        for (const game::Chapter& c : chapters.chapters)
            shaped = shaped && static_cast<int>(c.levels.size()) == game::kCampaignChapterLevels;
        if (!shaped) {
            std::printf("%s: BREAKS: the campaign is not %d chapters of %d levels in %s\n", name.c_str(),
                        game::kCampaignChapters, game::kCampaignChapterLevels,
                        std::string(game::kChaptersFileName).c_str());
            broken = true;
        }
    }
    std::printf("all solutions add up to %.1f s (%d:%04.1f)\n", seconds(totalTicks),
                static_cast<int>(seconds(totalTicks)) / 60, std::fmod(seconds(totalTicks), 60.0));
    if (o.campaign && totalTicks < game::kCampaignMinTicks) {
        std::printf("BREAKS: the solutions add up to less than %.0f minutes\n", seconds(game::kCampaignMinTicks) / 60);
        broken = true;
    }
    std::printf("%d of %d levels meet the rules%s\n", levels - failing, levels,
                o.ruled() ? "" : " (* sloppy player off the rule's 3 ticks and 24 runs: not checked)");
    return broken ? 1 : 0;
}
