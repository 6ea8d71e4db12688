#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/level/level_loader.h"
#include "level_test_schema.h"

using engine::Diagnostic;
using engine::LoadResult;
using engine::TileKind;
using leveltest::columnOf;
using leveltest::dump;
using leveltest::findDiag;
using leveltest::testSchema;

namespace {

/// A native level assembled line by line, so tests know the line of every row and entity.
struct Doc {
    std::vector<std::string> header = {"{", "  \"format\": 1,", "  \"name\": \"Test\",", "  \"mode\": \"ninja\","};
    std::vector<std::string> rows = {"##########", "#@.....E.#", "#..#.....#", "##########"};
    std::vector<std::string> entities;

    std::vector<std::string> lines() const {
        std::vector<std::string> out = header;
        out.push_back("  \"tiles\": [");
        for (std::size_t y = 0; y < rows.size(); ++y)
            out.push_back("    \"" + rows[y] + "\"" + (y + 1 < rows.size() ? "," : ""));
        out.push_back("  ],");
        out.push_back("  \"entities\": [");
        for (std::size_t i = 0; i < entities.size(); ++i)
            out.push_back("    " + entities[i] + (i + 1 < entities.size() ? "," : ""));
        out.push_back("  ]");
        out.push_back("}");
        return out;
    }
    std::string text() const {
        std::string t;
        for (const std::string& l : lines()) t += l + "\n";
        return t;
    }
    /// 1-based line of tile row y.
    int rowLine(int y) const { return static_cast<int>(header.size()) + 2 + y; }
    /// 1-based line of entity i.
    int entityLine(int i) const { return static_cast<int>(header.size() + rows.size()) + 4 + i; }
    /// The text of 1-based line n.
    std::string line(int n) const { return lines()[static_cast<std::size_t>(n - 1)]; }
    LoadResult load(const std::string& name = "t.json") const { return engine::loadLevelText(text(), name, testSchema()); }
};

/// Asserts diagnostic d sits at line:col with the given severity.
void checkAt(const Diagnostic* d, int line, int col, Diagnostic::Severity sev = Diagnostic::Error) {
    REQUIRE(d);
    CHECK(d->line == line);
    CHECK(d->column == col);
    CHECK(d->severity == sev);
}

} // namespace

TEST_CASE("a valid level loads with its metadata, grid, spawn and exits", "[level]") {
    Doc doc;
    doc.header.push_back("  \"author\": \"Ada\", \"par\": 12.5, \"hint\": \"Jump\",");
    doc.entities = {R"({"type": "laser", "x": 2, "y": 1})"};
    LoadResult r = doc.load("levels/a.json");
    INFO(dump(r));
    REQUIRE(r.ok());
    CHECK(r.diagnostics.empty());
    const engine::Level& l = *r.level;
    CHECK(l.meta.formatVersion == 1);
    CHECK(l.meta.name == "Test");
    CHECK(l.meta.mode == "ninja");
    CHECK(l.meta.author == "Ada");
    CHECK(l.meta.parSeconds == 12.5);
    CHECK(l.meta.hint == "Jump");
    CHECK(l.grid.width() == 10);
    CHECK(l.grid.height() == 4);
    CHECK(l.grid.at(0, 0) == TileKind::Solid);
    CHECK(l.grid.at(3, 2) == TileKind::Solid);
    CHECK(l.grid.at(2, 2) == TileKind::Empty);
    CHECK(l.spawnCell == engine::Cell{1, 1});
    CHECK(l.grid.at(1, 1) == TileKind::Empty);
    REQUIRE(l.exitCells.size() == 1);
    CHECK(l.exitCells[0] == engine::Cell{7, 1});
    CHECK(l.exitBoxes()[0].min == engine::Vec2{7, 1});
    CHECK(l.exitBoxes()[0].max == engine::Vec2{8, 2});
    CHECK(l.spawnFeet() == engine::Vec2{1.5, 2.0});
    CHECK(l.entities.size() == 1);
}

