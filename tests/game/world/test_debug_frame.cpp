// The debug overlay's data (World::debug) is produced by the simulation as plain data: these tests step shipped
// levels headless with debug.enabled and check what a tick's frame holds, and that collecting it never changes
// the simulation (hashWorld is the same with and without it).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "engine/level/level_loader.h"
#include "game/crypt/crypt_components.h"
#include "game/ninja/ninja_components.h"
#include "game/replay/replay.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"
#include "game/world/world.h"

namespace {

/// A shipped level ("ninja/07"), loaded fresh, with the overlay's data collection on or off.
game::World shippedWorld(const std::string& name, bool debug) {
    const std::string path = std::string(RAYCRYPT_SOURCE_DIR) + "/levels/" + name + ".json";
    engine::LoadResult r = engine::loadLevelFile(path, game::levelSchema());
    REQUIRE(r.level);
    game::World w;
    game::loadWorld(w, std::move(*r.level));
    w.debug.enabled = debug;
    return w;
}

/// The committed solution replay of a shipped level.
game::Replay shippedReplay(const std::string& name) {
    game::ReplayLoadResult r = game::loadReplayFile(std::string(RAYCRYPT_SOURCE_DIR) + "/levels/" + name + ".replay.json");
    REQUIRE(r.ok());
    return *r.replay;
}

/// Input of tick t of a replay (idle past its end).
engine::InputFrame inputAt(const game::Replay& replay, std::size_t t) {
    return t < replay.frames.size() ? replay.frames[t] : engine::InputFrame{};
}

/// True when the live entity with this index has component T.
template <class T>
bool indexHas(const game::World& w, std::uint32_t index) {
    for (engine::Entity e : w.registry.entities())
        if (e.index == index) return w.registry.has<T>(e);
    return false;
}

/// True when |a − b| <= eps.
bool near(double a, double b, double eps = 1e-9) { return std::fabs(a - b) <= eps; }

/// Rays of one kind in this tick's frame.
std::vector<game::TaggedRay> raysOf(const game::World& w, game::RayKind kind) {
    std::vector<game::TaggedRay> out;
    for (const game::TaggedRay& r : w.debug.rays)
        if (r.kind == kind) out.push_back(r);
    return out;
}

} // namespace

TEST_CASE("Controller rays start on the edges of the player's skin-inset collider", "[debug]") {
    game::World w = shippedWorld("ninja/01", true);
    for (int t = 0; t < 60; ++t) game::stepWorld(w, {});  // settle on the floor
    const engine::Aabb before = game::playerBox(w);
    const double skin = game::playerController(w)->config.skin;
    game::stepWorld(w, {});  // standing still: the collider does not move this tick
    REQUIRE(game::playerBox(w).min == before.min);
    const std::vector<game::TaggedRay> rays = raysOf(w, game::RayKind::Controller);
    REQUIRE(rays.size() >= 4);
    CHECK(w.debug.raysCast >= rays.size());
    bool down = false;
    for (const game::TaggedRay& r : rays) {
        const engine::Vec2 o = r.origin;
        INFO("origin " << o.x << ", " << o.y);
        CHECK(r.entity == w.player.index);
        CHECK(o.x >= before.min.x + skin * 0.5 - 1e-9);
        CHECK(o.x <= before.max.x - skin * 0.5 + 1e-9);
        CHECK(o.y >= before.min.y + skin - 1e-9);
        CHECK(o.y <= before.max.y - skin + 1e-9);
        const bool onEdge = near(o.x, before.min.x + skin) || near(o.x, before.max.x - skin) ||
                            near(o.y, before.min.y + skin) || near(o.y, before.max.y - skin);
        CHECK(onEdge);
        down = down || (near(o.y, before.max.y - skin) && r.end.y > o.y && r.hit);
    }
    CHECK(down);  // the floor under the player was found by a downward ray
}

