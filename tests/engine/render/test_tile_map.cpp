#include <catch2/catch.hpp>

#include "engine/render/tile_map.h"

using engine::TileGrid;
using engine::TileKind;

namespace {
/// Every solid cell drawn as a full square.
engine::TileVisual solidOnly(const TileGrid& g, int x, int y) {
    engine::TileVisual v;
    v.draw = g.at(x, y) == TileKind::Solid;
    return v;
}
} // namespace

TEST_CASE("TileMapRenderer splits the grid into chunks and draws only what is there", "[render]") {
    TileGrid g(40, 20);
    g.set(0, 0, TileKind::Solid);
    g.set(39, 19, TileKind::Solid);
    engine::TileMapRenderer map;
    map.build(g, nullptr, solidOnly);
    CHECK(map.chunkCount() == 3 * 2);
    CHECK(map.vertexCount() == 2 * 6);
}

TEST_CASE("TileMapRenderer rebuilds after a cell changes", "[render]") {
    TileGrid g(20, 20);
    engine::TileMapRenderer map;
    map.build(g, nullptr, solidOnly);
    CHECK(map.vertexCount() == 0);
    g.set(5, 5, TileKind::Solid);
    map.update(g);
    CHECK(map.vertexCount() == 6);
}

TEST_CASE("A forced update notices a different grid with the same revision", "[render]") {
    TileGrid original(20, 20);
    TileGrid crumbled = original;
    crumbled.set(3, 3, TileKind::Solid);
    crumbled.set(3, 3, TileKind::Empty); // revision + 2, no solid cell
    TileGrid other = original;
    other.set(7, 7, TileKind::Solid);
    other.set(8, 7, TileKind::Solid); // revision + 2, two solid cells
    REQUIRE(crumbled.revision() == other.revision());
    engine::TileMapRenderer map;
    map.build(crumbled, nullptr, solidOnly);
    REQUIRE(map.vertexCount() == 0);
    SECTION("a plain update trusts the revision (and stays stale)") {
        map.update(other);
        CHECK(map.vertexCount() == 0);
    }
    SECTION("a forced one compares the cells and redraws") {
        map.update(other, true);
        CHECK(map.vertexCount() == 12);
    }
}
