// Tests for engine/collision/grid_outline.h: the merged surface segments, their cache in the grid, and castRay's
// outline path against the cell walk (castRayByWalk), field by field and bit for bit, at every vector width.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/collision/grid_outline.h"
#include "engine/collision/raycast.h"
#include "engine/math/rng.h"
#include "grid_test_util.h"

using namespace engine;
using gridtest::makeGrid;

namespace {

/// A ray's description for a failure message.
std::string describe(const GridRayInput& in) {
    char line[160];
    std::snprintf(line, sizeof line, "origin (%.17g, %.17g) translation (%.17g, %.17g) maxFraction %.17g",
                  in.origin.x, in.origin.y, in.translation.x, in.translation.y, in.maxFraction);
    return line;
}

/// v rounded down to a multiple of q (grid-line and vertex ties become common for coarse q).
double snap(double v, double q) { return std::floor(v / q) * q; }

/// Casts `count` random rays in g (origins anywhere in and around the grid, coordinates on a 1/64 lattice every
/// other ray, every seventh ray axis-aligned) with castRay and with the walk; returns how many the outline
/// answered itself. Fails on the first ray whose answers differ in any bit.
int compareWithWalk(const TileGrid& g, TileMask mask, int count, std::uint64_t seed) {
    Rng rng(seed);
    const GridOutline* outline = outlineOf(g, mask);
    int answered = 0;
    for (int i = 0; i < count; ++i) {
        const double q = (i % 2 == 0) ? 1.0 / 64.0 : 1.0 / 1048576.0;
        Vec2 o{snap(rng.range(-1.0, g.width() + 1.0), q), snap(rng.range(-1.0, g.height() + 1.0), q)};
        const double angle = rng.range(0.0, 6.283185307179586), length = rng.range(0.1, 40.0);
        Vec2 d{snap(length * std::cos(angle), q), snap(length * std::sin(angle), q)};
        if (i % 7 == 0) d = (i % 14 == 0) ? Vec2{d.x, 0.0} : Vec2{0.0, d.y};
        const double maxFraction = (i % 5 == 0) ? rng.range(0.0, 1.5) : 1.0;
        const GridRayInput in{o, d, maxFraction, mask};
        const GridRayOutput viaCastRay = castRay(g, in), viaWalk = castRayByWalk(g, in);
        if (!identicalOutputs(viaCastRay, viaWalk)) {
            INFO("ray " << i << ": " << describe(in));
            REQUIRE(identicalOutputs(viaCastRay, viaWalk));
        }
        GridRayOutput direct;
        if (outline != nullptr && castRayOnOutline(*outline, g, in, direct)) {
            ++answered;
            if (!identicalOutputs(direct, viaWalk)) {
                INFO("ray " << i << " (outline): " << describe(in));
                REQUIRE(identicalOutputs(direct, viaWalk));
            }
        }
    }
    return answered;
}

/// A level-sized grid with floors, walls, one-way platforms, glass and a sealed room.
TileGrid levelGrid(TileKind outside) {
    return makeGrid({"##################################",
                     "#...........##...........##......#",
                     "#...........##...........##......#",
                     "#..............................G.#",
                     "#.....---.........####.......#G..#",
                     "#..................##.......##...#",
                     "####.......##..........---.......#",
                     "#..#.......##....................#",
                     "#..#...............B#............#",
                     "#.......---.........#....####....#",
                     "#...................#....#..#....#",
                     "##################################"},
                    outside);
}

} // namespace

TEST_CASE("castRay on a small grid answers bit for bit as the cell walk", "[collision][outline]") {
    const int widest = setOutlineLanes(4);
    for (int lanes : {1, 2, 4}) {
        if (lanes > widest) continue;
        REQUIRE(setOutlineLanes(lanes) == lanes);
        SECTION("a level with a solid outside, " + std::to_string(lanes) + " lane(s)") {
            const int answered = compareWithWalk(levelGrid(TileKind::Solid), kMovementMask, 40000, 11);
            CHECK(answered > 20000);  // the outline path is what is being tested, not the fallback
        }
        SECTION("a level with an open outside, lasers' mask, " + std::to_string(lanes) + " lane(s)") {
            const int answered = compareWithWalk(levelGrid(TileKind::Empty), kLaserMask, 40000, 12);
            CHECK(answered > 20000);
        }
        SECTION("random grids full of one-ways and seams, " + std::to_string(lanes) + " lane(s)") {
            Rng rng(13);
            int answered = 0;
            for (int n = 0; n < 20; ++n) {
                TileGrid g(rng.rangeInt(1, 24), rng.rangeInt(1, 16));
                for (int y = 0; y < g.height(); ++y)
                    for (int x = 0; x < g.width(); ++x) {
                        const int r = rng.rangeInt(0, 9);
                        g.set(x, y, r < 2 ? TileKind::Solid : r == 2 ? TileKind::OneWay : r == 3 ? TileKind::Glass
                                                                                          : TileKind::Empty);
                    }
                g.outsideKind = n % 3 == 0 ? TileKind::Empty : TileKind::Solid;
                answered += compareWithWalk(g, kMovementMask, 4000, 100 + static_cast<std::uint64_t>(n));
            }
            CHECK(answered > 10000);
        }
    }
    setOutlineLanes(widest);
}

