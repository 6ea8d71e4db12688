#pragma once
// The headless run: a PlaySession with no window, as fast as it goes. Used by `raycrypt --headless`, by the
// solution-replay suite (every shipped level must complete with its committed replay) and by the benchmark.
#include <cstdint>
#include <iosfwd>
#include <string>

#include "game/play/play_session.h"
#include "game/replay/replay.h"
#include "game/run/command_line.h"
#include "game/world/world.h"

namespace game {

/// Ticks of empty input run after a replay's last frame before the outcome is "timeout" (10 s).
inline constexpr std::uint64_t kReplayGraceTicks = 10 * 120;
/// Ticks a headless run without a replay simulates when --ticks is not given (10 s).
inline constexpr std::uint64_t kHeadlessDefaultTicks = 10 * 120;

/// How a headless run ended.
struct HeadlessSummary {
    std::string outcome;       ///< "complete", "dead" or "timeout"
    std::uint64_t ticks = 0;   ///< ticks simulated
    double seconds = 0.0;      ///< ticks in simulated seconds
    std::uint64_t clockTicks = 0; ///< the level clock at the end (World::clockTicks: the level time, from the first input)
    int deaths = 0;
    engine::Vec2 player;       ///< final player centre, tiles
    std::string stateHash;     ///< hashWorld at the end
    std::string levelName;
    std::string assists;       ///< the assists in force at the end ("" when none: then not written)
    bool hasCollectible = false; ///< the level holds a collectible (only then is "collectible" written)
    bool collectible = false;  ///< the run reached the exit carrying it (collectibleTaken)
};

/// Play back an open session's replay (an empty one without): stop at completion, at the first death that no
/// lit checkpoint takes back (a death after one respawns there and plays on), or graceTicks after the replay runs
/// out. With traceEvery > 0, a JSON line of the player's state goes to
/// *trace every traceEvery ticks and on every death, landing and completion (for authoring replays by hand).
HeadlessSummary runReplay(PlaySession& session, std::uint64_t traceEvery = 0, std::ostream* trace = nullptr,
                          std::uint64_t graceTicks = kReplayGraceTicks);

/// runReplay on a fresh session of `level` playing `replay` back.
HeadlessSummary runReplay(const engine::Level& level, const Replay& replay, std::uint64_t traceEvery = 0,
                          std::ostream* trace = nullptr);

/// Run the built-in demo world (a small built-in level and a scripted input) for `ticks` ticks.
HeadlessSummary runBuiltInWorld(std::uint64_t ticks);
/// The same, in `session` (left as the run ends it), with `assists` when given.
HeadlessSummary runBuiltInWorld(PlaySession& session, std::uint64_t ticks, std::optional<Assists> assists = std::nullopt);

/// The end state of `world` after `ticks` ticks as a summary with the given outcome ("complete", "dead", "timeout").
HeadlessSummary summarize(const World& world, std::string outcome, std::uint64_t ticks);

/// The summary as one line of JSON:
/// {"outcome": ..., "ticks": N, "seconds": S, "deaths": D, "player": {"x": X, "y": Y}, "stateHash": "...", ...};
/// a level with a collectible adds "collectible": "taken" or "left".
std::string summaryJson(const HeadlessSummary& summary);

/// `raycrypt --headless ...`: 0 for every outcome; 2 with messages on `err` for a bad level, replay or dump
/// path. A level with no replay runs exactly --ticks ticks of empty input (kHeadlessDefaultTicks without --ticks),
/// fewer when it ends. With --dump the file holds the summary's fields plus "entities": every entity with every
/// shown field of its components (entitiesJson); without it the summary line goes to `out`.
int runHeadlessCommand(const CommandLine& options, std::ostream& out, std::ostream& err);

/// The built-in demo level (ninja mode), as level JSON text.
const char* builtInLevelText();

} // namespace game
