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

/// Every pixel of two 12 × 12 images is equal.
void checkSamePixels(const sf::Image& a, const sf::Image& b) {
    for (unsigned y = 0; y < 12; ++y)
        for (unsigned x = 0; x < 12; ++x)
            CHECK(a.getPixel(x, y) == b.getPixel(x, y));
}

/// The pixels of a 24 × 12 grey target after drawFirst(target) and then `second` drawn 12 px to the right with blend.
template <class DrawFirst>
sf::Image sideBySide(DrawFirst drawFirst, sf::Sprite second, sf::BlendMode blend) {
    sf::RenderTexture target;
    REQUIRE(target.create(24, 12));
    target.clear(sf::Color(128, 128, 128));
    drawFirst(target);
    second.setPosition(12, 0);
    target.draw(second, sf::RenderStates(blend));
    target.display();
    return target.getTexture().copyToImage();
}

/// The quadrants texture and a sprite of it scaled × 3 (12 × 12 px), for the cases below.
struct QuadrantSprite {
    QuadrantSprite() { sprite.setScale(3, 3); }
    sf::Texture texture = quadrants();
    sf::Sprite sprite{texture};
};

} // namespace

TEST_CASE_METHOD(QuadrantSprite, "drawTexelsOnly takes the texels as they are and restores the colour multiply", "[render][gl]") {
    INFO("needs a display: ctest runs the [gl] cases under Xvfb (tests/tools/gl_unit_tests.sh)");
    REQUIRE(std::getenv("DISPLAY") != nullptr);
    SECTION("a white sprite looks the same, unblended or blended") {
        for (sf::BlendMode blend : {sf::BlendNone, sf::BlendAlpha, sf::BlendMultiply})
            checkSamePixels(drawn(sprite, blend, false), drawn(sprite, blend, true));
    }
    SECTION("a tinted sprite shows its texels untinted, and the next draw in the same target is tinted again") {
        sprite.setColor(sf::Color(0, 0, 0, 255));
        const sf::Image img = sideBySide(
            [&](sf::RenderTarget& t) { engine::drawTexelsOnly(t, sprite, sf::RenderStates(sf::BlendNone)); }, sprite,
            sf::BlendNone);
        CHECK(img.getPixel(7, 1) == sf::Color(250, 0, 0));      // the texel itself
        CHECK(img.getPixel(12 + 7, 1) == sf::Color(0, 0, 0)); // multiplied by the black tint
    }
}

TEST_CASE_METHOD(QuadrantSprite, "drawTexelCopy replaces the target's pixels with the texels and leaves blending on", "[render][gl]") {
    INFO("needs a display: ctest runs the [gl] cases under Xvfb (tests/tools/gl_unit_tests.sh)");
    REQUIRE(std::getenv("DISPLAY") != nullptr);
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
        const sf::Image b = copied(&copy, sf::BlendAlpha);
        checkSamePixels(drawn(sprite, sf::BlendNone, false), b);
        CHECK(b.getPixel(10, 10) == sf::Color(0, 0, 250, 100));
    }
    SECTION("without a shader: the same pixels as well") {
        checkSamePixels(drawn(sprite, sf::BlendNone, false), copied(nullptr, sf::BlendAdd));
    }
    SECTION("a tinted sprite is copied untinted, and the next alpha-blended draw in the target blends again") {
        sf::Sprite tinted = sprite;
        tinted.setColor(sf::Color(0, 0, 0, 255));
        const sf::Image img = sideBySide(
            [&](sf::RenderTarget& t) { engine::drawTexelCopy(t, tinted, sf::RenderStates(), &copy); }, sprite,
            sf::BlendAlpha);
        CHECK(img.getPixel(7, 1) == sf::Color(250, 0, 0));  // the texel itself, not the black tint
        const sf::Color blended = img.getPixel(12 + 10, 10); // (0, 0, 250) at alpha 100 over grey
        CHECK(blended.r > 60);
        CHECK(blended.r < 90);
        CHECK(blended.a == 255);
    }
}

TEST_CASE_METHOD(QuadrantSprite, "preferBgraStorage keeps a render texture's size and colours", "[render][gl]") {
    INFO("needs a display: ctest runs the [gl] cases under Xvfb (tests/tools/gl_unit_tests.sh)");
    REQUIRE(std::getenv("DISPLAY") != nullptr);
    SECTION("a render texture not yet created is refused") {
        sf::RenderTexture none;
        CHECK_FALSE(engine::preferBgraStorage(none));
    }
    SECTION("what is drawn into it reads back as drawn, red and blue not swapped") {
        sf::RenderTexture canvas;
        REQUIRE(canvas.create(12, 12));
        REQUIRE(engine::preferBgraStorage(canvas));
        CHECK(canvas.getSize() == sf::Vector2u(12, 12));
        canvas.clear(sf::Color(128, 128, 128));
        canvas.draw(sprite, sf::RenderStates(sf::BlendNone));
        canvas.display();
        checkSamePixels(drawn(sprite, sf::BlendNone, false), canvas.getTexture().copyToImage());
    }
    SECTION("copied on by drawTexelCopy, it gives the pixels a copy from an ordinary texture gives") {
        sf::RenderTexture canvas;
        REQUIRE(canvas.create(4, 4));
        REQUIRE(engine::preferBgraStorage(canvas));
        canvas.draw(sf::Sprite(texture), sf::RenderStates(sf::BlendNone));
        canvas.display();
        sf::Sprite fromCanvas(canvas.getTexture());
        fromCanvas.setScale(3, 3);
        sf::RenderTexture target;
        REQUIRE(target.create(12, 12));
        engine::drawTexelCopy(target, fromCanvas, sf::RenderStates(), nullptr);
        target.display();
        checkSamePixels(drawn(sprite, sf::BlendNone, false), target.getTexture().copyToImage());
    }
}
