#include "game/edit/pack_archive.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>
#include <ostream>

#include <sys/stat.h>

#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"
#include "game/replay/replay.h"
#include "game/replay/replay_file.h"
#include "game/run/headless.h"
#include "game/save/atomic_file.h"
#include "game/world/level_schema.h"

namespace fs = std::filesystem;

namespace game {
namespace {

/// The archive's first line.
constexpr std::string_view kMagic = "raycrypt-pack 1";
/// Longest file or folder name, characters.
constexpr std::size_t kMaxNameLength = 100;
/// Longest header line read, bytes (a header is a word, a name and a count).
constexpr std::size_t kMaxHeaderBytes = 256;
/// Folders tried for one import: NAME, NAME-2, ... NAME-kMaxFolderTries.
constexpr int kMaxFolderTries = 1000;

bool endsWith(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// Why `name` is not a plain file or folder name ("" when it is one).
std::string plainNameProblem(std::string_view name) {
    if (name.empty()) return "has no name";
    if (name.front() == '/') return "is an absolute path: an archive holds only plain file names";
    if (name.find("..") != std::string_view::npos) return "leads out of the pack's folder ('..')";
    if (name.find('/') != std::string_view::npos || name.find('\\') != std::string_view::npos)
        return "is a path: an archive holds only files directly in the pack's folder";
    if (name.front() == '.') return "starts with '.'";
    if (name.size() > kMaxNameLength) return "is longer than " + std::to_string(kMaxNameLength) + " characters";
    for (char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-')
            return "has characters other than letters, digits, '.', '_' and '-'";
    return {};
}

/// Why `name` cannot be a file of an archive ("" when it can).
std::string entryNameProblem(std::string_view name) {
    if (std::string p = plainNameProblem(name); !p.empty()) return p;
    if (!endsWith(name, ".json") && !endsWith(name, ".tmj"))
        return "is neither a level (.json, .tmj), a solution replay (.replay.json) nor pack.json";
    return {};
}

bool isReplayName(std::string_view name) { return endsWith(name, ".replay.json"); }
bool isLevelName(std::string_view name) { return name != "pack.json" && !isReplayName(name); }

/// "FILE:LINE: message".
std::string at(const std::string& file, int line, const std::string& message) {
    return file + ":" + std::to_string(line) + ": " + message;
}

/// The archive's body, read line by line and file by file.
class Reader {
  public:
    Reader(std::string_view text, const std::string& file) : text_(text), file_(file) {}

    PackReadResult read() {
        std::string header;
        if (!nextLine(header) || header != kMagic) {
            if (header.rfind("raycrypt-pack ", 0) == 0)
                fail(1, "archive format '" + header.substr(14) + "' is not one this game reads (it reads 1)");
            else if (result_.errors.empty())
                fail(1, "not a pack archive: its first line is not '" + std::string(kMagic) + "'");
            return std::move(result_);
        }
        while (result_.errors.size() < 20) {
            const int line = line_;
            if (!nextLine(header)) break;
            const std::vector<std::string> words = split(header);
            const std::string kind = words.empty() ? "" : words[0];
            if (kind == "end" && words.size() == 1) {
                if (pos_ != text_.size()) fail(line_, "text after the 'end' line");
                ended_ = true;
                endLine_ = line;
                break;
            }
            if (kind == "folder" && words.size() == 2) {
                folder(line, words[1]);
                continue;
            }
            if (kind == "file" && words.size() == 3) {
                if (!file(line, words[1], words[2])) break;
                continue;
            }
            if (kind == "file" || kind == "folder")
                fail(line, "expected '" + kind + (kind == "file" ? " NAME BYTES" : " NAME") + "', got '" + header + "'");
            else
                fail(line, "unknown entry kind '" + kind + "': an archive holds only 'folder', 'file' and 'end' lines (no links)");
            break;
        }
        if (!ended_ && result_.errors.empty()) fail(line_, "the archive ends without its 'end' line (truncated?)");
        if (result_.errors.empty()) finalChecks();
        return std::move(result_);
    }

  private:
    void fail(int line, const std::string& message) { result_.errors.push_back(at(file_, line, message)); }

    /// The next header line (without its newline); false at the end of the text or on a line too long.
    bool nextLine(std::string& out) {
        out.clear();
        if (pos_ >= text_.size()) return false;
        const std::size_t nl = text_.find('\n', pos_);
        const std::size_t end = nl == std::string_view::npos ? text_.size() : nl;
        if (end - pos_ > kMaxHeaderBytes) {
            fail(line_, "a header line longer than " + std::to_string(kMaxHeaderBytes) + " bytes (not a pack archive?)");
            return false;
        }
        out.assign(text_.substr(pos_, end - pos_));
        if (nl == std::string_view::npos) {
            fail(line_, "the archive ends inside the line '" + out + "' (truncated?)");
            pos_ = text_.size();
            return false;
        }
        pos_ = nl + 1;
        ++line_;
        return true;
    }

    static std::vector<std::string> split(const std::string& s) {
        std::vector<std::string> words;
        std::size_t i = 0;
        while (i < s.size()) {
            const std::size_t j = s.find(' ', i);
            words.push_back(s.substr(i, j == std::string::npos ? std::string::npos : j - i));
            if (j == std::string::npos) break;
            i = j + 1;
        }
        return words;
    }

    void folder(int line, const std::string& name) {
        if (!result_.archive.folder.empty() || !result_.archive.entries.empty())
            return fail(line, "folder '" + name + "': the folder line comes once, before the files");
        if (std::string p = plainNameProblem(name); !p.empty()) return fail(line, "folder '" + name + "' " + p);
        result_.archive.folder = name;
    }

    /// One file entry; false when the rest of the archive cannot be read.
    bool file(int line, const std::string& name, const std::string& count) {
        const std::string entry = "entry '" + name + "': ";
        const bool digits = !count.empty() &&
                            std::all_of(count.begin(), count.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!digits) {
            fail(line, entry + "expected a byte count (a whole number), got '" + count + "'");
            return false;
        }
        const std::size_t size = count.size() <= 10 ? std::size_t(std::stoull(count)) : kMaxPackEntryBytes + 1;
        if (size > kMaxPackEntryBytes) {
            fail(line, entry + count + " bytes is over the limit of " + std::to_string(kMaxPackEntryBytes) + " bytes");
            return false;
        }
        const std::size_t left = text_.size() - pos_;
        if (left < size + 1) {
            fail(line, entry + "the archive ends after " + std::to_string(std::min(left, size)) + " of its " + count +
                           " bytes (truncated?)");
            return false;
        }
        if (text_[pos_ + size] != '\n') {
            fail(line, entry + "no newline after its " + count + " bytes (a wrong byte count?)");
            return false;
        }
        const std::string_view bytes = text_.substr(pos_, size);
        pos_ += size + 1;
        line_ += static_cast<int>(std::count(bytes.begin(), bytes.end(), '\n')) + 1;
        if (std::string p = entryNameProblem(name); !p.empty()) {
            fail(line, "entry '" + name + "' " + p);
            return true;
        }
        auto [it, fresh] = lines_.emplace(lower(name), line);
        if (!fresh) {
            fail(line, entry + "a file of that name (letter case aside) is already on line " + std::to_string(it->second));
            return true;
        }
        if (result_.archive.entries.size() >= kMaxPackEntries) {
            fail(line, entry + "more than " + std::to_string(kMaxPackEntries) + " files");
            return false;
        }
        result_.archive.entries.push_back({name, std::string(bytes)});
        return true;
    }

    /// An archive needs a level, and each replay its level.
    void finalChecks() {
        std::size_t levels = 0;
        for (const PackEntry& e : result_.archive.entries) levels += isLevelName(e.name);
        if (levels == 0) fail(endLine_, "the archive holds no level");
        for (const PackEntry& e : result_.archive.entries) {
            if (!isReplayName(e.name)) continue;
            const std::string stem = e.name.substr(0, e.name.size() - std::strlen(".replay.json"));
            if (!lines_.count(lower(stem + ".json")) && !lines_.count(lower(stem + ".tmj")))
                fail(lines_[lower(e.name)], "entry '" + e.name + "': a solution replay with no level " + stem +
                                                ".json in the archive");
        }
    }

    std::string_view text_;
    std::string file_;
    std::size_t pos_ = 0;
    int line_ = 1;
    bool ended_ = false;
    int endLine_ = 1; ///< the 'end' line
    std::map<std::string, int> lines_; ///< lower-case name → its header line
    PackReadResult result_;
};

/// A folder name made from any text: unsafe characters become '-'.
std::string safeFolderName(std::string name) {
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-') c = '-';
    if (name.size() > 60) name.resize(60);
    if (name.empty() || name.find_first_not_of('-') == std::string::npos) name = "pack";
    return name;
}

/// Check one level entry (and its replay) as `--check` and the solution check do.
ImportedLevel checkLevel(const PackArchive& archive, const PackEntry& e, const std::string& displayName) {
    ImportedLevel l;
    l.file = e.name;
    engine::LoadResult r = engine::loadLevelText(e.text, displayName + ":" + e.name, levelSchema());
    if (!r.level) {
        l.broken = true;
        for (const engine::Diagnostic& d : r.diagnostics)
            if (d.severity == engine::Diagnostic::Error) {
                l.why = d.format();
                break;
            }
        return l;
    }
    l.name = r.level->meta.name;
    const std::string replayName = solutionReplayPathFor(e.name);
    const auto replay = std::find_if(archive.entries.begin(), archive.entries.end(),
                                     [&](const PackEntry& x) { return x.name == replayName; });
    if (replay == archive.entries.end()) {
        l.why = "no solution replay";
        return l;
    }
    ReplayLoadResult loaded = loadReplayText(replay->text, displayName + ":" + replayName);
    if (!loaded.ok()) {
        l.why = loaded.errors.empty() ? "its solution replay does not load" : loaded.errors.front();
        return l;
    }
    const HeadlessSummary s = runReplay(*r.level, *loaded.replay);
    l.verified = s.outcome == "complete" && s.deaths == 0;
    if (!l.verified)
        l.why = "its solution replay ends '" + s.outcome + "' after " + std::to_string(s.ticks) + " ticks with " +
                std::to_string(s.deaths) + (s.deaths == 1 ? " death" : " deaths");
    return l;
}

/// pack.json's problems, as notes.
std::vector<std::string> packJsonNotes(const PackArchive& archive, const std::string& displayName, std::string* name) {
    std::vector<std::string> notes;
    for (const PackEntry& e : archive.entries) {
        if (e.name != "pack.json") continue;
        engine::JsonParseResult parsed = engine::parseJson(e.text, displayName + ":pack.json");
        if (!parsed.root) {
            for (const engine::Diagnostic& d : parsed.diagnostics)
                if (d.severity == engine::Diagnostic::Error) notes.push_back(d.format());
        } else if (const engine::JsonValue* n = parsed.root->find("name"); n && n->isString() && !n->text.empty()) {
            *name = n->text;
        }
    }
    return notes;
}

} // namespace

bool isPackEntryName(std::string_view name) { return entryNameProblem(name).empty(); }

std::size_t PackImportResult::marked() const {
    return std::size_t(std::count_if(levels.begin(), levels.end(), [](const ImportedLevel& l) { return !l.verified; }));
}

std::string writePackArchive(const PackArchive& archive) {
    std::string out(kMagic);
    out += "\n";
    if (!archive.folder.empty()) out += "folder " + archive.folder + "\n";
    for (const PackEntry& e : archive.entries) out += "file " + e.name + " " + std::to_string(e.text.size()) + "\n" + e.text + "\n";
    return out + "end\n";
}

PackReadResult readPackArchive(std::string_view text, const std::string& displayName) {
    return Reader(text, displayName).read();
}

PackExportResult exportPack(const std::string& dir) {
    PackExportResult r;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        r.errors.push_back(dir + ": not a folder");
        return r;
    }
    std::vector<fs::path> files;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) files.push_back(it->path());
    if (ec) r.errors.push_back(dir + ": cannot list the folder: " + ec.message());
    std::sort(files.begin(), files.end());
    std::vector<PackEntry> levels, replays, manifest;
    for (const fs::path& path : files) {
        const std::string name = path.filename().string();
        const fs::file_status st = fs::symlink_status(path, ec);
        const bool wanted = name == "pack.json" || engine::isLevelFileName(name) || isReplayName(name);
        if (fs::is_directory(st)) {
            r.notes.push_back(name + "/: a folder, left out (export each pack folder on its own)");
            continue;
        }
        if (!wanted) continue;
        if (fs::is_symlink(st) || !fs::is_regular_file(st)) {
            r.notes.push_back(name + ": not a plain file (a link?), left out");
            continue;
        }
        if (std::string p = entryNameProblem(name); !p.empty()) {
            r.errors.push_back(path.string() + ": the name " + p + "; rename the file to share it");
            continue;
        }
        ReadResult read = readWholeFile(path.string(), kMaxPackEntryBytes);
        if (read.status != ReadResult::Status::Ok) {
            r.errors.push_back(read.error.empty() ? path.string() + ": cannot read it" : read.error);
            continue;
        }
        (name == "pack.json" ? manifest : isReplayName(name) ? replays : levels).push_back({name, std::move(read.text)});
    }
    if (levels.empty() && r.errors.empty()) r.errors.push_back(dir + ": no level files to export");
    r.archive.folder = safeFolderName(fs::path(dir).lexically_normal().filename().string().empty()
                                          ? fs::path(dir).lexically_normal().parent_path().filename().string()
                                          : fs::path(dir).lexically_normal().filename().string());
    r.archive.entries = std::move(manifest);
    for (PackEntry& level : levels) {
        const std::string replayName = solutionReplayPathFor(level.name);
        r.archive.entries.push_back(std::move(level));
        ++r.levels;
        for (PackEntry& replay : replays)
            if (replay.name == replayName && !replay.text.empty()) {
                r.archive.entries.push_back(std::move(replay));
                replay.text.clear();
                replay.name.clear();
                ++r.replays;
            }
    }
    for (const PackEntry& replay : replays)
        if (!replay.name.empty()) r.notes.push_back(replay.name + ": a solution replay with no level beside it, left out");
    return r;
}

PackImportResult importPack(const PackArchive& archive, const std::string& displayName, const std::string& levelsDir) {
    PackImportResult r;
    r.notes = packJsonNotes(archive, displayName, &r.packName);
    for (const PackEntry& e : archive.entries)
        if (isLevelName(e.name)) r.levels.push_back(checkLevel(archive, e, displayName));
    std::string error;
    if (levelsDir.empty() || !makeDirectories(levelsDir, &error)) {
        r.errors.push_back(levelsDir.empty() ? "no levels folder ($XDG_DATA_HOME and $HOME are unset)" : error);
        return r;
    }
    // A folder of its own, made here: never one that exists, nor a link someone left under the folder's name.
    const std::string base = plainNameProblem(archive.folder).empty() ? archive.folder
                                                                      : safeFolderName(fs::path(displayName).stem().string());
    for (int n = 1; n <= kMaxFolderTries && r.folder.empty(); ++n) {
        const std::string folder = levelsDir + "/" + base + (n == 1 ? "" : "-" + std::to_string(n));
        if (::mkdir(folder.c_str(), 0755) == 0) r.folder = folder;
        else if (errno != EEXIST) {
            r.errors.push_back("cannot make " + folder + ": " + std::strerror(errno));
            return r;
        }
    }
    if (r.folder.empty()) {
        r.errors.push_back("no free folder name for " + base + " in " + levelsDir);
        return r;
    }
    if (r.packName.empty()) r.packName = fs::path(r.folder).filename().string();
    for (const PackEntry& e : archive.entries) {
        if (!isPackEntryName(e.name)) { // readPackArchive refuses these: never a path outside the folder
            r.errors.push_back(displayName + ": entry '" + e.name + "' " + entryNameProblem(e.name));
            break;
        }
        WriteResult w = writeFileAtomic(r.folder + "/" + e.name, e.text);
        if (!w.ok) {
            r.errors.push_back(w.error);
            break;
        }
    }
    if (!r.errors.empty()) { // all or nothing: the folder was made by this import
        std::error_code ignored;
        fs::remove_all(r.folder, ignored);
        r.folder.clear();
        return r;
    }
    r.ok = true;
    return r;
}

PackImportResult importPackFile(const std::string& path, const std::string& levelsDir) {
    PackImportResult r;
    ReadResult read = readWholeFile(path, kMaxPackArchiveBytes);
    if (read.status == ReadResult::Status::Missing) r.errors.push_back(path + ": no such file");
    else if (read.status != ReadResult::Status::Ok) r.errors.push_back(read.error);
    if (!r.errors.empty()) return r;
    PackReadResult archive = readPackArchive(read.text, path);
    if (!archive.errors.empty()) {
        r.errors = std::move(archive.errors);
        return r;
    }
    return importPack(archive.archive, path, levelsDir);
}

std::string importCounts(const PackImportResult& r) {
    const std::size_t broken = std::size_t(std::count_if(r.levels.begin(), r.levels.end(), [](const ImportedLevel& l) { return l.broken; }));
    return std::to_string(r.levels.size()) + " levels, " + std::to_string(r.levels.size() - r.marked()) + " verified, " +
           std::to_string(r.marked() - broken) + " unverified, " + std::to_string(broken) + " broken";
}

std::vector<std::string> describeImport(const PackImportResult& r, const std::string& archivePath) {
    std::vector<std::string> lines;
    if (!r.ok) {
        lines.push_back("cannot import " + archivePath + " (nothing was written):");
        for (const std::string& e : r.errors) lines.push_back("  " + e);
        return lines;
    }
    lines.push_back("imported " + archivePath + " as the pack \"" + r.packName + "\" in " + r.folder + ": " +
                    importCounts(r));
    for (const ImportedLevel& l : r.levels)
        if (!l.verified) lines.push_back("  " + l.file + ": " + (l.broken ? "broken: " : "unverified: ") + l.why);
    for (const std::string& n : r.notes) lines.push_back("  pack.json: " + n);
    return lines;
}

int runExportPackCommand(const std::string& dir, const std::string& out, std::ostream& os, std::ostream& err) {
    PackExportResult r = exportPack(dir);
    for (const std::string& n : r.notes) err << "raycrypt --export-pack: " << n << '\n';
    if (!r.errors.empty()) {
        for (const std::string& e : r.errors) err << "raycrypt --export-pack: " << e << '\n';
        return 1;
    }
    WriteResult w = writeFileAtomic(out, writePackArchive(r.archive));
    if (!w.ok) {
        err << "raycrypt --export-pack: " << w.error << '\n';
        return 1;
    }
    const bool manifest = !r.archive.entries.empty() && r.archive.entries.front().name == "pack.json";
    os << "exported " << dir << " to " << out << ": " << r.levels << " levels, " << r.replays << " solution replays"
       << (manifest ? ", pack.json" : "") << '\n';
    return 0;
}

int runImportPackCommand(const std::string& file, const std::string& levelsDir, std::ostream& os, std::ostream& err) {
    const PackImportResult r = importPackFile(file, levelsDir);
    for (const std::string& line : describeImport(r, file)) (r.ok ? os : err) << line << '\n';
    if (!r.ok) return 1;
    return r.marked() > 0 ? 2 : 0;
}

} // namespace game
