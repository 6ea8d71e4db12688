// Tests for engine/collision/raycast.h: castRay's walk, every defined hard case, and two brute-force oracles
// built on engine::intersectSegments (random rays, and lattice rays full of exact grid-line and corner ties).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <vector>

#include "engine/collision/raycast.h"
#include "engine/geometry/segment.h"
#include "engine/math/rng.h"
#include "engine/math/scalar.h"
#include "grid_test_util.h"

using namespace engine;
using gridtest::kInvSqrt2;
using gridtest::makeGrid;
using gridtest::near;
using gridtest::vecNear;

namespace {

/// castRay with the usual arguments spelled out.
GridRayOutput cast(const TileGrid& g, Vec2 origin, Vec2 translation, TileMask mask = kMovementMask,
                   double maxFraction = 1.0) {
    return castRay(g, {origin, translation, maxFraction, mask});
}

const Vec2 kSlashNormal{-kInvSqrt2, -kInvSqrt2};
const Vec2 kBackslashNormal{kInvSqrt2, -kInvSqrt2};

} // namespace

TEST_CASE("castRay stops at the first solid cell", "[collision][raycast]") {
    TileGrid g = makeGrid({"........",
                           "........",
                           "....#...",
                           "........",
                           "########"});
    SECTION("a ray moving right meets the wall's left face") {
        GridRayOutput r = cast(g, {0.5, 2.5}, {10, 0});
        REQUIRE(r.hit);
        CHECK_FALSE(r.startedInside);
        CHECK(r.fraction == near(0.35));
        CHECK(r.point == Vec2{4, 2.5});
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{4, 2});
        CHECK(r.kind == TileKind::Solid);
        CHECK(r.face == CellFace::Left);
    }
    SECTION("a ray moving left meets the wall's right face") {
        GridRayOutput r = cast(g, {7.5, 2.5}, {-10, 0});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.25));
        CHECK(r.point == Vec2{5, 2.5});
        CHECK(r.normal == Vec2{1, 0});
        CHECK(r.face == CellFace::Right);
    }
    SECTION("a ray moving down meets the floor's top face") {
        GridRayOutput r = cast(g, {1.5, 0.5}, {0, 10});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.35));
        CHECK(r.point == Vec2{1.5, 4});
        CHECK(r.normal == Vec2{0, -1});
        CHECK(r.cell == Cell{1, 4});
        CHECK(r.face == CellFace::Top);
    }
    SECTION("a ray moving up meets the block's bottom face") {
        GridRayOutput r = cast(g, {4.5, 3.5}, {0, -10});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.05));
        CHECK(r.normal == Vec2{0, 1});
        CHECK(r.face == CellFace::Bottom);
    }
    SECTION("a diagonal ray passes the block and lands on the floor") {
        GridRayOutput r = cast(g, {0.25, 0.5}, {8, 8});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.4375));
        CHECK(vecNear(r.point, {3.75, 4}));
        CHECK(r.normal == Vec2{0, -1});
        CHECK(r.cell == Cell{3, 4});
    }
    SECTION("a ray that ends before the wall misses, reporting maxFraction and its end point") {
        GridRayOutput r = cast(g, {0.5, 2.5}, {3, 0});
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 1.0);
        CHECK(r.point == Vec2{3.5, 2.5});
    }
    SECTION("maxFraction below 1 shortens the ray") {
        GridRayOutput r = cast(g, {0.5, 2.5}, {10, 0}, kMovementMask, 0.3);
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 0.3);
        CHECK(vecNear(r.point, {3.5, 2.5}));
    }
}

TEST_CASE("castRay lets the mask choose which kinds block", "[collision][raycast]") {
    TileGrid g = makeGrid({"..G..#"}, TileKind::Empty);
    SECTION("glass stops a movement ray") {
        GridRayOutput r = cast(g, {0.5, 0.5}, {10, 0}, kMovementMask);
        REQUIRE(r.hit);
        CHECK(r.kind == TileKind::Glass);
        CHECK(r.point == Vec2{2, 0.5});
    }
    SECTION("a laser ray passes glass and stops at the solid wall") {
        GridRayOutput r = cast(g, {0.5, 0.5}, {10, 0}, kLaserMask);
        REQUIRE(r.hit);
        CHECK(r.kind == TileKind::Solid);
        CHECK(r.point == Vec2{5, 0.5});
    }
    SECTION("a mask without the kinds present lets the ray through") {
        GridRayOutput r = cast(g, {0.5, 0.5}, {10, 0}, maskOf(TileKind::Mirror));
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 1.0);
    }
    SECTION("spikes in a custom mask block as full squares") {
        TileGrid s = makeGrid({"...^.."}, TileKind::Empty);
        CHECK_FALSE(cast(s, {0.5, 0.5}, {10, 0}, kMovementMask).hit);
        GridRayOutput r = cast(s, {0.5, 0.5}, {10, 0}, maskOf(TileKind::SpikesUp));
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{3, 0.5});
        CHECK(r.kind == TileKind::SpikesUp);
    }
}

