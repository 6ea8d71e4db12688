#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "game/save/settings.h"
#include "temp_dir.h"

using game::Settings;
using savetest::slurp;
using savetest::spit;
using savetest::TempDir;

namespace {
/// The default settings' file text with one field's value replaced by the JSON text value.
std::string defaultsWith(const std::string& key, const std::string& value) {
    nlohmann::json j = nlohmann::json::parse(game::settingsToJson(Settings{}));
    j[key] = nlohmann::json::parse(value);
    return j.dump();
}

/// The default settings' file text without one field (a file written before the field existed).
std::string defaultsWithout(const std::string& key) {
    nlohmann::json j = nlohmann::json::parse(game::settingsToJson(Settings{}));
    j.erase(key);
    return j.dump();
}

/// Settings with every field away from its default.
Settings customSettings() {
    Settings s;
    s.musicVolume = 0.125;
    s.sfxVolume = 0.3;
    s.fullscreen = true;
    s.vsync = false;
    s.screenShake = false;
    s.deadzone = 0.4;
    s.keys["jump"] = {"Up", "Space"};
    s.keys["restart"] = {"Backspace"};
    s.padButtons["fire"] = {1, 7};
    s.reduceFlashes = false;
    s.photosensitivityNoticeSeen = true;
    return s;
}
} // namespace

TEST_CASE("Settings survive a JSON round trip exactly", "[save]") {
    Settings in = customSettings(), out;
    std::string error;
    REQUIRE(game::settingsFromJson(game::settingsToJson(in), out, &error));
    CHECK(out == in);
    SECTION("defaults too") {
        REQUIRE(game::settingsFromJson(game::settingsToJson(Settings{}), out, &error));
        CHECK(out == Settings{});
    }
}

TEST_CASE("Corrupt settings text is refused and leaves the output untouched", "[save]") {
    Settings out = customSettings();
    std::string error;
    for (const char* text : {"", "{", "{\"format\": 1,}", "[1, 2]", "\"hello\"", "{\"musicVolume\": 0.5}",
                             "{\"format\": 2}", "{\"format\": \"1\"}"}) {
        INFO(text);
        error.clear();
        CHECK_FALSE(game::settingsFromJson(text, out, &error));
        CHECK_FALSE(error.empty());
        CHECK(out == customSettings());
    }
    SECTION("a syntax error names its line and column without nlohmann's prefix") {
        game::settingsFromJson("{\n\"format\": 1,\n}", out, &error);
        CHECK(error.find("line 3") != std::string::npos);
        CHECK(error.find("[json.exception") == std::string::npos);
    }
}

TEST_CASE("Odd settings values are tolerated: clamped, defaulted or dropped", "[save]") {
    Settings s;
    std::string error;
    REQUIRE(game::settingsFromJson(R"({"format": 1, "musicVolume": 7, "sfxVolume": -1, "deadzone": "big",
        "fullscreen": 1, "extra": true, "keys": {"jump": ["Space", 3, ""], "fly": ["F"]},
        "pad": {"fire": [2, -1, 40, 1.5], "dance": [1]}})",
                                   s, &error));
    CHECK(s.musicVolume == 1.0);
    CHECK(s.sfxVolume == 0.0);
    CHECK(s.deadzone == Settings{}.deadzone);
    CHECK(s.fullscreen == false);
    CHECK(s.keys.size() == 1);
    CHECK(s.keys["jump"] == std::vector<std::string>{"Space"});
    CHECK(s.padButtons.size() == 1);
    CHECK(s.padButtons["fire"] == std::vector<int>{2});
}

TEST_CASE("loadSettings: a missing file gives defaults and stays writable", "[save]") {
    TempDir dir;
    game::SettingsLoad r = game::loadSettings(dir.file("raycrypt/settings.json"));
    CHECK(r.report.status == game::LoadStatus::Fresh);
    CHECK(r.report.notice.empty());
    CHECK(r.report.writable);
    CHECK(r.settings == Settings{});
}

