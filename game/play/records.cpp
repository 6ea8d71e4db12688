#include "game/play/records.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"
#include "game/play/play_session.h"
#include "game/world/level_schema.h"

namespace game {

namespace {

namespace fs = std::filesystem;

/// Ticks of empty input a record's run may take past its last input before it counts as not completing (10 s).
constexpr std::uint64_t kVerifyGraceTicks = 10 * 120;
/// Largest level file a record is checked against (the loader refuses larger ones anyway).
constexpr std::uintmax_t kMaxLevelBytes = std::uintmax_t{16} << 20;

/// "12.34 s" for a tick count.
std::string secondsText(std::uint64_t ticks) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f s", static_cast<double>(ticks) * engine::kTickSeconds);
    return text;
}

/// The whole file, or nothing when it cannot be read or is too large.
bool readSmallFile(const std::string& path, std::string& out) {
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec || size > kMaxLevelBytes) return false;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    out = s.str();
    return static_cast<bool>(in) || in.eof();
}

/// Where field ("result.ticks", "levelHash") stands in the record file: its line and column, or 1:1 when the file
/// cannot be read again or has no such field (a missing one is reported at the top).
std::pair<int, int> locate(const std::string& file, const std::string& field) {
    std::string text;
    if (!readSmallFile(file, text)) return {1, 1};
    const engine::JsonParseResult parsed = engine::parseJson(text, file);
    const engine::JsonValue* v = parsed.root ? &*parsed.root : nullptr;
    for (std::size_t from = 0; v != nullptr && from <= field.size();) {
        const std::size_t dot = std::min(field.find('.', from), field.size());
        v = v->find(field.substr(from, dot - from));
        from = dot + 1;
    }
    if (v == nullptr) return {1, 1};
    return {v->pos.line, v->pos.column};
}

/// A rejection with a located message ("FILE:LINE:COL: error: FIELD: message") for a claim the file makes.
RecordVerdict rejected(RecordVerdict v, const std::string& field, const std::string& message) {
    const auto [line, column] = locate(v.file, field);
    v.reason = engine::Diagnostic{engine::Diagnostic::Error, v.file, line, column, field, message}.format();
    return v;
}

/// The folder of one level's records: recordsDir/ninja/01 for "ninja/01.json".
fs::path levelFolder(const std::string& recordsDir, const std::string& levelKey) {
    fs::path key(levelKey);
    return fs::path(recordsDir) / key.parent_path() / key.stem();
}

/// The ticks a record's file name starts with ("00001234-...").
std::uint64_t ticksOfName(const fs::path& file) {
    return std::strtoull(file.filename().string().c_str(), nullptr, 10);
}

/// A free name for `file` in the rejected folder (never overwrites an earlier rejected file).
fs::path rejectedName(const fs::path& recordsDir, const fs::path& file) {
    std::string flat = fs::relative(file, recordsDir).generic_string();
    std::replace(flat.begin(), flat.end(), '/', '_');
    fs::path target = recordsDir / "rejected" / flat;
    for (int n = 1; fs::exists(target); ++n) target = recordsDir / "rejected" / (flat + "." + std::to_string(n));
    return target;
}

} // namespace

std::string resolveRecordLevel(const std::string& level, const std::string& levelsRoot) {
    // Inside levelsRoot only: a relative path with no "..", which still ends inside once links are followed. Nothing
    // outside is opened, read or hashed.
    if (level.empty() || levelsRoot.empty()) return "";
    const fs::path p = fs::path(level).lexically_normal();
    if (p.empty() || p.is_absolute() || p.has_root_name() || p.has_root_directory()) return "";
    for (const fs::path& part : p)
        if (part == "..") return "";
    const fs::path under = fs::path(levelsRoot) / p;
    std::error_code ec;
    const fs::path root = fs::weakly_canonical(levelsRoot, ec);
    if (ec) return "";
    const fs::path real = fs::weakly_canonical(under, ec);
    if (ec) return "";
    const auto [r, q] = std::mismatch(root.begin(), root.end(), real.begin(), real.end());
    if (r != root.end() || q == real.end()) return "";
    if (!fs::is_regular_file(real, ec)) return "";
    return under.string();
}

std::string recordFolderKey(const std::string& recordsDir, const std::string& file, const std::string& levelsRoot) {
    std::error_code ec;
    const fs::path folder = fs::path(file).parent_path().lexically_relative(recordsDir);
    if (folder.empty() || folder == "." || *folder.begin() == ".." || *folder.begin() == "rejected") return "";
    const std::string stem = folder.generic_string();
    for (const char* ext : {".json", ".tmj", ".tmx"})
        if (!resolveRecordLevel(stem + ext, levelsRoot).empty()) return stem + ext;
    return stem + ".json";
}

