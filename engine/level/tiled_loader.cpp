#include "engine/level/tiled_loader.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>

#include "engine/level/level_builder.h"

namespace engine {

namespace {

/// The command that fixes export problems, quoted in refusals.
constexpr const char* kReexport = "`tiled --export-map --embed-tilesets json MAP.tmx MAP.tmj`";

/// A tile definition from a tileset: its kind name (as written) and where the name was written.
struct TileInfo {
    std::string kind;     ///< a tiled kind name, "spawn" or "exit"; "" when the name is unknown
    std::string unknown;  ///< the unknown name as written, when kind is ""
};

/// An embedded tileset.
struct Tileset {
    std::uint32_t firstGid = 1;
    std::string name;
    std::map<std::uint32_t, TileInfo> tiles;  ///< by local tile id
};

/// A problem with one gid in one layer, reported once with the number of cells that have it.
struct GidProblem {
    std::string message;
    SourcePos pos;
    std::string path;
    int count = 0;
};

/// Every accepted tile kind name: the TileKind names, then "spawn" and "exit".
std::vector<std::string> tileKindNames() {
    std::vector<std::string> names;
    for (int k = 0; k < kTileKindCount; ++k) names.emplace_back(tiledKindName(static_cast<TileKind>(k)));
    names.emplace_back("spawn");
    names.emplace_back("exit");
    return names;
}

/// "a, b, c" of names.
std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

/// Number member key of obj, or fallback when absent or not a number.
double numberOr(const JsonValue& obj, std::string_view key, double fallback) {
    const JsonValue* v = obj.find(key);
    return v && v->isNumber() && std::isfinite(v->number) ? v->number : fallback;
}

/// A string member key of obj, or "" when absent or not a string.
std::string textOr(const JsonValue& obj, std::string_view key) {
    const JsonValue* v = obj.find(key);
    return v && v->isString() ? v->text : std::string();
}

/// A synthesised number value at pos.
JsonValue syntheticNumber(double x, SourcePos pos) {
    JsonValue v;
    v.kind = JsonValue::Kind::Number;
    v.number = x;
    v.text = formatNumber(x);
    v.integer = isIntegerLiteral(v.text);
    v.pos = pos;
    return v;
}

/// v with every position inside it moved to pos (for JSON parsed out of a string property).
void rebase(JsonValue& v, SourcePos pos) {
    v.pos = pos;
    for (JsonValue& item : v.items) rebase(item, pos);
    for (JsonMember& m : v.members) {
        m.keyPos = pos;
        rebase(m.value, pos);
    }
}

/// Rotates corner/direction (x, y) by Tiled's flips: diagonal (swap x, y), then horizontal, then vertical.
std::pair<int, int> flipVector(int x, int y, std::uint32_t gid) {
    if (gid & kTiledFlipDiagonal) std::swap(x, y);
    if (gid & kTiledFlipHorizontal) x = -x;
    if (gid & kTiledFlipVertical) y = -y;
    return {x, y};
}

/// A tile or object layer to read, with the pixel offset it is drawn at (its own plus its groups').
struct LayerRef {
    const JsonValue* layer = nullptr;
    std::string path;
    Vec2 offset;                  ///< pixels, summed over the layer and the groups holding it
    const JsonValue* offsetValue = nullptr;  ///< the innermost non-zero offsetx/offsety on the way, if any
    std::string offsetPath;       ///< its path
};

/// An object's outline in pixels, upright: where it is drawn, layer offsets and a quarter-turn rotation applied.
struct PixelBox {
    double x = 0, y = 0, w = 0, h = 0;
};

/// Reads a Tiled map into a Level, reporting through the builder.
class TiledReader {
public:
    TiledReader(LevelBuilder& b, const JsonValue& root, const std::string& file, const EntitySchema& schema)
        : b_(b), root_(root), file_(file), schema_(schema) {}

