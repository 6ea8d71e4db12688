// Tests for engine/collision/merged_geometry.h: shapes united with each other and with nearby tiles, faces tagged
// with the surface they show to the open side.
#include <catch2/catch.hpp>
#include <cmath>

#include "engine/collision/merged_geometry.h"

using namespace engine;

namespace {

ShapeSpec box(Vec2 a, Vec2 b, Surface s = Surface::Solid) {
    ShapeSpec sh;
    sh.surface = s;
    sh.points = {a, {b.x, a.y}, b, {a.x, b.y}};
    return sh;
}

// The faces crossing the horizontal line y = yLine, in order of x.
std::vector<std::int32_t> facesAcross(const MergedGeometry& g, double y) {
    std::vector<std::int32_t> ids;
    for (std::size_t i = 0; i < g.tree.segments.size(); ++i) {
        const Segment& s = g.tree.segments[i];
        if ((s.p1.y - y) * (s.p2.y - y) < 0) ids.push_back(static_cast<std::int32_t>(i));
    }
    return ids;
}

double totalLength(const MergedGeometry& g) {
    double sum = 0;
    for (const Segment& s : g.tree.segments) sum += distance(s.p1, s.p2);
    return sum;
}

} // namespace

TEST_CASE("a level without shapes gets no merged geometry", "[collision][merged_geometry]") {
    TileGrid grid(16, 16, TileKind::Empty);
    grid.set(3, 3, TileKind::Solid);
    MergedGeometry g = buildMergedGeometry(grid, {});
    CHECK(g.empty());
    CHECK_FALSE(rayCastShapes(g, {{0.5, 3.5}, {10, 0}, 1.0}).hit);
}

TEST_CASE("two overlapping shapes of one surface merge into one outline with no inner seam", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    MergedGeometry g = buildMergedGeometry(grid, {box({2, 2}, {6, 6}), box({4, 4}, {8, 8})});
    // The union is an L-ish octagon: 8 faces, perimeter 4·4 + 4·4 − 2·2·2 = 24.
    CHECK(g.tree.segments.size() == 8);
    CHECK(totalLength(g) == Approx(24.0));
    // A ray from inside the overlap eastwards meets only the outer face at x = 8.
    ShapeRayOutput r = rayCastShapes(g, {{0, 5}, {20, 0}, 1.0});
    REQUIRE(r.hit);
    CHECK(r.point.x == Approx(2.0));
    CHECK(r.frontFace);
    CHECK(r.normal.x == Approx(-1.0));
}

TEST_CASE("shapes touching along an edge leave no seam between them", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    MergedGeometry g = buildMergedGeometry(grid, {box({2, 2}, {5, 6}), box({5, 2}, {9, 6})});
    CHECK(facesAcross(g, 4.0).size() == 2);
    CHECK(totalLength(g) == Approx(2 * 7 + 2 * 4));
}

TEST_CASE("a shape against solid tiles loses the faces the tiles cover", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    for (int x = 0; x < 32; ++x) grid.set(x, 10, TileKind::Solid);  // a floor with its top at y = 10
    MergedGeometry g = buildMergedGeometry(grid, {box({4, 7}, {8, 10.5})});
    // No face lies inside the floor or along its top under the box (its bottom faces at y = 11 stay).
    for (const Segment& s : g.tree.segments) {
        Vec2 mid = (s.p1 + s.p2) * 0.5;
        CHECK_FALSE((mid.y > 10.0 && mid.y < 11.0));
        if (mid.y == 10.0) CHECK((mid.x < 4.0 || mid.x > 8.0));
    }
    // The box's sides and top remain, each facing the open side.
    ShapeRayOutput r = rayCastShapes(g, {{1, 8}, {10, 0}, 1.0});
    REQUIRE(r.hit);
    CHECK(r.point.x == Approx(4.0));
    CHECK(r.surface == Surface::Solid);
}