TEST_CASE("loadSettings reads what saveSettings wrote", "[save]") {
    TempDir dir;
    std::string path = dir.file("cfg/raycrypt/settings.json");
    REQUIRE(game::saveSettings(customSettings(), path).ok);
    game::SettingsLoad r = game::loadSettings(path);
    CHECK(r.report.status == game::LoadStatus::Loaded);
    CHECK(r.settings == customSettings());
}

TEST_CASE("loadSettings moves a corrupt file aside and says so once", "[save]") {
    TempDir dir;
    std::string path = dir.file("settings.json");
    spit(path, "{\"format\": 1, \"musicVolume\": 0.");
    game::SettingsLoad r = game::loadSettings(path);
    CHECK(r.report.status == game::LoadStatus::Recovered);
    CHECK(r.report.writable);
    CHECK(r.settings == Settings{});
    std::vector<std::string> copies = game::asideCopies(path);
    REQUIRE(copies.size() == 1);
    CHECK(r.report.notice.find(copies[0]) != std::string::npos);
    CHECK(slurp(copies[0]) == "{\"format\": 1, \"musicVolume\": 0.");
    CHECK_FALSE(std::filesystem::exists(path));
    SECTION("the next load starts fresh without a notice") {
        game::SettingsLoad again = game::loadSettings(path);
        CHECK(again.report.status == game::LoadStatus::Fresh);
        CHECK(again.report.notice.empty());
    }
}

TEST_CASE("loadSettings never overwrites a file it could not read", "[save]") {
    TempDir dir;
    std::string path = dir.file("settings.json");
    std::filesystem::create_directory(path); // unreadable as a file, even for root
    game::SettingsLoad r = game::loadSettings(path);
    CHECK(r.report.status == game::LoadStatus::Unreadable);
    CHECK_FALSE(r.report.writable);
    CHECK_FALSE(r.report.notice.empty());
    CHECK(std::filesystem::is_directory(path));
}

TEST_CASE("Saving settings with no path fails with a reason", "[save]") {
    game::WriteResult r = game::saveSettings(Settings{}, "");
    CHECK_FALSE(r.ok);
    CHECK_FALSE(r.error.empty());
    game::SettingsLoad l = game::loadSettings("");
    CHECK_FALSE(l.report.writable);
    CHECK_FALSE(l.report.notice.empty());
}

TEST_CASE("The settings-corruption notice quotes invalid bytes escaped", "[save]") {
    TempDir dir;
    std::string path = dir.file("settings.json");
    spit(path, "{\"format\": 1, \"musicVolume\": \xff\xfe\x01}");
    game::SettingsLoad r = game::loadSettings(path);
    REQUIRE(r.report.status == game::LoadStatus::Recovered);
    INFO(r.report.notice);
    for (char c : r.report.notice) CHECK((static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f));
    CHECK(r.report.notice.find("\\xFF") != std::string::npos);
}

TEST_CASE("escapeBytes keeps printable ASCII and writes every other byte as a hex escape", "[save]") {
    CHECK(game::escapeBytes("plain 'text' \\ ok") == "plain 'text' \\ ok");
    CHECK(game::escapeBytes("a\nb\x7f\xc3\xa9") == "a\\x0Ab\\x7F\\xC3\\xA9");
}

TEST_CASE("Settings keep a bounded number of bindings, so the file written stays small", "[save]") {
    std::string many = "{\"format\": 1, \"keys\": {\"jump\": [";
    for (int i = 0; i < 200000; ++i) many += "\"Space\",";
    many += "\"" + std::string(100, 'Q') + "\"]}, \"pad\": {\"jump\": [";
    for (int i = 0; i < 200000; ++i) many += "1,";
    many += "2]}}";
    Settings s;
    std::string error;
    REQUIRE(game::settingsFromJson(many, s, &error));
    CHECK(s.keys["jump"].size() == game::kMaxBindingsPerAction);
    CHECK(s.padButtons["jump"].size() == game::kMaxBindingsPerAction);
    CHECK(game::settingsToJson(s).size() < 4096);
}

