#include "engine/level/level_loader.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/level/json_source.h"
#include "engine/level/level_builder.h"
#include "engine/level/shape_reader.h"
#include "engine/level/tiled_loader.h"

namespace engine {

namespace {

/// The top-level fields of a native level.
const std::vector<std::string> kNativeFields = {"format", "name", "mode", "author", "par", "hint", "tiles", "entities",
                                                 "shapes"};

/// The code points of UTF-8 text s (invalid bytes become U+FFFD).
std::vector<char32_t> decodeUtf8(std::string_view s) {
    std::vector<char32_t> out;
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
        if (extra < 0 || i + static_cast<std::size_t>(extra) >= s.size()) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        char32_t cp = extra == 0 ? c : c & (0x3F >> extra);
        bool ok = true;
        for (int k = 1; k <= extra; ++k) {
            unsigned char cc = static_cast<unsigned char>(s[i + k]);
            ok = ok && (cc & 0xC0) == 0x80;
            cp = (cp << 6) | (cc & 0x3F);
        }
        out.push_back(ok ? cp : 0xFFFD);
        i += ok ? 1 + extra : 1;
    }
    return out;
}

/// The UTF-8 bytes of code point cp.
std::string encodeUtf8(char32_t cp) {
    std::string out;
    appendUtf8(out, static_cast<std::uint32_t>(cp));
    return out;
}

/// The native reader: tiles, then entities (whatever order the keys are in).
class NativeReader {
public:
    NativeReader(LevelBuilder& b, std::string_view source) : b_(b), source_(source) {}

    /// Checks one row's cells into the grid, collecting spawns and exits. Returns false on an error in the row.
    bool readRow(const JsonValue& row, int y, int width, Level& level) {
        std::string path = "tiles[" + std::to_string(y) + "]";
        if (!row.isString()) {
            b_.error(row.pos, path, "expected a string of tiles, got " + describeJson(row));
            return false;
        }
        std::vector<char32_t> cells = decodeUtf8(row.text);
        bool ok = true;
        if (static_cast<int>(cells.size()) != width) {
            b_.error(row.pos, path, "row " + std::to_string(y) + " is " + std::to_string(cells.size()) +
                                        " cells wide, but row 0 is " + std::to_string(width) +
                                        "; every row must have the same width");
            ok = false;
        }
        for (std::size_t x = 0; x < cells.size() && static_cast<int>(x) < width; ++x)
            ok = readCell(row, cells[x], static_cast<int>(x), y, path, level) && ok;
        return ok;
    }

    /// Checks one legend character at cell (x, y).
    bool readCell(const JsonValue& row, char32_t c, int x, int y, const std::string& path, Level& level) {
        if (c == kSpawnChar) {
            spawns_.push_back({stringCharPos(source_, row, static_cast<std::size_t>(x)), path});
            if (spawns_.size() == 1) level.spawnCell = {x, y};
            return true;
        }
        if (c == kExitChar) {
            level.exitCells.push_back({x, y});
            return true;
        }
        if (auto kind = tileKindForChar(c)) {
            level.grid.set(x, y, *kind);
            return true;
        }
        std::string shown = c == 0xFFFD ? "an invalid UTF-8 byte" : "'" + encodeUtf8(c) + "'";
        b_.error(stringCharPos(source_, row, static_cast<std::size_t>(x)), path,
                 "unknown tile " + shown + " at x=" + std::to_string(x) + ", y=" + std::to_string(y) +
                     (legendShown_ ? "" : "; the legend is: " + legendSummary()));
        legendShown_ = true;
        return false;
    }

    /// Reads "tiles" into level.grid, spawn and exits. Returns true when a grid was built (even if some cells or
    /// rows had errors), so entities can still be checked against it.
    bool readTiles(const ObjectInput& top, Level& level) {
        const FieldInput* t = top.find("tiles");
        if (!t) {
            b_.error(top.pos, "", "missing required field \"tiles\" (the map: an array of equal-length strings)");
            return false;
        }
        const JsonValue& rows = *t->value;
        if (!rows.isArray() || rows.items.empty() || !rows.items[0].isString()) {
            b_.error(rows.pos, t->path, rows.isArray() && rows.items.empty()
                                            ? std::string("the map needs at least one row")
                                            : "expected an array of strings, one per row, got " +
                                                  describeJson(rows.isArray() ? rows.items[0] : rows));
            return false;
        }
        int width = static_cast<int>(decodeUtf8(rows.items[0].text).size());
        int height = static_cast<int>(rows.items.size());
        if (width < 1 || width > kMaxLevelCells || height > kMaxLevelCells) {
            b_.error(rows.pos, t->path, "the map is " + std::to_string(width) + " x " + std::to_string(height) +
                                            " cells; each side must be 1 to " + std::to_string(kMaxLevelCells));
            return false;
        }
        level.grid = TileGrid(width, height);
        for (int y = 0; y < height; ++y) readRow(rows.items[static_cast<std::size_t>(y)], y, width, level);
        b_.checkSpawnAndExits(spawns_, level.exitCells.size(), rows.pos, t->path,
                              "put exactly one '@' in the tiles", "put at least one 'E' in the tiles");
        return true;
    }

