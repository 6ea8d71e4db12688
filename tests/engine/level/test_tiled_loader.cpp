#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/level/tiled_loader.h"
#include "level_test_schema.h"

using engine::Diagnostic;
using engine::LoadResult;
using engine::TileKind;
using leveltest::columnOf;
using leveltest::dump;
using leveltest::findDiag;
using leveltest::testSchema;

namespace {

/// Two embedded tilesets: "walls" (firstgid 1) with kinds given every supported way, and "extra" (firstgid 100).
const std::string kTilesets = R"(  "tilesets": [
    {"firstgid": 1, "name": "walls", "tilewidth": 16, "tileheight": 16, "tilecount": 8, "columns": 8,
     "tiles": [
       {"id": 0, "type": "solid"},
       {"id": 1, "properties": [{"name": "kind", "type": "string", "value": "spikes_left"}]},
       {"id": 2, "class": "slope_up_right"},
       {"id": 3, "type": "spawn"},
       {"id": 4, "type": "exit"},
       {"id": 5, "type": "oneway"},
       {"id": 6, "type": "soild"}
     ]},
    {"firstgid": 100, "name": "extra", "tilewidth": 16, "tileheight": 16, "tilecount": 4, "columns": 4,
     "tiles": [{"id": 0, "type": "mirror"}]}
  ],
)";

/// A Tiled map: a w × h CSV tile layer with `data`, an object layer with `objects`; extra top-level members.
std::string tiledMap(int w, int h, const std::string& data, const std::string& objects = "",
                     const std::string& properties =
                         R"([{"name": "name", "type": "string", "value": "T"}, {"name": "mode", "type": "string", "value": "ninja"}])",
                     const std::string& extra = "") {
    return "{\n  \"type\": \"map\", \"version\": \"1.8\", \"orientation\": \"orthogonal\", \"infinite\": false,\n"
           "  \"width\": " + std::to_string(w) + ", \"height\": " + std::to_string(h) +
           ", \"tilewidth\": 16, \"tileheight\": 16,\n" + extra +
           "  \"properties\": " + properties + ",\n" + kTilesets +
           "  \"layers\": [\n"
           "    {\"type\": \"tilelayer\", \"name\": \"Tiles\", \"width\": " + std::to_string(w) +
           ", \"height\": " + std::to_string(h) + ",\n"
           "     \"data\": [" + data + "]},\n"
           "    {\"type\": \"objectgroup\", \"name\": \"Entities\", \"objects\": [\n" + objects + "\n    ]}\n"
           "  ]\n}\n";
}

/// A 5 × 3 room: walls around, spawn at (1, 1), exit at (3, 1).
const std::string kRoom = "1,1,1,1,1, 1,4,0,5,1, 1,1,1,1,1";

LoadResult loadTiled(const std::string& text) { return engine::loadLevelText(text, "m.tmj", testSchema()); }

/// The errors of r, in order (the fixture's tilesets always add a warning).
std::vector<Diagnostic> errorsOf(const LoadResult& r) {
    std::vector<Diagnostic> out;
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Diagnostic::Error) out.push_back(d);
    return out;
}

/// The 1-based line and column where needle first occurs in text.
std::pair<int, int> where(const std::string& text, const std::string& needle) {
    std::size_t at = text.find(needle);
    REQUIRE(at != std::string::npos);
    int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
    std::size_t lineStart = text.rfind('\n', at);
    return {line, static_cast<int>(at - (lineStart == std::string::npos ? 0 : lineStart + 1)) + 1};
}

} // namespace

