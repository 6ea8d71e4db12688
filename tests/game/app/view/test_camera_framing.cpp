// The camera's start framing: the first screen shows the player clear of the HUD, the first threat, and the goal or
// the way to it. Unit cases on made-up levels, then every shipped level (found by glob).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "game/app/view/world_view.h"
#include "game/ninja/ninja_components.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"
#include "shipped_levels.h"

namespace {

/// True when r lies wholly inside the view whose top-left is tl.
bool inView(const game::ScreenRect& r, sf::Vector2f tl, sf::Vector2f view = {480.0f, 270.0f}) {
    return r.x >= tl.x && r.y >= tl.y && r.x + r.w <= tl.x + view.x && r.y + r.h <= tl.y + view.y;
}

/// A wide level (800 × 272 px) with the player near its left end.
game::FramingInput wideLevel() {
    game::FramingInput in;
    in.levelSize = {800.0f, 272.0f};
    in.player = {34.0f, 220.0f, 14.0f, 18.0f};
    return in;
}

} // namespace

TEST_CASE("The start framing holds the player and a threat that fits beside it", "[camera]") {
    game::FramingInput in = wideLevel();
    in.threats = {{440.0f, 220.0f, 18.0f, 18.0f}};
    const sf::Vector2f c = game::startFraming(in);
    const sf::Vector2f tl = c - sf::Vector2f(240.0f, 135.0f);
    CHECK(inView(in.player, tl));
    CHECK(inView(in.threats[0], tl));
}

TEST_CASE("A threat that would push the player to the screen's edge stays off the first screen", "[camera]") {
    game::FramingInput in = wideLevel();
    in.threats = {{470.0f, 220.0f, 18.0f, 18.0f}}; // with the player, 454 px: less than 16 px of room each side
    const sf::Vector2f tl = game::startFraming(in) - sf::Vector2f(240.0f, 135.0f);
    CHECK(in.player.x - tl.x >= 16.0f);
    CHECK(in.player.x + in.player.w <= tl.x + 480.0f - 16.0f);
}

TEST_CASE("The start framing skips a threat too far to share the screen for the next one", "[camera]") {
    game::FramingInput in = wideLevel();
    in.threats = {{760.0f, 220.0f, 18.0f, 18.0f}, {300.0f, 40.0f, 18.0f, 18.0f}};
    const sf::Vector2f tl = game::startFraming(in) - sf::Vector2f(240.0f, 135.0f);
    CHECK(inView(in.player, tl));
    CHECK(inView(in.threats[1], tl));
}

TEST_CASE("A goal out of reach of the first screen makes it lean towards the goal", "[camera]") {
    game::FramingInput in = wideLevel();
    in.player = {300.0f, 220.0f, 14.0f, 18.0f};
    in.hasGoal = true;
    in.goal = {770.0f, 210.0f, 24.0f, 30.0f};
    const sf::Vector2f tl = game::startFraming(in) - sf::Vector2f(240.0f, 135.0f);
    CHECK(inView(in.player, tl));
    CHECK(in.player.x - tl.x <= game::kFramingMargin + 0.5f); // the player at the back, the way ahead in view
}

TEST_CASE("A level no wider than the view is framed whole", "[camera]") {
    game::FramingInput in;
    in.levelSize = {480.0f, 256.0f};
    in.player = {34.0f, 220.0f, 14.0f, 18.0f};
    const sf::Vector2f c = game::startFraming(in);
    CHECK(c.x == Approx(240.0f));
    CHECK(c.y == Approx(128.0f));
}

