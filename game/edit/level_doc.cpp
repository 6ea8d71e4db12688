#include "game/edit/level_doc.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/level/json_source.h"
#include "engine/level/level.h"
#include "engine/level/level_format.h"

namespace game {
namespace {

/// A number as JSON text.
std::string num(double v) { return engine::formatNumber(v); }

/// Row `y` widened with '.' to at least `width` cells.
void widen(std::string& row, int width) {
    if (static_cast<int>(row.size()) < width) row.append(static_cast<std::size_t>(width) - row.size(), '.');
}

/// A number member's value, or `fallback`.
double numberOf(const DocEntity& e, const std::string& key, double fallback) {
    const std::string* v = findMember(e, key);
    if (!v || v->empty()) return fallback;
    char* end = nullptr;
    double d = std::strtod(v->c_str(), &end);
    return end && *end == '\0' ? d : fallback;
}

/// The first value a required field of a new entity gets, as JSON text.
std::string firstValue(const engine::FieldSpec& f, DocCell cell) {
    using engine::FieldKind;
    const auto inRange = [&](double v) { return std::clamp(v, f.min, f.max); };
    switch (f.kind) {
    case FieldKind::Number:
    case FieldKind::Integer:
        if (f.defaultValue) return num(std::get<double>(*f.defaultValue));
        return num(f.allowed.empty() ? inRange(0.0) : f.allowed.front());
    case FieldKind::Bool: return "false";
    case FieldKind::String: return engine::quoteJson(f.defaultValue ? std::get<std::string>(*f.defaultValue) : "");
    case FieldKind::Enum: return engine::quoteJson(f.choices.empty() ? "" : f.choices.front());
    case FieldKind::Point: return "[" + num(cell.x) + ", " + num(cell.y) + "]";
    case FieldKind::Pair: return "[" + num(inRange(0.0)) + ", " + num(inRange(0.0)) + "]";
    case FieldKind::Path:
        return "[[" + num(cell.x) + ", " + num(cell.y) + "], [" + num(cell.x + 2) + ", " + num(cell.y) + "]]";
    }
    return "null";
}

/// True when some entity has the id written as JSON text `id`.
bool idTaken(const LevelDoc& doc, const std::string& id) {
    return std::any_of(doc.entities.begin(), doc.entities.end(), [&](const DocEntity& e) {
        const std::string* other = findMember(e, "id");
        return other && *other == id;
    });
}

/// `base` with the first free number after it ("door2", "door3", ...), as JSON text.
std::string freeId(const LevelDoc& doc, const std::string& base) {
    for (int n = 2;; ++n) {
        std::string candidate = engine::quoteJson(base + std::to_string(n));
        if (!idTaken(doc, candidate)) return candidate;
    }
}

} // namespace

DocLoad parseLevelDoc(const std::string& text, const std::string& file, const engine::EntitySchema& schema) {
    DocLoad r;
    // The formatter refuses what cannot be edited without losing something, with located messages.
    engine::FormatResult canonical = engine::formatLevelText(text, file, schema);
    if (!canonical.text) {
        r.errors = std::move(canonical.diagnostics);
        return r;
    }
    engine::JsonParseResult parsed = engine::parseJson(*canonical.text, file);
    const engine::JsonValue& root = *parsed.root;
    LevelDoc doc;
    for (const engine::JsonMember& m : root.members) {
        if (m.key == "tiles" && m.value.isArray()) {
            for (const engine::JsonValue& row : m.value.items)
                doc.tiles.push_back(row.isString() ? row.text : std::string());
        } else if (m.key == "entities" && m.value.isArray()) {
            for (const engine::JsonValue& e : m.value.items) {
                DocEntity entity;
                for (const engine::JsonMember& em : e.members) entity.members.emplace_back(em.key, engine::inlineJson(em.value));
                doc.entities.push_back(std::move(entity));
            }
        } else {
            doc.header.emplace_back(m.key, engine::inlineJson(m.value));
        }
    }
    r.doc = std::move(doc);
    return r;
}

LevelDoc newLevelDoc(const std::string& mode, int width, int height) {
    width = std::max(width, 4);
    height = std::max(height, 3);
    LevelDoc doc;
    doc.header = {{"format", "1"}, {"name", "\"New level\""}, {"mode", engine::quoteJson(mode)}};
    const std::string wall(static_cast<std::size_t>(width), '#');
    std::string inside = "#" + std::string(static_cast<std::size_t>(width - 2), '.') + "#";
    doc.tiles.push_back(wall);
    for (int y = 1; y < height - 1; ++y) doc.tiles.push_back(inside);
    doc.tiles.push_back(wall);
    doc.tiles[static_cast<std::size_t>(height - 2)][1] = '@';
    doc.tiles[static_cast<std::size_t>(height - 2)][static_cast<std::size_t>(width - 2)] = 'E';
    return doc;
}

std::string levelDocText(const LevelDoc& doc, const engine::EntitySchema& schema) {
    std::string text = "{";
    bool first = true;
    auto member = [&](const std::string& key, const std::string& json) {
        text += (first ? "" : ", ") + engine::quoteJson(key) + ": " + json;
        first = false;
    };
    for (const DocMember& m : doc.header) member(m.first, m.second);
    std::string rows = "[";
    for (std::size_t i = 0; i < doc.tiles.size(); ++i) rows += (i ? ", " : "") + engine::quoteJson(doc.tiles[i]);
    member("tiles", rows + "]");
    std::string list = "[";
    for (std::size_t i = 0; i < doc.entities.size(); ++i) {
        list += i ? ", {" : "{";
        const auto& ms = doc.entities[i].members;
        for (std::size_t k = 0; k < ms.size(); ++k) list += (k ? ", " : "") + engine::quoteJson(ms[k].first) + ": " + ms[k].second;
        list += "}";
    }
    member("entities", list + "]");
    text += "}";
    engine::FormatResult canonical = engine::formatLevelText(text, "<editor>", schema);
    return canonical.text ? *canonical.text : text + "\n";
}

int docWidth(const LevelDoc& doc) {
    std::size_t w = 0;
    for (const std::string& row : doc.tiles) w = std::max(w, row.size());
    return static_cast<int>(w);
}

int docHeight(const LevelDoc& doc) { return static_cast<int>(doc.tiles.size()); }

char tileAt(const LevelDoc& doc, DocCell c) {
    if (c.y < 0 || c.y >= docHeight(doc) || c.x < 0) return '\0';
    const std::string& row = doc.tiles[static_cast<std::size_t>(c.y)];
    return c.x < static_cast<int>(row.size()) ? row[static_cast<std::size_t>(c.x)] : '\0';
}

bool paintTile(LevelDoc& doc, DocCell c, char tile) {
    if (c.y < 0 || c.y >= docHeight(doc) || c.x < 0 || c.x >= docWidth(doc)) return false;
    std::string& row = doc.tiles[static_cast<std::size_t>(c.y)];
    widen(row, docWidth(doc));
    if (row[static_cast<std::size_t>(c.x)] == tile) return false;
    if (tile == '@') // one spawn: the old one becomes empty
        for (std::string& r : doc.tiles) std::replace(r.begin(), r.end(), '@', '.');
    row[static_cast<std::size_t>(c.x)] = tile;
    return true;
}

bool paintRect(LevelDoc& doc, DocCell a, DocCell b, char tile) {
    if (tile == '@') return paintTile(doc, b, tile); // one spawn: where the rectangle ends
    bool changed = false;
    for (int y = std::max(0, std::min(a.y, b.y)); y <= std::max(a.y, b.y) && y < docHeight(doc); ++y)
        for (int x = std::max(0, std::min(a.x, b.x)); x <= std::max(a.x, b.x) && x < docWidth(doc); ++x) {
            const char was = tileAt(doc, {x, y});
            if (was != '@' && was != 'E') changed = paintTile(doc, {x, y}, tile) || changed;
        }
    return changed;
}

bool floodFill(LevelDoc& doc, DocCell start, char tile) {
    const char from = tileAt(doc, start);
    if (from == '\0' || from == tile || tile == '@') return tile == '@' && paintTile(doc, start, tile);
    std::vector<DocCell> todo{start};
    bool changed = false;
    while (!todo.empty()) {
        DocCell c = todo.back();
        todo.pop_back();
        if (tileAt(doc, c) != from) continue;
        changed = paintTile(doc, c, tile) || changed;
        todo.push_back({c.x + 1, c.y});
        todo.push_back({c.x - 1, c.y});
        todo.push_back({c.x, c.y + 1});
        todo.push_back({c.x, c.y - 1});
    }
    return changed;
}

bool resizeDoc(LevelDoc& doc, DocEdge edge, int count) {
    const int w = docWidth(doc), h = docHeight(doc);
    if (count == 0) return false;
    const bool columns = edge == DocEdge::Left || edge == DocEdge::Right;
    if (count < 0) count = -std::min(-count, (columns ? w : h) - 1); // never below 1 × 1
    else count = std::max(0, std::min(count, engine::kMaxLevelCells - (columns ? w : h))); // the loader's largest
    if (count == 0) return false;
    for (std::string& row : doc.tiles) widen(row, w);
    if (columns) {
        for (std::string& row : doc.tiles) {
            if (count > 0) row.insert(edge == DocEdge::Left ? 0 : row.size(), static_cast<std::size_t>(count), '.');
            else row.erase(edge == DocEdge::Left ? 0 : row.size() - static_cast<std::size_t>(-count),
                           static_cast<std::size_t>(-count));
        }
    } else {
        const std::string blank(static_cast<std::size_t>(w), '.');
        if (count > 0) doc.tiles.insert(edge == DocEdge::Top ? doc.tiles.begin() : doc.tiles.end(),
                                        static_cast<std::size_t>(count), blank);
        else if (edge == DocEdge::Top) doc.tiles.erase(doc.tiles.begin(), doc.tiles.begin() + (-count));
        else doc.tiles.erase(doc.tiles.end() - (-count), doc.tiles.end());
    }
    if (edge == DocEdge::Left || edge == DocEdge::Top) { // entities keep their cells
        for (DocEntity& e : doc.entities) {
            auto [x, y] = entityCell(e);
            setMember(e, edge == DocEdge::Left ? "x" : "y", num((edge == DocEdge::Left ? x : y) + count));
        }
    }
    return true;
}

const std::string* findMember(const DocEntity& e, const std::string& key) {
    for (const DocMember& m : e.members)
        if (m.first == key) return &m.second;
    return nullptr;
}

void setMember(DocEntity& e, const std::string& key, const std::string& json) {
    for (DocMember& m : e.members)
        if (m.first == key) { m.second = json; return; }
    e.members.emplace_back(key, json);
}

std::pair<double, double> entityCell(const DocEntity& e) { return {numberOf(e, "x", 0.0), numberOf(e, "y", 0.0)}; }

std::string entityType(const DocEntity& e) {
    const std::string* t = findMember(e, "type");
    if (!t || t->size() < 2 || t->front() != '"') return "";
    return t->substr(1, t->size() - 2);
}

DocEntity makeEntity(const std::string& type, DocCell cell, const engine::EntitySchema& schema) {
    DocEntity e;
    e.members = {{"type", engine::quoteJson(type)}, {"x", num(cell.x)}, {"y", num(cell.y)}};
    if (const engine::EntityType* t = schema.find(type))
        for (const engine::FieldSpec& f : t->fields)
            if (f.required) setMember(e, f.name, firstValue(f, cell));
    return e;
}

std::pair<double, double> entitySize(const DocEntity& e, const engine::EntitySchema& schema) {
    const engine::EntityType* t = schema.find(entityType(e));
    const auto fallback = [&](const char* key) {
        const engine::FieldSpec* f = t ? t->field(key) : nullptr;
        return f && f->defaultValue && std::holds_alternative<double>(*f->defaultValue) ? std::get<double>(*f->defaultValue) : 1.0;
    };
    return {numberOf(e, "w", fallback("w")), numberOf(e, "h", fallback("h"))};
}

int entityAt(const LevelDoc& doc, double x, double y, const engine::EntitySchema& schema) {
    for (int i = static_cast<int>(doc.entities.size()) - 1; i >= 0; --i) {
        const DocEntity& e = doc.entities[static_cast<std::size_t>(i)];
        auto [ex, ey] = entityCell(e);
        auto [w, h] = entitySize(e, schema);
        if (x >= ex && x < ex + w && y >= ey && y < ey + h) return i;
    }
    return -1;
}

void moveEntity(LevelDoc& doc, std::size_t index, double x, double y) {
    if (index >= doc.entities.size()) return;
    setMember(doc.entities[index], "x", num(x));
    setMember(doc.entities[index], "y", num(y));
}

std::size_t duplicateEntity(LevelDoc& doc, std::size_t index) {
    DocEntity copy = doc.entities.at(index);
    auto [x, y] = entityCell(copy);
    setMember(copy, "x", num(x + 1));
    if (const std::string* id = findMember(copy, "id"); id && id->size() >= 2) {
        setMember(copy, "id", freeId(doc, id->substr(1, id->size() - 2) + "_"));
    }
    doc.entities.push_back(std::move(copy));
    return doc.entities.size() - 1;
}

DocClip copyRegion(const LevelDoc& doc, DocCell a, DocCell b) {
    DocClip clip;
    const int x0 = std::min(a.x, b.x), x1 = std::max(a.x, b.x), y0 = std::min(a.y, b.y), y1 = std::max(a.y, b.y);
    for (int y = y0; y <= y1; ++y) {
        std::string row;
        for (int x = x0; x <= x1; ++x) {
            const char t = tileAt(doc, {x, y});
            row += t == '\0' ? '.' : t;
        }
        clip.tiles.push_back(row);
    }
    for (const DocEntity& e : doc.entities) {
        auto [x, y] = entityCell(e);
        if (x < x0 || x >= x1 + 1 || y < y0 || y >= y1 + 1) continue;
        DocEntity copy = e;
        setMember(copy, "x", num(x - x0));
        setMember(copy, "y", num(y - y0));
        clip.entities.push_back(std::move(copy));
    }
    return clip;
}

void clearRegion(LevelDoc& doc, DocCell a, DocCell b) {
    const int x0 = std::min(a.x, b.x), x1 = std::max(a.x, b.x), y0 = std::min(a.y, b.y), y1 = std::max(a.y, b.y);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            if (tileAt(doc, {x, y}) != '@' && tileAt(doc, {x, y}) != 'E') paintTile(doc, {x, y}, '.');
    doc.entities.erase(std::remove_if(doc.entities.begin(), doc.entities.end(), [&](const DocEntity& e) {
        auto [x, y] = entityCell(e);
        return x >= x0 && x < x1 + 1 && y >= y0 && y < y1 + 1;
    }), doc.entities.end());
}

void pasteRegion(LevelDoc& doc, const DocClip& clip, DocCell at) {
    for (std::size_t y = 0; y < clip.tiles.size(); ++y)
        for (std::size_t x = 0; x < clip.tiles[y].size(); ++x)
            if (clip.tiles[y][x] != '@') paintTile(doc, {at.x + int(x), at.y + int(y)}, clip.tiles[y][x]);
    for (DocEntity e : clip.entities) {
        auto [x, y] = entityCell(e);
        setMember(e, "x", num(x + at.x));
        setMember(e, "y", num(y + at.y));
        if (const std::string* id = findMember(e, "id"); id && idTaken(doc, *id))
            setMember(e, "id", freeId(doc, id->substr(1, id->size() - 2)));
        doc.entities.push_back(std::move(e));
    }
}

std::vector<std::pair<double, double>> pathPoints(const std::string& json) {
    std::vector<std::pair<double, double>> points;
    engine::JsonParseResult parsed = engine::parseJson(json, "path");
    if (!parsed.root || !parsed.root->isArray()) return points;
    for (const engine::JsonValue& p : parsed.root->items) {
        if (!p.isArray() || p.items.size() != 2 || !p.items[0].isNumber() || !p.items[1].isNumber()) return {};
        points.emplace_back(p.items[0].number, p.items[1].number);
    }
    return points;
}

std::string pathJson(const std::vector<std::pair<double, double>>& points) {
    std::string out = "[";
    for (std::size_t i = 0; i < points.size(); ++i)
        out += (i ? ", [" : "[") + num(points[i].first) + ", " + num(points[i].second) + "]";
    return out + "]";
}

std::size_t placeEntity(LevelDoc& doc, const std::string& type, DocCell cell, const engine::EntitySchema& schema) {
    doc.entities.push_back(makeEntity(type, cell, schema));
    const std::size_t placed = doc.entities.size() - 1;
    const auto near = [&](std::size_t i) {
        const auto [x, y] = entityCell(doc.entities[i]);
        return std::abs(x - cell.x) <= kLinkReach && std::abs(y - cell.y) <= kLinkReach;
    };
    // The entities of type `of` near the placed one that `accept` takes; the index when there is exactly one.
    const auto single = [&](const std::string& of, auto accept) -> std::optional<std::size_t> {
        std::optional<std::size_t> found;
        for (std::size_t i = 0; i < placed; ++i) {
            if (entityType(doc.entities[i]) != of || !near(i) || !accept(i)) continue;
            if (found) return std::nullopt;
            found = i;
        }
        return found;
    };
    const engine::EntityType* t = schema.find(type);
    for (const engine::EntityType& other : schema.types)
        for (const engine::FieldSpec& f : other.fields) {
            if (f.reference != type) continue;
            const std::string id = ensureId(doc, placed); // others link to this type: it needs an id
            const auto unlinked = [&](std::size_t i) {
                const std::string* v = findMember(doc.entities[i], f.name);
                return !v || v->size() <= 2;
            };
            if (auto from = single(other.name, unlinked)) setMember(doc.entities[*from], f.name, id);
        }
    if (t)
        for (const engine::FieldSpec& f : t->fields) {
            if (f.reference.empty()) continue;
            if (auto to = single(f.reference, [](std::size_t) { return true; }))
                setMember(doc.entities[placed], f.name, ensureId(doc, *to));
        }
    return placed;
}

std::string ensureId(LevelDoc& doc, std::size_t index) {
    DocEntity& e = doc.entities.at(index);
    if (const std::string* id = findMember(e, "id"); id && id->size() > 2) return *id;
    std::string id = freeId(doc, entityType(e));
    setMember(doc.entities[index], "id", id);
    return id;
}

void pushHistory(EditHistory& history, LevelDoc before) {
    history.undo.push_back(std::move(before));
    if (history.undo.size() > kHistorySteps) history.undo.erase(history.undo.begin());
    history.redo.clear();
}

bool undoEdit(EditHistory& history, LevelDoc& doc) {
    if (history.undo.empty()) return false;
    history.redo.push_back(std::move(doc));
    doc = std::move(history.undo.back());
    history.undo.pop_back();
    return true;
}

bool redoEdit(EditHistory& history, LevelDoc& doc) {
    if (history.redo.empty()) return false;
    history.undo.push_back(std::move(doc));
    doc = std::move(history.redo.back());
    history.redo.pop_back();
    return true;
}

} // namespace game