bool replayFitsLevel(const Replay& replay, const std::string& levelPath, std::string* why) {
    if (replay.levelHash.empty()) return true;
    std::string bytes;
    if (!readSmallFile(levelPath, bytes)) {
        if (why) *why = "cannot read " + levelPath;
        return false;
    }
    const std::string now = levelHashOf(bytes);
    if (now == replay.levelHash) return true;
    if (why)
        *why = "it was recorded on another version of " + levelPath + " (level hash " + replay.levelHash +
               ", the file is now " + now + ")";
    return false;
}

std::optional<Replay> loadReplayForLevel(const std::string& file, const std::string& levelPath, std::ostream& err) {
    ReplayLoadResult r = loadReplayFile(file);
    for (const std::string& e : r.errors) err << e << '\n';
    if (!r.ok()) return std::nullopt;
    std::string why;
    if (!levelPath.empty() && !replayFitsLevel(*r.replay, levelPath, &why)) {
        err << "raycrypt: " << file << ": not played: " << why << '\n';
        return std::nullopt;
    }
    return std::move(*r.replay);
}

std::optional<Replay> bestRecordFor(const std::string& recordsDir, const std::string& levelKey,
                                    const std::string& levelPath) {
    if (recordsDir.empty() || levelKey.empty()) return std::nullopt;
    for (const std::string& file : recordsOf(recordsDir, levelKey)) {
        ReplayLoadResult r = loadReplayFile(file);
        if (r.ok() && replayFitsLevel(*r.replay, levelPath, nullptr)) return std::move(*r.replay);
    }
    return std::nullopt;
}

RecordVerdict verifyRecord(const std::string& file, const std::string& levelKey, const std::string& levelsRoot) {
    RecordVerdict v;
    v.file = file;
    ReplayLoadResult loaded = loadReplayFile(file);
    if (!loaded.ok()) {
        v.reason = loaded.errors.empty() ? file + ":1:1: error: cannot read the record" : loaded.errors.front();
        return v;
    }
    const Replay& replay = *loaded.replay;
    if (!replay.result) return rejected(v, "result", "missing: a record claims {\"outcome\": \"complete\", \"ticks\": N}");
    if (replay.result->outcome != "complete")
        return rejected(v, "result.outcome", "claims \"" + replay.result->outcome + "\", not a completion");
    if (replayAssisted(replay))
        return rejected(v, "assists", "an assisted run counts as a clear, and records are unassisted runs");
    if (replay.level.empty()) return rejected(v, "level", "missing: a record names the level it was played on");
    // The level is the one the record's folder stands for: the record must name it, and carry its file's hash.
    if (levelKey.empty())
        return rejected(v, "level", "the record is not in a level's records folder (records/<mode>/<level>/)");
    if (replay.level != levelKey)
        return rejected(v, "level", "the record is of \"" + replay.level + "\", but its folder holds the records of \"" +
                                        levelKey + "\"");
    v.level = resolveRecordLevel(levelKey, levelsRoot);
    if (v.level.empty())
        return rejected(v, "level", "the level \"" + levelKey + "\" does not exist under " + levelsRoot +
                                        " (a record's level is a path inside the game's levels folder)");
    if (replay.levelHash.empty())
        return rejected(v, "levelHash", "missing: a record carries the hash of the level file it was played on");
    std::string bytes;
    if (!readSmallFile(v.level, bytes)) return rejected(v, "level", "cannot read the level " + v.level);
    if (replay.levelHash != levelHashOf(bytes))
        return rejected(v, "levelHash", "the level changed since the record: it was played on " + replay.levelHash +
                                        ", " + v.level + " is now " + levelHashOf(bytes));
    engine::LoadResult level = engine::loadLevelText(bytes, v.level, levelSchema());
    if (!level.ok())
        return rejected(v, "level", "the level does not load: " +
                                        (level.diagnostics.empty() ? std::string("no level") : level.diagnostics.front().format()));
    v.levelName = level.level->meta.name;
    PlaySession session;
    SessionSetup setup;
    setup.level = std::move(*level.level);
    setup.playback = replay;
    setup.playback->result.reset();
    session.open(std::move(setup), nullptr);
    // Play it to the exit, the first death no lit checkpoint takes back, or a while past its last input.
    const World& world = session.world();
    const std::uint64_t limit = replay.frames.size() + kVerifyGraceTicks;
    const auto over = [&] {
        return world.state == RunState::Complete || (world.state == RunState::Dying && !world.checkpoint.snapshot);
    };
    while (world.totalTicks < limit && !over()) session.step(session.nextInput({}));
    if (world.state != RunState::Complete)
        return rejected(v, "inputs", std::string("the replay does not complete the level (") +
                                         (world.deaths > 0 ? "dead" : "still running") + " after " +
                                         std::to_string(world.totalTicks) + " ticks)");
    const std::uint64_t ticks = session.world().clockTicks;
    if (ticks != replay.result->ticks)
        return rejected(v, "result.ticks", "claims " + std::to_string(replay.result->ticks) + " ticks (" +
                                               secondsText(replay.result->ticks) + "), the replay completes in " +
                                               std::to_string(ticks) + " ticks (" + secondsText(ticks) +
                                               ") on the level clock (from its first input)");
    v.ticks = ticks;
    v.verified = true;
    return v;
}

