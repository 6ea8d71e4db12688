#pragma once
// castRay against Box2D: the same random rays through the same level, checked for agreement and timed.
//
// Rays: origins uniformly in random Empty cells (strictly inside the cell), directions uniform in angle, lengths
// uniform in [0.5, maxLength] tiles. Box2D works in float, so every ray endpoint is rounded to a multiple of a
// power-of-two quantum q (2^−14 tiles for levels up to ~890 tiles across) chosen so that the endpoints, their
// differences and their differences to any outline vertex are all exact floats: both engines then cast exactly
// the same ray, and what is left of Box2D's error is its float arithmetic (a few 1e-6 tiles on axis faces).
#include <cstdint>
#include <string>
#include <vector>

#include "box2d_outline.h"
#include "engine/collision/raycast.h"

namespace bench {

/// A batch of rays in both engines' forms (double translation = float p2 − p1 exactly).
struct RaySet {
    std::vector<engine::Vec2> origin;       ///< tiles
    std::vector<engine::Vec2> translation;  ///< tiles (castRay's input, maxFraction 1)
    std::vector<b2Vec2> p1, p2;             ///< the same ray for b2World::RayCast (tiles − centre)
    engine::Vec2 centre;                    ///< Box2D's origin on the grid (box2dCentre)
    double quantum = 0.0;                   ///< every coordinate is a multiple of this
};

/// `count` random rays through the Empty cells of grid (Rng `seed`); maxLength in tiles. An empty RaySet when
/// the grid has no Empty cell.
RaySet makeRays(const engine::TileGrid& grid, std::size_t count, double maxLength, std::uint64_t seed);

/// Largest distance between the two hit points that still counts as agreement (1e-4 tiles).
inline constexpr double kAgreeTolerance = 1e-4;

/// The outcome of comparing every ray once.
struct Agreement {
    std::size_t rays = 0, bothHit = 0, bothMiss = 0;
    std::size_t agree = 0;           ///< same hit/miss, points within kAgreeTolerance, normals within 0.01 rad
    std::size_t cornerTies = 0;      ///< disagreements where a hit point lies on a grid vertex (see .cpp)
    std::size_t disagreements = 0;   ///< every other disagreement: a real difference
    double maxPointError = 0.0;      ///< largest point distance among agreeing hits, tiles
    double meanPointError = 0.0;     ///< mean point distance among agreeing hits, tiles
    std::size_t outlineAnswered = 0; ///< rays castRay answered on the grid's outline (the rest were walked)
    std::size_t walkDiffers = 0;     ///< rays whose castRay answer differs from castRayByWalk's in any field
    std::vector<std::string> examples;  ///< the first real disagreements, one line each
};

/// Cast every ray with castRay (mask) and with b2World::RayCast (closest hit) and classify each pair.
Agreement compareRays(const engine::TileGrid& grid, engine::TileMask mask, const b2World& world, const RaySet& rays);

/// CPU seconds (bench_util.h nowSeconds) of one pass casting every ray with castRay.
double timeCastRay(const engine::TileGrid& grid, engine::TileMask mask, const RaySet& rays);

/// CPU seconds of one pass walking every ray with bareWalk: the floor any cell walk starts from.
double timeBareWalk(const engine::TileGrid& grid, engine::TileMask mask, const RaySet& rays);

/// CPU seconds of one pass casting every ray with b2World::RayCast (closest hit).
double timeBox2d(const b2World& world, const RaySet& rays);

} // namespace bench
