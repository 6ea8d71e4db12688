#include <catch2/catch.hpp>

#include <cstdlib>

#include "engine/render/opaque_runs.h"

namespace {

/// Append a triangle whose vertices have alphas a0, a1, a2 (red, the rest of the colour does not matter).
void triangle(sf::VertexArray& va, sf::Uint8 a0, sf::Uint8 a1, sf::Uint8 a2) {
    for (sf::Uint8 a : {a0, a1, a2})
        va.append(sf::Vertex({0, 0}, sf::Color(255, 0, 0, a)));
}

/// A w × h quad (two triangles) at (x, y) in colour c.
void quad(sf::VertexArray& va, float x, float y, float w, float h, sf::Color c) {
    const sf::Vector2f p[4] = {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
    for (int i : {0, 1, 2, 0, 2, 3})
        va.append(sf::Vertex(p[i], c));
}

} // namespace

TEST_CASE("opaqueRuns groups consecutive triangles by whether all their vertices are opaque", "[render]") {
    sf::VertexArray va(sf::Triangles);
    SECTION("an empty array has no run") { CHECK(engine::opaqueRuns(va).empty()); }
    SECTION("alternating triangles make runs in order, one translucent vertex makes a triangle translucent") {
        triangle(va, 255, 255, 255);
        triangle(va, 255, 255, 255);
        triangle(va, 255, 254, 255);
        triangle(va, 0, 0, 0);
        triangle(va, 255, 255, 255);
        const std::vector<engine::TriangleRun> runs = engine::opaqueRuns(va);
        REQUIRE(runs.size() == 3);
        CHECK((runs[0].first == 0 && runs[0].count == 6 && runs[0].opaque));
        CHECK((runs[1].first == 6 && runs[1].count == 6 && !runs[1].opaque));
        CHECK((runs[2].first == 12 && runs[2].count == 3 && runs[2].opaque));
    }
    SECTION("a trailing partial triangle ends the list in a run that is not opaque") {
        triangle(va, 255, 255, 255);
        va.append(sf::Vertex({0, 0}, sf::Color::White));
        const std::vector<engine::TriangleRun> runs = engine::opaqueRuns(va);
        REQUIRE(runs.size() == 2);
        CHECK((runs[0].count == 3 && runs[0].opaque));
        CHECK((runs[1].first == 3 && runs[1].count == 1 && !runs[1].opaque));
    }
    SECTION("an array of another primitive type is one run that is not opaque") {
        va.setPrimitiveType(sf::TriangleStrip);
        triangle(va, 255, 255, 255);
        const std::vector<engine::TriangleRun> runs = engine::opaqueRuns(va);
        REQUIRE(runs.size() == 1);
        CHECK((runs[0].first == 0 && runs[0].count == 3 && !runs[0].opaque));
    }
}

TEST_CASE("drawOpaqueRuns draws the same pixels as one alpha-blended draw", "[render][gl]") {
    INFO("needs a display: ctest runs the [gl] cases under Xvfb (tests/tools/gl_unit_tests.sh)");
    REQUIRE(std::getenv("DISPLAY") != nullptr);
    // Opaque and translucent quads overlapping in both orders, over a background that is not black.
    sf::VertexArray va(sf::Triangles);
    quad(va, 0, 0, 32, 32, sf::Color(20, 40, 60));
    quad(va, 4, 4, 16, 16, sf::Color(250, 10, 10, 120));
    quad(va, 8, 8, 16, 16, sf::Color(10, 200, 30));
    quad(va, 12, 2, 10, 20, sf::Color(90, 90, 255, 60));
    sf::RenderTexture a, b;
    REQUIRE(a.create(32, 32));
    REQUIRE(b.create(32, 32));
    a.clear(sf::Color(200, 100, 0));
    a.draw(va);
    a.display();
    b.clear(sf::Color(200, 100, 0));
    CHECK(engine::drawOpaqueRuns(b, va, sf::RenderStates::Default) == 4);
    b.display();
    const sf::Image ia = a.getTexture().copyToImage(), ib = b.getTexture().copyToImage();
    int differing = 0;
    for (unsigned y = 0; y < 32; ++y)
        for (unsigned x = 0; x < 32; ++x)
            differing += ia.getPixel(x, y) != ib.getPixel(x, y) ? 1 : 0;
    CHECK(differing == 0);
    CHECK(ib.getPixel(10, 10) == sf::Color(10, 200, 30));  // an opaque quad replaced what was under it
}
