#include "shapes_bench.h"

#include <box2d/box2d.h>

#include <cmath>
#include <map>
#include <memory>
#include <random>
#include <vector>

#include "bench_util.h"
#include "engine/collision/merged_geometry.h"

namespace bench {
namespace {

/// Side of the generated cave, cells.
constexpr int kCaveCells = 256;
/// Rock spacing (cells) of the cave's jittered grid of rocks.
constexpr double kRockSpacing = 8.0;
/// Ray length, tiles.
constexpr double kRayLength = 48.0;
/// Largest distance (tiles) between our hit point and Box2D's that counts as the same hit.
constexpr double kPointTolerance = 1e-4;

/// A star-shaped rock: `points` corners at angles in order, radius in [r0, r1].
engine::ShapeSpec rock(std::mt19937& rng, engine::Vec2 c, double r0, double r1, int points) {
    std::uniform_real_distribution<double> radius(r0, r1), jitter(-0.3, 0.3);
    engine::ShapeSpec s;
    for (int i = 0; i < points; ++i) {
        double a = 6.283185307179586 * (i + 0.5 + jitter(rng)) / points;
        s.points.push_back(c + engine::fromAngle(a) * radius(rng));
    }
    return s;
}

/// The faces as closed loops (each face's p2 is the next one's p1).
std::vector<std::vector<engine::Vec2>> loopsOf(const engine::SegmentTree& t) {
    std::map<std::pair<double, double>, std::size_t> byStart;
    for (std::size_t i = 0; i < t.segments.size(); ++i) byStart[{t.segments[i].p1.x, t.segments[i].p1.y}] = i;
    std::vector<bool> used(t.segments.size(), false);
    std::vector<std::vector<engine::Vec2>> loops;
    for (std::size_t i = 0; i < t.segments.size(); ++i) {
        if (used[i]) continue;
        std::vector<engine::Vec2> loop;
        std::size_t k = i;
        while (!used[k]) {
            used[k] = true;
            loop.push_back(t.segments[k].p1);
            auto it = byStart.find({t.segments[k].p2.x, t.segments[k].p2.y});
            if (it == byStart.end()) break;
            k = it->second;
        }
        loops.push_back(std::move(loop));
    }
    return loops;
}

struct ClosestHit : b2RayCastCallback {
    bool hit = false;
    b2Vec2 point{0.0f, 0.0f};
    float ReportFixture(b2Fixture*, const b2Vec2& p, const b2Vec2&, float f) override {
        hit = true, point = p;
        return f;
    }
};

void runBuildFigure() {
    std::mt19937 rng(1000);
    engine::TileGrid grid(1024, 1024, engine::TileKind::Empty);
    std::uniform_int_distribution<int> cell(0, 1023);
    for (int i = 0; i < 60000; ++i) grid.set(cell(rng), cell(rng), engine::TileKind::Solid);
    std::vector<engine::ShapeSpec> shapes;
    std::uniform_real_distribution<double> pos(8.0, 1016.0);
    for (int i = 0; i < 1000; ++i) {
        engine::ShapeSpec s = rock(rng, {pos(rng), pos(rng)}, 1.5, 4.0, 16);
        s.surface = i % 5 == 0 ? engine::Surface::Mirror : i % 7 == 0 ? engine::Surface::Glass : engine::Surface::Solid;
        shapes.push_back(std::move(s));
    }
    std::vector<double> times;
    std::size_t faces = 0;
    for (int r = 0; r < 5; ++r) {
        double t0 = nowSeconds();
        engine::MergedGeometry g = engine::buildMergedGeometry(grid, shapes);
        times.push_back(nowSeconds() - t0);
        faces = g.tree.segments.size();
    }
    note("shapes_build_1000: 1024x1024 level, 60000 random solid cells, 1000 rocks of 16 points (1/5 mirror, "
         "some glass): %zu faces", faces);
    double ms = 1e3 * quantile(times, 0.0);
    printFigure("shapes_build_1000", ms, ms <= 50.0 ? "ms" : "ms ABOVE TARGET");
}

} // namespace

bool runShapesSection(std::size_t rays, int repeats) {
    std::mt19937 rng(34);
    engine::TileGrid grid(kCaveCells, kCaveCells, engine::TileKind::Empty);
    std::vector<engine::ShapeSpec> shapes;
    std::uniform_real_distribution<double> jitter(-0.4, 0.4);  // rocks never overlap: Box2D chains need vertices 0.005 apart
    for (double y = 6; y < kCaveCells - 6; y += kRockSpacing)
        for (double x = 6; x < kCaveCells - 6; x += kRockSpacing)
            shapes.push_back(rock(rng, {x + jitter(rng), y + jitter(rng)}, 2.0, 3.5, 24));
    double t0 = nowSeconds();
    engine::MergedGeometry g = engine::buildMergedGeometry(grid, shapes);
    double build = nowSeconds() - t0;
    const engine::SegmentTree& tree = g.tree;
    const engine::Vec2 centre{kCaveCells / 2.0, kCaveCells / 2.0};

    // Box2D: the same faces as chain loops on one static body, coordinates shifted by −centre.
    b2World world(b2Vec2(0.0f, 0.0f));
    b2BodyDef bd;
    b2Body* body = world.CreateBody(&bd);
    std::size_t chained = 0;
    for (const auto& loop : loopsOf(tree)) {
        std::vector<b2Vec2> v;
        for (engine::Vec2 p : loop) v.emplace_back(static_cast<float>(p.x - centre.x), static_cast<float>(p.y - centre.y));
        b2ChainShape chain;
        chain.CreateLoop(v.data(), static_cast<int32>(v.size()));
        body->CreateFixture(&chain, 0.0f);
        chained += v.size();
    }
    note("castray_vs_box2d_shapes: %dx%d cave of %zu rocks (24 points each), %zu merged faces (%zu in Box2D chain "
         "loops), built in %.2f ms", kCaveCells, kCaveCells, shapes.size(), tree.segments.size(), chained, 1e3 * build);

    // Rays from open points (a ray from inside a rock would meet a back face first; those are redrawn).
    std::vector<engine::Vec2> from, dir;
    std::uniform_real_distribution<double> pos(2.0, kCaveCells - 2.0), ang(0.0, 6.283185307179586);
    while (from.size() < rays) {
        engine::Vec2 o{pos(rng), pos(rng)}, d = engine::fromAngle(ang(rng)) * kRayLength;
        engine::ShapeRayOutput probe = engine::rayCastShapes(g, {o, d * 8.0, 1.0});
        if (probe.hit && !probe.frontFace) continue;
        from.push_back(o), dir.push_back(d);
    }
    std::vector<engine::ShapeRayOutput> ours(rays);
    std::vector<double> oursTimes, box2dTimes;
    std::size_t sink = 0;
    for (int r = 0; r < repeats; ++r) {
        double a = nowSeconds();
        for (std::size_t i = 0; i < rays; ++i) ours[i] = engine::rayCastShapes(g, {from[i], dir[i], 1.0});
        oursTimes.push_back(nowSeconds() - a);
        double b = nowSeconds();
        for (std::size_t i = 0; i < rays; ++i) {
            ClosestHit cb;
            b2Vec2 p1(static_cast<float>(from[i].x - centre.x), static_cast<float>(from[i].y - centre.y));
            b2Vec2 p2(static_cast<float>(from[i].x + dir[i].x - centre.x), static_cast<float>(from[i].y + dir[i].y - centre.y));
            world.RayCast(&cb, p1, p2);
            sink += cb.hit ? 1 : 0;
        }
        box2dTimes.push_back(nowSeconds() - b);
    }
    // Agreement, ray by ray.
    std::size_t hits = 0, mismatched = 0, farPoints = 0;
    double worst = 0.0;
    for (std::size_t i = 0; i < rays; ++i) {
        ClosestHit cb;
        b2Vec2 p1(static_cast<float>(from[i].x - centre.x), static_cast<float>(from[i].y - centre.y));
        b2Vec2 p2(static_cast<float>(from[i].x + dir[i].x - centre.x), static_cast<float>(from[i].y + dir[i].y - centre.y));
        world.RayCast(&cb, p1, p2);
        if (cb.hit != ours[i].hit) {
            // A graze within float precision of a face's end or of the ray's end is a tie, not a disagreement.
            bool tie = ours[i].hit ? (1.0 - ours[i].fraction) * kRayLength < 1e-4 : false;
            if (!tie) ++mismatched;
            continue;
        }
        if (!cb.hit) continue;
        ++hits;
        engine::Vec2 theirs{cb.point.x + centre.x, cb.point.y + centre.y};
        double d = engine::distance(theirs, ours[i].point);
        worst = std::max(worst, d);
        if (d > kPointTolerance) {
            ++farPoints;
            // How grazing the ray is: |sin| of its angle to the face (Box2D's float vertices, off by up to
            // ~8e-6 tiles here, move a grazing hit by that over |sin|).
            double sine = std::fabs(engine::dot(engine::normalize(dir[i]), ours[i].normal));
            note("castray_vs_box2d_shapes: far point: ray %zu, distance %.3g tiles, |sin| of the angle to the face %.3g",
                 i, d, sine);
        }
    }
    double oursNs = 1e9 * quantile(oursTimes, 0.0) / static_cast<double>(rays);
    double box2dNs = 1e9 * quantile(box2dTimes, 0.0) / static_cast<double>(rays);
    note("castray_vs_box2d_shapes: %zu rays of %.0f tiles, %zu hits both; worst point distance %.3g tiles; %zu "
         "hit/miss disagreements, %zu points beyond %.0e (box2d hits %zu)", rays, kRayLength, hits, worst,
         mismatched, farPoints, kPointTolerance, sink);
    printFigure("castray_vs_box2d_shapes_ours", oursNs, "ns/ray", 1);
    printFigure("castray_vs_box2d_shapes_box2d", box2dNs, "ns/ray", 1);
    printFigure("castray_vs_box2d_shapes", box2dNs / oursNs, box2dNs / oursNs >= 3.0 ? "x" : "x BELOW TARGET");
    runBuildFigure();
    return mismatched == 0 && farPoints == 0;
}

} // namespace bench