TEST_CASE("every legend character reads as its tile kind", "[level]") {
    Doc doc;
    doc.rows = {"#.M=/L^v<>BC~G @E\\\\#"};
    LoadResult r = doc.load();
    INFO(dump(r));
    REQUIRE(r.ok());
    const TileKind expected[] = {TileKind::Solid,      TileKind::Empty,       TileKind::Mirror,     TileKind::OneWay,
                                 TileKind::SlopeUpRight, TileKind::SlopeUpLeft, TileKind::SpikesUp,   TileKind::SpikesDown,
                                 TileKind::SpikesLeft, TileKind::SpikesRight, TileKind::Breakable,  TileKind::Cracked,
                                 TileKind::Crumbling,  TileKind::Glass,       TileKind::Empty};
    for (int x = 0; x < 15; ++x) CHECK(r.level->grid.at(x, 0) == expected[x]);
    CHECK(r.level->spawnCell == engine::Cell{15, 0});
    CHECK(r.level->exitCells[0] == engine::Cell{16, 0});
    CHECK(r.level->grid.at(17, 0) == TileKind::SlopeUpLeft);  // "\\" is an alias of L
    for (int k = 0; k < engine::kTileKindCount; ++k) {
        auto kind = static_cast<TileKind>(k);
        CHECK(engine::tileKindForChar(static_cast<unsigned char>(engine::tileChar(kind))) == kind);
    }
}

TEST_CASE("entities get every schema field, defaults filled, in file units", "[level]") {
    Doc doc;
    doc.rows = {"##########", "#@.....E.#", "#........#", "#........#", "##########"};
    doc.entities = {
        R"({"type": "laser", "id": "l1", "x": 2.25, "y": 1, "angle": 90, "sweep": [-45, 45]})",
        R"({"type": "door", "id": "d1", "x": 4, "y": 2, "w": 2})",
        R"({"type": "laser", "x": 3, "y": 3, "kind": "moving", "path": [[3, 3], [6, 3]]})",
        R"({"type": "switch", "x": 8, "y": 1, "link": "d1", "target": [5, 2]})",
    };
    LoadResult r = doc.load();
    INFO(dump(r));
    REQUIRE(r.ok());
    const auto& es = r.level->entities;
    REQUIRE(es.size() == 4);
    SECTION("defaults and optional fields") {
        CHECK(es[0].id == "l1");
        CHECK(es[0].text("kind") == "static");
        CHECK(es[0].number("period") == 1.0);
        CHECK(es[0].flag("latch") == false);
        CHECK(es[0].pair("sweep") == engine::Vec2{-45, 45});
        CHECK_FALSE(es[0].has("path"));
        CHECK_THROWS_AS(es[0].pathCells("path"), std::out_of_range);
        CHECK_FALSE(es[2].has("sweep"));
        CHECK(es[1].number("h") == 2.0);
    }
    SECTION("a point entity sits at its cell centre") {
        CHECK(es[0].cell == engine::Vec2{2.25, 1});
        CHECK(es[0].size == engine::Vec2{1, 1});
        CHECK(es[0].position == engine::Vec2{2.75, 1.5});
    }
    SECTION("a sized entity covers w x h from its top-left cell") {
        CHECK(es[1].size == engine::Vec2{2, 2});
        CHECK(es[1].position == engine::Vec2{5, 3});
        CHECK(es[1].box().min == engine::Vec2{4, 2});
        CHECK(es[1].box().max == engine::Vec2{6, 4});
    }
    SECTION("angles stay in degrees; radians() converts clockwise-from-right") {
        CHECK(es[0].number("angle") == 90.0);
        CHECK(es[0].radians("angle") == Approx(M_PI / 2));
        engine::Vec2 dir = engine::fromAngle(es[0].radians("angle"));
        CHECK(dir.y == Approx(1.0));  // 90 degrees points down the screen
    }
    SECTION("paths and points convert to entity centres in world tiles") {
        CHECK(es[2].pathCells("path")[1] == engine::Vec2{6, 3});
        CHECK(es[2].path("path")[1] == engine::Vec2{6.5, 3.5});
        CHECK(es[3].point("target") == engine::Vec2{5.5, 2.5});
    }
    SECTION("the entity remembers where it was written") {
        CHECK(es[1].line == doc.entityLine(1));
        CHECK(es[1].column == 5);
    }
}

TEST_CASE("a type mismatch is reported at the value with the path and what was found", "[level][errors]") {
    Doc doc;
    doc.entities = {R"({"type": "laser", "x": 2, "y": 1})", R"({"type": "laser", "x": 3, "y": 1})",
                    R"({"type": "laser", "x": 4, "y": 1, "angle": "ninety"})"};
    LoadResult r = doc.load("levels/ninja/03.json");
    CHECK_FALSE(r.ok());
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(doc.entityLine(2) == 14);
    CHECK(r.diagnostics[0].format() ==
          "levels/ninja/03.json:14:48: error: entities[2].angle: expected a number, got \"ninety\"");
}

