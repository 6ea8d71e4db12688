#pragma once
// The shipped levels: levels/ninja/*.json and levels/crypt/*.json (engine::listLevelFiles, sorted by path),
// each with its title and par read from the file. A level that fails to load stays in the list (so numbering
// does not shift) with its error, and cannot be played.
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

/// Both modes' levels.
struct LevelCatalog {
    std::vector<LevelEntry> ninja; ///< levels/ninja, sorted by path
    std::vector<LevelEntry> crypt; ///< levels/crypt, sorted by path
    /// The levels of one mode.
    const std::vector<LevelEntry>& of(GameMode mode) const { return mode == GameMode::Ninja ? ninja : crypt; }
    /// The progress keys of one mode, in order.
    std::vector<std::string> keys(GameMode mode) const;
};

/// Read every level under levelsDir/ninja and levelsDir/crypt.
LevelCatalog loadCatalog(const std::string& levelsDir);

} // namespace game
