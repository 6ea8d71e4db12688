// Tests for engine/collision/laser.h against shapes (LaserInput::shapes): exact reflection off angled mirror faces,
// glass passed, solid stopping the beam, and the vertex rule of castBeamOnShapes.
#include <catch2/catch.hpp>
#include <cmath>

#include "engine/collision/laser.h"

using namespace engine;

namespace {

ShapeSpec polygon(std::vector<Vec2> pts, Surface s) {
    ShapeSpec sh;
    sh.surface = s;
    sh.points = std::move(pts);
    return sh;
}

LaserPath trace(const TileGrid& grid, const MergedGeometry& g, Vec2 origin, Vec2 dir, int bounces = 4) {
    LaserInput in;
    in.origin = origin;
    in.direction = dir;
    in.maxLength = 100.0;
    in.maxBounces = bounces;
    in.shapes = &g;
    LaserPath out;
    traceLaser(grid, in, out);
    return out;
}

} // namespace

TEST_CASE("a beam reflects off an angled mirror face at exactly r = d - 2(d.n)n", "[collision][laser][shapes]") {
    TileGrid grid(32, 32, TileKind::Empty);
    // A mirror wedge whose left face runs from (20, 4) to (14, 28): no 45° grid angle.
    MergedGeometry g = buildMergedGeometry(grid, {polygon({{20, 4}, {30, 4}, {30, 28}, {14, 28}}, Surface::Mirror)});
    Vec2 d = normalize(Vec2{1.0, 0.3});
    LaserPath p = trace(grid, g, {2, 10}, d);
    REQUIRE(p.points.size() >= 3);
    Vec2 face = normalize(Vec2{14, 28} - Vec2{20, 4});
    Vec2 n = Vec2{-face.y, face.x};
    if (dot(n, d) > 0) n = -n;
    Vec2 expected = reflect(d, n);
    Vec2 got = normalize(p.points[2] - p.points[1]);
    CHECK(got.x == Approx(expected.x).margin(1e-9));
    CHECK(got.y == Approx(expected.y).margin(1e-9));
    CHECK(p.normals[0].x == Approx(n.x).margin(1e-12));
    CHECK(p.normals[0].y == Approx(n.y).margin(1e-12));
    CHECK(p.surface[0] <= kLaserShapeFace);
    CHECK(g.surfaces[static_cast<std::size_t>(kLaserShapeFace - p.surface[0])] == Surface::Mirror);
    // The hit lies on the face's line.
    CHECK(cross(face, p.points[1] - Vec2{20, 4}) == Approx(0.0).margin(1e-9));
}

TEST_CASE("a beam passes a glass shape and stops at the wall beyond", "[collision][laser][shapes]") {
    TileGrid grid(32, 32, TileKind::Empty);
    MergedGeometry g = buildMergedGeometry(grid, {polygon({{8, 4}, {12, 4}, {12, 20}, {8, 20}}, Surface::Glass)});
    LaserPath p = trace(grid, g, {2, 10}, {1, 0});
    REQUIRE(p.points.size() == 2);
    CHECK(p.points[1].x == Approx(32.0));
    CHECK(p.end == LaserEnd::Absorbed);
    CHECK(p.surface[0] == -1);
}

TEST_CASE("a beam stops at a solid shape's face and reports the face", "[collision][laser][shapes]") {
    TileGrid grid(32, 32, TileKind::Empty);
    MergedGeometry g = buildMergedGeometry(grid, {polygon({{8, 4}, {12, 4}, {10, 20}}, Surface::Solid)});
    LaserPath p = trace(grid, g, {2, 8}, {1, 0});
    REQUIRE(p.points.size() == 2);
    CHECK(p.end == LaserEnd::Absorbed);
    REQUIRE(p.surface[0] <= kLaserShapeFace);
    CHECK(g.surfaces[static_cast<std::size_t>(kLaserShapeFace - p.surface[0])] == Surface::Solid);
    CHECK(p.points[1].x > 8.0);
    CHECK(p.points[1].x < 12.0);
}

TEST_CASE("a beam into a right-angled mirror corner at its vertex comes straight back", "[collision][laser][shapes]") {
    TileGrid grid(16, 16, TileKind::Empty);
    // An L of mirror: the open quadrant above-left of its inner corner (8, 8).
    MergedGeometry g = buildMergedGeometry(
        grid, {polygon({{2, 8}, {8, 8}, {8, 2}, {12, 2}, {12, 12}, {2, 12}}, Surface::Mirror)});
    BeamHit b = castBeamOnShapes(g, {{5, 5}, {6, 6}, 1.0});
    REQUIRE(b.hit);
    CHECK(b.atVertex);
    CHECK(b.reflects);
    CHECK(b.point == Vec2{8, 8});
    LaserPath p = trace(grid, g, {5, 5}, {1, 1});
    REQUIRE(p.points.size() >= 3);
    Vec2 back = normalize(p.points[2] - p.points[1]);
    CHECK(back.x == Approx(-std::sqrt(0.5)).margin(1e-12));
    CHECK(back.y == Approx(-std::sqrt(0.5)).margin(1e-12));
}

TEST_CASE("a beam meeting a corner where a mirror face meets a solid face stops there", "[collision][laser][shapes]") {
    TileGrid grid(16, 16, TileKind::Empty);
    // Mirror block left of a solid block; their top faces meet at (6, 4), which the beam hits from above-left.
    MergedGeometry g = buildMergedGeometry(grid, {polygon({{2, 4}, {6, 4}, {6, 8}, {2, 8}}, Surface::Mirror),
                                                  polygon({{6, 4}, {10, 4}, {10, 8}, {6, 8}}, Surface::Solid)});
    // Faces flush on y = 4: a beam straight down on x = 6 meets the shared vertex of the two top faces.
    BeamHit b = castBeamOnShapes(g, {{6, 1}, {0, 10}, 1.0});
    REQUIRE(b.hit);
    CHECK(b.atVertex);
    CHECK_FALSE(b.reflects);
    LaserPath p = trace(grid, g, {6, 1}, {0, 1});
    CHECK(p.end == LaserEnd::Absorbed);
    CHECK(p.points.size() == 2);
}

TEST_CASE("a beam in a level without shapes traces exactly as with tiles alone", "[collision][laser][shapes]") {
    TileGrid grid(16, 16, TileKind::Empty);
    grid.set(10, 5, TileKind::Mirror);
    MergedGeometry none = buildMergedGeometry(grid, {});
    LaserPath with = trace(grid, none, {2, 5.5}, {1, 0.1});
    LaserPath tilesOnly = traceLaser(grid, {2, 5.5}, {1, 0.1}, 100.0, 4);
    REQUIRE(with.points.size() == tilesOnly.points.size());
    for (std::size_t i = 0; i < with.points.size(); ++i) CHECK(with.points[i] == tilesOnly.points[i]);
    CHECK(with.surface == tilesOnly.surface);
}
