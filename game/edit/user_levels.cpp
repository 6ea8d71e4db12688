#include "game/edit/user_levels.h"

#include <algorithm>
#include <filesystem>

#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/save/atomic_file.h"
#include "game/save/save_paths.h"
#include "game/world/level_schema.h"

namespace fs = std::filesystem;

namespace game {
namespace {

/// Largest pack.json read, bytes.
constexpr std::size_t kMaxPackBytes = 64 * 1024;

/// One level file, loaded and its solution re-simulated.
UserLevel readLevel(const std::string& path) {
    UserLevel l;
    l.path = path;
    l.name = fs::path(path).stem().string();
    engine::LoadResult r = engine::loadLevelFile(path, levelSchema());
    if (!r.level) {
        l.error = r.diagnostics.empty() ? "cannot load" : r.diagnostics.front().format();
        return l;
    }
    l.name = r.level->meta.name;
    l.mode = r.level->meta.mode;
    const std::string replayPath = solutionReplayPathFor(path);
    std::error_code ec;
    if (!fs::exists(replayPath, ec)) {
        l.unverified = "no solution replay (" + fs::path(replayPath).filename().string() + ")";
        return l;
    }
    ReplayLoadResult replay = loadReplayFile(replayPath);
    if (!replay.ok()) {
        l.unverified = replay.errors.empty() ? replayPath + ": cannot read it" : replay.errors.front();
        return l;
    }
    HeadlessSummary s = runReplay(*r.level, *replay.replay);
    l.verified = s.outcome == "complete" && s.deaths == 0;
    if (!l.verified)
        l.unverified = "its solution replay ends '" + s.outcome + "' after " + std::to_string(s.ticks) + " ticks with " +
                       std::to_string(s.deaths) + (s.deaths == 1 ? " death" : " deaths");
    return l;
}

/// The level files directly in `dir` (pack.json is not one), by file name.
std::vector<std::string> levelFilesIn(const fs::path& dir) {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec) && engine::isLevelFileName(it->path().filename().string()))
            out.push_back(it->path().string());
    std::sort(out.begin(), out.end());
    return out;
}

/// A located problem of a pack.json ("FILE:LINE:COL: error: FIELD: message").
std::string packProblem(const std::string& file, const engine::JsonValue& at, const std::string& field,
                        const std::string& message) {
    return engine::Diagnostic{engine::Diagnostic::Error, file, at.pos.line, at.pos.column, field, message}.format();
}

/// The pack in one folder; `fallbackName` when pack.json gives none.
UserPack readPack(const fs::path& dir, const std::string& fallbackName) {
    UserPack pack;
    pack.name = fallbackName;
    std::vector<std::string> files = levelFilesIn(dir);
    std::vector<std::string> order;
    const std::string packFile = (dir / "pack.json").string();
    ReadResult read = readWholeFile(packFile, kMaxPackBytes);
    if (read.status == ReadResult::Status::Ok) {
        engine::JsonParseResult parsed = engine::parseJson(read.text, packFile);
        const engine::JsonValue* root = parsed.root ? &*parsed.root : nullptr;
        if (!root) {
            for (const engine::Diagnostic& d : parsed.diagnostics)
                if (d.severity == engine::Diagnostic::Error) pack.errors.push_back(d.format());
            if (pack.errors.empty()) pack.errors.push_back(packFile + ": error: cannot read the pack file");
        } else if (!root->isObject()) {
            pack.errors.push_back(packProblem(packFile, *root, "", "expected an object {\"name\": ..., \"order\": [...]}, got " +
                                                                      engine::describeJson(*root)));
        } else {
            if (const engine::JsonValue* name = root->find("name"); name && name->isString() && !name->text.empty())
                pack.name = name->text;
            else if (name)
                pack.errors.push_back(packProblem(packFile, *name, "name", "expected a non-empty string, got " +
                                                                               engine::describeJson(*name)));
            if (const engine::JsonValue* list = root->find("order"); list && !list->isArray()) {
                pack.errors.push_back(packProblem(packFile, *list, "order", "expected a list of level file names, got " +
                                                                                engine::describeJson(*list)));
            } else if (list) {
                for (std::size_t i = 0; i < list->items.size(); ++i) {
                    const engine::JsonValue& item = list->items[i];
                    const std::string field = "order[" + std::to_string(i) + "]";
                    if (!item.isString()) {
                        pack.errors.push_back(packProblem(packFile, item, field, "expected a level file name, got " +
                                                                                     engine::describeJson(item)));
                        continue;
                    }
                    const bool here = std::any_of(files.begin(), files.end(), [&](const std::string& f) {
                        return fs::path(f).filename().string() == item.text;
                    });
                    if (!here)
                        pack.errors.push_back(packProblem(packFile, item, field,
                                                          "\"" + item.text + "\" is not a level file beside pack.json"));
                    order.push_back(item.text);
                }
            }
        }
    } else if (read.status == ReadResult::Status::Unreadable) {
        pack.errors.push_back(read.error);
    }
    // Levels named in the order first, in that order; then the rest by file name.
    std::stable_sort(files.begin(), files.end(), [&](const std::string& a, const std::string& b) {
        auto rank = [&](const std::string& f) {
            auto it = std::find(order.begin(), order.end(), fs::path(f).filename().string());
            return it == order.end() ? order.size() : std::size_t(it - order.begin());
        };
        return rank(a) < rank(b);
    });
    for (const std::string& f : files) pack.levels.push_back(readLevel(f));
    return pack;
}

} // namespace

