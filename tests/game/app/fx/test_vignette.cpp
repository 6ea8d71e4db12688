#include <catch2/catch.hpp>

#include <cmath>

#include "engine/render/letterbox.h"
#include "game/app/fx/vignette.h"

using game::makeVignetteImage;
using game::transparentMiddle;

namespace {

/// True when every texel of img in columns x0 … x1 and rows y0 … y1 (inclusive) is fully transparent.
bool allClear(const sf::Image& img, unsigned x0, unsigned x1, unsigned y0, unsigned y1) {
    for (unsigned y = y0; y <= y1; ++y)
        for (unsigned x = x0; x <= x1; ++x)
            if (img.getPixel(x, y).a != 0) return false;
    return true;
}

} // namespace

TEST_CASE("The vignette image is clear in the middle and darkest in the corners", "[vignette]") {
    const sf::Image img = makeVignetteImage();
    const unsigned w = engine::kLogicalWidth, h = engine::kLogicalHeight;
    REQUIRE(img.getSize() == sf::Vector2u(w, h));

    SECTION("the centre is fully clear and the corners fully dark") {
        CHECK(img.getPixel(w / 2, h / 2).a == 0);
        CHECK(img.getPixel(0, 0).a == 255);
        CHECK(img.getPixel(w - 1, h - 1).a == 255);
    }
    SECTION("the edge midpoints are partly dark, the sides lighter than the top (the ellipse is wider)") {
        const int side = img.getPixel(0, h / 2).a, top = img.getPixel(w / 2, 0).a;
        CHECK(side > 0);
        CHECK(side < 255);
        CHECK(top < 255);
        CHECK(side < top);
    }
    SECTION("alpha never falls going out from the centre along a row") {
        for (unsigned x = w / 2; x + 1 < w; ++x)
            REQUIRE(img.getPixel(x + 1, h / 4).a >= img.getPixel(x, h / 4).a);
    }
    SECTION("it is mirror-symmetric") {
        for (unsigned y = 0; y < h; y += 7)
            for (unsigned x = 0; x < w; x += 5) {
                REQUIRE(img.getPixel(x, y).a == img.getPixel(w - 1 - x, y).a);
                REQUIRE(img.getPixel(x, y).a == img.getPixel(x, h - 1 - y).a);
            }
    }
}

TEST_CASE("transparentMiddle finds the centred rectangle that samples only clear texels", "[vignette]") {
    SECTION("on the vignette, smooth sampling anywhere in it reads only clear texels") {
        const sf::Image img = makeVignetteImage();
        const sf::FloatRect r = transparentMiddle(img);
        REQUIRE(r.width > 100.0f);
        REQUIRE(r.height > 60.0f);
        // Sampling at u reads texels floor(u − ½) and floor(u − ½) + 1.
        const auto first = [](float lo) { return static_cast<unsigned>(std::floor(lo - 0.5f)); };
        const auto last = [](float hi) { return static_cast<unsigned>(std::floor(hi - 0.5f)) + 1; };
        CHECK(allClear(img, first(r.left), last(r.left + r.width), first(r.top), last(r.top + r.height)));
    }
    SECTION("a clear block in the middle of an opaque image gives the block less half a texel's margin") {
        sf::Image img;
        img.create(20, 10, sf::Color::White);
        for (unsigned y = 2; y <= 7; ++y)
            for (unsigned x = 4; x <= 15; ++x)
                img.setPixel(x, y, sf::Color::Transparent);
        const sf::FloatRect r = transparentMiddle(img);
        CHECK(r.left == 5.0f);
        CHECK(r.top == 3.0f);
        CHECK(r.width == 10.0f);
        CHECK(r.height == 4.0f);
    }
    SECTION("an opaque middle gives an empty rectangle") {
        sf::Image img;
        img.create(20, 10, sf::Color::White);
        const sf::FloatRect r = transparentMiddle(img);
        CHECK(r.width * r.height == 0.0f);
    }
}
