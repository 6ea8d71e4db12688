// castRay: the ray p(t) = o + t·d, t in [0, maxFraction], walked through the cells it passes (Amanatides–Woo:
// integer cell steps, next-line times t = (line − o)/d), exact on 45° slopes. No allocation, no virtual calls.
//
// THE MODEL. Each blocking cell (kind in mask) is a closed shape: full kinds the unit square, '/' and '\' their
// triangles, OneWay only its top face (a zero-thickness segment). The ray is stopped at the smallest t at which
// it touches a SURFACE FACE that faces it (dot(d, n) < 0), endpoints included — the Box2D closed-polygon
// semantics, cell by cell. A face parallel to the ray (dot 0) or facing away never stops it. A surface face is
// a solid face of a blocking cell that is NOT covered by the solid region of the cell on its other side: the
// seam between two solid squares, or between a slope leg and a square, is interior, not surface (so a ray
// sliding exactly along a floor is not stopped at every tile seam). A one-way top is a face but covers nothing.
// "Inside" means the open interior of the union of the blocking regions: points on a surface are outside.
//
// DEFINED ANSWERS AT THE HARD CASES
// * Start inside: origin in the open interior of the blocking union (strictly inside a square or a slope
//   triangle, or on a seam covered from both sides) -> hit, fraction 0, startedInside, point = origin,
//   normal = −normalize(translation) (zero for a zero translation), face None, cell/kind = the cell containing
//   the origin (floor of each coordinate). OneWay cells are never "inside".
// * Start on a surface (not inside): the ray is stopped at fraction 0 only by a surface face that contains the
//   origin and faces the ray: on a floor's top moving down -> hit at 0, normal (0, −1); moving up or sideways ->
//   no hit at 0 (sideways it slides along the floor until a real surface). On a one-way top moving down -> hit
//   at 0 (standing on a platform); inside a one-way cell or moving up through it -> passes.
// * Along a grid line (the ray lies exactly on x = k or y = k): it touches the cells on both sides only along
//   faces parallel to it, which never block; at each grid vertex it reaches, every surface face through that
//   vertex that faces the ray blocks — so it stops at the corner of a wall it runs into (normal of that wall's
//   face), and at a corner where a slope's diagonal ends if the diagonal faces it.
// * Through a grid vertex (corner point) in general: every surface face through the vertex that faces the ray
//   blocks, including a single cell merely touched at its corner (as with Box2D boxes). Two blocking cells
//   meeting diagonally therefore never let a ray slip between them. Normal when several faces qualify: the one
//   most opposed to the ray (smallest dot(d, n)); ties in the order vertical face, horizontal face, '/' diagonal,
//   '\' diagonal — so for two axis faces the axis with the larger |component| wins and a 45° ray gets the
//   vertical face. Among cells with the same face line: the cell the ray moves into first (for a ray with no
//   component across, the lower / right cell). The point is the vertex exactly.
// * Slopes: entering through a solid leg ('/' right or bottom, '\' left or bottom) -> hit at entry with the
//   leg's axis normal. Entering through an open face -> hit on the diagonal where the ray crosses it inside the
//   cell, normal (−1, −1)/√2 for '/', (1, −1)/√2 for '\'. The chord through the open triangle crosses the
//   diagonal exactly when it leaves through a leg, which is how the walk decides (t clamped into the cell
//   against rounding, so no ray slips through a slope's corner). A ray exactly along a diagonal is parallel to
//   it: it passes, and only the vertices at its ends can stop it.
// * Ends exactly on a face (the face's t equals maxFraction): a hit at that fraction.
// * Zero-length ray (translation (0, 0)): hit only when the origin is inside (startedInside), else a miss.
//   maxFraction <= 0 with a non-zero translation: only contacts at t = 0 count. Translation components of
//   magnitude below kTinyComponent (1e-300) are treated as 0.
// * Out of bounds: cells outside the grid are full squares of outsideKind when outsideKind is in mask (whatever
//   that kind's own shape), else empty. When they are empty the ray is first clipped to the closed rectangle
//   [0, width] × [0, height] (a ray that never meets it misses at once); when they block, a ray leaves the grid
//   at most width + height + 2 steps later. Origins beyond kGridRayFarLimit count as inside when the outside
//   blocks (cell clamped to ±2^30).
// * Non-finite origin, translation or maxFraction: a miss with every field at its default (fraction 0).
// * Miss: hit false, fraction = max(maxFraction, 0), point = origin + translation·fraction.
#include "engine/collision/raycast.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "engine/collision/grid_outline.h"

