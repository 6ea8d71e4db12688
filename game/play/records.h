#pragma once
// Records: a player's best runs, each kept as a replay file that carries its claim ("result") and the level it was
// played on ("levelHash"), so anyone can check it by simulating it again. They live in
//   $XDG_DATA_HOME/raycrypt/records/<mode>/<level>/<ticks>-<stamp>.replay.json   (the top kRecordsPerLevel a level)
// `raycrypt --records` re-simulates every file there, headless: a record is verified when its replay completes the
// level as it is now in exactly the claimed ticks, counted on the level clock (World::clockTicks: from the first
// input). A rejected file is moved to records/rejected/, never deleted.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "game/replay/replay.h"

namespace game {

/// Records kept per level: the fastest ones.
inline constexpr std::size_t kRecordsPerLevel = 5;

/// The verdict on one record file.
struct RecordVerdict {
    std::string file;        ///< the record file
    bool verified = false;   ///< its replay completes its level in the claimed ticks
    std::string level;       ///< the level file it was checked against ("" when unresolved)
    std::string levelName;   ///< the level's title
    std::uint64_t ticks = 0; ///< the verified time in ticks of the level clock
    std::string reason;      ///< why it was rejected (file:line:col: field: message for a bad file)
};

/// The level file `level` names inside levelsRoot ("ninja/01.json" -> levelsRoot/ninja/01.json). "" when it does
/// not exist there, or is absolute, climbs out with "..", or leads out through a link: such a path is never read.
std::string resolveRecordLevel(const std::string& level, const std::string& levelsRoot);

/// The level key that the folder of the record `file` under recordsDir stands for: records/crypt/02/x.replay.json
/// -> "crypt/02.json" (or the .tmj/.tmx of that name found in levelsRoot). "" outside a level's records folder.
std::string recordFolderKey(const std::string& recordsDir, const std::string& file, const std::string& levelsRoot);

/// True when `replay` may be played on the level file at levelPath: it carries no level hash (a hand-made file),
/// or its hash is that file's. Otherwise false with *why saying which versions differ.
bool replayFitsLevel(const Replay& replay, const std::string& levelPath, std::string* why);

/// Load the replay file `file` to play on the level file at levelPath, writing its errors to `err`: nullopt when it
/// does not load or was recorded on another version of the level (never played against the wrong level).
std::optional<Replay> loadReplayForLevel(const std::string& file, const std::string& levelPath, std::ostream& err);

/// The fastest record of levelKey whose replay fits the level at levelPath, loaded; nullopt when there is none.
std::optional<Replay> bestRecordFor(const std::string& recordsDir, const std::string& levelKey,
                                    const std::string& levelPath);

/// Check one record file against the level its folder stands for (levelKey, e.g. "crypt/02.json", a file under
/// levelsRoot): it parses, claims a completion, carries no assists (replayAssisted), names that level, carries the
/// hash of that level's current file, and its replay completes the level in exactly the claimed ticks.
RecordVerdict verifyRecord(const std::string& file, const std::string& levelKey, const std::string& levelsRoot);

/// Every record file under dir (*.json, recursively, in sorted order; records/rejected/ left out).
std::vector<std::string> listRecordFiles(const std::string& dir);

/// Keep `replay` (a completed run, `ticks` long on the level clock, of the level at levelPath, whose progress key
/// is levelKey, e.g. "ninja/01.json") as a record under recordsDir when it is among the level's kRecordsPerLevel
/// fastest; the slowest beyond that is removed. Fills in the replay's result, level and levelHash. False with *error when it cannot be written;
/// false with no error when it is not fast enough to keep, or is assisted (replayAssisted).
bool keepRecord(const std::string& recordsDir, const std::string& levelKey, const std::string& levelPath,
                Replay replay, std::uint64_t ticks, std::string* error);

/// The records of one level key, fastest first (file names only say the ticks; nothing is verified here).
std::vector<std::string> recordsOf(const std::string& recordsDir, const std::string& levelKey);

/// The ticks of levelKey's fastest record that verifies (verifyRecord), checked fastest first; nullopt when none
/// does. The level select shows these times only.
std::optional<std::uint64_t> verifiedBest(const std::string& recordsDir, const std::string& levelKey,
                                          const std::string& levelsRoot);

/// `raycrypt --records`: one line per record file, "verified FILE: LEVEL in TIME (N ticks)" or
/// "rejected FILE: REASON"; rejected files are moved to recordsDir/rejected/. Returns 0 when none was rejected.
int runRecordsCommand(const std::string& recordsDir, const std::string& levelsRoot, std::ostream& out,
                      std::ostream& err);

} // namespace game
