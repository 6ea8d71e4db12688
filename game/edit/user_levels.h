#pragma once
// The player's own levels: every level file under $XDG_DATA_HOME/raycrypt/levels/, grouped in packs. A folder is a
// pack; an optional pack.json in it gives the pack's name and the order of its levels:
//   {"name": "Mirror madness", "order": ["intro.json", "hall.json"]}
// (levels it does not list follow in file-name order). Each problem of a pack.json is kept, located: a syntax
// error, a wrong name, an `order` that is not a list, and an `order` entry that names no level file of the folder. Files directly in the folder form the pack "My levels".
// Each level says whether it is verified: its solution replay (NAME.replay.json beside it) completes it as it is.
#include <cstddef>
#include <string>
#include <vector>

namespace game {

/// One of the player's levels.
struct UserLevel {
    std::string path;      ///< the level file
    std::string name;      ///< its title (the file name when it does not load)
    std::string mode;      ///< "ninja", "crypt", ... ("" when it does not load)
    bool verified = false; ///< its solution replay completes it with no death
    std::string error;     ///< the first load error ("" when it loads)
    std::string unverified; ///< why a level that loads is not verified ("" when it is)
};

/// A folder of levels.
struct UserPack {
    std::string name;              ///< pack.json's name, the folder's name, or "My levels" for the top folder
    std::vector<UserLevel> levels; ///< in pack order
    std::vector<std::string> errors; ///< pack.json's problems, each located ("FILE:LINE:COL: error: order[2]: ...")
};

/// A pack's playable levels in pack order and the one being played: Next level follows it.
struct PackPlaylist {
    std::vector<std::string> paths; ///< the level files that load, in pack order
    std::size_t index = 0;          ///< the one being played
    /// True when a level follows the one being played.
    bool hasNext() const { return index + 1 < paths.size(); }
    /// The same playlist one level on.
    PackPlaylist next() const { return {paths, index + 1}; }
};

/// The playlist of `pack` from its level `levelIndex`: every level that loads, and that one whatever its state.
PackPlaylist packPlaylist(const UserPack& pack, std::size_t levelIndex);

/// The folder the player's levels live in: dataDirectory() + "/levels" ("" without a data directory).
std::string userLevelsDirectory();

/// Every pack under `dir` (the top folder first, then sub-folders by name; empty packs left out).
std::vector<UserPack> listUserPacks(const std::string& dir);

/// What "Add to My levels" did.
struct AddedLevel {
    std::string path;      ///< the copy ("" when nothing was written)
    bool replay = false;   ///< its solution replay was copied beside it
    std::string error;     ///< why nothing was written ("" on success)
};

/// Copy the level file at `path`, with its solution replay when it has one, into `dir` (the top folder of My
/// levels) under its own name, or NAME-2, NAME-3 ... when that name, its replay or its autosave is taken: nothing
/// is overwritten. A file already under `dir` (loose or in a pack) is refused.
AddedLevel addUserLevel(const std::string& path, const std::string& dir);

/// A file name for a new level in `dir` that does not exist yet: "level-1.json", "level-2.json", ...
std::string newUserLevelPath(const std::string& dir);

} // namespace game