namespace engine {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kInvSqrt2 = 0.70710678118654752440;
/// Translation components smaller than this (tiles) are treated as exactly 0, so 1/d always stays finite.
constexpr double kTinyComponent = 1e-300;

// Faces of a cell, one bit each. "Solid" faces stop rays; "region" faces bound an area (used for interiors).
constexpr unsigned kLeft = 1u, kRight = 2u, kTop = 4u, kBottom = 8u, kSlash = 16u, kBackslash = 32u;
constexpr unsigned kSquare = kLeft | kRight | kTop | kBottom;
constexpr unsigned kDiagonals = kSlash | kBackslash;

/// Solid faces of kind k when it blocks: Empty none, OneWay its top, '/' right + bottom legs and diagonal, '\' left
/// + bottom legs and diagonal, every other kind the full square.
constexpr unsigned solidFacesOf(TileKind k) {
    return k == TileKind::Empty          ? 0u
           : k == TileKind::OneWay       ? kTop
           : k == TileKind::SlopeUpRight ? (kRight | kBottom | kSlash)
           : k == TileKind::SlopeUpLeft  ? (kLeft | kBottom | kBackslash)
                                         : kSquare;
}

/// solidFacesOf for every kind, indexed by the kind's value.
struct FaceTable {
    unsigned char faces[kTileKindCount];
    constexpr FaceTable() : faces() {
        for (int k = 0; k < kTileKindCount; ++k) faces[k] = static_cast<unsigned char>(solidFacesOf(TileKind(k)));
    }
};
constexpr FaceTable kFaceTable{};

/// The faces that bound a solid area, from a cell's solid faces: all of them, except that a one-way top bounds none.
constexpr unsigned regionOf(unsigned faces) { return faces == kTop ? 0u : faces; }

/// The face on the other side of a face's line (left <-> right, top <-> bottom).
constexpr unsigned opposite(unsigned face) {
    return face == kLeft ? kRight : face == kRight ? kLeft : face == kTop ? kBottom : kTop;
}

/// One query's fixed data: the grid view, the mask and the ray p(t) = (ox, oy) + t·(dx, dy).
struct Walk {
    const TileKind* cells = nullptr;
    int width = 0, height = 0;
    TileMask mask = 0;
    unsigned outsideFaces = 0;  ///< kSquare when outsideKind blocks, else 0
    TileKind outsideKind = TileKind::Solid;
    double ox = 0, oy = 0, dx = 0, dy = 0;
    double invDx = 0, invDy = 0;  ///< 1/d per axis (0 for a zero component)
    int sx = 0, sy = 0;           ///< step signs

    /// True when (x, y) is a grid cell.
    bool inBounds(int x, int y) const {
        return static_cast<unsigned>(x) < static_cast<unsigned>(width) &&
               static_cast<unsigned>(y) < static_cast<unsigned>(height);
    }
    /// Kind of cell (x, y), outsideKind out of bounds.
    TileKind kindAt(int x, int y) const {
        return inBounds(x, y) ? cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                                      static_cast<std::size_t>(x)]
                              : outsideKind;
    }
    /// Solid faces of cell (x, y) under the mask (0 when it does not block).
    unsigned facesAt(int x, int y) const {
        if (!inBounds(x, y)) return outsideFaces;
        TileKind k = cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
        return inMask(mask, k) ? kFaceTable.faces[static_cast<std::size_t>(k)] : 0u;
    }
    /// Faces of cell (x, y) that bound a solid area (a one-way top bounds none).
    unsigned regionFacesAt(int x, int y) const { return regionOf(facesAt(x, y)); }
    /// True when `face` of cell (x, y) is a surface: solid and not covered by the neighbour across it.
    bool isSurface(int x, int y, unsigned face) const {
        if (!(facesAt(x, y) & face)) return false;
        int nx = x + (face == kRight) - (face == kLeft), ny = y + (face == kBottom) - (face == kTop);
        return !(regionFacesAt(nx, ny) & opposite(face));
    }
};

