// GridOutline: the merged surface segments of a small grid, and the ray cast against them (see grid_outline.h).
//
// THE QUERY. For a ray p(t) = o + t·d that is in general position (origin strictly inside an open cell of the
// grid, not on a grid line), the walk stops at the first crossing of a surface face that faces the ray. Every
// such face lies in the list facing the ray's y direction (horizontal lines) or its x direction (vertical ones).
// For a segment on the line y = c covering [mid − half, mid + half] along x:
//   t = (c − oy)·(1/dy)          the walk's own next-line time, bit for bit
//   p = ox + t·dx                the walk's own crossing coordinate
//   a crossing when t > 0 and |p − mid| <= half + margin
// and likewise for vertical lines with the axes swapped. The first crossing (smallest t) is the answer when
// t <= tEnd and its point is farther than the margin from every grid vertex. A crossing counted within the margin
// of a segment's end may not be a face at all, and at a vertex the walk's vertex rules decide: both are near a
// vertex, so both go to the walk, as does a tie between the two lists.
#include "engine/collision/grid_outline.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>

// The vector versions are compiled on x86-64 unless RAYCRYPT_OUTLINE_PORTABLE is defined (which builds the plain
// C++ path only, as on other CPUs; the tests pass either way).
#if defined(__x86_64__) && !defined(RAYCRYPT_OUTLINE_PORTABLE)
#define RAYCRYPT_OUTLINE_X86 1
#include <immintrin.h>
#endif

