// Fuzz target: the settings parser (game::settingsFromJson, what loadSettings runs on the file's text).
// Properties:
//   * corrupt text (false) leaves the output untouched;
//   * parsed settings are in range (volumes 0..1, shake 0..1, deadzone 0.05..0.9, pad buttons 0..31, assist speed
//     50..100 in steps of 10);
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
    fuzz::require(s.laserVolume >= 0.0 && s.laserVolume <= 1.0, "laser hum volume in 0..1");
    fuzz::require(s.screenShake >= 0.0 && s.screenShake <= 1.0, "screen shake in 0..1");
    fuzz::require(s.assists.speedPercent >= game::kAssistMinSpeed && s.assists.speedPercent <= 100 &&
                      s.assists.speedPercent % game::kAssistSpeedStep == 0,
                  "assist speed on its steps");
    for (const auto& [action, buttons] : s.padButtons)
        for (int b : buttons) fuzz::require(b >= 0 && b <= 31, "pad buttons in 0..31");
    game::Settings back;
    fuzz::require(game::settingsFromJson(game::settingsToJson(s), back, &error), "settingsToJson output parses");
    fuzz::require(back == s, "settings survive a round trip");
    return 0;
}