TEST_CASE("a syntax error in a level gives its line and column and nothing else", "[level][errors]") {
    Doc doc;
    doc.entities = {R"({"type": "laser", "x": 2 "y": 1})"};
    LoadResult r = doc.load();
    CHECK_FALSE(r.ok());
    REQUIRE(r.diagnostics.size() == 1);
    checkAt(&r.diagnostics[0], doc.entityLine(0), columnOf(doc.line(doc.entityLine(0)), "\"y\""));
    CHECK(r.diagnostics[0].message == "expected ',' or '}' after an object member, found '\"'");
}

TEST_CASE("tile rows of unequal length are errors at the row, naming both widths", "[level][errors]") {
    Doc doc;
    doc.rows = {"##########", "#@.....E.#", "#........", "##########"};
    LoadResult r = doc.load();
    CHECK_FALSE(r.ok());
    const Diagnostic* d = findDiag(r, "tiles[2]");
    checkAt(d, doc.rowLine(2), 5);
    CHECK(d->message == "row 2 is 9 cells wide, but row 0 is 10; every row must have the same width");
}

TEST_CASE("unknown legend characters point at the character, naming its cell", "[level][errors]") {
    Doc doc;
    doc.rows = {"##########", "#@..X..E.#", "#.....\xE2\x96\x88..#", "##########"};  // U+2588 is 3 bytes
    LoadResult r = doc.load();
    CHECK_FALSE(r.ok());
    INFO(dump(r));
    REQUIRE(r.diagnostics.size() == 2);
    checkAt(&r.diagnostics[0], doc.rowLine(1), 6 + 4);
    CHECK(r.diagnostics[0].path == "tiles[1]");
    CHECK(r.diagnostics[0].message.rfind("unknown tile 'X' at x=4, y=1; the legend is: . empty, # solid", 0) == 0);
    checkAt(&r.diagnostics[1], doc.rowLine(2), 6 + 6);
    CHECK(r.diagnostics[1].message == "unknown tile '\xE2\x96\x88' at x=6, y=2");
}

TEST_CASE("a level needs exactly one spawn and at least one exit", "[level][errors]") {
    SECTION("no spawn and no exit") {
        Doc doc;
        doc.rows = {"####", "#..#", "####"};
        LoadResult r = doc.load();
        REQUIRE(r.diagnostics.size() == 2);
        checkAt(&r.diagnostics[0], 5, 12);
        CHECK(r.diagnostics[0].message == "the level has no spawn; put exactly one '@' in the tiles");
        CHECK(r.diagnostics[1].message == "the level has no exit; put at least one 'E' in the tiles");
    }
    SECTION("a second spawn is reported where it is") {
        Doc doc;
        doc.rows = {"######", "#@.E.#", "#..@.#", "######"};
        LoadResult r = doc.load();
        REQUIRE(r.diagnostics.size() == 1);
        checkAt(&r.diagnostics[0], doc.rowLine(2), 6 + 3);
        CHECK(r.diagnostics[0].path == "tiles[2]");
        CHECK(r.diagnostics[0].message ==
              "a second spawn; a level has exactly one (the first is at line " + std::to_string(doc.rowLine(1)) +
                  ", column 7)");
    }
    SECTION("several exits are fine") {
        Doc doc;
        doc.rows = {"######", "#@.EE#", "######"};
        LoadResult r = doc.load();
        REQUIRE(r.ok());
        CHECK(r.level->exitCells.size() == 2);
    }
}