    /// Checks the map header: finite, orthogonal, tile size, map size. Every problem is reported, none stops the
    /// others. False = the map cannot be read further.
    bool readHeader() {
        const JsonValue* inf = root_.find("infinite");
        infinite_ = inf && inf->isBool() && inf->boolean;
        if (infinite_)
            b_.error(inf->pos, "infinite", "infinite maps are not supported; in Tiled turn off Map > Map "
                                           "Properties > Infinite, then save or export the map again");
        bool ok = !infinite_;
        std::string orientation = textOr(root_, "orientation");
        if (orientation != "orthogonal") {
            const JsonValue* o = root_.find("orientation");
            b_.error(o ? o->pos : root_.pos, "orientation",
                     "only orthogonal maps are supported, this one is " +
                         (o ? describeJson(*o) : std::string("missing its orientation")) +
                         "; in Tiled set Map > Map Properties > Orientation to Orthogonal");
            ok = false;
        }
        // Read (and report) all four even when an early one is bad: no short-circuit.
        ok = readSize("tilewidth", tileW_, 1e6) && ok;
        ok = readSize("tileheight", tileH_, 1e6) && ok;
        ok = readCount("width", width_) && ok;
        ok = readCount("height", height_) && ok;
        return ok;
    }

    /// The map's custom properties as level metadata.
    bool readMeta(Level& level) {
        ObjectInput in;
        const JsonValue* props = root_.find("properties");
        in.pos = props ? props->pos : root_.pos;
        in.path = "properties";
        in.missingHint = "; add it as a custom property of the map (Map > Map Properties)";
        if (props && props->isArray()) addProperties(*props, "properties", in, nullptr);
        b_.warnUnknownFields(in, {"format", "name", "mode", "author", "par", "hint"}, "map property");
        return b_.readMeta(in, level.meta, false);
    }

    /// Reads every embedded tileset; external ones are refused.
    void readTilesets() {
        const JsonValue* list = root_.find("tilesets");
        if (!list || !list->isArray()) return;
        for (std::size_t i = 0; i < list->items.size(); ++i) readTileset(list->items[i], "tilesets[" + std::to_string(i) + "]");
        std::sort(tilesets_.begin(), tilesets_.end(),
                  [](const Tileset& a, const Tileset& c) { return a.firstGid < c.firstGid; });
    }

    /// Collects tile and object layers in drawing order, walking group layers and summing their offsets
    /// (offsetx, offsety: a group's offset moves everything in it).
    void collectLayers(const JsonValue& layers, const std::string& path, const LayerRef& outer = {}) {
        if (!layers.isArray()) return;
        for (std::size_t i = 0; i < layers.items.size(); ++i) {
            const JsonValue& layer = layers.items[i];
            LayerRef ref = outer;
            ref.layer = &layer;
            ref.path = path + "[" + std::to_string(i) + "]";
            for (const char* key : {"offsetx", "offsety"}) {
                const double d = numberOr(layer, key, 0);
                (key[6] == 'x' ? ref.offset.x : ref.offset.y) += d;
                if (d != 0) {
                    ref.offsetValue = layer.find(key);
                    ref.offsetPath = ref.path + "." + key;
                }
            }
            std::string type = textOr(layer, "type");
            if (type == "tilelayer") tileLayers_.push_back(ref);
            if (type == "objectgroup") objectLayers_.push_back(ref);
            if (type == "group" && layer.find("layers")) collectLayers(*layer.find("layers"), ref.path + ".layers", ref);
        }
    }

    /// Reads the whole map into level.
    bool read(Level& level) {
        // Everything a re-export or a map setting fixes is reported together: header, metadata, tilesets, layer
        // data. Past that, with any of them wrong, the rest would only be noise.
        const bool headerOk = readHeader();
        const bool metaOk = readMeta(level);
        readTilesets();
        if (const JsonValue* layers = root_.find("layers")) collectLayers(*layers, "layers");
        for (const LayerRef& t : tileLayers_) refused_ = !checkLayerData(*t.layer, t.path, headerOk) || refused_;
        if (!headerOk || !metaOk || refused_) return false;
        level.grid = TileGrid(width_, height_);
        for (const LayerRef& t : tileLayers_)
            if (checkTileLayerOffset(t)) readTileLayer(*t.layer, t.path, level);
        for (const LayerRef& o : objectLayers_) {
            layerOffset_ = o.offset;  // objects are drawn where their layer puts them, and read from there
            readObjectLayer(*o.layer, o.path, level);
        }
        std::sort(level.exitCells.begin(), level.exitCells.end(),
                  [](Cell a, Cell c) { return a.y != c.y ? a.y < c.y : a.x < c.x; });
        level.exitCells.erase(std::unique(level.exitCells.begin(), level.exitCells.end()), level.exitCells.end());
        b_.checkSpawnAndExits(spawns_, level.exitCells.size(), root_.pos, "",
                              "add one tile of kind \"spawn\" or one object of class \"spawn\"",
                              "add a tile of kind \"exit\" or an object of class \"exit\"");
        b_.checkReferences();
        return true;
    }

private:
    LevelBuilder& b_;
    const JsonValue& root_;
    const std::string& file_;
    const EntitySchema& schema_;
    double tileW_ = 16, tileH_ = 16;
    int width_ = 0, height_ = 0;
    std::vector<Tileset> tilesets_;
    std::vector<LayerRef> tileLayers_, objectLayers_;
    Vec2 layerOffset_;  // pixels: the offset of the object layer being read
    std::vector<std::pair<SourcePos, std::string>> spawns_;
    bool infinite_ = false;            // the map is infinite (its layers are chunks)
    bool refused_ = false;             // an external tileset or unreadable layer data: stop after saying so
    std::deque<JsonValue> synthetic_;  // values made up from Tiled data; a deque keeps their addresses stable