TEST_CASE("castRay starting inside a blocking cell reports startedInside", "[collision][raycast]") {
    TileGrid g = makeGrid({".....",
                           ".##..",
                           ".....",
                           "...#/",
                           "#####"});
    SECTION("strictly inside a solid: fraction 0, point origin, normal against the translation") {
        GridRayOutput r = cast(g, {1.5, 1.5}, {3, 4});
        REQUIRE(r.hit);
        CHECK(r.startedInside);
        CHECK(r.fraction == 0.0);
        CHECK(r.point == Vec2{1.5, 1.5});
        CHECK(vecNear(r.normal, {-0.6, -0.8}));
        CHECK(r.cell == Cell{1, 1});
        CHECK(r.kind == TileKind::Solid);
        CHECK(r.face == CellFace::None);
    }
    SECTION("inside with a zero translation: the normal is zero") {
        GridRayOutput r = cast(g, {1.5, 1.5}, {0, 0});
        REQUIRE(r.hit);
        CHECK(r.startedInside);
        CHECK(r.normal == Vec2{0, 0});
    }
    SECTION("on the seam between two solid cells the point is interior to the solid") {
        GridRayOutput r = cast(g, {2.0, 1.5}, {0, -3});
        REQUIRE(r.hit);
        CHECK(r.startedInside);
        CHECK(r.cell == Cell{2, 1});
    }
    SECTION("a grid vertex covered on all four sides is inside") {
        GridRayOutput r = cast(g, {2.0, 5.0}, {1, 0});
        REQUIRE(r.hit);
        CHECK(r.startedInside);
    }
    SECTION("inside a slope's solid triangle is inside; its open part is not") {
        GridRayOutput in = cast(g, {4.8, 3.8}, {0, -1});
        REQUIRE(in.hit);
        CHECK(in.startedInside);
        CHECK(in.kind == TileKind::SlopeUpRight);
        GridRayOutput open = cast(g, {4.2, 3.2}, {0, -10});
        REQUIRE(open.hit);
        CHECK_FALSE(open.startedInside);
        CHECK(open.fraction == near(0.32));
        CHECK(open.normal == Vec2{0, 1});
    }
    SECTION("on a slope's diagonal moving into the solid: hit at 0 on the diagonal, not inside") {
        GridRayOutput r = cast(g, {4.5, 3.5}, {0, 1});
        REQUIRE(r.hit);
        CHECK_FALSE(r.startedInside);
        CHECK(r.fraction == 0.0);
        CHECK(r.face == CellFace::Diagonal);
        CHECK(vecNear(r.normal, kSlashNormal));
    }
    SECTION("pointInBlockingCell agrees with the inside rule") {
        CHECK(pointInBlockingCell(g, {1.5, 1.5}, kMovementMask));
        CHECK(pointInBlockingCell(g, {2.0, 1.5}, kMovementMask));
        CHECK_FALSE(pointInBlockingCell(g, {1.0, 1.5}, kMovementMask));
        CHECK_FALSE(pointInBlockingCell(g, {4.5, 3.5}, kMovementMask));
        CHECK_FALSE(pointInBlockingCell(g, {0.5, 0.5}, kMovementMask));
        CHECK_FALSE(pointInBlockingCell(g, {1.5, 1.5}, maskOf(TileKind::Glass)));
        CHECK_FALSE(pointInBlockingCell(g, {std::nan(""), 1.5}, kMovementMask));
    }
}

TEST_CASE("castRay treats points on a surface as outside", "[collision][raycast]") {
    TileGrid g = makeGrid({"......",
                           "......",
                           "....#.",
                           "######"});
    SECTION("on a floor's top moving down: hit at fraction 0 with the floor's normal") {
        GridRayOutput r = cast(g, {1.5, 3.0}, {0, 1});
        REQUIRE(r.hit);
        CHECK_FALSE(r.startedInside);
        CHECK(r.fraction == 0.0);
        CHECK(r.normal == Vec2{0, -1});
        CHECK(r.cell == Cell{1, 3});
        CHECK(r.point == Vec2{1.5, 3});
    }
    SECTION("on a floor's top moving up: no contact") {
        GridRayOutput r = cast(g, {1.5, 3.0}, {0, -2});
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 1.0);
        GridRayOutput far = cast(g, {1.5, 3.0}, {0, -5});
        REQUIRE(far.hit);
        CHECK(far.fraction == near(0.6));
        CHECK(far.normal == Vec2{0, 1});
    }
    SECTION("on a floor's top moving sideways: slides past the tile seams to the first wall") {
        GridRayOutput right = cast(g, {1.5, 3.0}, {10, 0});
        REQUIRE(right.hit);
        CHECK_FALSE(right.startedInside);
        CHECK(right.point == Vec2{4, 3});
        CHECK(right.fraction == near(0.25));
        CHECK(right.normal == Vec2{-1, 0});
        CHECK(right.cell == Cell{4, 2});
        GridRayOutput left = cast(g, {1.5, 3.0}, {-10, 0});
        REQUIRE(left.hit);
        CHECK(left.point == Vec2{0, 3});
        CHECK(left.normal == Vec2{1, 0});
        CHECK(left.cell == Cell{-1, 2});
        CHECK(left.kind == TileKind::Solid);
    }
    SECTION("a zero-length ray on a surface misses") {
        GridRayOutput r = cast(g, {1.5, 3.0}, {0, 0});
        CHECK_FALSE(r.hit);
        CHECK(r.point == Vec2{1.5, 3});
    }
    SECTION("from a block's top-left corner moving right along its top: the left face is touched at 0") {
        GridRayOutput r = cast(g, {4.0, 2.0}, {1, 0});
        REQUIRE(r.hit);
        CHECK_FALSE(r.startedInside);
        CHECK(r.fraction == 0.0);
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{4, 2});
    }
    SECTION("from a block's top-left corner moving up: no contact") {
        CHECK_FALSE(cast(g, {4.0, 2.0}, {0, -1}).hit);
    }
}

