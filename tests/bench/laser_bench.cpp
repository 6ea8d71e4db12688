#include "laser_bench.h"

#include <cmath>

#include "bench_util.h"
#include "engine/math/rng.h"

namespace bench {

namespace {

constexpr double kBeamLength = 256.0;  // tiles: the schema's longest laser range

/// Random beams from the centres-ish of random Empty cells.
std::vector<engine::LaserInput> makeBeams(const engine::TileGrid& grid, int count, int bounces, std::uint64_t seed) {
    std::vector<engine::Cell> empty;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (grid.at(x, y) == engine::TileKind::Empty) empty.push_back({x, y});
    std::vector<engine::LaserInput> beams;
    if (empty.empty()) return beams;
    engine::Rng rng(seed);
    for (int i = 0; i < count; ++i) {
        engine::Cell c = empty[static_cast<std::size_t>(rng.rangeInt(0, static_cast<int>(empty.size()) - 1))];
        engine::LaserInput in;
        in.origin = {c.x + rng.range(0.05, 0.95), c.y + rng.range(0.05, 0.95)};
        in.direction = engine::fromAngle(rng.range(0.0, 6.283185307179586));
        in.maxLength = kBeamLength;
        in.maxBounces = bounces;
        beams.push_back(in);
    }
    return beams;
}

} // namespace

LaserFigures runLaserBench(const engine::TileGrid& grid, int beams, int bounces, int passes, std::uint64_t seed) {
    LaserFigures f;
    std::vector<engine::LaserInput> inputs = makeBeams(grid, beams, bounces, seed);
    engine::LaserPath path;  // reused by every trace: no allocation after the first
    double bounceSum = 0.0, lengthSum = 0.0;
    for (const engine::LaserInput& in : inputs) {
        engine::traceLaser(grid, in, path);
        bounceSum += static_cast<double>(path.points.size()) - 2.0;
        lengthSum += path.length;
    }
    std::vector<double> times;
    for (int p = 0; p < passes; ++p) {
        double sum = 0.0, t0 = nowSeconds();
        for (const engine::LaserInput& in : inputs) {
            engine::traceLaser(grid, in, path);
            sum += path.length;
        }
        times.push_back(nowSeconds() - t0);
        keep(sum);
    }
    double n = inputs.empty() ? 1.0 : static_cast<double>(inputs.size());
    f.microsPerTrace = median(times) * 1e6;
    f.meanBounces = bounceSum / n;
    f.meanLength = lengthSum / n;
    f.legsPerSecond = f.microsPerTrace > 0.0 ? (bounceSum + n) / (f.microsPerTrace * 1e-6) : 0.0;
    return f;
}

} // namespace bench