TEST_CASE("buildOutline merges each run of surface faces into one segment", "[collision][outline]") {
    TileGrid g = makeGrid({"......",
                           "......",
                           "..-...",
                           "######"},
                          TileKind::Empty);
    const GridOutline o = buildOutline(g, kMovementMask);
    REQUIRE(o.usable);
    SECTION("the floor's top is one segment, and the one-way's top another") {
        const OutlineFacing& down = o.facing[kFacesDown];
        REQUIRE(down.count == 2);
        CHECK(down.line[0] == 2.0);
        CHECK(down.mid[0] == 2.5);
        CHECK(down.reach[0] == Approx(0.5).margin(1e-6));
        CHECK(down.line[1] == 3.0);
        CHECK(down.mid[1] == 3.0);
        CHECK(down.reach[1] == Approx(3.0).margin(1e-6));
    }
    SECTION("the floor's ends and bottom face the open outside; a one-way has no other faces") {
        CHECK(o.facing[kFacesUp].count == 1);
        CHECK(o.facing[kFacesRight].count == 1);
        CHECK(o.facing[kFacesLeft].count == 1);
    }
    SECTION("every list is padded to the same size, a multiple of four, with segments no ray reaches") {
        for (const OutlineFacing& f : o.facing) {
            CHECK(f.line.size() == o.facing[0].line.size());
            CHECK(f.line.size() % 4 == 0);
            for (std::size_t i = static_cast<std::size_t>(f.count); i < f.reach.size(); ++i) CHECK(f.reach[i] < 0.0);
        }
    }
}

TEST_CASE("outlineOf keeps one outline per grid and mask and rebuilds it when the grid changes",
          "[collision][outline]") {
    TileGrid g = makeGrid({"........",
                           "........",
                           "########"});
    const Vec2 origin{0.5, 1.5}, right{7.0, 0.0};
    SECTION("a wall set after a cast stops the next cast") {
        CHECK_FALSE(castRay(g, {origin, right, 1.0, kMovementMask}).hit);
        const GridOutline* before = outlineOf(g, kMovementMask);
        REQUIRE(before != nullptr);
        g.set(4, 1, TileKind::Solid);
        const GridRayOutput r = castRay(g, {origin, right, 1.0, kMovementMask});
        CHECK(r.hit);
        CHECK(r.cell == Cell{4, 1});
        CHECK(outlineOf(g, kMovementMask)->revision == g.revision());
    }
    SECTION("changing outsideKind rebuilds too") {
        CHECK(castRay(g, {origin, {-2.0, 0.0}, 1.0, kMovementMask}).hit);
        g.outsideKind = TileKind::Empty;
        CHECK_FALSE(castRay(g, {origin, {-2.0, 0.0}, 1.0, kMovementMask}).hit);
    }
    SECTION("a copy changed afterwards answers for its own cells, the original for its own") {
        castRay(g, {origin, right, 1.0, kMovementMask});
        TileGrid copy = g;
        copy.set(4, 1, TileKind::Solid);
        CHECK(castRay(copy, {origin, right, 1.0, kMovementMask}).hit);
        CHECK_FALSE(castRay(g, {origin, right, 1.0, kMovementMask}).hit);
    }
    SECTION("two masks get two outlines") {
        g.set(3, 1, TileKind::Glass);
        CHECK(castRay(g, {origin, right, 1.0, kMovementMask}).hit);
        CHECK_FALSE(castRay(g, {origin, right, 1.0, kLaserMask}).hit);
        CHECK(outlineOf(g, kMovementMask) != outlineOf(g, kLaserMask));
    }
}

TEST_CASE("grids the outline does not suit are walked", "[collision][outline]") {
    SECTION("a slope under the mask: no outline") {
        TileGrid g = makeGrid({"....",
                               "../.",
                               "####"});
        CHECK(outlineOf(g, kMovementMask) == nullptr);
        CHECK(compareWithWalk(g, kMovementMask, 2000, 21) == 0);
    }
    SECTION("more cells than kOutlineMaxCells: no outline") {
        TileGrid g(kOutlineMaxCells + 1, 1);
        CHECK(outlineOf(g, kMovementMask) == nullptr);
    }
    SECTION("more segments in a list than kOutlineMaxSegments: not used") {
        TileGrid g(2 * kOutlineMaxSegments + 3, 3);
        for (int x = 0; x < g.width(); x += 2) g.set(x, 1, TileKind::Solid);
        CHECK_FALSE(buildOutline(g, kMovementMask).usable);
        CHECK(outlineOf(g, kMovementMask) == nullptr);
    }
}