TEST_CASE("flipTileKind turns spikes and mirrors slopes the way Tiled draws them", "[tiled]") {
    using engine::flipTileKind;
    CHECK(flipTileKind(TileKind::SpikesLeft, engine::kTiledFlipHorizontal) == TileKind::SpikesRight);
    CHECK(flipTileKind(TileKind::SpikesUp, engine::kTiledFlipVertical) == TileKind::SpikesDown);
    // Rotating 90 degrees clockwise in Tiled sets diagonal + horizontal: up -> right -> down -> left.
    const std::uint32_t cw90 = engine::kTiledFlipDiagonal | engine::kTiledFlipHorizontal;
    CHECK(flipTileKind(TileKind::SpikesUp, cw90) == TileKind::SpikesRight);
    CHECK(flipTileKind(TileKind::SpikesRight, cw90) == TileKind::SpikesDown);
    CHECK(flipTileKind(TileKind::SpikesLeft, cw90) == TileKind::SpikesUp);
    CHECK(flipTileKind(TileKind::SlopeUpRight, engine::kTiledFlipHorizontal) == TileKind::SlopeUpLeft);
    CHECK(flipTileKind(TileKind::SlopeUpRight, engine::kTiledFlipDiagonal) == TileKind::SlopeUpRight);
    CHECK_FALSE(flipTileKind(TileKind::SlopeUpLeft, engine::kTiledFlipVertical));
    CHECK_FALSE(flipTileKind(TileKind::OneWay, cw90));
    CHECK(flipTileKind(TileKind::Solid, 0xE0000000u) == TileKind::Solid);
    CHECK(flipTileKind(TileKind::SpikesUp, engine::kTiledRotateHex120) == TileKind::SpikesUp);
}

TEST_CASE("tiledTileId masks off all four flag bits and never goes negative", "[tiled]") {
    CHECK(engine::tiledTileId(3758096385u) == 1u);  // 0xE0000001: H, V and D flips on gid 1
    CHECK(engine::tiledTileId(0x10000005u) == 5u);
    CHECK(engine::tiledTileId(0xFFFFFFFFu) == 0x0FFFFFFFu);
    CHECK(engine::tiledTileId(0x80000000u) == 0u);
}

TEST_CASE("a Tiled map loads its tiles, spawn, exit and metadata", "[tiled]") {
    std::string text = tiledMap(5, 3, kRoom, "",
                                R"([{"name": "name", "type": "string", "value": "Tiled room"},
                                    {"name": "mode", "type": "string", "value": "ninja"},
                                    {"name": "par", "type": "float", "value": 9.5}])");
    LoadResult r = loadTiled(text);
    INFO(dump(r));
    REQUIRE(r.ok());
    // "soild" in the tileset is the one diagnostic: a warning, since no cell uses that tile.
    REQUIRE(r.diagnostics.size() == 1);
    auto [line, col] = where(text, "\"soild\"");
    CHECK(r.diagnostics[0].line == line);
    CHECK(r.diagnostics[0].column == col);
    CHECK(r.diagnostics[0].path == "tilesets[0].tiles[6].type");
    CHECK(r.diagnostics[0].message.rfind("unknown tile kind \"soild\"; did you mean \"solid\"?", 0) == 0);
    CHECK(r.diagnostics[0].severity == Diagnostic::Warning);
}

TEST_CASE("Tiled tiles: kinds, flips, uint32 gids and tileset choice", "[tiled]") {
    // Row 1: spikes_left flipped horizontally, slope flipped horizontally, gid 3758096385 (solid with all flips),
    // the mirror of the second tileset, a gid with the hex-rotation bit.
    std::string data = "1,1,1,1,1,1,1, "
                       "1,2147483650,2147483651,3758096385,100,268435458,1, "
                       "1,4,0,0,6,5,1, "
                       "1,1,1,1,1,1,1";
    LoadResult r = loadTiled(tiledMap(7, 4, data));
    INFO(dump(r));
    REQUIRE(r.level);
    const engine::TileGrid& g = r.level->grid;
    CHECK(g.at(1, 1) == TileKind::SpikesRight);
    CHECK(g.at(2, 1) == TileKind::SlopeUpLeft);
    CHECK(g.at(3, 1) == TileKind::Solid);
    CHECK(g.at(4, 1) == TileKind::Mirror);
    CHECK(g.at(5, 1) == TileKind::SpikesLeft);
    CHECK(g.at(4, 2) == TileKind::OneWay);
    CHECK(g.at(2, 2) == TileKind::Empty);
    CHECK(r.level->spawnCell == engine::Cell{1, 2});
    REQUIRE(r.level->exitCells.size() == 1);
    CHECK(r.level->exitCells[0] == engine::Cell{5, 2});
}