/// Walk set-up: grid view, mask, origin and translation (tiny components zeroed), signs and inverses.
Walk makeWalk(const TileGrid& grid, TileMask mask, Vec2 o, Vec2 d) {
    Walk w;
    w.cells = grid.cells().data();
    w.width = grid.width();
    w.height = grid.height();
    w.mask = mask;
    w.outsideKind = grid.outsideKind;
    w.outsideFaces = (inMask(mask, grid.outsideKind) && grid.outsideKind != TileKind::Empty) ? kSquare : 0u;
    w.ox = o.x;
    w.oy = o.y;
    w.dx = std::fabs(d.x) < kTinyComponent ? 0.0 : d.x;
    w.dy = std::fabs(d.y) < kTinyComponent ? 0.0 : d.y;
    w.sx = (w.dx > 0.0) - (w.dx < 0.0);
    w.sy = (w.dy > 0.0) - (w.dy < 0.0);
    w.invDx = w.sx != 0 ? 1.0 / w.dx : 0.0;
    w.invDy = w.sy != 0 ? 1.0 / w.dy : 0.0;
    return w;
}

/// floor(v) as an int for |v| <= kGridRayFarLimit (no libm call; exact, since the int conversion truncates).
inline int floorToInt(double v) {
    int i = static_cast<int>(v);
    return v < static_cast<double>(i) ? i - 1 : i;
}

/// Integer cell coordinate of a (finite) coordinate, clamped to ±kGridRayFarLimit so it fits an int.
int clampedFloor(double v) {
    double f = std::floor(v);
    if (f > kGridRayFarLimit) f = kGridRayFarLimit;
    if (f < -kGridRayFarLimit) f = -kGridRayFarLimit;
    return static_cast<int>(f);
}

/// A cell corner is covered by the cell's region when both axis faces through it bound that region.
bool coversCorner(unsigned regionFaces, unsigned faceX, unsigned faceY) {
    return (regionFaces & faceX) && (regionFaces & faceY);
}

/// True when p is in the open interior of the union of blocking regions (see the model above).
bool insideUnion(const Walk& w, Vec2 p) {
    if (std::fabs(p.x) > kGridRayFarLimit || std::fabs(p.y) > kGridRayFarLimit) return w.outsideFaces != 0;
    const int x = floorToInt(p.x), y = floorToInt(p.y);
    const double fx = x, fy = y;
    const bool onX = fx == p.x, onY = fy == p.y;
    if (onX && onY) {  // vertex: all four cells must cover their corner there
        return coversCorner(w.regionFacesAt(x - 1, y - 1), kRight, kBottom) &&
               coversCorner(w.regionFacesAt(x, y - 1), kLeft, kBottom) &&
               coversCorner(w.regionFacesAt(x - 1, y), kRight, kTop) &&
               coversCorner(w.regionFacesAt(x, y), kLeft, kTop);
    }
    if (onX) return (w.regionFacesAt(x - 1, y) & kRight) && (w.regionFacesAt(x, y) & kLeft);
    if (onY) return (w.regionFacesAt(x, y - 1) & kBottom) && (w.regionFacesAt(x, y) & kTop);
    unsigned f = w.regionFacesAt(x, y);
    double u = p.x - fx, v = p.y - fy;  // local coordinates in (0, 1)
    if (f & kSlash) return u + v > 1.0;
    if (f & kBackslash) return v > u;
    return f == kSquare;
}

/// Write a hit at t on `face` of cell (cx, cy), with the given point and normal, into out.
void setHit(const Walk& w, double t, Vec2 point, Vec2 normal, int cx, int cy, CellFace face, GridRayOutput& out) {
    out.point = point;
    out.normal = normal;
    out.fraction = t;
    out.cell = {cx, cy};
    out.kind = w.kindAt(cx, cy);
    out.face = face;
    out.hit = true;
}

/// Clamp v into [lo, hi].
double clampRange(double v, double lo, double hi) { return v < lo ? lo : (v > hi ? hi : v); }

