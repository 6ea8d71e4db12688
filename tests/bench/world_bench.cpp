#include "world_bench.h"

#include <sys/resource.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "bench_util.h"
#include "engine/level/level_loader.h"
#include "game/play/ghost_run.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/world/level_schema.h"
#include "game/world/world.h"

namespace bench {

TickFigures runStressTicks(const engine::Level& level, std::uint64_t ticks) {
    TickFigures f;
    game::PlaySession session;
    game::SessionSetup setup;
    setup.level = level;
    session.open(std::move(setup), nullptr);
    const game::World& world = session.world();
    f.entities = world.registry.alive();
    std::vector<double> micros;
    micros.reserve(ticks);
    const engine::InputFrame idle;
    double rays = 0.0, beams = 0.0;
    for (std::uint64_t t = 0; t < ticks; ++t) {
        double t0 = nowSeconds();
        session.step(idle);
        micros.push_back((nowSeconds() - t0) * 1e6);
        rays += world.debug.raysCast;
        beams += world.debug.beamSegments;
    }
    f.ticks = ticks;
    f.medianMicros = median(micros);
    f.p90Micros = quantile(micros, 0.9);
    f.p99Micros = quantile(micros, 0.99);
    f.maxMicros = quantile(micros, 1.0);
    f.deaths = world.deaths;
    f.raysPerTick = rays / static_cast<double>(ticks ? ticks : 1);
    f.beamSegmentsPerTick = beams / static_cast<double>(ticks ? ticks : 1);
    f.stateHash = game::hashWorld(world);
    return f;
}

ReplaySpeed measureReplaySpeed(const std::string& root, int repeats) {
    ReplaySpeed slowest;
    for (const std::string& path : engine::listLevelFiles(root + "/levels")) {
        game::ReplayLoadResult replay = game::loadReplayFile(game::solutionReplayPathFor(path));
        engine::LoadResult level = engine::loadLevelFile(path, game::levelSchema());
        if (!replay.ok() || !level.ok()) continue;
        double best = 1e300;
        game::HeadlessSummary summary;
        for (int r = 0; r < repeats; ++r) {
            game::PlaySession session;
            game::SessionSetup setup;
            setup.level = *level.level;
            setup.playback = *replay.replay;
            session.open(std::move(setup), nullptr);
            double t0 = nowSeconds();
            summary = game::runReplay(session);
            best = std::min(best, nowSeconds() - t0);
        }
        double multiple = summary.seconds / std::max(best, 1e-9);
        ++slowest.levels;
        if (slowest.any && multiple >= slowest.realTimeMultiple) continue;
        slowest.any = true;
        slowest.level = path;
        slowest.realTimeMultiple = multiple;
        slowest.ticks = summary.ticks;
        slowest.outcome = summary.outcome;
    }
    return slowest;
}

double peakRssMiB() {
    // VmHWM is the high-water mark of this address space alone. getrusage's ru_maxrss would do in a process
    // that was never anything else, but Linux carries it across exec — and posix_spawn runs the child in the
    // parent's address space until the exec, so a spawned child would report the parent's peak.
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0) return std::strtod(line.c_str() + 6, nullptr) / 1024.0;  // in kB
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // Linux reports KiB
}

AllAttemptsFigures measureAllAttempts(const std::string& root, int attempts) {
    AllAttemptsFigures f;
    game::Replay longest;
    engine::Level level;
    for (const std::string& path : engine::listLevelFiles(root + "/levels")) {
        game::ReplayLoadResult replay = game::loadReplayFile(game::solutionReplayPathFor(path));
        engine::LoadResult loaded = engine::loadLevelFile(path, game::levelSchema());
        if (!replay.ok() || !loaded.ok() || replay.replay->frames.size() <= longest.frames.size()) continue;
        longest = std::move(*replay.replay);
        level = std::move(*loaded.level);
        f.level = path;
    }
    if (f.level.empty() || attempts < 1) return f;
    std::vector<game::GhostRun> runners(static_cast<std::size_t>(attempts));
    for (int i = 0; i < attempts; ++i) {
        game::Replay part = longest;
        part.frames.resize(longest.frames.size() * static_cast<std::size_t>(i + 1) / static_cast<std::size_t>(attempts));
        game::startGhost(runners[static_cast<std::size_t>(i)], level, std::move(part));
    }
    std::vector<double> frames;
    f.attempts = attempts;
    f.ticks = longest.frames.size();
    for (std::uint64_t t = 0; t < f.ticks; t += 2) {
        const double t0 = nowSeconds();
        game::stepGhosts(runners);
        game::stepGhosts(runners);
        frames.push_back((nowSeconds() - t0) * 1e3);
    }
    f.frameMillis = median(frames);
    f.worstFrameMillis = quantile(frames, 1.0);
    return f;
}

} // namespace bench