TEST_CASE("entities outside the map or inside solid tiles are errors", "[level][errors]") {
    Doc doc;
    doc.entities = {
        R"({"type": "laser", "x": 12, "y": 1})",
        R"({"type": "laser", "x": 3, "y": -1})",
        R"({"type": "laser", "x": 3, "y": 2})",
        R"({"type": "door", "id": "d", "x": 2, "y": 1, "w": 2})",
        R"({"type": "laser", "x": 2, "y": 1, "kind": "moving", "path": [[2, 1], [11, 1]]})",
        R"({"type": "ghost", "x": 0, "y": 0})",
    };
    doc.header[3] = "  \"mode\": \"crypt\",";
    LoadResult r = doc.load();
    INFO(dump(r));
    const Diagnostic* d = findDiag(r, "entities[0].x");
    checkAt(d, doc.entityLine(0), columnOf(doc.line(doc.entityLine(0)), "12"));
    CHECK(d->message == "x = 12 puts this laser outside the map (x must be between 0 and 9 on a map of 10 x 4 cells)");
    d = findDiag(r, "entities[1].y");
    checkAt(d, doc.entityLine(1), columnOf(doc.line(doc.entityLine(1)), "-1"));
    d = findDiag(r, "entities[2]");
    checkAt(d, doc.entityLine(2), 5);
    CHECK(d->message == "this laser at (3, 2) is inside the solid tile '#' at cell (3, 2); entities must be placed in "
                        "open cells");
    d = findDiag(r, "entities[3]");  // a 2 x 2 door from (2, 1) covers the wall at (3, 2)
    checkAt(d, doc.entityLine(3), 5);
    CHECK(d->message.find("at cell (3, 2)") != std::string::npos);
    d = findDiag(r, "entities[4].path[1]");
    checkAt(d, doc.entityLine(4), columnOf(doc.line(doc.entityLine(4)), "[11, 1]"));
    CHECK(d->message == "point (11, 1) puts this laser outside the map of 10 x 4 cells");
    CHECK_FALSE(findDiag(r, "entities[5]"));  // ghosts may sit in walls (mayOverlapSolid)
}