/// The hit where the ray crosses the vertical line of cell (cx, cy)'s near x face at t (left when moving right,
/// right when moving left). Point exactly on the line.
void setHitX(const Walk& w, int cx, int cy, double t, GridRayOutput& out) {
    double lineX = w.sx > 0 ? cx : cx + 1.0;
    Vec2 p{lineX, clampRange(w.oy + t * w.dy, cy, cy + 1.0)};
    setHit(w, t, p, {-static_cast<double>(w.sx), 0.0}, cx, cy, w.sx > 0 ? CellFace::Left : CellFace::Right, out);
}

/// The hit where the ray crosses the horizontal line of cell (cx, cy)'s near y face at t (top when moving down,
/// bottom when moving up).
void setHitY(const Walk& w, int cx, int cy, double t, GridRayOutput& out) {
    double lineY = w.sy > 0 ? cy : cy + 1.0;
    Vec2 p{clampRange(w.ox + t * w.dx, cx, cx + 1.0), lineY};
    setHit(w, t, p, {0.0, -static_cast<double>(w.sy)}, cx, cy, w.sy > 0 ? CellFace::Top : CellFace::Bottom, out);
}

/// The ray crosses cell (cx, cy)'s near x face at t, entering the cell: a hit when that face is a surface.
bool crossX(const Walk& w, int cx, int cy, double t, GridRayOutput& out) {
    if (!w.isSurface(cx, cy, w.sx > 0 ? kLeft : kRight)) return false;
    setHitX(w, cx, cy, t, out);
    return true;
}

/// The ray crosses cell (cx, cy)'s near y face at t, entering the cell: a hit when that face is a surface.
bool crossY(const Walk& w, int cx, int cy, double t, GridRayOutput& out) {
    if (!w.isSurface(cx, cy, w.sy > 0 ? kTop : kBottom)) return false;
    setHitY(w, cx, cy, t, out);
    return true;
}

/// The best candidate face at a vertex: the surface face with the smallest dot(d, n), first one kept on ties.
struct VertexPick {
    int x = 0, y = 0;
    Vec2 normal;
    double score = kInf;
    CellFace face = CellFace::None;

    /// Offer `bit` of cell (x, y) with normal n when it is a surface (diagonals are never covered).
    void offer(const Walk& w, int cx, int cy, unsigned bit, CellFace f, Vec2 n) {
        bool surface = (bit & kDiagonals) ? (w.facesAt(cx, cy) & bit) != 0 : w.isSurface(cx, cy, bit);
        double s = w.dx * n.x + w.dy * n.y;
        if (!surface || !(s < score)) return;
        x = cx, y = cy, normal = n, score = s, face = f;
    }
};

/// The ray is at grid vertex (vx, vy) at t. Cells around it: TL (vx−1, vy−1), TR (vx, vy−1), BL (vx−1, vy),
/// BR (vx, vy). Every surface face through the vertex that faces the ray is a candidate (see the model).
bool vertexHit(const Walk& w, int vx, int vy, double t, GridRayOutput& out) {
    VertexPick pick;
    const int l = vx - 1, r = vx, u = vy - 1, b = vy;
    if (w.sx > 0) {  // left faces of the two cells right of the vertex, the one moved into first
        pick.offer(w, r, w.sy < 0 ? u : b, kLeft, CellFace::Left, {-1, 0});
        pick.offer(w, r, w.sy < 0 ? b : u, kLeft, CellFace::Left, {-1, 0});
    } else if (w.sx < 0) {
        pick.offer(w, l, w.sy < 0 ? u : b, kRight, CellFace::Right, {1, 0});
        pick.offer(w, l, w.sy < 0 ? b : u, kRight, CellFace::Right, {1, 0});
    }
    if (w.sy > 0) {  // top faces of the two cells below the vertex
        pick.offer(w, w.sx < 0 ? l : r, b, kTop, CellFace::Top, {0, -1});
        pick.offer(w, w.sx < 0 ? r : l, b, kTop, CellFace::Top, {0, -1});
    } else if (w.sy < 0) {
        pick.offer(w, w.sx < 0 ? l : r, u, kBottom, CellFace::Bottom, {0, 1});
        pick.offer(w, w.sx < 0 ? r : l, u, kBottom, CellFace::Bottom, {0, 1});
    }
    if (w.dx + w.dy > 0.0) {  // '/' diagonals ending here: TR's bottom-left end, BL's top-right end
        pick.offer(w, r, u, kSlash, CellFace::Diagonal, {-kInvSqrt2, -kInvSqrt2});
        pick.offer(w, l, b, kSlash, CellFace::Diagonal, {-kInvSqrt2, -kInvSqrt2});
    }
    if (w.dy - w.dx > 0.0) {  // '\' diagonals ending here: TL's bottom-right end, BR's top-left end
        pick.offer(w, l, u, kBackslash, CellFace::Diagonal, {kInvSqrt2, -kInvSqrt2});
        pick.offer(w, r, b, kBackslash, CellFace::Diagonal, {kInvSqrt2, -kInvSqrt2});
    }
    if (pick.face == CellFace::None) return false;
    setHit(w, t, {static_cast<double>(vx), static_cast<double>(vy)}, pick.normal, pick.x, pick.y, pick.face, out);
    return true;
}

