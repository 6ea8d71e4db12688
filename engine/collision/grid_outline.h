#pragma once
// GridOutline: a small grid's surface faces under one mask, merged into maximal segments along grid lines and
// sorted into four lists by the direction they face. castRay tests a ray against the two lists that face it,
// every segment, four per AVX instruction (two with SSE2), instead of walking cell by cell: on a small level a few
// dozen segments cost less than the ten-odd dependent cell steps of a long ray. Box2D gets the same merged outline
// as chain shapes in the benchmark.
//
// The outline is derived data. It answers exactly as the cell walk does (the same line times
// t = (line − o)·(1/d), the same hit points), and hands every case it cannot prove identical back to the walk:
// origins on a grid line or outside the grid, starts inside, extreme translations, and any hit within
// kOutlineTieMargin of a grid vertex (where the walk's vertex rules decide). Grids with slope cells under the
// mask, or bigger than kOutlineMaxCells, get no outline.
#include <cstdint>
#include <vector>

#include "engine/collision/raycast.h"
#include "engine/collision/tile_grid.h"

namespace engine {

/// Grids with more cells than this get no outline (their segments would outnumber a walk's steps).
inline constexpr int kOutlineMaxCells = 4096;
/// Outlines with more segments than this in one facing list are not used (every ray tests all of them).
inline constexpr int kOutlineMaxSegments = 64;
/// A hit point closer than this (tiles) to a grid vertex or a segment's end goes to the walk. Far above the few
/// ulps (~2^−38 tiles on a 4096-cell grid) by which the outline's and the walk's arithmetic could disagree there.
inline constexpr double kOutlineTieMargin = 1.0 / 16777216.0;

/// Segments on grid lines, structure of arrays padded to a size shared by the outline's four lists, a multiple of
/// 4 (the padding has negative half-widths: no ray reaches it). A segment lies on the line `line` (x = line for
/// vertical faces, y = line for horizontal ones) and covers `mid ± half` along it.
struct OutlineFacing {
    std::vector<double> line;
    std::vector<double> mid;
    std::vector<double> reach;    ///< half + kOutlineTieMargin: a crossing counts when |p − mid| <= reach
    int count = 0;                ///< real segments, the padding not counted
};

/// The four facing lists, named by the rays each one stops (a ray moving down meets top faces).
enum OutlineFacingIndex : int { kFacesDown = 0, kFacesUp = 1, kFacesRight = 2, kFacesLeft = 3 };

/// The outline of one grid under one mask, and what it was built from (castRay rebuilds it when any changes).
struct GridOutline {
    std::uint32_t revision = 0;
    int width = 0, height = 0;
    TileMask mask = 0;
    TileKind outsideKind = TileKind::Solid;
    bool usable = false;  ///< false: slopes under the mask, too many cells or segments (castRay walks)
    /// [kFacesDown] top faces (stop rays moving +y), [kFacesUp] bottom faces (−y), [kFacesRight] left faces (+x),
    /// [kFacesLeft] right faces (−x).
    OutlineFacing facing[4];
};

/// The outline of grid under mask: every surface face (isSurfaceFace) of the grid's cells and of the ring of
/// outside cells around it, merged along each line. O(width · height).
GridOutline buildOutline(const TileGrid& grid, TileMask mask);

/// True when the outline was built from the grid as it is now (revision, size, outsideKind), under mask.
inline bool isCurrent(const GridOutline& o, const TileGrid& grid, TileMask mask) {
    return o.mask == mask && o.revision == grid.revision() && o.width == grid.width() && o.height == grid.height() &&
           o.outsideKind == grid.outsideKind;
}

/// outlineOf when the grid's most recent outline is not the one asked for: finds or builds it in the cache.
const GridOutline* outlineOfSlow(const TileGrid& grid, TileMask mask);

/// The grid's cached outline for mask, rebuilt when the grid's revision, size or outsideKind moved since; nullptr
/// when the grid gets none (see usable). Caches up to kOutlineCacheSlots masks per grid and checks the one it
/// returned last first (inline: castRay asks for every ray). Not thread-safe: it may write the grid's cache, so
/// one grid must not be ray cast from two threads at once.
inline const GridOutline* outlineOf(const TileGrid& grid, TileMask mask) {
    if (grid.width() * static_cast<long long>(grid.height()) > kOutlineMaxCells) return nullptr;
    const GridOutline* recent = grid.outlineCache().recent;
    if (recent == nullptr || !isCurrent(*recent, grid, mask)) return outlineOfSlow(grid, mask);
    return recent->usable ? recent : nullptr;
}

/// Segments the outline tests at once: 4 (AVX, chosen at start-up where the CPU has it), 2 (SSE2) or 1 (plain C++),
/// capped at what this CPU runs; returns the width now in use. Every width gives the same answers bit for bit
/// (tests run each); this exists so that they can.
int setOutlineLanes(int lanes);

/// The ray against the outline, exactly as castRay's cell walk would answer it, written into `out`, which must
/// hold a default GridRayOutput. Returns false for a case it leaves to the walk (see the header comment); `out` is
/// then partly written and must be discarded.
bool castRayOnOutline(const GridOutline& outline, const TileGrid& grid, const GridRayInput& input,
                      GridRayOutput& out);

} // namespace engine