TEST_CASE("Tiled gid problems are errors at the data entry, reported once per gid", "[tiled][errors]") {
    std::string data = "1,1,1,1,1, 1,4,101,5,1, 1,101,50,1073741827,1, 1,-1,4294967296,2.5,1, 1,7,1,1,1";
    std::string text = tiledMap(5, 5, data);
    LoadResult r = loadTiled(text);
    INFO(dump(r));
    CHECK_FALSE(r.ok());
    auto [line, col] = where(text, "101");
    const Diagnostic* d = findDiag(r, "layers[0].data[7]");
    REQUIRE(d);
    CHECK(d->line == line);
    CHECK(d->column == col);
    CHECK(d->message.rfind("tile 1 of tileset \"extra\" (gid 101) has no kind; give it a Class (Type in Tiled 1.8)", 0) == 0);
    CHECK(d->message.find("(at x=2, y=1); 2 cells use this gid, this is the first") != std::string::npos);
    d = findDiag(r, "layers[0].data[12]");
    REQUIRE(d);
    CHECK(d->message.rfind("tile 49 of tileset \"walls\" (gid 50) has no kind", 0) == 0);
    d = findDiag(r, "layers[0].data[13]");
    REQUIRE(d);
    CHECK(d->message == "a slope_up_right tile cannot be flipped vertically or rotated (only mirrored left-right) "
                        "(at x=3, y=2)");
    for (const char* bad : {"layers[0].data[16]", "layers[0].data[17]", "layers[0].data[18]"}) {
        d = findDiag(r, bad);
        REQUIRE(d);
        CHECK(d->message.rfind("expected a gid (an unsigned 32-bit integer), got ", 0) == 0);
    }
    CHECK(findDiag(r, "layers[0].data[16]")->message == "expected a gid (an unsigned 32-bit integer), got -1");
    d = findDiag(r, "layers[0].data[21]");
    REQUIRE(d);
    CHECK(d->message == "tile 6 of tileset \"walls\" has the unknown kind \"soild\"; did you mean \"solid\"? "
                        "(at x=1, y=4)");
}