TEST_CASE("Beam segments carry unit surface normals at every bounce", "[debug]") {
    int bounces = 0;
    for (const char* name : {"ninja/01", "ninja/02", "ninja/03", "ninja/04", "ninja/05", "ninja/06", "ninja/07",
                             "ninja/08", "ninja/09", "ninja/10", "ninja/11", "ninja/12", "ninja/13", "ninja/14",
                             "ninja/15", "ninja/16"}) {
        game::World w = shippedWorld(name, true);
        for (int t = 0; t < 120; ++t) {
            game::stepWorld(w, {});
            std::uint32_t segments = 0;
            for (const game::DebugBeam& b : w.debug.beams) {
                REQUIRE(b.points.size() >= 2);
                REQUIRE(b.normals.size() == b.points.size() - 1);
                segments += static_cast<std::uint32_t>(b.points.size() - 1);
                for (std::size_t i = 0; i + 2 < b.points.size(); ++i) {  // interior points are bounces
                    CHECK(near(engine::length(b.normals[i]), 1.0, 1e-9));
                    // The normal faces the incoming beam.
                    CHECK(engine::dot(b.normals[i], b.points[i + 1] - b.points[i]) < 0.0);
                    ++bounces;
                }
            }
            CHECK(w.debug.beamSegments == segments);
        }
    }
    CHECK(bounces > 0);
}

TEST_CASE("A Fire in the crypt leaves the pellets' rays in the frame", "[debug]") {
    game::World w = shippedWorld("crypt/01", true);
    const game::Replay replay = shippedReplay("crypt/01");
    bool fired = false;
    int pelletTicks = 0;
    for (std::size_t t = 0; t < replay.frames.size() && w.state == game::RunState::Playing; ++t) {
        const engine::InputFrame in = inputAt(replay, t);
        const bool press = in.isHeld(engine::Action::Fire) && !(t > 0 && inputAt(replay, t - 1).isHeld(engine::Action::Fire));
        game::stepWorld(w, in);
        const std::vector<game::TaggedRay> pellets = raysOf(w, game::RayKind::Pellet);
        if (press && !fired) {
            fired = true;
            REQUIRE(!pellets.empty());  // the shot of this very tick
            for (const game::TaggedRay& r : pellets) CHECK(engine::length(r.end - r.origin) > 0.0);
        }
        if (!pellets.empty()) ++pelletTicks;
    }
    CHECK(fired);
    CHECK(pelletTicks > 0);
}

TEST_CASE("Robots and bats leave their line-of-sight rays in the frame", "[debug]") {
    SECTION("a ninja robot") {
        game::World w = shippedWorld("ninja/07", true);
        int sight = 0;
        for (int t = 0; t < 240; ++t) {
            game::stepWorld(w, {});
            for (const game::TaggedRay& r : raysOf(w, game::RayKind::Sight)) {
                CHECK(indexHas<game::Robot>(w, r.entity));
                ++sight;
            }
        }
        CHECK(sight > 0);
    }
    SECTION("a crypt bat") {
        game::World w = shippedWorld("crypt/08", true);
        const game::Replay replay = shippedReplay("crypt/08");
        int batSight = 0;
        for (std::size_t t = 0; t < replay.frames.size() && w.state == game::RunState::Playing; ++t) {
            game::stepWorld(w, inputAt(replay, t));
            for (const game::TaggedRay& r : raysOf(w, game::RayKind::Sight))
                if (indexHas<game::Bat>(w, r.entity)) ++batSight;
        }
        CHECK(batSight > 0);
    }
}

TEST_CASE("Collecting the debug frame never changes the simulation", "[debug]") {
    for (const char* name : {"ninja/07", "ninja/09", "crypt/01", "crypt/08"}) {
        INFO(name);
        game::World plain = shippedWorld(name, false), debug = shippedWorld(name, true);
        const game::Replay replay = shippedReplay(name);
        bool same = true;
        for (std::size_t t = 0; t < replay.frames.size() && same; ++t) {
            game::stepWorld(plain, inputAt(replay, t));
            game::stepWorld(debug, inputAt(replay, t));
            same = game::hashWorld(plain) == game::hashWorld(debug);
            CHECK(plain.debug.rays.empty());
            CHECK(plain.debug.raysCast == debug.debug.raysCast);
        }
        CHECK(same);
        CHECK(plain.state == debug.state);
    }
}