namespace engine {

namespace {

/// A line time past every hit: the search for the nearest crossing starts here.
constexpr double kNoHit = std::numeric_limits<double>::infinity();
/// Translation components in [kOrdinaryMin, kOrdinaryMax] (tiles) keep every line time a normal double with its
/// sign exact; other non-zero components go to the walk.
constexpr double kOrdinaryMin = 0x1p-60, kOrdinaryMax = 0x1p60;

/// True when the mask blocks slopes and the grid has one (diagonals are not on grid lines: no outline). Outside
/// cells are full squares whatever their kind.
bool maskHasSlopes(const TileGrid& grid, TileMask mask) {
    if (!(inMask(mask, TileKind::SlopeUpRight) || inMask(mask, TileKind::SlopeUpLeft))) return false;
    for (TileKind k : grid.cells())
        if (isSlope(k)) return true;
    return false;
}

/// Append the runs of consecutive i in [0, n) with isFace(i) to f as segments on `line`.
template <class IsFace>
void addRuns(OutlineFacing& f, double line, int n, IsFace isFace) {
    for (int i = 0; i < n;) {
        if (!isFace(i)) {
            ++i;
            continue;
        }
        int end = i + 1;
        while (end < n && isFace(end)) ++end;
        const double half = 0.5 * (end - i);
        f.line.push_back(line);
        f.mid.push_back(i + half);
        f.reach.push_back(half + kOutlineTieMargin);
        i = end;
    }
}

/// Pad f with segments no ray reaches (negative half-widths) up to `size` entries.
void padFacing(OutlineFacing& f, std::size_t size) {
    f.count = static_cast<int>(f.line.size());
    f.line.resize(size, 0.0);
    f.mid.resize(size, 0.0);
    f.reach.resize(size, -1.0);
}

#if !defined(RAYCRYPT_OUTLINE_X86)
/// A translation component the line times stay exact for: 0, or a magnitude in [kOrdinaryMin, kOrdinaryMax].
bool isOrdinary(double v) {
    const double a = std::fabs(v);
    return a == 0.0 || (a >= kOrdinaryMin && a <= kOrdinaryMax);
}
#endif

/// The ray per axis (0 = x, 1 = y), so that a hit's fields are picked by axis (by lane or by index) rather than by
/// a branch on which list it came from (a coin toss per ray: a mispredicted branch there costs the whole query).
struct OutlineRay {
    double o[2], d[2], inv[2];  ///< origin, translation, 1/translation (0 for a zero component)
    int s[2];                   ///< step signs
};

/// The first crossing of each list that faces the ray: ty on its horizontal lines, tx on its vertical ones.
struct Crossings {
    double ty = kNoHit, tx = kNoHit;
};

// Each facing list against the ray, its lines across axis a: the smallest t > 0 at which the ray crosses one of
// its segments (within the tie margin of their ends included), ∞ when none:
//   t = (line − o[a])·inv[a],  p = o[b] + t·d[b] (b the other axis),  a crossing when t > 0 and |p − mid| <= reach
// An axis the ray does not move along has inv = 0, so every t there is ±0: no crossings. Both lists are tested
// in one loop over all their segments (they share one padded size): a fixed trip count per outline, which the
// branch predictor learns. A lane that misses is made NaN (all bits set), and min(x, best) returns best when x is
// NaN (MINPD's rule). Three versions with identical answers (the same IEEE operations lane by lane, no fused
// multiply-add): AVX four segments at a time where the CPU has it, SSE2 two (every x86-64), plain C++ elsewhere.

/// The segments per iteration that the padding rounds every list up to (the AVX width).
constexpr std::size_t kLaneMultiple = 4;

/// The two lists that face the ray: [0] horizontal lines (by the sign of dy), [1] vertical ones (by dx).
std::pair<const OutlineFacing*, const OutlineFacing*> facingLists(const GridOutline& g, const OutlineRay& r) {
    return {&g.facing[r.s[1] > 0 ? kFacesDown : kFacesUp], &g.facing[r.s[0] > 0 ? kFacesRight : kFacesLeft]};
}

#if defined(RAYCRYPT_OUTLINE_X86)
/// Segments i .. i+3 of f against the ray across axis a (see above): best, lowered by their crossings.
inline __attribute__((always_inline, target("avx"))) __m256d stepAvx(const OutlineFacing& f, std::size_t i,
                                                                    __m256d oa, __m256d invA, __m256d ob,
                                                                    __m256d db, __m256d best) {
    const __m256d absMask = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7fffffffffffffffLL));
    const __m256d t = _mm256_mul_pd(_mm256_sub_pd(_mm256_loadu_pd(&f.line[i]), oa), invA);
    const __m256d p = _mm256_add_pd(ob, _mm256_mul_pd(t, db));
    const __m256d rel = _mm256_and_pd(_mm256_sub_pd(p, _mm256_loadu_pd(&f.mid[i])), absMask);
    const __m256d miss = _mm256_or_pd(_mm256_cmp_pd(t, _mm256_setzero_pd(), _CMP_LE_OQ),
                                      _mm256_cmp_pd(rel, _mm256_loadu_pd(&f.reach[i]), _CMP_GT_OQ));
    return _mm256_min_pd(_mm256_or_pd(t, miss), best);
}

/// crossBoth four segments at a time (AVX).
__attribute__((target("avx"))) Crossings crossBothAvx(const GridOutline& g, const OutlineRay& r) {
    const auto [fy, fx] = facingLists(g, r);
    // Broadcasts straight from memory (AVX has no register-to-register broadcast of a double).
    const __m256d oy = _mm256_broadcast_sd(&r.o[1]), invY = _mm256_broadcast_sd(&r.inv[1]);
    const __m256d ox = _mm256_broadcast_sd(&r.o[0]), invX = _mm256_broadcast_sd(&r.inv[0]);
    const __m256d dx = _mm256_broadcast_sd(&r.d[0]), dy = _mm256_broadcast_sd(&r.d[1]);
    __m256d bestY = _mm256_set1_pd(kNoHit), bestX = bestY;
    for (std::size_t i = 0, n = fy->line.size(); i < n; i += 4) {
        bestY = stepAvx(*fy, i, oy, invY, ox, dx, bestY);  // horizontal lines: t = (line − oy)·invY, p = ox + t·dx
        bestX = stepAvx(*fx, i, ox, invX, oy, dy, bestX);  // vertical lines: t = (line − ox)·invX, p = oy + t·dy
    }
    // Fold the four lanes of each: [y0 y1 y2 y3] and [x0 x1 x2 x3] -> [min y, min x].
    const __m128d y2 = _mm_min_pd(_mm256_castpd256_pd128(bestY), _mm256_extractf128_pd(bestY, 1));
    const __m128d x2 = _mm_min_pd(_mm256_castpd256_pd128(bestX), _mm256_extractf128_pd(bestX, 1));
    const __m128d both = _mm_min_pd(_mm_unpacklo_pd(y2, x2), _mm_unpackhi_pd(y2, x2));
    Crossings c;
    c.ty = _mm_cvtsd_f64(both);
    c.tx = _mm_cvtsd_f64(_mm_unpackhi_pd(both, both));
    return c;
}

