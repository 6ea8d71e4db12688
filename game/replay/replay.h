#pragma once
// Replays: a level's identity plus one InputFrame per tick, stored as run-length-encoded JSON a person can
// read and edit:
//   {"format": 1, "level": "levels/ninja/01.json", "inputs": [
//     {"ticks": 40, "hold": ["right"]},
//     {"ticks": 12, "hold": ["right"], "press": ["jump"]},
//     {"ticks": 30, "hold": ["aim"], "aim": [1, -1]}]}
// "hold": actions held on every tick of the entry; "press": held on the entry's FIRST tick only;
// "aim": [x, y] direction (y down; any length, kept bit-exact, the simulation normalises it; default none) or "aimDeg": degrees clockwise from right.
// Recorded runs are stored compactly instead: "stream": "<base64>" replaces "inputs" (game/replay/input_stream.h);
// a file holds one or the other.
// A record (a replay kept as proof of a time) adds two optional header fields:
//   "levelHash": "0123456789abcdef"                   the level file it was played on (levelHashOf its bytes)
//   "result": {"outcome": "complete", "ticks": 1234}  what the run claims; `raycrypt --records` re-simulates it
// An assisted run (game/world/assists.h) adds the assists in force, from the frame each took effect:
//   "assists": [{"tick": 0, "set": "invincible,speed=0.7"}, {"tick": 900, "set": ""}]
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/input/input_frame.h"
#include "game/world/assists.h"

namespace game {

/// Current replay format version.
inline constexpr int kReplayFormat = 1;
/// Largest replay accepted: 1 hour of ticks at 120 Hz.
inline constexpr std::uint64_t kMaxReplayTicks = 120ull * 3600ull;
/// Largest replay file accepted, bytes (the JSON reader's limit, 4 MiB: over an hour of typical play).
inline constexpr std::size_t kMaxReplayBytes = std::size_t{4} << 20;

/// What a record claims its run did.
struct ReplayResult {
    std::string outcome;    ///< "complete" for a record
    std::uint64_t ticks = 0; ///< the level time: ticks from the attempt's first input to the finish
};

/// Assists set from one frame of a replay on (until the next change).
struct AssistChange {
    std::uint64_t tick = 0; ///< index of the first frame they apply to
    Assists set;            ///< the assists in force from that frame
};

/// A recorded run: which level it was recorded on, and the input of every tick.
struct Replay {
    std::string level;                      ///< level path as given when recording (informational)
    std::string levelName;                  ///< the level's meta name, to warn on mismatch
    std::string levelHash;                  ///< levelHashOf the level file's bytes; "" when not known
    std::optional<ReplayResult> result;     ///< the claimed outcome (records carry one)
    std::vector<AssistChange> assists;      ///< assist changes by frame, ticks ascending; empty: unassisted
    std::vector<engine::InputFrame> frames; ///< one per tick, tick 0 first
};

/// The assists in force at frame `frame` of the replay (the last change at or before it; none before the first).
Assists assistsAt(const Replay& replay, std::uint64_t frame);

/// True when any assist was on at any frame of the replay.
bool replayAssisted(const Replay& replay);

/// A level file's identity for records: 16 hex digits of the FNV-1a hash of its bytes.
std::string levelHashOf(const std::string& bytes);

/// Result of loading: the replay, or errors formatted "FILE:LINE:COL: error: PATH: message".
struct ReplayLoadResult {
    std::optional<Replay> replay;
    std::vector<std::string> errors;
    /// True when a replay was produced (there may still be no frames).
    bool ok() const { return replay.has_value(); }
};

/// Parse replay JSON text; `displayName` prefixes every message. Never throws.
ReplayLoadResult loadReplayText(std::string_view text, const std::string& displayName);
/// Read and parse a replay file (missing, unreadable or oversize files give one error). Never throws.
ReplayLoadResult loadReplayFile(const std::string& path);
/// How the inputs are written.
enum class ReplayForm {
    Compact,  ///< a "stream" (recordings, records); readable entries when the frames cannot be streamed
    Readable, ///< "inputs" entries a person can read and edit (hand-authored solution replays)
};

/// Serialise: a compact stream, or run-length encoded entries (identical consecutive frames merge into one).
std::string saveReplayJson(const Replay& replay, ReplayForm form = ReplayForm::Compact);
/// Write atomically (temp file, fsync, rename); false with *error set on failure.
bool saveReplayFile(const Replay& replay, const std::string& path, std::string* error,
                    ReplayForm form = ReplayForm::Compact);

} // namespace game