TEST_CASE("castRay along a grid line grazes parallel faces and stops at perpendicular ones", "[collision][raycast]") {
    TileGrid g = makeGrid({"########",
                           "........",
                           "........",
                           ".....#..",
                           "........"});
    SECTION("along a ceiling's underside: grazes it and stops at the grid's end wall") {
        GridRayOutput r = cast(g, {0.5, 1.0}, {10, 0});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{8, 1});
        CHECK(r.fraction == near(0.75));
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{8, 1});
    }
    SECTION("reaching a block's top-left corner along its top edge line: stopped at the corner") {
        GridRayOutput r = cast(g, {0.5, 3.0}, {10, 0});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{5, 3});
        CHECK(r.fraction == near(0.45));
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{5, 3});
    }
    SECTION("reaching a block's bottom-left corner along its bottom edge line: stopped at the corner") {
        GridRayOutput r = cast(g, {0.5, 4.0}, {10, 0});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{5, 4});
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{5, 3});
    }
    SECTION("vertically along a block's left edge line from above: stopped by its top face at the corner") {
        GridRayOutput r = cast(g, {5.0, 1.5}, {0, 5});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{5, 3});
        CHECK(r.fraction == near(0.3));
        CHECK(r.normal == Vec2{0, -1});
        CHECK(r.cell == Cell{5, 3});
    }
    SECTION("vertically along a block's right edge line from below: stopped by its bottom face") {
        GridRayOutput r = cast(g, {6.0, 4.5}, {0, -5});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{6, 4});
        CHECK(r.fraction == near(0.1));
        CHECK(r.normal == Vec2{0, 1});
        CHECK(r.cell == Cell{5, 3});
    }
    SECTION("starting beside a block on its edge line and moving along it: the parallel face never blocks") {
        GridRayOutput r = cast(g, {5.0, 3.5}, {0, 0.5});
        CHECK_FALSE(r.hit);
        GridRayOutput on = cast(g, {5.0, 3.25}, {0, -0.25});
        CHECK_FALSE(on.hit);
    }
}

TEST_CASE("castRay never slips through a corner where two blocking cells meet diagonally", "[collision][raycast]") {
    TileGrid pair = makeGrid({"....",
                              "..#.",
                              ".#..",
                              "...."},
                             TileKind::Empty);
    SECTION("a 45° ray through the shared corner hits it; the tie goes to the vertical face") {
        GridRayOutput r = cast(pair, {0.5, 0.5}, {4, 4});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2, 2});
        CHECK(r.fraction == near(0.375));
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{2, 1});
    }
    SECTION("a steeper ray through the corner gets the horizontal face (larger |dy|)") {
        GridRayOutput r = cast(pair, {1.75, 1.5}, {0.5, 1.0});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2, 2});
        CHECK(r.fraction == near(0.5));
        CHECK(r.normal == Vec2{0, -1});
        CHECK(r.cell == Cell{1, 2});
    }
    SECTION("a shallower ray through the corner gets the vertical face (larger |dx|)") {
        GridRayOutput r = cast(pair, {1.5, 1.75}, {1.0, 0.5});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2, 2});
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{2, 1});
    }
    SECTION("the mirrored ray moving up-left through the same corner hits it too") {
        GridRayOutput r = cast(pair, {3.5, 3.5}, {-4, -4});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2, 2});
        CHECK(r.normal == Vec2{1, 0});
        CHECK(r.cell == Cell{1, 2});
    }
    SECTION("a single cell touched only at its corner still stops the ray (closed cells, like Box2D boxes)") {
        TileGrid one = makeGrid({"....", "..#.", "....", "...."}, TileKind::Empty);
        GridRayOutput r = cast(one, {0.5, 0.5}, {4, 4});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2, 2});
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{2, 1});
    }
    SECTION("a ray entering a cell exactly through its corner hits that corner") {
        TileGrid ahead = makeGrid({"....", "....", "..#.", "...."}, TileKind::Empty);
        GridRayOutput r = cast(ahead, {0.5, 0.5}, {4, 4});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2, 2});
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{2, 2});
    }
}

TEST_CASE("castRay counts a ray ending exactly on a face as a hit", "[collision][raycast]") {
    TileGrid g = makeGrid({"....#"}, TileKind::Empty);
    SECTION("ending on the wall's face: hit at fraction 1") {
        GridRayOutput r = cast(g, {0.5, 0.5}, {3.5, 0});
        REQUIRE(r.hit);
        CHECK(r.fraction == 1.0);
        CHECK(r.point == Vec2{4, 0.5});
    }
    SECTION("ending on the face at maxFraction: hit at that fraction") {
        GridRayOutput r = cast(g, {0.5, 0.5}, {7, 0}, kMovementMask, 0.5);
        REQUIRE(r.hit);
        CHECK(r.fraction == 0.5);
    }
    SECTION("ending exactly on a slope's diagonal: hit at fraction 1") {
        TileGrid s = makeGrid({"..../"}, TileKind::Empty);
        GridRayOutput r = cast(s, {0.5, 0.5}, {4, 0});
        REQUIRE(r.hit);
        CHECK(r.fraction == 1.0);
        CHECK(r.face == CellFace::Diagonal);
        CHECK(vecNear(r.point, {4.5, 0.5}));
    }
    SECTION("stopping just short of the face misses") {
        CHECK_FALSE(cast(g, {0.5, 0.5}, {3.4999, 0}).hit);
    }
}