TEST_CASE("numbers out of range, negative times and infinities are errors at the value", "[level][errors]") {
    Doc doc;
    doc.entities = {R"({"type": "laser", "x": 2, "y": 1, "angle": 400, "period": -0.5, "speed": 1e999})",
                    R"({"type": "door", "id": "d", "x": 5, "y": 1, "w": 0.1, "h": 1})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    std::string line = doc.line(doc.entityLine(0));
    const Diagnostic* d = findDiag(r, "entities[0].angle");
    checkAt(d, doc.entityLine(0), columnOf(line, "400"));
    CHECK(d->message == "must be between -360 and 360 deg, got 400 deg");
    d = findDiag(r, "entities[0].period");
    checkAt(d, doc.entityLine(0), columnOf(line, "-0.5"));
    CHECK(d->message == "time must not be negative, got -0.5 s");
    d = findDiag(r, "entities[0].speed");
    checkAt(d, doc.entityLine(0), columnOf(line, "1e999"));
    CHECK(d->message == "number 1e999 is too large to represent (it would be infinite)");
    d = findDiag(r, "entities[1].w");
    CHECK(d->message == "must be between 0.25 and 64 tiles, got 0.1 tiles");
    CHECK(r.diagnostics.size() == 4);
}

TEST_CASE("a negative par time is an error", "[level][errors]") {
    Doc doc;
    doc.header.push_back("  \"par\": -3,");
    LoadResult r = doc.load();
    const Diagnostic* d = findDiag(r, "par");
    checkAt(d, 5, 10);
    CHECK(d->message == "time must not be negative, got -3 s");
}

TEST_CASE("unknown keys are warnings that suggest the nearest known key", "[level][errors]") {
    Doc doc;
    doc.header.push_back("  \"hnit\": \"x\", \"_comment\": \"ignored\",");
    doc.entities = {R"({"type": "laser", "x": 2, "y": 1, "perod": 2, "colour": "red"})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    REQUIRE(r.ok());  // warnings do not stop the load
    REQUIRE(r.diagnostics.size() == 3);
    checkAt(&r.diagnostics[0], 5, 3, Diagnostic::Warning);
    CHECK(r.diagnostics[0].format() == "t.json:5:3: warning: hnit: unknown level field \"hnit\"; did you mean \"hint\"?");
    std::string line = doc.line(doc.entityLine(0));
    checkAt(&r.diagnostics[1], doc.entityLine(0), columnOf(line, "\"perod\""), Diagnostic::Warning);
    CHECK(r.diagnostics[1].message == "unknown field \"perod\" for laser; did you mean \"period\"?");
    CHECK(r.diagnostics[2].message == "unknown field \"colour\" for laser is ignored");
}

TEST_CASE("enum values and entity types are checked with suggestions", "[level][errors]") {
    Doc doc;
    doc.entities = {R"({"type": "laser", "x": 2, "y": 1, "kind": "rotate"})", R"({"type": "lazer", "x": 2, "y": 1})",
                    R"({"type": "ghost", "x": 2, "y": 1, "dir": 0})", R"({"x": 2, "y": 1})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    const Diagnostic* d = findDiag(r, "entities[0].kind");
    checkAt(d, doc.entityLine(0), columnOf(doc.line(doc.entityLine(0)), "\"rotate\""));
    CHECK(d->message == "expected \"static\", \"rotating\" or \"moving\", got \"rotate\"; did you mean \"rotating\"?");
    d = findDiag(r, "entities[1].type");
    checkAt(d, doc.entityLine(1), columnOf(doc.line(doc.entityLine(1)), "\"lazer\""));
    CHECK(d->message == "unknown entity type \"lazer\"; did you mean \"laser\"?");
    d = findDiag(r, "entities[2].type");
    CHECK(d->message == "\"ghost\" entities cannot be used in ninja levels (allowed in: \"crypt\")");
    d = findDiag(r, "entities[2].dir");
    CHECK(d->message == "must be -1 or 1, got 0");
    d = findDiag(r, "entities[3]");
    checkAt(d, doc.entityLine(3), 5);
    CHECK(d->message.rfind("missing required field \"type\" (one of \"laser\", \"door\"", 0) == 0);
}

TEST_CASE("missing required fields are reported at the object", "[level][errors]") {
    Doc doc;
    doc.entities = {R"({"type": "sign", "x": 2})", R"({"type": "laser", "x": 2, "y": 1, "kind": "moving"})",
                    R"({"type": "door", "x": 5, "y": 1})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    REQUIRE(r.diagnostics.size() == 4);
    checkAt(&r.diagnostics[0], doc.entityLine(0), 5);
    CHECK(r.diagnostics[0].message == "missing required field \"y\" (the row, in cells)");
    CHECK(r.diagnostics[1].message == "missing required field \"text\" (the text)");
    CHECK(r.diagnostics[2].message == "missing field \"path\", required when kind is \"moving\" (waypoints)");
    CHECK(r.diagnostics[3].path == "entities[2]");
    CHECK(r.diagnostics[3].message.rfind("missing required field \"id\"", 0) == 0);
}

TEST_CASE("ids must be unique and references must name an entity of the right type", "[level][errors]") {
    Doc doc;
    doc.rows = {"##########", "#@.....E.#", "#........#", "##########"};
    doc.entities = {R"({"type": "door", "id": "gate", "x": 4, "y": 1})", R"({"type": "door", "id": "gate", "x": 5, "y": 1})",
                    R"({"type": "switch", "id": "s", "x": 2, "y": 1, "link": "gaet"})",
                    R"({"type": "switch", "x": 3, "y": 1, "link": "s"})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    REQUIRE(r.diagnostics.size() == 3);
    const Diagnostic* d = findDiag(r, "entities[1].id");
    checkAt(d, doc.entityLine(1), columnOf(doc.line(doc.entityLine(1)), "\"gate\""));
    CHECK(d->message == "duplicate id \"gate\"; entities[0].id (line " + std::to_string(doc.entityLine(0)) +
                            ") already uses it");
    d = findDiag(r, "entities[2].link");
    CHECK(d->message == "no door with id \"gaet\" in this level; did you mean \"gate\"?");
    d = findDiag(r, "entities[3].link");
    CHECK(d->message == "\"s\" is the id of a switch, not of a door");
}

TEST_CASE("Integer fields take numbers written without a fraction or an exponent, format and dir alike",
          "[level][errors]") {
    for (const char* written : {"1.0", "1e0", "1.5"}) {
        INFO(written);
        Doc doc;
        doc.header[3] = "  \"mode\": \"crypt\",";
        doc.entities = {std::string(R"({"type": "ghost", "x": 2, "y": 1, "dir": )") + written + "}"};
        LoadResult r = doc.load();
        const Diagnostic* d = findDiag(r, "entities[0].dir");
        REQUIRE(d);
        CHECK(d->message == std::string("expected an integer, got ") + written);
        doc.header[1] = std::string("  \"format\": ") + written + ",";
        r = doc.load();
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message == std::string("expected the format version as an integer (1), got ") + written);
    }
    Doc doc;
    doc.header[3] = "  \"mode\": \"crypt\",";
    doc.entities = {R"({"type": "ghost", "x": 2, "y": 1, "dir": -1})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    CHECK(r.ok());
}

TEST_CASE("the format version is required and must match", "[level][errors]") {
    SECTION("newer") {
        Doc doc;
        doc.header[1] = "  \"format\": 2,";
        doc.rows = {"bad rows are not checked after a version error"};
        LoadResult r = doc.load();
        REQUIRE(r.diagnostics.size() == 1);
        checkAt(&r.diagnostics[0], 2, 13);
        CHECK(r.diagnostics[0].message == "format version 2 is newer than this game supports (this game reads version "
                                          "1); update Raycrypt");
    }
    SECTION("older") {
        Doc doc;
        doc.header[1] = "  \"format\": 0,";
        LoadResult r = doc.load();
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message == "format version 0 is not supported (this game reads version 1)");
    }
    SECTION("not an integer") {
        Doc doc;
        doc.header[1] = "  \"format\": \"1\",";
        LoadResult r = doc.load();
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message == "expected the format version as an integer (1), got \"1\"");
    }
    SECTION("missing") {
        Doc doc;
        doc.header.erase(doc.header.begin() + 1);
        LoadResult r = doc.load();
        REQUIRE(r.diagnostics.size() == 1);
        checkAt(&r.diagnostics[0], 1, 1);
        CHECK(r.diagnostics[0].message.rfind("missing required field \"format\"", 0) == 0);
    }
}

TEST_CASE("metadata is checked: name, mode and text lengths", "[level][errors]") {
    Doc doc;
    doc.header = {"{", "  \"format\": 1,", "  \"mode\": \"ninj\",", "  \"hint\": 5,"};
    LoadResult r = doc.load();
    INFO(dump(r));
    REQUIRE(r.diagnostics.size() == 3);
    CHECK(r.diagnostics[0].message == "missing required field \"name\" (the level's title)");
    CHECK(r.diagnostics[1].path == "mode");
    CHECK(r.diagnostics[1].message == "expected \"ninja\" or \"crypt\", got \"ninj\"; did you mean \"ninja\"?");
    CHECK(r.diagnostics[2].message == "expected a string, got 5");
}

TEST_CASE("every error in a file is reported in one pass, in file order", "[level][errors]") {
    Doc doc;
    doc.header.push_back("  \"par\": -1,");
    doc.rows = {"##########", "#@..X..E.#", "#.......#", "##########"};
    doc.entities = {R"({"type": "laser", "x": 2, "y": 1, "angle": "ninety"})", R"({"type": "lazer", "x": 2, "y": 1})",
                    R"({"type": "laser", "x": 30, "y": 1, "period": -2})", R"({"type": "sign", "x": 5, "y": 1})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    CHECK_FALSE(r.ok());
    CHECK(engine::countErrors(r.diagnostics) == 8);
    for (std::size_t i = 1; i < r.diagnostics.size(); ++i) CHECK(r.diagnostics[i - 1].line <= r.diagnostics[i].line);
    for (const char* path : {"par", "tiles[1]", "tiles[2]", "entities[0].angle", "entities[1].type", "entities[2].x",
                             "entities[2].period", "entities[3]"})
        CHECK(findDiag(r, path));
}

TEST_CASE("oversized and over-nested files are rejected before parsing", "[level][errors]") {
    SECTION("over 4 MiB as text") {
        std::string big = "{\"format\": 1, \"pad\": \"" + std::string(engine::kMaxLevelFileBytes, 'x') + "\"}";
        LoadResult r = engine::loadLevelText(big, "big.json", testSchema());
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].format().rfind("big.json: error: file is ", 0) == 0);
    }
    SECTION("over 4 MiB on disk is refused from its size") {
        auto path = std::filesystem::temp_directory_path() / "raycrypt_big_level.json";
        {
            std::ofstream out(path, std::ios::binary);
            out << std::string(engine::kMaxLevelFileBytes + 10, ' ');
        }
        LoadResult r = engine::loadLevelFile(path.string(), testSchema());
        std::filesystem::remove(path);
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message == "file is " + std::to_string(engine::kMaxLevelFileBytes + 10) +
                                              " bytes; level files are limited to 4 MiB (4194304 bytes)");
    }
    SECTION("nesting deeper than 64") {
        Doc doc;
        doc.entities = {R"({"type": "sign", "x": 2, "y": 1, "text": )" + std::string(70, '[') + std::string(70, ']') + "}"};
        LoadResult r = doc.load();
        REQUIRE(r.diagnostics.size() == 1);
        int firstBracket = columnOf(doc.line(doc.entityLine(0)), "[");
        checkAt(&r.diagnostics[0], doc.entityLine(0), firstBracket + 61);  // root, entities and the object are 1-3
        CHECK(r.diagnostics[0].message == "nesting deeper than 64 levels is not allowed");
    }
}

TEST_CASE("non-level inputs give one clear error", "[level][errors]") {
    SECTION("a Tiled XML map") {
        LoadResult r = engine::loadLevelText("<?xml version=\"1.0\"?>\n<map/>", "m.tmx", testSchema());
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message.find("tiled --export-map --embed-tilesets json MAP.tmx MAP.tmj") !=
              std::string::npos);
    }
    SECTION("a JSON array") {
        LoadResult r = engine::loadLevelText("[1]", "a.json", testSchema());
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].message == "expected the level to be a JSON object {...}, got an array");
    }
    SECTION("a missing file") {
        LoadResult r = engine::loadLevelFile("/nonexistent/raycrypt/level.json", testSchema());
        REQUIRE(r.diagnostics.size() == 1);
        CHECK(r.diagnostics[0].format() ==
              "/nonexistent/raycrypt/level.json: error: cannot open the file: it does not exist");
    }
}