std::vector<std::string> listRecordFiles(const std::string& dir) {
    std::vector<std::string> files;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return files;
    const fs::path rejectedDir = fs::path(dir) / "rejected";
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->is_directory(ec) && it->path() == rejectedDir) {
            it.disable_recursion_pending();
            continue;
        }
        if (it->is_regular_file(ec) && it->path().extension() == ".json") files.push_back(it->path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<std::string> recordsOf(const std::string& recordsDir, const std::string& levelKey) {
    std::vector<std::string> files = listRecordFiles(levelFolder(recordsDir, levelKey).string());
    std::stable_sort(files.begin(), files.end(),
                     [](const std::string& a, const std::string& b) { return ticksOfName(a) < ticksOfName(b); });
    return files;
}

bool keepRecord(const std::string& recordsDir, const std::string& levelKey, const std::string& levelPath,
                Replay replay, std::uint64_t ticks, std::string* error) {
    if (ticks == 0 || replay.frames.empty() || levelKey.empty()) {
        if (error) *error = "a record needs a completed run of a campaign level";
        return false;
    }
    if (replayAssisted(replay)) return false; // an assisted clear is kept in the progress, never as a record
    const std::vector<std::string> kept = recordsOf(recordsDir, levelKey);
    if (kept.size() >= kRecordsPerLevel && ticks >= ticksOfName(kept[kRecordsPerLevel - 1])) return false;
    std::string bytes;
    if (!readSmallFile(levelPath, bytes)) {
        if (error) *error = "cannot read the level " + levelPath;
        return false;
    }
    replay.level = levelKey;
    replay.levelHash = levelHashOf(bytes);
    replay.result = ReplayResult{"complete", ticks};
    const fs::path folder = levelFolder(recordsDir, levelKey);
    std::error_code ec;
    fs::create_directories(folder, ec);
    char name[64];
    std::snprintf(name, sizeof name, "%08" PRIu64 "-%lld.replay.json", ticks, static_cast<long long>(std::time(nullptr)));
    fs::path file = folder / name;
    for (int n = 1; fs::exists(file, ec); ++n) file = folder / (std::string(name) + "." + std::to_string(n) + ".json");
    if (!saveReplayFile(replay, file.string(), error)) return false;
    // Keep the fastest kRecordsPerLevel: the slowest beyond them goes.
    const std::vector<std::string> now = recordsOf(recordsDir, levelKey);
    for (std::size_t i = kRecordsPerLevel; i < now.size(); ++i) fs::remove(now[i], ec);
    return true;
}

std::optional<std::uint64_t> verifiedBest(const std::string& recordsDir, const std::string& levelKey,
                                          const std::string& levelsRoot) {
    if (recordsDir.empty() || levelKey.empty()) return std::nullopt;
    for (const std::string& file : recordsOf(recordsDir, levelKey)) {
        const RecordVerdict v = verifyRecord(file, levelKey, levelsRoot);
        if (v.verified) return v.ticks;
    }
    return std::nullopt;
}

int runRecordsCommand(const std::string& recordsDir, const std::string& levelsRoot, std::ostream& out,
                      std::ostream& err) {
    const std::vector<std::string> files = listRecordFiles(recordsDir);
    if (files.empty()) {
        out << "no records in " << recordsDir << '\n';
        return 0;
    }
    int rejectedCount = 0;
    for (const std::string& file : files) {
        const RecordVerdict v = verifyRecord(file, recordFolderKey(recordsDir, file, levelsRoot), levelsRoot);
        if (v.verified) {
            out << "verified " << file << ": " << v.levelName << " (" << v.level << ") in " << secondsText(v.ticks)
                << " (" << v.ticks << " ticks)\n";
            continue;
        }
        ++rejectedCount;
        out << "rejected " << file << ": " << v.reason << '\n';
        std::error_code ec;
        const fs::path target = rejectedName(recordsDir, file);
        fs::create_directories(target.parent_path(), ec);
        fs::rename(file, target, ec);
        if (ec) err << "raycrypt: cannot move " << file << " aside to " << target.string() << ": " << ec.message() << '\n';
        else out << "  moved to " << target.string() << '\n';
    }
    return rejectedCount == 0 ? 0 : 1;
}

} // namespace game