/// Segments i and i+1 of f against the ray across axis a: best, lowered by their crossings (SSE2).
inline __attribute__((always_inline)) __m128d stepSse2(const OutlineFacing& f, std::size_t i, __m128d oa,
                                                       __m128d invA, __m128d ob, __m128d db, __m128d best) {
    const __m128d absMask = _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffffLL));
    const __m128d t = _mm_mul_pd(_mm_sub_pd(_mm_loadu_pd(&f.line[i]), oa), invA);
    const __m128d p = _mm_add_pd(ob, _mm_mul_pd(t, db));
    const __m128d rel = _mm_and_pd(_mm_sub_pd(p, _mm_loadu_pd(&f.mid[i])), absMask);
    const __m128d miss = _mm_or_pd(_mm_cmple_pd(t, _mm_setzero_pd()), _mm_cmpgt_pd(rel, _mm_loadu_pd(&f.reach[i])));
    return _mm_min_pd(_mm_or_pd(t, miss), best);
}

/// crossBoth two segments at a time (SSE2, every x86-64).
inline __attribute__((always_inline)) Crossings crossBothSse2(const GridOutline& g, const OutlineRay& r) {
    const auto [fy, fx] = facingLists(g, r);
    const __m128d oy = _mm_set1_pd(r.o[1]), invY = _mm_set1_pd(r.inv[1]);
    const __m128d ox = _mm_set1_pd(r.o[0]), invX = _mm_set1_pd(r.inv[0]);
    const __m128d dx = _mm_set1_pd(r.d[0]), dy = _mm_set1_pd(r.d[1]);
    __m128d bestY = _mm_set1_pd(kNoHit), bestX = bestY;
    for (std::size_t i = 0, n = fy->line.size(); i < n; i += 2) {
        bestY = stepSse2(*fy, i, oy, invY, ox, dx, bestY);
        bestX = stepSse2(*fx, i, ox, invX, oy, dy, bestX);
    }
    const __m128d both = _mm_min_pd(_mm_unpacklo_pd(bestY, bestX), _mm_unpackhi_pd(bestY, bestX));
    Crossings c;
    c.ty = _mm_cvtsd_f64(both);
    c.tx = _mm_cvtsd_f64(_mm_unpackhi_pd(both, both));
    return c;
}
#endif

/// The first crossing of one list, one segment at a time.
double crossScalar(const OutlineFacing& f, double oa, double invA, double ob, double db) {
    double best = kNoHit;
    for (std::size_t i = 0; i < f.line.size(); ++i) {
        const double t = (f.line[i] - oa) * invA;
        const double p = ob + t * db;
        if (t > 0.0 && std::fabs(p - f.mid[i]) <= f.reach[i] && t < best) best = t;
    }
    return best;
}

/// crossBoth one segment at a time: the reference the vector versions match (and the path off x86-64).
Crossings crossBothScalar(const GridOutline& g, const OutlineRay& r) {
    const auto [fy, fx] = facingLists(g, r);
    Crossings c;
    c.ty = crossScalar(*fy, r.o[1], r.inv[1], r.o[0], r.d[0]);
    c.tx = crossScalar(*fx, r.o[0], r.inv[0], r.o[1], r.d[1]);
    return c;
}