/// The ray runs through the open part of slope cell (cx, cy) from tCur and would leave it at tNext through its x
/// face (exitX), its y face (exitY) or both (a vertex). The open part is the triangle bounded by the two open
/// faces and the diagonal, so the chord crosses the diagonal inside the cell exactly when it leaves through a
/// solid leg ('/': right, bottom; '\': left, bottom; at a vertex: the corner both legs share). The crossing:
///   '/': u + v = 1 with u = ox − cx + t·dx, v = oy − cy + t·dy  ->  t = (1 − u0 − v0)/(dx + dy)
///   '\': v = u                                                  ->  t = (u0 − v0)/(dy − dx)
/// clamped into [tCur, tNext] against rounding.
bool slopeHit(const Walk& w, unsigned faces, int cx, int cy, double tCur, double tNext, bool exitX, bool exitY,
              double tEnd, GridRayOutput& out) {
    const bool slash = (faces & kSlash) != 0;
    if (exitX && w.sx != (slash ? 1 : -1)) return false;
    if (exitY && w.sy != 1) return false;
    double u0 = w.ox - cx, v0 = w.oy - cy;
    double num = slash ? 1.0 - u0 - v0 : u0 - v0;
    double den = slash ? w.dx + w.dy : w.dy - w.dx;
    double t = clampRange(den > 0.0 ? num / den : tNext, tCur, tNext);
    if (t > tEnd) return false;
    Vec2 p{clampRange(w.ox + t * w.dx, cx, cx + 1.0), clampRange(w.oy + t * w.dy, cy, cy + 1.0)};
    Vec2 n = slash ? Vec2{-kInvSqrt2, -kInvSqrt2} : Vec2{kInvSqrt2, -kInvSqrt2};
    setHit(w, t, p, n, cx, cy, CellFace::Diagonal, out);
    return true;
}

/// Upper bound on the steps of any walk (the walk is confined to the grid rectangle plus one ring of cells).
std::int64_t stepBudget(const Walk& w) { return static_cast<std::int64_t>(w.width) + w.height + 8; }

/// A ray lying on the vertical grid line x = vx, from y = py: only the vertices it reaches can stop it.
bool rideVertical(const Walk& w, int vx, double py, double tEnd, GridRayOutput& out) {
    int vy = w.sy > 0 ? static_cast<int>(std::floor(py)) + 1 : static_cast<int>(std::ceil(py)) - 1;
    for (std::int64_t budget = stepBudget(w); budget > 0; --budget, vy += w.sy) {
        double t = (vy - w.oy) * w.invDy;
        if (t > tEnd) return false;
        if (vertexHit(w, vx, vy, t, out)) return true;
    }
    return false;
}

/// A ray lying on the horizontal grid line y = vy, from x = px.
bool rideHorizontal(const Walk& w, int vy, double px, double tEnd, GridRayOutput& out) {
    int vx = w.sx > 0 ? static_cast<int>(std::floor(px)) + 1 : static_cast<int>(std::ceil(px)) - 1;
    for (std::int64_t budget = stepBudget(w); budget > 0; --budget, vx += w.sx) {
        double t = (vx - w.ox) * w.invDx;
        if (t > tEnd) return false;
        if (vertexHit(w, vx, vy, t, out)) return true;
    }
    return false;
}

