#include <catch2/catch.hpp>

#include <cstdlib>

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

TEST_CASE("cellsMeeting names the cells a view meets, grown by a pixel and not clamped to the grid", "[render]") {
    TileGrid g(4, 4);
    engine::TileMapRenderer map;
    map.build(g, nullptr, solidOnly);
    SECTION("a view inside one cell, away from its edges") {
        CHECK(map.cellsMeeting({18, 18, 8, 8}) == sf::IntRect(1, 1, 1, 1));
    }
    SECTION("a view on a cell's edges reaches its neighbours by the extra pixel") {
        CHECK(map.cellsMeeting({16, 16, 16, 16}) == sf::IntRect(0, 0, 3, 3));
    }
    SECTION("a view beyond the grid keeps the cells outside it") {
        CHECK(map.cellsMeeting({-40, 50, 30, 30}) == sf::IntRect(-3, 3, 3, 3));
    }
}

TEST_CASE("cellOpaque names the cells a flat-colour map covers completely", "[render]") {
    TileGrid g(20, 4);
    g.set(1, 1, TileKind::Solid);      // full, alpha 255
    g.set(2, 1, TileKind::Mirror);     // full, alpha 200
    g.set(3, 1, TileKind::OneWay);     // a strip
    g.set(4, 1, TileKind::Breakable);  // not drawn
    engine::TileMapRenderer map;
    map.build(g, nullptr, [](const TileGrid& grid, int x, int y) {
        engine::TileVisual v;
        const TileKind k = grid.at(x, y);
        v.draw = k == TileKind::Solid || k == TileKind::Mirror || k == TileKind::OneWay;
        v.color = k == TileKind::Mirror ? sf::Color(255, 255, 255, 200) : sf::Color::White;
        v.shape = k == TileKind::OneWay ? engine::TileShape::TopStrip : engine::TileShape::Full;
        return v;
    });
    SECTION("a full cell at alpha 255 is opaque") { CHECK(map.cellOpaque(1, 1)); }
    SECTION("a translucent, a partial and an undrawn cell are not") {
        CHECK_FALSE(map.cellOpaque(2, 1));
        CHECK_FALSE(map.cellOpaque(3, 1));
        CHECK_FALSE(map.cellOpaque(4, 1));
        CHECK_FALSE(map.cellOpaque(0, 0));
    }
    SECTION("cells outside the grid are never opaque") {
        CHECK_FALSE(map.cellOpaque(-1, 1));
        CHECK_FALSE(map.cellOpaque(20, 1));
        CHECK_FALSE(map.cellOpaque(1, 4));
    }
    SECTION("an update follows a changed cell") {
        g.set(1, 1, TileKind::Empty);
        g.set(5, 2, TileKind::Solid);
        map.update(g);
        CHECK_FALSE(map.cellOpaque(1, 1));
        CHECK(map.cellOpaque(5, 2));
    }
}

TEST_CASE("wrapPoint maps world pixels into a wrap-around buffer, negatives included", "[render]") {
    const sf::Vector2i size(482, 272);
    CHECK(engine::wrapPoint({0, 0}, size) == sf::Vector2i(0, 0));
    CHECK(engine::wrapPoint({500, 300}, size) == sf::Vector2i(18, 28));
    CHECK(engine::wrapPoint({-1, -273}, size) == sf::Vector2i(481, 271));
}

