#pragma once
// Player settings: volumes, display, input bindings, assists. Stored as JSON at settingsPath() (save_paths.h):
//   {"format": 1, "musicVolume": 0.6, "sfxVolume": 0.8, "laserVolume": 1, "fullscreen": false, "vsync": true,
//    "screenShake": 1, "aimToggle": false, "highContrast": false, "deadzone": 0.25, "keys": {"jump": ["Space", "Z"]},
//    "pad": {"jump": [0]},
//    "assists": {"speed": 100, "invincible": false, "focus": false, "shells": false, "dash": false},
//    "reduceFlashes": true, "photosensitivityNoticeSeen": false, "textScale": 1}
// "screenShake" is 0..1 (true and false, as older files hold it, read as 1 and 0). "textScale" is 1, 1.5 or 2.
// Bindings name actions by engine::actionName ("jump") and keys by the platform layer's key names ("Space");
// an action absent from "keys"/"pad" keeps its default binding. No SFML here: names are plain strings.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "game/save/save_file.h"
#include "game/world/assists.h"

namespace game {

/// Version written in the "format" field.
inline constexpr int kSettingsFormat = 1;
/// Most keys (and most pad buttons) bound to one action; more in a file are dropped, which bounds the file.
inline constexpr std::size_t kMaxBindingsPerAction = 8;
/// Longest key name kept, bytes (the platform's names are short: "Space", "Numpad7").
inline constexpr std::size_t kMaxKeyNameBytes = 32;

/// Everything the settings screen changes.
struct Settings {
    double musicVolume = 0.6;                             ///< 0..1
    double sfxVolume = 0.8;                               ///< 0..1
    double laserVolume = 1.0;                             ///< 0..1, the laser hum (times sfxVolume)
    bool fullscreen = false;                              ///< start fullscreen (F11 / Alt+Enter toggle it)
    bool vsync = true;                                    ///< off: the frame limiter alone paces frames
    double screenShake = 1.0;                             ///< camera shake on impacts, 0 (none)..1 (full)
    bool aimToggle = false;                               ///< aim: one press starts, the next ends (else hold)
    bool highContrast = false;                            ///< plain backgrounds, thick outlines, brightest hazards
    bool bestGhost = true;                                ///< race the ghost of the level's best record
    double deadzone = 0.25;                               ///< gamepad stick deflection ignored, 0.05..0.9
    std::map<std::string, std::vector<std::string>> keys; ///< action name → key names (overrides the default)
    std::map<std::string, std::vector<int>> padButtons;   ///< action name → gamepad button numbers 0..31
    Assists assists;                                      ///< the assists the player chose (all off by default)
    bool reduceFlashes = true;                            ///< soften flashes to 3 a second at most (flash_limit.h)
    bool photosensitivityNoticeSeen = false;              ///< the first-start photosensitivity notice was shown
    double textScale = 1.0;                               ///< menu and HUD text size: 1, 1.5 or 2 (100-200 %)
};

/// Two settings are equal when every field is.
bool operator==(const Settings& a, const Settings& b);

/// The settings as JSON text (the format above, keys sorted, 2-space indent, trailing newline).
std::string settingsToJson(const Settings& settings);

/// True when `name` is a key name of the platform layer ("Space"); the settings loader is given one to drop
/// names no key has.
using KeyNameCheck = bool (*)(std::string_view name);

/// Parse settings text. Corrupt (false, *error set, out untouched): not JSON, not an object, or a "format"
/// other than 1. Tolerated (true): unknown keys are ignored; a field left out keeps its default; a value of the
/// wrong type or null keeps its default; numbers are clamped into range (an assist speed snapped to its 10 %
/// steps); unknown action names, pad buttons outside 0..31, key names longer than kMaxKeyNameBytes or unknown to
/// isKeyName (when given) and bindings past kMaxBindingsPerAction are dropped; an action left with no usable key
/// keeps its default keys. Each value that fell back or was clamped (not in "pad") adds one line naming its field to
/// *notices ("assists.speed: expected a number from 50 to 100, got \"fast\"; default 100 used", "keys.jump: no
/// usable key in \"NotAKey\", 42; default keys used"); the fields left out add one line naming them all ("missing
/// reduceFlashes, assists.dash; defaults used"). *missing (when given) is set when any field was left out.
bool settingsFromJson(std::string_view text, Settings& out, std::string* error,
                      std::vector<std::string>* notices = nullptr, bool* missing = nullptr,
                      KeyNameCheck isKeyName = nullptr);

/// Settings loaded from a file, with what happened (save_file.h rules).
struct SettingsLoad {
    Settings settings;          ///< the settings (defaults unless Loaded)
    LoadReport report;          ///< what loading found
    bool missingFields = false; ///< the file left fields out: saving it again writes them (the notice is not repeated)
};

/// Load settings from path (save_file.h rules: missing → defaults; corrupt → .bak + defaults; never throws). A
/// file that loads with values falling back to defaults, or with fields left out, gives a notice naming those
/// fields (settingsFromJson).
SettingsLoad loadSettings(const std::string& path, KeyNameCheck isKeyName = nullptr);

/// Save settings atomically to path (atomic_file.h).
WriteResult saveSettings(const Settings& settings, const std::string& path,
                         WriteFault fault = WriteFault::None);

} // namespace game