TEST_CASE("Settings keep the assists, the laser hum volume, the shake amount and the aim mode", "[save][assists]") {
    Settings in;
    in.assists.speedPercent = 60;
    in.assists.invincible = true;
    in.assists.dashAssist = true;
    in.laserVolume = 0.3;
    in.screenShake = 0.4;
    in.aimToggle = true;
    Settings out;
    std::vector<std::string> notices;
    REQUIRE(game::settingsFromJson(game::settingsToJson(in), out, nullptr, &notices));
    CHECK(out == in);
    CHECK(notices.empty());
}

TEST_CASE("A wrong or null settings value falls back to its default with a notice naming the field", "[save][assists]") {
    Settings s;
    std::vector<std::string> notices;
    REQUIRE(game::settingsFromJson(R"({"format": 1, "musicVolume": 0.5, "sfxVolume": "loud", "laserVolume": 0.2,
        "fullscreen": false, "vsync": true, "screenShake": 1, "aimToggle": "yes", "bestGhost": true, "deadzone": 0.25,
        "assists": {"speed": "fast", "invincible": true, "focus": false, "shells": false, "dash": null},
        "keys": {}, "pad": {}, "reduceFlashes": true, "photosensitivityNoticeSeen": true, "highContrast": false,
        "textScale": 1})",
                                   s, nullptr, &notices));
    CHECK(s.sfxVolume == Settings{}.sfxVolume);
    CHECK(s.aimToggle == false);
    CHECK(s.assists.speedPercent == 100);
    CHECK(s.assists.invincible);
    auto told = [&](const std::string& field) {
        for (const std::string& n : notices)
            if (n.rfind(field + ":", 0) == 0) return true;
        return false;
    };
    CHECK(told("sfxVolume"));
    CHECK(told("aimToggle"));
    CHECK(told("assists.speed"));
    CHECK(told("assists.dash")); // null: a value left empty
    CHECK_FALSE(told("musicVolume"));
    CHECK(notices.size() == 4);
}

TEST_CASE("An older settings file with screen shake on or off and no assists loads with their defaults and names "
          "them in one notice",
          "[save][assists]") {
    TempDir dir;
    const std::string path = dir.file("settings.json");
    spit(path, R"({"format": 1, "musicVolume": 0.6, "sfxVolume": 0.8, "fullscreen": false, "vsync": true,
        "screenShake": false, "bestGhost": true, "deadzone": 0.25})");
    game::SettingsLoad r = game::loadSettings(path);
    CHECK(r.report.status == game::LoadStatus::Loaded);
    CHECK(r.settings.screenShake == 0.0);
    CHECK(r.settings.assists == game::Assists{});
    CHECK(r.missingFields);
    CHECK(r.report.notice ==
          "Settings file " + path +
              ": missing laserVolume, aimToggle, highContrast, assists, reduceFlashes, photosensitivityNoticeSeen, "
              "textScale, keys, pad; defaults used");
    spit(path, R"({"format": 1, "laserVolume": "quiet", "assists": {"speed": 100}})");
    r = game::loadSettings(path);
    CHECK(r.report.status == game::LoadStatus::Loaded);
    CHECK(r.report.notice.find("laserVolume: expected a number from 0 to 1") != std::string::npos);
    CHECK(r.report.notice.find("assists.invincible") != std::string::npos);
    CHECK(r.report.notice.find(path) != std::string::npos);
}

