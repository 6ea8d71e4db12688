#include "game/app/view/text_check.h"

#include <algorithm>
#include <cctype>

namespace game {

namespace {

/// The words of text, lower case, letters only ("lich's" → "lich").
std::vector<std::string> wordsOf(const std::string& text) {
    std::vector<std::string> out;
    std::string w;
    auto flush = [&] {
        if (w.size() > 2 && w.compare(w.size() - 2, 2, "'s") == 0) w.resize(w.size() - 2);
        while (!w.empty() && w.back() == '\'') w.pop_back();
        if (!w.empty()) out.push_back(w);
        w.clear();
    };
    for (char c : text) {
        const unsigned char u = static_cast<unsigned char>(c);
        if (std::isalpha(u) || (c == '\'' && !w.empty())) w += static_cast<char>(std::tolower(u));
        else flush();
    }
    flush();
    return out;
}

bool contains(const std::vector<std::string>& list, const std::string& w) {
    return std::find(list.begin(), list.end(), w) != list.end();
}

/// The thing called `word`, or nullptr.
const ThingWords* thingNamed(const std::vector<ThingWords>& things, const std::string& word) {
    for (const ThingWords& t : things)
        if (contains(t.names, word)) return &t;
    return nullptr;
}

/// True when the level shows thing t.
bool levelShows(const engine::Level& level, const ThingWords& t) {
    if (t.exit && !level.exitCells.empty()) return true;
    for (const engine::EntitySpec& e : level.entities)
        if (contains(t.entities, e.type)) return true;
    for (int y = 0; y < level.grid.height(); ++y)
        for (int x = 0; x < level.grid.width(); ++x)
            if (std::find(t.tiles.begin(), t.tiles.end(), level.grid.at(x, y)) != t.tiles.end()) return true;
    return false;
}

/// The problems of one text.
void checkText(const engine::Level& level, const std::vector<ThingWords>& things, const std::string& where,
               const std::string& text, std::vector<std::string>& out) {
    const std::vector<std::string> words = wordsOf(text);
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (const ThingWords* t = thingNamed(things, words[i]); t != nullptr && !levelShows(level, *t))
            out.push_back(where + ": '" + words[i] + "': the level has none");
        if (!contains(colourWords(), words[i])) continue;
        const ThingWords* named = nullptr;
        std::size_t at = i + 1;
        for (; at < words.size() && at <= i + kColourReach && named == nullptr; ++at)
            named = thingNamed(things, words[at]);
        if (named == nullptr) {
            out.push_back(where + ": '" + words[i] + "' colours nothing the mode names");
            continue;
        }
        if (contains(named->colours, words[i])) continue;
        std::string shown;
        for (const std::string& c : named->colours) shown += (shown.empty() ? "" : " or ") + c;
        out.push_back(where + ": '" + words[i] + " " + words[at - 1] + "': " + named->names.front() + " is " +
                      (shown.empty() ? "no colour a text names" : shown));
    }
}

} // namespace

const std::vector<std::string>& colourWords() {
    static const std::vector<std::string> words = {"red",    "orange", "yellow", "gold",  "golden", "green",
                                                   "cyan",   "blue",   "indigo", "purple", "violet", "pink",
                                                   "white",  "black",  "grey",   "gray",   "silver", "brown"};
    return words;
}

std::vector<std::string> textProblems(const engine::Level& level, const std::vector<ThingWords>& things) {
    std::vector<std::string> out;
    checkText(level, things, "hint", level.meta.hint, out);
    for (const engine::EntitySpec& e : level.entities) {
        if (e.type != "sign" || !e.has("text")) continue;
        const std::string where = "sign at " + std::to_string(static_cast<int>(e.cell.x)) + "," +
                                  std::to_string(static_cast<int>(e.cell.y));
        checkText(level, things, where, e.text("text"), out);
    }
    return out;
}

} // namespace game
