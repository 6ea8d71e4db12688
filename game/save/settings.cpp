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

/// Collects one line per field whose value fell back to its default (or was clamped), and the names of the
/// fields left out of the file (they take their defaults too, and are told in one line).
struct FieldNotes {
    std::vector<std::string>* out = nullptr;
    std::vector<std::string>* missing = nullptr; ///< names of the fields left out
    std::string prefix;                          ///< "" or "assists."
    /// A field `key` is not in the file.
    void absent(const char* key) {
        if (missing) missing->push_back(prefix + key);
    }
    /// A field `key` held `value`, not `expected`.
    void wrong(const char* key, const json& value, const std::string& expected, const std::string& used) {
        if (out) out->push_back(prefix + key + ": expected " + expected + ", got " + value.dump() + "; " + used + " used");
    }
};

/// A number as settings text (0.6, 1, 100).
std::string numberText(double v) {
    json j = v;
    if (v == static_cast<double>(static_cast<long long>(v))) j = static_cast<long long>(v);
    return j.dump();
}

/// obj[key] as a number clamped into [lo, hi], else fallback (noting a wrong, null or clamped value).
double numberField(const json& obj, const char* key, double fallback, double lo, double hi, FieldNotes& notes) {
    auto it = obj.find(key);
    const std::string range = numberText(lo) + " to " + numberText(hi);
    if (it == obj.end()) {
        notes.absent(key);
        return fallback;
    }
    if (!it->is_number() || it->get<double>() != it->get<double>()) {
        notes.wrong(key, *it, "a number from " + range, "default " + numberText(fallback));
        return fallback;
    }
    const double v = it->get<double>(), c = std::clamp(v, lo, hi);
    if (c != v) notes.wrong(key, *it, "a number from " + range, numberText(c));
    return c;
}

/// obj[key] as a bool, else fallback (noting a wrong or null value).
bool boolField(const json& obj, const char* key, bool fallback, FieldNotes& notes) {
    auto it = obj.find(key);
    if (it == obj.end()) {
        notes.absent(key);
        return fallback;
    }
    if (!it->is_boolean()) notes.wrong(key, *it, "true or false", fallback ? "default true" : "default false");
    else return it->get<bool>();
    return fallback;
}

/// "screenShake": 0..1, or true / false (1 / 0) as older files hold it.
double shakeField(const json& obj, double fallback, FieldNotes& notes) {
    auto it = obj.find("screenShake");
    if (it != obj.end() && it->is_boolean()) return it->get<bool>() ? 1.0 : 0.0;
    return numberField(obj, "screenShake", fallback, 0.0, 1.0, notes);
}

/// "textScale": 1, 1.5 or 2 (anything else falls back to the default).
double textScaleField(const json& obj, double fallback, FieldNotes& notes) {
    auto it = obj.find("textScale");
    if (it == obj.end()) {
        notes.absent("textScale");
        return fallback;
    }
    if (it->is_number()) {
        const double v = it->get<double>();
        if (v == 1.0 || v == 1.5 || v == 2.0) return v;
    }
    notes.wrong("textScale", *it, "1, 1.5 or 2", "default " + numberText(fallback));
    return fallback;
}

/// "assists": {"speed": 50..100, "invincible", "focus", "shells", "dash": true / false}.
Assists assistsField(const json& obj, FieldNotes& notes) {
    Assists a;
    auto it = obj.find("assists");
    if (it == obj.end()) {
        notes.absent("assists");
        return a;
    }
    if (!it->is_object()) {
        notes.wrong("assists", *it, "an object", "default (all off)");
        return a;
    }
    FieldNotes inner{notes.out, notes.missing, "assists."};
    const double speed = numberField(*it, "speed", a.speedPercent, kAssistMinSpeed, 100, inner);
    a.speedPercent = snapAssistSpeed(speed);
    a.invincible = boolField(*it, "invincible", a.invincible, inner);
    a.infiniteFocus = boolField(*it, "focus", a.infiniteFocus, inner);
    a.infiniteShells = boolField(*it, "shells", a.infiniteShells, inner);
    a.dashAssist = boolField(*it, "dash", a.dashAssist, inner);
    return a;
}

/// True when name is an engine action's name.
bool isActionName(const std::string& name) { return engine::actionFromName(name).has_value(); }

