#pragma once
// Laser tracing throughput: many beams with many bounces through a mirror-rich level, one reused LaserPath.
#include <cstdint>
#include <vector>

#include "engine/collision/laser.h"

namespace bench {

/// The figures of one laser run.
struct LaserFigures {
    double microsPerTrace = 0.0;  ///< median wall time to trace every beam once, µs
    double meanBounces = 0.0;     ///< reflections per beam
    double meanLength = 0.0;      ///< beam length, tiles
    double legsPerSecond = 0.0;   ///< castRay legs per second at the median
};

/// `beams` random beams (origins in Empty cells, random directions, maxLength 256, maxBounces `bounces`) through
/// `grid`, each pass tracing all of them with one reused LaserPath; `passes` passes, the median reported.
LaserFigures runLaserBench(const engine::TileGrid& grid, int beams, int bounces, int passes, std::uint64_t seed);

} // namespace bench
