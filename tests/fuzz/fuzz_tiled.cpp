// Fuzz target: the Tiled map loader's own entry (engine::loadTiledMap on a parsed Tiled JSON map), seeded with
// Tiled maps. Inputs that are not Tiled maps only exercise the JSON reader. Properties:
//   * a map that loads saves to native JSON that loads back to the same level;
//   * flipTileKind: each single flip (horizontal, vertical, diagonal) undoes itself.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/level/json_source.h"
#include "engine/level/tiled_loader.h"
#include "fuzz_check.h"
#include "game/world/level_schema.h"

namespace {

/// Each single Tiled flip applied twice gives back the kind (when the flipped kind exists).
void checkFlips(std::uint8_t byte) {
    const auto kind = static_cast<engine::TileKind>(byte % engine::kTileKindCount);
    for (std::uint32_t flag : {engine::kTiledFlipHorizontal, engine::kTiledFlipVertical, engine::kTiledFlipDiagonal}) {
        std::optional<engine::TileKind> once = engine::flipTileKind(kind, flag | 1u);
        if (!once) continue;
        std::optional<engine::TileKind> twice = engine::flipTileKind(*once, flag | 1u);
        fuzz::require(twice && *twice == kind, "a single Tiled flip undoes itself");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 0) checkFlips(data[0]);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    engine::JsonParseResult parsed = engine::parseJson(text, "fuzz.tmj");
    if (!parsed.root || !engine::isTiledMap(*parsed.root)) return 0;
    const engine::EntitySchema& schema = game::levelSchema();
    engine::LoadResult r = engine::loadTiledMap(*parsed.root, text, "fuzz.tmj", schema, parsed.diagnostics);
    for (const engine::Diagnostic& d : r.diagnostics) fuzz::require(!d.format().empty(), "a diagnostic formats");
    if (!r.level) return 0;
    engine::LoadResult back = engine::loadLevelText(engine::saveLevelJson(*r.level, schema), "saved.json", schema);
    fuzz::require(back.ok(), "saveLevelJson output of a Tiled map loads");
    fuzz::require(engine::sameLevel(*r.level, *back.level), "Tiled map -> native JSON round trip gives the same level");
    return 0;
}
