#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "engine/render/glow_line.h"

namespace {
/// Largest distance of any vertex from the infinite line through a and b.
float maxDistanceFromLine(const sf::VertexArray& va, sf::Vector2f a, sf::Vector2f b) {
    sf::Vector2f d = b - a;
    float len = std::sqrt(d.x * d.x + d.y * d.y);
    float m = 0;
    for (std::size_t i = 0; i < va.getVertexCount(); ++i) {
        sf::Vector2f p = va[i].position - a;
        m = std::max(m, std::abs(p.x * d.y - p.y * d.x) / len);
    }
    return m;
}
} // namespace

TEST_CASE("appendGlowLine builds a core band and a fading halo band", "[render]") {
    sf::VertexArray va(sf::Triangles);
    const sf::Color core(255, 250, 240), halo(255, 40, 80, 160);
    engine::appendGlowLine(va, {10, 20}, {110, 20}, core, halo, 2.0f);
    REQUIRE(va.getVertexCount() == engine::kGlowLineVertices);
    SECTION("the halo is haloFactor times the core width") {
        CHECK(maxDistanceFromLine(va, {10, 20}, {110, 20}) == Approx(2.0f * engine::kGlowHaloFactor * 0.5f));
    }
    SECTION("halo vertices on the centre line are opaque halo colour, at the edges transparent") {
        int centre = 0, edge = 0;
        for (std::size_t i = 0; i < 12; ++i) {
            if (va[i].position.y == Approx(20.0f)) {
                CHECK(va[i].color == halo);
                ++centre;
            } else {
                CHECK(va[i].color.a == 0);
                ++edge;
            }
        }
        CHECK(centre == 6);
        CHECK(edge == 6);
    }
    SECTION("the core is solid and one width across, capped by half a width") {
        for (std::size_t i = 12; i < 18; ++i) {
            CHECK(va[i].color == core);
            CHECK(std::abs(va[i].position.y - 20.0f) == Approx(1.0f));
            CHECK((va[i].position.x == Approx(9.0f) || va[i].position.x == Approx(111.0f)));
        }
    }
}

TEST_CASE("appendGlowLine follows diagonal segments", "[render]") {
    sf::VertexArray va(sf::Triangles);
    engine::appendGlowLine(va, {0, 0}, {30, 40}, sf::Color::White, sf::Color::Red, 3.0f, 2.0f);
    CHECK(maxDistanceFromLine(va, {0, 0}, {30, 40}) == Approx(3.0f));
}

TEST_CASE("appendGlowLine appends nothing for degenerate input", "[render]") {
    sf::VertexArray va(sf::Triangles);
    const float nan = std::numeric_limits<float>::quiet_NaN();
    engine::appendGlowLine(va, {5, 5}, {5, 5}, sf::Color::White, sf::Color::Red, 2.0f);
    engine::appendGlowLine(va, {5, 5}, {6, 5}, sf::Color::White, sf::Color::Red, 0.0f);
    engine::appendGlowLine(va, {nan, 5}, {6, 5}, sf::Color::White, sf::Color::Red, 1.0f);
    CHECK(va.getVertexCount() == 0);
}

TEST_CASE("appendGlowPolyline draws one glow line per segment", "[render]") {
    sf::VertexArray va(sf::Triangles);
    engine::appendGlowPolyline(va, {{0, 0}, {10, 0}, {10, 10}, {0, 10}}, sf::Color::White, sf::Color::Red,
                               1.0f);
    CHECK(va.getVertexCount() == 3 * engine::kGlowLineVertices);
    va.clear();
    engine::appendGlowPolyline(va, {{0, 0}}, sf::Color::White, sf::Color::Red, 1.0f);
    CHECK(va.getVertexCount() == 0);
}

TEST_CASE("appendGlowDot is a fan fading to transparent at its radius", "[render]") {
    sf::VertexArray va(sf::Triangles);
    engine::appendGlowDot(va, {50, 50}, 8.0f, sf::Color(10, 200, 255), 16);
    REQUIRE(va.getVertexCount() == 48);
    for (std::size_t i = 0; i < va.getVertexCount(); i += 3) {
        CHECK(va[i].position == sf::Vector2f(50, 50));
        CHECK(va[i].color.a == 255);
        sf::Vector2f r = va[i + 1].position - sf::Vector2f(50, 50);
        CHECK(std::sqrt(r.x * r.x + r.y * r.y) == Approx(8.0f));
        CHECK(va[i + 1].color.a == 0);
    }
}