TEST_CASE("Every shipped level's first screen shows the player clear of the HUD, its first threat, and its goal or "
          "the way to it, above the caption strip",
          "[camera][levels]") {
    shipped::Font font;
    REQUIRE(font.ok);
    const std::vector<std::string> files = shipped::levelFiles();
    REQUIRE(files.size() >= 24);
    for (const std::string& file : files) {
        DYNAMIC_SECTION(file) {
            shipped::Run run;
            REQUIRE(run.open(file));
            run.useCaption(font.measure());
            const sf::Vector2f view(run.caption.view.w, run.caption.view.h);
            const game::World& world = run.session.world();
            const sf::Vector2f tl = run.camera.topLeft();
            const game::FramingInput in = game::framingInputOf(world);
            const sf::Vector2f level = in.levelSize;
            // The player, whole, in view and under no HUD item (solid or ghosted).
            CHECK(inView(in.player, tl, view));
            const game::HudInfo h = run.hud();
            const game::OverlayLayout layout = run.layout(h, font.measure());
            const game::ScreenRect player{in.player.x - tl.x, in.player.y - tl.y, in.player.w, in.player.h};
            for (const game::ScreenRect& item : layout.hud) CHECK_FALSE(game::overlaps(item, player));
            // The first threat that can share a screen with the player does.
            for (const game::ScreenRect& t : in.threats) {
                const float x0 = std::min(t.x, in.player.x), x1 = std::max(t.x + t.w, in.player.x + in.player.w);
                const float y0 = std::min(t.y, in.player.y), y1 = std::max(t.y + t.h, in.player.y + in.player.h);
                if ((x1 - x0 + 2.0f * game::kFramingMinRoom > view.x && level.x > view.x) ||
                    (y1 - y0 + 2.0f * game::kFramingMinRoom > view.y && level.y > view.y))
                    continue;
                CHECK(inView(t, tl, view));
                break;
            }
            // The goal, or as much of the way to it as the screen holds: the player in the screen's back half.
            REQUIRE(in.hasGoal);
            if (!inView(in.goal, tl, view)) {
                const float px = in.player.x + in.player.w * 0.5f, py = in.player.y + in.player.h * 0.5f;
                if (level.x > view.x) CHECK((in.goal.x > px ? tl.x + view.x - px : px - tl.x) >= view.x * 0.5f);
                if (level.y > view.y) CHECK((in.goal.y > py ? tl.y + view.y - py : py - tl.y) >= view.y * 0.5f);
            }
        }
    }
}

namespace {

/// Distance from p to the polyline pts, tiles.
double polylineDistance(const std::vector<engine::Vec2>& pts, engine::Vec2 p) {
    double best = 1e9;
    for (std::size_t i = 1; i < pts.size(); ++i) {
        const engine::Vec2 ab = pts[i] - pts[i - 1];
        const double len2 = engine::dot(ab, ab);
        const double t = len2 > 0.0 ? std::clamp(engine::dot(p - pts[i - 1], ab) / len2, 0.0, 1.0) : 0.0;
        best = std::min(best, engine::length(p - (pts[i - 1] + ab * t)));
    }
    return best;
}

/// Seconds from the start in which every emitter that can kill must be on the first screen.
constexpr double kOpeningSeconds = 3.0;
/// Tiles: a lethal beam this close to the player's centre can kill it.
constexpr double kThreatReach = 3.0;

} // namespace

TEST_CASE("Every emitter whose lethal beam comes near the player in a ninja level's first 3 s of its solution is on "
          "the first screen",
          "[camera][levels]") {
    shipped::Font font;
    REQUIRE(font.ok);
    int levels = 0;
    for (const std::string& file : shipped::levelFiles()) {
        if (file.find("/ninja/") == std::string::npos) continue;
        ++levels;
        DYNAMIC_SECTION(file) {
            shipped::Run run;
            REQUIRE(run.open(file));
            run.useCaption(font.measure());
            const sf::Vector2f view(run.caption.view.w, run.caption.view.h), tl = run.camera.topLeft();
            std::vector<engine::Entity> near;
            auto note = [&near](engine::Entity e) {
                if (std::find(near.begin(), near.end(), e) == near.end()) near.push_back(e);
            };
            for (int tick = 0; tick < kOpeningSeconds * engine::kTickRate && run.playing(); ++tick) {
                run.step();
                const game::World& world = run.session.world();
                const engine::Vec2 p = engine::center(game::playerBox(world));
                world.registry.view<game::LaserEmitter>().each([&](engine::Entity e, const game::LaserEmitter& l) {
                    if (l.lethal && polylineDistance(l.beam.points, p) <= kThreatReach) note(e);
                });
                world.registry.view<game::Robot>().each([&](engine::Entity e, const game::Robot& r) {
                    if (r.lethal && polylineDistance(r.beam.points, p) <= kThreatReach) note(e);
                });
            }
            // Where each of them was at the start (a moving emitter's rail start), in the first frame's view.
            shipped::Run first;
            REQUIRE(first.open(file));
            for (engine::Entity e : near) {
                const game::Transform* t = first.session.world().registry.tryGet<game::Transform>(e);
                REQUIRE(t != nullptr);
                const sf::Vector2f c = game::toPixels(t->position);
                INFO("emitter at tile " << t->position.x << ", " << t->position.y);
                CHECK(inView({c.x - 8.0f, c.y - 8.0f, 16.0f, 16.0f}, tl, view));
            }
        }
    }
    CHECK(levels >= 24);
}

