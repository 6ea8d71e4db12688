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

TEST_CASE("collect gathers only the cells a view meets, across chunk borders", "[render]") {
    TileGrid g(40, 40);
    for (int y = 0; y < 40; ++y)
        for (int x = 0; x < 40; ++x)
            g.set(x, y, TileKind::Solid);
    engine::TileMapRenderer map;
    map.build(g, nullptr, solidOnly, 16);
    sf::VertexArray out;
    SECTION("a view inside one cell, away from its edges, meets that cell alone") {
        map.collect({20.0f, 20.0f, 8.0f, 8.0f}, out);
        REQUIRE(out.getVertexCount() == 6);
        CHECK(out[0].position == sf::Vector2f(16, 16));
    }
    SECTION("a 3 x 2-cell view straddling the chunk corner at (16, 16) meets 4 x 3 cells (grown by a pixel)") {
        // x from 15.5 to 18.5 cells, y from 14.5 to 16.5 cells: columns 15..18, rows 14..16 plus the pixel margin.
        map.collect({15.5f * 16, 14.5f * 16, 3 * 16, 2 * 16}, out);
        CHECK(out.getVertexCount() == 4 * 3 * 6);
        // Chunk (0, 0) comes first: its row 14, cell 15.
        CHECK(out[0].position == sf::Vector2f(15 * 16, 14 * 16));
    }
    SECTION("a view off the grid meets nothing") {
        map.collect({-500.0f, -500.0f, 100.0f, 100.0f}, out);
        CHECK(out.getVertexCount() == 0);
    }
    SECTION("a view over the whole grid gathers every vertex") {
        map.collect({0.0f, 0.0f, 640.0f, 640.0f}, out);
        CHECK(out.getVertexCount() == map.vertexCount());
    }
}

TEST_CASE("collect skips the empty cells and follows rebuilt chunks", "[render]") {
    TileGrid g(20, 20);
    g.set(2, 2, TileKind::Solid);
    g.set(17, 2, TileKind::Solid);
    engine::TileMapRenderer map;
    map.build(g, nullptr, solidOnly, 16);
    sf::VertexArray out;
    map.collect({0.0f, 0.0f, 320.0f, 320.0f}, out);
    CHECK(out.getVertexCount() == 12);
    g.set(3, 2, TileKind::Solid);
    map.update(g);
    map.collect({3 * 16 + 2.0f, 2 * 16 + 2.0f, 8.0f, 8.0f}, out);
    REQUIRE(out.getVertexCount() == 6);
    CHECK(out[0].position == sf::Vector2f(48, 32));
}
