#include "game/app/shell/level_catalog.h"

#include <filesystem>

#include "engine/level/level_loader.h"
#include "game/app/shell/paths.h"
#include "game/play/chapters.h"
#include "game/world/level_schema.h"

namespace game {

namespace {

/// Level file `path` of mode folder `mode` under levelsDir, read for its title and par.
LevelEntry readEntry(const std::string& levelsDir, const std::string& mode, const std::string& path) {
    LevelEntry e;
    e.path = path;
    e.key = relativeTo(levelsDir, path);
    if (e.key.empty()) e.key = mode + "/" + std::filesystem::path(path).filename().string();
    engine::LoadResult r = engine::loadLevelFile(path, levelSchema());
    if (r.ok()) {
        e.name = r.level->meta.name;
        e.parSeconds = r.level->meta.parSeconds;
        e.miniature = miniatureOf(*r.level);
        for (const engine::EntitySpec& spec : r.level->entities) e.collectible = e.collectible || spec.type == "collectible";
    } else {
        e.name = std::filesystem::path(path).stem().string();
        e.error = r.diagnostics.empty() ? "cannot load" : r.diagnostics.front().format();
    }
    return e;
}

/// The levels of one mode directory, in chapter order, into the catalog.
void loadMode(LevelCatalog& c, const std::string& levelsDir, const std::string& mode) {
    const std::string dir = levelsDir + "/" + mode;
    const ChapterList list = loadChapters(dir);
    std::vector<LevelEntry> out;
    std::vector<CatalogChapter> chapters;
    std::string chapterError;
    for (const engine::Diagnostic& d : list.diagnostics)
        if (d.severity == engine::Diagnostic::Error && chapterError.empty()) chapterError = d.format();
    for (const Chapter& chapter : list.chapters) {
        chapters.push_back({chapter.name, chapter.idea, static_cast<int>(out.size()),
                            static_cast<int>(chapter.levels.size())});
        for (const std::string& file : chapter.levels) {
            out.push_back(readEntry(levelsDir, mode, (std::filesystem::path(dir) / file).string()));
            out.back().chapter = static_cast<int>(chapters.size()) - 1;
        }
    }
    c.modes.push_back(std::move(out));
    c.chapters.push_back(std::move(chapters));
    c.chapterErrors.push_back(std::move(chapterError));
}

} // namespace

const std::vector<LevelEntry>& LevelCatalog::of(ModeId mode) const {
    static const std::vector<LevelEntry> none;
    return mode < modes.size() ? modes[mode] : none;
}

Miniature miniatureOf(const engine::Level& level) {
    Miniature m;
    m.width = level.grid.width();
    m.height = level.grid.height();
    const auto kindAt = [&level](int x, int y) -> int {
        if (x == level.spawnCell.x && y == level.spawnCell.y) return Miniature::Spawn;
        for (const engine::Cell& c : level.exitCells)
            if (c.x == x && c.y == y) return Miniature::Exit;
        switch (level.grid.at(x, y)) {
        case engine::TileKind::Empty: return -1;
        case engine::TileKind::SpikesUp:
        case engine::TileKind::SpikesDown:
        case engine::TileKind::SpikesLeft:
        case engine::TileKind::SpikesRight: return Miniature::Hazard;
        default: return Miniature::Wall;
        }
    };
    for (int y = 0; y < m.height; ++y) {
        for (int x = 0; x < m.width;) {
            const int kind = kindAt(x, y);
            int end = x + 1;
            while (end < m.width && kindAt(end, y) == kind) ++end;
            if (kind >= 0) m.runs.push_back({x, y, end - x, static_cast<Miniature::Kind>(kind)});
            x = end;
        }
    }
    return m;
}

const std::vector<CatalogChapter>& LevelCatalog::chaptersOf(ModeId mode) const {
    static const std::vector<CatalogChapter> none;
    return mode < chapters.size() ? chapters[mode] : none;
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
        loadMode(c, levelsDir, std::string(modeRules(static_cast<ModeId>(id)).name));
    return c;
}

} // namespace game
