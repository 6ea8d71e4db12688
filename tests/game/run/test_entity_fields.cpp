// The component field lists drive the state hash, the --dump file and the debug readout: every component the
// game attaches is in a list, the dump and the readout name the same fields, and fields the hash once left out
// (tuning, ranges, the second corner of a box) now move it.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/level/level_loader.h"
#include "game/crypt/crypt_components.h"
#include "game/ninja/ninja_components.h"
#include "game/player/player.h"
#include "game/replay/replay_file.h"
#include "game/run/entity_fields.h"
#include "game/run/headless.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"

namespace {

/// The built-in room, loaded fresh and run for `ticks` ticks of a scripted input.
game::World builtInWorld(std::uint64_t ticks) {
    game::PlaySession session;
    game::runBuiltInWorld(session, ticks);
    return session.world();
}

/// A shipped level, loaded fresh.
game::World shippedWorld(const std::string& file) {
    engine::LoadResult loaded = engine::loadLevelFile(RAYCRYPT_SOURCE_DIR "/levels/" + file, game::levelSchema());
    REQUIRE(loaded.level);
    game::World w;
    game::loadWorld(w, std::move(*loaded.level));
    return w;
}

/// The dotted paths of every non-object value under j ("Door.open", "Player.body.collider.min").
void leafPaths(const nlohmann::ordered_json& j, const std::string& path, std::vector<std::string>& out) {
    if (!j.is_object()) {
        out.push_back(path);
        return;
    }
    for (auto it = j.begin(); it != j.end(); ++it) leafPaths(it.value(), path + "." + it.key(), out);
}

} // namespace

TEST_CASE("Every component on every entity of every shipped level is in a component list", "[fields][levels]") {
    for (const std::string& file : engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels")) {
        DYNAMIC_SECTION(file) {
            engine::LoadResult loaded = engine::loadLevelFile(file, game::levelSchema());
            REQUIRE(loaded.level);
            game::ReplayLoadResult replay = game::loadReplayFile(game::solutionReplayPathFor(file));
            REQUIRE(replay.ok());
            game::World world;
            game::loadWorld(world, std::move(*loaded.level));
            for (std::size_t t = 0; t <= replay.replay->frames.size(); ++t) {
                if (t % 30 == 0 || t == replay.replay->frames.size()) {
                    for (engine::Entity e : world.registry.entities()) {
                        INFO("tick " << t << ", entity #" << e.index);
                        CHECK(world.registry.componentCount(e) == game::listedComponentCount(world, e));
                    }
                }
                if (t < replay.replay->frames.size()) game::stepWorld(world, replay.replay->frames[t]);
            }
        }
    }
}

TEST_CASE("The readout names exactly the fields the dump writes, for every entity", "[fields]") {
    for (const game::World& world : {builtInWorld(900), shippedWorld("crypt/05.json"), shippedWorld("ninja/08.json")}) {
        const nlohmann::ordered_json dump = game::entitiesJson(world);
        REQUIRE(dump.size() == world.registry.alive());
        std::size_t i = 0;
        for (engine::Entity e : world.registry.entities()) {
            std::vector<std::string> fromDump;
            for (auto it = dump[i].begin(); it != dump[i].end(); ++it)
                if (it.value().is_object()) leafPaths(it.value(), it.key(), fromDump);
            std::vector<std::string> readout = game::entityReadout(world, e);
            REQUIRE_FALSE(readout.empty());
            readout.erase(readout.begin());  // the handle line
            std::vector<std::string> fromReadout;
            for (const std::string& line : readout) fromReadout.push_back(line.substr(0, line.find(' ')));
            INFO("entity #" << e.index);
            CHECK(fromReadout == fromDump);
            CHECK(dump[i]["entity"] == e.index);
            ++i;
        }
    }
}

