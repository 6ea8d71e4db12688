#include "engine/collision/merged_geometry.h"

#include <algorithm>
#include <cmath>

#include <polyclipping/clipper.hpp>

#include "engine/collision/raycast.h"

namespace engine {
namespace {

using ClipperLib::IntPoint;
using ClipperLib::Path;
using ClipperLib::Paths;

/// Distance (cells) from a face at which its two sides are sampled: 4 fixed-point units.
constexpr double kSideProbe = 4.0 / kShapeFixedScale;

ClipperLib::cInt toFixed(double v) { return static_cast<ClipperLib::cInt>(std::llround(v * kShapeFixedScale)); }
Vec2 fromFixed(const IntPoint& p) {
    return {static_cast<double>(p.X) / kShapeFixedScale, static_cast<double>(p.Y) / kShapeFixedScale};
}

Path toPath(const std::vector<Vec2>& pts) {
    Path p;
    p.reserve(pts.size());
    for (Vec2 v : pts) p.push_back(IntPoint(toFixed(v.x), toFixed(v.y)));
    return p;
}

// One Clipper for every union of a build (cleared between them, so its buffers are reused).
Paths unite(ClipperLib::Clipper& c, const Paths& in) {
    Paths out;
    if (in.empty()) return out;
    c.Clear();
    c.PreserveCollinear(false);
    c.AddPaths(in, ClipperLib::ptSubject, true);
    c.Execute(ClipperLib::ctUnion, out, ClipperLib::pftNonZero, ClipperLib::pftNonZero);
    return out;
}

Paths subtract(ClipperLib::Clipper& c, const Paths& a, const Paths& b) {
    if (a.empty() || b.empty()) return a;
    Paths out;
    c.Clear();
    c.PreserveCollinear(false);
    c.AddPaths(a, ClipperLib::ptSubject, true);
    c.AddPaths(b, ClipperLib::ptClip, true);
    c.Execute(ClipperLib::ctDifference, out, ClipperLib::pftNonZero, ClipperLib::pftNonZero);
    return out;
}

// The directed edges of closed paths (outer loops positive, holes negative, so the inside is always on the left).
std::vector<Segment> edgesOf(const Paths& paths) {
    std::vector<Segment> out;
    for (const Path& p : paths) {
        for (std::size_t i = 0; i < p.size(); ++i) out.push_back({fromFixed(p[i]), fromFixed(p[(i + 1) % p.size()])});
    }
    return out;
}

Vec2 outwardOf(const Segment& s) {
    Vec2 e = delta(s);
    return normalize(Vec2{e.y, -e.x});
}

// True when p lies inside the region whose directed edges the tree holds: a short ray from p along dir leaves
// the region through a face (a back face) before it enters one.
bool insideRegion(const SegmentTree& region, Vec2 p, Vec2 dir) {
    if (region.empty()) return false;
    TreeRayOutput r = rayCastTree(region, {p, dir * (2.0 * kSideProbe), 1.0});
    return r.hit && dot(outwardOf(region.segments[r.segment]), dir) > 0.0;
}

constexpr TileMask kStaticOpaque = maskOf(TileKind::Solid) | maskOf(TileKind::Mirror) |
                                   maskOf(TileKind::SlopeUpRight) | maskOf(TileKind::SlopeUpLeft);

// The static tiles of the window [x0, x1] × [y0, y1] not taken yet (`taken`, one flag per cell) as paths per
// surface: runs of full cells along each row, slopes as their triangles (solid).
void addTiles(const TileGrid& grid, int x0, int y0, int x1, int y1, std::vector<unsigned char>& taken, Paths& solid,
              Paths& mirror, Paths& glass) {
    auto cellPt = [](int x, int y) { return IntPoint(toFixed(x), toFixed(y)); };
    auto flag = [&](int x, int y) -> unsigned char& {
        return taken[static_cast<std::size_t>(y) * static_cast<std::size_t>(grid.width()) + static_cast<std::size_t>(x)];
    };
    for (int y = y0; y <= y1; ++y) {
        int x = x0;
        while (x <= x1) {
            if (flag(x, y)) { ++x; continue; }
            flag(x, y) = 1;
            TileKind k = grid.at(x, y);
            if (k == TileKind::SlopeUpRight) {  // solid below the diagonal bottom-left → top-right
                solid.push_back({cellPt(x, y + 1), cellPt(x + 1, y + 1), cellPt(x + 1, y)});
                ++x;
                continue;
            }
            if (k == TileKind::SlopeUpLeft) {   // solid below the diagonal top-left → bottom-right
                solid.push_back({cellPt(x, y), cellPt(x, y + 1), cellPt(x + 1, y + 1)});
                ++x;
                continue;
            }
            Paths* into = k == TileKind::Solid ? &solid : k == TileKind::Mirror ? &mirror
                          : k == TileKind::Glass ? &glass : nullptr;
            if (into == nullptr) { ++x; continue; }
            int end = x + 1;
            while (end <= x1 && !flag(end, y) && grid.at(end, y) == k) flag(end, y) = 1, ++end;
            into->push_back({cellPt(x, y), cellPt(end, y), cellPt(end, y + 1), cellPt(x, y + 1)});
            x = end;
        }
    }
}

// Appends the faces of `edges` that keep: their outside sample is not in a blocking tile of `hidden`, and (with
// `cover`) not inside the cover region.
void addFaces(MergedGeometry& g, std::vector<Segment>& faces, const std::vector<Segment>& edges, Surface fixed,
              const SegmentTree* mirrorRegion, const SegmentTree* cover, const TileGrid& grid, TileMask hidden) {
    for (const Segment& s : edges) {
        Vec2 n = outwardOf(s), mid = (s.p1 + s.p2) * 0.5;
        if (pointInBlockingCell(grid, mid + n * kSideProbe, hidden)) continue;
        if (cover != nullptr && insideRegion(*cover, mid + n * kSideProbe, -n)) continue;
        Surface surface = fixed;
        if (mirrorRegion != nullptr && insideRegion(*mirrorRegion, mid - n * kSideProbe, n)) surface = Surface::Mirror;
        faces.push_back(s);
        g.surfaces.push_back(surface);
        g.normals.push_back(n);
    }
}

// One accepted shape: its paths (outer loops positive), its surface and its tile window (cells, inclusive).
struct PreparedShape {
    Paths paths;
    Surface surface = Surface::Solid;
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// The shapes checkShape accepts, in order, as paths with their windows: each shape's box grown by one cell,
// clipped to the grid.
std::vector<PreparedShape> prepareShapes(const TileGrid& grid, const std::vector<ShapeSpec>& shapes) {
    std::vector<PreparedShape> out;
    for (const ShapeSpec& s : shapes) {
        if (!checkShape(s, grid.width(), grid.height()).ok()) continue;
        PreparedShape p;
        p.surface = s.surface;
        Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
        if (s.isMesh()) {
            // One orientation for the whole mesh, so its holes stay holes and it fills like every other shape.
            MeshOutline m = meshOutline(s.vertices, s.triangles);
            double area = 0.0;
            for (const auto& loop : m.loops) area += signedArea2(loop);
            for (const auto& loop : m.loops) {
                Path path = toPath(loop);
                if (area < 0) std::reverse(path.begin(), path.end());
                p.paths.push_back(std::move(path));
            }
            for (Vec2 v : s.vertices) lo = min(lo, v), hi = max(hi, v);
        } else {
            Path path = toPath(s.points);
            if (!ClipperLib::Orientation(path)) std::reverse(path.begin(), path.end());
            p.paths.push_back(std::move(path));
            for (Vec2 v : s.points) lo = min(lo, v), hi = max(hi, v);
        }
        p.x0 = std::max(0, static_cast<int>(std::floor(lo.x)) - 1);
        p.y0 = std::max(0, static_cast<int>(std::floor(lo.y)) - 1);
        p.x1 = std::min(grid.width() - 1, static_cast<int>(std::ceil(hi.x)));
        p.y1 = std::min(grid.height() - 1, static_cast<int>(std::ceil(hi.y)));
        out.push_back(std::move(p));
    }
    return out;
}

// Groups of shapes whose windows touch, transitively (windows as closed cell boxes [x0, x1 + 1] × [y0, y1 + 1]):
// each group's shapes and tiles lie at least one cell from every other group's, so the groups unite apart. Each
// group lists its shapes in level order; groups come in order of their first shape.
std::vector<std::vector<std::int32_t>> clusterShapes(const std::vector<PreparedShape>& shapes) {
    const auto n = static_cast<std::int32_t>(shapes.size());
    std::vector<std::int32_t> parent(static_cast<std::size_t>(n));
    for (std::int32_t i = 0; i < n; ++i) parent[i] = i;
    auto root = [&](std::int32_t i) {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    };
    // Sweep along x: windows sorted by x0; j meets i only while x0_j <= x1_i + 1.
    std::vector<std::int32_t> byX(static_cast<std::size_t>(n));
    for (std::int32_t i = 0; i < n; ++i) byX[i] = i;
    std::sort(byX.begin(), byX.end(), [&](std::int32_t a, std::int32_t b) {
        return shapes[a].x0 < shapes[b].x0 || (shapes[a].x0 == shapes[b].x0 && a < b);
    });
    for (std::int32_t k = 0; k < n; ++k) {
        const PreparedShape& a = shapes[byX[k]];
        for (std::int32_t m = k + 1; m < n && shapes[byX[m]].x0 <= a.x1 + 1; ++m) {
            const PreparedShape& b = shapes[byX[m]];
            if (b.y0 > a.y1 + 1 || a.y0 > b.y1 + 1) continue;
            std::int32_t ra = root(byX[k]), rb = root(byX[m]);
            if (ra != rb) parent[std::max(ra, rb)] = std::min(ra, rb);
        }
    }
    std::vector<std::vector<std::int32_t>> groups;
    std::vector<std::int32_t> groupOf(static_cast<std::size_t>(n), -1);
    for (std::int32_t i = 0; i < n; ++i) {
        std::int32_t r = root(i);
        if (groupOf[r] < 0) groupOf[r] = static_cast<std::int32_t>(groups.size()), groups.emplace_back();
        groups[groupOf[r]].push_back(i);
    }
    return groups;
}

// Unites the shapes `ids` with the static tiles of their windows and appends their faces (opaque, then glass).
void mergeGroup(MergedGeometry& g, std::vector<Segment>& faces, const TileGrid& grid,
                const std::vector<PreparedShape>& shapes, const std::vector<std::int32_t>& ids,
                std::vector<unsigned char>& taken, ClipperLib::Clipper& c) {
    Paths solid, mirror, glass;
    Paths* bySurface[3] = {&solid, &mirror, &glass};
    for (std::int32_t id : ids) {
        const PreparedShape& s = shapes[id];
        Paths& into = *bySurface[static_cast<int>(s.surface)];
        into.insert(into.end(), s.paths.begin(), s.paths.end());
    }
    // A cell joins once, with the first window (in level order) that holds it.
    for (std::int32_t id : ids) {
        const PreparedShape& s = shapes[id];
        addTiles(grid, s.x0, s.y0, s.x1, s.y1, taken, solid, mirror, glass);
    }

    // Mirror over solid, both over glass.
    Paths mirrorRegion = unite(c, mirror);
    Paths solidRegion = subtract(c, unite(c, solid), mirrorRegion);
    Paths opaqueIn = mirrorRegion;
    opaqueIn.insert(opaqueIn.end(), solidRegion.begin(), solidRegion.end());
    // The opaque outline as a PolyTree (outer loops and their holes), collinear points kept so a mirror face
    // flush with a solid one stays two faces.
    ClipperLib::PolyTree opaqueTree;
    c.Clear();
    c.PreserveCollinear(true);
    c.AddPaths(opaqueIn, ClipperLib::ptSubject, true);
    c.Execute(ClipperLib::ctUnion, opaqueTree, ClipperLib::pftNonZero, ClipperLib::pftNonZero);
    Paths opaque;
    ClipperLib::ClosedPathsFromPolyTree(opaqueTree, opaque);
    Paths glassRegion = subtract(c, unite(c, glass), opaque);

    std::vector<Segment> opaqueEdges = edgesOf(opaque);
    SegmentTree mirrorTree;
    if (!mirrorRegion.empty()) mirrorTree = buildSegmentTree(edgesOf(mirrorRegion));
    addFaces(g, faces, opaqueEdges, Surface::Solid, mirrorRegion.empty() ? nullptr : &mirrorTree, nullptr, grid,
             kStaticOpaque);
    if (glassRegion.empty()) return;
    SegmentTree opaqueFaces = buildSegmentTree(opaqueEdges);
    addFaces(g, faces, edgesOf(glassRegion), Surface::Glass, nullptr, &opaqueFaces, grid,
             kStaticOpaque | maskOf(TileKind::Glass));
}

// The faces of `faces` (with g.surfaces and g.normals filled) into both trees.
void buildTrees(MergedGeometry& g, const std::vector<Segment>& faces) {
    g.tree = buildSegmentTree(faces);
    std::vector<Segment> beamFaces;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (g.surfaces[i] == Surface::Glass) continue;
        beamFaces.push_back(faces[i]);
        g.beamFace.push_back(static_cast<std::int32_t>(i));
    }
    g.beamTree = buildSegmentTree(beamFaces);
}

MergedGeometry build(const TileGrid& grid, const std::vector<ShapeSpec>& shapes, bool grouped) {
    MergedGeometry g;
    std::vector<PreparedShape> prepared = prepareShapes(grid, shapes);
    if (prepared.empty()) return g;
    std::vector<unsigned char> taken(static_cast<std::size_t>(grid.width()) * static_cast<std::size_t>(grid.height()), 0);
    std::vector<Segment> faces;
    ClipperLib::Clipper c;
    if (grouped) {
        for (const std::vector<std::int32_t>& ids : clusterShapes(prepared)) mergeGroup(g, faces, grid, prepared, ids, taken, c);
    } else {
        std::vector<std::int32_t> all(prepared.size());
        for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<std::int32_t>(i);
        mergeGroup(g, faces, grid, prepared, all, taken, c);
    }
    buildTrees(g, faces);
    return g;
}

} // namespace

MergedGeometry buildMergedGeometry(const TileGrid& grid, const std::vector<ShapeSpec>& shapes) {
    return build(grid, shapes, true);
}

MergedGeometry buildMergedGeometryWhole(const TileGrid& grid, const std::vector<ShapeSpec>& shapes) {
    return build(grid, shapes, false);
}

ShapeRayOutput rayCastShapes(const MergedGeometry& g, const TreeRayInput& input) {
    ShapeRayOutput out;
    TreeRayOutput r = rayCastTree(g.tree, input);
    out.fraction = r.fraction;
    if (!r.hit) return out;
    out.hit = true, out.point = r.point, out.fraction = r.fraction, out.segment = r.segment;
    out.surface = g.surfaces[r.segment];
    Vec2 n = g.normals[r.segment];
    out.frontFace = dot(input.translation, n) < 0.0;
    out.normal = out.frontFace ? n : -n;
    return out;
}

} // namespace engine

