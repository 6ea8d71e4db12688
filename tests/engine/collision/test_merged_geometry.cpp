// Tests for engine/collision/merged_geometry.h: shapes united with each other and with nearby tiles, faces tagged
// with the surface they show to the open side.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <random>
#include <tuple>

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

namespace {

// A random star-shaped polygon of `points` corners around c, radius in [r0, r1].
ShapeSpec randomRock(std::mt19937& rng, Vec2 c, double r0, double r1, int points) {
    std::uniform_real_distribution<double> radius(r0, r1), jitter(-0.3, 0.3);
    ShapeSpec s;
    for (int i = 0; i < points; ++i) {
        double a = 6.283185307179586 * (i + 0.5 + jitter(rng)) / points;
        s.points.push_back(c + fromAngle(a) * radius(rng));
    }
    return s;
}

// Every face as (p1, p2, surface), sorted: the geometry whatever order the build lists it in.
std::vector<std::tuple<double, double, double, double, int>> faceSet(const MergedGeometry& g) {
    std::vector<std::tuple<double, double, double, double, int>> out;
    for (std::size_t i = 0; i < g.tree.segments.size(); ++i) {
        const Segment& s = g.tree.segments[i];
        out.emplace_back(s.p1.x, s.p1.y, s.p2.x, s.p2.y, static_cast<int>(g.surfaces[i]));
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("the grouped build answers rays as the whole-level union does on random levels", "[collision][merged_geometry]") {
    const TileKind kinds[] = {TileKind::Solid, TileKind::Mirror, TileKind::Glass, TileKind::SlopeUpRight,
                              TileKind::SlopeUpLeft};
    int sameFaces = 0, hits = 0;
    for (std::uint32_t seed = 1; seed <= 60; ++seed) {
        std::mt19937 rng(seed);
        TileGrid grid(64, 64, TileKind::Empty);
        std::uniform_int_distribution<int> cell(0, 63), kind(0, 4), surface(0, 2), corners(3, 12);
        for (int i = 0; i < 300; ++i) grid.set(cell(rng), cell(rng), kinds[kind(rng)]);
        std::vector<ShapeSpec> shapes;
        std::uniform_real_distribution<double> pos(4.0, 60.0), size(0.8, 3.5);
        for (int i = 0; i < 14; ++i) {
            double r = size(rng);
            ShapeSpec s = randomRock(rng, {pos(rng), pos(rng)}, r * 0.6, r, corners(rng));
            s.surface = static_cast<Surface>(surface(rng));
            shapes.push_back(std::move(s));
        }
        shapes.push_back(box({10, 10}, {14, 12}, Surface::Mirror));  // axis-aligned faces on the tile lattice
        MergedGeometry grouped = buildMergedGeometry(grid, shapes);
        MergedGeometry whole = buildMergedGeometryWhole(grid, shapes);
        INFO("seed " << seed);
        sameFaces += faceSet(grouped) == faceSet(whole) ? 1 : 0;
        std::uniform_real_distribution<double> at(0.0, 64.0), angle(0.0, 6.283185307179586);
        for (int k = 0; k < 2000; ++k) {
            Vec2 o{at(rng), at(rng)};
            TreeRayInput in{o, fromAngle(angle(rng)) * 12.0, 1.0};
            ShapeRayOutput a = rayCastShapes(grouped, in), b = rayCastShapes(whole, in);
            REQUIRE(a.hit == b.hit);
            if (!a.hit) continue;
            CHECK(distance(a.point, b.point) <= 1e-6);
            CHECK(a.surface == b.surface);
            hits += 1;
        }
    }
    // Clipper rounds a crossing of two nearly parallel edges into the scanbeam it falls in, and the scanbeams come
    // from every vertex of the union's input: a far vertex can move such a rounding by a lattice unit or leave a
    // collinear spike inside a tile. So the face lists are equal on almost every level (59 of these 60), and the
    // answers to rays on all of them.
    CHECK(sameFaces >= 55);
    CHECK(hits > 10000);
}
