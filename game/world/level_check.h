#pragma once
// The body of `raycrypt --check FILE...`: validates level files (native JSON and Tiled JSON maps) against the
// game's schema and prints compiler-style messages. Never opens a window and never touches SFML.
#include <ostream>
#include <string>
#include <vector>

namespace game {

/// Checks every file (a directory stands for every level file under it, recursively) and writes to out each
/// diagnostic line ("FILE:LINE:COL: error: PATH: message"), then one summary line per file
/// ("levels/ninja/01.json: ok", "...: ok (2 warnings)", "...: 3 errors, 1 warning"). A collect proof beside a
/// level (LEVEL.collect.replay.json, game/run/collect_proof.h) that does not take the collectible and finish is
/// one more error of that level. A folder holding a
/// chapters.json (game/play/chapters.h), under a directory argument or named by it, has its chapters checked too.
/// Returns 0 when no file has an error (warnings allowed), 1 otherwise, including when no file is given.
int runLevelCheck(const std::vector<std::string>& files, std::ostream& out);

/// The summary line for one file from its diagnostic counts, e.g. "a.json: ok (1 warning)".
std::string checkSummary(const std::string& file, int errors, int warnings);

} // namespace game
