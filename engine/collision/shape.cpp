#include "engine/collision/shape.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "engine/geometry/segment.h"

namespace engine {
namespace {

ShapeCheck fail(ShapeProblem p, std::int32_t index, bool inTriangles, std::string message) {
    ShapeCheck c;
    c.problem = p, c.index = index, c.inTriangles = inTriangles, c.message = std::move(message);
    return c;
}

std::string num(std::int32_t i) { return std::to_string(i); }

// The first point that is NaN, huge or off the map, as a check; None when all are fine.
ShapeCheck checkCoordinates(const std::vector<Vec2>& pts, int width, int height, const char* what) {
    for (std::size_t i = 0; i < pts.size(); ++i) {
        Vec2 p = pts[i];
        auto ii = static_cast<std::int32_t>(i);
        if (!isFinite(p) || std::fabs(p.x) > kMaxShapeCoordinate || std::fabs(p.y) > kMaxShapeCoordinate) {
            return fail(ShapeProblem::BadCoordinate, ii, false,
                        std::string(what) + " " + num(ii) + " is not a finite coordinate within the map");
        }
        if (p.x < 0.0 || p.y < 0.0 || p.x > width || p.y > height) {
            return fail(ShapeProblem::OutsideMap, ii, false,
                        std::string(what) + " " + num(ii) + " lies outside the " + std::to_string(width) + "x" +
                            std::to_string(height) + " map");
        }
    }
    return {};
}

// Index of the first point equal to an earlier one, or −1.
std::int32_t firstDuplicate(const std::vector<Vec2>& pts) {
    std::vector<std::int32_t> idx(pts.size());
    for (std::size_t i = 0; i < pts.size(); ++i) idx[i] = static_cast<std::int32_t>(i);
    std::sort(idx.begin(), idx.end(), [&](std::int32_t a, std::int32_t b) {
        if (pts[a].x != pts[b].x) return pts[a].x < pts[b].x;
        if (pts[a].y != pts[b].y) return pts[a].y < pts[b].y;
        return a < b;
    });
    std::int32_t found = -1;
    for (std::size_t i = 1; i < idx.size(); ++i) {
        if (pts[idx[i]] == pts[idx[i - 1]] && (found < 0 || idx[i] < found)) found = idx[i];
    }
    return found;
}

ShapeCheck checkPolygon(const std::vector<Vec2>& p, int width, int height) {
    const auto n = static_cast<std::int32_t>(p.size());
    if (n < 3) return fail(ShapeProblem::TooFewPoints, -1, false, "a polygon needs at least 3 points");
    if (n > kMaxShapePoints) {
        return fail(ShapeProblem::TooManyPoints, kMaxShapePoints, false,
                    "a polygon has at most " + std::to_string(kMaxShapePoints) + " points");
    }
    ShapeCheck c = checkCoordinates(p, width, height, "point");
    if (!c.ok()) return c;
    std::int32_t dup = firstDuplicate(p);
    if (dup >= 0) return fail(ShapeProblem::DuplicatePoint, dup, false, "point " + num(dup) + " repeats an earlier point");
    for (std::int32_t i = 0; i < n; ++i) {
        Vec2 a = p[(i + n - 1) % n], b = p[i], d = p[(i + 1) % n];
        Vec2 u = b - a, v = d - b;
        // In line: the corner's turn is below a relative 1e-12 of the edge lengths (or the edges fold back).
        if (std::fabs(cross(u, v)) <= 1e-12 * length(u) * length(v)) {
            return fail(ShapeProblem::CollinearPoints, i, false,
                        "point " + num(i) + " is in line with its neighbours: remove it");
        }
    }
    for (std::int32_t i = 0; i < n; ++i) {
        Segment ei{p[i], p[(i + 1) % n]};
        for (std::int32_t j = i + 2; j < n; ++j) {
            if (i == 0 && j == n - 1) continue;  // neighbours through the closing edge
            if (intersectSegments(ei, Segment{p[j], p[(j + 1) % n]}).hit) {
                return fail(ShapeProblem::SelfIntersecting, j, false,
                            "edge " + num(i) + "-" + num((i + 1) % n) + " crosses edge " + num(j) + "-" +
                                num((j + 1) % n) + ": the polygon must not cross itself");
            }
        }
    }
    if (std::fabs(signedArea2(p)) * 0.5 < kMinShapeArea) {
        return fail(ShapeProblem::ZeroArea, -1, false, "the polygon encloses no area");
    }
    return {};
}

ShapeCheck checkMesh(const ShapeSpec& s, int width, int height) {
    const auto nv = static_cast<std::int32_t>(s.vertices.size());
    if (nv < 3 || s.triangles.empty()) {
        return fail(ShapeProblem::TooFewPoints, -1, false, "a mesh needs at least 3 vertices and 1 triangle");
    }
    if (nv > kMaxShapePoints) {
        return fail(ShapeProblem::TooManyPoints, kMaxShapePoints, false,
                    "a mesh has at most " + std::to_string(kMaxShapePoints) + " vertices");
    }
    if (s.triangles.size() > static_cast<std::size_t>(kMaxShapeTriangles)) {
        return fail(ShapeProblem::TooManyPoints, kMaxShapeTriangles, true,
                    "a mesh has at most " + std::to_string(kMaxShapeTriangles) + " triangles");
    }
    ShapeCheck c = checkCoordinates(s.vertices, width, height, "vertex");
    if (!c.ok()) return c;
    std::int32_t dup = firstDuplicate(s.vertices);
    if (dup >= 0) {
        return fail(ShapeProblem::DuplicatePoint, dup, false, "vertex " + num(dup) + " repeats an earlier vertex");
    }
    for (std::size_t t = 0; t < s.triangles.size(); ++t) {
        auto ti = static_cast<std::int32_t>(t);
        const auto& tri = s.triangles[t];
        for (std::int32_t k : tri) {
            if (k < 0 || k >= nv) {
                return fail(ShapeProblem::IndexOutOfRange, ti, true,
                            "triangle " + num(ti) + " names vertex " + num(k) + ", but there are " + num(nv));
            }
        }
        if (tri[0] == tri[1] || tri[1] == tri[2] || tri[0] == tri[2]) {
            return fail(ShapeProblem::DuplicatePoint, ti, true, "triangle " + num(ti) + " names a vertex twice");
        }
        Vec2 a = s.vertices[tri[0]], b = s.vertices[tri[1]], d = s.vertices[tri[2]];
        if (std::fabs(cross(b - a, d - a)) * 0.5 < kMinShapeArea) {
            return fail(ShapeProblem::ZeroArea, ti, true, "triangle " + num(ti) + " encloses no area");
        }
    }
    return meshOutline(s.vertices, s.triangles).check;
}

} // namespace

double signedArea2(const std::vector<Vec2>& points) {
    double sum = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) sum += cross(points[i], points[(i + 1) % points.size()]);
    return sum;
}