    const JsonValue* keep(JsonValue v) {
        synthetic_.push_back(std::move(v));
        return &synthetic_.back();
    }

    bool readSize(const char* key, double& out, double max) {
        const JsonValue* v = root_.find(key);
        if (v && v->isNumber() && v->number > 0 && v->number <= max) {
            out = v->number;
            return true;
        }
        b_.error(v ? v->pos : root_.pos, key, std::string("expected a positive tile size in pixels, got ") +
                                                  (v ? describeJson(*v) : "nothing"));
        return false;
    }

    bool readCount(const char* key, int& out) {
        const JsonValue* v = root_.find(key);
        if (v && v->isNumber() && v->integer && v->number >= 1 && v->number <= kMaxLevelCells) {
            out = static_cast<int>(v->number);
            return true;
        }
        b_.error(v ? v->pos : root_.pos, key, "expected the map size in cells, 1 to " + std::to_string(kMaxLevelCells) +
                                                  ", got " + (v ? describeJson(*v) : std::string("nothing")));
        return false;
    }

    // -----------------------------------------------------------------------------------------------------------
    // Tilesets

    void readTileset(const JsonValue& ts, const std::string& path) {
        if (const JsonValue* src = ts.find("source")) {
            refused_ = true;
            b_.error(src->pos, path + ".source",
                     "external tileset " + (src->isString() ? quoteJson(src->text) : describeJson(*src)) +
                         " is not supported; embed it (Map > Embed "
                     "Tileset in Tiled) or re-export with " + kReexport);
            return;
        }
        const JsonValue* first = ts.find("firstgid");
        if (!first || !first->isNumber() || !first->integer || first->number < 1 || first->number > 0x0FFFFFFF) {
            b_.error(first ? first->pos : ts.pos, path + ".firstgid",
                     "expected the tileset's first gid (a positive integer), got " +
                         (first ? describeJson(*first) : std::string("nothing")));
            return;
        }
        Tileset set;
        set.firstGid = static_cast<std::uint32_t>(first->number);
        set.name = textOr(ts, "name");
        if (const JsonValue* tiles = ts.find("tiles"); tiles && tiles->isArray())
            for (std::size_t i = 0; i < tiles->items.size(); ++i)
                readTileDef(tiles->items[i], path + ".tiles[" + std::to_string(i) + "]", set);
        tilesets_.push_back(std::move(set));
    }

    /// The kind name of a tile definition: custom property `kind`, else class, else type.
    const JsonValue* tileKindValue(const JsonValue& tile, std::string& path) {
        if (const JsonValue* props = tile.find("properties"); props && props->isArray()) {
            for (std::size_t i = 0; i < props->items.size(); ++i) {
                if (textOr(props->items[i], "name") != "kind" || !props->items[i].find("value")) continue;
                path += ".properties[" + std::to_string(i) + "].value";
                return props->items[i].find("value");
            }
        }
        for (const char* key : {"class", "type"}) {
            const JsonValue* v = tile.find(key);
            if (v && v->isString() && !v->text.empty()) {
                path += std::string(".") + key;
                return v;
            }
        }
        return nullptr;
    }

