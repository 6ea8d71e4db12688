#include "game/app/shell/level_catalog.h"

#include <filesystem>

#include "engine/level/level_loader.h"
#include "game/app/shell/paths.h"
#include "game/world/level_schema.h"

namespace game {

namespace {

/// The levels of one mode directory.
std::vector<LevelEntry> loadMode(const std::string& levelsDir, const std::string& mode) {
    std::vector<LevelEntry> out;
    for (const std::string& path : engine::listLevelFiles(levelsDir + "/" + mode)) {
        LevelEntry e;
        e.path = path;
        e.key = relativeTo(levelsDir, path);
        if (e.key.empty()) e.key = mode + "/" + std::filesystem::path(path).filename().string();
        engine::LoadResult r = engine::loadLevelFile(path, levelSchema());
        if (r.ok()) {
            e.name = r.level->meta.name;
            e.parSeconds = r.level->meta.parSeconds;
        } else {
            e.name = std::filesystem::path(path).stem().string();
            e.error = r.diagnostics.empty() ? "cannot load" : r.diagnostics.front().format();
        }
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace

const std::vector<LevelEntry>& LevelCatalog::of(ModeId mode) const {
    static const std::vector<LevelEntry> none;
    return mode < modes.size() ? modes[mode] : none;
}

std::vector<std::string> LevelCatalog::keys(ModeId mode) const {
    std::vector<std::string> out;
    for (const LevelEntry& e : of(mode))
        out.push_back(e.key);
    return out;
}

LevelCatalog loadCatalog(const std::string& levelsDir) {
    LevelCatalog c;
    if (levelsDir.empty()) return c;
    for (std::size_t id = 0; id < modeCount(); ++id)
        c.modes.push_back(loadMode(levelsDir, std::string(modeRules(static_cast<ModeId>(id)).name)));
    return c;
}

} // namespace game
