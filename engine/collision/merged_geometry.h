#pragma once
// MergedGeometry: every shape of a level united with the tiles around it into one set of faces, each face tagged
// with the surface it shows to the open side, and a SegmentTree over them. Built once per load; a level without
// shapes gets an empty one (nothing is built, and queries on it return at once).
//
// The unions are Clipper's (libpolyclipping 6.4.2), on fixed-point coordinates of 1/kShapeFixedScale cell
// (a 1024-cell map is 2^26 units, inside Clipper's fast 30-bit range), so they are exact on that lattice; the
// faces are the lattice points converted back to cells. Surfaces:
//   opaque O = M ∪ S: mirror region M (mirror shapes and mirror tiles) over solid region S (solid shapes, solid
//   and slope tiles), so where a mirror shape covers a solid, the faces it shows are mirror;
//   glass G − O: glass faces against an opaque region are left out (the opaque face is there).
// Tiles take part only in a window of one cell around each shape's bounding box; a face whose outside is a
// static blocking tile (solid, mirror, slope, or glass for glass faces) is left out: the grid answers there.
// Shapes whose windows touch (transitively) form a group; groups lie a cell apart, so each is united on its own
// (small unions instead of one over the whole level) and the faces are those of one whole-level union.
#include <cstdint>
#include <vector>

#include "engine/collision/segment_tree.h"
#include "engine/collision/shape.h"
#include "engine/collision/tile_grid.h"

namespace engine {

/// Fixed-point units per cell of the unions (2^16).
inline constexpr double kShapeFixedScale = 65536.0;

/// The faces and their tree. Face i runs from segments[i].p1 to p2 with the solid side on its left on screen
/// (y down): its outward normal is normalize((e.y, −e.x)) for e = p2 − p1.
struct MergedGeometry {
    std::vector<Surface> surfaces;   ///< surfaces[i]: what face i shows to the open side
    std::vector<Vec2> normals;       ///< normals[i]: face i's unit outward normal
    SegmentTree tree;                ///< tree.segments are the faces
    SegmentTree beamTree;            ///< the solid and mirror faces only (beams pass glass)
    std::vector<std::int32_t> beamFace;  ///< beamFace[i]: the face id of beamTree's segment i
    /// True when there is no face at all (a level without shapes).
    bool empty() const { return tree.empty(); }
};

/// Unites `shapes` (those checkShape accepts against the grid's size; the others are left out) with the grid's
/// static tiles around them, classifies the faces and builds the tree.
MergedGeometry buildMergedGeometry(const TileGrid& grid, const std::vector<ShapeSpec>& shapes);

/// The same faces (in another order) from one union over all shapes at once: the plain build the grouped one is
/// tested against.
MergedGeometry buildMergedGeometryWhole(const TileGrid& grid, const std::vector<ShapeSpec>& shapes);

/// A ray against the merged faces.
struct ShapeRayOutput {
    Vec2 point;                      ///< the hit, in tiles
    Vec2 normal;                     ///< the face's outward normal (on the side the ray comes from: see frontFace)
    double fraction = 0.0;           ///< t of the hit
    std::int32_t segment = -1;       ///< the face's id
    Surface surface = Surface::Solid;
    bool frontFace = false;          ///< the ray met the face from the open side (translation · outward < 0)
    bool hit = false;
};

/// What a beam meets at a face: the first solid or mirror face along it (glass faces are passed), and the
/// vertex rule. When the hit point is a corner (within 1e-9 tiles of the face's end) shared with exactly one other
/// beam face, the beam reflects only when both faces are mirror, about the normalized sum of their outward normals
/// (so a beam into a 90° mirror corner comes straight back); when either is solid it stops there.
struct BeamHit {
    Vec2 point;
    Vec2 normal;                  ///< faces the beam: the face's, or the corner's for a vertex hit
    double fraction = 0.0;
    std::int32_t face = -1;       ///< the face id (the lower-id face hit first at a corner)
    bool reflects = false;
    bool atVertex = false;        ///< the vertex rule decided it
    bool hit = false;
};

/// The beam p(t) = origin + t·translation against the merged faces (see BeamHit).
BeamHit castBeamOnShapes(const MergedGeometry& g, const TreeRayInput& input);

/// First face along the ray (rayCastTree), with its surface and outward normal; normal is the outward one even for
/// a ray from inside (frontFace false), negated then so it always faces the ray.
ShapeRayOutput rayCastShapes(const MergedGeometry& g, const TreeRayInput& input);

} // namespace engine
