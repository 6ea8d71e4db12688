// Tests for engine/collision/shape.h: every bad shape gets its own problem, and meshes are outlined by the edge rule.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "engine/collision/shape.h"

using namespace engine;

namespace {

ShapeSpec polygon(std::vector<Vec2> pts) {
    ShapeSpec s;
    s.points = std::move(pts);
    return s;
}

ShapeSpec mesh(std::vector<Vec2> v, std::vector<std::array<std::int32_t, 3>> t) {
    ShapeSpec s;
    s.vertices = std::move(v);
    s.triangles = std::move(t);
    return s;
}

ShapeProblem problemOf(const ShapeSpec& s) { return checkShape(s, 32, 32).problem; }

} // namespace

TEST_CASE("a concave polygon inside the map passes the shape check", "[collision][shape]") {
    ShapeCheck c = checkShape(polygon({{1, 1}, {6, 1}, {6, 6}, {4, 3}, {1, 6}}), 32, 32);
    CHECK(c.ok());
    CHECK(c.message.empty());
}

TEST_CASE("a polygon with fewer than 3 points is rejected", "[collision][shape]") {
    CHECK(problemOf(polygon({{1, 1}, {2, 2}})) == ShapeProblem::TooFewPoints);
}

TEST_CASE("a polygon with more points than the limit is rejected", "[collision][shape]") {
    std::vector<Vec2> pts;
    for (int i = 0; i <= kMaxShapePoints; ++i) {
        double a = 6.283185307179586 * i / (kMaxShapePoints + 1);
        pts.push_back({16 + 10 * std::cos(a), 16 + 10 * std::sin(a)});
    }
    ShapeCheck c = checkShape(polygon(pts), 32, 32);
    CHECK(c.problem == ShapeProblem::TooManyPoints);
    pts.pop_back();
    CHECK(checkShape(polygon(pts), 32, 32).ok());
}

TEST_CASE("a polygon with a NaN or huge coordinate is rejected at that point", "[collision][shape]") {
    ShapeCheck nan = checkShape(polygon({{1, 1}, {5, 1}, {std::nan(""), 4}}), 32, 32);
    CHECK(nan.problem == ShapeProblem::BadCoordinate);
    CHECK(nan.index == 2);
    CHECK(problemOf(polygon({{1, 1}, {5, 1}, {1e300, 4}})) == ShapeProblem::BadCoordinate);
    CHECK(problemOf(polygon({{1, 1}, {5, 1}, {std::numeric_limits<double>::infinity(), 4}})) ==
          ShapeProblem::BadCoordinate);
}

TEST_CASE("a polygon reaching outside the map is rejected", "[collision][shape]") {
    ShapeCheck c = checkShape(polygon({{1, 1}, {40, 1}, {1, 4}}), 32, 32);
    CHECK(c.problem == ShapeProblem::OutsideMap);
    CHECK(c.index == 1);
    CHECK(problemOf(polygon({{0, 0}, {32, 0}, {0, 32}})) == ShapeProblem::None);
}

TEST_CASE("a polygon repeating a point is rejected at the repeat", "[collision][shape]") {
    ShapeCheck c = checkShape(polygon({{1, 1}, {5, 1}, {5, 5}, {5, 1}, {1, 5}}), 32, 32);
    CHECK(c.problem == ShapeProblem::DuplicatePoint);
    CHECK(c.index == 3);
}

TEST_CASE("a polygon corner in line with its neighbours is rejected", "[collision][shape]") {
    ShapeCheck c = checkShape(polygon({{1, 1}, {3, 1}, {5, 1}, {5, 5}}), 32, 32);
    CHECK(c.problem == ShapeProblem::CollinearPoints);
    CHECK(c.index == 1);
}

TEST_CASE("a polygon enclosing almost no area is rejected", "[collision][shape]") {
    CHECK(problemOf(polygon({{1, 1}, {5, 1}, {9, 1.000000001}})) == ShapeProblem::ZeroArea);
}

TEST_CASE("a self-intersecting polygon (a bow-tie) is rejected, not repaired", "[collision][shape]") {
    ShapeCheck c = checkShape(polygon({{1, 1}, {5, 5}, {5, 1}, {1, 5}}), 32, 32);
    CHECK(c.problem == ShapeProblem::SelfIntersecting);
    CHECK(c.message.find("cross") != std::string::npos);
}

