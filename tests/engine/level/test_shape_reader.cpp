// Tests for engine/level/shape_reader.h: the "shapes" list of a native level, every bad shape reported at the
// line:column of the value at fault.
#include <catch2/catch.hpp>

#include "engine/level/level_loader.h"
#include "level_test_schema.h"

using engine::Diagnostic;
using engine::LoadResult;
using engine::Surface;
using leveltest::columnOf;
using leveltest::dump;
using leveltest::findDiag;
using leveltest::testSchema;

namespace {

/// A 12 × 12 level whose shapes are given one per line; shape i sits on line shapeLine(i).
struct ShapeDoc {
    std::vector<std::string> shapes;
    std::vector<std::string> lines() const {
        std::vector<std::string> out = {"{", "  \"format\": 1,", "  \"name\": \"Shapes\",", "  \"mode\": \"ninja\",",
                                        "  \"tiles\": ["};
        for (int y = 0; y < 12; ++y) {
            std::string row = y == 0 || y == 11 ? "############" : y == 10 ? "#@........E#" : "#..........#";
            out.push_back("    \"" + row + "\"" + (y < 11 ? "," : ""));
        }
        out.push_back("  ],");
        out.push_back("  \"shapes\": [");
        for (std::size_t i = 0; i < shapes.size(); ++i) out.push_back("    " + shapes[i] + (i + 1 < shapes.size() ? "," : ""));
        out.push_back("  ]");
        out.push_back("}");
        return out;
    }
    int shapeLine(int i) const { return 20 + i; }
    std::string text() const {
        std::string t;
        for (const std::string& l : lines()) t += l + "\n";
        return t;
    }
    LoadResult load() const { return engine::loadLevelText(text(), "s.json", testSchema()); }
};

/// Loads one shape and expects one error at `path`, on the shape's line, at the column of `needle` in it.
void expectError(const std::string& shape, const std::string& path, const std::string& needle) {
    ShapeDoc doc{{shape}};
    LoadResult r = doc.load();
    INFO(dump(r));
    CHECK_FALSE(r.level);
    const Diagnostic* d = findDiag(r, path);
    REQUIRE(d);
    CHECK(d->severity == Diagnostic::Error);
    CHECK(d->line == doc.shapeLine(0));
    CHECK(d->column == columnOf("    " + shape, needle));
    CHECK(d->format().find("s.json:") == 0);
}

} // namespace

TEST_CASE("a level's polygon and mesh shapes load with their surfaces", "[level][shapes]") {
    ShapeDoc doc{{R"({"surface": "mirror", "points": [[2, 2], [5, 2], [5, 4]]})",
                  R"({"vertices": [[6, 6], [9, 6], [9, 9], [6, 9]], "triangles": [[0, 1, 2], [0, 2, 3]], "surface": "glass"})",
                  R"({"points": [[2, 6], [4, 6], [3, 8]]})"}};
    LoadResult r = doc.load();
    INFO(dump(r));
    REQUIRE(r.level);
    REQUIRE(r.level->shapes.size() == 3);
    CHECK(r.level->shapes[0].surface == Surface::Mirror);
    CHECK(r.level->shapes[0].points.size() == 3);
    CHECK(r.level->shapes[1].surface == Surface::Glass);
    CHECK(r.level->shapes[1].triangles.size() == 2);
    CHECK(r.level->shapes[2].surface == Surface::Solid);
}

TEST_CASE("a level with shapes saves and loads back to the same level", "[level][shapes]") {
    ShapeDoc doc{{R"({"surface": "mirror", "points": [[2.5, 2], [5, 2], [5, 4.25]]})",
                  R"({"vertices": [[6, 6], [9, 6], [9, 9], [6, 9]], "triangles": [[0, 1, 2], [0, 2, 3]]})"}};
    LoadResult r = doc.load();
    REQUIRE(r.level);
    std::string saved = engine::saveLevelJson(*r.level, testSchema());
    LoadResult back = engine::loadLevelText(saved, "saved.json", testSchema());
    INFO(saved << dump(back));
    REQUIRE(back.level);
    CHECK(engine::sameLevel(*r.level, *back.level));
    CHECK(back.level->shapes.size() == 2);
}

TEST_CASE("a shape with fewer than 3 points is an error at its points", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [5, 2]]})", "shapes[0].points", "[[");
}

TEST_CASE("a shape enclosing no area is an error at its points", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [5, 2], [8, 2.0000000001]]})", "shapes[0].points", "[[");
}

TEST_CASE("a self-intersecting shape is an error at the edge that crosses", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [5, 5], [5, 2], [2, 5]]})", "shapes[0].points[2]", "[5, 2]");
}