PackPlaylist packPlaylist(const UserPack& pack, std::size_t levelIndex) {
    PackPlaylist list;
    for (std::size_t i = 0; i < pack.levels.size(); ++i) {
        if (i == levelIndex) list.index = list.paths.size();
        if (i == levelIndex || pack.levels[i].error.empty()) list.paths.push_back(pack.levels[i].path);
    }
    return list;
}

std::string userLevelsDirectory() {
    const std::string data = dataDirectory();
    return data.empty() ? "" : data + "/levels";
}

std::vector<UserPack> listUserPacks(const std::string& dir) {
    std::vector<UserPack> packs;
    std::error_code ec;
    if (dir.empty() || !fs::is_directory(dir, ec)) return packs;
    UserPack top = readPack(dir, "My levels");
    if (!top.levels.empty() || !top.errors.empty()) packs.push_back(std::move(top));
    std::vector<fs::path> folders;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_directory(ec)) folders.push_back(it->path());
    std::sort(folders.begin(), folders.end());
    for (const fs::path& folder : folders) {
        UserPack pack = readPack(folder, folder.filename().string());
        if (!pack.levels.empty() || !pack.errors.empty()) packs.push_back(std::move(pack));
    }
    return packs;
}

AddedLevel addUserLevel(const std::string& path, const std::string& dir) {
    AddedLevel added;
    const fs::path from(path);
    const std::string name = from.filename().string();
    std::error_code ec;
    if (dir.empty()) {
        added.error = "no levels folder ($XDG_DATA_HOME and $HOME are unset)";
        return added;
    }
    if (!engine::isLevelFileName(name)) {
        added.error = path + ": not a level file (*.json, *.tmj)";
        return added;
    }
    const fs::path in = fs::weakly_canonical(from, ec), mine = fs::weakly_canonical(dir, ec);
    const bool under = !mine.empty() && std::mismatch(mine.begin(), mine.end(), in.begin(), in.end()).first == mine.end();
    if (under) { // under the folder: a loose level or one of a pack
        added.error = path + " is in My levels already";
        return added;
    }
    ReadResult level = readWholeFile(path, engine::kMaxLevelFileBytes);
    if (level.status != ReadResult::Status::Ok) {
        added.error = level.status == ReadResult::Status::Missing ? path + ": no such file (save it first)" : level.error;
        return added;
    }
    ReadResult replay = readWholeFile(solutionReplayPathFor(path), engine::kMaxLevelFileBytes);
    if (replay.status == ReadResult::Status::Unreadable) {
        added.error = replay.error;
        return added;
    }
    if (!makeDirectories(dir, &added.error)) return added;
    const std::string stem = from.stem().string(), ext = from.extension().string();
    for (int n = 1; n < 10000; ++n) {
        const std::string to = dir + "/" + stem + (n == 1 ? "" : "-" + std::to_string(n)) + ext;
        if (fs::exists(fs::symlink_status(to, ec)) || fs::exists(fs::symlink_status(solutionReplayPathFor(to), ec)) ||
            fs::exists(fs::symlink_status(to + ".autosave", ec)))
            continue;
        if (replay.status == ReadResult::Status::Ok) {
            WriteResult w = writeFileAtomic(solutionReplayPathFor(to), replay.text);
            if (!w.ok) {
                added.error = w.error;
                return added;
            }
            added.replay = true;
        }
        WriteResult w = writeFileAtomic(to, level.text);
        if (!w.ok) {
            if (added.replay) fs::remove(solutionReplayPathFor(to), ec);
            added.replay = false;
            added.error = w.error;
            return added;
        }
        added.path = to;
        return added;
    }
    added.error = "no free file name for " + name + " in " + dir;
    return added;
}

std::string newUserLevelPath(const std::string& dir) {
    for (int n = 1;; ++n) {
        const std::string path = dir + "/level-" + std::to_string(n) + ".json";
        std::error_code ec;
        if (!fs::exists(path, ec) && !fs::exists(path + ".autosave", ec)) return path;
    }
}

} // namespace game
