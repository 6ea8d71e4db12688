#include <catch2/catch.hpp>

#include "engine/render/follow_camera.h"

using engine::FollowCamera;

namespace {
constexpr float kDt = 1.0f / 60.0f;
const sf::Vector2f kView{480, 270};
const sf::Vector2f kLevel{3200, 1600};
} // namespace

TEST_CASE("FollowCamera starts centred on the target, inside the level", "[render]") {
    FollowCamera cam;
    cam.reset({1000, 800}, kLevel, kView);
    CHECK(cam.center() == sf::Vector2f(1000, 800));
    SECTION("near a corner it is clamped so nothing outside the level shows") {
        cam.reset({10, 10}, kLevel, kView);
        CHECK(cam.center() == sf::Vector2f(240, 135));
        cam.reset({3199, 1599}, kLevel, kView);
        CHECK(cam.center() == sf::Vector2f(2960, 1465));
    }
    SECTION("a level smaller than the view is centred") {
        cam.reset({10, 10}, {320, 128}, kView);
        CHECK(cam.center() == sf::Vector2f(160, 64));
    }
}

TEST_CASE("FollowCamera ignores small moves inside the focus box", "[render]") {
    FollowCamera cam;
    cam.reset({1000, 800}, kLevel, kView);
    for (int i = 0; i < 120; ++i)
        cam.update({1000 + cam.tuning.focusHalf.x - 1, 800}, {0, 0}, kDt);
    CHECK(cam.center().x == Approx(1000.0f));
}

TEST_CASE("FollowCamera leads in the direction of motion", "[render]") {
    FollowCamera cam;
    cam.reset({1000, 800}, kLevel, kView);
    sf::Vector2f p{1000, 800};
    for (int i = 0; i < 240; ++i) {
        p.x += 160.0f * kDt;
        cam.update(p, {160, 0}, kDt);
    }
    SECTION("moving right, the view centre is ahead of the target") { CHECK(cam.center().x > p.x + 10.0f); }
    SECTION("then moving left, it swings to the other side") {
        for (int i = 0; i < 240; ++i) {
            p.x -= 160.0f * kDt;
            cam.update(p, {-160, 0}, kDt);
        }
        CHECK(cam.center().x < p.x - 10.0f);
    }
}

TEST_CASE("FollowCamera eases vertically and never loses the target", "[render]") {
    FollowCamera cam;
    cam.reset({1000, 400}, kLevel, kView);
    cam.update({1000, 500}, {0, 0}, kDt);
    SECTION("one frame covers only part of a vertical step") {
        CHECK(cam.center().y > 400.0f);
        CHECK(cam.center().y < 500.0f - cam.tuning.focusHalf.y);
    }
    SECTION("a fast fall keeps the target inside the view") {
        sf::Vector2f p{1000, 400};
        for (int i = 0; i < 60; ++i) {
            p.y += 1200.0f * kDt;
            cam.update(p, {0, 1200}, kDt);
            CHECK(std::abs(p.y - cam.center().y) <= kView.y * 0.5f);
        }
    }
}

TEST_CASE("FollowCamera looks down while the target falls, and gives the lead back on landing", "[render]") {
    FollowCamera cam;
    cam.reset({1000, 400}, kLevel, kView);
    sf::Vector2f p{1000, 400};
    // A fall at 280 px/s (past lookDownSpeed) for one second: the view's centre ends below the target, so more of
    // what lies below shows than above.
    for (int i = 0; i < 60; ++i) {
        p.y += 280.0f * kDt;
        cam.update(p, {0, 280}, kDt);
    }
    CHECK(cam.leadDown() > cam.tuning.lookDown * 0.9f);
    CHECK(cam.center().y > p.y + 20.0f);
    CHECK(p.y - (cam.center().y - kView.y * 0.5f) >= 8.0f); // the target is still in view
    SECTION("landing eases the lead back to nothing") {
        for (int i = 0; i < 180; ++i)
            cam.update(p, {0, 0}, kDt);
        CHECK(cam.leadDown() < 1.0f);
        CHECK(cam.center().y <= p.y + 1.0f);
    }
    SECTION("rising, a jump's slow top and a jump's short fall never lead") {
        FollowCamera hop;
        hop.reset({1000, 400}, kLevel, kView);
        for (int i = 0; i < 60; ++i) // 0.5 s up, 0.33 s over the top, then 0.17 s of a fast fall: a jump
            hop.update({1000, 400}, {0, i < 30 ? -300.0f : i < 50 ? hop.tuning.lookDownFrom : 280.0f}, kDt);
        CHECK(hop.leadDown() == 0.0f);
        CHECK(hop.center().y == Approx(400.0f));
    }
}

TEST_CASE("FollowCamera easing is frame-rate independent", "[render]") {
    FollowCamera a, b;
    a.reset({1000, 400}, kLevel, kView);
    b.reset({1000, 400}, kLevel, kView);
    for (int i = 0; i < 60; ++i)
        a.update({1000, 460}, {0, 0}, 1.0f / 60.0f);
    for (int i = 0; i < 240; ++i)
        b.update({1000, 460}, {0, 0}, 1.0f / 240.0f);
    CHECK(a.center().y == Approx(b.center().y).margin(0.5));
}

TEST_CASE("FollowCamera shake decays and kicks spring back", "[render]") {
    FollowCamera cam;
    cam.reset({1000, 800}, kLevel, kView);
    CHECK(cam.shakeOffset() == sf::Vector2f(0, 0));
    cam.addTrauma(5.0f);
    CHECK(cam.trauma() == 1.0f);
    cam.kick({6, 0});
    cam.update({1000, 800}, {}, kDt);
    CHECK(cam.shakeOffset() != sf::Vector2f(0, 0));
    for (int i = 0; i < 120; ++i)
        cam.update({1000, 800}, {}, kDt);
    CHECK(cam.trauma() == 0.0f);
    CHECK(std::abs(cam.shakeOffset().x) < 0.01f);
    SECTION("shake never moves the framing centre") { CHECK(cam.center() == sf::Vector2f(1000, 800)); }
}

TEST_CASE("easeFactor is 0 for no time and approaches 1", "[render]") {
    CHECK(engine::easeFactor(5.0f, 0.0f) == 0.0f);
    CHECK(engine::easeFactor(5.0f, -1.0f) == 0.0f);
    CHECK(engine::easeFactor(5.0f, 10.0f) == Approx(1.0f));
}

TEST_CASE("FollowCamera given a taller view moves back inside the level at once", "[render]") {
    FollowCamera cam;
    cam.reset({240, 272}, {480, 272}, {480, 242}); // a caption strip takes 28 px; the camera sits at the level's foot
    CHECK(cam.center().y == Approx(151.0f));
    cam.setViewSize(kView); // the strip shrinks: 270 px would show 14 px below the level
    CHECK(cam.center().y == Approx(137.0f));
    CHECK(cam.center().y + 135.0f == Approx(272.0f));
}