TEST_CASE("The dump writes every shown field of the player, skipping only the borrowed ray buffer", "[fields]") {
    const game::World world = builtInWorld(300);
    const nlohmann::ordered_json dump = game::entitiesJson(world);
    nlohmann::ordered_json player;
    for (const auto& e : dump)
        if (e["entity"] == world.player.index) player = e["Player"];
    std::vector<std::string> keys;
    for (auto it = player.begin(); it != player.end(); ++it) keys.push_back(it.key());
    CHECK(keys == std::vector<std::string>{"state", "body", "velocity", "facing", "tuning", "coyoteTimer",
                                           "jumpBufferTimer", "wallStickTimer", "forceMoveTimer", "liftTimer",
                                           "forceMoveX", "jumpRising", "wallDir", "liftVelocity", "dashDir",
                                           "dashRemaining", "dashTimer", "dash"});
    CHECK(player["body"].contains("info"));
    CHECK_FALSE(player["body"].contains("scratch"));
}

TEST_CASE("The headless dump file holds the summary and every entity with its components", "[fields][cli]") {
    const std::string out = (std::filesystem::temp_directory_path() / "raycrypt_dump_test.json").string();
    game::CommandLine options;
    options.mode = game::RunMode::Headless;
    options.level = RAYCRYPT_SOURCE_DIR "/levels/crypt/02.json";
    options.replay = RAYCRYPT_SOURCE_DIR "/levels/crypt/02.replay.json";
    options.dump = out;
    std::ostringstream sout, serr;
    REQUIRE(game::runHeadlessCommand(options, sout, serr) == 0);
    std::ifstream f(out);
    const nlohmann::ordered_json j = nlohmann::ordered_json::parse(f);
    std::remove(out.c_str());
    CHECK(j["outcome"] == "complete");
    CHECK(j["stateHash"].get<std::string>().size() == 16);
    REQUIRE(j["entities"].is_array());
    bool player = false;
    for (const auto& e : j["entities"])
        if (e.contains("Blunderbuss")) player = e.contains("Player") && e.contains("Satchel");
    CHECK(player);
}

TEST_CASE("Fields the state hash used to leave out now move it", "[fields][hash]") {
    const game::World base = builtInWorld(240);
    const std::string before = game::hashWorld(base);
    auto changed = [&](auto edit) {
        game::World w = base;
        edit(w);
        return game::hashWorld(w) != before;
    };
    CHECK(changed([](game::World& w) { w.registry.get<game::Player>(w.player).tuning.gravity *= 1.5; }));
    CHECK(changed([](game::World& w) { w.registry.get<game::Player>(w.player).body.info.slopeAngle += 0.1; }));
    CHECK(changed([](game::World& w) { w.registry.get<game::Player>(w.player).dash.duration += 0.1; }));
    CHECK(changed([](game::World& w) { w.registry.get<game::Transform>(w.player).previous.x += 0.5; }));
    CHECK(changed([](game::World& w) {
        w.registry.view<game::LaserEmitter>().each([](game::LaserEmitter& l) { l.sweepMax += 0.1; });
    }));
    CHECK(changed([](game::World& w) {
        w.registry.view<game::MirrorEntity>().each([](game::MirrorEntity& m) { m.halfLength += 0.1; });
    }));
    CHECK(changed([](game::World& w) {
        w.registry.view<game::Platform>().each([](game::Platform& p) { p.motion.speed += 0.1; });
    }));
    game::World crypt = shippedWorld("crypt/09.json");
    const std::string cryptBefore = game::hashWorld(crypt);
    std::size_t liches = 0;
    crypt.registry.view<game::Lich>().each([&](game::Lich& l) {
        l.projectileSpeed += 1.0;
        ++liches;
    });
    REQUIRE(liches > 0);
    CHECK(game::hashWorld(crypt) != cryptBefore);
}

TEST_CASE("Presentation-only crypt effects stay out of the state hash", "[fields][hash]") {
    game::World world = shippedWorld("crypt/02.json");
    const std::string before = game::hashWorld(world);
    bool found = false;
    world.registry.view<game::CryptFx>().each([&](game::CryptFx& fx) {
        fx.traceAge = 0.5;
        fx.sparks.push_back({});
        found = true;
    });
    REQUIRE(found);
    CHECK(game::hashWorld(world) == before);
}
