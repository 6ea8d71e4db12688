#pragma once
// `raycrypt --format FILE_OR_DIR...` rewrites level files into their canonical form (engine/level/level_format.h);
// `raycrypt --format --check FILE_OR_DIR...` only reports the files that are not canonical. No window, no SFML.
#include <ostream>
#include <string>
#include <vector>

namespace game {

/// Format (or with checkOnly, check) every level file given; a directory stands for every native level file under
/// it (Tiled .tmj maps there are left alone). Prints one line per file: "F: formatted", "F: already canonical",
/// "F: not canonical (first difference at line L)", or the located reason a file cannot be formatted. Writes are
/// atomic and a file that cannot be formatted is never written. Returns 0 when every file is (now) canonical,
/// 1 otherwise, 2 when no file is given.
int runFormatCommand(const std::vector<std::string>& paths, bool checkOnly, std::ostream& out);

} // namespace game
