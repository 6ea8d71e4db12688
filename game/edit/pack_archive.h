#pragma once
// Pack archives: one file holding a pack's levels, their solution replays and its pack.json, to share a pack.
// The format is plain text, each file's bytes kept as they are:
//   raycrypt-pack 1
//   folder mirror-madness
//   file pack.json 57
//   <exactly 57 bytes>
//   file intro.json 812
//   <exactly 812 bytes>
//   end
// After each file's bytes comes one newline. A name is a plain file name (letters, digits, '.', '_', '-', at most
// 100 characters, not starting with '.'): pack.json, a level (*.json, *.tmj) or a level's solution replay
// (NAME.replay.json, with its level in the archive). Nothing else is accepted: no folders, no `..`, no absolute
// paths, no links, no name twice (letter case aside), no file over 4 MiB, no archive over 64 MiB.
// Importing checks every level as `--check` does and plays its solution replay again; a level that is broken or
// unverified is written all the same and named in the result, and nothing is written outside the new pack folder.
#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace game {

/// Largest archive read, bytes.
inline constexpr std::size_t kMaxPackArchiveBytes = std::size_t{64} << 20;
/// Largest file in an archive, bytes (the level and replay readers' own limit).
inline constexpr std::size_t kMaxPackEntryBytes = std::size_t{4} << 20;
/// Most files in an archive.
inline constexpr std::size_t kMaxPackEntries = 1000;
/// The file name ending that My levels imports when such a file is dropped into its folder.
inline constexpr std::string_view kPackArchiveExtension = ".rcpack";

/// One file of an archive.
struct PackEntry {
    std::string name; ///< a plain file name
    std::string text; ///< its bytes
};

/// An archive's contents.
struct PackArchive {
    std::string folder;             ///< the pack's folder name
    std::vector<PackEntry> entries; ///< in archive order
};

/// The archive text of `archive` (names are not checked here; no folder line when its folder is "").
std::string writePackArchive(const PackArchive& archive);

/// Reading an archive: every problem ("FILE:LINE: entry 'NAME': message"), or the archive when there is none.
struct PackReadResult {
    PackArchive archive;             ///< meaningful when errors is empty
    std::vector<std::string> errors; ///< each names the file, the line and, where there is one, the entry
};

/// Parse archive text; `displayName` names the file in the messages. Never throws.
PackReadResult readPackArchive(std::string_view text, const std::string& displayName);

/// True for a name an archive may hold: a plain file name as above.
bool isPackEntryName(std::string_view name);

/// Export: `dir`'s pack.json, its level files and their solution replays (files directly in it, no links).
struct PackExportResult {
    PackArchive archive;             ///< meaningful when errors is empty
    std::size_t levels = 0;          ///< level files in it
    std::size_t replays = 0;         ///< solution replays in it
    std::vector<std::string> errors; ///< nothing is exported when there is one
    std::vector<std::string> notes;  ///< files left out, and why
};

/// Gather the pack in `dir` into an archive.
PackExportResult exportPack(const std::string& dir);

/// One level of an imported pack and what the check found.
struct ImportedLevel {
    std::string file;     ///< its file name
    std::string name;     ///< its title ("" when it does not load)
    bool broken = false;  ///< it fails `--check`
    bool verified = false; ///< its solution replay completes it with no death
    std::string why;      ///< for a broken or unverified level: the first error, or what the replay did
};

/// Import: where the pack went and every level's state, or the problems that stopped it.
struct PackImportResult {
    bool ok = false;                 ///< the pack was written
    std::string folder;              ///< the new pack folder
    std::string packName;            ///< pack.json's name, or the folder's
    std::vector<ImportedLevel> levels; ///< in archive order
    std::vector<std::string> errors; ///< why nothing was written
    std::vector<std::string> notes;  ///< pack.json's problems (imported as they are)
    /// Levels that are broken or unverified.
    std::size_t marked() const;
};

/// Check `archive` (read from the file `displayName`) and unpack it into a new folder under `levelsDir`: the
/// archive's folder name, or NAME-2, NAME-3 ... when that exists. Nothing is overwritten.
PackImportResult importPack(const PackArchive& archive, const std::string& displayName, const std::string& levelsDir);

/// Read the archive file at `path` and import it (importPack).
PackImportResult importPackFile(const std::string& path, const std::string& levelsDir);

/// "2 levels, 1 verified, 1 unverified, 0 broken".
std::string importCounts(const PackImportResult& result);

/// The import's report, one line each: what was imported where, then every marked level and note.
std::vector<std::string> describeImport(const PackImportResult& result, const std::string& archivePath);

/// `raycrypt --export-pack DIR OUT`: 0 written, 1 refused (messages on err).
int runExportPackCommand(const std::string& dir, const std::string& out, std::ostream& os, std::ostream& err);
/// `raycrypt --import-pack FILE` into `levelsDir`: 0 every level verified, 2 imported with levels marked broken
/// or unverified, 1 refused (nothing written).
int runImportPackCommand(const std::string& file, const std::string& levelsDir, std::ostream& os, std::ostream& err);

} // namespace game
