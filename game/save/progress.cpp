#include "game/save/progress.h"

#include <algorithm>
#include <cmath>

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

/// obj[key] as a non-negative int, else fallback.
int countField(const json& obj, const char* key, int fallback) {
    auto it = obj.find(key);
    if (it == obj.end() || !it->is_number_integer()) return fallback;
    long long v = it->get<long long>();
    return static_cast<int>(std::clamp<long long>(v, 0, 1'000'000'000));
}

/// One record from JSON (wrong-typed fields keep their defaults).
LevelRecord recordFromJson(const json& j) {
    LevelRecord r;
    if (auto it = j.find("completed"); it != j.end() && it->is_boolean()) r.completed = it->get<bool>();
    if (auto it = j.find("best"); it != j.end() && it->is_number() && std::isfinite(it->get<double>()))
        r.bestSeconds = std::max(0.0, it->get<double>());
    if (auto it = j.find("medal"); it != j.end() && it->is_string())
        r.medal = medalFromName(it->get<std::string>());
    r.bestDeaths = countField(j, "bestDeaths", 0);
    r.deaths = countField(j, "deaths", 0);
    r.completions = countField(j, "completions", r.completed ? 1 : 0);
    return r;
}

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
           a.deaths == b.deaths && a.completions == b.completions && a.medal == b.medal;
}

const LevelRecord* Progress::find(std::string_view key) const {
    auto it = levels.find(std::string(key));
    return it == levels.end() ? nullptr : &it->second;
}

CompletionResult recordCompletion(Progress& progress, const std::string& key, double seconds, int deaths,
                                  double parSeconds) {
    CompletionResult result;
    if (!std::isfinite(seconds) || seconds < 0.0) return result;
    LevelRecord& r = progress.levels[key];
    result.firstClear = !r.completed;
    result.previousBest = r.completed ? r.bestSeconds : 0.0;
    result.newBest = !r.completed || seconds < r.bestSeconds;
    result.medal = medalFor(seconds, parSeconds);
    result.newMedal = result.medal > r.medal;
    if (result.newBest) {
        r.bestSeconds = seconds;
        r.bestDeaths = std::max(0, deaths);
    }
    r.medal = std::max(r.medal, result.medal);
    r.completed = true;
    r.completions += 1;
    return result;
}

void addDeaths(Progress& progress, const std::string& key, int n) {
    if (n > 0) progress.levels[key].deaths += n;
}

bool isUnlocked(const Progress& progress, const std::vector<std::string>& orderedKeys, std::size_t index) {
    if (index >= orderedKeys.size()) return false;
    if (index == 0) return true;
    const LevelRecord* previous = progress.find(orderedKeys[index - 1]);
    return previous != nullptr && previous->completed;
}

std::string progressToJson(const Progress& progress) {
    json levels = json::object();
    for (const auto& [key, r] : progress.levels)
        levels[key] = {{"completed", r.completed},     {"best", r.bestSeconds},
                       {"bestDeaths", r.bestDeaths},   {"deaths", r.deaths},
                       {"completions", r.completions}, {"medal", medalName(r.medal)}};
    json j = {{"format", kProgressFormat}, {"levels", levels}};
    return j.dump(2) + "\n";
}

bool progressFromJson(std::string_view text, Progress& out, std::string* error) {
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const std::exception& e) {
        if (error) *error = shortMessage(e);
        return false;
    }
    const char* problem = nullptr;
    if (!j.is_object())
        problem = "expected a JSON object";
    else if (!j.contains("format") || !j["format"].is_number_integer() ||
             j["format"].get<long long>() != kProgressFormat)
        problem = "missing or unsupported \"format\" (expected 1)";
    else if (!j.contains("levels") || !j["levels"].is_object())
        problem = "\"levels\" must be an object";
    if (problem != nullptr) {
        if (error) *error = problem;
        return false;
    }
    Progress p;
    for (auto it = j["levels"].begin(); it != j["levels"].end(); ++it)
        if (it->is_object()) p.levels[it.key()] = recordFromJson(*it);
    out = std::move(p);
    return true;
}

ProgressLoad loadProgress(const std::string& path) {
    ProgressLoad r;
    r.report = loadSaveDocument(path, "Progress", [&](std::string_view text, std::string* error) {
        return progressFromJson(text, r.progress, error);
    });
    return r;
}

WriteResult saveProgress(const Progress& progress, const std::string& path, WriteFault fault) {
    if (path.empty()) return {false, "progress not saved: no home directory"};
    return writeFileAtomic(path, progressToJson(progress), fault);
}

} // namespace game
