#include "game/run/command_line.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace game {

namespace {

/// Parse a positive whole number; false on junk, zero, negatives or overflow.
bool parseCount(std::string_view text, std::uint64_t& out) {
    if (text.empty() || text[0] == '-') return false;
    std::string s(text);
    char* end = nullptr;
    errno = 0;
    unsigned long long v = std::strtoull(s.c_str(), &end, 10);
    if (errno != 0 || end == s.c_str() || *end != '\0' || v == 0) return false;
    out = v;
    return true;
}

/// Cross-flag rules that a flag-by-flag parse cannot see.
std::string validate(const CommandLine& c) {
    if (c.mode == RunMode::Check && c.checkFiles.empty()) return "--check needs at least one level file";
    if (c.mode == RunMode::Format && c.formatFiles.empty()) return "--format needs at least one level file or directory";
    if (c.mode == RunMode::Screenshot && !c.level && !c.edit) return "--screenshot needs --level FILE (or --edit FILE)";
    if (c.edit && c.level) return "--edit and --level both name a level: give one";
    if (c.edit && c.mode != RunMode::Play && c.mode != RunMode::Screenshot)
        return "--edit works only in the window (and with --screenshot)";
    if (c.edit && (c.replay || c.ghost || c.record)) return "--edit takes no --replay, --ghost or --record";
    if (c.replay && !c.level) return "--replay needs --level FILE (the level the replay was recorded on)";
    if (c.record && c.mode != RunMode::Play && c.mode != RunMode::Screenshot)
        return "--record works only in a window (playing, or a --screenshot run)";
    if (c.record && !c.level) return "--record needs --level FILE";
    if (c.ghost && !c.level) return "--ghost needs --level FILE";
    if (c.ghost && c.mode != RunMode::Play && c.mode != RunMode::Screenshot)
        return "--ghost works only in the window (with --level, and with --screenshot)";
    if (c.dump && c.mode != RunMode::Headless) return "--dump works only with --headless";
    if (c.trace && c.mode != RunMode::Headless) return "--trace works only with --headless";
    return {};
}

} // namespace

CommandLineResult parseCommandLine(int argc, const char* const* argv) {
    CommandLineResult r;
    CommandLine& c = r.options;
    auto value = [&](int& i, std::string_view flag, std::optional<std::string>& into) {
        if (i + 1 >= argc) { r.error = std::string(flag) + " needs a value"; return; }
        into = argv[++i];
    };
    for (int i = 1; i < argc && r.ok(); ++i) {
        std::string_view a = argv[i];
        if (a == "--headless") c.mode = RunMode::Headless;
        else if (a == "--records") c.mode = RunMode::Records;
        else if (a == "--format" || (a == "--check" && c.mode == RunMode::Format)) {
            if (a == "--check") c.formatCheck = true;
            c.mode = RunMode::Format;
            while (i + 1 < argc && std::string_view(argv[i + 1]).rfind("--", 0) != 0) c.formatFiles.push_back(argv[++i]);
        } else if (a == "--check") {
            c.mode = RunMode::Check;
            while (i + 1 < argc && std::string_view(argv[i + 1]).rfind("--", 0) != 0) c.checkFiles.push_back(argv[++i]);
        } else if (a == "--level") value(i, a, c.level);
        else if (a == "--edit") value(i, a, c.edit);
        else if (a == "--replay") value(i, a, c.replay);
        else if (a == "--ghost") value(i, a, c.ghost);
        else if (a == "--record") value(i, a, c.record);
        else if (a == "--assist") {
            std::optional<std::string> list;
            value(i, a, list);
            std::string why;
            if (list && !(c.assists = parseAssists(*list, &why))) r.error = "--assist: " + why;
        }
        else if (a == "--dump") value(i, a, c.dump);
        else if (a == "--screenshot") { value(i, a, c.screenshot); c.mode = RunMode::Screenshot; }
        else if (a == "--ticks" || a == "--frames" || a == "--trace" || a == "--every" || a == "--frame-ticks") {
            std::uint64_t n = 0;
            if (i + 1 >= argc || !parseCount(argv[i + 1], n)) r.error = std::string(a) + " needs a positive whole number";
            else if (a == "--ticks") { c.ticks = n; ++i; }
            else if (a == "--trace") { c.trace = n; ++i; }
            else if (a == "--every") { c.every = n > 100000 ? 100000 : static_cast<int>(n); ++i; }
            else if (a == "--frame-ticks") {
                if (n > kMaxFrameTicks) r.error = "--frame-ticks is at most " + std::to_string(kMaxFrameTicks);
                else c.frameTicks = static_cast<int>(n);
                ++i;
            }
            else { c.frames = n > 100000 ? 100000 : static_cast<int>(n); ++i; }
        } else if (a == "--export-pack" || a == "--import-pack" || a == "--add-level") {
            const int n = a == "--export-pack" ? 2 : 1;
            c.mode = a == "--export-pack" ? RunMode::ExportPack : a == "--import-pack" ? RunMode::ImportPack : RunMode::AddLevel;
            if (i + n >= argc) r.error = std::string(a) + (n == 2 ? " needs a pack folder and the archive to write" : " needs a file");
            for (int k = 0; k < n && r.ok(); ++k) c.packFiles.push_back(argv[++i]);
        } else if (a == "--debug") c.debug = true;
        else if (a == "--fullscreen") c.fullscreen = true;
        else if (a == "--mute") c.mute = true;
        else if (a == "--help" || a == "-h") c.mode = RunMode::Help;
        else if (a == "--version") c.mode = RunMode::Version;
        else if (a == "--default-settings") c.mode = RunMode::DefaultSettings;
        else r.error = "unknown option '" + std::string(a) + "' (try --help)";
    }
    if (r.ok() && c.mode != RunMode::Help && c.mode != RunMode::Version && c.mode != RunMode::DefaultSettings)
        r.error = validate(c);
    return r;
}