/// Where a cell walk is: in cell (cx, cy), entered at tCur, with the next vertical and horizontal grid lines
/// ahead (lineX, lineY) reached at tMaxX and tMaxY (∞ on an axis the ray does not move along).
struct WalkState {
    int cx = 0, cy = 0, lineX = 0, lineY = 0;
    double tCur = 0.0, tMaxX = kInf, tMaxY = kInf;
};

/// The start of a walk in cell (cx, cy) entered at tCur.
WalkState startWalk(const Walk& w, int cx, int cy, double tCur) {
    WalkState s;
    s.cx = cx, s.cy = cy, s.tCur = tCur;
    s.lineX = cx + (w.sx > 0), s.lineY = cy + (w.sy > 0);
    if (w.sx != 0) s.tMaxX = (s.lineX - w.ox) * w.invDx;
    if (w.sy != 0) s.tMaxY = (s.lineY - w.oy) * w.invDy;
    return s;
}

/// How a coast ended: past tEnd, on reaching a grid vertex (not yet crossed), or in a cell with faces entered
/// across a vertical or a horizontal line.
enum class CoastEnd { Miss, Vertex, EnteredX, EnteredY };

/// Step the walk through cells without faces: nothing can stop the ray there, so each step is only the line
/// crossing and the next cell's lookup. Stops before a vertex, after entering a cell with faces, or past tEnd.
CoastEnd coast(const Walk& w, WalkState& s, double tEnd, std::int64_t& budget) {
    const int sx = w.sx, sy = w.sy;
    const double ox = w.ox, oy = w.oy, invDx = w.invDx, invDy = w.invDy;
    for (; budget > 0; --budget) {
        if (s.tMaxX < s.tMaxY) {
            if (s.tMaxX > tEnd) return CoastEnd::Miss;
            s.cx += sx;
            s.tCur = s.tMaxX;
            s.lineX += sx;
            s.tMaxX = (s.lineX - ox) * invDx;
            if (w.facesAt(s.cx, s.cy) != 0) return CoastEnd::EnteredX;
        } else if (s.tMaxY < s.tMaxX) {
            if (s.tMaxY > tEnd) return CoastEnd::Miss;
            s.cy += sy;
            s.tCur = s.tMaxY;
            s.lineY += sy;
            s.tMaxY = (s.lineY - oy) * invDy;
            if (w.facesAt(s.cx, s.cy) != 0) return CoastEnd::EnteredY;
        } else {
            return CoastEnd::Vertex;
        }
    }
    return CoastEnd::Miss;
}