TEST_CASE("saveLevelJson round-trips: load, save, load gives the same level", "[level][save]") {
    Doc doc;
    doc.header.push_back("  \"author\": \"Ada \\\"A\\\" L\", \"par\": 0.1, \"hint\": \"line\\nbreak\",");
    doc.rows = {"##########", "#@..M=/LE#", "#^v<>BC~G#", "##########"};
    doc.entities = {
        R"({"type": "laser", "id": "l1", "x": 2.3, "y": 1, "angle": -90, "kind": "moving", "path": [[2.3, 1], [3, 1.7]], "sweep": [0, 1e-3]})",
        R"({"type": "door", "id": "d", "x": 3, "y": 1, "w": 0.5, "h": 1})",
        R"({"type": "switch", "x": 1, "y": 1, "link": "d", "target": [2, 1]})",
        R"({"type": "sign", "x": 2, "y": 1, "text": "caf\u00e9"})",
    };
    LoadResult first = doc.load();
    INFO(dump(first));
    REQUIRE(first.ok());
    std::string saved = engine::saveLevelJson(*first.level, testSchema());
    LoadResult second = engine::loadLevelText(saved, "saved.json", testSchema());
    INFO(saved);
    INFO(dump(second));
    REQUIRE(second.ok());
    CHECK(second.diagnostics.empty());
    CHECK(engine::sameLevel(*first.level, *second.level));
    CHECK(engine::saveLevelJson(*second.level, testSchema()) == saved);
    CHECK(saved.find("\"period\"") == std::string::npos);  // defaults are left out
    CHECK(saved.find("    \"#@..M=/LE#\",\n") != std::string::npos);  // one row per line
}

