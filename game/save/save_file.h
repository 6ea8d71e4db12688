#pragma once
// Loading a save document (settings or progress) so that nothing the player saved is ever lost:
//   no file                → Fresh: defaults, and the first save creates it
//   parses                 → Loaded
//   corrupt (bad JSON, wrong shape or types, another format) → moved aside to FILE.YYYYMMDD-HHMMSS.bak
//                            (atomic_file.h moveAside: the newest 10 copies are kept, and a copy that holds
//                            real progress is never removed while it is the only one), defaults, Recovered
//                            (+ notice)
//   unreadable (EACCES, EIO, a directory, too big) → defaults, Unreadable (+ notice); the file is never
//                            overwritten in this run, because it may still hold the player's data
// Notices quote the parser's words with every byte outside printable ASCII escaped (\xNN).
#include <functional>
#include <string>
#include <string_view>

#include "game/save/atomic_file.h"

namespace game {

/// What loading a save document found.
enum class LoadStatus { Fresh, Loaded, Recovered, Unreadable };

/// The outcome the game reports to the player.
struct LoadReport {
    LoadStatus status = LoadStatus::Fresh; ///< what was found
    std::string notice;                    ///< one line for the player; empty for Fresh and Loaded
    bool writable = true; ///< false: saving to this path is switched off for the run (Unreadable, or no path)
};

/// Parses a document's text into the caller's data; false with *error set (one line) when the text is
/// corrupt. It must leave the data at its defaults (or untouched) when it returns false.
using DocumentParser = std::function<bool(std::string_view text, std::string* error)>;

/// Load path through parse, applying the rules above. `what` names the document in notices ("Settings");
/// `precious` tells which moved-aside copies must outlive pruning (moveAside).
/// An empty path gives {Fresh, "<what> will not be saved: no home directory", writable = false}.
LoadReport loadSaveDocument(const std::string& path, std::string_view what, const DocumentParser& parse,
                            const PreciousText& precious = {});

/// text with every byte outside printable ASCII (0x20..0x7E) written as \xNN, so a notice shows it exactly.
std::string escapeBytes(std::string_view text);

} // namespace game