/// The widest version this CPU runs: 4 (AVX), 2 (SSE2) or 1.
int widestLanes() {
#if defined(RAYCRYPT_OUTLINE_X86)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") ? 4 : 2;
#else
    return 1;
#endif
}

/// The lanes castRayOnOutline uses (setOutlineLanes).
int gLanes = widestLanes();

/// The hit at t on a grid line across axis a (a = 1: a horizontal line, a top face moving down or a bottom face
/// moving up; a = 0: a vertical line), written as the walk's setHitY / setHitX write it. False when the point is
/// within the tie margin of a grid vertex (the walk's vertex rules decide there). Both coordinates are worked out
/// together and each field is picked by lane, not by a branch: which list the hit came from is a coin toss per ray.
//   p = o + t·d                   the walk's crossing coordinates (lane a: on the line, lane b: along it)
//   line = ⌊p[a] + ½⌋             the line crossed; a hit when |p[b] − ⌊p[b] + ½⌋| > margin
//   point[a] = line, point[b] = clamp(p[b], ⌊p[b]⌋, ⌊p[b]⌋ + 1)
//   cell[a] = line − (s[a] < 0), cell[b] = ⌊p[b]⌋, normal[a] = −s[a], normal[b] = 0
#if defined(RAYCRYPT_OUTLINE_X86)
inline __attribute__((always_inline)) bool writeHit(const OutlineRay& r, int a, double t, GridRayOutput& out) {
    static constexpr CellFace kFaces[2][2] = {{CellFace::Right, CellFace::Left}, {CellFace::Bottom, CellFace::Top}};
    const __m128d absMask = _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffffLL));
    const __m128d p = _mm_add_pd(_mm_loadu_pd(r.o), _mm_mul_pd(_mm_set1_pd(t), _mm_loadu_pd(r.d)));
    const __m128i line = _mm_cvttpd_epi32(_mm_add_pd(p, _mm_set1_pd(0.5))), whole = _mm_cvttpd_epi32(p);
    const __m128d lineD = _mm_cvtepi32_pd(line), wholeD = _mm_cvtepi32_pd(whole);
    const __m128d laneA = _mm_castsi128_pd(_mm_set_epi64x(-a, a - 1));  // all ones in lane a
    const __m128d tie = _mm_cmple_pd(_mm_and_pd(_mm_sub_pd(p, lineD), absMask), _mm_set1_pd(kOutlineTieMargin));
    if (_mm_movemask_pd(_mm_andnot_pd(laneA, tie)) != 0) return false;
    const __m128d along = _mm_min_pd(_mm_max_pd(p, wholeD), _mm_add_pd(wholeD, _mm_set1_pd(1.0)));
    _mm_storeu_pd(&out.point.x, _mm_or_pd(_mm_and_pd(laneA, lineD), _mm_andnot_pd(laneA, along)));
    const __m128i s = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(r.s));
    _mm_storeu_pd(&out.normal.x, _mm_and_pd(laneA, _mm_cvtepi32_pd(_mm_sub_epi32(_mm_setzero_si128(), s))));
    const __m128i laneA32 = _mm_set_epi32(0, 0, -a, a - 1), across = _mm_add_epi32(line, _mm_srai_epi32(s, 31));
    const __m128i cell = _mm_or_si128(_mm_and_si128(laneA32, across), _mm_andnot_si128(laneA32, whole));
    out.cell = {_mm_cvtsi128_si32(cell), _mm_cvtsi128_si32(_mm_srli_si128(cell, 4))};
    out.face = kFaces[a][r.s[a] > 0];
    return true;
}
#else
/// Clamp v into [lo, hi].
double clampRange(double v, double lo, double hi) { return v < lo ? lo : (v > hi ? hi : v); }

/// The integer nearest v, for v in [−0.5, 2^31) (ties up; callers only use it where no tie can matter).
int nearestInt(double v) { return static_cast<int>(v + 0.5); }

/// True when v (in [−0.5, 2^31)) is within kOutlineTieMargin of an integer.
bool nearInteger(double v) { return std::fabs(v - nearestInt(v)) <= kOutlineTieMargin; }