    void readTileDef(const JsonValue& tile, std::string path, Tileset& set) {
        const JsonValue* id = tile.find("id");
        if (!id || !id->isNumber() || !id->integer || id->number < 0) return;
        const JsonValue* kind = tileKindValue(tile, path);
        if (!kind) return;  // reported where a map cell uses it
        TileInfo info{kind->isString() ? kind->text : "", ""};
        std::vector<std::string> names = tileKindNames();
        if (std::find(names.begin(), names.end(), info.kind) == names.end()) {
            // A warning here (the tileset may hold tiles no map cell uses); an error where a cell uses it.
            auto near = nearestName(info.kind, names);
            info.unknown = describeJson(*kind) + (near ? "; did you mean \"" + *near + "\"?" : "");
            b_.warning(kind->pos, path, "unknown tile kind " + info.unknown + " (known kinds: " + joinNames(names) +
                                            ")");
            info.kind.clear();
        }
        set.tiles[static_cast<std::uint32_t>(id->number)] = info;
    }

    /// The tileset holding tile id: the one with the largest firstgid <= id, or nullptr.
    const Tileset* tilesetFor(std::uint32_t id) const {
        const Tileset* found = nullptr;
        for (const Tileset& t : tilesets_)
            if (t.firstGid <= id) found = &t;
        return found;
    }

    // -----------------------------------------------------------------------------------------------------------
    // Tile layers

    /// Refuses layer data Raycrypt cannot read. True when the data is a plain (CSV) array of width × height (only
    /// its format is checked when the header was not readable).
    bool checkLayerData(const JsonValue& layer, const std::string& path, bool headerOk) {
        const JsonValue* enc = layer.find("encoding");
        const JsonValue* comp = layer.find("compression");
        const JsonValue* data = layer.find("data");
        std::string name = quoteJson(textOr(layer, "name"));
        if ((enc && enc->isString() && enc->text != "csv") || (comp && comp->isString() && !comp->text.empty()) ||
            (data && data->isString())) {
            const JsonValue* at = enc ? enc : comp ? comp : data;
            b_.error(at->pos, path, "layer " + name + " stores its tiles as " +
                                        (comp && comp->isString() && !comp->text.empty() ? comp->text + "-compressed "
                                                                                         : std::string()) +
                                        "base64; Raycrypt reads CSV layer data only: in Tiled set Map > Map "
                                        "Properties > Tile Layer Format to CSV, then save or export again");
            return false;
        }
        if (infinite_) return false;  // its chunks are the infinite map already reported
        if (layer.find("chunks")) {
            b_.error(layer.find("chunks")->pos, path + ".chunks", "layer " + name + " is stored in chunks (an "
                     "infinite map); turn off Map > Map Properties > Infinite and export again");
            return false;
        }
        if (!headerOk) return true;  // the size to check the data against is unknown
        std::size_t cells = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
        if (!data || !data->isArray() || data->items.size() != cells) {
            b_.error(data ? data->pos : layer.pos, path + ".data",
                     "expected " + std::to_string(cells) + " gids (" + std::to_string(width_) + " x " +
                         std::to_string(height_) + "), got " +
                         (data && data->isArray() ? std::to_string(data->items.size()) : std::string("none")));
            return false;
        }
        return true;
    }

    /// A tile layer must sit on the map's grid: an offset (its own or a group's) is an error at that offset.
    bool checkTileLayerOffset(const LayerRef& t) {
        if (t.offset.x == 0 && t.offset.y == 0) return true;
        b_.error(t.offsetValue ? t.offsetValue->pos : t.layer->pos, t.offsetValue ? t.offsetPath : t.path,
                 "tile layer " + quoteJson(textOr(*t.layer, "name")) + " is drawn " + formatNumber(t.offset.x) +
                     ", " + formatNumber(t.offset.y) + " px off the map's grid; tiles must sit on the grid: set "
                     "the Offset of the layer (and of any group holding it) to 0, 0 in Tiled's layer properties");
        return false;
    }

    /// Reads gid value v as an unsigned 32-bit integer; nullopt (and an error) otherwise.
    std::optional<std::uint32_t> readGid(const JsonValue& v, const std::string& path) {
        if (v.isNumber() && v.integer && v.number >= 0 && v.number <= 4294967295.0)
            return static_cast<std::uint32_t>(v.number);
        b_.error(v.pos, path, "expected a gid (an unsigned 32-bit integer), got " + describeJson(v));
        return std::nullopt;
    }

