// Tests for engine/collision/tile_grid.h: bounds, outsideKind, revision bumps, cellAt.
#include <catch2/catch.hpp>

#include "engine/collision/tile_grid.h"
#include "grid_test_util.h"

using namespace engine;

TEST_CASE("TileGrid reads its cells in bounds and outsideKind everywhere else", "[collision][tile_grid]") {
    SECTION("a new grid has its size and fill and reports which cells are in bounds") {
        TileGrid g(3, 2, TileKind::Glass);
        CHECK(g.width() == 3);
        CHECK(g.height() == 2);
        CHECK(g.cells().size() == 6u);
        CHECK(g.inBounds(0, 0));
        CHECK(g.inBounds(2, 1));
        CHECK_FALSE(g.inBounds(3, 0));
        CHECK_FALSE(g.inBounds(0, 2));
        CHECK_FALSE(g.inBounds(-1, 0));
        CHECK_FALSE(g.inBounds(0, -1));
        CHECK(g.at(2, 1) == TileKind::Glass);
    }
    SECTION("out-of-bounds cells read as Solid by default and as any chosen outsideKind") {
        TileGrid g(2, 2);
        CHECK(g.at(-1, 0) == TileKind::Solid);
        CHECK(g.at(0, 2) == TileKind::Solid);
        CHECK(g.at(Cell{5, 5}) == TileKind::Solid);
        g.outsideKind = TileKind::Empty;
        CHECK(g.at(-1, -1) == TileKind::Empty);
        CHECK(g.at(1, 1) == TileKind::Empty);
    }
    SECTION("negative sizes are clamped to an empty grid whose every cell is outside") {
        TileGrid g(-4, 3);
        CHECK(g.width() == 0);
        CHECK(g.height() == 3);
        CHECK(g.cells().empty());
        CHECK(g.at(0, 0) == TileKind::Solid);
    }
    SECTION("cells are stored row-major, row 0 at the top") {
        TileGrid g = gridtest::makeGrid({"#..", "..M"});
        CHECK(g.cells()[0] == TileKind::Solid);
        CHECK(g.cells()[5] == TileKind::Mirror);
        CHECK(g.at(2, 1) == TileKind::Mirror);
        CHECK(g.at(0, 1) == TileKind::Empty);
    }
}

TEST_CASE("TileGrid::set bumps the revision only when a cell changes", "[collision][tile_grid]") {
    TileGrid g(4, 4);
    const std::uint32_t r0 = g.revision();
    SECTION("changing a cell bumps the revision once") {
        g.set(1, 2, TileKind::Solid);
        CHECK(g.at(1, 2) == TileKind::Solid);
        CHECK(g.revision() == r0 + 1);
    }
    SECTION("writing the value already there leaves the revision alone") {
        g.set(1, 2, TileKind::Empty);
        CHECK(g.revision() == r0);
        g.set(1, 2, TileKind::Mirror);
        g.set(1, 2, TileKind::Mirror);
        CHECK(g.revision() == r0 + 1);
    }
    SECTION("out-of-bounds writes are ignored and do not bump the revision") {
        g.set(-1, 0, TileKind::Solid);
        g.set(4, 0, TileKind::Solid);
        g.set(0, 99, TileKind::Solid);
        CHECK(g.revision() == r0);
        for (TileKind k : g.cells()) CHECK(k == TileKind::Empty);
    }
}

TEST_CASE("cellAt floors each coordinate, negatives included", "[collision][tile_grid]") {
    SECTION("positive coordinates and exact integers (cells are half-open)") {
        CHECK(cellAt(0.0, 0.0) == Cell{0, 0});
        CHECK(cellAt(2.999, 1.5) == Cell{2, 1});
        CHECK(cellAt(3.0, 1.0) == Cell{3, 1});
    }
    SECTION("negative coordinates round toward minus infinity") {
        CHECK(cellAt(-0.25, -0.75) == Cell{-1, -1});
        CHECK(cellAt(-1.0, -2.0) == Cell{-1, -2});
        CHECK(cellAt(-1.5, 0.5) == Cell{-2, 0});
    }
    SECTION("Cell equality compares both coordinates") {
        CHECK(Cell{1, 2} == Cell{1, 2});
        CHECK(Cell{1, 2} != Cell{2, 1});
    }
}

TEST_CASE("tile masks classify the kinds as documented", "[collision][tile_grid]") {
    SECTION("glass blocks bodies but not lasers or sight") {
        CHECK(inMask(kMovementMask, TileKind::Glass));
        CHECK_FALSE(inMask(kLaserMask, TileKind::Glass));
        CHECK_FALSE(inMask(kSightMask, TileKind::Glass));
    }
    SECTION("one-ways block bodies only; mirrors and slopes reflect; spikes never block") {
        CHECK(inMask(kMovementMask, TileKind::OneWay));
        CHECK_FALSE(inMask(kLaserMask, TileKind::OneWay));
        CHECK(inMask(kReflectMask, TileKind::Mirror));
        CHECK(inMask(kReflectMask, TileKind::SlopeUpLeft));
        CHECK_FALSE(inMask(kReflectMask, TileKind::Solid));
        CHECK_FALSE(inMask(kMovementMask | kLaserMask, TileKind::SpikesUp));
        CHECK(isSlope(TileKind::SlopeUpRight));
        CHECK_FALSE(isSlope(TileKind::Solid));
    }
}
