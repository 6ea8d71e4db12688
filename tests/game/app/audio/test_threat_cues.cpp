// Threat cues: each threat that wakes, charges or locks on (a bat, a lich, a crumbling tile, a robot, a pulsing
// emitter) shows a "!" tell while it does, and its cue sounds once when the warning starts. Headless worlds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/level_loader.h"
#include "game/app/audio/sound_events.h"
#include "game/app/audio/sound_kit.h"
#include "game/app/view/threat_tells.h"
#include "game/app/view/world_view.h"
#include "game/crypt/crypt_components.h"
#include "game/ninja/ninja_components.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"
#include "game/world/world.h"

namespace {

/// Load a level of `mode` from its rows and entity array text (the test fails on a load error).
void load(game::World& world, std::string_view mode, const std::vector<std::string>& rows,
          const std::string& entities) {
    std::string text = R"({"format": 1, "name": "Cue", "mode": ")" + std::string(mode) + R"(", "tiles": [)";
    for (std::size_t i = 0; i < rows.size(); ++i) text += (i ? ",\"" : "\"") + rows[i] + "\"";
    text += "], \"entities\": " + entities + "}";
    engine::LoadResult r = engine::loadLevelText(text, "<cue>", game::levelSchema());
    INFO((r.diagnostics.empty() ? std::string() : r.diagnostics.front().format()));
    REQUIRE(r.level);
    game::loadWorld(world, std::move(*r.level));
}

/// What a run of idle ticks showed and played.
struct Watched {
    std::vector<std::string> cues;       ///< every cue played, in order
    std::vector<game::ThreatTell> tells; ///< every tell shown, tick after tick
    int ticksTold = 0;                   ///< ticks with at least one tell
};

/// Ticks in `seconds`.
int ticks(double seconds) { return static_cast<int>(seconds * engine::kTickRate); }

/// Step `ticks` idle ticks, looking at the threats after each as the play screen does.
Watched watch(game::World& world, int ticks) {
    Watched w;
    game::ThreatWatch threats;
    for (int i = 0; i < ticks; ++i) {
        game::stepWorld(world, engine::InputFrame{});
        for (const game::EventSound& s : game::threatCues(threats, world)) w.cues.emplace_back(s.name);
        const std::vector<game::ThreatTell> now = game::readThreats(world);
        w.tells.insert(w.tells.end(), now.begin(), now.end());
        w.ticksTold += now.empty() ? 0 : 1;
    }
    return w;
}

/// Number of times `name` was played.
long played(const Watched& w, std::string_view name) { return std::count(w.cues.begin(), w.cues.end(), name); }

/// True when every tell has this cue, is near `p` (tiles) and has its progress in [0, 1].
bool allTellsAre(const Watched& w, game::ThreatCue cue, engine::Vec2 p, double near) {
    return std::all_of(w.tells.begin(), w.tells.end(), [&](const game::ThreatTell& t) {
        return t.cue == cue && engine::distance(t.at, p) <= near && t.progress >= 0.0 && t.progress <= 1.0;
    });
}

/// A closed ninja room 30 × 12, the spawn at the bottom left.
std::vector<std::string> labRoom() {
    std::vector<std::string> rows(12, "#............................#");
    rows.front() = rows.back() = std::string(30, '#');
    rows[10][1] = '@';
    rows[10][28] = 'E';
    return rows;
}

} // namespace

TEST_CASE("A bat that sees the explorer shows a tell over it while it wakes and sounds bat_wake once",
          "[app][cues]") {
    game::World world;
    load(world, "crypt", {"##########", "#........#", "#........#", "#@......E#", "##########"},
         R"([{"type": "bat", "x": 7, "y": 1, "range": 8}])");
    const engine::Vec2 bat{7.5, 1.5};
    const Watched w = watch(world, ticks(1.0));  // it wakes, then swoops
    CHECK(played(w, "bat_wake") == 1);
    CHECK(w.cues.size() == 1);
    CHECK(w.ticksTold >= ticks(game::kBatWakeSeconds) - 1);
    CHECK(allTellsAre(w, game::ThreatCue::BatWake, bat, 1.0));
}