TEST_CASE("Tiled maps Raycrypt cannot read are refused with the fix", "[tiled][errors]") {
    SECTION("infinite maps") {
        std::string text = tiledMap(5, 3, kRoom);
        text.replace(text.find("\"infinite\": false"), 17, "\"infinite\": true");
        const std::vector<Diagnostic> errors = errorsOf(loadTiled(text));
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].line == 2);
        CHECK(errors[0].column == columnOf(text.substr(text.find('\n') + 1), "true"));
        CHECK(errors[0].message.find("Map > Map Properties > Infinite") != std::string::npos);
    }
    SECTION("base64 layer data, compressed or not") {
        std::string text = tiledMap(5, 3, kRoom);
        text.replace(text.find("\"data\": ["), 9, "\"encoding\": \"base64\", \"compression\": \"zlib\", \"data\": [");
        LoadResult r = loadTiled(text);
        const Diagnostic* d = findDiag(r, "layers[0]");
        REQUIRE(d);
        CHECK(d->message == "layer \"Tiles\" stores its tiles as zlib-compressed base64; Raycrypt reads CSV layer "
                            "data only: in Tiled set Map > Map Properties > Tile Layer Format to CSV, then save or "
                            "export again");
        CHECK_FALSE(r.ok());
    }
    SECTION("external tilesets") {
        std::string text = tiledMap(5, 3, kRoom);
        text.replace(text.find("{\"firstgid\": 100"), 16, "{\"source\": \"extra.tsx\", \"firstgid\": 100");
        LoadResult r = loadTiled(text);
        const Diagnostic* d = findDiag(r, "tilesets[1].source");
        REQUIRE(d);
        CHECK(d->message == "external tileset \"extra.tsx\" is not supported; embed it (Map > Embed Tileset in "
                            "Tiled) or re-export with `tiled --export-map --embed-tilesets json MAP.tmx MAP.tmj`");
    }
    SECTION("non-orthogonal maps") {
        std::string text = tiledMap(5, 3, kRoom);
        text.replace(text.find("\"orthogonal\""), 12, "\"isometric\"");
        const std::vector<Diagnostic> errors = errorsOf(loadTiled(text));
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].message.rfind("only orthogonal maps are supported, this one is \"isometric\"", 0) == 0);
    }
    SECTION("an infinite staggered map with gzip-compressed chunks: every problem at once") {
        std::string text = tiledMap(5, 3, kRoom, "", "[]", "  \"staggeraxis\": \"y\", \"staggerindex\": \"odd\",\n");
        text.replace(text.find("\"infinite\": false"), 17, "\"infinite\": true");
        text.replace(text.find("\"orthogonal\""), 12, "\"staggered\"");
        text.replace(text.find("\"data\": ["), 9, "\"compression\": \"gzip\", \"chunks\": [], \"data\": [");
        LoadResult r = loadTiled(text);
        INFO(dump(r));
        CHECK_FALSE(r.ok());
        REQUIRE(findDiag(r, "infinite"));
        CHECK(findDiag(r, "infinite")->message.find("Map > Map Properties > Infinite") != std::string::npos);
        REQUIRE(findDiag(r, "orientation"));
        CHECK(findDiag(r, "orientation")->message.rfind("only orthogonal maps are supported, this one is "
                                                        "\"staggered\"", 0) == 0);
        REQUIRE(findDiag(r, "layers[0]"));
        CHECK(findDiag(r, "layers[0]")->message.rfind("layer \"Tiles\" stores its tiles as gzip-compressed base64", 0) == 0);
        REQUIRE(findDiag(r, "properties"));
        CHECK(findDiag(r, "properties")->message.rfind("missing required field \"name\"", 0) == 0);
        CHECK_FALSE(findDiag(r, "layers[0].chunks"));  // the chunks are the infinite map, said once
    }
    SECTION("a gzip-compressed file (a .tmx.gz) is named as such") {
        LoadResult r = loadTiled(std::string("\x1F\x8B\x08\x00", 4) + "binary");
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message.rfind("this is gzip-compressed (a Tiled .tmx.gz map?); Raycrypt reads Tiled "
                                             "maps saved as JSON", 0) == 0);
    }
    SECTION("a data array of the wrong size") {
        LoadResult r = loadTiled(tiledMap(5, 3, "1,1,1"));
        const Diagnostic* d = findDiag(r, "layers[0].data");
        REQUIRE(d);
        CHECK(d->message == "expected 15 gids (5 x 3), got 3");
    }
}

TEST_CASE("Tiled map properties are the level metadata", "[tiled][errors]") {
    LoadResult r = loadTiled(tiledMap(5, 3, kRoom, "", R"([{"name": "mode", "type": "string", "value": "ninja"},
        {"name": "autor", "type": "string", "value": "x"}])"));
    INFO(dump(r));
    const Diagnostic* d = findDiag(r, "properties");
    REQUIRE(d);
    CHECK(d->message == "missing required field \"name\" (the level's title); add it as a custom property of the map "
                        "(Map > Map Properties)");
    d = findDiag(r, "properties.autor");
    REQUIRE(d);
    CHECK(d->severity == Diagnostic::Warning);
    CHECK(d->message == "unknown map property \"autor\"; did you mean \"author\"?");
}

