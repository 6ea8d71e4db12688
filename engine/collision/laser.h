#pragma once
// traceLaser: a beam through the grid (and optional extra segment surfaces), reflecting by r = d − 2(d·n)n.
#include <cstdint>
#include <vector>

#include "engine/collision/merged_geometry.h"
#include "engine/collision/tile_grid.h"
#include "engine/math/shapes.h"

namespace engine {

/// Distance (tiles) each bounce restarts off the surface along its normal, so it never re-hits the same face.
inline constexpr double kLaserBounceEpsilon = 1e-7;

/// An extra surface a beam can meet besides tiles: a mirror entity, a receiver, a door face, a robot.
struct LaserSurface {
    Segment segment;            ///< in tiles
    bool reflective = false;    ///< true: reflect (both sides); false: absorb (the beam ends there)
    std::uint32_t userId = 0;   ///< caller's tag, reported back when the beam ends on this surface
};

/// A broadphase over a set of extra surfaces, for tracing many beams through the same set (a tick's beams):
/// square buckets over the surfaces' bounding box, each listing the surfaces whose boxes overlap it. With it, a
/// leg tests only the surfaces of the buckets its box meets; the answers are the same, bit for bit, as without.
struct LaserSurfaceIndex {
    const LaserSurface* surfaces = nullptr; ///< the set it was built from: traceLaser ignores an index built
    std::size_t surfaceCount = 0;           ///< from another pointer or count (rebuild after any change)
    Vec2 origin;                            ///< tiles: the first bucket's top-left corner
    double bucketSize = 1.0;                ///< tiles per bucket side
    int columns = 0, rows = 0;              ///< buckets; 0 when the set is empty or not all finite
    std::vector<std::uint32_t> start;       ///< bucket b = row·columns + column: entries[start[b] … start[b + 1])
    std::vector<std::uint32_t> entries;     ///< surface indices
    std::vector<std::int32_t> firstColumn;  ///< per surface: the first bucket column its box overlaps
    std::vector<std::int32_t> firstRow;     ///< per surface: the first bucket row its box overlaps
    /// True when it indexes exactly these surfaces (built from them) and has buckets.
    bool covers(const LaserSurface* s, std::size_t count) const {
        return s == surfaces && count == surfaceCount && columns > 0;
    }
    /// Forget the set, keeping the buffers' capacity.
    void clear() { surfaces = nullptr, surfaceCount = 0, columns = rows = 0; }
};

/// Index count surfaces into out, reusing its buffers. A set with any non-finite coordinate gets no buckets
/// (traceLaser then tests every surface of it, as without an index). Buckets are kLaserBucketTiles on a side,
/// doubled while the set spans 256 or more of them on an axis.
void buildSurfaceIndex(const LaserSurface* surfaces, std::size_t count, LaserSurfaceIndex& out);

/// Tiles: the side of a surface-index bucket (buildSurfaceIndex).
inline constexpr double kLaserBucketTiles = 4.0;

/// One beam to trace. `surfaces` (optional) points at surfaceCount extra surfaces.
struct LaserInput {
    Vec2 origin;
    Vec2 direction;                 ///< need not be unit; zero gives a zero-length beam
    double maxLength = 64.0;        ///< total path length, tiles
    int maxBounces = 16;            ///< reflections allowed before the beam stops
    TileMask mask = kLaserMask;     ///< kinds that stop or reflect the beam
    TileMask reflectMask = kReflectMask;  ///< kinds that reflect (mirror faces, slope diagonals)
    const LaserSurface* surfaces = nullptr;
    std::size_t surfaceCount = 0;
    const LaserSurfaceIndex* surfaceIndex = nullptr; ///< optional: a broadphase built from these surfaces
    const MergedGeometry* shapes = nullptr;  ///< optional: the level's merged shape faces (castBeamOnShapes)
};

/// LaserPath::surface values at or below this mark a shape face: face id = kLaserShapeFace − value.
inline constexpr std::int32_t kLaserShapeFace = -2;

/// Why a beam ended.
enum class LaserEnd : std::uint8_t { Absorbed, MaxLength, MaxBounces, StartedInside };

/// The beam as a polyline: points[0] is the origin, then every bounce, then the end point.
struct LaserPath {
    std::vector<Vec2> points;
    std::vector<Vec2> normals;          ///< normals[i]: surface normal at points[i+1]; zero where nothing was hit
    std::vector<std::int32_t> surface;  ///< surface[i]: index into LaserInput::surfaces hit at points[i+1], −1
                                        ///< for a tile or nothing, kLaserShapeFace − id for shape face id
    LaserEnd end = LaserEnd::MaxLength;
    Cell endCell;                       ///< the tile that ended it (when it ended on a tile)
    TileKind endKind = TileKind::Empty;
    double length = 0.0;                ///< total length, tiles
    /// Empty the buffers, keeping their capacity.
    void clear() { points.clear(); normals.clear(); surface.clear(); end = LaserEnd::MaxLength; length = 0.0; }
};
/// LaserPath's fields (engine/ecs/fields.h).
constexpr auto fields(Type<LaserPath>) {
    return fieldList("LaserPath", field("points", &LaserPath::points), field("normals", &LaserPath::normals),
                     field("surface", &LaserPath::surface), field("end", &LaserPath::end),
                     field("endCell", &LaserPath::endCell), field("endKind", &LaserPath::endKind),
                     field("length", &LaserPath::length));
}

/// Trace into `out`, reusing its buffers: allocates nothing once `out` has grown to maxBounces + 2 points.
void traceLaser(const TileGrid& grid, const LaserInput& input, LaserPath& out);

/// Convenience form: trace a beam through tiles only.
LaserPath traceLaser(const TileGrid& grid, Vec2 origin, Vec2 direction, double maxLength, int maxBounces);

} // namespace engine
