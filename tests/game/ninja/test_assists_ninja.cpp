// The ninja's assists: infinite focus keeps the bullet-time meter full, and the dash assist stops time completely
// while a ready dash is aimed, then dashes on release as usual.
#include <catch2/catch.hpp>

#include "game/ninja/bullet_time.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/player_link.h"
#include "ninja_test_util.h"

using namespace ninja_test;
using engine::Action;

namespace {

} // namespace

TEST_CASE("Infinite focus: bullet time lasts as long as aim is held", "[ninja][assists]") {
    game::World w;
    load(w, room(), "");
    w.assists.infiniteFocus = true;
    step(w, 2);
    step(w, game::ticksOf(game::kMeterCapacity) * 3, frame({Action::Aim}, {1.0, 0.0}));
    CHECK(abilities(w).meter == game::kMeterCapacity);
    CHECK(w.slowdown.scale() == Approx(game::kBulletTimeScale));
}

TEST_CASE("Dash assist: the world stands still while a ready dash is aimed, and the release dashes", "[ninja][assists]") {
    game::World w;
    load(w, room(), "");
    w.assists.dashAssist = true;
    step(w, 2);
    step(w, 1, frame({Action::Jump}));
    step(w, 6); // in the air, rising
    const engine::Vec2 before = center(game::playerBox(w));
    step(w, 60, frame({Action::Aim}, {1.0, -1.0}));
    CHECK(game::dashAimFrozen(w));
    CHECK(center(game::playerBox(w)) == before); // no gravity, no motion: time stopped
    CHECK(w.slowdown.empty());                    // stopped outright, not slowed
    step(w, 1);
    CHECK(hadEvent(w, game::EventType::Dash));
    CHECK_FALSE(game::dashAimFrozen(w));
}