TEST_CASE("a mesh triangle naming a vertex that does not exist is rejected at that triangle", "[collision][shape]") {
    ShapeCheck c = checkShape(mesh({{1, 1}, {5, 1}, {5, 5}}, {{0, 1, 2}, {0, 2, 3}}), 32, 32);
    CHECK(c.problem == ShapeProblem::IndexOutOfRange);
    CHECK(c.index == 1);
    CHECK(c.inTriangles);
    CHECK(problemOf(mesh({{1, 1}, {5, 1}, {5, 5}}, {{0, -1, 2}})) == ShapeProblem::IndexOutOfRange);
}

TEST_CASE("a mesh with a zero-area triangle is rejected", "[collision][shape]") {
    CHECK(problemOf(mesh({{1, 1}, {5, 1}, {9, 1}, {5, 5}}, {{0, 1, 3}, {0, 1, 2}})) == ShapeProblem::ZeroArea);
}

TEST_CASE("a mesh with two triangles meeting only at a vertex is not manifold", "[collision][shape]") {
    // Two triangles sharing vertex 0 alone: two outline edges leave it.
    ShapeCheck c = checkShape(mesh({{5, 5}, {9, 5}, {9, 9}, {1, 5}, {1, 1}}, {{0, 1, 2}, {0, 3, 4}}), 32, 32);
    CHECK(c.problem == ShapeProblem::NonManifold);
    CHECK(c.index == 0);
}

TEST_CASE("a mesh whose outline edges do not close into loops is rejected", "[collision][shape]") {
    // Edge 0-1 carries triangles on both sides (2 and 3 above, 4 below): not an outline edge by the rule, yet the
    // two triangles above overlap, so their other edges leave vertex 0 with an edge arriving and none leaving.
    ShapeCheck c = checkShape(mesh({{2, 5}, {8, 5}, {4, 2}, {6, 1}, {5, 8}}, {{0, 1, 2}, {0, 1, 3}, {0, 1, 4}}), 32, 32);
    CHECK((c.problem == ShapeProblem::OpenOutline || c.problem == ShapeProblem::NonManifold));
    CHECK_FALSE(c.ok());
}

TEST_CASE("the edge rule outlines a square of two triangles as one loop of four corners", "[collision][shape]") {
    std::vector<Vec2> v{{1, 1}, {5, 1}, {5, 5}, {1, 5}};
    MeshOutline m = meshOutline(v, {{0, 1, 2}, {0, 2, 3}});
    REQUIRE(m.check.ok());
    REQUIRE(m.loops.size() == 1);
    CHECK(m.loops[0].size() == 4);
    CHECK(std::fabs(signedArea2(m.loops[0])) == 32.0);
}

TEST_CASE("the edge rule keeps an edge shared by triangles on one side as outline", "[collision][shape]") {
    // Triangles 0-1-2 and 0-1-3 both lie above edge 0-1 (folded over each other), 2 and 3 share no edge.
    std::vector<Vec2> v{{1, 5}, {5, 5}, {3, 1}, {3, 3}};
    MeshOutline m = meshOutline(v, {{0, 1, 2}, {0, 1, 3}});
    CHECK_FALSE(m.check.ok());  // both triangles leave vertex 1 by an outline edge: two loops through one edge
}

TEST_CASE("the edge rule outlines a ring mesh as an outer loop and a hole", "[collision][shape]") {
    // A square ring: outer 0..3, inner 4..7, eight triangles.
    std::vector<Vec2> v{{0, 0}, {6, 0}, {6, 6}, {0, 6}, {2, 2}, {4, 2}, {4, 4}, {2, 4}};
    std::vector<std::array<std::int32_t, 3>> t{{0, 1, 5}, {0, 5, 4}, {1, 2, 6}, {1, 6, 5},
                                               {2, 3, 7}, {2, 7, 6}, {3, 0, 4}, {3, 4, 7}};
    MeshOutline m = meshOutline(v, t);
    REQUIRE(m.check.ok());
    REQUIRE(m.loops.size() == 2);
    double a0 = signedArea2(m.loops[0]), a1 = signedArea2(m.loops[1]);
    CHECK(std::fabs(a0 + a1) == 2.0 * (36.0 - 4.0));  // the hole's winding is opposite the outer loop's
    CHECK(a0 * a1 < 0.0);
}
