// Fuzz target: free-form shapes (engine/collision/shape.h, merged_geometry.h, segment_tree.h) from raw bytes.
// The input is a small binary program:
//   byte 0, 1: map width and height (4 + b % 61 cells); byte 2: tiles to set, then 3 bytes each (x, y, kind);
//   then shapes until the input ends: a header byte (bit 0 mesh, bits 1-2 surface, bits 3-7 count), then count
//   points of 2 × 2 bytes (little-endian, in 1/64 cell from −8; 0xFFFF and 0xFFFE stand for NaN and 1e9), and for
//   a mesh a byte n then n % 32 triangles of 3 index bytes (signed, so indices run out of range both ways).
// Properties:
//   * checkShape answers with a message and an index within the shape when it rejects one;
//   * meshOutline on an accepted mesh gives loops of at least 3 points;
//   * every merged face is finite, of non-zero length, on the 1/65536-cell lattice and inside the map, with a unit
//     normal, and both trees list the faces they should;
//   * rays, beams, box queries and swept circles from points of the input answer inside their range.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "engine/collision/merged_geometry.h"
#include "fuzz_check.h"

namespace {

/// Reads bytes in order; past the end every read is 0 and ok() turns false.
struct Reader {
    const std::uint8_t* data;
    std::size_t size, at = 0;
    bool ok() const { return at < size; }
    std::uint8_t byte() { return at < size ? data[at++] : 0; }
    double coordinate() {
        unsigned v = byte();
        v |= static_cast<unsigned>(byte()) << 8;
        if (v == 0xFFFF) return std::numeric_limits<double>::quiet_NaN();
        if (v == 0xFFFE) return 1e9;
        return static_cast<double>(v) / 64.0 - 8.0;  // a few cells beyond the map on both sides
    }
};

bool onLattice(double v) { return std::nearbyint(v * engine::kShapeFixedScale) == v * engine::kShapeFixedScale; }

void checkGeometry(const engine::MergedGeometry& g, int width, int height) {
    const std::size_t n = g.tree.segments.size();
    fuzz::require(g.surfaces.size() == n && g.normals.size() == n, "one surface and one normal per face");
    fuzz::require(g.beamFace.size() == g.beamTree.segments.size(), "one face id per beam segment");
    std::size_t opaque = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const engine::Segment& s = g.tree.segments[i];
        for (engine::Vec2 p : {s.p1, s.p2}) {
            fuzz::require(engine::isFinite(p), "a face is finite");
            fuzz::require(onLattice(p.x) && onLattice(p.y), "a face lies on the fixed-point lattice");
            fuzz::require(p.x >= 0.0 && p.y >= 0.0 && p.x <= width && p.y <= height, "a face lies in the map");
        }
        fuzz::require(s.p1 != s.p2, "a face has length");
        fuzz::require(std::fabs(engine::length(g.normals[i]) - 1.0) < 1e-9, "a face normal is a unit vector");
        opaque += g.surfaces[i] != engine::Surface::Glass ? 1 : 0;
    }
    fuzz::require(opaque == g.beamTree.segments.size(), "the beam tree holds the solid and mirror faces");
    for (std::size_t k = 0; k < g.beamFace.size(); ++k) {
        const auto face = static_cast<std::size_t>(g.beamFace[k]);
        fuzz::require(face < n && g.surfaces[face] != engine::Surface::Glass, "a beam segment names an opaque face");
    }
}

void checkQueries(const engine::MergedGeometry& g, Reader& r) {
    for (int q = 0; q < 8; ++q) {
        engine::Vec2 o{r.coordinate(), r.coordinate()}, d{r.coordinate() - 8.0, r.coordinate() - 8.0};
        if (!engine::isFinite(o) || !engine::isFinite(d)) continue;
        engine::ShapeRayOutput ray = engine::rayCastShapes(g, {o, d, 1.0});
        if (ray.hit) {
            fuzz::require(ray.fraction >= 0.0 && ray.fraction <= 1.0, "a ray hit lies on the ray");
            fuzz::require(ray.segment >= 0 && static_cast<std::size_t>(ray.segment) < g.tree.segments.size(),
                          "a ray hit names a face");
            fuzz::require(engine::dot(ray.normal, d) <= 0.0, "a ray hit's normal faces the ray");
        }
        engine::BeamHit beam = engine::castBeamOnShapes(g, {o, d, 1.0});
        if (beam.hit) {
            fuzz::require(beam.fraction >= 0.0 && beam.fraction <= 1.0, "a beam hit lies on the beam");
            fuzz::require(g.surfaces[static_cast<std::size_t>(beam.face)] != engine::Surface::Glass,
                          "a beam never stops at glass");
            fuzz::require(engine::isFinite(beam.normal), "a beam hit's normal is finite");
        }
        std::vector<std::int32_t> ids;
        engine::queryTreeBox(g.tree, {engine::min(o, o + d), engine::max(o, o + d)}, ids);
        for (std::size_t k = 1; k < ids.size(); ++k) fuzz::require(ids[k - 1] < ids[k], "box query ids ascend");
        engine::TreeSweepOutput sweep = engine::sweepCircleTree(g.tree, {{o, 0.3}, d});
        if (sweep.hit) {
            fuzz::require(sweep.sweep.firstFraction >= 0.0 && sweep.sweep.firstFraction <= 1.0,
                          "a swept circle's contact lies on its path");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Reader r{data, size};
    const int width = 4 + r.byte() % 61, height = 4 + r.byte() % 61;
    engine::TileGrid grid(width, height, engine::TileKind::Empty);
    for (int tiles = r.byte(); tiles > 0 && r.ok(); --tiles) {
        const int x = r.byte() % width, y = r.byte() % height;
        grid.set(x, y, static_cast<engine::TileKind>(r.byte() % engine::kTileKindCount));
    }
    std::vector<engine::ShapeSpec> shapes;
    while (r.ok() && shapes.size() < 24) {
        const std::uint8_t head = r.byte();
        engine::ShapeSpec s;
        s.surface = static_cast<engine::Surface>((head >> 1) % 3);
        const int count = head >> 3;
        std::vector<engine::Vec2>& pts = (head & 1) != 0 ? s.vertices : s.points;
        for (int i = 0; i < count; ++i) pts.push_back({r.coordinate(), r.coordinate()});
        if ((head & 1) != 0) {
            for (int i = r.byte() % 32; i > 0; --i) {
                s.triangles.push_back({static_cast<std::int8_t>(r.byte()), static_cast<std::int8_t>(r.byte()),
                                       static_cast<std::int8_t>(r.byte())});
            }
        }
        engine::ShapeCheck c = engine::checkShape(s, width, height);
        if (!c.ok()) {
            fuzz::require(!c.message.empty(), "a rejected shape gets a message");
            const std::size_t limit = c.inTriangles ? s.triangles.size() : std::max(pts.size(), std::size_t{1});
            fuzz::require(c.index < 0 || static_cast<std::size_t>(c.index) <= limit, "a problem's index is in the shape");
        } else if (s.isMesh()) {
            for (const auto& loop : engine::meshOutline(s.vertices, s.triangles).loops) {
                fuzz::require(loop.size() >= 3, "an outline loop has at least 3 points");
            }
        }
        shapes.push_back(std::move(s));
    }
    engine::MergedGeometry g = engine::buildMergedGeometry(grid, shapes);
    checkGeometry(g, width, height);
    Reader queries{data, size};
    checkQueries(g, queries);
    return 0;
}
