#include "game/run/headless.h"

#include <cmath>
#include <fstream>
#include <ostream>

#include <nlohmann/json.hpp>

#include "engine/level/level_loader.h"
#include "game/run/entity_fields.h"
#include "game/play/records.h"
#include "game/world/collectibles.h"
#include "game/world/level_schema.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// The scripted input of the built-in world at tick t: run right, hop now and then, turn back, aim and dash.
engine::InputFrame demoInput(std::uint64_t t) {
    engine::InputFrame f;
    std::uint64_t phase = t % 480;
    f.set(phase < 240 ? engine::Action::Right : engine::Action::Left, true);
    f.set(engine::Action::Jump, (t % 90) < 20);
    if (phase >= 200 && phase < 230) {
        f.set(engine::Action::Aim, true);
        f.aim = {phase < 240 ? 1.0 : -1.0, -1.0};
    }
    return f;
}

/// Load a level file, printing every diagnostic; false on errors.
bool loadLevelOrReport(const std::string& path, engine::Level& out, std::ostream& err) {
    engine::LoadResult r = engine::loadLevelFile(path, levelSchema());
    for (const engine::Diagnostic& d : r.diagnostics) err << d.format() << '\n';
    if (!r.level) return false;
    out = std::move(*r.level);
    return true;
}

/// One trace line: tick, player centre and velocity, contacts, run state.
void traceLine(const World& world, std::uint64_t t, std::ostream& out) {
    nlohmann::ordered_json j;
    engine::Vec2 p = center(playerBox(world)), v = playerVelocity(world);
    j["t"] = t;
    j["x"] = std::round(p.x * 1000) / 1000;
    j["y"] = std::round(p.y * 1000) / 1000;
    j["vx"] = std::round(v.x * 100) / 100;
    j["vy"] = std::round(v.y * 100) / 100;
    j["state"] = world.state == RunState::Playing ? "playing" : world.state == RunState::Dying ? "dying" : "complete";
    if (const engine::RaycastController* c = playerController(world)) {
        std::string contacts = std::string(c->info.below ? "B" : "") + (c->info.above ? "A" : "") +
                               (c->info.left ? "L" : "") + (c->info.right ? "R" : "");
        j["contacts"] = contacts;
    }
    out << j.dump() << '\n';
}

} // namespace

HeadlessSummary summarize(const World& world, std::string outcome, std::uint64_t ticks) {
    HeadlessSummary s;
    s.outcome = std::move(outcome);
    s.ticks = ticks;
    s.seconds = static_cast<double>(ticks) * engine::kTickSeconds;
    s.clockTicks = world.clockTicks;
    s.deaths = world.deaths;
    if (const Transform* t = world.registry.tryGet<Transform>(world.player)) s.player = t->position;
    s.stateHash = hashWorld(world);
    s.levelName = world.level.meta.name;
    s.assists = assistsText(world.assists);
    s.hasCollectible = hasCollectible(world);
    s.collectible = collectibleTaken(world);
    return s;
}

HeadlessSummary runReplay(PlaySession& session, std::uint64_t traceEvery, std::ostream* trace,
                          std::uint64_t graceTicks) {
    const Replay* replay = session.playback();
    const std::uint64_t limit = (replay ? replay->frames.size() : 0) + graceTicks;
    const World& world = session.world();
    for (std::uint64_t t = 0; t < limit; ++t) {
        session.step(session.nextInput({}));
        if (trace && traceEvery > 0 && ((t + 1) % traceEvery == 0 || world.state != RunState::Playing))
            traceLine(world, t + 1, *trace);
        if (world.state == RunState::Complete) return summarize(world, "complete", t + 1);
        if (world.state == RunState::Dying && !world.checkpoint.snapshot) return summarize(world, "dead", t + 1);
    }
    return summarize(world, "timeout", limit);
}

HeadlessSummary runReplay(const engine::Level& level, const Replay& replay, std::uint64_t traceEvery,
                          std::ostream* trace) {
    PlaySession session;
    SessionSetup setup;
    setup.level = level;
    setup.playback = replay;
    session.open(std::move(setup), nullptr);
    return runReplay(session, traceEvery, trace);
}