TEST_CASE("Tiled objects become entities: class, name, properties, rotation, polyline and rectangles", "[tiled]") {
    std::string objects = R"(
      {"id": 1, "name": "", "type": "laser", "x": 40, "y": 24, "point": true, "rotation": 90, "width": 0, "height": 0,
       "properties": [{"name": "latch", "type": "bool", "value": true}, {"name": "sweep", "type": "string", "value": "[-45, 45]"}]},
      {"id": 2, "name": "", "class": "laser", "x": 24, "y": 24, "width": 0, "height": 0, "rotation": 0,
       "polyline": [{"x": 0, "y": 0}, {"x": 32, "y": 0}, {"x": 32, "y": 8}],
       "properties": [{"name": "kind", "type": "string", "value": "moving"}, {"name": "period", "type": "int", "value": 3}]},
      {"id": 3, "name": "gate", "type": "door", "x": 48, "y": 16, "width": 16, "height": 32, "rotation": 0},
      {"id": 4, "name": "", "type": "switch", "x": 16, "y": 16, "width": 16, "height": 16, "rotation": 0,
       "properties": [{"name": "link", "type": "string", "value": "gate"}]})";
    std::string data = "1,1,1,1,1,1, 1,4,0,0,0,1, 1,0,0,0,5,1, 1,0,0,0,0,1, 1,1,1,1,1,1";
    LoadResult r = loadTiled(tiledMap(6, 5, data, objects));
    INFO(dump(r));
    REQUIRE(r.ok());
    const auto& es = r.level->entities;
    REQUIRE(es.size() == 4);
    SECTION("a point object: its pixel position is the entity centre; rotation fills angle") {
        CHECK(es[0].type == "laser");
        CHECK(es[0].position == engine::Vec2{2.5, 1.5});
        CHECK(es[0].cell == engine::Vec2{2, 1});
        CHECK(es[0].number("angle") == 90.0);
        CHECK(es[0].flag("latch"));
        CHECK(es[0].pair("sweep") == engine::Vec2{-45, 45});
    }
    SECTION("a polyline object fills the path with the centres it passes through") {
        CHECK(es[1].text("kind") == "moving");
        CHECK(es[1].number("period") == 3.0);
        CHECK(es[1].position == engine::Vec2{1.5, 1.5});
        REQUIRE(es[1].pathCells("path").size() == 3);
        CHECK(es[1].path("path")[1] == engine::Vec2{3.5, 1.5});
        CHECK(es[1].path("path")[2] == engine::Vec2{3.5, 2.0});
    }
    SECTION("a rectangle gives a sized entity its box; the object name is the id") {
        CHECK(es[2].id == "gate");
        CHECK(es[2].cell == engine::Vec2{3, 1});
        CHECK(es[2].size == engine::Vec2{1, 2});
    }
    SECTION("a rectangle for an unsized entity uses its centre") {
        CHECK(es[3].position == engine::Vec2{1.5, 1.5});
        CHECK(es[3].text("link") == "gate");
    }
}

TEST_CASE("Tiled object problems point at the object or the property value", "[tiled][errors]") {
    std::string objects = R"(
      {"id": 1, "name": "", "type": "laser", "x": 40, "y": 24, "point": true,
       "properties": [{"name": "angle", "type": "string", "value": "ninety"}, {"name": "perod", "type": "int", "value": 1}]},
      {"id": 2, "name": "", "type": "", "x": 40, "y": 24, "point": true},
      {"id": 3, "name": "", "type": "sign", "x": 40, "y": 24, "point": true},
      {"id": 4, "name": "", "type": "laser", "x": 200, "y": 24, "point": true})";
    std::string text = tiledMap(5, 3, kRoom, objects);
    LoadResult r = loadTiled(text);
    INFO(dump(r));
    CHECK_FALSE(r.ok());
    const Diagnostic* d = findDiag(r, "layers[1].objects[0].properties.angle");
    REQUIRE(d);
    auto [line, col] = where(text, "\"ninety\"");
    CHECK(d->line == line);
    CHECK(d->column == col);
    CHECK(d->message == "expected a number, got \"ninety\"");
    d = findDiag(r, "layers[1].objects[0].properties.perod");
    REQUIRE(d);
    CHECK(d->message == "unknown field \"perod\" for laser; did you mean \"period\"?");
    d = findDiag(r, "layers[1].objects[1]");
    REQUIRE(d);
    CHECK(d->message.rfind("object has no class; set its Class (Type in Tiled 1.8)", 0) == 0);
    d = findDiag(r, "layers[1].objects[2]");
    REQUIRE(d);
    CHECK(d->message == "missing required field \"text\" (the text); add it as a custom property of the object");
    d = findDiag(r, "layers[1].objects[3].x");
    REQUIRE(d);
    CHECK(d->message.rfind("x = 12 puts this laser outside the map", 0) == 0);
}

