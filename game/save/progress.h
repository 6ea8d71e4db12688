#pragma once
// The player's progress: which levels are done, best times, deaths, medals, collectibles. Stored as JSON at
// progressPath():
//   {"format": 2, "levels": {"ninja/01_first_light.json": {"completed": true, "best": 12.5, "bestDeaths": 0,
//    "deaths": 7, "completions": 2, "medal": "gold", "collectible": true}}}
// "collectible" is true once a finish reached the exit carrying the level's collectible (game/world/collectibles.h).
// Format 1 (before collectibles) has no "collectible": such a file loads with every collectible untaken, a copy of
// it is kept beside it as FILE.v1 (migrateProgressFile), and the next save writes format 2.
// Assisted clears (game/world/assists.h) add "assistedCleared": true and "assistedBest": S; a level skipped with the
// skip-level assist adds "skipped": true. Both open the next level; neither touches best, medal or records.
// A level is keyed by its path relative to the levels directory ("ninja/01.json"), so the two modes never
// clash and renaming a level's title keeps its record.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "game/save/save_file.h"

namespace game {

/// Version written in the "format" field.
inline constexpr int kProgressFormat = 2;
/// The oldest version that still loads (migrated on load).
inline constexpr int kOldestProgressFormat = 1;
/// A time at most this multiple of par earns silver (gold needs par or better).
inline constexpr double kSilverParFactor = 1.5;
/// Most levels progress keeps a record of; a level beyond them is played but not recorded. With
/// kMaxProgressKeyBytes this bounds the file the game writes far below what readWholeFile accepts (16 MiB).
inline constexpr std::size_t kMaxProgressLevels = 2048;
/// Longest level key recorded, bytes; a longer key is not recorded.
inline constexpr std::size_t kMaxProgressKeyBytes = 256;
/// Largest count kept (deaths, completions); counting stops there.
inline constexpr int kMaxProgressCount = 1'000'000'000;

/// The par medal of a completed run. Ordered: a better medal compares greater.
enum class Medal { None, Bronze, Silver, Gold };

/// "none", "bronze", "silver", "gold".
std::string_view medalName(Medal medal);

/// Inverse of medalName; Medal::None for anything else.
Medal medalFromName(std::string_view name);

/// The medal for finishing in `seconds` on a level with par `parSeconds`: Gold when seconds <= par, Silver
/// when
/// <= kSilverParFactor · par, else Bronze. A level without par (par <= 0) gives Bronze for any finish.
Medal medalFor(double seconds, double parSeconds);

/// One level's record.
struct LevelRecord {
    bool completed = false;    ///< finished at least once
    double bestSeconds = 0.0;  ///< fastest finish, s (meaningful when completed)
    int bestDeaths = 0;        ///< deaths during the attempt series of that fastest finish
    int deaths = 0;            ///< every death on this level, ever
    int completions = 0;       ///< times finished
    Medal medal = Medal::None; ///< best medal ever earned
    bool assistedCleared = false; ///< finished at least once with an assist on
    double assistedBest = 0.0;    ///< fastest assisted finish, s (meaningful when assistedCleared)
    bool skipped = false;         ///< opened past with the skip-level assist
    bool collectible = false;     ///< a finish reached the exit carrying the level's collectible

