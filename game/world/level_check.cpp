#include "game/world/level_check.h"

#include <filesystem>

#include "engine/level/level_loader.h"
#include "game/world/level_schema.h"

namespace game {

namespace {

/// "1 error", "3 warnings".
std::string count(int n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

/// The files to check: each argument, with directories expanded to the level files under them.
std::vector<std::string> expandArguments(const std::vector<std::string>& args) {
    std::vector<std::string> files;
    for (const std::string& a : args) {
        std::error_code ec;
        if (!std::filesystem::is_directory(a, ec)) {
            files.push_back(a);
            continue;
        }
        std::vector<std::string> found = engine::listLevelFiles(a);
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

} // namespace

std::string checkSummary(const std::string& file, int errors, int warnings) {
    if (errors == 0) return file + ": ok" + (warnings > 0 ? " (" + count(warnings, "warning") + ")" : "");
    return file + ": " + count(errors, "error") + (warnings > 0 ? ", " + count(warnings, "warning") : "");
}

int runLevelCheck(const std::vector<std::string>& args, std::ostream& out) {
    std::vector<std::string> files = expandArguments(args);
    if (files.empty()) {
        out << "raycrypt --check: no level files given (usage: raycrypt --check FILE_OR_DIR...)\n";
        return 1;
    }
    bool anyErrors = false;
    for (const std::string& file : files) {
        engine::LoadResult r = engine::loadLevelFile(file, levelSchema());
        for (const engine::Diagnostic& d : r.diagnostics) out << d.format() << '\n';
        int errors = engine::countErrors(r.diagnostics);
        out << checkSummary(file, errors, engine::countWarnings(r.diagnostics)) << '\n';
        anyErrors = anyErrors || errors > 0 || !r.ok();
    }
    return anyErrors ? 1 : 0;
}

} // namespace game