TEST_CASE("listLevelFiles finds level files recursively and skips replays, chapter lists and docs", "[level]") {
    namespace fs = std::filesystem;
    fs::path dir = fs::temp_directory_path() / "raycrypt_list_levels";
    fs::remove_all(dir);
    fs::create_directories(dir / "ninja");
    for (const char* name : {"ninja/01.json", "ninja/01.replay.json", "ninja/chapters.json", "b.tmj", "README.md", "a.json"})
        std::ofstream(dir / name) << "{}";
    std::vector<std::string> files = engine::listLevelFiles(dir.string());
    fs::remove_all(dir);
    REQUIRE(files.size() == 3);
    CHECK(fs::path(files[0]).filename() == "a.json");
    CHECK(fs::path(files[1]).filename() == "b.tmj");
    CHECK(fs::path(files[2]).filename() == "01.json");
    CHECK(engine::listLevelFiles("/nonexistent/raycrypt").empty());
}

TEST_CASE("Diagnostic::format follows FILE:LINE:COL: severity: PATH: message", "[level]") {
    Diagnostic d{Diagnostic::Warning, "a.json", 3, 7, "entities[0].x", "hm"};
    CHECK(d.format() == "a.json:3:7: warning: entities[0].x: hm");
    d = {Diagnostic::Error, "a.json", 0, 0, "", "gone"};
    CHECK(d.format() == "a.json: error: gone");
}

