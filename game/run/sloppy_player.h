#pragma once
// The sloppy player and the idle share: how a level's solution holds up when a person plays it, not a script.
//
// Sloppy runs: every held interval [down, up) of every action moves its press and its release on their own, each
// by a whole number of ticks drawn from [-kSloppyTicks, kSloppyTicks]; a tap (held at most kTapTicks) moves as one
// block, so a tap stays a tap. Every run of ticks with an aim vector turns by an angle drawn from
// [-kSloppyDegrees, kSloppyDegrees]. An interval never starts before the last one of its action has ended plus a
// released tick (a person lets go between two presses). The draws come from a fixed seed: the same replay gives
// the same runs on every machine.
//
// Idle share: a tick is idle when no action is held (holding Aim alone, restart and the aim vector do not count).
// It is counted from tick 0 to the tick the solution completes.
#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/input/input_frame.h"
#include "engine/level/level.h"
#include "game/replay/replay.h"

namespace game {

/// Furthest a sloppy press or release lands from its own tick, each way.
inline constexpr int kSloppyTicks = 3;
/// Furthest a sloppy aim turns from its own angle, each way, degrees.
inline constexpr double kSloppyDegrees = 3.0;
/// Sloppy runs a level is played.
inline constexpr int kSloppyRuns = 24;
/// The seed every sloppy measure starts from.
inline constexpr std::uint64_t kSloppySeed = 0x5107'9e11'0a7e'2026ull;

/// `frames` as a sloppy player plays them on run `run` (0-based) of the fixed seed.
std::vector<engine::InputFrame> sloppyFrames(const std::vector<engine::InputFrame>& frames, int run,
                                             int ticks = kSloppyTicks, double degrees = kSloppyDegrees);

/// How many of `runs` sloppy runs of `replay` complete `level` with no death.
int sloppyClears(const engine::Level& level, const Replay& replay, int runs = kSloppyRuns);

/// A solution's idle ticks.
struct IdleMeasure {
    std::uint64_t ticks = 0;       ///< ticks from 0 to the tick the run completes (all frames when it does not)
    std::uint64_t idleTicks = 0;   ///< of those, ticks with no action held
    std::uint64_t longestIdle = 0; ///< longest run of consecutive idle ticks
    /// idleTicks / ticks (0 for an empty run).
    double share() const { return ticks ? static_cast<double>(idleTicks) / static_cast<double>(ticks) : 0.0; }
};

/// True when tick `frame` counts as idle: no action held but Aim or Restart.
bool idleFrame(const engine::InputFrame& frame);

/// The idle measure of the first `ticks` frames (missing frames past the end are idle).
IdleMeasure measureIdle(const std::vector<engine::InputFrame>& frames, std::uint64_t ticks);

/// The idle measure of `replay` on `level`, up to the tick it completes.
IdleMeasure measureIdle(const engine::Level& level, const Replay& replay);

/// Longest idle wait a shipped solution may hold, ticks (2 s).
inline constexpr std::uint64_t kMaxIdleWaitTicks = 240;
/// Largest idle share a shipped solution may have.
inline constexpr double kMaxIdleShare = 0.35;
/// Sloppy clears (of kSloppyRuns) a shipped level must reach: 20 for the first two levels of each chapter
/// (placeInChapter 1 and 2, 1-based), 8 after.
int requiredSloppyClears(int placeInChapter);

/// Most the sloppy clear count may rise from one level of a chapter to the next (a level may be much harder than
/// the one before it, not much easier).
inline constexpr int kMaxRampRise = 4;
/// True when a level at placeInChapter (1-based) that clears `clears` sloppy runs after a level that clears
/// `previousClears` rises more than kMaxRampRise; the first level of a chapter never does.
bool breaksRamp(int placeInChapter, int previousClears, int clears);

/// Longest solution a level may have without a checkpoint, ticks (15 s).
inline constexpr std::uint64_t kMaxTicksWithoutCheckpoint = 1800;
/// True when level JSON text has an entity of type "checkpoint" (false for text that is not JSON).
bool hasCheckpointEntity(std::string_view levelText);

/// The campaign each mode ships: kCampaignChapters chapters of kCampaignChapterLevels levels.
inline constexpr int kCampaignChapters = 4;
/// Levels in each chapter of the campaign.
inline constexpr int kCampaignChapterLevels = 6;
/// The shortest the solutions of every mode's campaign may add up to, ticks (10 minutes).
inline constexpr std::uint64_t kCampaignMinTicks = 10 * 60 * 120;

} // namespace game
