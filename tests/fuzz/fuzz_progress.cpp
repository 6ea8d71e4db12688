// Fuzz target: the progress parser (game::progressFromJson, what loadProgress runs on the file's text).
// Properties:
//   * corrupt text (false) leaves the output untouched and says why;
//   * counts are never negative;
//   * progressToJson output parses back to the same records.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "game/save/progress.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    game::Progress p;
    p.levels["sentinel"].deaths = 3;  // must survive a corrupt parse untouched
    const game::Progress before = p;
    std::string error;
    if (!game::progressFromJson(text, p, &error)) {
        fuzz::require(p.levels == before.levels, "corrupt progress leaves the output untouched");
        fuzz::require(!error.empty(), "corrupt progress says why");
        return 0;
    }
    for (const auto& [key, record] : p.levels) {
        fuzz::require(record.deaths >= 0 && record.bestDeaths >= 0 && record.completions >= 0,
                      "counts are never negative");
    }
    game::Progress back;
    fuzz::require(game::progressFromJson(game::progressToJson(p), back, &error), "progressToJson output parses");
    fuzz::require(back.levels == p.levels, "progress survives a round trip");
    return 0;
}