    void readTileLayer(const JsonValue& layer, const std::string& path, Level& level) {
        const JsonValue& data = *layer.find("data");
        std::map<std::uint32_t, GidProblem> problems;
        for (std::size_t i = 0; i < data.items.size(); ++i) {
            std::string cellPath = path + ".data[" + std::to_string(i) + "]";
            auto gid = readGid(data.items[i], cellPath);
            if (!gid || tiledTileId(*gid) == 0) continue;
            Cell c{static_cast<int>(i % static_cast<std::size_t>(width_)), static_cast<int>(i / static_cast<std::size_t>(width_))};
            std::string problem = placeTile(*gid, c, data.items[i].pos, cellPath, level);
            if (problem.empty()) continue;
            GidProblem& p = problems[*gid];
            if (p.count++ == 0) p = {problem + " (at x=" + std::to_string(c.x) + ", y=" + std::to_string(c.y) + ")",
                                     data.items[i].pos, cellPath, 1};
        }
        for (const auto& [gid, p] : problems)
            b_.error(p.pos, p.path, p.message + (p.count > 1 ? "; " + std::to_string(p.count) +
                                                                   " cells use this gid, this is the first" : ""));
    }

    /// Puts gid at cell c. Returns "" or the problem.
    std::string placeTile(std::uint32_t gid, Cell c, SourcePos pos, const std::string& path, Level& level) {
        std::uint32_t id = tiledTileId(gid);
        const Tileset* set = tilesetFor(id);
        if (!set)
            return "gid " + std::to_string(id) + " is not in any tileset" +
                   (tilesets_.empty() ? " (the map has no tilesets)" : "");
        auto it = set->tiles.find(id - set->firstGid);
        if (it == set->tiles.end())
            return "tile " + std::to_string(id - set->firstGid) + " of tileset " + quoteJson(set->name) + " (gid " +
                   std::to_string(id) + ") has no kind; give it a Class (Type in Tiled 1.8) or a custom string "
                   "property \"kind\": one of " + joinNames(tileKindNames());
        const std::string& kind = it->second.kind;
        if (kind.empty())
            return "tile " + std::to_string(id - set->firstGid) + " of tileset " + quoteJson(set->name) +
                   " has the unknown kind " + it->second.unknown;
        if (kind == "spawn" || kind == "exit") {
            level.grid.set(c.x, c.y, TileKind::Empty);
            if (kind == "exit") level.exitCells.push_back(c);
            else addSpawn(c, pos, path, level);
            return "";
        }
        TileKind k = *tileKindForName(kind);
        auto flipped = flipTileKind(k, gid);
        if (!flipped) return "a " + kind + " tile cannot be flipped vertically or rotated (only mirrored left-right)";
        level.grid.set(c.x, c.y, *flipped);
        return "";
    }

    void addSpawn(Cell c, SourcePos pos, const std::string& path, Level& level) {
        spawns_.push_back({pos, path});
        if (spawns_.size() == 1) level.spawnCell = c;
    }

    // -----------------------------------------------------------------------------------------------------------
    // Objects

    void readObjectLayer(const JsonValue& layer, const std::string& path, Level& level) {
        const JsonValue* objects = layer.find("objects");
        if (!objects || !objects->isArray()) return;
        for (std::size_t i = 0; i < objects->items.size(); ++i)
            readObject(objects->items[i], path + ".objects[" + std::to_string(i) + "]", level);
    }

    /// The object's class (Tiled 1.9+) or type (Tiled 1.8) value, or nullptr when both are absent or empty.
    static const JsonValue* classValue(const JsonValue& obj, std::string& key) {
        for (const char* k : {"class", "type"}) {
            const JsonValue* v = obj.find(k);
            if (v && v->isString() && !v->text.empty()) {
                key = k;
                return v;
            }
        }
        return nullptr;
    }

    void readObject(const JsonValue& obj, const std::string& path, Level& level) {
        std::string key;
        const JsonValue* cls = obj.isObject() ? classValue(obj, key) : nullptr;
        if (!cls) {
            b_.error(obj.pos, path, "object " + textOr(obj, "name") + (textOr(obj, "name").empty() ? "" : " ") +
                                        "has no class; set its Class (Type in Tiled 1.8) to \"spawn\", \"exit\" "
                                        "or an entity type");
            return;
        }
        if (cls->text == "spawn" || cls->text == "exit") return readMarker(obj, *cls, path, level);
        ObjectInput in = entityInput(obj, *cls, path + "." + key);
        in.path = path;
        if (auto e = b_.readEntity(in, level.meta.mode, &level.grid)) level.entities.push_back(std::move(*e));
    }