/// writeHit one axis at a time.
inline bool writeHit(const OutlineRay& r, int a, double t, GridRayOutput& out) {
    static constexpr CellFace kFaces[2][2] = {{CellFace::Right, CellFace::Left}, {CellFace::Bottom, CellFace::Top}};
    const int b = 1 - a;
    const double along = r.o[b] + t * r.d[b];
    if (nearInteger(along)) return false;
    const int line = nearestInt(r.o[a] + t * r.d[a]);
    const int alongCell = static_cast<int>(along);  // along > 0: floor
    double point[2], normal[2] = {0.0, 0.0};
    int cell[2];
    point[a] = line;
    point[b] = clampRange(along, alongCell, alongCell + 1.0);
    normal[a] = -static_cast<double>(r.s[a]);
    cell[a] = line - (r.s[a] < 0);
    cell[b] = alongCell;
    out.point = {point[0], point[1]};
    out.normal = {normal[0], normal[1]};
    out.cell = {cell[0], cell[1]};
    out.face = kFaces[a][r.s[a] > 0];
    return true;
}
#endif

// The general-position test (see the top) and the ray's set-up: the origin strictly inside the grid (NaN fails)
// and off its lines, each translation component 0 or of an ordinary magnitude, not both 0, and an ordinary
// positive maxFraction. Then 1/d per axis (0 for a zero component) and the step signs.
#if defined(RAYCRYPT_OUTLINE_X86)
/// The test and set-up with both axes in one SSE2 register (one division, four movemask tests).
inline __attribute__((always_inline)) bool generalRay(const TileGrid& grid, const GridRayInput& in, OutlineRay& r) {
    const __m128d o = _mm_loadu_pd(&in.origin.x), d = _mm_loadu_pd(&in.translation.x);
    const __m128d zero = _mm_setzero_pd(), one = _mm_set1_pd(1.0);
    const __m128d absMask = _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffffLL));
    const __m128d size = _mm_set_pd(grid.height(), grid.width());
    const __m128d whole = _mm_cvtepi32_pd(_mm_cvttpd_epi32(o));  // trunc(o): exact in (0, size), size <= 4096
    const __m128d magnitude = _mm_and_pd(d, absMask);
    const __m128d ordinary = _mm_or_pd(_mm_cmpeq_pd(d, zero),
                                       _mm_and_pd(_mm_cmpge_pd(magnitude, _mm_set1_pd(kOrdinaryMin)),
                                                  _mm_cmple_pd(magnitude, _mm_set1_pd(kOrdinaryMax))));
    const __m128d ok = _mm_and_pd(_mm_and_pd(_mm_cmpgt_pd(o, zero), _mm_cmplt_pd(o, size)),
                                  _mm_and_pd(_mm_cmpneq_pd(o, whole), ordinary));
    const __m128d nonZero = _mm_cmpneq_pd(d, zero);
    const double maxFraction = in.maxFraction;
    if (!(_mm_movemask_pd(ok) == 3 && _mm_movemask_pd(nonZero) != 0 && maxFraction > 0.0 &&
          maxFraction <= kOrdinaryMax))
        return false;
    _mm_storeu_pd(r.o, o);
    _mm_storeu_pd(r.d, d);
    _mm_storeu_pd(r.inv, _mm_and_pd(_mm_div_pd(one, _mm_or_pd(d, _mm_andnot_pd(nonZero, one))), nonZero));
    const int positive = _mm_movemask_pd(_mm_cmpgt_pd(d, zero)), negative = _mm_movemask_pd(_mm_cmplt_pd(d, zero));
    r.s[0] = (positive & 1) - (negative & 1);
    r.s[1] = (positive >> 1) - (negative >> 1);
    return true;
}
#else
/// The test and set-up one axis at a time.
inline __attribute__((always_inline)) bool generalRay(const TileGrid& grid, const GridRayInput& in, OutlineRay& r) {
    const double ox = in.origin.x, oy = in.origin.y, dx = in.translation.x, dy = in.translation.y;
    const bool inGrid = ox > 0.0 && oy > 0.0 && ox < grid.width() && oy < grid.height();
    if (!inGrid) return false;
    const bool general = static_cast<int>(ox) != ox && static_cast<int>(oy) != oy && isOrdinary(dx) &&
                         isOrdinary(dy) && (dx != 0.0 || dy != 0.0) && in.maxFraction > 0.0 &&
                         in.maxFraction <= kOrdinaryMax;
    if (!general) return false;
    r = {{ox, oy}, {dx, dy}, {dx != 0.0 ? 1.0 / dx : 0.0, dy != 0.0 ? 1.0 / dy : 0.0},
         {(dx > 0.0) - (dx < 0.0), (dy > 0.0) - (dy < 0.0)}};
    return true;
}
#endif