TEST_CASE("A bat that cannot see the explorer shows no tell and makes no cue", "[app][cues]") {
    game::World world;
    load(world, "crypt", {"##########", "#.....#..#", "#.....#..#", "#@....#.E#", "##########"},
         R"([{"type": "bat", "x": 7, "y": 1, "range": 8}])");
    const Watched w = watch(world, ticks(2.0));
    CHECK(w.cues.empty());
    CHECK(w.tells.empty());
}

TEST_CASE("A lich charging a cast shows a tell over its head and sounds lich_cast once per cast", "[app][cues]") {
    game::World world;
    load(world, "crypt", {"############", "#..........#", "#..........#", "#@........E#", "############"},
         R"([{"type": "lich", "x": 9, "y": 3, "interval": 1, "projectileSpeed": 0.5}])");
    const Watched w = watch(world, ticks(2.2));  // charges from 0.4 s and 1.4 s (the slow bolts do not arrive)
    CHECK(played(w, "lich_cast") == 2);
    CHECK(w.cues.size() == 2);
    CHECK(w.ticksTold >= 2 * (ticks(game::kLichTelegraph) - 1));
    CHECK(allTellsAre(w, game::ThreatCue::LichCast, {9.5, 3.0}, 1.6));
    CHECK(std::all_of(w.tells.begin(), w.tells.end(), [](const game::ThreatTell& t) { return t.at.y < 3.0; }));
}

TEST_CASE("A crumbling tile stood on shows a tell inside it and sounds crumble_warn until it falls",
          "[app][cues]") {
    game::World world;
    load(world, "crypt", {"########", "#......#", "#@....E#", "#~~.####", "#......#", "########"}, "[]");
    const Watched w = watch(world, ticks(1.0));
    CHECK(played(w, "crumble_warn") == 1);  // both crumbling cells under the feet start together: one cue
    CHECK(world.grid.at(1, 3) == engine::TileKind::Empty);  // it fell
    REQUIRE_FALSE(w.tells.empty());
    CHECK(std::all_of(w.tells.begin(), w.tells.end(), [](const game::ThreatTell& t) {
        return t.cue == game::ThreatCue::TileCrumble && t.at.y == 3.5 && (t.at.x == 1.5 || t.at.x == 2.5);
    }));
    CHECK(w.tells.back().progress > 0.9);  // the last tell before the fall
    CHECK(game::readThreats(world).empty());
}

TEST_CASE("A robot locking on shows a tell over it and sounds lock_on", "[app][cues]") {
    game::World world;
    load(world, "ninja", labRoom(), R"([{"type": "robot", "x": 15, "y": 10, "angle": 180, "range": 30}])");
    Watched w = watch(world, 1);
    for (int i = 0; i < ticks(3.0) && w.cues.empty(); ++i) {
        const Watched more = watch(world, 1);
        w.cues = more.cues;
        w.tells = more.tells;
    }
    REQUIRE(w.cues.size() == 1);
    CHECK(w.cues.front() == "lock_on");
    REQUIRE(w.tells.size() == 1);
    CHECK(w.tells.front().cue == game::ThreatCue::RobotLock);
    CHECK(w.tells.front().at.x == Approx(15.5));
    CHECK(w.tells.front().at.y < 10.0);
}

TEST_CASE("A pulsing emitter shows a tell by its nozzle and sounds charge at every warning", "[app][cues]") {
    game::World world;
    load(world, "ninja", labRoom(),
         R"([{"type": "laser", "x": 20, "y": 1, "angle": 90, "kind": "pulsing", "on": 1, "off": 1.5, "warning": 0.6}])");
    const Watched w = watch(world, ticks(4.2));  // warnings from 0.9 s and 3.4 s (a 2.5-s cycle)
    CHECK(played(w, "charge") == 2);
    CHECK(w.cues.size() == 2);
    CHECK(w.ticksTold >= 2 * (ticks(0.6) - 1));
    CHECK(allTellsAre(w, game::ThreatCue::LaserCharge, {20.5, 2.6}, 0.2));  // 1.1 tiles down the beam
}