    /// The upright box (pixels) an object of size pw × ph covers as Tiled draws it: at x, y plus the layer's
    /// offset, turned by its rotation about x, y (its top-left corner; the bottom-left for a tile object). A
    /// rotation that is not a quarter turn cannot give an upright box: an error at the rotation naming `what`,
    /// and the box unturned.
    PixelBox objectBox(const JsonValue& obj, double pw, double ph, const std::string& path, const std::string& what) {
        const Vec2 pivot = Vec2{numberOr(obj, "x", 0), numberOr(obj, "y", 0)} + layerOffset_;
        const double rotation = numberOr(obj, "rotation", 0);
        double quarters = pw > 0 && ph > 0 ? rotation / 90.0 : 0.0;  // a point has no box to turn
        if (std::abs(quarters - std::round(quarters)) > 1e-9) {
            const JsonValue* rot = obj.find("rotation");
            b_.error(rot->pos, path + ".rotation",
                     "a " + what + " is an upright box: its rotation must be 0, 90, 180 or 270 degrees, not " +
                         formatNumber(rotation));
            quarters = 0;
        }
        // Corners relative to the pivot, turned a quarter clockwise (y down: (x, y) → (−y, x)) q times.
        const double top = obj.find("gid") ? -ph : 0.0;
        Vec2 lo{0, top}, hi{pw, top + ph};
        for (long q = ((std::lround(quarters) % 4) + 4) % 4; q > 0; --q) {
            const Vec2 a{-lo.y, lo.x}, b{-hi.y, hi.x};
            lo = {std::min(a.x, b.x), std::min(a.y, b.y)};
            hi = {std::max(a.x, b.x), std::max(a.y, b.y)};
        }
        return PixelBox{pivot.x + lo.x, pivot.y + lo.y, hi.x - lo.x, hi.y - lo.y};
    }

    /// A spawn or exit object: a point marks its cell; a rectangle marks every cell it covers (exits).
    void readMarker(const JsonValue& obj, const JsonValue& cls, const std::string& path, Level& level) {
        const PixelBox box = objectBox(obj, numberOr(obj, "width", 0), numberOr(obj, "height", 0), path, cls.text);
        double x = box.x / tileW_, y = box.y / tileH_, w = box.w / tileW_, h = box.h / tileH_;
        bool spawn = cls.text == "spawn";
        if (spawn || w <= 0 || h <= 0) { x += w / 2; y += h / 2; w = h = 0; }
        int x0 = static_cast<int>(std::floor(x)), y0 = static_cast<int>(std::floor(y));
        int x1 = w > 0 ? static_cast<int>(std::ceil(x + w)) - 1 : x0, y1 = h > 0 ? static_cast<int>(std::ceil(y + h)) - 1 : y0;
        if (!level.grid.inBounds(x0, y0) || !level.grid.inBounds(x1, y1)) {
            b_.error(obj.pos, path, "this " + cls.text + " is outside the map");
            return;
        }
        if (spawn) return addSpawn({x0, y0}, obj.pos, path, level);
        for (int cy = y0; cy <= y1; ++cy)
            for (int cx = x0; cx <= x1; ++cx) level.exitCells.push_back({cx, cy});
    }

    /// Adds the object's custom properties to in (string properties become JSON for list-like fields).
    void addProperties(const JsonValue& props, const std::string& path, ObjectInput& in, const EntityType* type) {
        for (std::size_t i = 0; i < props.items.size(); ++i) {
            const JsonValue& p = props.items[i];
            const JsonValue* value = p.find("value");
            std::string name = textOr(p, "name");
            if (!value || name.empty()) continue;
            std::string vpath = path + "." + name;
            const FieldSpec* f = type ? type->field(name) : nullptr;
            bool listLike = f && (f->kind == FieldKind::Point || f->kind == FieldKind::Pair || f->kind == FieldKind::Path);
            if (listLike && value->isString()) value = parseListProperty(*value, vpath);
            if (!value) continue;
            in.fields.push_back({name, value, p.pos, vpath});
        }
    }