/// {"action": ["Key", ...]} with unknown actions dropped. In each list, non-string, empty, too long and unknown
/// names (isKeyName, when given) and names past kMaxBindingsPerAction are dropped, and the notice names them; an
/// action left with no usable key is left out, so it keeps its default keys.
std::map<std::string, std::vector<std::string>> keyMap(const json& obj, KeyNameCheck isKeyName, FieldNotes& notes) {
    std::map<std::string, std::vector<std::string>> out;
    if (!obj.is_object()) {
        notes.wrong("keys", obj, "an object of key lists", "default keys");
        return out;
    }
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (!isActionName(it.key())) continue;
        const std::string field = "keys." + it.key();
        if (!it->is_array()) {
            notes.wrong(field.c_str(), *it, "a list of key names", "default keys");
            continue;
        }
        std::vector<std::string> keys;
        std::string bad;
        std::size_t badCount = 0;
        for (const json& k : *it) {
            const bool usable = k.is_string() && !k.get<std::string>().empty() &&
                                k.get<std::string>().size() <= kMaxKeyNameBytes &&
                                (isKeyName == nullptr || isKeyName(k.get<std::string>()));
            if (!usable && ++badCount <= kMaxBindingsPerAction) bad += (bad.empty() ? "" : ", ") + k.dump();
            else if (!usable && badCount == kMaxBindingsPerAction + 1) bad += ", ...";
            else if (keys.size() < kMaxBindingsPerAction) keys.push_back(k.get<std::string>());
        }
        if (keys.empty()) {
            if (notes.out)
                notes.out->push_back(field + ": no usable key" + (bad.empty() ? std::string(" (an empty list)")
                                                                              : " in " + bad) +
                                     "; default keys used");
            continue;
        }
        if (!bad.empty() && notes.out) notes.out->push_back(field + ": not key names: " + bad + "; left out");
        out[it.key()] = std::move(keys);
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
    return a.musicVolume == b.musicVolume && a.sfxVolume == b.sfxVolume && a.laserVolume == b.laserVolume &&
           a.fullscreen == b.fullscreen && a.vsync == b.vsync && a.screenShake == b.screenShake &&
           a.aimToggle == b.aimToggle && a.highContrast == b.highContrast && a.bestGhost == b.bestGhost &&
           a.deadzone == b.deadzone && a.keys == b.keys && a.padButtons == b.padButtons && a.assists == b.assists &&
           a.reduceFlashes == b.reduceFlashes && a.photosensitivityNoticeSeen == b.photosensitivityNoticeSeen &&
           a.textScale == b.textScale;
}

std::string settingsToJson(const Settings& s) {
    json j = {{"format", kSettingsFormat}, {"musicVolume", s.musicVolume},
              {"sfxVolume", s.sfxVolume},  {"fullscreen", s.fullscreen},
              {"vsync", s.vsync},          {"screenShake", s.screenShake},
              {"bestGhost", s.bestGhost},  {"deadzone", s.deadzone},
              {"keys", s.keys},
              {"pad", s.padButtons},
              {"laserVolume", s.laserVolume},
              {"aimToggle", s.aimToggle},
              {"textScale", s.textScale},
              {"highContrast", s.highContrast},
              {"assists", {{"speed", s.assists.speedPercent}, {"invincible", s.assists.invincible},
                           {"focus", s.assists.infiniteFocus}, {"shells", s.assists.infiniteShells},
                           {"dash", s.assists.dashAssist}}},
              {"reduceFlashes", s.reduceFlashes},
              {"photosensitivityNoticeSeen", s.photosensitivityNoticeSeen}};
    return j.dump(2) + "\n";
}

bool settingsFromJson(std::string_view text, Settings& out, std::string* error, std::vector<std::string>* notices,
                      bool* missing, KeyNameCheck isKeyName) {
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
    std::vector<std::string> lines, absent;
    FieldNotes notes{&lines, &absent, ""};
    s.musicVolume = numberField(j, "musicVolume", s.musicVolume, 0.0, 1.0, notes);
    s.sfxVolume = numberField(j, "sfxVolume", s.sfxVolume, 0.0, 1.0, notes);
    s.laserVolume = numberField(j, "laserVolume", s.laserVolume, 0.0, 1.0, notes);
    s.deadzone = numberField(j, "deadzone", s.deadzone, 0.05, 0.9, notes);
    s.fullscreen = boolField(j, "fullscreen", s.fullscreen, notes);
    s.vsync = boolField(j, "vsync", s.vsync, notes);
    s.screenShake = shakeField(j, s.screenShake, notes);
    s.aimToggle = boolField(j, "aimToggle", s.aimToggle, notes);
    s.highContrast = boolField(j, "highContrast", s.highContrast, notes);
    s.bestGhost = boolField(j, "bestGhost", s.bestGhost, notes);
    s.assists = assistsField(j, notes);
    s.reduceFlashes = boolField(j, "reduceFlashes", s.reduceFlashes, notes);
    s.photosensitivityNoticeSeen = boolField(j, "photosensitivityNoticeSeen", s.photosensitivityNoticeSeen, notes);
    s.textScale = textScaleField(j, s.textScale, notes);
    if (j.contains("keys")) s.keys = keyMap(j["keys"], isKeyName, notes);
    else notes.absent("keys");
    if (j.contains("pad")) s.padButtons = padMap(j["pad"]);
    else notes.absent("pad");
    if (!absent.empty()) {
        std::string line = "missing ";
        for (std::size_t i = 0; i < absent.size(); ++i) line += (i ? ", " : "") + absent[i];
        lines.push_back(line + "; defaults used");
    }
    if (notices) notices->insert(notices->end(), lines.begin(), lines.end());
    if (missing) *missing = !absent.empty();
    out = std::move(s);
    return true;
}

SettingsLoad loadSettings(const std::string& path, KeyNameCheck isKeyName) {
    SettingsLoad r;
    std::vector<std::string> notices;
    bool missing = false;
    r.report = loadSaveDocument(path, "Settings", [&](std::string_view text, std::string* error) {
        notices.clear();
        return settingsFromJson(text, r.settings, error, &notices, &missing, isKeyName);
    });
    r.missingFields = r.report.status == LoadStatus::Loaded && missing;
    if (r.report.status == LoadStatus::Loaded && !notices.empty()) {
        r.report.notice = "Settings file " + path + ": ";
        for (std::size_t i = 0; i < notices.size(); ++i) r.report.notice += (i ? " | " : "") + escapeBytes(notices[i]);
    }
    return r;
}

WriteResult saveSettings(const Settings& settings, const std::string& path, WriteFault fault) {
    if (path.empty()) return {false, "settings not saved: no home directory"};
    return writeFileAtomic(path, settingsToJson(settings), fault);
}

} // namespace game
