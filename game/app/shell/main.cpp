// raycrypt: the executable. --check and --headless run with no window and no display; everything else opens
// a window, after checking that a display exists (SFML aborts the process without one).
#include <iostream>

#include "engine/platform/display.h"
#include "game/app/shell/app.h"
#include "game/run/command_line.h"
#include "game/app/shell/paths.h"
#include "game/app/shell/version.h"
#include "game/edit/pack_archive.h"
#include "game/edit/user_levels.h"
#include "game/run/format_command.h"
#include "game/run/headless.h"
#include "game/play/records.h"
#include "game/save/save_paths.h"
#include "game/save/settings.h"
#include "game/world/level_check.h"

int main(int argc, char** argv) {
    game::CommandLineResult cli = game::parseCommandLine(argc, argv);
    if (!cli.ok()) {
        std::cerr << "raycrypt: " << cli.error << '\n';
        return 2;
    }
    const game::CommandLine& options = cli.options;
    switch (options.mode) {
    case game::RunMode::Help: std::cout << game::usageText(); return 0;
    case game::RunMode::Version: std::cout << game::versionText(game::findDataPaths().root); return 0;
    case game::RunMode::DefaultSettings: std::cout << game::settingsToJson(game::Settings{}); return 0;
    case game::RunMode::Check: return game::runLevelCheck(options.checkFiles, std::cout);
    case game::RunMode::Format: return game::runFormatCommand(options.formatFiles, options.formatCheck, std::cout);
    case game::RunMode::Headless: return game::runHeadlessCommand(options, std::cout, std::cerr);
    case game::RunMode::ExportPack:
        return game::runExportPackCommand(options.packFiles[0], options.packFiles[1], std::cout, std::cerr);
    case game::RunMode::ImportPack:
        return game::runImportPackCommand(options.packFiles[0], game::userLevelsDirectory(), std::cout, std::cerr);
    case game::RunMode::AddLevel: {
        const game::AddedLevel added = game::addUserLevel(options.packFiles[0], game::userLevelsDirectory());
        if (!added.error.empty()) {
            std::cerr << "raycrypt --add-level: " << added.error << '\n';
            return 1;
        }
        std::cout << "added " << options.packFiles[0] << " to My levels as " << added.path
                  << (added.replay ? ", with its solution replay" : "") << '\n';
        return 0;
    }
    case game::RunMode::Records: {
        const std::string records = game::recordsDirectory();
        if (records.empty()) {
            std::cerr << "raycrypt: no data directory ($XDG_DATA_HOME and $HOME are unset): no records\n";
            return 2;
        }
        return game::runRecordsCommand(records, game::findDataPaths().levels, std::cout, std::cerr);
    }
    default: break;
    }
    if (!engine::hasDisplay()) {
        std::cerr << engine::noDisplayMessage() << '\n';
        return 1;
    }
    return game::runApp(options);
}
