#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "engine/render/decor.h"

using engine::TileGrid;
using engine::TileKind;

namespace {
/// A grid from rows of '#' (solid) and '.' (empty).
TileGrid gridOf(const std::vector<std::string>& rows) {
    TileGrid g(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()));
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x)
            if (rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == '#')
                g.set(x, y, TileKind::Solid);
    return g;
}
bool solid(TileKind k) { return k == TileKind::Solid; }
} // namespace

TEST_CASE("neighbourMask sets N=1 E=2 S=4 W=8 for same-material neighbours", "[render]") {
    TileGrid g = gridOf({"....", ".##.", ".#..", "...."});
    CHECK(engine::neighbourMask(g, 1, 1, solid) == (2 | 4));
    CHECK(engine::neighbourMask(g, 2, 1, solid) == 8);
    CHECK(engine::neighbourMask(g, 1, 2, solid) == 1);
    SECTION("outside the grid reads as solid, so border walls join the outside") {
        TileGrid full = gridOf({"##", "##"});
        CHECK(engine::neighbourMask(full, 0, 0, solid) == 15);
    }
}

TEST_CASE("cellHash gives known values and spreads neighbouring cells", "[render]") {
    // Known values: the decoration of a shipped level depends on them.
    CHECK(engine::cellHash(3, 4, 1) == 0xbd4d0c46u);
    CHECK(engine::cellHash(16, 9, 42) == 0x34aee3c2u);
    CHECK(engine::cellHash(-5, 17, 7) == 0x43c474e8u);
    std::set<std::uint32_t> seen;
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            seen.insert(engine::cellHash(x, y, 7) % 4u);
    CHECK(seen.size() == 4);
    CHECK(engine::cellHash(3, 4, 1) != engine::cellHash(3, 4, 2));
}

TEST_CASE("placeTorches puts torches on walls above floors, spaced, the same every time", "[render]") {
    TileGrid g = gridOf({
        "##############################",
        "#............................#",
        "#............................#",
        "#............................#",
        "#............................#",
        "##############################",
    });
    engine::TorchRules rules;
    rules.chancePercent = 100;
    std::vector<engine::Cell> t = engine::placeTorches(g, rules);
    REQUIRE(!t.empty());
    CHECK(t == engine::placeTorches(g, rules));
    for (std::size_t i = 0; i < t.size(); ++i) {
        CHECK(g.at(t[i].x, t[i].y) == TileKind::Empty);
        CHECK(g.at(t[i].x, t[i].y + rules.heightAboveFloor + 1) == TileKind::Solid);
        for (std::size_t j = 0; j < i; ++j)
            CHECK((std::abs(t[i].x - t[j].x) >= rules.spacing || std::abs(t[i].y - t[j].y) > 2));
    }
    SECTION("no torches hang in the open, far from any wall") {
        TileGrid open =
            gridOf({"..........", "..........", "..........", "..........", "..........", "##########"});
        open.outsideKind = TileKind::Empty;
        CHECK(engine::placeTorches(open, rules).empty());
    }
}