TEST_CASE("A settings file missing fields gives one notice naming every missing field", "[save]") {
    Settings s;
    std::vector<std::string> notices;
    bool missing = false;
    REQUIRE(game::settingsFromJson(R"({"format": 1, "musicVolume": 0.3, "vsync": false,
        "assists": {"speed": 80, "invincible": true}})",
                                   s, nullptr, &notices, &missing));
    CHECK(missing);
    CHECK(s.musicVolume == 0.3);
    CHECK(s.vsync == false);
    CHECK(s.assists.speedPercent == 80);
    CHECK(s.sfxVolume == Settings{}.sfxVolume);
    CHECK(s.reduceFlashes == Settings{}.reduceFlashes);
    REQUIRE(notices.size() == 1);
    CHECK(notices[0] == "missing sfxVolume, laserVolume, deadzone, fullscreen, screenShake, aimToggle, "
                        "highContrast, bestGhost, assists.focus, assists.shells, assists.dash, reduceFlashes, "
                        "photosensitivityNoticeSeen, textScale, keys, pad; defaults used");
}

TEST_CASE("Settings the game writes leave no field out, so loading them again gives no notice", "[save]") {
    TempDir dir;
    const std::string path = dir.file("settings.json");
    REQUIRE(game::saveSettings(Settings{}, path).ok);
    game::SettingsLoad r = game::loadSettings(path);
    CHECK(r.report.status == game::LoadStatus::Loaded);
    CHECK_FALSE(r.missingFields);
    CHECK(r.report.notice.empty());
}

TEST_CASE("A settings file with missing fields, saved again with its defaults filled in, loads with no notice",
          "[save]") {
    TempDir dir;
    const std::string path = dir.file("settings.json");
    spit(path, R"({"format": 1, "musicVolume": 0.3, "photosensitivityNoticeSeen": true})");
    game::SettingsLoad first = game::loadSettings(path);
    CHECK(first.missingFields);
    CHECK(first.report.notice.find("missing sfxVolume") != std::string::npos);
    REQUIRE(game::saveSettings(first.settings, path).ok);
    game::SettingsLoad second = game::loadSettings(path);
    CHECK_FALSE(second.missingFields);
    CHECK(second.report.notice.empty());
    CHECK(second.settings == first.settings);
    CHECK(second.settings.musicVolume == 0.3);
    CHECK(second.settings.photosensitivityNoticeSeen);
}

TEST_CASE("Flash reduction is on and the photosensitivity notice unseen by default, and both persist", "[save]") {
    CHECK(Settings{}.reduceFlashes);
    CHECK_FALSE(Settings{}.photosensitivityNoticeSeen);
    Settings in;
    in.reduceFlashes = false;
    in.photosensitivityNoticeSeen = true;
    Settings out;
    std::vector<std::string> notices;
    REQUIRE(game::settingsFromJson(game::settingsToJson(in), out, nullptr, &notices));
    CHECK(out == in);
    CHECK(notices.empty());
    REQUIRE(game::settingsFromJson(R"({"format": 1, "reduceFlashes": "yes"})", out, nullptr, &notices));
    CHECK(out.reduceFlashes == Settings{}.reduceFlashes);
    CHECK(notices.front() == R"(reduceFlashes: expected true or false, got "yes"; default true used)");
}

TEST_CASE("An assist speed in the settings file is snapped to its 10 % steps", "[save][assists]") {
    Settings s;
    REQUIRE(game::settingsFromJson(R"({"format": 1, "assists": {"speed": 73}})", s, nullptr));
    CHECK(s.assists.speedPercent == 70);
    REQUIRE(game::settingsFromJson(R"({"format": 1, "assists": {"speed": 20}})", s, nullptr));
    CHECK(s.assists.speedPercent == 50);
}

TEST_CASE("Settings keep the text size, and a text size other than 1, 1.5 or 2 falls back to 1 with a notice",
          "[save][text]") {
    for (double scale : {1.0, 1.5, 2.0}) {
        Settings in;
        in.textScale = scale;
        Settings out;
        std::vector<std::string> notices;
        REQUIRE(game::settingsFromJson(game::settingsToJson(in), out, nullptr, &notices));
        CHECK(out.textScale == scale);
        CHECK(notices.empty());
    }
    for (const char* wrong : {"1.3", "\"big\"", "null", "3"}) {
        Settings s;
        std::vector<std::string> notices;
        REQUIRE(game::settingsFromJson(defaultsWith("textScale", wrong), s, nullptr, &notices));
        CHECK(s.textScale == 1.0);
        REQUIRE(notices.size() == 1);
        CHECK(notices[0].rfind("textScale: expected 1, 1.5 or 2", 0) == 0);
    }
    Settings older;
    std::vector<std::string> one;
    REQUIRE(game::settingsFromJson(defaultsWithout("textScale"), older, nullptr, &one));
    CHECK(older.textScale == 1.0);
    REQUIRE(one.size() == 1);
    CHECK(one[0] == "missing textScale; defaults used");
}

