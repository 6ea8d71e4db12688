#pragma once
// Reading maps saved by the Tiled editor (JSON: .tmj, or .json with "type": "map"). Supported: orthogonal,
// finite maps, CSV layer data, embedded tilesets, tile and object layers (group layers are walked). Tile kinds
// come from a tile's custom property `kind`, else its class (Tiled 1.9+) or type (Tiled 1.8). Objects name an
// entity type by class/type; custom properties fill its fields; the object name is the entity id; rotation and
// polylines fill the fields the schema marks (FieldSpec::fromRotation, fromPolyline).
// Everything else (infinite maps, base64/compressed data, external tilesets) is refused with the fix.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/collision/tile_grid.h"
#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"

namespace engine {

/// Tiled gid flag: the tile is flipped horizontally.
inline constexpr std::uint32_t kTiledFlipHorizontal = 0x80000000u;
/// Tiled gid flag: the tile is flipped vertically.
inline constexpr std::uint32_t kTiledFlipVertical = 0x40000000u;
/// Tiled gid flag: the tile is flipped across its top-left/bottom-right diagonal (applied before the other two).
inline constexpr std::uint32_t kTiledFlipDiagonal = 0x20000000u;
/// Tiled gid flag: hexagonal 120° rotation (meaningless on orthogonal maps; cleared and ignored).
inline constexpr std::uint32_t kTiledRotateHex120 = 0x10000000u;
/// All four flag bits.
inline constexpr std::uint32_t kTiledFlagBits =
    kTiledFlipHorizontal | kTiledFlipVertical | kTiledFlipDiagonal | kTiledRotateHex120;

/// The tile id part of a gid: gid with the four flag bits cleared (0 = no tile).
inline constexpr std::uint32_t tiledTileId(std::uint32_t gid) { return gid & ~kTiledFlagBits; }

/// Kind k after Tiled's flips in gid (diagonal first, then horizontal, then vertical): spikes turn, slopes mirror.
/// nullopt when the result has no TileKind (a slope or one-way turned upside down or sideways).
std::optional<TileKind> flipTileKind(TileKind k, std::uint32_t gid);

/// True when root is a Tiled map: an object whose "type" is the string "map".
bool isTiledMap(const JsonValue& root);

/// Loads a parsed Tiled map; source is the text root came from (for positions), parsed the parser's messages.
LoadResult loadTiledMap(const JsonValue& root, std::string_view source, const std::string& file,
                        const EntitySchema& schema, const std::vector<Diagnostic>& parsed);

} // namespace engine
