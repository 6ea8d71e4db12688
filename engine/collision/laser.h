#pragma once
// traceLaser: a beam through the grid (and optional extra segment surfaces), reflecting by r = d − 2(d·n)n.
#include <cstdint>
#include <vector>

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
};

/// Why a beam ended.
enum class LaserEnd : std::uint8_t { Absorbed, MaxLength, MaxBounces, StartedInside };

/// The beam as a polyline: points[0] is the origin, then every bounce, then the end point.
struct LaserPath {
    std::vector<Vec2> points;
    std::vector<Vec2> normals;          ///< normals[i]: surface normal at points[i+1]; zero where nothing was hit
    std::vector<std::int32_t> surface;  ///< surface[i]: index into LaserInput::surfaces hit at points[i+1], or −1
    LaserEnd end = LaserEnd::MaxLength;
    Cell endCell;                       ///< the tile that ended it (when it ended on a tile)
    TileKind endKind = TileKind::Empty;
    double length = 0.0;                ///< total length, tiles
    /// Empty the buffers, keeping their capacity.
    void clear() { points.clear(); normals.clear(); surface.clear(); end = LaserEnd::MaxLength; length = 0.0; }
};

/// Trace into `out`, reusing its buffers: allocates nothing once `out` has grown to maxBounces + 2 points.
void traceLaser(const TileGrid& grid, const LaserInput& input, LaserPath& out);

/// Convenience form: trace a beam through tiles only.
LaserPath traceLaser(const TileGrid& grid, Vec2 origin, Vec2 direction, double maxLength, int maxBounces);

} // namespace engine
