#pragma once
// The raycrypt command line, parsed into plain data (no SFML, unit-tested).
//   raycrypt                                   play (window; title screen)
//   raycrypt --level FILE [--record OUT]       play one level file (hot-reloaded on save)
//   raycrypt --debug [--level FILE]            slow-motion debug mode (0.25×, overlay on)
//   raycrypt --replay R --level FILE           watch a replay in the window
//   raycrypt --ghost R --level FILE            play the level racing the ghost of replay R
//   raycrypt --headless [--level F --replay R] [--ticks N] [--dump OUT.json] [--trace N]   simulate, no window
//   raycrypt --check FILE...                   validate level files, no window
//   raycrypt --records                         re-simulate every kept record, no window
//   raycrypt --edit FILE                       the level editor on FILE (a new level when it does not exist)
//   raycrypt --format [--check] FILE...         rewrite (or check) level files in canonical form, no window
//   raycrypt --screenshot OUT.png (--level F | --edit F) [--frames N] [--every K] [--frame-ticks K] [--replay R] [--debug]
//   raycrypt --default-settings                print a settings file holding every default, no window
//   raycrypt --export-pack DIR OUT             write the pack in DIR as one archive file, no window
//   raycrypt --import-pack FILE                unpack a pack archive into My levels, checking every level
//   raycrypt --add-level FILE                  copy a level (and its solution replay) into My levels
//   any run: --assist invincible,speed=0.7      the assists (game/world/assists.h) for the run
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game/world/assists.h"

namespace game {

/// The most ticks of time a screenshot run's frame may advance (--frame-ticks).
inline constexpr int kMaxFrameTicks = 8;

/// What the executable was asked to do.
enum class RunMode { Play, Headless, Check, Records, Format, Screenshot, Help, Version, DefaultSettings, ExportPack,
                     ImportPack, AddLevel };

/// Parsed options. Paths are kept as given.
struct CommandLine {
    RunMode mode = RunMode::Play;
    std::optional<std::string> level;
    std::optional<std::string> replay;
    std::optional<std::string> edit;   ///< --edit FILE: open the level editor on FILE
    std::optional<std::string> ghost;  ///< --ghost R: race this replay's ghost (with --level)
    std::optional<std::string> record;
    std::optional<Assists> assists; ///< --assist LIST: the run's assists
    std::optional<std::string> dump;
    std::optional<std::string> screenshot;
    std::vector<std::string> checkFiles;
    std::vector<std::string> formatFiles; ///< --format FILE...: the files and directories to format
    std::vector<std::string> packFiles;   ///< --export-pack DIR OUT, --import-pack FILE, --add-level FILE: the files
    bool formatCheck = false;  ///< --format --check: report files that are not canonical, write nothing
    std::uint64_t ticks = 0;   ///< --ticks N: ticks a headless run without a replay simulates (0 = 1200)
    std::uint64_t trace = 0;   ///< --trace N: with --headless, print the player's state every N ticks to stderr
    int frames = 60;           ///< --frames N for --screenshot
    int every = 0;             ///< --every K: a screenshot run also saves every Kth frame (0 = only the last)
    int frameTicks = 1;        ///< --frame-ticks K: a screenshot run advances K ticks of time per frame (1 to 8)
    bool debug = false;
    bool fullscreen = false;
    bool mute = false;
};

/// Parse result: the options, or one error line for the user.
struct CommandLineResult {
    CommandLine options;
    std::string error;  ///< empty on success
    /// True when parsing succeeded.
    bool ok() const { return error.empty(); }
};

/// Parse argv[1..argc). Never throws; unknown flags and missing values give an error naming the flag.
CommandLineResult parseCommandLine(int argc, const char* const* argv);

/// Where `--every` saves frame N of a screenshot run to OUT: "shots/a.png", 45 -> "shots/a-000045.png".
std::string numberedShotPath(const std::string& out, int frame);

/// The usage text printed by --help.
std::string usageText();

} // namespace game