    /// A string property holding JSON such as "[-45, 45]", parsed; nullptr (and an error) when it is not JSON.
    const JsonValue* parseListProperty(const JsonValue& value, const std::string& path) {
        JsonParseResult r = parseJson(value.text, file_, path);
        if (!r.root) {
            b_.error(value.pos, path, "expected a JSON list such as [-45, 45] or [[1, 2], [3, 2]] in this "
                                      "string property, got " + describeJson(value));
            return nullptr;
        }
        rebase(*r.root, value.pos);
        return keep(std::move(*r.root));
    }

    /// A synthesised number field at the position of obj's member `from`.
    FieldInput numberInput(const std::string& name, double x, const JsonValue& obj, const char* from,
                           const std::string& path) {
        const JsonValue* at = obj.find(from);
        return {name, keep(syntheticNumber(x, at ? at->pos : obj.pos)), at ? at->pos : obj.pos,
                path + "." + from};
    }

    /// The entity fields of a Tiled object: type, id (its name), properties, then x, y (and w, h, rotation,
    /// polyline where the type uses them) converted from pixels to cells.
    ObjectInput entityInput(const JsonValue& obj, const JsonValue& cls, const std::string& clsPath) {
        const EntityType* type = schema_.find(cls.text);
        std::string path = clsPath.substr(0, clsPath.rfind('.'));
        ObjectInput in;
        in.pos = obj.pos;
        in.missingHint = "; add it as a custom property of the object";
        in.fields.push_back({"type", &cls, cls.pos, clsPath});
        const JsonValue* name = obj.find("name");
        if (name && name->isString() && !name->text.empty()) in.fields.push_back({"id", name, name->pos, path + ".name"});
        if (const JsonValue* props = obj.find("properties"); props && props->isArray())
            addProperties(*props, path + ".properties", in, type);
        for (const char* reserved : {"type", "x", "y"}) {
            auto it = std::find_if(in.fields.begin() + 1, in.fields.end(),
                                   [&](const FieldInput& f) { return f.name == reserved; });
            if (it == in.fields.end()) continue;
            b_.warning(it->keyPos, it->path, std::string("custom property \"") + reserved +
                                                 "\" is ignored; the object's own class and position set it");
            in.fields.erase(it);
        }
        addGeometry(obj, path, type, in);
        return in;
    }

    /// Adds x, y (cells) and, where the type uses them, w, h, the rotation and the polyline.
    void addGeometry(const JsonValue& obj, const std::string& path, const EntityType* type, ObjectInput& in) {
        double px = numberOr(obj, "x", 0) + layerOffset_.x, py = numberOr(obj, "y", 0) + layerOffset_.y;
        double pw = numberOr(obj, "width", 0), ph = numberOr(obj, "height", 0);
        double rotation = numberOr(obj, "rotation", 0);
        const JsonValue* polyline = obj.find("polyline");
        bool point = obj.find("point") && obj.find("point")->isBool() && obj.find("point")->boolean;
        bool rect = !point && !polyline && !obj.find("polygon") && pw > 0 && ph > 0;
        if (obj.find("polygon"))
            b_.warning(obj.find("polygon")->pos, path + ".polygon", "polygons are not used; draw a polyline for a path");
        bool sized = type && type->sized();
        if (rect && sized) {  // the box as drawn: a quarter turn swaps width and height
            const PixelBox box = objectBox(obj, pw, ph, path, type->name);
            px = box.x;
            py = box.y;
            pw = box.w;
            ph = box.h;
        } else if (obj.find("gid")) {
            py -= ph;  // tile objects are anchored bottom-left
        }
        Vec2 size = sized ? Vec2{sizeField(in, *type, "w", rect ? pw / tileW_ : -1),
                                 sizeField(in, *type, "h", rect ? ph / tileH_ : -1)} : Vec2{1, 1};
        if (sized && rect && !in.find("w")) in.fields.push_back(numberInput("w", pw / tileW_, obj, "width", path));
        if (sized && rect && !in.find("h")) in.fields.push_back(numberInput("h", ph / tileH_, obj, "height", path));
        Vec2 cell;
        if (rect && sized) {
            cell = {px / tileW_, py / tileH_};
        } else {
            Vec2 centre{px, py};
            if (rect) centre += rotate({pw / 2, ph / 2}, degreesToRadians(rotation));
            cell = Vec2{centre.x / tileW_, centre.y / tileH_} - size * 0.5;
        }
        in.fields.push_back(numberInput("x", cell.x, obj, "x", path));
        in.fields.push_back(numberInput("y", cell.y, obj, "y", path));
        if (!type) return;
        for (const FieldSpec& f : type->fields) {
            if (in.find(f.name)) continue;
            if (f.fromRotation && obj.find("rotation"))
                in.fields.push_back({f.name, obj.find("rotation"), obj.find("rotation")->pos, path + ".rotation"});
            if (f.fromPolyline && polyline && polyline->isArray())
                in.fields.push_back({f.name, polylineCells(*polyline, px, py, size), polyline->pos, path + ".polyline"});
        }
    }

