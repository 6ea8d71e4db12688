// The player's animation as the mode's presentation chooses it: the ninja's wall slide is mirrored so that its
// hands are on the wall, whichever side the wall is on.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/level/level_loader.h"
#include "game/app/view/player_anim.h"
#include "game/player/player.h"
#include "game/world/level_schema.h"
#include "game/world/world.h"

namespace {

/// A ninja room 10 cells wide with the spawn at column `spawnX` on the floor and the exit under the ceiling.
engine::Level room(int spawnX) {
    std::string text = R"({"format": 1, "name": "Wall", "mode": "ninja", "tiles": [)";
    for (int y = 0; y < 12; ++y) {
        std::string row(10, '.');
        row.front() = row.back() = '#';
        if (y == 0 || y == 11) row = std::string(10, '#');
        if (y == 10) row[static_cast<std::size_t>(spawnX)] = '@';
        if (y == 1) row[5] = 'E';  // out of reach, under the ceiling
        text += (y ? ",\"" : "\"") + row + "\"";
    }
    text += "], \"entities\": []}";
    engine::LoadResult r = engine::loadLevelText(text, "wall.json", game::levelSchema());
    std::string messages;
    for (const engine::Diagnostic& d : r.diagnostics) messages += d.format() + "\n";
    INFO(messages);
    REQUIRE(r.level);
    return std::move(*r.level);
}

/// Jump towards the wall on side `dir` (-1 left, +1 right) and hold into it until the player wall-slides; the
/// animator's pose then, with the player turned away from the wall.
game::PlayerPose wallSlidePose(int spawnX, int dir) {
    game::World w;
    game::loadWorld(w, room(spawnX));
    engine::InputFrame in;
    in.set(engine::Action::Jump, true);
    in.set(dir < 0 ? engine::Action::Left : engine::Action::Right, true);
    game::PlayerAnimator animator;
    for (int i = 0; i < 240; ++i) {
        game::stepWorld(w, in);
        const game::Player* p = w.registry.tryGet<game::Player>(w.player);
        REQUIRE(p != nullptr);
        if (p->state == game::PlayerStateId::WallSlide) {
            // Facing away from the wall: the drawing follows the wall, not the facing.
            w.registry.get<game::Player>(w.player).facing = -dir;
            animator.update(w, 0.0);
            return animator.pose();
        }
    }
    FAIL("the player never wall-slid");
    return {};
}

} // namespace

TEST_CASE("the ninja's wall slide is drawn with its hands on the wall on either side, whatever its facing", "[anim]") {
    const game::PlayerPose left = wallSlidePose(2, -1);
    CHECK(left.animation == "ninja_wallslide");
    CHECK(left.flipX);
    const game::PlayerPose right = wallSlidePose(7, +1);
    CHECK(right.animation == "ninja_wallslide");
    CHECK_FALSE(right.flipX);
}
