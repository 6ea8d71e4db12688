#pragma once
// The shipped levels: levels/<mode>/*.json for every registered mode, like levels/ninja/*.json and
// levels/crypt/*.json, in campaign order: the order of the mode's chapters (levels/<mode>/chapters.json,
// game/play/chapters.h), or by path for a folder without one. Each has its title and par read from the file.
// A level that fails to load stays in the list (so numbering does not shift) with its error, and cannot be played.
#include <string>
#include <vector>

#include "engine/level/level.h"
#include "game/world/world.h"

namespace game {

/// A level's map in miniature for the level select: runs of one kind along a tile row.
struct Miniature {
    /// What a run of cells shows.
    enum Kind : unsigned char { Wall, Hazard, Exit, Spawn };
    /// Cells [x, x + length) of row y are all `kind`.
    struct Run {
        int x = 0, y = 0, length = 1;
        Kind kind = Wall;
    };
    int width = 0, height = 0;  ///< the level's size in tiles (0: none, the level did not load)
    std::vector<Run> runs;      ///< row by row, left to right
};

/// The miniature of `level`: walls (every blocking tile), spikes, exits and the spawn.
Miniature miniatureOf(const engine::Level& level);

/// One level of the catalog.
struct LevelEntry {
    std::string path;      ///< file path
    std::string key;       ///< progress key: path relative to the levels directory ("ninja/01.json")
    std::string name;      ///< title from the file (the file name when it failed to load)
    double parSeconds = 0; ///< 0 = no par
    std::string error;     ///< first load error; empty when the level is playable
    int chapter = 0;       ///< index of its chapter in the mode's chapters
    Miniature miniature;   ///< its map, small
    bool collectible = false; ///< the level holds a collectible (game/world/collectibles.h)
};

/// One chapter of a mode as the catalog holds it: its levels are entries [first, first + count) of the mode.
struct CatalogChapter {
    std::string name;      ///< shown in the level select
    std::string idea;      ///< what it teaches (may be empty)
    int first = 0;         ///< index of its first level in the mode's list
    int count = 0;         ///< levels in it
};

/// Every mode's levels.
struct LevelCatalog {
    std::vector<std::vector<LevelEntry>> modes; ///< by ModeId: levels/<mode name>, in campaign order
    std::vector<std::vector<CatalogChapter>> chapters; ///< by ModeId: the mode's chapters, in order
    std::vector<std::string> chapterErrors;     ///< by ModeId: the first chapters-file error (empty when none)
    /// The levels of one mode (none for a mode the catalog did not read).
    const std::vector<LevelEntry>& of(ModeId mode) const;
    /// The progress keys of one mode, in order.
    std::vector<std::string> keys(ModeId mode) const;
    /// The chapters of one mode (none for a mode the catalog did not read).
    const std::vector<CatalogChapter>& chaptersOf(ModeId mode) const;
};

/// Read every level under levelsDir/<mode name> for every registered mode (levelsDir/ninja, levelsDir/crypt).
LevelCatalog loadCatalog(const std::string& levelsDir);

} // namespace game
