#pragma once
// Finding the game's data (levels/ and assets/) wherever the executable runs from:
//   1. $RAYCRYPT_DATA (an explicit override);
//   2. the source tree, when the executable is the one in its build directory (RAYCRYPT_BUILD_DIR);
//   3. the installed data, relative to the executable (RAYCRYPT_DATA_FROM_BIN: games/raycrypt →
//      ../share/games/raycrypt), so a prefix moved elsewhere still works;
//   4. the installed data at the prefix the build was configured for (RAYCRYPT_INSTALL_DATA_DIR);
//   5. the executable's parent directory, 6. its own directory (data unpacked beside it);
//   7. RAYCRYPT_SOURCE_DIR.
// The first candidate holding a levels/ directory wins. Nothing is ever written there: the player's files live
// under the XDG folders (game/save/save_paths.h).
#include <string>
#include <vector>

namespace game {

/// Where the data lives. levels and assets are "" when no candidate was found.
struct DataPaths {
    std::string root;   ///< the chosen directory
    std::string levels; ///< root + "/levels"
    std::string assets; ///< root + "/assets"
    /// True when a data directory was found.
    bool found() const { return !root.empty(); }
};

/// The directory of the running executable (from /proc/self/exe), or "" when unknown.
std::string executableDirectory();

/// What the data search starts from; "" for what is unknown or not built in.
struct DataSearch {
    std::string env;            ///< $RAYCRYPT_DATA
    std::string exeDir;         ///< the running executable's directory
    std::string buildDir;       ///< RAYCRYPT_BUILD_DIR: where the build puts the executable
    std::string sourceDir;      ///< RAYCRYPT_SOURCE_DIR
    std::string dataFromBin;    ///< RAYCRYPT_DATA_FROM_BIN: the installed data relative to the executable's directory
    std::string installDataDir; ///< RAYCRYPT_INSTALL_DATA_DIR: the installed data at the configured prefix
};

/// The search of this process: its environment, its executable and what the build compiled in.
DataSearch processDataSearch();

/// The candidates of search in order (see above), unknown ones left out.
std::vector<std::string> dataCandidates(const DataSearch& search);

/// The candidates of this process.
std::vector<std::string> dataCandidates();

/// Search the candidates of search for a data directory.
DataPaths findDataPaths(const DataSearch& search);

/// Search this process's candidates for a data directory.
DataPaths findDataPaths();

/// path relative to base ("ninja/01.json" for base "/g/levels" and path "/g/levels/ninja/01.json"), with both
/// made absolute and normalised first; "" when path is not inside base.
std::string relativeTo(const std::string& base, const std::string& path);

} // namespace game
