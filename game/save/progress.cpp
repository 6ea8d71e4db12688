#include "game/save/progress.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>

#include <nlohmann/json.hpp>

namespace game {

namespace {

using nlohmann::json;

/// nlohmann's message without its "[json.exception.parse_error.101] " prefix.
std::string shortMessage(const std::exception& e) {
    std::string m = e.what();
    std::size_t close = m.find("] ");
    return m.rfind("[json.exception", 0) == 0 && close != std::string::npos ? m.substr(close + 2) : m;
}

/// Reads obj[key] into out when present: a whole number 0..kMaxProgressCount. Otherwise out keeps its default and
/// the field's problem is added to *problems.
void countField(const json& obj, const char* key, int& out, std::vector<std::string>& problems) {
    auto it = obj.find(key);
    if (it == obj.end()) return;
    if (!it->is_number_unsigned() || it->get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxProgressCount)) {
        problems.push_back(std::string("\"") + key + "\" must be a whole number from 0 to " +
                           std::to_string(kMaxProgressCount) + ", got " + it->dump() + "; " + std::to_string(out) +
                           " used");
        return;
    }
    out = static_cast<int>(it->get<std::uint64_t>());
}

/// One record from JSON, field by field: a field of the wrong type or out of range keeps its default, and its
/// problem (the field, what it must be, what it held) is added to `problems`. False when j is not an object.
bool recordFromJson(const json& j, LevelRecord& r, std::vector<std::string>& problems) {
    if (!j.is_object()) return false;
    auto wrong = [&](const char* key, const json& value, const std::string& must, const std::string& used) {
        problems.push_back(std::string("\"") + key + "\" must be " + must + ", got " + value.dump() + "; " + used +
                           " used");
    };
    if (auto it = j.find("completed"); it != j.end()) {
        if (it->is_boolean()) r.completed = it->get<bool>();
        else wrong("completed", *it, "true or false", "false");
    }
    if (auto it = j.find("best"); it != j.end()) {
        if (it->is_number() && std::isfinite(it->get<double>()) && it->get<double>() >= 0.0)
            r.bestSeconds = it->get<double>();
        else
            wrong("best", *it, "a number of seconds, 0 or more", "0");
    }
    if (auto it = j.find("medal"); it != j.end()) {
        const bool named = it->is_string() && (it->get<std::string>() == "none" ||
                                               medalFromName(it->get<std::string>()) != Medal::None);
        if (named) r.medal = medalFromName(it->get<std::string>());
        else wrong("medal", *it, "\"none\", \"bronze\", \"silver\" or \"gold\"", "\"none\"");
    }
    for (const char* key : {"assistedCleared", "skipped"})
        if (auto it = j.find(key); it != j.end()) {
            if (it->is_boolean()) (std::string_view(key) == "skipped" ? r.skipped : r.assistedCleared) = it->get<bool>();
            else wrong(key, *it, "true or false", "false");
        }
    if (auto it = j.find("collectible"); it != j.end()) {
        if (it->is_boolean()) r.collectible = it->get<bool>();
        else wrong("collectible", *it, "true or false", "false");
    }
    if (auto it = j.find("assistedBest"); it != j.end()) {
        if (it->is_number() && std::isfinite(it->get<double>()) && it->get<double>() >= 0.0)
            r.assistedBest = it->get<double>();
        else
            wrong("assistedBest", *it, "a number of seconds, 0 or more", "0");
    }
    r.completions = r.completed || r.assistedCleared ? 1 : 0;
    countField(j, "bestDeaths", r.bestDeaths, problems);
    countField(j, "deaths", r.deaths, problems);
    countField(j, "completions", r.completions, problems);
    return true;
}

/// True when text is well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
bool isUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        if (n == 0 || i + n > text.size()) return false;
        std::uint32_t cp = n == 1 ? c : c & (0x7F >> n);
        for (std::size_t k = 1; k < n; ++k) {
            const auto d = static_cast<unsigned char>(text[i + k]);
            if ((d & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (d & 0x3F);
        }
        constexpr std::uint32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < kLeast[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        i += n;
    }
    return true;
}

/// a + b, stopping at kMaxProgressCount (both >= 0).
int addCount(int a, int b) { return b > kMaxProgressCount - a ? kMaxProgressCount : a + b; }

} // namespace

std::string_view medalName(Medal medal) {
    switch (medal) {
    case Medal::Bronze:
        return "bronze";
    case Medal::Silver:
        return "silver";
    case Medal::Gold:
        return "gold";
    default:
        return "none";
    }
}

Medal medalFromName(std::string_view name) {
    if (name == "bronze") return Medal::Bronze;
    if (name == "silver") return Medal::Silver;
    if (name == "gold") return Medal::Gold;
    return Medal::None;
}

Medal medalFor(double seconds, double parSeconds) {
    if (!(parSeconds > 0.0)) return Medal::Bronze;
    if (seconds <= parSeconds) return Medal::Gold;
    if (seconds <= parSeconds * kSilverParFactor) return Medal::Silver;
    return Medal::Bronze;
}

bool operator==(const LevelRecord& a, const LevelRecord& b) {
    return a.completed == b.completed && a.bestSeconds == b.bestSeconds && a.bestDeaths == b.bestDeaths &&
           a.deaths == b.deaths && a.completions == b.completions && a.medal == b.medal &&
           a.assistedCleared == b.assistedCleared && a.assistedBest == b.assistedBest && a.skipped == b.skipped &&
           a.collectible == b.collectible;
}

const LevelRecord* Progress::find(std::string_view key) const {
    auto it = levels.find(std::string(key));
    return it == levels.end() ? nullptr : &it->second;
}

bool canRecord(const Progress& progress, const std::string& key) {
    if (key.size() > kMaxProgressKeyBytes || !isUtf8(key)) return false;
    return progress.levels.size() < kMaxProgressLevels || progress.levels.count(key) > 0;
}

CompletionResult recordCompletion(Progress& progress, const std::string& key, double seconds, int deaths,
                                  double parSeconds) {
    CompletionResult result;
    if (!std::isfinite(seconds) || seconds < 0.0 || !canRecord(progress, key)) return result;
    LevelRecord& r = progress.levels[key];
    result.firstClear = !r.completed;
    result.previousBest = r.completed ? r.bestSeconds : 0.0;
    result.newBest = !r.completed || seconds < r.bestSeconds;
    result.medal = medalFor(seconds, parSeconds);
    result.newMedal = result.medal > r.medal;
    if (result.newBest) {
        r.bestSeconds = seconds;
        r.bestDeaths = std::clamp(deaths, 0, kMaxProgressCount);
    }
    r.medal = std::max(r.medal, result.medal);
    r.completed = true;
    r.completions = addCount(r.completions, 1);
    return result;
}

CompletionResult recordAssistedCompletion(Progress& progress, const std::string& key, double seconds) {
    CompletionResult result;
    if (!std::isfinite(seconds) || seconds < 0.0 || !canRecord(progress, key)) return result;
    LevelRecord& r = progress.levels[key];
    result.firstClear = !r.completed && !r.assistedCleared;
    result.previousBest = r.assistedCleared ? r.assistedBest : 0.0;
    result.newBest = !r.assistedCleared || seconds < r.assistedBest;
    if (result.newBest) r.assistedBest = seconds;
    r.assistedCleared = true;
    r.completions = addCount(r.completions, 1);
    return result;
}

bool recordCollectible(Progress& progress, const std::string& key) {
    if (!canRecord(progress, key)) return false;
    LevelRecord& r = progress.levels[key];
    const bool fresh = !r.collectible;
    r.collectible = true;
    return fresh;
}

int collectiblesTaken(const Progress& progress, const std::vector<std::string>& keys) {
    int n = 0;
    for (const std::string& key : keys)
        if (const LevelRecord* r = progress.find(key)) n += r->collectible ? 1 : 0;
    return n;
}

bool skipLevel(Progress& progress, const std::string& key) {
    if (!canRecord(progress, key)) return false;
    progress.levels[key].skipped = true;
    return true;
}

void addDeaths(Progress& progress, const std::string& key, int n) {
    if (n <= 0 || !canRecord(progress, key)) return;
    LevelRecord& r = progress.levels[key];
    r.deaths = addCount(r.deaths, n);
}

bool isUnlocked(const Progress& progress, const std::vector<std::string>& orderedKeys, std::size_t index) {
    if (index >= orderedKeys.size()) return false;
    if (index == 0) return true;
    const LevelRecord* previous = progress.find(orderedKeys[index - 1]);
    return previous != nullptr && previous->cleared();
}

std::string progressToJson(const Progress& progress) {
    json levels = json::object();
    for (const auto& [key, r] : progress.levels)
        levels[key] = {{"completed", r.completed},     {"best", r.bestSeconds},
                       {"bestDeaths", r.bestDeaths},   {"deaths", r.deaths},
                       {"completions", r.completions}, {"medal", medalName(r.medal)},
                       {"collectible", r.collectible}};
    for (const auto& [key, r] : progress.levels) { // written only when set: an unassisted player's file is unchanged
        if (r.assistedCleared) levels[key]["assistedCleared"] = true;
        if (r.assistedCleared) levels[key]["assistedBest"] = r.assistedBest;
        if (r.skipped) levels[key]["skipped"] = true;
    }
    json j = {{"format", kProgressFormat}, {"levels", levels}};
    return j.dump(2) + "\n";
}

bool progressFromJson(std::string_view text, Progress& out, std::string* error, std::vector<std::string>* notices,
                      int* format) {
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const std::exception& e) {
        if (error) *error = shortMessage(e);
        return false;
    }
    std::string problem;
    if (!j.is_object())
        problem = "expected a JSON object";
    else if (!j.contains("format") || !j["format"].is_number_integer() ||
             j["format"].get<long long>() < kOldestProgressFormat || j["format"].get<long long>() > kProgressFormat)
        problem = "missing or unsupported \"format\" (expected 1 or 2)";
    else if (!j.contains("levels") || !j["levels"].is_object())
        problem = "\"levels\" must be an object";
    else if (j["levels"].size() > kMaxProgressLevels)
        problem = "more than " + std::to_string(kMaxProgressLevels) + " level records";
    if (!problem.empty()) {
        if (error) *error = problem;
        return false;
    }
    Progress p;
    std::vector<std::string> told;
    for (auto it = j["levels"].begin(); it != j["levels"].end(); ++it) {
        const std::string level = "level \"" + escapeBytes(it.key().substr(0, 64)) + "\": ";
        if (it.key().size() > kMaxProgressKeyBytes) {
            told.push_back(level + "the key is longer than " + std::to_string(kMaxProgressKeyBytes) +
                           " bytes; the record is left out");
            continue;
        }
        std::vector<std::string> problems;
        LevelRecord r;
        if (!recordFromJson(*it, r, problems)) {
            told.push_back(level + "the record must be an object, got " + it->dump().substr(0, 64) +
                           "; the record is left out");
            continue;
        }
        p.levels[it.key()] = r;
        for (const std::string& problem : problems) told.push_back(level + problem);
    }
    if (notices) notices->insert(notices->end(), told.begin(), told.end());
    if (format) *format = static_cast<int>(j["format"].get<long long>());
    out = std::move(p);
    return true;
}