/// The cell walk proper, from state s until a hit or tEnd: coasts through cells without faces, and in a cell with
/// faces checks what leaving it (a slope's diagonal) and entering the next (its near face, a vertex) meets.
bool walkCells(const Walk& w, WalkState s, double tEnd, GridRayOutput& out) {
    // The ray's constants as locals, so the loop keeps them in registers across the (rare) contact calls.
    const int sx = w.sx, sy = w.sy;
    const double ox = w.ox, oy = w.oy, invDx = w.invDx, invDy = w.invDy;
    const unsigned nearX = sx > 0 ? kLeft : kRight, nearY = sy > 0 ? kTop : kBottom;
    const unsigned farX = opposite(nearX), farY = opposite(nearY);
    // Entering a cell across a face, the face is a surface (a hit) when it is solid and the cell left behind does
    // not cover it (Walk::isSurface, with the faces of both cells already at hand). From a cell without faces,
    // every solid face ahead is a surface.
    unsigned cur = w.facesAt(s.cx, s.cy);
    for (std::int64_t budget = stepBudget(w); budget > 0; --budget) {
        if (cur == 0) {
            const CoastEnd end = coast(w, s, tEnd, budget);
            if (end == CoastEnd::Miss) return false;
            if (end == CoastEnd::EnteredX || end == CoastEnd::EnteredY) {
                cur = w.facesAt(s.cx, s.cy);
                const bool acrossX = end == CoastEnd::EnteredX;
                if (cur & (acrossX ? nearX : nearY)) {
                    if (acrossX) setHitX(w, s.cx, s.cy, s.tCur, out);
                    else setHitY(w, s.cx, s.cy, s.tCur, out);
                    return true;
                }
                continue;
            }
        }
        if (s.tMaxX < s.tMaxY) {  // across a vertical line
            if ((cur & kDiagonals) && slopeHit(w, cur, s.cx, s.cy, s.tCur, s.tMaxX, true, false, tEnd, out)) return true;
            if (s.tMaxX > tEnd) return false;
            const unsigned from = cur;
            s.cx += sx;
            cur = w.facesAt(s.cx, s.cy);
            if ((cur & nearX) && !(regionOf(from) & farX)) {
                setHitX(w, s.cx, s.cy, s.tMaxX, out);
                return true;
            }
            s.tCur = s.tMaxX;
            s.lineX += sx;
            s.tMaxX = (s.lineX - ox) * invDx;
        } else if (s.tMaxY < s.tMaxX) {  // across a horizontal line
            if ((cur & kDiagonals) && slopeHit(w, cur, s.cx, s.cy, s.tCur, s.tMaxY, false, true, tEnd, out)) return true;
            if (s.tMaxY > tEnd) return false;
            const unsigned from = cur;
            s.cy += sy;
            cur = w.facesAt(s.cx, s.cy);
            if ((cur & nearY) && !(regionOf(from) & farY)) {
                setHitY(w, s.cx, s.cy, s.tMaxY, out);
                return true;
            }
            s.tCur = s.tMaxY;
            s.lineY += sy;
            s.tMaxY = (s.lineY - oy) * invDy;
        } else {  // exactly through a grid vertex
            if ((cur & kDiagonals) && slopeHit(w, cur, s.cx, s.cy, s.tCur, s.tMaxX, true, true, tEnd, out)) return true;
            if (s.tMaxX > tEnd) return false;
            if (vertexHit(w, s.lineX, s.lineY, s.tMaxX, out)) return true;
            s.cx += sx, s.cy += sy;
            cur = w.facesAt(s.cx, s.cy);
            s.tCur = s.tMaxX;
            s.lineX += sx, s.lineY += sy;
            s.tMaxX = (s.lineX - ox) * invDx;
            s.tMaxY = (s.lineY - oy) * invDy;
        }
    }
    return false;
}

/// The ray from point ps (reached at ts) to tEnd: first what touches ps itself, then the walk.
bool walkFrom(const Walk& w, Vec2 ps, double ts, double tEnd, GridRayOutput& out) {
    const int ix = floorToInt(ps.x), iy = floorToInt(ps.y);  // |ps| <= kGridRayFarLimit here
    const bool onX = ix == ps.x, onY = iy == ps.y;
    // Contacts at ps: a vertex, or a line the ray moves across into the next cell.
    if (onX && onY) {
        if (vertexHit(w, ix, iy, ts, out)) return true;
    } else if (onX && w.sx != 0) {
        if (crossX(w, w.sx > 0 ? ix : ix - 1, iy, ts, out)) return true;
    } else if (onY && w.sy != 0) {
        if (crossY(w, ix, w.sy > 0 ? iy : iy - 1, ts, out)) return true;
    }
    if (onX && w.sx == 0) return rideVertical(w, ix, ps.y, tEnd, out);
    if (onY && w.sy == 0) return rideHorizontal(w, iy, ps.x, tEnd, out);
    // The cell the ray moves into from ps.
    int cx = (w.sx < 0 && onX) ? ix - 1 : ix;
    int cy = (w.sy < 0 && onY) ? iy - 1 : iy;
    return walkCells(w, startWalk(w, cx, cy, ts), tEnd, out);
}