    /// Reads "entities" (optional) into level.entities.
    void readEntities(const ObjectInput& top, Level& level, const TileGrid* grid) {
        const FieldInput* list = top.find("entities");
        if (!list) return;
        if (!list->value->isArray()) {
            b_.error(list->value->pos, list->path, "expected an array of entities, got " + describeJson(*list->value));
            return;
        }
        for (std::size_t i = 0; i < list->value->items.size(); ++i) {
            const JsonValue& item = list->value->items[i];
            std::string path = "entities[" + std::to_string(i) + "]";
            if (!item.isObject()) {
                b_.error(item.pos, path, "expected an entity object {\"type\": ..., \"x\": ..., \"y\": ...}, got " +
                                             describeJson(item));
                continue;
            }
            if (auto e = b_.readEntity(objectInput(item, path), level.meta.mode, grid))
                level.entities.push_back(std::move(*e));
        }
    }

private:
    LevelBuilder& b_;
    std::string_view source_;
    std::vector<std::pair<SourcePos, std::string>> spawns_;
    bool legendShown_ = false;
};

/// Loads a parsed native level.
LoadResult loadNative(const JsonValue& root, std::string_view source, const std::string& file,
                      const EntitySchema& schema, const std::vector<Diagnostic>& parsed) {
    LevelBuilder b(file, schema);
    b.add(parsed);
    Level level;
    level.sourcePath = file;
    if (!root.isObject()) {
        b.error(root.pos, "", "expected the level to be a JSON object {...}, got " + describeJson(root));
        return b.finish(std::move(level), false);
    }
    ObjectInput top = objectInput(root, "");
    b.warnUnknownFields(top, kNativeFields, "level field");
    if (!b.readMeta(top, level.meta, true)) return b.finish(std::move(level), false);
    NativeReader reader(b, source);
    bool gridOk = reader.readTiles(top, level);
    reader.readEntities(top, level, gridOk ? &level.grid : nullptr);
    readShapes(b, top, level, gridOk);
    b.checkReferences();
    return b.finish(std::move(level), true);
}

/// True when text (after whitespace and a BOM) starts with '<', i.e. it is XML such as a .tmx map.
bool looksLikeXml(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::size_t i = text.find_first_not_of(" \t\r\n");
    return i != std::string_view::npos && text[i] == '<';
}

/// The text of prop value v for a file.
std::string writeValue(const PropValue& v) {
    if (const double* d = std::get_if<double>(&v)) return formatNumber(*d);
    if (const bool* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
    if (const std::string* s = std::get_if<std::string>(&v)) return quoteJson(*s);
    auto point = [](Vec2 p) { return "[" + formatNumber(p.x) + ", " + formatNumber(p.y) + "]"; };
    if (const Vec2* p = std::get_if<Vec2>(&v)) return point(*p);
    std::string out = "[";
    for (const Vec2& p : std::get<std::vector<Vec2>>(v)) out += (out.size() > 1 ? ", " : "") + point(p);
    return out + "]";
}

/// One entity as a single-line JSON object.
std::string writeEntity(const EntitySpec& e, const EntitySchema& schema) {
    std::string out = "{\"type\": " + quoteJson(e.type);
    if (!e.id.empty()) out += ", \"id\": " + quoteJson(e.id);
    out += ", \"x\": " + formatNumber(e.cell.x) + ", \"y\": " + formatNumber(e.cell.y);
    const EntityType* type = schema.find(e.type);
    for (const auto& [name, value] : e.props) {
        if (type && type->field(name)) continue;
        out += ", " + quoteJson(name) + ": " + writeValue(value);
    }
    for (const FieldSpec& f : type ? type->fields : std::vector<FieldSpec>{}) {
        auto it = e.props.find(f.name);
        if (it == e.props.end() || (f.defaultValue && *f.defaultValue == it->second && !f.required)) continue;
        out += ", " + quoteJson(f.name) + ": " + writeValue(it->second);
    }
    return out + "}";
}

/// The tile rows of level as legend strings, spawn and exits included.
std::vector<std::string> writeRows(const Level& level) {
    std::vector<std::string> rows;
    for (int y = 0; y < level.grid.height(); ++y) {
        std::string row;
        for (int x = 0; x < level.grid.width(); ++x) row += tileChar(level.grid.at(x, y));
        rows.push_back(row);
    }
    for (Cell c : level.exitCells)
        if (level.grid.inBounds(c.x, c.y)) rows[static_cast<std::size_t>(c.y)][static_cast<std::size_t>(c.x)] = 'E';
    if (level.grid.inBounds(level.spawnCell.x, level.spawnCell.y))
        rows[static_cast<std::size_t>(level.spawnCell.y)][static_cast<std::size_t>(level.spawnCell.x)] = '@';
    return rows;
}

} // namespace

LoadResult loadLevelText(std::string_view text, const std::string& displayName, const EntitySchema& schema) {
    auto refuse = [&](const std::string& what) {
        LoadResult r;
        r.diagnostics.push_back({Diagnostic::Error, displayName, 1, 1, "",
                                 what + "; Raycrypt reads Tiled maps saved as JSON: export it with "
                                        "`tiled --export-map --embed-tilesets json MAP.tmx MAP.tmj`"});
        return r;
    };
    if (looksLikeXml(text)) return refuse("this is XML (a Tiled .tmx map?)");
    if (text.substr(0, 2) == "\x1F\x8B") return refuse("this is gzip-compressed (a Tiled .tmx.gz map?)");
    JsonParseResult parsed = parseJson(text, displayName);
    if (!parsed.root) return {std::nullopt, std::move(parsed.diagnostics)};
    if (isTiledMap(*parsed.root)) return loadTiledMap(*parsed.root, text, displayName, schema, parsed.diagnostics);
    return loadNative(*parsed.root, text, displayName, schema, parsed.diagnostics);
}

LoadResult loadLevelFile(const std::string& path, const EntitySchema& schema) {
    namespace fs = std::filesystem;
    auto fail = [&](const std::string& message) {
        LoadResult r;
        r.diagnostics.push_back({Diagnostic::Error, path, 0, 0, "", message});
        return r;
    };
    std::error_code ec;
    fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st)) return fail("cannot open the file: it does not exist");
    if (fs::is_directory(st)) return fail("cannot load a directory as a level");
    std::uintmax_t size = fs::file_size(path, ec);
    if (ec) return fail("cannot read the file: " + ec.message());
    if (size > kMaxLevelFileBytes)
        return fail("file is " + std::to_string(size) + " bytes; level files are limited to 4 MiB (" +
                    std::to_string(kMaxLevelFileBytes) + " bytes)");
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    if (!(in && text << in.rdbuf()) && size > 0) return fail("cannot read the file");
    return loadLevelText(text.str(), path, schema);
}