/// The cache's current outline for mask, built into a slot (the mask's own, else the next in turn) when missing
/// or out of date.
const GridOutline* findOrBuild(OutlineCache& cache, const TileGrid& grid, TileMask mask) {
    std::shared_ptr<const GridOutline>* slot = nullptr;
    for (auto& s : cache.slots) {
        if (!s || s->mask != mask) continue;
        if (isCurrent(*s, grid, mask)) return s.get();
        slot = &s;
        break;
    }
    if (slot == nullptr) {
        slot = &cache.slots[cache.next];
        cache.next = (cache.next + 1) % kOutlineCacheSlots;
    }
    *slot = std::make_shared<const GridOutline>(buildOutline(grid, mask));
    return slot->get();
}

/// True when the origin's cell (strictly inside it) is solid there: a blocking kind other than a one-way.
inline __attribute__((always_inline)) bool startsInside(const TileGrid& grid, const OutlineRay& r, TileMask mask) {
    const int x = static_cast<int>(r.o[0]), y = static_cast<int>(r.o[1]);  // in the grid: 0 <= x < width, ...
    const TileKind k = grid.cells()[static_cast<std::size_t>(y * grid.width() + x)];
    return k != TileKind::Empty && k != TileKind::OneWay && inMask(mask, k);
}

/// The first of the two crossings: t = min(ty, tx), and the axis its line crosses (1 when ty < tx: a horizontal
/// line). Branch-free where SSE2 is at hand: which list won is a coin toss per ray.
struct FirstCrossing {
    double t;
    int axis;
};

/// min(ty, tx) and which one it is (see FirstCrossing).
inline __attribute__((always_inline)) FirstCrossing firstOf(double ty, double tx) {
#if defined(RAYCRYPT_OUTLINE_X86)
    const __m128d y = _mm_set_sd(ty), x = _mm_set_sd(tx);
    return {_mm_cvtsd_f64(_mm_min_sd(y, x)), _mm_movemask_pd(_mm_cmplt_sd(y, x)) & 1};
#else
    return {ty < tx ? ty : tx, ty < tx ? 1 : 0};
#endif
}

/// castRayOnOutline with the crossing test Cross (one of the crossBoth versions) inlined into it.
template <Crossings (*Cross)(const GridOutline&, const OutlineRay&)>
inline __attribute__((always_inline)) bool castOnOutline(const GridOutline& outline, const TileGrid& grid,
                                                         const GridRayInput& input, GridRayOutput& out) {
    OutlineRay r;
    if (!generalRay(grid, input, r) || startsInside(grid, r, outline.mask)) return false;
    const double tEnd = input.maxFraction;
    const auto [ty, tx] = Cross(outline, r);
    const auto [t, axis] = firstOf(ty, tx);
    if (t > tEnd) {  // a miss (∞ included), written as castRay writes one
        out.fraction = tEnd;
        out.point = input.origin + input.translation * tEnd;
        return true;
    }
    // A tie between the lists is a grid vertex; a crossing within the margin of a segment's end (counted as a
    // hit above) is near one too: writeHit sends both to the walk.
    if (ty == tx) return false;
    if (!writeHit(r, axis, t, out)) return false;
    out.fraction = t;
    out.kind = grid.at(out.cell.x, out.cell.y);
    out.hit = true;
    return true;
}