TEST_CASE("High contrast is kept in the settings file, and a wrong value falls back to off with a notice naming it",
          "[save][contrast]") {
    TempDir dir;
    const std::string path = dir.file("settings.json");
    Settings in;
    in.highContrast = true;
    REQUIRE(game::saveSettings(in, path).ok);
    game::SettingsLoad r = game::loadSettings(path);
    CHECK(r.settings.highContrast);
    CHECK(r.settings == in);
    Settings s;
    std::vector<std::string> notices;
    REQUIRE(game::settingsFromJson(defaultsWith("highContrast", "\"bright\""), s, nullptr, &notices));
    CHECK_FALSE(s.highContrast);
    REQUIRE(notices.size() == 1);
    CHECK(notices[0].rfind("highContrast:", 0) == 0);
}

namespace {

/// The platform's key names, as far as these tests need them.
bool knownKey(std::string_view name) { return name == "Space" || name == "Z" || name == "K" || name == "X"; }

} // namespace

TEST_CASE("An action left with no usable key keeps its default keys, and the notice names the action and the bad names",
          "[save]") {
    Settings s;
    std::vector<std::string> notices;
    REQUIRE(game::settingsFromJson(R"({"format": 1, "keys": {"jump": ["NotAKey"], "fire": [], "restart": ["NotAKey", 42],
        "aim": ["Z", "Nope", 7]}})",
                                   s, nullptr, &notices, nullptr, knownKey));
    // jump, fire and restart are left out: they keep their default keys; aim keeps the one name that is a key.
    CHECK(s.keys.count("jump") == 0);
    CHECK(s.keys.count("fire") == 0);
    CHECK(s.keys.count("restart") == 0);
    CHECK(s.keys["aim"] == std::vector<std::string>{"Z"});
    auto line = [&](const std::string& field) {
        for (const std::string& n : notices)
            if (n.rfind(field + ":", 0) == 0) return n;
        return std::string();
    };
    CHECK(line("keys.jump") == "keys.jump: no usable key in \"NotAKey\"; default keys used");
    CHECK(line("keys.fire") == "keys.fire: no usable key (an empty list); default keys used");
    CHECK(line("keys.restart") == "keys.restart: no usable key in \"NotAKey\", 42; default keys used");
    CHECK(line("keys.aim") == "keys.aim: not key names: \"Nope\", 7; left out");
    // Written again, the file holds no bad name and no empty list.
    const std::string again = game::settingsToJson(s);
    CHECK(again.find("NotAKey") == std::string::npos);
    CHECK(again.find("Nope") == std::string::npos);
    CHECK(again.find("\"jump\"") == std::string::npos);
}

TEST_CASE("loadSettings names a bad key binding in its notice", "[save]") {
    TempDir dir;
    const std::string path = dir.file("settings.json");
    Settings s;
    std::string text = game::settingsToJson(s);
    text.replace(text.find("\"keys\": {}"), 10, "\"keys\": {\"jump\": [\"NotAKey\"]}");
    spit(path, text);
    const game::SettingsLoad r = game::loadSettings(path, knownKey);
    CHECK(r.report.status == game::LoadStatus::Loaded);
    CHECK(r.settings.keys.count("jump") == 0);
    CHECK(r.report.notice.find("keys.jump: no usable key in \"NotAKey\"; default keys used") != std::string::npos);
}