TEST_CASE("Tiled spawn and exit objects mark cells, and a map needs exactly one spawn", "[tiled]") {
    std::string objects = R"(
      {"id": 1, "name": "", "type": "spawn", "x": 40, "y": 24, "point": true},
      {"id": 2, "name": "", "type": "exit", "x": 16, "y": 16, "width": 32, "height": 16})";
    std::string data = "1,1,1,1,1, 1,0,0,0,1, 1,1,1,1,1";
    LoadResult r = loadTiled(tiledMap(5, 3, data, objects));
    INFO(dump(r));
    REQUIRE(r.ok());
    CHECK(r.level->spawnCell == engine::Cell{2, 1});
    REQUIRE(r.level->exitCells.size() == 2);
    CHECK(r.level->exitCells[1] == engine::Cell{2, 1});

    LoadResult none = loadTiled(tiledMap(5, 3, "1,1,1,1,1, 1,0,0,0,1, 1,1,1,1,1"));
    REQUIRE(none.diagnostics.size() >= 2);
    CHECK(findDiag(none, "")->message ==
          "the level has no spawn; add one tile of kind \"spawn\" or one object of class \"spawn\"");
}

TEST_CASE("isTiledMap recognises a map by its type, not its extension", "[tiled]") {
    CHECK(engine::isTiledMap(*engine::parseJson("{\"type\": \"map\"}", "x").root));
    CHECK_FALSE(engine::isTiledMap(*engine::parseJson("{\"type\": \"laser\"}", "x").root));
    CHECK_FALSE(engine::isTiledMap(*engine::parseJson("[]", "x").root));
}

TEST_CASE("Tiled layer offsets move objects where Tiled draws them, through groups", "[tiled]") {
    std::string objects = R"(
      {"id": 1, "name": "", "type": "laser", "x": 24, "y": 8, "point": true},
      {"id": 2, "name": "d", "type": "door", "x": 0, "y": 0, "width": 16, "height": 32})";
    std::string text = tiledMap(6, 5, "1,1,1,1,1,1, 1,4,0,0,0,1, 1,0,0,0,5,1, 1,0,0,0,0,1, 1,1,1,1,1,1", objects);
    // The object layer inside a group: 8 px from the group and 8 px of its own across, 16 px down.
    const std::string layerHead = R"({"type": "objectgroup", "name": "Entities",)";
    text.replace(text.find(layerHead), layerHead.size(),
                 R"({"type": "group", "name": "G", "offsetx": 8, "offsety": 16, "layers": [)" + layerHead +
                     R"( "offsetx": 8,)");
    text.replace(text.rfind("\n    ]}\n"), 8, "\n    ]}]}\n");
    LoadResult r = loadTiled(text);
    INFO(dump(r));
    REQUIRE(r.ok());
    REQUIRE(r.level->entities.size() == 2);
    CHECK(r.level->entities[0].position == engine::Vec2{2.5, 1.5});
    CHECK(r.level->entities[1].cell == engine::Vec2{1, 1});
    CHECK(r.level->entities[1].size == engine::Vec2{1, 2});
}

TEST_CASE("A Tiled tile layer drawn off the grid is an error at its offset", "[tiled][errors]") {
    std::string text = tiledMap(5, 3, kRoom);
    const std::string layerHead = R"({"type": "tilelayer", "name": "Tiles",)";
    text.replace(text.find(layerHead), layerHead.size(), layerHead + R"( "offsetx": 0, "offsety": 4,)");
    LoadResult r = loadTiled(text);
    INFO(dump(r));
    CHECK_FALSE(r.ok());
    const Diagnostic* d = findDiag(r, "layers[0].offsety");
    REQUIRE(d);
    auto [line, col] = where(text, "\"offsety\": 4");
    CHECK(d->line == line);
    CHECK(d->column == col + 11);
    CHECK(d->message.rfind("tile layer \"Tiles\" is drawn 0, 4 px off the map's grid; tiles must sit on the grid",
                           0) == 0);
}

