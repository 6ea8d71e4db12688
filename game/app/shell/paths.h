#pragma once
// Finding the game's data (levels/ and assets/) wherever the executable runs from:
//   1. $RAYCRYPT_DATA (an explicit override), 2. the executable's parent directory (build/raycrypt → ./),
//   3. the executable's own directory (an install with data beside it), 4. RAYCRYPT_SOURCE_DIR (compile
//   time).
// The first candidate holding a levels/ directory wins.
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

/// The candidates in order (see above), missing ones left out.
std::vector<std::string> dataCandidates();

/// Search the candidates for a data directory.
DataPaths findDataPaths();

/// path relative to base ("ninja/01.json" for base "/g/levels" and path "/g/levels/ninja/01.json"), with both
/// made absolute and normalised first; "" when path is not inside base.
std::string relativeTo(const std::string& base, const std::string& path);

} // namespace game