TEST_CASE("castRay with a zero-length ray hits only when the origin is inside", "[collision][raycast]") {
    TileGrid g = makeGrid({"..", ".#"}, TileKind::Empty);
    SECTION("outside every solid: a miss at the origin") {
        GridRayOutput r = cast(g, {0.5, 0.5}, {0, 0});
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 1.0);
        CHECK(r.point == Vec2{0.5, 0.5});
    }
    SECTION("inside a solid: startedInside with a zero normal") {
        GridRayOutput r = cast(g, {1.5, 1.5}, {0, 0});
        REQUIRE(r.hit);
        CHECK(r.startedInside);
        CHECK(r.normal == Vec2{0, 0});
    }
    SECTION("maxFraction 0 with a translation into a face at the origin: contact at t = 0 only") {
        GridRayOutput r = cast(g, {1.5, 1.0}, {0, 1}, kMovementMask, 0.0);
        REQUIRE(r.hit);
        CHECK(r.fraction == 0.0);
        CHECK(r.normal == Vec2{0, -1});
        CHECK_FALSE(cast(g, {1.5, 0.5}, {0, 1}, kMovementMask, 0.0).hit);
    }
    SECTION("a negative maxFraction acts as 0") {
        GridRayOutput r = cast(g, {1.5, 0.5}, {0, 1}, kMovementMask, -2.0);
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 0.0);
        CHECK(r.point == Vec2{1.5, 0.5});
    }
}

TEST_CASE("castRay is exact on '/' slopes from every side", "[collision][raycast]") {
    TileGrid g = makeGrid({".....", ".....", "../..", ".....", "....."}, TileKind::Empty);
    SECTION("from the left through the open face: hits the diagonal") {
        GridRayOutput r = cast(g, {0.5, 2.25}, {4, 0});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.5625));
        CHECK(vecNear(r.point, {2.75, 2.25}));
        CHECK(vecNear(r.normal, kSlashNormal));
        CHECK(r.face == CellFace::Diagonal);
        CHECK(r.kind == TileKind::SlopeUpRight);
    }
    SECTION("from above through the open face: hits the diagonal") {
        GridRayOutput r = cast(g, {2.25, 0.5}, {0, 4});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.5625));
        CHECK(vecNear(r.point, {2.25, 2.75}));
        CHECK(vecNear(r.normal, kSlashNormal));
    }
    SECTION("from the right: the right leg stops it at entry") {
        GridRayOutput r = cast(g, {4.5, 2.5}, {-4, 0});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.375));
        CHECK(r.point == Vec2{3, 2.5});
        CHECK(r.normal == Vec2{1, 0});
        CHECK(r.face == CellFace::Right);
    }
    SECTION("from below: the bottom leg stops it at entry") {
        GridRayOutput r = cast(g, {2.5, 4.5}, {0, -4});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.375));
        CHECK(r.point == Vec2{2.5, 3});
        CHECK(r.normal == Vec2{0, 1});
        CHECK(r.face == CellFace::Bottom);
    }
    SECTION("diagonally down-right into the open corner: hits the middle of the diagonal") {
        GridRayOutput r = cast(g, {0.5, 0.5}, {4, 4});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.5));
        CHECK(vecNear(r.point, {2.5, 2.5}));
        CHECK(vecNear(r.normal, kSlashNormal));
    }
    SECTION("down-left onto the right leg: stopped by the leg") {
        GridRayOutput r = cast(g, {3.5, 1.75}, {-1, 1});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.5));
        CHECK(vecNear(r.point, {3, 2.25}));
        CHECK(r.normal == Vec2{1, 0});
    }
    SECTION("in the open part moving away from the diagonal: passes") {
        CHECK_FALSE(cast(g, {2.25, 2.25}, {-1, -1}).hit);
    }
    SECTION("in the open part moving parallel to the diagonal: passes out through the top") {
        CHECK_FALSE(cast(g, {2.2, 2.3}, {1, -1}).hit);
    }
}

TEST_CASE("castRay is exact on '\\' slopes from every side", "[collision][raycast]") {
    TileGrid g = makeGrid({".....", ".....", "..\\..", ".....", "....."}, TileKind::Empty);
    SECTION("from the right through the open face: hits the diagonal") {
        GridRayOutput r = cast(g, {4.5, 2.25}, {-4, 0});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.5625));
        CHECK(vecNear(r.point, {2.25, 2.25}));
        CHECK(vecNear(r.normal, kBackslashNormal));
        CHECK(r.face == CellFace::Diagonal);
        CHECK(r.kind == TileKind::SlopeUpLeft);
    }
    SECTION("from above through the open face: hits the diagonal") {
        GridRayOutput r = cast(g, {2.75, 0.5}, {0, 4});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.5625));
        CHECK(vecNear(r.point, {2.75, 2.75}));
        CHECK(vecNear(r.normal, kBackslashNormal));
    }
    SECTION("from the left: the left leg stops it at entry") {
        GridRayOutput r = cast(g, {0.5, 2.5}, {4, 0});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.375));
        CHECK(r.point == Vec2{2, 2.5});
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.face == CellFace::Left);
    }
    SECTION("from below: the bottom leg stops it at entry") {
        GridRayOutput r = cast(g, {2.5, 4.5}, {0, -4});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2.5, 3});
        CHECK(r.normal == Vec2{0, 1});
    }
    SECTION("diagonally down-left into the open corner: hits the middle of the diagonal") {
        GridRayOutput r = cast(g, {4.5, 0.5}, {-4, 4});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.5));
        CHECK(vecNear(r.point, {2.5, 2.5}));
        CHECK(vecNear(r.normal, kBackslashNormal));
    }
}

