#include "game/world/level_check.h"

#include <algorithm>
#include <filesystem>

#include "engine/level/level_loader.h"
#include "game/play/chapters.h"
#include "game/run/collect_proof.h"
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

/// The mode folders to check the chapters of: every folder under a directory argument (itself included) that holds
/// a chapters file, and the folder of a chapters file named as an argument.
std::vector<std::string> chapterFolders(const std::vector<std::string>& args) {
    namespace fs = std::filesystem;
    std::vector<std::string> dirs;
    for (const std::string& a : args) {
        std::error_code ec;
        if (fs::path(a).filename() == kChaptersFileName) {
            dirs.push_back(fs::path(a).parent_path().string());
            continue;
        }
        if (!fs::is_directory(a, ec)) continue;
        if (fs::exists(fs::path(a) / std::string(kChaptersFileName), ec)) dirs.push_back(a);
        for (auto it = fs::recursive_directory_iterator(a, ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec))
            if (it->is_directory(ec) && fs::exists(it->path() / std::string(kChaptersFileName), ec))
                dirs.push_back(it->path().string());
    }
    return dirs;
}

} // namespace

std::string checkSummary(const std::string& file, int errors, int warnings) {
    if (errors == 0) return file + ": ok" + (warnings > 0 ? " (" + count(warnings, "warning") + ")" : "");
    return file + ": " + count(errors, "error") + (warnings > 0 ? ", " + count(warnings, "warning") : "");
}

int runLevelCheck(const std::vector<std::string>& args, std::ostream& out) {
    std::vector<std::string> files = expandArguments(args);
    const std::vector<std::string> chapterDirs = chapterFolders(args);
    files.erase(std::remove_if(files.begin(), files.end(),
                               [](const std::string& f) {
                                   return std::filesystem::path(f).filename() == kChaptersFileName;
                               }),
                files.end());
    if (files.empty() && chapterDirs.empty()) {
        out << "raycrypt --check: no level files given (usage: raycrypt --check FILE_OR_DIR...)\n";
        return 1;
    }
    bool anyErrors = false;
    for (const std::string& file : files) {
        engine::LoadResult r = engine::loadLevelFile(file, levelSchema());
        if (r.level) { // a collect proof beside the level must take the collectible and finish
            const CollectProofResult proof = checkCollectProof(*r.level, collectReplayPathFor(file));
            if (proof.error) r.diagnostics.push_back(*proof.error);
        }
        for (const engine::Diagnostic& d : r.diagnostics) out << d.format() << '\n';
        int errors = engine::countErrors(r.diagnostics);
        out << checkSummary(file, errors, engine::countWarnings(r.diagnostics)) << '\n';
        anyErrors = anyErrors || errors > 0 || !r.ok();
    }
    for (const std::string& dir : chapterDirs) {
        const ChapterList chapters = loadChapters(dir);
        for (const engine::Diagnostic& d : chapters.diagnostics) out << d.format() << '\n';
        const int errors = engine::countErrors(chapters.diagnostics);
        out << checkSummary((std::filesystem::path(dir) / std::string(kChaptersFileName)).string(), errors,
                            engine::countWarnings(chapters.diagnostics))
            << '\n';
        anyErrors = anyErrors || errors > 0;
    }
    return anyErrors ? 1 : 0;
}

} // namespace game
