// Fuzz target: the settings parser (game::settingsFromJson, what loadSettings runs on the file's text).
// Properties:
//   * corrupt text (false) leaves the output untouched;
//   * parsed settings are in range (volumes 0..1, deadzone 0.05..0.9, pad buttons 0..31);
//   * settingsToJson output parses back to equal settings.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "game/save/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    game::Settings s;
    std::string error;
    if (!game::settingsFromJson(text, s, &error)) {
        fuzz::require(s == game::Settings{}, "corrupt settings leave the output untouched");
        fuzz::require(!error.empty(), "corrupt settings say why");
        return 0;
    }
    fuzz::require(s.musicVolume >= 0.0 && s.musicVolume <= 1.0, "music volume in 0..1");
    fuzz::require(s.sfxVolume >= 0.0 && s.sfxVolume <= 1.0, "sfx volume in 0..1");
    fuzz::require(s.deadzone >= 0.05 && s.deadzone <= 0.9, "deadzone in 0.05..0.9");
    for (const auto& [action, buttons] : s.padButtons)
        for (int b : buttons) fuzz::require(b >= 0 && b <= 31, "pad buttons in 0..31");
    game::Settings back;
    fuzz::require(game::settingsFromJson(game::settingsToJson(s), back, &error), "settingsToJson output parses");
    fuzz::require(back == s, "settings survive a round trip");
    return 0;
}
