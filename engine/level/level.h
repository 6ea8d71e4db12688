#pragma once
// Level: what a level file describes once loaded and checked — metadata, the tile grid, the spawn, the exits and
// the entities — plus the one-character tile legend of the native JSON format (levels/README.md documents it).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/collision/shape.h"
#include "engine/collision/tile_grid.h"
#include "engine/level/entity_schema.h"
#include "engine/math/shapes.h"

namespace engine {

/// The native level format version this build reads and writes (the "format" field).
inline constexpr int kLevelFormatVersion = 1;
/// Widest and tallest map accepted, in cells.
inline constexpr int kMaxLevelCells = 1024;

/// A level's descriptive data.
struct LevelMeta {
    int formatVersion = kLevelFormatVersion;  ///< the file's "format" (always kLevelFormatVersion once loaded)
    std::string name;           ///< shown in menus, 1..64 bytes
    std::string mode;           ///< the name of a mode the game registers (its levels/ folder)
    std::string author;         ///< may be empty
    std::string hint;           ///< shown when the level starts; may be empty
    double parSeconds = 0.0;    ///< par time in seconds; 0 = no par time
};

/// A loaded, checked level. The grid holds only tile kinds: the spawn and exit cells are Empty in it.
struct Level {
    LevelMeta meta;                  ///< name, mode, author, hint, par
    TileGrid grid;                   ///< the tile kinds, width × height cells
    Cell spawnCell;                  ///< the one '@' cell
    std::vector<Cell> exitCells;     ///< every 'E' cell, row-major order (at least one)
    std::vector<EntitySpec> entities;  ///< in file order (Tiled: layer order, then object order)
    std::vector<ShapeSpec> shapes;   ///< free-form shapes in file order, each accepted by checkShape
    std::string sourcePath;          ///< the file it came from (loadLevelText: its displayName)

    /// World position of the spawn: the centre of the spawn cell's bottom edge (where feet stand), in tiles.
    Vec2 spawnFeet() const { return {spawnCell.x + 0.5, spawnCell.y + 1.0}; }
    /// World position of the spawn cell's centre, in tiles.
    Vec2 spawnCentre() const { return {spawnCell.x + 0.5, spawnCell.y + 0.5}; }
    /// The exit trigger boxes: one 1×1 box per exit cell, in world tiles.
    std::vector<Aabb> exitBoxes() const;
};

/// True when a and b have equal metadata, cells, spawn, exits, entities (compared with sameEntity, in order) and
/// shapes (exactly, in order).
bool sameLevel(const Level& a, const Level& b);

/// Legend character for the spawn cell.
inline constexpr char32_t kSpawnChar = U'@';
/// Legend character for an exit cell.
inline constexpr char32_t kExitChar = U'E';

/// The tile kind a legend character stands for, or nullopt for spawn, exit and unknown characters.
/// '.' and ' ' are Empty; '\\' is accepted as an alias of 'L'.
std::optional<TileKind> tileKindForChar(char32_t c);
/// The canonical legend character for kind k ('.' for Empty).
char tileChar(TileKind k);
/// What kind k is, in words ("one-way platform").
std::string_view tileMeaning(TileKind k);
/// Every legend character with its meaning, for error messages: ". empty, # solid, ...".
std::string legendSummary();

/// The Tiled name of kind k ("solid", "slope_up_left", ...), as used in a tile's class/type or `kind` property.
std::string_view tiledKindName(TileKind k);
/// The kind named by a Tiled tile's kind name, or nullopt (the names "spawn" and "exit" are handled by the caller).
std::optional<TileKind> tileKindForName(std::string_view name);

} // namespace engine