TEST_CASE("castRay treats one-way platforms as their top face, from above only", "[collision][raycast]") {
    TileGrid g = makeGrid({".....", "..-..", ".....", "....."}, TileKind::Empty);
    SECTION("from above moving down: hits the top face") {
        GridRayOutput r = cast(g, {2.5, 0.5}, {0, 3});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2.5, 1});
        CHECK(r.normal == Vec2{0, -1});
        CHECK(r.kind == TileKind::OneWay);
        CHECK(r.face == CellFace::Top);
    }
    SECTION("diagonally down from above: hits the top face") {
        GridRayOutput r = cast(g, {1.5, 0.25}, {2, 2});
        REQUIRE(r.hit);
        CHECK(r.fraction == near(0.375));
        CHECK(vecNear(r.point, {2.25, 1}));
    }
    SECTION("from below moving up, or diagonally up: passes through") {
        CHECK_FALSE(cast(g, {2.5, 3.5}, {0, -3}).hit);
        CHECK_FALSE(cast(g, {1.5, 2.25}, {2, -2}).hit);
    }
    SECTION("starting inside it, moving down or up: passes") {
        CHECK_FALSE(cast(g, {2.5, 1.5}, {0, 2}).hit);
        CHECK_FALSE(cast(g, {2.5, 1.5}, {0, -1}).hit);
    }
    SECTION("sideways through it, or along its top face line: passes") {
        CHECK_FALSE(cast(g, {0.5, 1.5}, {4, 0}).hit);
        CHECK_FALSE(cast(g, {0.5, 1.0}, {4, 0}).hit);
    }
    SECTION("standing on its top and moving down: hit at fraction 0; moving up: no contact") {
        GridRayOutput r = cast(g, {2.5, 1.0}, {0, 1});
        REQUIRE(r.hit);
        CHECK_FALSE(r.startedInside);
        CHECK(r.fraction == 0.0);
        CHECK(r.normal == Vec2{0, -1});
        CHECK_FALSE(cast(g, {2.5, 1.0}, {0, -1}).hit);
    }
    SECTION("a laser mask ignores one-ways") {
        CHECK_FALSE(cast(g, {2.5, 0.5}, {0, 3}, kLaserMask).hit);
    }
}

TEST_CASE("castRay reads out-of-bounds cells as outsideKind and always terminates", "[collision][raycast]") {
    TileGrid g = makeGrid({"....", "....", "..#.", "...."});
    SECTION("a ray leaving the grid hits the boundary when the outside is solid") {
        GridRayOutput r = cast(g, {1.5, 1.5}, {10, 0});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{4, 1.5});
        CHECK(r.fraction == near(0.25));
        CHECK(r.normal == Vec2{-1, 0});
        CHECK(r.cell == Cell{4, 1});
        CHECK(r.kind == TileKind::Solid);
    }
    SECTION("an outside kind the mask ignores lets the ray leave: a miss") {
        g.outsideKind = TileKind::Glass;
        GridRayOutput r = cast(g, {1.5, 1.5}, {10, 0}, kLaserMask);
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 1.0);
    }
    SECTION("a huge translation from inside stops at the boundary with a tiny fraction") {
        GridRayOutput r = cast(g, {1.5, 1.5}, {1e12, 0});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{4, 1.5});
        CHECK(r.fraction == near(2.5e-12, 1e-20));
    }
    SECTION("a huge translation with an empty outside misses at once") {
        g.outsideKind = TileKind::Empty;
        GridRayOutput r = cast(g, {1.5, 0.5}, {1e12, 3e11});
        CHECK_FALSE(r.hit);
        CHECK(r.fraction == 1.0);
    }
    SECTION("a ray from far outside with an empty outside is clipped to the grid and hits inside") {
        g.outsideKind = TileKind::Empty;
        GridRayOutput r = cast(g, {-1e6, 2.5}, {2e6, 0});
        REQUIRE(r.hit);
        CHECK(r.point == Vec2{2, 2.5});
        CHECK(r.fraction == near((1e6 + 2.0) / 2e6, 1e-15));
        CHECK(r.normal == Vec2{-1, 0});
        GridRayOutput huge = cast(g, {1e300, 2.5}, {-2e300, 0});
        REQUIRE(huge.hit);
        CHECK(huge.point == Vec2{3, 2.5});
        CHECK(huge.normal == Vec2{1, 0});
        CHECK(huge.fraction == near(0.5, 1e-12));
    }
    SECTION("an origin outside the grid counts as inside when the outside is solid") {
        GridRayOutput r = cast(g, {-9.5, 1.5}, {10, 0});
        REQUIRE(r.hit);
        CHECK(r.startedInside);
        CHECK(r.cell == Cell{-10, 1});
        CHECK(r.kind == TileKind::Solid);
        CHECK(cast(g, {-2.0, 1.5}, {1, 0}).startedInside);  // on a seam between two outside cells
        GridRayOutput far = cast(g, {1e300, -1e300}, {-1, 1});
        REQUIRE(far.hit);
        CHECK(far.startedInside);
    }
    SECTION("an empty 0 × 0 grid is all outside") {
        TileGrid none;
        CHECK(cast(none, {0.5, 0.5}, {1, 0}).startedInside);
        none.outsideKind = TileKind::Empty;
        CHECK_FALSE(cast(none, {0.5, 0.5}, {1, 0}).hit);
    }
}