HeadlessSummary runBuiltInWorld(std::uint64_t ticks) {
    PlaySession session;
    return runBuiltInWorld(session, ticks);
}

HeadlessSummary runBuiltInWorld(PlaySession& session, std::uint64_t ticks, std::optional<Assists> assists) {
    engine::LoadResult r = engine::loadLevelText(builtInLevelText(), "<built-in>", levelSchema());
    SessionSetup setup;
    setup.assists = assists;
    setup.level = std::move(*r.level);
    session.open(std::move(setup), nullptr);
    for (std::uint64_t t = 0; t < ticks; ++t) session.step(demoInput(t));
    const World& world = session.world();
    return summarize(world, world.state == RunState::Complete ? "complete" : "timeout", ticks);
}

std::string summaryJson(const HeadlessSummary& s) {
    nlohmann::ordered_json j;
    j["outcome"] = s.outcome;
    j["ticks"] = s.ticks;
    j["seconds"] = s.seconds;
    j["clockTicks"] = s.clockTicks;
    j["deaths"] = s.deaths;
    j["player"] = {{"x", s.player.x}, {"y", s.player.y}};
    j["stateHash"] = s.stateHash;
    j["level"] = s.levelName;
    if (!s.assists.empty()) j["assists"] = s.assists;
    if (s.hasCollectible) j["collectible"] = s.collectible ? "taken" : "left";
    return j.dump();
}

int runHeadlessCommand(const CommandLine& options, std::ostream& out, std::ostream& err) {
    HeadlessSummary summary;
    PlaySession session;
    if (!options.level) {
        summary = runBuiltInWorld(session, options.ticks > 0 ? options.ticks : kHeadlessDefaultTicks, options.assists);
    } else {
        SessionSetup setup;
        setup.assists = options.assists;
        setup.path = *options.level;
        setup.level.emplace();
        if (!loadLevelOrReport(*options.level, *setup.level, err)) return 2;
        setup.playback = Replay{};
        if (options.replay) {
            setup.playback = loadReplayForLevel(*options.replay, *options.level, err);
            if (!setup.playback) return 2;
        } else {
            setup.playback->frames.assign(options.ticks > 0 ? options.ticks : kHeadlessDefaultTicks, engine::InputFrame{});
        }
        session.open(std::move(setup), nullptr);
        summary = runReplay(session, options.trace, &err, options.replay ? kReplayGraceTicks : 0);
    }
    std::string line = summaryJson(summary);
    if (!options.dump) {
        out << line << '\n';
        return 0;
    }
    // The dump: the summary, then every entity with its components (game/run/entity_fields.h).
    nlohmann::ordered_json dump = nlohmann::ordered_json::parse(line);
    dump["entities"] = entitiesJson(session.world());
    std::ofstream f(*options.dump, std::ios::binary | std::ios::trunc);
    if (!(f << dump.dump(1) << '\n')) {
        err << "raycrypt: cannot write " << *options.dump << '\n';
        return 2;
    }
    return 0;
}

const char* builtInLevelText() {
    return R"({
  "format": 1, "name": "Built-in Test Room", "mode": "ninja", "author": "Raycrypt", "par": 30,
  "hint": "The built-in room: a reflecting laser, a moving platform, slopes and one-ways.",
  "tiles": [
    "##############################",
    "#............................#",
    "#..........M.................#",
    "#............................#",
    "#.....====.........====......#",
    "#............................#",
    "#...........................E#",
    "#.........../##L.........#####",
    "#@........./####L............#",
    "##############################"
  ],
  "entities": [
    {"type": "laser", "x": 20, "y": 1, "kind": "rotating", "speed": 40, "sweep": [100, 170]},
    {"type": "mirror", "x": 6, "y": 2, "angle": 30, "length": 1.5, "spin": 20},
    {"type": "platform", "x": 23, "y": 5, "w": 2, "h": 0.5, "path": [[23, 5], [23, 2]], "speed": 1.5, "wait": 0.5}
  ]
})";
}

} // namespace game