bool holdsRealProgress(std::string_view text) {
    // "completed" (or "assistedCleared"), then blanks, a colon and blanks, then true: a finished level, even in a
    // damaged file.
    for (const std::string_view field : {std::string_view("\"completed\""), std::string_view("\"assistedCleared\"")})
        for (std::size_t at = text.find(field); at != std::string_view::npos; at = text.find(field, at + 1)) {
            std::size_t i = at + field.size();
            auto blanks = [&] {
                while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
                    ++i;
            };
            blanks();
            if (i >= text.size() || text[i] != ':') continue;
            ++i;
            blanks();
            if (text.substr(i, 4) == "true") return true;
        }
    return false;
}

std::string progressBackupPath(const std::string& path, int format) { return path + ".v" + std::to_string(format); }

ProgressLoad loadProgress(const std::string& path) {
    ProgressLoad r;
    std::vector<std::string> notices;
    int format = kProgressFormat;
    std::string oldText;
    r.report = loadSaveDocument(path, "Progress", [&](std::string_view text, std::string* error) {
        notices.clear();
        const bool ok = progressFromJson(text, r.progress, error, &notices, &format);
        if (ok && format != kProgressFormat) oldText = std::string(text);
        return ok;
    }, holdsRealProgress);
    if (r.report.status == LoadStatus::Loaded && format != kProgressFormat) {
        // Migrated: keep the old file's text beside it before any save writes the new format over it.
        const std::string backup = progressBackupPath(path, format);
        std::error_code ec;
        WriteResult kept{true, ""};
        if (!std::filesystem::exists(backup, ec)) kept = writeFileAtomic(backup, oldText);
        notices.insert(notices.begin(), "upgraded from format " + std::to_string(format) + " to " +
                                            std::to_string(kProgressFormat) + "; " +
                                            (kept.ok ? "the old file is kept as " + backup
                                                     : "the old file could not be copied (" + kept.error +
                                                           "), so it will not be saved over"));
        if (!kept.ok) r.report.writable = false; // never lose the only copy of the old file
    }
    if (r.report.status == LoadStatus::Loaded && !notices.empty()) {
        r.report.notice = "Progress file " + path + ": ";
        for (std::size_t i = 0; i < notices.size() && i < kMaxProgressNotices; ++i)
            r.report.notice += (i ? " | " : "") + escapeBytes(notices[i]);
        if (notices.size() > kMaxProgressNotices)
            r.report.notice += " | and " + std::to_string(notices.size() - kMaxProgressNotices) + " more";
    }
    return r;
}

WriteResult saveProgress(const Progress& progress, const std::string& path, WriteFault fault) {
    if (path.empty()) return {false, "progress not saved: no home directory"};
    return writeFileAtomic(path, progressToJson(progress), fault);
}

} // namespace game