TEST_CASE("castRay answers non-finite input with a defined miss", "[collision][raycast]") {
    TileGrid g = makeGrid({"....", ".##.", "...."});
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    SECTION("NaN or infinite origin, translation or maxFraction: hit false, fraction 0") {
        const GridRayInput inputs[] = {
            {{nan, 0.5}, {1, 0}, 1.0, kMovementMask}, {{0.5, 0.5}, {inf, 0}, 1.0, kMovementMask},
            {{0.5, 0.5}, {1, nan}, 1.0, kMovementMask}, {{0.5, 0.5}, {1, 0}, nan, kMovementMask},
            {{0.5, 0.5}, {1, 0}, inf, kMovementMask}, {{-inf, 0.5}, {1, 0}, 1.0, kMovementMask}};
        for (const GridRayInput& in : inputs) {
            GridRayOutput r = castRay(g, in);
            CHECK_FALSE(r.hit);
            CHECK_FALSE(r.startedInside);
            CHECK(r.fraction == 0.0);
        }
    }
    SECTION("a denormal translation component is treated as zero") {
        GridRayOutput tiny = cast(g, {0.5, 1.0}, {4, 1e-310});
        GridRayOutput flat = cast(g, {0.5, 1.0}, {4, 0});
        REQUIRE(tiny.hit);
        CHECK(tiny.point == flat.point);
        CHECK(tiny.normal == flat.normal);
        CHECK(tiny.fraction == flat.fraction);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Brute-force oracle: every face of every blocking cell (plus a ring of outside cells), intersected with the ray
// as a segment by engine::intersectSegments; the smallest fraction over faces the ray meets from the front wins.
// The face sets are written out here independently of raycast.cpp.
// ---------------------------------------------------------------------------------------------------------------
namespace {

struct OracleFace {
    Segment segment;
    Vec2 normal;
    int dx = 0, dy = 0;  ///< neighbour across an axis face (0, 0 for a diagonal)
};

/// The faces of cell (x, y) that stop rays under the mask: full square, '/' legs + diagonal, '\' legs + diagonal,
/// one-way top; outside cells are full squares when outsideKind is in the mask.
std::vector<OracleFace> oracleFaces(const TileGrid& g, int x, int y, TileMask mask) {
    TileKind k = g.at(x, y);
    if (!inMask(mask, k) || k == TileKind::Empty) return {};
    const double X = x, Y = y;
    const OracleFace left{{{X, Y}, {X, Y + 1}}, {-1, 0}, -1, 0}, right{{{X + 1, Y}, {X + 1, Y + 1}}, {1, 0}, 1, 0};
    const OracleFace top{{{X, Y}, {X + 1, Y}}, {0, -1}, 0, -1}, bottom{{{X, Y + 1}, {X + 1, Y + 1}}, {0, 1}, 0, 1};
    if (!g.inBounds(x, y)) return {left, right, top, bottom};
    switch (k) {
    case TileKind::OneWay: return {top};
    case TileKind::SlopeUpRight: return {right, bottom, {{{X, Y + 1}, {X + 1, Y}}, {-kInvSqrt2, -kInvSqrt2}, 0, 0}};
    case TileKind::SlopeUpLeft: return {left, bottom, {{{X, Y}, {X + 1, Y + 1}}, {kInvSqrt2, -kInvSqrt2}, 0, 0}};
    default: return {left, right, top, bottom};
    }
}

/// True when cell (x, y) has a solid AREA face with outward normal n (one-way tops bound no area).
bool hasAreaFace(const TileGrid& g, int x, int y, TileMask mask, Vec2 n) {
    if (g.at(x, y) == TileKind::OneWay && g.inBounds(x, y)) return false;
    for (const OracleFace& f : oracleFaces(g, x, y, mask))
        if (f.normal == n) return true;
    return false;
}

struct OracleResult {
    bool hit = false;
    double fraction = 0.0;
    std::vector<Vec2> normals;  ///< every face met at that fraction
};

/// Nearest front-facing face contact of the ray o + t·d, t in [0, 1]. With `cullCovered`, faces covered by the
/// neighbour's solid area (seams between solid cells) are skipped.
OracleResult oracleCast(const TileGrid& g, Vec2 o, Vec2 d, TileMask mask, bool cullCovered) {
    OracleResult best;
    Vec2 e = o + d;
    int x0 = static_cast<int>(std::floor(std::fmin(o.x, e.x))) - 1, x1 = static_cast<int>(std::floor(std::fmax(o.x, e.x))) + 1;
    int y0 = static_cast<int>(std::floor(std::fmin(o.y, e.y))) - 1, y1 = static_cast<int>(std::floor(std::fmax(o.y, e.y))) + 1;
    x0 = std::max(x0, -1), y0 = std::max(y0, -1), x1 = std::min(x1, g.width()), y1 = std::min(y1, g.height());
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            for (const OracleFace& f : oracleFaces(g, x, y, mask)) {
                if (!(dot(d, f.normal) < 0.0)) continue;  // parallel or facing away
                if (cullCovered && (f.dx != 0 || f.dy != 0) && hasAreaFace(g, x + f.dx, y + f.dy, mask, -f.normal))
                    continue;
                SegmentIntersectionOutput s = intersectSegments({o, e}, f.segment);
                if (!s.hit) continue;
                if (!best.hit || s.fractionA < best.fraction - 1e-9) {
                    best.hit = true;
                    best.fraction = s.fractionA;
                    best.normals.assign(1, f.normal);
                } else if (s.fractionA <= best.fraction + 1e-9) {
                    best.normals.push_back(f.normal);
                }
            }
        }
    }
    return best;
}

/// True when p is strictly inside the solid area of some cell (full square or slope triangle), computed directly.
bool strictlyInsideCell(const TileGrid& g, Vec2 p, TileMask mask) {
    int x = static_cast<int>(std::floor(p.x)), y = static_cast<int>(std::floor(p.y));
    double u = p.x - x, v = p.y - y;
    if (u == 0.0 || v == 0.0) return false;
    TileKind k = g.at(x, y);
    if (!inMask(mask, k) || k == TileKind::Empty) return false;
    if (!g.inBounds(x, y)) return true;
    if (k == TileKind::OneWay) return false;
    if (k == TileKind::SlopeUpRight) return u + v > 1.0;
    if (k == TileKind::SlopeUpLeft) return v > u;
    return true;
}

/// Interior of the solid union, by sampling: all 8 points at distance 1e-3 (directions 10° + k·45°, so every
/// 45° sector is probed and no sample lands on a grid line) are strictly inside some cell's area.
bool sampledInside(const TileGrid& g, Vec2 p, TileMask mask) {
    for (int k = 0; k < 8; ++k) {
        double a = (10.0 + 45.0 * k) * engine::kPi / 180.0;
        if (!strictlyInsideCell(g, p + Vec2{std::cos(a), std::sin(a)} * 1e-3, mask)) return false;
    }
    return true;
}

/// A random level: mostly empty, with every kind of tile.
TileGrid randomGrid(Rng& rng, int w, int h) {
    static const TileKind kinds[] = {TileKind::Solid, TileKind::Solid, TileKind::Solid, TileKind::Mirror,
                                     TileKind::OneWay, TileKind::SlopeUpRight, TileKind::SlopeUpLeft,
                                     TileKind::SlopeUpRight, TileKind::SlopeUpLeft, TileKind::Glass,
                                     TileKind::Breakable, TileKind::SpikesUp, TileKind::Crumbling};
    TileGrid g(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (rng.uniform01() < 0.4) g.set(x, y, kinds[rng.rangeInt(0, 12)]);
    return g;
}

/// The mask used for grid number i: movement, laser, or a random subset of kinds.
TileMask maskFor(int i, Rng& rng) {
    if (i % 3 == 0) return kMovementMask;
    if (i % 3 == 1) return kLaserMask;
    return static_cast<TileMask>(rng.nextU32()) & ((TileMask{1} << kTileKindCount) - 1);
}

} // namespace

TEST_CASE("castRay agrees with a brute-force face oracle on random grids and random rays", "[collision][raycast]") {
    Rng rng(20261121);
    int compared = 0, hits = 0, misses = 0;
    for (int gi = 0; gi < 24; ++gi) {
        TileGrid g = randomGrid(rng, rng.rangeInt(6, 20), rng.rangeInt(6, 20));
        g.outsideKind = gi % 4 == 3 ? TileKind::Empty : (gi % 4 == 2 ? TileKind::Mirror : TileKind::Solid);
        const TileMask mask = maskFor(gi, rng);
        for (int attempt = 0; attempt < 2000 && compared < (gi + 1) * 460; ++attempt) {
            Vec2 o{rng.range(0.0, g.width()), rng.range(0.0, g.height())};
            double fu = o.x - std::floor(o.x), fv = o.y - std::floor(o.y);
            if (fu < 1e-6 || fu > 1 - 1e-6 || fv < 1e-6 || fv > 1 - 1e-6) continue;  // off the grid lines
            if (strictlyInsideCell(g, o, mask)) continue;
            if (std::fabs(fu + fv - 1.0) < 1e-6 || std::fabs(fu - fv) < 1e-6) continue;  // off slope diagonals
            double angle = rng.range(0.0, 2.0 * engine::kPi), len = rng.range(0.5, 25.0);
            Vec2 d{std::cos(angle) * len, std::sin(angle) * len};
            GridRayOutput c = castRay(g, {o, d, 1.0, mask});
            OracleResult ref = oracleCast(g, o, d, mask, false);
            INFO("grid " << gi << " origin (" << o.x << ", " << o.y << ") translation (" << d.x << ", " << d.y << ")");
            REQUIRE(c.hit == ref.hit);
            CHECK_FALSE(c.startedInside);
            ++compared;
            if (!c.hit) {
                ++misses;
                CHECK(c.fraction == 1.0);
                continue;
            }
            ++hits;
            CHECK(c.fraction == near(ref.fraction, 1e-5));
            REQUIRE(ref.normals.size() == 1u);
            CHECK(vecNear(c.normal, ref.normals[0], 1e-12));
            CHECK(vecNear(c.point, o + d * ref.fraction, 1e-5));
        }
    }
    INFO("rays compared: " << compared << " (" << hits << " hits, " << misses << " misses)");
    CHECK(compared >= 10000);
    CHECK(hits >= compared / 2);
    CHECK(misses >= compared / 20);
}

TEST_CASE("castRay agrees with the oracle on lattice rays full of grid-line and corner ties", "[collision][raycast]") {
    // Origins on quarter-tile points (many on grid lines and vertices), directions along the axes, the 45°
    // diagonals and the 2:1 lines, so rays graze faces and pass exactly through vertices. Fractions must match;
    // at a tie the normal must be one of the faces met there and the most opposed to the ray.
    static const Vec2 dirs[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1},
                                {2, 1}, {-2, 1}, {2, -1}, {-2, -1}, {1, 2}, {-1, 2}, {1, -2}, {-1, -2}};
    Rng rng(77);
    int compared = 0, inside = 0, ties = 0;
    for (int gi = 0; gi < 12; ++gi) {
        TileGrid g = randomGrid(rng, rng.rangeInt(5, 10), rng.rangeInt(5, 10));
        g.outsideKind = gi % 3 == 2 ? TileKind::Empty : TileKind::Solid;
        const TileMask mask = maskFor(gi, rng);
        for (int oi = 0; oi < 60; ++oi) {
            Vec2 o{rng.rangeInt(0, g.width() * 4) / 4.0, rng.rangeInt(0, g.height() * 4) / 4.0};
            const bool expectInside = sampledInside(g, o, mask);
            for (const Vec2& dir : dirs) {
                Vec2 d = dir * (rng.rangeInt(1, 12) / 2.0);
                GridRayOutput c = castRay(g, {o, d, 1.0, mask});
                INFO("grid " << gi << " origin (" << o.x << ", " << o.y << ") translation (" << d.x << ", " << d.y << ")");
                REQUIRE(c.startedInside == expectInside);
                ++compared;
                if (expectInside) {
                    ++inside;
                    continue;
                }
                OracleResult ref = oracleCast(g, o, d, mask, true);
                REQUIRE(c.hit == ref.hit);
                if (!c.hit) continue;
                CHECK(c.fraction == near(ref.fraction, 1e-9));
                double best = 0.0;
                bool listed = false;
                for (const Vec2& n : ref.normals) {
                    best = std::fmin(best, dot(d, n));
                    listed = listed || vecNear(n, c.normal, 1e-12);
                }
                if (ref.normals.size() > 1) ++ties;
                CHECK(listed);
                CHECK(dot(d, c.normal) <= best + 1e-12);
            }
        }
    }
    INFO("lattice rays compared: " << compared << " (" << inside << " started inside, " << ties << " ties)");
    CHECK(compared >= 10000);
    CHECK(ties >= 100);
    CHECK(inside >= 100);
}