namespace engine {

BeamHit castBeamOnShapes(const MergedGeometry& g, const TreeRayInput& input) {
    BeamHit out;
    out.fraction = input.maxFraction;
    TreeRayOutput r = rayCastTree(g.beamTree, input);
    if (!r.hit) return out;
    const std::int32_t face = g.beamFace[r.segment];
    out.hit = true, out.point = r.point, out.fraction = r.fraction, out.face = face, out.normal = r.normal;
    out.reflects = g.surfaces[face] == Surface::Mirror;
    // The vertex rule: a hit on a corner shared with one other beam face.
    const Segment& s = g.beamTree.segments[r.segment];
    constexpr double kVertexReach = 1e-9;
    Vec2 corner;
    if (distance(r.point, s.p1) <= kVertexReach) corner = s.p1;
    else if (distance(r.point, s.p2) <= kVertexReach) corner = s.p2;
    else return out;
    std::vector<std::int32_t> near;
    queryTreeBox(g.beamTree, {corner, corner}, near);
    std::int32_t other = -1, others = 0;
    for (std::int32_t id : near) {
        const Segment& t = g.beamTree.segments[id];
        if (id == r.segment || (t.p1 != corner && t.p2 != corner)) continue;
        other = id, ++others;
    }
    if (others != 1) return out;
    const std::int32_t otherFace = g.beamFace[other];
    out.atVertex = true;
    out.point = corner;
    Vec2 sum = g.normals[face] + g.normals[otherFace];
    out.reflects = out.reflects && g.surfaces[otherFace] == Surface::Mirror && sum != Vec2{0.0, 0.0};
    if (out.reflects) {
        Vec2 n = normalize(sum);
        out.normal = dot(n, input.translation) > 0.0 ? -n : n;
    }
    return out;
}

} // namespace engine
