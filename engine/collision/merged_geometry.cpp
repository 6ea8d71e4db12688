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

Paths unite(const Paths& in) {
    Paths out;
    if (in.empty()) return out;
    ClipperLib::Clipper c;
    c.AddPaths(in, ClipperLib::ptSubject, true);
    c.Execute(ClipperLib::ctUnion, out, ClipperLib::pftNonZero, ClipperLib::pftNonZero);
    return out;
}

Paths subtract(const Paths& a, const Paths& b) {
    if (a.empty() || b.empty()) return a;
    Paths out;
    ClipperLib::Clipper c;
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

} // namespace

MergedGeometry buildMergedGeometry(const TileGrid& grid, const std::vector<ShapeSpec>& shapes) {
    MergedGeometry g;
    Paths bySurface[3];
    bool any = false;
    std::vector<Aabb> windows;
    for (const ShapeSpec& s : shapes) {
        if (!checkShape(s, grid.width(), grid.height()).ok()) continue;
        Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
        Paths& into = bySurface[static_cast<int>(s.surface)];
        if (s.isMesh()) {
            // One orientation for the whole mesh, so its holes stay holes and it fills like every other shape.
            MeshOutline m = meshOutline(s.vertices, s.triangles);
            double area = 0.0;
            for (const auto& loop : m.loops) area += signedArea2(loop);
            for (const auto& loop : m.loops) {
                Path p = toPath(loop);
                if (area < 0) std::reverse(p.begin(), p.end());
                into.push_back(std::move(p));
            }
            for (Vec2 v : s.vertices) lo = min(lo, v), hi = max(hi, v);
        } else {
            Path p = toPath(s.points);
            if (!ClipperLib::Orientation(p)) std::reverse(p.begin(), p.end());
            into.push_back(std::move(p));
            for (Vec2 v : s.points) lo = min(lo, v), hi = max(hi, v);
        }
        windows.push_back({lo, hi});
        any = true;
    }
    if (!any) return g;
    Paths& solid = bySurface[static_cast<int>(Surface::Solid)];
    Paths& mirror = bySurface[static_cast<int>(Surface::Mirror)];
    Paths& glass = bySurface[static_cast<int>(Surface::Glass)];
    // Each shape's window: its box grown by one cell, clipped to the grid; a cell joins once.
    std::vector<unsigned char> taken(static_cast<std::size_t>(grid.width()) * static_cast<std::size_t>(grid.height()), 0);
    for (const Aabb& w : windows) {
        int x0 = std::max(0, static_cast<int>(std::floor(w.min.x)) - 1);
        int y0 = std::max(0, static_cast<int>(std::floor(w.min.y)) - 1);
        int x1 = std::min(grid.width() - 1, static_cast<int>(std::ceil(w.max.x)));
        int y1 = std::min(grid.height() - 1, static_cast<int>(std::ceil(w.max.y)));
        addTiles(grid, x0, y0, x1, y1, taken, solid, mirror, glass);
    }

    // Mirror over solid, both over glass.
    Paths mirrorRegion = unite(mirror);
    Paths solidRegion = subtract(unite(solid), mirrorRegion);
    Paths opaqueIn = mirrorRegion;
    opaqueIn.insert(opaqueIn.end(), solidRegion.begin(), solidRegion.end());
    // The opaque outline as a PolyTree (outer loops and their holes), collinear points kept so a mirror face
    // flush with a solid one stays two faces.
    ClipperLib::PolyTree opaqueTree;
    {
        ClipperLib::Clipper c;
        c.PreserveCollinear(true);
        c.AddPaths(opaqueIn, ClipperLib::ptSubject, true);
        c.Execute(ClipperLib::ctUnion, opaqueTree, ClipperLib::pftNonZero, ClipperLib::pftNonZero);
    }
    Paths opaque;
    ClipperLib::ClosedPathsFromPolyTree(opaqueTree, opaque);
    Paths glassRegion = subtract(unite(glass), opaque);

    std::vector<Segment> opaqueEdges = edgesOf(opaque);
    SegmentTree mirrorTree = buildSegmentTree(edgesOf(mirrorRegion));
    SegmentTree opaqueTree2 = buildSegmentTree(opaqueEdges);
    std::vector<Segment> faces;
    addFaces(g, faces, opaqueEdges, Surface::Solid, mirrorRegion.empty() ? nullptr : &mirrorTree, nullptr, grid,
             kStaticOpaque);
    addFaces(g, faces, edgesOf(glassRegion), Surface::Glass, nullptr, &opaqueTree2, grid,
             kStaticOpaque | maskOf(TileKind::Glass));
    g.tree = buildSegmentTree(faces);
    std::vector<Segment> beamFaces;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        if (g.surfaces[i] == Surface::Glass) continue;
        beamFaces.push_back(faces[i]);
        g.beamFace.push_back(static_cast<std::int32_t>(i));
    }
    g.beamTree = buildSegmentTree(beamFaces);
    return g;
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