TEST_CASE("a shape repeating a point is an error at the repeat", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [5, 2], [5, 5], [5, 2.0]]})", "shapes[0].points[3]", "[5, 2.0]");
}

TEST_CASE("a shape with three points in line is an error at the middle one", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [4, 2], [6, 2], [6, 6]]})", "shapes[0].points[1]", "[4, 2]");
}

TEST_CASE("a shape with a NaN coordinate is a located JSON error", "[level][shapes]") {
    ShapeDoc doc{{R"({"points": [[2, 2], [NaN, 2], [5, 5]]})"}};
    LoadResult r = doc.load();
    CHECK_FALSE(r.level);
    REQUIRE_FALSE(r.diagnostics.empty());
    CHECK(r.diagnostics[0].line == doc.shapeLine(0));
    CHECK(r.diagnostics[0].column == columnOf("    " + doc.shapes[0], "NaN"));
}

TEST_CASE("a shape with a huge coordinate is an error at that point", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [1e300, 2], [5, 5]]})", "shapes[0].points[1]", "[1e300");
}

TEST_CASE("a shape reaching outside the map is an error at the point outside", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [13, 2], [5, 5]]})", "shapes[0].points[1]", "[13");
}

TEST_CASE("a mesh triangle naming a missing vertex is an error at that triangle", "[level][shapes]") {
    expectError(R"({"vertices": [[2, 2], [5, 2], [5, 5]], "triangles": [[0, 1, 2], [0, 2, 7]]})",
                "shapes[0].triangles[1]", "[0, 2, 7]");
}

TEST_CASE("a non-manifold mesh is an error at the vertex where its outline touches itself", "[level][shapes]") {
    expectError(R"({"vertices": [[5, 5], [9, 5], [9, 9], [1, 5], [1, 1]], "triangles": [[0, 1, 2], [0, 3, 4]]})",
                "shapes[0].vertices[0]", "[5, 5]");
}

TEST_CASE("a polygon with more points than the limit is an error at the first point over it", "[level][shapes]") {
    std::string pts;
    for (int i = 0; i <= engine::kMaxShapePoints; ++i) pts += (i ? ", [" : "[") + std::to_string(1 + i % 2) + ", 1]";
    ShapeDoc doc{{"{\"points\": [" + pts + "]}"}};
    LoadResult r = doc.load();
    CHECK_FALSE(r.level);
    const Diagnostic* d = findDiag(r, "shapes[0].points[" + std::to_string(engine::kMaxShapePoints) + "]");
    REQUIRE(d);
    CHECK(d->line == doc.shapeLine(0));
    CHECK(d->message.find("at most") != std::string::npos);
}

TEST_CASE("a mesh with more triangles than the limit is an error at the first triangle over it", "[level][shapes]") {
    std::string tris;
    for (int i = 0; i <= engine::kMaxShapeTriangles; ++i) tris += i ? ", [0, 1, 2]" : "[0, 1, 2]";
    ShapeDoc doc{{"{\"vertices\": [[2, 2], [5, 2], [5, 5]], \"triangles\": [" + tris + "]}"}};
    LoadResult r = doc.load();
    INFO(dump(r));
    CHECK_FALSE(r.level);
    const Diagnostic* d = findDiag(r, "shapes[0].triangles[" + std::to_string(engine::kMaxShapeTriangles) + "]");
    REQUIRE(d);
    CHECK(d->line == doc.shapeLine(0));
    CHECK(d->message.find("at most") != std::string::npos);
}

TEST_CASE("shapes with more segments in all than the level limit are an error at the shape over it", "[level][shapes]") {
    // Triangles of 3 edges each, all valid, until the level's total passes kMaxShapeSegments.
    ShapeDoc doc;
    int count = engine::kMaxShapeSegments / 3 + 1;
    for (int i = 0; i < count; ++i) doc.shapes.push_back(R"({"points": [[2, 2], [5, 2], [5, 5]]})");
    LoadResult r = doc.load();
    CHECK_FALSE(r.level);
    const Diagnostic* d = findDiag(r, "shapes[" + std::to_string(count - 1) + "]");
    REQUIRE(d);
    CHECK(d->line == doc.shapeLine(count - 1));
    CHECK(d->message.find("too many shape segments") != std::string::npos);
}

TEST_CASE("a shape with an unknown surface is an error at the surface", "[level][shapes]") {
    expectError(R"({"surface": "rubber", "points": [[2, 2], [5, 2], [5, 5]]})", "shapes[0].surface", "\"rubber\"");
}

TEST_CASE("a shape with both points and vertices is an error at the shape", "[level][shapes]") {
    expectError(R"({"points": [[2, 2], [5, 2], [5, 5]], "vertices": [[2, 2]], "triangles": []})", "shapes[0]", "{");
}
