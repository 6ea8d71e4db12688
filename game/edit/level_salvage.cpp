#include "game/edit/level_salvage.h"

#include <algorithm>
#include <utility>

#include "engine/level/json_source.h"
#include "engine/level/level_format.h"

namespace game {
namespace {

/// Which list the lines being read belong to.
enum class Section { Header, Tiles, Entities };

/// `s` without leading and trailing blanks.
std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string::npos) return "";
    return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

/// `s` without one trailing comma.
std::string dropComma(std::string s) {
    if (!s.empty() && s.back() == ',') s.pop_back();
    return trim(s);
}

/// The text parsed as JSON on its own, or nothing.
std::optional<engine::JsonValue> parsePiece(const std::string& piece) {
    engine::JsonParseResult r = engine::parseJson(piece, "line");
    return std::move(r.root);
}

/// True when `s` opens a list member: "key": [ with nothing after the bracket.
bool opensList(const std::string& s, const char* key) {
    const std::string head = std::string("\"") + key + "\"";
    if (s.rfind(head, 0) != 0 || s.back() != '[') return false;
    const std::string between = trim(s.substr(head.size(), s.size() - head.size() - 1));
    return between == ":";
}

/// A note about one line of the file.
engine::Diagnostic note(const std::string& file, int line, const std::string& path, const std::string& message) {
    engine::Diagnostic d;
    d.severity = engine::Diagnostic::Warning;
    d.file = file;
    d.line = line;
    d.column = 1;
    d.path = path;
    d.message = message;
    return d;
}

/// Reads the file line by line into a document.
struct Salvager {
    const std::string& file;
    LevelDoc doc;
    std::vector<engine::Diagnostic> notes;
    Section section = Section::Header;

    void line(const std::string& raw, int number) {
        const std::string body = dropComma(trim(raw));
        if (body.empty() || body == "{" || body == "}") return;
        if (section == Section::Header) return header(body, number);
        if (body.front() == ']') return void(section = Section::Header);
        if (listItem(body)) return;
        // The list's last item with its closing bracket on the same line.
        if (body.back() == ']' && listItem(dropComma(body.substr(0, body.size() - 1)))) return void(section = Section::Header);
        brokenItem(body, number);
    }

    /// Add the line as a tile row or an entity when it parses as one. False when it does not.
    bool listItem(const std::string& body) {
        std::optional<engine::JsonValue> v = parsePiece(body);
        if (!v) return false;
        if (section == Section::Tiles && v->isString()) doc.tiles.push_back(v->text);
        else if (section == Section::Entities && v->isObject()) addEntity(*v);
        else return false;
        return true;
    }

    /// A tile row keeps its characters (quotes dropped); an entity is left out.
    void brokenItem(const std::string& body, int number) {
        if (section == Section::Entities) {
            notes.push_back(note(file, number, "entities", "this line is not an entity object: it is left out"));
            return;
        }
        std::string chars = body;
        chars.erase(std::remove(chars.begin(), chars.end(), '"'), chars.end());
        notes.push_back(note(file, number, "tiles[" + std::to_string(doc.tiles.size()) + "]",
                             "this tile row is not a JSON string: its characters are kept"));
        doc.tiles.push_back(chars);
    }

    void addEntity(const engine::JsonValue& v) {
        DocEntity e;
        for (const engine::JsonMember& m : v.members) e.members.emplace_back(m.key, engine::inlineJson(m.value));
        doc.entities.push_back(std::move(e));
    }

    void header(const std::string& body, int number) {
        if (opensList(body, "tiles")) return void(section = Section::Tiles);
        if (opensList(body, "entities")) return void(section = Section::Entities);
        std::string member = body;
        if (member.front() == '{') member.erase(0, 1); // the first member on the opening brace's line
        if (!member.empty() && member.back() == '}') member.pop_back(); // the last on the closing one
        std::optional<engine::JsonValue> v = parsePiece("{" + member + "}");
        if (!v || v->members.size() != 1) {
            notes.push_back(note(file, number, "", "this line is not a \"key\": value member: it is left out"));
            return;
        }
        const engine::JsonMember& m = v->members.front();
        if (m.key == "tiles" && m.value.isArray()) {
            for (const engine::JsonValue& row : m.value.items) doc.tiles.push_back(row.isString() ? row.text : "");
        } else if (m.key == "entities" && m.value.isArray()) {
            for (const engine::JsonValue& item : m.value.items)
                if (item.isObject()) addEntity(item);
        } else if (std::none_of(doc.header.begin(), doc.header.end(), [&](const DocMember& h) { return h.first == m.key; })) {
            doc.header.emplace_back(m.key, engine::inlineJson(m.value));
        } else {
            notes.push_back(note(file, number, m.key, "\"" + m.key + "\" is given again: the first is kept"));
        }
    }
};

} // namespace

DocLoad salvageLevelDoc(const std::string& text, const std::string& file, const engine::EntitySchema& schema) {
    DocLoad r = parseLevelDoc(text, file, schema);
    if (r.doc) return r;
    Salvager s{file, {}, {}, Section::Header};
    std::size_t start = 0;
    for (int number = 1; start <= text.size(); ++number) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        s.line(text.substr(start, end - start), number);
        start = end + 1;
    }
    for (engine::Diagnostic& d : s.notes) r.errors.push_back(std::move(d));
    const bool hasMap = std::any_of(s.doc.tiles.begin(), s.doc.tiles.end(), [](const std::string& row) { return !row.empty(); });
    if (hasMap) r.doc = std::move(s.doc);
    return r;
}

} // namespace game
