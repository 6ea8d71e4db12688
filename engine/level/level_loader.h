#pragma once
// Loading and saving levels. Two input formats, picked by content: native Raycrypt JSON (levels/README.md) and
// Tiled JSON maps (.tmj, or any JSON whose root has "type": "map"). Both go through the same checks and report
// EVERY problem as a Diagnostic ("FILE:LINE:COL: error: PATH: message"), never just the first.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/diagnostic.h"
#include "engine/level/entity_schema.h"
#include "engine/level/json_source.h"
#include "engine/level/level.h"

namespace engine {

/// A load's outcome: the level when the file has no errors (warnings allowed), and every diagnostic in file order.
struct LoadResult {
    std::optional<Level> level;           ///< present exactly when no diagnostic is an Error
    std::vector<Diagnostic> diagnostics;  ///< every error and warning, sorted by line and column

    /// True when the level loaded (no errors).
    bool ok() const { return level.has_value(); }
};

/// Loads the file at path (native or Tiled, by content). A missing, unreadable or > 4 MiB file is an error
/// diagnostic (line 0), never an exception; the size is checked before reading. Diagnostics name the file `path`.
LoadResult loadLevelFile(const std::string& path, const EntitySchema& schema);

/// Loads level text; displayName names the diagnostics (and becomes Level::sourcePath). An XML text (a Tiled .tmx)
/// is refused with the command that converts it.
LoadResult loadLevelText(std::string_view text, const std::string& displayName, const EntitySchema& schema);

/// The native JSON text of level: format, metadata, one string per tile row, one line per entity with its fields
/// in schema order (fields equal to their default are left out). loadLevelText(saveLevelJson(l)) gives back a
/// level equal to l (sameLevel), whichever format l came from.
std::string saveLevelJson(const Level& level, const EntitySchema& schema);

/// True for names a level directory may hold as levels: *.json and *.tmj, but not *.replay.json or chapters.json.
bool isLevelFileName(std::string_view name);

/// Every level file under dir, recursively (isLevelFileName), sorted by path. Empty when dir does not exist.
std::vector<std::string> listLevelFiles(const std::string& dir);

} // namespace engine
