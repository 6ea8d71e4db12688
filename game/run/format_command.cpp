#include "game/run/format_command.h"

#include <filesystem>

#include "engine/level/json_source.h"
#include "engine/level/level_format.h"
#include "engine/level/level_loader.h"
#include "game/save/atomic_file.h"
#include "game/world/level_schema.h"

namespace game {
namespace {

/// True for a Tiled map file name (formatted by Tiled, not here).
bool isTiledFileName(const std::string& path) {
    return path.size() >= 4 && path.compare(path.size() - 4, 4, ".tmj") == 0;
}

/// The files a command-line path stands for.
std::vector<std::string> filesOf(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::is_directory(path, ec)) return {path};
    std::vector<std::string> out;
    for (const std::string& f : engine::listLevelFiles(path))
        if (!isTiledFileName(f)) out.push_back(f);
    return out;
}

/// Format or check one file; true when it is canonical at the end.
bool formatOne(const std::string& file, bool checkOnly, std::ostream& out) {
    ReadResult read = readWholeFile(file, engine::kMaxLevelFileBytes);
    if (read.status != ReadResult::Status::Ok) {
        out << file << ": cannot be read: "
            << (read.status == ReadResult::Status::Missing ? "it does not exist" : read.error) << "\n";
        return false;
    }
    engine::FormatResult formatted = engine::formatLevelText(read.text, file, levelSchema());
    if (!formatted.text) {
        for (const engine::Diagnostic& d : formatted.diagnostics) out << d.format() << "\n";
        out << file << ": not formatted (left as it is)\n";
        return false;
    }
    if (*formatted.text == read.text) {
        out << file << ": already canonical\n";
        return true;
    }
    if (checkOnly) {
        out << file << ": not canonical (first difference at line "
            << engine::firstDifferentLine(read.text, *formatted.text) << "; `raycrypt --format " << file
            << "` rewrites it)\n";
        return false;
    }
    WriteResult written = writeFileAtomic(file, *formatted.text);
    if (!written.ok) {
        out << file << ": cannot be written: " << written.error << " (left as it was)\n";
        return false;
    }
    out << file << ": formatted\n";
    return true;
}

} // namespace

int runFormatCommand(const std::vector<std::string>& paths, bool checkOnly, std::ostream& out) {
    if (paths.empty()) {
        out << "raycrypt: --format needs at least one level file or directory\n";
        return 2;
    }
    bool allCanonical = true;
    for (const std::string& path : paths)
        for (const std::string& file : filesOf(path)) allCanonical = formatOne(file, checkOnly, out) && allCanonical;
    return allCanonical ? 0 : 1;
}

} // namespace game
