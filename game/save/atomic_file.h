#pragma once
// Crash-safe files for settings and progress. A save never leaves a half-written file behind:
//   1. write the whole text to PATH.tmp (created fresh), 2. fsync it, 3. rename it over PATH (atomic on
//   POSIX),
//   4. fsync the directory so the rename itself survives a power cut.
// Killed at any moment, PATH holds either the old or the new text. A failed save leaves PATH untouched.
// Reading tells apart "no file yet", "could not read" and success, so a caller never overwrites a file it
// failed to read. No SFML, no exceptions escape.
#include <ctime>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace game {

/// Where writeFileAtomic pretends to fail (tests only): None for real use.
enum class WriteFault { None, CreateDir, Open, Write, Sync, Rename };

/// Outcome of a write: ok, or one line saying what failed (the path and the system's reason).
struct WriteResult {
    bool ok = false;   ///< the text is on disk under its name
    std::string error; ///< empty when ok
};

/// Write text to path atomically (steps above), creating missing parent directories first. On any failure the
/// temporary file is removed, path keeps its old content, and error names the step ("cannot write X: No space
/// left on device"). `fault` injects a failure at one step (the errno reported is ENOSPC for Write/Sync,
/// EACCES otherwise).
WriteResult writeFileAtomic(const std::string& path, std::string_view text,
                            WriteFault fault = WriteFault::None);

/// Result of reading a whole file.
struct ReadResult {
    enum class Status { Ok, Missing, Unreadable }; ///< read, no such file, or could not be read
    Status status = Status::Missing;               ///< what happened
    std::string text;                              ///< the content when Ok
    std::string error;                             ///< one line when Unreadable (path and reason)
};

/// Read the whole of path. Missing means ENOENT (a first start) or ENOTDIR (a parent is a regular file, so no
/// file can be there); any other failure (a directory, EACCES, EIO, larger than maxBytes) is Unreadable.
ReadResult readWholeFile(const std::string& path, std::size_t maxBytes = 16u << 20);

/// Moved-aside copies of one file that are always kept (the newest ones).
inline constexpr std::size_t kKeptAsideCopies = 10;

/// True when a moved-aside copy's text holds data that must not be deleted while no other copy has it.
using PreciousText = std::function<bool(std::string_view text)>;

/// Move a bad file aside so a fresh file can be written, under a name no earlier copy has:
///   PATH.YYYYMMDD-HHMMSS.bak (the UTC time `now`), or PATH.YYYYMMDD-HHMMSS-N.bak (N = 2, 3, ...) when taken.
/// Then prune the copies of PATH (asideCopies): the newest kKeptAsideCopies stay; an older one is removed unless
/// it cannot be read, or `precious` says it holds data and no copy that stays has the same bytes. Returns the
/// new path, or "" when the move failed (then the caller must not overwrite path).
std::string moveAside(const std::string& path, const PreciousText& precious = {},
                      std::time_t now = std::time(nullptr));

/// The moved-aside copies of path that exist (names as moveAside makes them), oldest first.
std::vector<std::string> asideCopies(const std::string& path);

/// Why nothing can be saved in dir (which may not exist yet), checked with access(2) on dir or, when it is
/// missing, on its nearest existing ancestor (where the save would create it); creates nothing. "" when writing
/// can go ahead, else the system's reason: "Read-only file system", "Permission denied", "Not a directory" (a
/// parent is a regular file). A full disk is not detected here: the write itself reports it.
std::string directoryWriteProblem(const std::string& dir);

/// mkdir -p: create dir and its missing parents (mode 0755). True when dir exists as a directory afterwards;
/// otherwise *error (if non-null) names the first directory that could not be made and why.
bool makeDirectories(const std::string& dir, std::string* error);

/// The directory part of path ("a/b/c.json" → "a/b"; "c.json" → "."; "/c" → "/").
std::string parentDirectory(const std::string& path);

} // namespace game