TEST_CASE("surfaceFaceBits lists the faces of a cell that castRay stops at", "[collision][raycast]") {
    TileGrid g = makeGrid({"......",
                           ".##-..",
                           ".##...",
                           "......"},
                          TileKind::Empty);
    auto bit = [](CellFace f) { return 1u << static_cast<unsigned>(f); };
    SECTION("a corner cell of a block: its two outer faces, not the seams it shares with the block") {
        CHECK(surfaceFaceBits(g, {1, 1}, kMovementMask) == (bit(CellFace::Left) | bit(CellFace::Top)));
        CHECK(isSurfaceFace(g, {1, 1}, CellFace::Left, kMovementMask));
        CHECK_FALSE(isSurfaceFace(g, {1, 1}, CellFace::Right, kMovementMask));
    }
    SECTION("a one-way platform: its top only; the block beside it keeps its right face (a one-way covers nothing)") {
        CHECK(surfaceFaceBits(g, {3, 1}, kMovementMask) == bit(CellFace::Top));
        CHECK(surfaceFaceBits(g, {2, 1}, kMovementMask) == (bit(CellFace::Right) | bit(CellFace::Top)));
    }
    SECTION("an empty cell, or a cell whose kind the mask leaves out, has none") {
        CHECK(surfaceFaceBits(g, {0, 0}, kMovementMask) == 0u);
        CHECK(surfaceFaceBits(g, {3, 1}, kLaserMask) == 0u);
    }
    SECTION("outside the grid: full squares when the outside blocks, with surfaces only toward open cells") {
        g.outsideKind = TileKind::Solid;
        CHECK(surfaceFaceBits(g, {0, -1}, kMovementMask) == bit(CellFace::Bottom));
        CHECK(isSurfaceFace(g, {-1, 1}, CellFace::Right, kMovementMask));
        CHECK_FALSE(isSurfaceFace(g, {-1, 1}, CellFace::Left, kMovementMask));  // outside on both sides
    }
}
