// Fuzz target: the level loader (engine::loadLevelText with game::levelSchema()), native JSON and Tiled maps
// alike (it dispatches on "type": "map"). Properties beyond "no crash, no UB, no leak":
//   * a level that loads saves to JSON that loads back to the same level (level_loader.h's round-trip contract);
//   * every diagnostic formats, and a load either gives a level or at least one error.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/level/level_loader.h"
#include "fuzz_check.h"
#include "game/world/level_schema.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const engine::EntitySchema& schema = game::levelSchema();
    engine::LoadResult r = engine::loadLevelText(text, "fuzz.json", schema);
    bool anyError = false;
    for (const engine::Diagnostic& d : r.diagnostics) {
        fuzz::require(!d.format().empty(), "a diagnostic formats to text");
        anyError = anyError || d.severity == engine::Diagnostic::Error;
    }
    fuzz::require(r.ok() != anyError, "a load gives a level exactly when no diagnostic is an error");
    if (!r.level) return 0;
    std::string saved = engine::saveLevelJson(*r.level, schema);
    engine::LoadResult back = engine::loadLevelText(saved, "saved.json", schema);
    fuzz::require(back.ok(), "saveLevelJson output loads");
    fuzz::require(engine::sameLevel(*r.level, *back.level), "saveLevelJson round trip gives the same level");
    return 0;
}