const char* surfaceName(Surface s) {
    switch (s) {
    case Surface::Solid: return "solid";
    case Surface::Mirror: return "mirror";
    case Surface::Glass: return "glass";
    }
    return "solid";
}

ShapeCheck checkShape(const ShapeSpec& shape, int width, int height) {
    if (shape.isMesh()) {
        if (!shape.points.empty()) {
            return fail(ShapeProblem::TooFewPoints, -1, false, "a shape has either points or vertices, not both");
        }
        return checkMesh(shape, width, height);
    }
    return checkPolygon(shape.points, width, height);
}

MeshOutline meshOutline(const std::vector<Vec2>& vertices, const std::vector<std::array<std::int32_t, 3>>& triangles) {
    MeshOutline out;
    // Every undirected edge (lo, hi) with the sides (sign of cross(v[hi] − v[lo], third − v[lo])) of its triangles.
    struct EdgeUse { int positive = 0, negative = 0; };
    std::map<std::pair<std::int32_t, std::int32_t>, EdgeUse> edges;
    for (const auto& t : triangles) {
        for (int k = 0; k < 3; ++k) {
            std::int32_t a = t[k], b = t[(k + 1) % 3], c = t[(k + 2) % 3];
            std::int32_t lo = std::min(a, b), hi = std::max(a, b);
            double side = cross(vertices[hi] - vertices[lo], vertices[c] - vertices[lo]);
            EdgeUse& u = edges[{lo, hi}];
            (side > 0 ? u.positive : u.negative) += 1;
        }
    }
    // Outline edges, directed so the triangles lie on the positive side: next[from] = to.
    std::map<std::int32_t, std::int32_t> next;
    std::map<std::int32_t, int> arriving;
    for (const auto& [key, use] : edges) {
        if (use.positive > 0 && use.negative > 0) continue;  // triangles on both sides: an inner edge
        std::int32_t from = use.positive > 0 ? key.first : key.second;
        std::int32_t to = use.positive > 0 ? key.second : key.first;
        if (next.count(from) != 0) {
            out.check = fail(ShapeProblem::NonManifold, from, false,
                             "vertex " + num(from) + " has two outline edges leaving it: the mesh is not manifold");
            return out;
        }
        next[from] = to;
        arriving[to] += 1;
    }
    for (const auto& [v, count] : arriving) {
        if (count > 1 || next.count(v) == 0) {
            out.check = fail(count > 1 ? ShapeProblem::NonManifold : ShapeProblem::OpenOutline, v, false,
                             "the mesh outline does not close into loops at vertex " + num(v));
            return out;
        }
    }
    for (const auto& [from, to] : next) {
        if (arriving.count(from) == 0) {
            out.check = fail(ShapeProblem::OpenOutline, from, false,
                             "the mesh outline does not close into loops at vertex " + num(from));
            return out;
        }
    }
    // Every vertex on the outline now has one edge in and one out: follow them into loops, lowest vertex first.
    std::map<std::int32_t, bool> used;
    for (const auto& [start, ignored] : next) {
        if (used[start]) continue;
        std::vector<Vec2> loop;
        std::int32_t v = start;
        while (!used[v]) {
            used[v] = true;
            loop.push_back(vertices[v]);
            v = next[v];
        }
        out.loops.push_back(std::move(loop));
    }
    return out;
}

} // namespace engine