TEST_CASE("wrappedPieces cuts a rectangle at the buffer's wrap lines", "[render]") {
    const sf::Vector2i size(100, 50);
    SECTION("a rectangle inside one wrap cell stays whole") {
        const auto pieces = engine::wrappedPieces({210, 60, 40, 20}, size);
        REQUIRE(pieces.size() == 1);
        CHECK(pieces[0] == sf::IntRect(210, 60, 40, 20));
    }
    SECTION("a buffer-sized rectangle off the grid gives four pieces that tile it, row by row") {
        const auto pieces = engine::wrappedPieces({130, -20, 100, 50}, size);
        REQUIRE(pieces.size() == 4);
        CHECK(pieces[0] == sf::IntRect(130, -20, 70, 20));
        CHECK(pieces[1] == sf::IntRect(200, -20, 30, 20));
        CHECK(pieces[2] == sf::IntRect(130, 0, 70, 30));
        CHECK(pieces[3] == sf::IntRect(200, 0, 30, 30));
        // Each piece lands on its own part of the buffer, together covering all of it once.
        int area = 0;
        for (const sf::IntRect& p : pieces) {
            const sf::Vector2i at = engine::wrapPoint({p.left, p.top}, size);
            CHECK(at.x + p.width <= size.x);
            CHECK(at.y + p.height <= size.y);
            area += p.width * p.height;
        }
        CHECK(area == size.x * size.y);
    }
    SECTION("an empty rectangle gives nothing") {
        CHECK(engine::wrappedPieces({5, 5, 0, 10}, size).empty());
    }
}

TEST_CASE("scrolledStrips names what a moved view newly shows", "[render]") {
    const sf::Vector2i size(100, 50);
    SECTION("no move, nothing new") {
        CHECK(engine::scrolledStrips({10, 10}, {10, 10}, size).empty());
    }
    SECTION("right and up: a column at the right edge and a row at the top") {
        const auto s = engine::scrolledStrips({10, 10}, {13, 8}, size);
        REQUIRE(s.size() == 2);
        CHECK(s[0] == sf::IntRect(110, 8, 3, 50));
        CHECK(s[1] == sf::IntRect(13, 8, 100, 2));
    }
    SECTION("left and down: a column at the left edge and a row at the bottom") {
        const auto s = engine::scrolledStrips({10, 10}, {6, 15}, size);
        REQUIRE(s.size() == 2);
        CHECK(s[0] == sf::IntRect(6, 15, 4, 50));
        CHECK(s[1] == sf::IntRect(6, 60, 100, 5));
    }
    SECTION("a jump of a whole view or more redraws everything") {
        const auto s = engine::scrolledStrips({10, 10}, {10, 60}, size);
        REQUIRE(s.size() == 1);
        CHECK(s[0] == sf::IntRect(10, 60, 100, 50));
    }
}

TEST_CASE("cellOpaque reads a textured map's texels: every one of the cell's rectangle must be opaque",
          "[render][gl]") {
    INFO("needs a display: ctest runs the [gl] cases under Xvfb (tests/tools/gl_unit_tests.sh)");
    REQUIRE(std::getenv("DISPLAY") != nullptr);
    // A 32 x 16 texture: the left 16 x 16 tile opaque, the right one opaque but for one transparent texel.
    sf::Image img;
    img.create(32, 16, sf::Color(90, 60, 40));
    img.setPixel(27, 9, sf::Color(90, 60, 40, 0));
    sf::Texture tex;
    REQUIRE(tex.loadFromImage(img));
    TileGrid g(3, 1);
    g.set(0, 0, TileKind::Solid);
    g.set(1, 0, TileKind::Mirror);
    g.set(2, 0, TileKind::Glass);
    auto visual = [](const TileGrid& grid, int x, int y) {
        engine::TileVisual v;
        v.draw = true;
        v.texRect = grid.at(x, y) == TileKind::Mirror ? sf::IntRect(16, 0, 16, 16)
                    : grid.at(x, y) == TileKind::Glass ? sf::IntRect(24, 8, 16, 16)  // half outside the texture
                                                       : sf::IntRect(0, 0, 16, 16);
        return v;
    };
    SECTION("a sharp texture: only the fully opaque rectangle inside the texture counts") {
        engine::TileMapRenderer map;
        map.build(g, &tex, visual);
        CHECK(map.cellOpaque(0, 0));
        CHECK_FALSE(map.cellOpaque(1, 0));
        CHECK_FALSE(map.cellOpaque(2, 0));
    }
    SECTION("a smooth texture samples its neighbours: never opaque") {
        tex.setSmooth(true);
        engine::TileMapRenderer map;
        map.build(g, &tex, visual);
        CHECK_FALSE(map.cellOpaque(0, 0));
    }
}