TEST_CASE("A quarter-turned Tiled rectangle gives a sized entity the box Tiled draws, other turns are errors",
          "[tiled]") {
    // Door: 2 tiles wide and 1 tall at (48, 16), turned 90° clockwise about that corner: x 32..48, y 16..48.
    // Exit: 2 × 1 at (48, 32), turned 180°: x 16..48, y 16..32.
    std::string objects = R"(
      {"id": 1, "name": "d", "type": "door", "x": 48, "y": 16, "width": 32, "height": 16, "rotation": 90},
      {"id": 2, "name": "", "type": "exit", "x": 48, "y": 32, "width": 32, "height": 16, "rotation": 180},
      {"id": 3, "name": "", "type": "spawn", "x": 72, "y": 56, "point": true, "rotation": 30})";
    LoadResult r = loadTiled(tiledMap(6, 5, "1,1,1,1,1,1, 1,0,0,0,0,1, 1,0,0,0,0,1, 1,0,0,0,0,1, 1,1,1,1,1,1",
                                      objects));
    INFO(dump(r));
    REQUIRE(r.ok());
    REQUIRE(r.level->entities.size() == 1);
    CHECK(r.level->entities[0].cell == engine::Vec2{2, 1});
    CHECK(r.level->entities[0].size == engine::Vec2{1, 2});
    CHECK(r.level->exitCells == std::vector<engine::Cell>{{1, 1}, {2, 1}});
    CHECK(r.level->spawnCell == engine::Cell{4, 3});

    std::string turned = R"(
      {"id": 1, "name": "d", "type": "door", "x": 48, "y": 16, "width": 16, "height": 32, "rotation": 30})";
    std::string text = tiledMap(6, 5, "1,1,1,1,1,1, 1,4,0,0,0,1, 1,0,0,0,5,1, 1,0,0,0,0,1, 1,1,1,1,1,1", turned);
    LoadResult bad = loadTiled(text);
    INFO(dump(bad));
    CHECK_FALSE(bad.ok());
    const Diagnostic* d = findDiag(bad, "layers[1].objects[0].rotation");
    REQUIRE(d);
    auto [line, col] = where(text, "30}");
    CHECK(d->line == line);
    CHECK(d->column == col);
    CHECK(d->message == "a door is an upright box: its rotation must be 0, 90, 180 or 270 degrees, not 30");
}

TEST_CASE("Tiled tile objects are rectangles anchored at their bottom-left corner, typed by their own class",
          "[tiled]") {
    // Door: a 16 x 32 tile object with its bottom-left corner at (48, 48): the box x 48..64, y 16..48.
    // Laser: a 16 x 16 tile object at (32, 32): its centre (40, 24).
    std::string objects = R"(
      {"id": 1, "name": "d", "type": "door", "gid": 100, "x": 48, "y": 48, "width": 16, "height": 32},
      {"id": 2, "name": "", "type": "laser", "gid": 2147483748, "x": 32, "y": 32, "width": 16, "height": 16})";
    const std::string data = "1,1,1,1,1,1, 1,4,0,0,0,1, 1,0,0,0,5,1, 1,0,0,0,0,1, 1,1,1,1,1,1";
    LoadResult r = loadTiled(tiledMap(6, 5, data, objects));
    INFO(dump(r));
    REQUIRE(r.ok());
    REQUIRE(r.level->entities.size() == 2);
    CHECK(r.level->entities[0].cell == engine::Vec2{3, 1});
    CHECK(r.level->entities[0].size == engine::Vec2{1, 2});
    CHECK(r.level->entities[1].position == engine::Vec2{2.5, 1.5});
    r = loadTiled(tiledMap(6, 5, data, R"(
      {"id": 3, "name": "", "type": "", "gid": 100, "x": 32, "y": 32, "width": 16, "height": 16})"));
    const Diagnostic* d = findDiag(r, "layers[1].objects[0]");  // the tile's own kind does not give it a type
    REQUIRE(d);
    CHECK(d->message.find("has no class") != std::string::npos);
}