    /// Size field name from the properties (when a number), else fromRect when >= 0, else the schema default.
    double sizeField(const ObjectInput& in, const EntityType& type, const char* name, double fromRect) {
        const FieldInput* given = in.find(name);
        if (given && given->value->isNumber() && std::isfinite(given->value->number)) return given->value->number;
        if (fromRect >= 0) return fromRect;
        const FieldSpec* f = type.field(name);
        const double* def = f && f->defaultValue ? std::get_if<double>(&*f->defaultValue) : nullptr;
        return def ? *def : 1.0;
    }

    /// A polyline (pixels, relative to the object at px, py) as a path of cells: each point is where the entity's
    /// centre goes, so cell = point / tile size − size / 2.
    const JsonValue* polylineCells(const JsonValue& polyline, double px, double py, Vec2 size) {
        JsonValue list;
        list.kind = JsonValue::Kind::Array;
        list.pos = polyline.pos;
        for (const JsonValue& q : polyline.items) {
            JsonValue pt;
            pt.kind = JsonValue::Kind::Array;
            pt.pos = q.pos;
            double cx = (px + numberOr(q, "x", 0)) / tileW_ - size.x * 0.5;
            double cy = (py + numberOr(q, "y", 0)) / tileH_ - size.y * 0.5;
            pt.items = {syntheticNumber(cx, q.pos), syntheticNumber(cy, q.pos)};
            list.items.push_back(std::move(pt));
        }
        return keep(std::move(list));
    }
};

} // namespace

std::optional<TileKind> flipTileKind(TileKind k, std::uint32_t gid) {
    if ((gid & (kTiledFlipHorizontal | kTiledFlipVertical | kTiledFlipDiagonal)) == 0) return k;
    if (inMask(kSpikeMask, k)) {
        // Spikes as the direction they point: up (0,−1), down (0,1), left (−1,0), right (1,0).
        static const std::pair<int, int> dirs[] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
        int base = static_cast<int>(k) - static_cast<int>(TileKind::SpikesUp);
        auto d = flipVector(dirs[base].first, dirs[base].second, gid);
        for (int i = 0; i < 4; ++i)
            if (dirs[i] == d) return static_cast<TileKind>(static_cast<int>(TileKind::SpikesUp) + i);
    }
    if (isSlope(k)) {
        // Slopes as their solid corner: bottom-right (1,1) rises right, bottom-left (−1,1) rises left.
        auto c = flipVector(k == TileKind::SlopeUpRight ? 1 : -1, 1, gid);
        if (c.second != 1) return std::nullopt;
        return c.first == 1 ? TileKind::SlopeUpRight : TileKind::SlopeUpLeft;
    }
    if (k == TileKind::OneWay && (gid & (kTiledFlipVertical | kTiledFlipDiagonal))) return std::nullopt;
    return k;
}

bool isTiledMap(const JsonValue& root) {
    const JsonValue* type = root.isObject() ? root.find("type") : nullptr;
    return type && type->isString() && type->text == "map";
}

LoadResult loadTiledMap(const JsonValue& root, std::string_view source, const std::string& file,
                        const EntitySchema& schema, const std::vector<Diagnostic>& parsed) {
    (void)source;
    LevelBuilder b(file, schema);
    b.add(parsed);
    Level level;
    level.sourcePath = file;
    TiledReader reader(b, root, file, schema);
    bool built = reader.read(level);
    return b.finish(std::move(level), built);
}

} // namespace engine