TEST_CASE("a face's surface is the one it shows to the open side where a mirror covers a solid", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    // A solid block with a thin mirror plate laid over its left part and sticking out above it.
    MergedGeometry g = buildMergedGeometry(grid, {box({4, 4}, {12, 12}), box({2, 3}, {6, 13}, Surface::Mirror)});
    ShapeRayOutput left = rayCastShapes(g, {{0, 8}, {20, 0}, 1.0});
    REQUIRE(left.hit);
    CHECK(left.point.x == Approx(2.0));
    CHECK(left.surface == Surface::Mirror);
    ShapeRayOutput right = rayCastShapes(g, {{20, 8}, {-20, 0}, 1.0});
    REQUIRE(right.hit);
    CHECK(right.point.x == Approx(12.0));
    CHECK(right.surface == Surface::Solid);
    // The top: over the mirror part the face is mirror (y = 3), over the rest solid (y = 4).
    ShapeRayOutput topMirror = rayCastShapes(g, {{5, 0}, {0, 20}, 1.0});
    REQUIRE(topMirror.hit);
    CHECK(topMirror.point.y == Approx(3.0));
    CHECK(topMirror.surface == Surface::Mirror);
    ShapeRayOutput topSolid = rayCastShapes(g, {{9, 0}, {0, 20}, 1.0});
    REQUIRE(topSolid.hit);
    CHECK(topSolid.point.y == Approx(4.0));
    CHECK(topSolid.surface == Surface::Solid);
}

TEST_CASE("a mirror face flush with a solid face stays two faces with their own surfaces", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    MergedGeometry g = buildMergedGeometry(grid, {box({2, 4}, {6, 8}, Surface::Mirror), box({6, 4}, {10, 8})});
    ShapeRayOutput a = rayCastShapes(g, {{4, 0}, {0, 10}, 1.0});
    ShapeRayOutput b = rayCastShapes(g, {{8, 0}, {0, 10}, 1.0});
    REQUIRE(a.hit);
    REQUIRE(b.hit);
    CHECK(a.surface == Surface::Mirror);
    CHECK(b.surface == Surface::Solid);
    CHECK(a.point.y == Approx(4.0));
    CHECK(b.point.y == Approx(4.0));
}

TEST_CASE("glass keeps its faces to the open side and none against an opaque shape", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    MergedGeometry g = buildMergedGeometry(grid, {box({2, 4}, {6, 8}, Surface::Glass), box({6, 4}, {10, 8})});
    ShapeRayOutput r = rayCastShapes(g, {{0, 6}, {20, 0}, 1.0});
    REQUIRE(r.hit);
    CHECK(r.point.x == Approx(2.0));
    CHECK(r.surface == Surface::Glass);
    // Past the glass' entry face the next face along the ray is the solid at x = 6 (the glass' own face there is
    // left out).
    ShapeRayOutput next = rayCastShapes(g, {{3, 6}, {20, 0}, 1.0});
    REQUIRE(next.hit);
    CHECK(next.point.x == Approx(6.0));
    CHECK(next.surface == Surface::Solid);
    CHECK(next.frontFace);
}

TEST_CASE("a mesh shape is merged by its outline", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    ShapeSpec m;
    m.vertices = {{2, 2}, {8, 2}, {8, 8}, {2, 8}, {5, 5}};
    m.triangles = {{0, 1, 4}, {1, 2, 4}, {2, 3, 4}, {3, 0, 4}};
    MergedGeometry g = buildMergedGeometry(grid, {m});
    CHECK(g.tree.segments.size() == 4);
    CHECK(totalLength(g) == Approx(24.0));
}

TEST_CASE("a shape that fails the shape check is left out of the merged geometry", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    ShapeSpec bow;
    bow.points = {{1, 1}, {5, 5}, {5, 1}, {1, 5}};
    MergedGeometry g = buildMergedGeometry(grid, {bow, box({10, 10}, {12, 12})});
    CHECK(g.tree.segments.size() == 4);
}

TEST_CASE("merged faces lie on the 1/65536-cell lattice", "[collision][merged_geometry]") {
    TileGrid grid(32, 32, TileKind::Empty);
    ShapeSpec tri;
    tri.points = {{1.1, 1.3}, {9.7, 2.05}, {4.2, 8.9}};
    MergedGeometry g = buildMergedGeometry(grid, {tri});
    REQUIRE(g.tree.segments.size() == 3);
    for (const Segment& s : g.tree.segments) {
        double sx = s.p1.x * kShapeFixedScale, sy = s.p1.y * kShapeFixedScale;
        CHECK(sx == std::round(sx));
        CHECK(sy == std::round(sy));
    }
}