TEST_CASE("Falling down Descent, the view shows more of the way down than of the way back up", "[camera][levels]") {
    shipped::Font font;
    REQUIRE(font.ok);
    shipped::Run run;
    REQUIRE(run.open(RAYCRYPT_SOURCE_DIR "/levels/ninja/12.json"));
    run.useCaption(font.measure());
    const float viewH = run.caption.view.h;
    const float levelH = static_cast<float>(run.session.world().grid.height()) * game::kTilePixels;
    int falling = 0, checked = 0;
    while (run.playing()) {
        run.step();
        const game::World& world = run.session.world();
        // Ticks into a fall faster than half the follow camera's look-down speed (the camera's lead needs a moment).
        const double vy = game::playerVelocity(world).y * game::kTilePixels;
        falling = vy > run.camera.follow().tuning.lookDownSpeed * 0.5f ? falling + 1 : 0;
        if (falling < engine::kTickRate / 4) continue;
        const float top = run.camera.topLeft().y;
        if (top + viewH >= levelH - 1.0f) continue; // the view stands on the level's floor: nothing more below
        const engine::Aabb box = game::playerBox(world);
        const float above = static_cast<float>(box.min.y) * game::kTilePixels - top;
        const float below = top + viewH - static_cast<float>(box.max.y) * game::kTilePixels;
        INFO("tick " << world.tick << ": " << above << " px above the player, " << below << " px below");
        CHECK(below > above);
        ++checked;
    }
    CHECK(run.session.world().state == game::RunState::Complete);
    CHECK(checked >= 10);
}

TEST_CASE("The start framing pans back to the player once the player runs off", "[camera]") {
    shipped::Run run;
    REQUIRE(run.open(RAYCRYPT_SOURCE_DIR "/levels/ninja/07.json"));
    const sf::Vector2f start = run.camera.topLeft();
    for (int i = 0; i < 600 && run.playing(); ++i) {
        run.step();
        const auto marks = game::sightMarks(run.session.world(), 1.0);
        // The player never leaves the view while the framing pans.
        CHECK(inView(marks.front().box, run.camera.topLeft()));
    }
    CHECK(run.camera.topLeft() != start);
}

namespace {

/// A ninja room `rows` tall and 20 wide, the spawn `spawnRow` rows down, loaded into world.
void loadRoom(game::World& world, int rows, int spawnRow) {
    std::string text = R"({"format": 1, "name": "Room", "mode": "ninja", "tiles": [)";
    for (int y = 0; y < rows; ++y) {
        std::string row = y == 0 || y == rows - 1 ? std::string(20, '#') : "#" + std::string(18, '.') + "#";
        if (y == spawnRow) row[2] = '@';
        if (y == spawnRow) row[17] = 'E';
        text += (y ? ", \"" : "\"") + row + "\"";
    }
    text += "]}";
    engine::LoadResult r = engine::loadLevelText(text, "room.json", game::levelSchema());
    REQUIRE(r.level);
    game::loadWorld(world, std::move(*r.level));
}

} // namespace

TEST_CASE("A reload to a level of another size or spawn is framed as a fresh load; the same level keeps the view",
          "[camera]") {
    game::World world;
    loadRoom(world, 8, 6);
    game::GameCamera camera;
    camera.reset(world);
    // The same level again: the view stays where it was.
    const sf::Vector2f before = camera.topLeft();
    loadRoom(world, 8, 6);
    CHECK_FALSE(camera.reload(world));
    CHECK(camera.topLeft() == before);
    // Saved as 20 × 103 with the spawn at the bottom: the player is on the first screen at once, and stays on it
    // as it moves.
    loadRoom(world, 103, 101);
    CHECK(camera.reload(world));
    CHECK(inView(game::sightMarks(world, 1.0).front().box, camera.topLeft()));
    engine::InputFrame right;
    right.set(engine::Action::Right, true);
    for (int i = 0; i < 120; ++i) {
        game::stepWorld(world, right);
        camera.update(world, 1.0, static_cast<float>(engine::kTickSeconds));
    }
    CHECK(inView(game::sightMarks(world, 1.0).front().box, camera.topLeft()));
    // The spawn moved, the size did not: framed afresh too.
    loadRoom(world, 103, 50);
    CHECK(camera.reload(world));
    CHECK(inView(game::sightMarks(world, 1.0).front().box, camera.topLeft()));
}
