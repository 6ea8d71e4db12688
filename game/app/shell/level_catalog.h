#pragma once
// The shipped levels: levels/<mode>/*.json for every registered mode, like levels/ninja/*.json and
// levels/crypt/*.json (engine::listLevelFiles, sorted by path), each with its title and par read from the file.
// A level that fails to load stays in the list (so numbering does not shift) with its error, and cannot be played.
#include <string>
#include <vector>

#include "game/world/world.h"

namespace game {

/// One level of the catalog.
struct LevelEntry {
    std::string path;      ///< file path
    std::string key;       ///< progress key: path relative to the levels directory ("ninja/01.json")
    std::string name;      ///< title from the file (the file name when it failed to load)
    double parSeconds = 0; ///< 0 = no par
    std::string error;     ///< first load error; empty when the level is playable
};

/// Every mode's levels.
struct LevelCatalog {
    std::vector<std::vector<LevelEntry>> modes; ///< by ModeId: levels/<mode name>, sorted by path
    /// The levels of one mode (none for a mode the catalog did not read).
    const std::vector<LevelEntry>& of(ModeId mode) const;
    /// The progress keys of one mode, in order.
    std::vector<std::string> keys(ModeId mode) const;
};

/// Read every level under levelsDir/<mode name> for every registered mode (levelsDir/ninja, levelsDir/crypt).
LevelCatalog loadCatalog(const std::string& levelsDir);

} // namespace game