    /// Cleared in any way: the next level is open.
    bool cleared() const { return completed || assistedCleared || skipped; }
};

/// Two records are equal when every field is.
bool operator==(const LevelRecord& a, const LevelRecord& b);

/// Every level's record.
struct Progress {
    std::map<std::string, LevelRecord> levels; ///< by level key ("ninja/01.json"), sorted
    /// The record of `key`, or nullptr when never played.
    const LevelRecord* find(std::string_view key) const;
};

/// What a finish changed (for the results screen).
struct CompletionResult {
    bool firstClear = false;   ///< the level had never been completed before
    bool newBest = false;      ///< faster than the previous best (always true on a first clear)
    double previousBest = 0.0; ///< the old best, s (0 on a first clear)
    Medal medal = Medal::None; ///< the medal this run earned
    bool newMedal = false;     ///< better than any medal earned before
};

/// Whether a record for key may be added (or exists): key is valid UTF-8 of at most kMaxProgressKeyBytes,
/// and the progress has a record for it or fewer than kMaxProgressLevels records.
bool canRecord(const Progress& progress, const std::string& key);

/// Record a finish of `key` in `seconds` with `deaths` deaths since the level was entered; par from the
/// level. Non-finite or negative seconds, and a key canRecord refuses, are ignored (returns a default
/// result, nothing recorded). Counts stop at kMaxProgressCount.
CompletionResult recordCompletion(Progress& progress, const std::string& key, double seconds, int deaths,
                                  double parSeconds);

/// Record an assisted finish of `key` in `seconds`: it counts as cleared (assistedCleared, assistedBest), earns no
/// medal and leaves the unassisted best alone. firstClear and newBest compare with assisted finishes.
CompletionResult recordAssistedCompletion(Progress& progress, const std::string& key, double seconds);

/// Record that a finish of `key` carried the level's collectible to the exit (with or without assists: records per
/// category leave assisted runs out, not the collectible). True when it was not recorded before. False, nothing
/// recorded, when canRecord refuses.
bool recordCollectible(Progress& progress, const std::string& key);

/// Levels among `keys` whose collectible is recorded as taken.
int collectiblesTaken(const Progress& progress, const std::vector<std::string>& keys);

/// Mark `key` skipped (the skip-level assist), which opens the level after it. False when canRecord refuses.
bool skipLevel(Progress& progress, const std::string& key);

/// Add n (> 0; others ignored) deaths to key's lifetime count (up to kMaxProgressCount; a key canRecord
/// refuses is ignored).
void addDeaths(Progress& progress, const std::string& key, int n);

/// Whether level `index` of a mode's ordered level keys may be played: the first always; level N once level
/// N-1 is cleared (LevelRecord::cleared). An index past the end is locked.
bool isUnlocked(const Progress& progress, const std::vector<std::string>& orderedKeys, std::size_t index);

/// The progress as JSON text (format above, keys sorted, 2-space indent, trailing newline). Times are written
/// with full double precision, so a load gives back the same value.
std::string progressToJson(const Progress& progress);

/// Most field problems one progress notice names; more are counted ("and 3 more").
inline constexpr std::size_t kMaxProgressNotices = 8;

/// Parse progress text. Corrupt (false, *error set, out untouched): not JSON, not an object, a "format" other
/// than 1 or 2 (1 is read as 2 without collectibles; *format tells which), "levels" not an object, or more than kMaxProgressLevels records. Recovered level by level and field by
/// field (true): a record that is not an object, or whose key is longer than kMaxProgressKeyBytes, is left out; a
/// field of the wrong type or out of range ("completed" not true/false, "best" not a number >= 0, a count not a
/// whole number 0 to kMaxProgressCount, "medal" not one of the medal names) keeps its default. Each adds one line
/// naming the level and the field to *notices ("level \"ninja/01.json\": \"completed\" must be true or false, got
/// \"yes\"; false used"). A missing field keeps its default; unknown fields are ignored.
bool progressFromJson(std::string_view text, Progress& out, std::string* error,
                      std::vector<std::string>* notices = nullptr, int* format = nullptr);

/// The copy of an older progress file kept when it is migrated: FILE.v1 for format 1.
std::string progressBackupPath(const std::string& path, int format);

/// Whether (possibly damaged) progress text holds real progress: a completed level ("completed": true, or
/// "assistedCleared": true). A
/// moved-aside copy for which this holds is never removed while it is the only copy (moveAside).
bool holdsRealProgress(std::string_view text);

/// Progress loaded from a file, with what happened.
struct ProgressLoad {
    Progress progress; ///< the progress (defaults unless Loaded)
    LoadReport report; ///< what loading found
};

/// Load progress from path (save_file.h rules). A file recovered field by field loads with a notice naming each
/// level and field that took its default (progressFromJson). An older format loads migrated: its text is copied
/// to progressBackupPath first (an existing copy is kept as it is), and the notice says so; the next save writes
/// the current format over the file.
ProgressLoad loadProgress(const std::string& path);

/// Save progress atomically to path.
WriteResult saveProgress(const Progress& progress, const std::string& path,
                         WriteFault fault = WriteFault::None);

} // namespace game