#if defined(RAYCRYPT_OUTLINE_X86)
/// castOnOutline compiled for AVX as a whole (VEX encoding throughout, the AVX crossing test inlined).
__attribute__((target("avx"))) bool castOnOutlineAvx(const GridOutline& outline, const TileGrid& grid,
                                                     const GridRayInput& input, GridRayOutput& out) {
    return castOnOutline<crossBothAvx>(outline, grid, input, out);
}
#endif

} // namespace

GridOutline buildOutline(const TileGrid& grid, TileMask mask) {
    GridOutline o;
    o.revision = grid.revision();
    o.width = grid.width();
    o.height = grid.height();
    o.mask = mask;
    o.outsideKind = grid.outsideKind;
    const int w = o.width, h = o.height;
    if (w <= 0 || h <= 0 || static_cast<long long>(w) * h > kOutlineMaxCells || maskHasSlopes(grid, mask)) return o;
    // The surface faces of every cell and of the outside ring around the grid, one surfaceFaceBits call each.
    const int rw = w + 2;
    std::vector<unsigned char> faces(static_cast<std::size_t>(rw) * static_cast<std::size_t>(h + 2));
    for (int y = -1; y <= h; ++y)
        for (int x = -1; x <= w; ++x)
            faces[static_cast<std::size_t>(y + 1) * rw + static_cast<std::size_t>(x + 1)] =
                static_cast<unsigned char>(surfaceFaceBits(grid, {x, y}, mask));
    auto face = [&](int x, int y, CellFace f) {
        const unsigned bits = faces[static_cast<std::size_t>(y + 1) * rw + static_cast<std::size_t>(x + 1)];
        return ((bits >> static_cast<unsigned>(f)) & 1u) != 0;
    };
    for (int y = 0; y <= h; ++y) {  // horizontal line y: tops of row y, bottoms of row y − 1
        addRuns(o.facing[kFacesDown], y, w, [&](int x) { return face(x, y, CellFace::Top); });
        addRuns(o.facing[kFacesUp], y, w, [&](int x) { return face(x, y - 1, CellFace::Bottom); });
    }
    for (int x = 0; x <= w; ++x) {  // vertical line x: lefts of column x, rights of column x − 1
        addRuns(o.facing[kFacesRight], x, h, [&](int y) { return face(x, y, CellFace::Left); });
        addRuns(o.facing[kFacesLeft], x, h, [&](int y) { return face(x - 1, y, CellFace::Right); });
    }
    // Every list padded to the same size, a multiple of the vector width: each ray runs the same loop.
    std::size_t size = 0;
    for (const OutlineFacing& f : o.facing)
        size = std::max(size, (f.line.size() + kLaneMultiple - 1) / kLaneMultiple * kLaneMultiple);
    for (OutlineFacing& f : o.facing) padFacing(f, size);
    o.usable = size <= static_cast<std::size_t>(kOutlineMaxSegments);
    return o;
}

int setOutlineLanes(int lanes) {
    const int widest = widestLanes();
    gLanes = lanes >= 4 ? widest : lanes >= 2 ? std::min(2, widest) : 1;
    return gLanes;
}

const GridOutline* outlineOfSlow(const TileGrid& grid, TileMask mask) {
    OutlineCache& cache = grid.outlineCache();
    cache.recent = findOrBuild(cache, grid, mask);
    return cache.recent->usable ? cache.recent : nullptr;
}

bool castRayOnOutline(const GridOutline& outline, const TileGrid& grid, const GridRayInput& input,
                      GridRayOutput& out) {
#if defined(RAYCRYPT_OUTLINE_X86)
    if (gLanes == 4) return castOnOutlineAvx(outline, grid, input, out);
    if (gLanes == 2) return castOnOutline<crossBothSse2>(outline, grid, input, out);
#endif
    return castOnOutline<crossBothScalar>(outline, grid, input, out);
}

} // namespace engine