TEST_CASE("summarizeDiagnostics puts errors first and cuts long lists with a count", "[level]") {
    std::vector<Diagnostic> ds = {{Diagnostic::Warning, "a", 1, 1, "", "w"},
                                  {Diagnostic::Error, "a", 2, 1, "", "e1"},
                                  {Diagnostic::Error, "a", 3, 1, "", "e2"},
                                  {Diagnostic::Error, "a", 4, 1, "", "e3"}};
    std::vector<std::string> lines = engine::summarizeDiagnostics(ds, 3);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "a:2:1: error: e1");
    CHECK(lines[1] == "a:3:1: error: e2");
    CHECK(lines[2] == "... and 2 more");
    CHECK(engine::summarizeDiagnostics(ds, 4).back() == "a:1:1: warning: w");
    CHECK(engine::summarizeDiagnostics(ds, 0).empty());
}

TEST_CASE("corrupted level files never crash the loader and always explain themselves", "[level][robust]") {
    std::ifstream in(std::string(RAYCRYPT_TEST_DIR) + "/fixtures/tiled/room.json");
    std::stringstream buf;
    buf << in.rdbuf();
    const std::string original = buf.str();
    REQUIRE(engine::loadLevelText(original, "room.json", testSchema()).ok());
    const int lines = static_cast<int>(std::count(original.begin(), original.end(), '\n')) + 1;
    std::uint64_t state = 12345;  // a fixed LCG: the same mutations every run
    auto next = [&](std::uint64_t n) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return (state >> 33) % n;
    };
    const char alphabet[] = "{}[],:\"\\ 0123456789.eE-+#@xyEtruefalsn\n\xC3\xA9";
    for (int round = 0; round < 1500; ++round) {
        std::string text = original;
        for (std::uint64_t edits = 1 + next(3); edits > 0; --edits) {
            std::size_t at = next(text.size());
            char c = alphabet[next(sizeof alphabet - 1)];
            switch (next(3)) {
            case 0: text[at] = c; break;
            case 1: text.erase(at, 1 + next(8)); break;
            default: text.insert(at, 1, c); break;
            }
        }
        LoadResult r;
        REQUIRE_NOTHROW(r = engine::loadLevelText(text, "m.json", testSchema()));
        CHECK(r.ok() == (engine::countErrors(r.diagnostics) == 0));
        for (const Diagnostic& d : r.diagnostics) {
            INFO(text << "\n" << d.format());
            CHECK(d.line >= 1);
            CHECK(d.line <= lines + 3);  // up to 3 inserted line breaks
            CHECK(d.column >= 1);
            CHECK_FALSE(d.message.empty());
        }
    }
}

TEST_CASE("invalid UTF-8 and lone surrogates in level strings are errors with line and column", "[level][errors]") {
    Doc doc;
    doc.header[2] = "  \"name\": \"T\xFFst\",";
    doc.entities = {R"({"type": "sign", "x": 2, "y": 1, "text": "half \ud800 pair"})"};
    LoadResult r = doc.load();
    CHECK_FALSE(r.ok());
    CHECK_FALSE(r.level);
    checkAt(findDiag(r, "name"), 3, 13);
    const Diagnostic* s = findDiag(r, "entities[0].text");
    checkAt(s, doc.entityLine(0), columnOf(doc.line(doc.entityLine(0)), "\\ud800"));
    CHECK(s->message.rfind("lone surrogate \\ud800", 0) == 0);
}

TEST_CASE("an entity larger than the map is told its size is wrong, at the size", "[level][errors]") {
    Doc doc;
    doc.entities = {R"({"type": "door", "id": "d", "x": 0, "y": 1, "w": 40})",
                    R"({"type": "door", "id": "e", "x": 1, "y": 1, "h": 9})"};
    LoadResult r = doc.load();
    INFO(dump(r));
    const Diagnostic* d = findDiag(r, "entities[0].w");
    checkAt(d, doc.entityLine(0), columnOf(doc.line(doc.entityLine(0)), "40"));
    CHECK(d->message == "this door is 40 tiles wide, wider than the map (10 cells); w must be at most 10");
    d = findDiag(r, "entities[1].h");
    checkAt(d, doc.entityLine(1), columnOf(doc.line(doc.entityLine(1)), "9"));
    CHECK(d->message == "this door is 9 tiles tall, taller than the map (4 cells); h must be at most 4");
    for (const Diagnostic& any : r.diagnostics) CHECK(any.message.find("between 0 and 0") == std::string::npos);
}
