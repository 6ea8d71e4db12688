#include <catch2/catch.hpp>

#include "engine/render/sprite_batch.h"

using engine::SpriteRect;

TEST_CASE("appendSprite puts the sprite's origin at the position", "[render]") {
    SpriteRect s{100, 50, 16, 20, 8, 20};
    sf::VertexArray va(sf::Triangles);
    engine::appendSprite(va, s, {{40, 60}});
    REQUIRE(va.getVertexCount() == 6);
    CHECK(va[0].position == sf::Vector2f(32, 40));
    CHECK(va[2].position == sf::Vector2f(48, 60));
    CHECK(va[0].texCoords == sf::Vector2f(100, 50));
    CHECK(va[2].texCoords == sf::Vector2f(116, 70));
}

TEST_CASE("appendSprite mirrors about the origin when flipped", "[render]") {
    SpriteRect s{0, 0, 16, 16, 4, 16};
    sf::VertexArray va(sf::Triangles);
    engine::appendSprite(va, s, {{100, 100}, true});
    // The origin column stays at x = 100: 4 px of sprite now lie right of it, 12 px left.
    CHECK(va[0].position == sf::Vector2f(88, 84));
    CHECK(va[1].position == sf::Vector2f(104, 84));
    SECTION("the left corner shows the sprite's right texels") {
        CHECK(va[0].texCoords == sf::Vector2f(16, 0));
    }
}

TEST_CASE("appendSprite scales and rotates about the origin", "[render]") {
    SpriteRect s{0, 0, 4, 2, 0, 1};
    sf::VertexArray va(sf::Triangles);
    engine::appendSprite(va, s, {{10, 10}, false, 2.0f, 1.5707963f});
    // Corner (4, -1) relative to the origin, scaled ×2 → (8, −2), rotated 90° clockwise → (2, 8).
    CHECK(va[1].position.x == Approx(12.0f));
    CHECK(va[1].position.y == Approx(18.0f));
}

TEST_CASE("appendSolidRect samples one texel in the requested colour", "[render]") {
    sf::VertexArray va(sf::Triangles);
    engine::appendSolidRect(va, {1, 2, 3, 4}, sf::Color::Red, {7.5f, 9.5f});
    REQUIRE(va.getVertexCount() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
        CHECK(va[i].texCoords == sf::Vector2f(7.5f, 9.5f));
        CHECK(va[i].color == sf::Color::Red);
    }
    CHECK(va[2].position == sf::Vector2f(4, 6));
}

TEST_CASE("appendTexturedRect maps each corner of the rectangle to the same corner of the texels", "[render]") {
    sf::VertexArray va(sf::Triangles);
    engine::appendTexturedRect(va, {-0.5f, 2.0f, 30.0f, 12.0f}, {4.0f, 8.0f, 10.0f, 4.0f});
    REQUIRE(va.getVertexCount() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
        const sf::Vertex& v = va[i];
        CHECK(v.color == sf::Color::White);
        // The mapping is affine: x in [-0.5, 29.5] -> u in [4, 14], y in [2, 14] -> v in [8, 12].
        CHECK(v.texCoords.x == Approx(4.0f + (v.position.x + 0.5f) / 3.0f));
        CHECK(v.texCoords.y == Approx(8.0f + (v.position.y - 2.0f) / 3.0f));
    }
    CHECK(va[0].position == sf::Vector2f(-0.5f, 2.0f));
    CHECK(va[2].position == sf::Vector2f(29.5f, 14.0f));
    CHECK(va[2].texCoords == sf::Vector2f(14.0f, 12.0f));
}

TEST_CASE("findWhiteTexel finds the centre of the first opaque white pixel", "[render]") {
    sf::Image img;
    img.create(8, 8, sf::Color(200, 200, 200));
    CHECK_FALSE(engine::findWhiteTexel(img).has_value());
    img.setPixel(5, 3, sf::Color::White);
    img.setPixel(1, 6, sf::Color::White);
    REQUIRE(engine::findWhiteTexel(img).has_value());
    CHECK(*engine::findWhiteTexel(img) == sf::Vector2f(5.5f, 3.5f));
}
