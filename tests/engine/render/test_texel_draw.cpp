#include <catch2/catch.hpp>

#include <cstdlib>

#include "engine/render/texel_draw.h"

namespace {

/// A 4 × 4 texture of four colours, one per 2 × 2 quadrant, the last one translucent.
sf::Texture quadrants() {
    sf::Image img;
    img.create(4, 4);
    const sf::Color c[4] = {sf::Color(10, 20, 30), sf::Color(250, 0, 0), sf::Color(0, 250, 0),
                            sf::Color(0, 0, 250, 100)};
    for (unsigned y = 0; y < 4; ++y)
        for (unsigned x = 0; x < 4; ++x)
            img.setPixel(x, y, c[(y / 2) * 2 + x / 2]);
    sf::Texture t;
    t.loadFromImage(img);
    return t;
}

/// The pixels of a 12 × 12 target after drawing `sprite` (scaled × 3) over grey with blend, either way.
sf::Image drawn(const sf::Sprite& sprite, sf::BlendMode blend, bool texelsOnly) {
    sf::RenderTexture target;
    target.create(12, 12);
    target.clear(sf::Color(128, 128, 128));
    sf::RenderStates states(blend);
    states.texture = sprite.getTexture();
    if (texelsOnly)
        engine::drawTexelsOnly(target, sprite, states);
    else
        target.draw(sprite, states);
    target.display();
    return target.getTexture().copyToImage();
}

} // namespace

TEST_CASE("drawTexelsOnly takes the texels as they are and restores the colour multiply", "[render][gl]") {
    INFO("needs a display: ctest runs the [gl] cases under Xvfb (tests/tools/gl_unit_tests.sh)");
    REQUIRE(std::getenv("DISPLAY") != nullptr);
    const sf::Texture texture = quadrants();
    sf::Sprite sprite(texture);
    sprite.setScale(3, 3);
    SECTION("a white sprite looks the same, unblended or blended") {
        for (sf::BlendMode blend : {sf::BlendNone, sf::BlendAlpha, sf::BlendMultiply}) {
            const sf::Image a = drawn(sprite, blend, false), b = drawn(sprite, blend, true);
            for (unsigned y = 0; y < 12; ++y)
                for (unsigned x = 0; x < 12; ++x)
                    CHECK(a.getPixel(x, y) == b.getPixel(x, y));
        }
    }
    SECTION("a tinted sprite shows its texels untinted, and the next draw in the same target is tinted again") {
        sprite.setColor(sf::Color(0, 0, 0, 255));
        sf::RenderTexture target;
        REQUIRE(target.create(24, 12));
        target.clear(sf::Color(128, 128, 128));
        engine::drawTexelsOnly(target, sprite, sf::RenderStates(sf::BlendNone));
        sprite.setPosition(12, 0);
        target.draw(sprite, sf::RenderStates(sf::BlendNone));
        target.display();
        const sf::Image img = target.getTexture().copyToImage();
        CHECK(img.getPixel(7, 1) == sf::Color(250, 0, 0));      // the texel itself
        CHECK(img.getPixel(12 + 7, 1) == sf::Color(0, 0, 0)); // multiplied by the black tint
    }
}

TEST_CASE("drawTexelCopy replaces the target's pixels with the texels and leaves blending on", "[render][gl]") {
    INFO("needs a display: ctest runs the [gl] cases under Xvfb (tests/tools/gl_unit_tests.sh)");
    REQUIRE(std::getenv("DISPLAY") != nullptr);
    const sf::Texture texture = quadrants();
    sf::Sprite sprite(texture);
    sprite.setScale(3, 3);
    sf::Shader copy;
    REQUIRE(sf::Shader::isAvailable());
    REQUIRE(copy.loadFromMemory(engine::kTexelCopyShader, sf::Shader::Fragment));
    copy.setUniform("texture", sf::Shader::CurrentTexture);
    /// The pixels of a 12 × 12 grey target after a copy of the sprite through `shader` (null: no shader).
    auto copied = [&](const sf::Shader* shader, sf::BlendMode asked) {
        sf::RenderTexture target;
        target.create(12, 12);
        target.clear(sf::Color(128, 128, 128));
        engine::drawTexelCopy(target, sprite, sf::RenderStates(asked), shader);
        target.display();
        return target.getTexture().copyToImage();
    };
    SECTION("through the copy shader: the same pixels as an unblended draw, the translucent texel included") {
        const sf::Image a = drawn(sprite, sf::BlendNone, false), b = copied(&copy, sf::BlendAlpha);
        for (unsigned y = 0; y < 12; ++y)
            for (unsigned x = 0; x < 12; ++x)
                CHECK(a.getPixel(x, y) == b.getPixel(x, y));
        CHECK(b.getPixel(10, 10) == sf::Color(0, 0, 250, 100));
    }
    SECTION("without a shader: the same pixels as well") {
        const sf::Image a = drawn(sprite, sf::BlendNone, false), b = copied(nullptr, sf::BlendAdd);
        for (unsigned y = 0; y < 12; ++y)
            for (unsigned x = 0; x < 12; ++x)
                CHECK(a.getPixel(x, y) == b.getPixel(x, y));
    }
    SECTION("a tinted sprite is copied untinted, and the next alpha-blended draw in the target blends again") {
        sprite.setColor(sf::Color(0, 0, 0, 255));
        sf::RenderTexture target;
        REQUIRE(target.create(24, 12));
        target.clear(sf::Color(128, 128, 128));
        engine::drawTexelCopy(target, sprite, sf::RenderStates(), &copy);
        sf::Sprite over(texture);
        over.setScale(3, 3);
        over.setPosition(12, 0);
        target.draw(over, sf::RenderStates(sf::BlendAlpha));
        target.display();
        const sf::Image img = target.getTexture().copyToImage();
        CHECK(img.getPixel(7, 1) == sf::Color(250, 0, 0));  // the texel itself, not the black tint
        const sf::Color blended = img.getPixel(12 + 10, 10); // (0, 0, 250) at alpha 100 over grey
        CHECK(blended.r > 60);
        CHECK(blended.r < 90);
        CHECK(blended.a == 255);
    }
}
