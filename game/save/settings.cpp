#include "game/save/settings.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "engine/input/input_frame.h"

namespace game {

namespace {

using nlohmann::json;

/// nlohmann's message without its "[json.exception.parse_error.101] " prefix.
std::string shortMessage(const std::exception& e) {
    std::string m = e.what();
    std::size_t close = m.find("] ");
    return m.rfind("[json.exception", 0) == 0 && close != std::string::npos ? m.substr(close + 2) : m;
}

/// obj[key] as a number clamped into [lo, hi], else fallback.
double numberField(const json& obj, const char* key, double fallback, double lo, double hi) {
    auto it = obj.find(key);
    if (it == obj.end() || !it->is_number()) return fallback;
    double v = it->get<double>();
    return v != v ? fallback : std::clamp(v, lo, hi);
}

/// obj[key] as a bool, else fallback.
bool boolField(const json& obj, const char* key, bool fallback) {
    auto it = obj.find(key);
    return it != obj.end() && it->is_boolean() ? it->get<bool>() : fallback;
}

/// True when name is an engine action's name.
bool isActionName(const std::string& name) { return engine::actionFromName(name).has_value(); }

/// {"action": ["Key", ...]} with unknown actions, non-string, empty or too long names, and names past
/// kMaxBindingsPerAction dropped.
std::map<std::string, std::vector<std::string>> keyMap(const json& obj) {
    std::map<std::string, std::vector<std::string>> out;
    if (!obj.is_object()) return out;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (!isActionName(it.key()) || !it->is_array()) continue;
        std::vector<std::string>& keys = out[it.key()];
        for (const json& k : *it)
            if (keys.size() < kMaxBindingsPerAction && k.is_string() && !k.get<std::string>().empty() &&
                k.get<std::string>().size() <= kMaxKeyNameBytes)
                keys.push_back(k.get<std::string>());
    }
    return out;
}

/// {"action": [button, ...]} with unknown actions, buttons outside 0..31 and buttons past
/// kMaxBindingsPerAction dropped.
std::map<std::string, std::vector<int>> padMap(const json& obj) {
    std::map<std::string, std::vector<int>> out;
    if (!obj.is_object()) return out;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (!isActionName(it.key()) || !it->is_array()) continue;
        std::vector<int>& buttons = out[it.key()];
        for (const json& b : *it)
            if (buttons.size() < kMaxBindingsPerAction && b.is_number_integer() && b.get<long long>() >= 0 &&
                b.get<long long>() < 32)
                buttons.push_back(b.get<int>());
    }
    return out;
}

} // namespace

bool operator==(const Settings& a, const Settings& b) {
    return a.musicVolume == b.musicVolume && a.sfxVolume == b.sfxVolume && a.fullscreen == b.fullscreen &&
           a.vsync == b.vsync && a.screenShake == b.screenShake && a.bestGhost == b.bestGhost && a.deadzone == b.deadzone &&
           a.keys == b.keys && a.padButtons == b.padButtons;
}

std::string settingsToJson(const Settings& s) {
    json j = {{"format", kSettingsFormat}, {"musicVolume", s.musicVolume},
              {"sfxVolume", s.sfxVolume},  {"fullscreen", s.fullscreen},
              {"vsync", s.vsync},          {"screenShake", s.screenShake},
              {"bestGhost", s.bestGhost},  {"deadzone", s.deadzone},
              {"keys", s.keys},
              {"pad", s.padButtons}};
    return j.dump(2) + "\n";
}

bool settingsFromJson(std::string_view text, Settings& out, std::string* error) {
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const std::exception& e) {
        if (error) *error = shortMessage(e);
        return false;
    }
    if (!j.is_object()) {
        if (error) *error = "expected a JSON object";
        return false;
    }
    if (!j.contains("format") || !j["format"].is_number_integer() ||
        j["format"].get<long long>() != kSettingsFormat) {
        if (error) *error = "missing or unsupported \"format\" (expected 1)";
        return false;
    }
    Settings s;
    s.musicVolume = numberField(j, "musicVolume", s.musicVolume, 0.0, 1.0);
    s.sfxVolume = numberField(j, "sfxVolume", s.sfxVolume, 0.0, 1.0);
    s.deadzone = numberField(j, "deadzone", s.deadzone, 0.05, 0.9);
    s.fullscreen = boolField(j, "fullscreen", s.fullscreen);
    s.vsync = boolField(j, "vsync", s.vsync);
    s.screenShake = boolField(j, "screenShake", s.screenShake);
    s.bestGhost = boolField(j, "bestGhost", s.bestGhost);
    if (j.contains("keys")) s.keys = keyMap(j["keys"]);
    if (j.contains("pad")) s.padButtons = padMap(j["pad"]);
    out = std::move(s);
    return true;
}

SettingsLoad loadSettings(const std::string& path) {
    SettingsLoad r;
    r.report = loadSaveDocument(path, "Settings", [&](std::string_view text, std::string* error) {
        return settingsFromJson(text, r.settings, error);
    });
    return r;
}

WriteResult saveSettings(const Settings& settings, const std::string& path, WriteFault fault) {
    if (path.empty()) return {false, "settings not saved: no home directory"};
    return writeFileAtomic(path, settingsToJson(settings), fault);
}

} // namespace game