TEST_CASE("A warning is told once however often it is looked at, and again when it starts anew", "[app][cues]") {
    game::ThreatWatch watch;
    const game::ThreatTell bat{game::ThreatCue::BatWake, {1.0, 1.0}, 0.2, game::threatId(engine::Entity{3, 1})};
    const game::ThreatTell tile{game::ThreatCue::TileCrumble, {2.5, 3.5}, 0.1, game::threatId(engine::Cell{2, 3})};
    CHECK(game::startedThreats(watch, {bat}).size() == 1);
    CHECK(game::startedThreats(watch, {bat}).empty());
    const std::vector<game::ThreatTell> both = game::startedThreats(watch, {tile, bat});
    REQUIRE(both.size() == 1);
    CHECK(both.front().cue == game::ThreatCue::TileCrumble);
    CHECK(game::startedThreats(watch, {}).empty());
    CHECK(game::startedThreats(watch, {bat}).size() == 1);  // it ended, so this is a new warning
    CHECK(game::threatId(engine::Cell{3, 1}) != game::threatId(engine::Entity{3, 1}));
}

TEST_CASE("Every threat cue names a sound of the kit, and lock-on and charge events leave the sound to their cues",
          "[app][cues]") {
    for (game::ThreatCue cue : {game::ThreatCue::BatWake, game::ThreatCue::LichCast, game::ThreatCue::TileCrumble,
                                game::ThreatCue::RobotLock, game::ThreatCue::LaserCharge}) {
        const game::EventSound s = game::soundFor(cue);
        INFO(std::string(s.name));
        CHECK(game::findSfxPreset(s.name) != nullptr);
    }
    CHECK(game::soundFor(game::EventType::RobotTelegraph).name.empty());  // else a lock-on would sound twice
    CHECK(game::soundFor(game::EventType::LaserCharge).name.empty());
}

TEST_CASE("A tell's glyph stands at its threat, pops in larger and blinks near the end of the warning",
          "[app][cues]") {
    auto bounds = [](const sf::VertexArray& va) {
        sf::FloatRect r(va[0].position, {0.0f, 0.0f});
        float x1 = r.left, y1 = r.top;
        for (std::size_t i = 0; i < va.getVertexCount(); ++i) {
            r.left = std::min(r.left, va[i].position.x);
            r.top = std::min(r.top, va[i].position.y);
            x1 = std::max(x1, va[i].position.x);
            y1 = std::max(y1, va[i].position.y);
        }
        return sf::FloatRect(r.left, r.top, x1 - r.left, y1 - r.top);
    };
    game::ThreatTell t{game::ThreatCue::RobotLock, {10.0, 5.0}, 0.0, 1};
    sf::VertexArray fresh(sf::Triangles), settled(sf::Triangles);
    game::appendThreatGlyphs(fresh, {t}, 0.0);
    t.progress = 0.4;
    game::appendThreatGlyphs(settled, {t}, 0.0);
    REQUIRE(fresh.getVertexCount() > 0);
    REQUIRE(settled.getVertexCount() == fresh.getVertexCount());
    const sf::FloatRect a = bounds(fresh), b = bounds(settled);
    const sf::Vector2f centre = game::toPixels(t.at);
    CHECK(b.contains(centre));
    CHECK(b.width < game::kTilePixels);
    CHECK(b.height < game::kTilePixels);
    CHECK(a.height > b.height);  // popping in
    // Late in the warning it blinks: some moments of a second show it, some do not.
    t.progress = 0.9;
    int shown = 0;
    for (int i = 0; i < 60; ++i) {
        sf::VertexArray late(sf::Triangles);
        game::appendThreatGlyphs(late, {t}, i / 60.0);
        shown += late.getVertexCount() > 0 ? 1 : 0;
    }
    CHECK(shown > 10);
    CHECK(shown < 50);
}
