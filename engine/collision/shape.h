#pragma once
// Free-form shapes: a simple polygon (`points`) or a triangle mesh (`vertices` + `triangles`), in cells, each with
// the surface it shows to beams. checkShape finds what is wrong with one (the level loader turns its answer into a
// located error); meshOutline turns a mesh into closed loops by the edge rule.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/math/vec2.h"

namespace engine {

/// What a shape's faces do: every surface blocks movement; beams stop at Solid, reflect off Mirror, pass Glass.
enum class Surface : std::uint8_t { Solid, Mirror, Glass };

/// Points of one polygon, or vertices of one mesh, at most.
inline constexpr int kMaxShapePoints = 256;
/// Triangles of one mesh, at most.
inline constexpr int kMaxShapeTriangles = 512;
/// Segments of all shapes of a level (polygon edges plus mesh triangle edges), at most.
inline constexpr int kMaxShapeSegments = 65536;
/// Largest |coordinate| checkShape accepts before the map check (cells); beyond it a value is "huge".
inline constexpr double kMaxShapeCoordinate = 1.0e6;
/// Smallest polygon or triangle area (cells²) that counts as not zero: a 1/256-cell square.
inline constexpr double kMinShapeArea = 1.0 / 65536.0;

/// One shape as a level gives it. A polygon has `points` and no `vertices`; a mesh has `vertices` and `triangles`.
struct ShapeSpec {
    Surface surface = Surface::Solid;
    std::vector<Vec2> points;                          ///< polygon: its corners in order (either winding)
    std::vector<Vec2> vertices;                        ///< mesh: its vertices
    std::vector<std::array<std::int32_t, 3>> triangles;///< mesh: vertex index triples
    /// True for the mesh form.
    bool isMesh() const { return !vertices.empty() || !triangles.empty(); }
};

/// What checkShape found wrong (the first problem found: counts, coordinates, then the shape itself).
enum class ShapeProblem : std::uint8_t {
    None,
    TooFewPoints,        ///< a polygon with fewer than 3 points, a mesh with fewer than 3 vertices or no triangle
    TooManyPoints,       ///< more than kMaxShapePoints points/vertices or kMaxShapeTriangles triangles
    BadCoordinate,       ///< NaN, infinite or beyond kMaxShapeCoordinate
    OutsideMap,          ///< a point outside [0, width] × [0, height]
    DuplicatePoint,      ///< two equal points (polygon), or a triangle naming one vertex twice
    CollinearPoints,     ///< a polygon corner in line with its two neighbours
    SelfIntersecting,    ///< two polygon edges that are not neighbours meet
    ZeroArea,            ///< |area| < kMinShapeArea (polygon or any triangle)
    IndexOutOfRange,     ///< a triangle index < 0 or >= the vertex count
    NonManifold,         ///< two outline edges leave (or arrive at) one mesh vertex: loops would touch there
    OpenOutline,         ///< the mesh's outline edges do not close into loops
};

/// checkShape's answer: the problem, and where (the point, vertex or triangle index; −1 for the whole shape).
struct ShapeCheck {
    ShapeProblem problem = ShapeProblem::None;
    std::int32_t index = -1;   ///< polygon: point index; mesh: vertex index, or triangle index for triangle problems
    bool inTriangles = false;  ///< index refers to `triangles` (mesh triangle problems)
    std::string message;       ///< one sentence saying what is wrong and how to fix it
    /// True when nothing is wrong.
    bool ok() const { return problem == ShapeProblem::None; }
};

/// Checks one shape against a width × height map: the problems of ShapeProblem, first one found. A mesh is also
/// outlined (meshOutline) to find non-manifold and open outlines. O(n²) in the points of a polygon (n <= 256).
ShapeCheck checkShape(const ShapeSpec& shape, int width, int height);

/// The outline of a mesh: closed loops, each with the mesh's inside on the side where cross(edge, inside) > 0.
struct MeshOutline {
    std::vector<std::vector<Vec2>> loops;
    ShapeCheck check;  ///< NonManifold or OpenOutline when the loops could not be formed
};

/// The edge rule. An edge used by one triangle is an outline edge; an edge used by several is one when all their
/// third points lie on one side of it (strictly: cross(b − a, c − a) of one sign). Each outline edge is directed so
/// the triangles lie on its positive side, and the edges are followed head to tail into loops. A vertex with more
/// than one outline edge leaving it is NonManifold; one where edges arrive but none leaves is OpenOutline.
/// Indices must be in range (checkShape checks that first).
MeshOutline meshOutline(const std::vector<Vec2>& vertices, const std::vector<std::array<std::int32_t, 3>>& triangles);

/// Twice the signed area of a closed polygon (shoelace: Σ cross(p[i], p[i+1])).
double signedArea2(const std::vector<Vec2>& points);

/// The name a level file uses for a surface ("solid", "mirror", "glass").
const char* surfaceName(Surface s);

} // namespace engine