std::string saveLevelJson(const Level& level, const EntitySchema& schema) {
    const LevelMeta& m = level.meta;
    std::string out = "{\n";
    out += "  \"format\": " + std::to_string(kLevelFormatVersion) + ",\n";
    out += "  \"name\": " + quoteJson(m.name) + ",\n";
    out += "  \"mode\": " + quoteJson(m.mode) + ",\n";
    if (!m.author.empty()) out += "  \"author\": " + quoteJson(m.author) + ",\n";
    if (m.parSeconds != 0.0) out += "  \"par\": " + formatNumber(m.parSeconds) + ",\n";
    if (!m.hint.empty()) out += "  \"hint\": " + quoteJson(m.hint) + ",\n";
    out += "  \"tiles\": [\n";
    std::vector<std::string> rows = writeRows(level);
    for (std::size_t i = 0; i < rows.size(); ++i)
        out += "    " + quoteJson(rows[i]) + (i + 1 < rows.size() ? ",\n" : "\n");
    out += "  ],\n  \"entities\": [";
    for (std::size_t i = 0; i < level.entities.size(); ++i)
        out += std::string(i ? ",\n    " : "\n    ") + writeEntity(level.entities[i], schema);
    out += level.entities.empty() ? "]" : "\n  ]";
    std::string shapes = writeShapes(level);
    if (!shapes.empty()) out += ",\n" + shapes;
    out += "\n}\n";
    return out;
}

bool isLevelFileName(std::string_view name) {
    auto endsWith = [&](std::string_view suffix) {
        return name.size() >= suffix.size() && name.substr(name.size() - suffix.size()) == suffix;
    };
    return (endsWith(".json") || endsWith(".tmj")) && !endsWith(".replay.json") && name != "chapters.json";
}

std::vector<std::string> listLevelFiles(const std::string& dir) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return files;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        if (it->is_regular_file(ec) && isLevelFileName(it->path().filename().string()))
            files.push_back(it->path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace engine
