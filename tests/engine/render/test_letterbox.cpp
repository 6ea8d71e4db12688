#include <catch2/catch.hpp>

#include "engine/render/letterbox.h"

TEST_CASE("The letterbox scales by the largest whole factor that fits and centres", "[render]") {
    CHECK(engine::letterboxScale({1600, 900}) == 3.0f);
    CHECK(engine::letterboxScale({1920, 1080}) == 4.0f);
    CHECK(engine::letterboxScale({1919, 1080}) == 3.0f);
    sf::FloatRect r = engine::letterboxRect({1600, 900});
    CHECK(r.width == 1440.0f);
    CHECK(r.height == 810.0f);
    CHECK(r.left == 80.0f);
    CHECK(r.top == 45.0f);
    SECTION("a window smaller than the logical size scales down to fit") {
        CHECK(engine::letterboxScale({240, 270}) == Approx(0.5f));
    }
}

TEST_CASE("windowToLogical inverts the letterbox", "[render]") {
    sf::Vector2f p = engine::windowToLogical({80 + 3 * 100, 45 + 3 * 50}, {1600, 900});
    CHECK(p.x == Approx(100.0f));
    CHECK(p.y == Approx(50.0f));
}