/// Clip [ts, tEnd] to the closed rectangle [0, width] × [0, height]; ps = the point at the new ts (exactly on
/// the boundary when clipped). False when the ray never meets the rectangle.
bool clipToGrid(const Walk& w, double& ts, double& tEnd, Vec2& ps) {
    if (w.width <= 0 || w.height <= 0) return false;
    const double size[2] = {static_cast<double>(w.width), static_cast<double>(w.height)};
    const double o[2] = {w.ox, w.oy}, inv[2] = {w.invDx, w.invDy};
    const int s[2] = {w.sx, w.sy};
    double enter[2] = {-kInf, -kInf};
    for (int a = 0; a < 2; ++a) {
        if (s[a] == 0) {
            if (o[a] < 0.0 || o[a] > size[a]) return false;
            continue;
        }
        double t0 = (0.0 - o[a]) * inv[a], t1 = (size[a] - o[a]) * inv[a];
        enter[a] = s[a] > 0 ? t0 : t1;
        double exit = s[a] > 0 ? t1 : t0;
        if (enter[a] > ts) ts = enter[a];
        if (exit < tEnd) tEnd = exit;
    }
    if (ts > tEnd) return false;
    ps = {w.ox, w.oy};
    if (ts == 0.0) return true;
    double p[2];
    for (int a = 0; a < 2; ++a) {
        double along = o[a] + ts * (a == 0 ? w.dx : w.dy);
        p[a] = enter[a] == ts ? (s[a] > 0 ? 0.0 : size[a]) : clampRange(along, 0.0, size[a]);
    }
    ps = {p[0], p[1]};
    return true;
}

/// The whole walk of a ray that did not start inside, over [0, tMax]: nothing for a zero translation; clipped to
/// the grid rectangle first when the outside is open.
bool walkRay(const Walk& w, double tMax, GridRayOutput& out) {
    if (w.sx == 0 && w.sy == 0) return false;
    double ts = 0.0, tEnd = tMax;
    Vec2 ps{w.ox, w.oy};
    if (w.outsideFaces == 0 && !clipToGrid(w, ts, tEnd, ps)) return false;
    return walkFrom(w, ps, ts, tEnd, out);
}

} // namespace

bool pointInBlockingCell(const TileGrid& grid, Vec2 p, TileMask mask) {
    if (!isFinite(p)) return false;
    return insideUnion(makeWalk(grid, mask, p, {0.0, 0.0}), p);
}

bool identicalOutputs(const GridRayOutput& a, const GridRayOutput& b) {
    auto same = [](double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; };
    return same(a.point.x, b.point.x) && same(a.point.y, b.point.y) && same(a.normal.x, b.normal.x) &&
           same(a.normal.y, b.normal.y) && same(a.fraction, b.fraction) && a.cell == b.cell && a.kind == b.kind &&
           a.face == b.face && a.hit == b.hit && a.startedInside == b.startedInside;
}

bool isSurfaceFace(const TileGrid& grid, Cell c, CellFace face, TileMask mask) {
    return (surfaceFaceBits(grid, c, mask) >> static_cast<unsigned>(face)) & 1u;
}

unsigned surfaceFaceBits(const TileGrid& grid, Cell c, TileMask mask) {
    const Walk w = makeWalk(grid, mask, {0.0, 0.0}, {0.0, 0.0});
    if (w.facesAt(c.x, c.y) == 0) return 0u;
    auto bit = [&](unsigned face, CellFace f) {
        return w.isSurface(c.x, c.y, face) ? 1u << static_cast<unsigned>(f) : 0u;
    };
    return bit(kLeft, CellFace::Left) | bit(kRight, CellFace::Right) | bit(kTop, CellFace::Top) |
           bit(kBottom, CellFace::Bottom);
}

GridRayOutput castRay(const TileGrid& grid, const GridRayInput& input) {
    GridRayOutput out;  // one return object (no copy on the common path)
    const GridOutline* outline = outlineOf(grid, input.mask);
    if (outline == nullptr || !castRayOnOutline(*outline, grid, input, out)) out = castRayByWalk(grid, input);
    return out;
}

GridRayOutput castRayByWalk(const TileGrid& grid, const GridRayInput& input) {
    GridRayOutput out;
    const Vec2 o = input.origin, d = input.translation;
    if (!isFinite(o) || !isFinite(d) || !std::isfinite(input.maxFraction)) return out;
    const double tMax = input.maxFraction > 0.0 ? input.maxFraction : 0.0;
    const Walk w = makeWalk(grid, input.mask, o, d);
    if (insideUnion(w, o)) {
        setHit(w, 0.0, o, -normalize(d), clampedFloor(o.x), clampedFloor(o.y), CellFace::None, out);
        out.startedInside = true;
        return out;
    }
    if (walkRay(w, tMax, out)) return out;
    out.fraction = tMax;  // a miss
    out.point = o + d * tMax;
    return out;
}

} // namespace engine