std::string numberedShotPath(const std::string& out, int frame) {
    const std::size_t slash = out.find_last_of('/');
    const std::size_t dot = out.find_last_of('.');
    const bool hasExt = dot != std::string::npos && (slash == std::string::npos || dot > slash + 1);
    char number[16];
    std::snprintf(number, sizeof number, "-%06d", frame);
    return hasExt ? out.substr(0, dot) + number + out.substr(dot) : out + number;
}

std::string usageText() {
    return "usage: raycrypt [options]\n"
           "  (no options)                 play: title screen, both modes\n"
           "  --level FILE                 play one level file (.json, or a Tiled .tmj map); reloads on save\n"
           "  --record OUT.replay.json     with --level: record the attempt that finishes the level\n"
           "  --debug                      slow-motion debug mode: 0.25x, overlay on (F3 toggles)\n"
           "  --replay R --level FILE      watch a replay (all debug time controls work)\n"
           "  --ghost R --level FILE       play racing the ghost of replay R (a record, a friend's file)\n"
           "  --edit FILE                  the level editor on FILE (a new level when it does not exist)\n"
           "  --assist LIST                turn assists on for the run, e.g. invincible,speed=0.7 (also focus,\n"
           "                               shells, dash); with --replay they replace the replay's own\n"
           "  --headless                   simulate without a window (built-in world, or --level/--replay)\n"
           "  --ticks N                    with --headless and no replay: ticks to run (default 1200)\n"
           "  --dump OUT.json              with --headless: write the summary JSON there instead of stdout,\n"
           "                               with every entity and the fields of its components\n"
           "  --trace N                    with --headless: print the player's state every N ticks (stderr)\n"
           "  --check FILE...              validate level files; exit 0 if all are valid\n"
           "  --records                    re-simulate every kept record; exit 0 if all are verified\n"
           "  --format FILE...             rewrite level files in their canonical form (a directory: every\n"
           "                               level file under it); --format --check FILE... reports the files\n"
           "                               that are not canonical and writes nothing (exit 1 if any)\n"
           "  --screenshot OUT.png (--level FILE | --edit FILE) [--frames N] [--replay R] [--debug]\n"
           "                               render N frames in a window and save the last one\n"
           "  --every K                    with --screenshot: also save every Kth frame, as OUT-NNNNNN.png\n"
           "  --frame-ticks K              with --screenshot: K ticks of time a frame (default 1, at most 8)\n"
           "  --default-settings           print a settings file holding every default (settings.json)\n"
           "  --export-pack DIR OUT        write the pack in folder DIR (levels, solution replays, pack.json)\n"
           "                               as one archive file OUT (name it NAME.rcpack)\n"
           "  --import-pack FILE           unpack a pack archive into My levels, checking every level and\n"
           "                               replay; exit 0 all verified, 2 some marked, 1 refused\n"
           "  --add-level FILE             copy a level file and its solution replay into My levels\n"
           "  --fullscreen, --mute, --help, --version\n";
}

} // namespace game
