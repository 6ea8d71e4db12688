#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "engine/render/view_cull.h"

namespace {

/// Append triangle (a, b, c) with one colour (the colour tells triangles apart after culling).
void triangle(sf::VertexArray& va, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Uint8 tag) {
    for (sf::Vector2f p : {a, b, c})
        va.append(sf::Vertex(p, sf::Color(tag, 0, 0)));
}

} // namespace

TEST_CASE("viewRect is the view's centre plus or minus half its size", "[render]") {
    sf::View v(sf::FloatRect(100, 50, 482, 272));
    const sf::FloatRect r = engine::viewRect(v);
    CHECK(r.left == 100.0f);
    CHECK(r.top == 50.0f);
    CHECK(r.width == 482.0f);
    CHECK(r.height == 272.0f);
}

TEST_CASE("cullTriangles drops the triangles wholly outside the rectangle and keeps the rest in order", "[render]") {
    const sf::FloatRect view(0, 0, 100, 100);
    sf::VertexArray va(sf::Triangles);
    triangle(va, {10, 10}, {20, 10}, {10, 20}, 1);      // inside
    triangle(va, {-50, 10}, {-20, 10}, {-30, 40}, 2);   // left of it
    triangle(va, {-50, -50}, {150, -50}, {50, 150}, 3); // corners outside, but it covers the view
    triangle(va, {10, 200}, {20, 300}, {90, 250}, 4);   // below it
    triangle(va, {95, 95}, {120, 95}, {95, 120}, 5);    // straddles the corner
    REQUIRE(engine::cullTriangles(va, view) == 6);
    REQUIRE(va.getVertexCount() == 9);
    CHECK(va[0].color.r == 1);
    CHECK(va[3].color.r == 3);
    CHECK(va[6].color.r == 5);
    CHECK(va[7].position == sf::Vector2f(120, 95));
}

TEST_CASE("cullTriangles keeps what touches the grown rectangle and what it cannot judge", "[render]") {
    const sf::FloatRect view(0, 0, 100, 100);
    sf::VertexArray va(sf::Triangles);
    SECTION("a triangle within the margin stays") {
        triangle(va, {-30, 10}, {-1, 10}, {-10, 40}, 1);
        CHECK(engine::cullTriangles(va, view, 1.0f) == 0);
        CHECK(va.getVertexCount() == 3);
    }
    SECTION("the same triangle goes without a margin") {
        triangle(va, {-30, 10}, {-1, 10}, {-10, 40}, 1);
        CHECK(engine::cullTriangles(va, view, 0.0f) == 3);
        CHECK(va.getVertexCount() == 0);
    }
    SECTION("a triangle with a NaN corner stays") {
        const float nan = std::numeric_limits<float>::quiet_NaN();
        triangle(va, {nan, nan}, {-20, 10}, {-30, 40}, 1);
        CHECK(engine::cullTriangles(va, view) == 0);
    }
    SECTION("trailing vertices that make no whole triangle stay after the kept ones") {
        triangle(va, {-50, 10}, {-20, 10}, {-30, 40}, 1);
        triangle(va, {10, 10}, {20, 10}, {10, 20}, 2);
        va.append(sf::Vertex({500, 500}, sf::Color(9, 0, 0)));
        CHECK(engine::cullTriangles(va, view) == 3);
        REQUIRE(va.getVertexCount() == 4);
        CHECK(va[0].color.r == 2);
        CHECK(va[3].color.r == 9);
    }
}

TEST_CASE("cullTriangles leaves arrays of other primitive types alone", "[render]") {
    sf::VertexArray strip(sf::TriangleStrip);
    for (sf::Vector2f p : {sf::Vector2f(-50, -50), {-40, -50}, {-50, -40}, {-40, -40}})
        strip.append(sf::Vertex(p));
    CHECK(engine::cullTriangles(strip, {0, 0, 100, 100}) == 0);
    CHECK(strip.getVertexCount() == 4);
}
