#include "game/play/chapters.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "engine/level/json_source.h"
#include "engine/level/level_loader.h"

namespace game {

namespace {

using engine::Diagnostic;
using engine::JsonValue;

/// Collects the messages of one chapters file.
struct Reader {
    const std::string& file;
    std::vector<Diagnostic>& out;

    void error(const engine::SourcePos& at, const std::string& path, const std::string& message) {
        out.push_back({Diagnostic::Error, file, at.line, at.column, path, message});
    }
    void warning(const engine::SourcePos& at, const std::string& path, const std::string& message) {
        out.push_back({Diagnostic::Warning, file, at.line, at.column, path, message});
    }
    /// Warns about every member of `object` not named in `known`.
    void unknownKeys(const JsonValue& object, const std::string& prefix, const std::vector<std::string_view>& known) {
        for (const engine::JsonMember& m : object.members) {
            if (std::find(known.begin(), known.end(), m.key) != known.end()) continue;
            std::string names;
            for (std::string_view k : known) names += (names.empty() ? "" : ", ") + std::string(k);
            warning(m.keyPos, prefix + m.key, "unknown key " + engine::quoteJson(m.key) + " (known: " + names + ")");
        }
    }
    /// The string member `key` of `object` into `to`; an error when it is not a string, or missing and required.
    void text(const JsonValue& object, const std::string& prefix, std::string_view key, bool required,
              std::string& to) {
        const engine::JsonMember* m = object.findMember(key);
        if (m == nullptr) {
            if (required) error(object.pos, prefix.substr(0, prefix.size() - 1), "missing " + engine::quoteJson(key));
            return;
        }
        if (!m->value.isString()) {
            error(m->value.pos, prefix + std::string(key), "expected a string, got " + engine::describeJson(m->value));
            return;
        }
        if (required && m->value.text.empty()) error(m->value.pos, prefix + std::string(key), "must not be empty");
        to = m->value.text;
    }
};

/// One chapter holding every level by file name, named after the folder.
Chapter wholeFolder(const std::string& name, const std::vector<std::string>& levels) {
    Chapter c;
    c.name = name;
    c.levels = levels;
    return c;
}

/// "L:C" of a position.
std::string where(const engine::SourcePos& p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

} // namespace

std::vector<std::string> ChapterList::order() const {
    std::vector<std::string> out;
    for (const Chapter& c : chapters)
        out.insert(out.end(), c.levels.begin(), c.levels.end());
    return out;
}

ChapterList parseChapters(std::string_view text, const std::string& file, const std::vector<std::string>& folderLevels) {
    ChapterList list;
    list.fromFile = true;
    Reader r{file, list.diagnostics};
    engine::JsonParseResult parsed = engine::parseJson(text, file);
    list.diagnostics = parsed.diagnostics;
    if (!parsed.root) {
        list.chapters.push_back(wholeFolder("Levels", folderLevels));
        return list;
    }
    const JsonValue& root = *parsed.root;
    std::map<std::string, engine::SourcePos> listed; // level -> where it was first listed
    std::map<std::string, std::string> listedPath;
    const JsonValue* chapters = nullptr;
    if (!root.isObject()) {
        r.error(root.pos, "", "expected an object with \"format\" and \"chapters\", got " + engine::describeJson(root));
    } else {
        r.unknownKeys(root, "", {"format", "chapters"});
        const JsonValue* format = root.find("format");
        if (format == nullptr)
            r.error(root.pos, "", "missing \"format\" (write \"format\": " + std::to_string(kChaptersFormat) + ")");
        else if (!format->isNumber() || !format->integer || format->number != kChaptersFormat)
            r.error(format->pos, "format", "expected " + std::to_string(kChaptersFormat) + ", got " +
                                               engine::describeJson(*format));
        chapters = root.find("chapters");
        if (chapters == nullptr) r.error(root.pos, "", "missing \"chapters\" (an array of chapters)");
        else if (!chapters->isArray()) {
            r.error(chapters->pos, "chapters", "expected an array of chapters, got " + engine::describeJson(*chapters));
            chapters = nullptr;
        } else if (chapters->items.empty()) {
            r.error(chapters->pos, "chapters", "no chapters: name at least one");
        }
    }
    for (std::size_t i = 0; chapters != nullptr && i < chapters->items.size(); ++i) {
        const JsonValue& c = chapters->items[i];
        const std::string prefix = "chapters[" + std::to_string(i) + "]";
        if (!c.isObject()) {
            r.error(c.pos, prefix, "expected a chapter object, got " + engine::describeJson(c));
            continue;
        }
        r.unknownKeys(c, prefix + ".", {"name", "idea", "twist", "exam", "levels"});
        Chapter chapter;
        r.text(c, prefix + ".", "name", true, chapter.name);
        r.text(c, prefix + ".", "idea", false, chapter.idea);
        r.text(c, prefix + ".", "twist", false, chapter.twist);
        r.text(c, prefix + ".", "exam", false, chapter.exam);
        const JsonValue* levels = c.find("levels");
        if (levels == nullptr) r.error(c.pos, prefix, "missing \"levels\" (the chapter's level files)");
        else if (!levels->isArray())
            r.error(levels->pos, prefix + ".levels", "expected an array of level file names, got " +
                                                         engine::describeJson(*levels));
        else if (levels->items.empty()) r.error(levels->pos, prefix + ".levels", "no levels: name at least one");
        for (std::size_t k = 0; levels != nullptr && levels->isArray() && k < levels->items.size(); ++k) {
            const JsonValue& l = levels->items[k];
            const std::string path = prefix + ".levels[" + std::to_string(k) + "]";
            if (!l.isString()) {
                r.error(l.pos, path, "expected a level file name, got " + engine::describeJson(l));
                continue;
            }
            if (std::find(folderLevels.begin(), folderLevels.end(), l.text) == folderLevels.end()) {
                r.error(l.pos, path, "no level file " + engine::quoteJson(l.text) + " in the folder");
                continue;
            }
            auto first = listed.find(l.text);
            if (first != listed.end()) {
                r.error(l.pos, path, engine::quoteJson(l.text) + " is listed twice (first at " + where(first->second) +
                                         ", " + listedPath[l.text] + ")");
                continue;
            }
            listed.emplace(l.text, l.pos);
            listedPath.emplace(l.text, path);
            chapter.levels.push_back(l.text);
        }
        if (!chapter.levels.empty()) list.chapters.push_back(std::move(chapter));
    }
    Chapter rest;
    rest.name = "More levels";
    for (const std::string& level : folderLevels) {
        if (listed.count(level)) continue;
        rest.levels.push_back(level);
        if (chapters != nullptr)
            r.error(chapters->pos, "chapters", "level file " + engine::quoteJson(level) +
                                                   " is in no chapter (add it to a chapter's \"levels\")");
    }
    if (!rest.levels.empty()) list.chapters.push_back(std::move(rest));
    std::stable_sort(list.diagnostics.begin(), list.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    return list;
}

std::vector<std::string> folderLevelFiles(const std::string& dir) {
    std::vector<std::string> out;
    for (const std::string& path : engine::listLevelFiles(dir))
        out.push_back(std::filesystem::path(path).lexically_relative(dir).generic_string());
    std::sort(out.begin(), out.end());
    return out;
}

ChapterList loadChapters(const std::string& dir) {
    namespace fs = std::filesystem;
    const std::vector<std::string> levels = folderLevelFiles(dir);
    const fs::path path = fs::path(dir) / std::string(kChaptersFileName);
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        ChapterList list;
        if (!levels.empty()) list.chapters.push_back(wholeFolder(fs::path(dir).filename().string(), levels));
        return list;
    }
    const std::string shown = path.string();
    const auto failed = [&](const std::string& why) {
        ChapterList list;
        list.fromFile = true;
        list.diagnostics.push_back({Diagnostic::Error, shown, 0, 0, "", why});
        if (!levels.empty()) list.chapters.push_back(wholeFolder(fs::path(dir).filename().string(), levels));
        return list;
    };
    const auto size = fs::file_size(path, ec);
    if (ec) return failed("cannot read the file");
    if (size > engine::kMaxLevelFileBytes)
        return failed("the file is too large (over " + std::to_string(engine::kMaxLevelFileBytes) + " bytes)");
    std::ifstream in(path, std::ios::binary);
    if (!in) return failed("cannot read the file");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return failed("cannot read the file");
    return parseChapters(text.str(), shown, levels);
}

} // namespace game
