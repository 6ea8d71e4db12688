#include "game/world/world.h"

#include "engine/ecs/field_hash.h"
#include "engine/math/hash.h"
#include "game/world/checkpoints.h"
#include "game/world/collectibles.h"
#include "game/world/components.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Seed of the simulation's random stream: fixed, so every attempt of every level is reproducible.
constexpr std::uint64_t kWorldSeed = 0x52617963727970ull;  // "Raycryp"

/// Spawn one level entity through the shared table, then the mode's.
void spawnEntity(World& world, const ModeRules& rules, const engine::EntitySpec& spec) {
    if (spawnSharedEntity(world, spec)) return;
    rules.spawn(world, spec);
}

/// Start-of-tick bookkeeping: input edges, cleared outputs, previous positions.
void beginTick(World& world, const engine::InputFrame& input) {
    world.input.advance(input);
    world.events.clear();
    world.debug.clear();
    world.playerPushed = false;
    world.registry.view<Transform>().each([](Transform& t) { t.previous = t.position; });
}

/// The Dying countdown: the burst plays, then the attempt goes back to the active checkpoint, or restarts by
/// itself. With a checkpoint lit the level clock runs through the burst: the attempt's time is its whole time.
void stepDying(World& world) {
    if (world.checkpoint.snapshot && world.clockTicks > 0) world.clockTicks += 1;
    if (--world.stateTicks > 0) return;
    if (respawnAtCheckpoint(world)) return;
    restartAttempt(world);
    emit(world, EventType::Restart, world.level.spawnCentre());
}

/// Invincible: remember where the player last stood on solid tiles (not a platform), for falls and crushes. Ground
/// where a platform pushes the player is no safe ground: a squeeze there would put it back into the squeeze.
void trackSafeGround(World& world) {
    if (!world.assists.invincible || world.state != RunState::Playing || world.playerPushed) return;
    const engine::RaycastController* c = playerController(world);
    if (c == nullptr || !c->info.below || c->info.belowHit.source != engine::HitSource::Tile ||
        world.grid.at(c->info.belowHit.cell) != engine::TileKind::Solid)
        return;
    world.safeGround = center(c->collider);
    world.hasSafeGround = true;
}

/// True when `box` (the player's, tiles) would lie more than its skin inside a solid entity (a platform), now.
bool blockedBySolid(const World& world, const engine::Aabb& box) {
    static thread_local std::vector<engine::SolidId> ids;
    const engine::RaycastController* c = playerController(world);
    const double skin = c != nullptr ? c->config.skin : 0.0;
    const engine::Aabb inner = engine::inflate(box, -skin);
    world.solids.query(inner, ids);
    for (engine::SolidId id : ids)
        if (!engine::isOneWay(world.solids.body(id)) && engine::overlapsOpen(inner, world.solids.body(id).box))
            return true;
    return false;
}

/// A player below the level's bottom row fell out of it.
void checkFall(World& world) {
    if (world.state != RunState::Playing) return;
    const engine::Aabb box = playerBox(world);
    if (box.min.y > static_cast<double>(world.grid.height()) && world.grid.height() > 0)
        killPlayer(world, DeathCause::Fell, center(box));
}

} // namespace

void loadWorld(World& world, engine::Level level) {
    world.level = std::move(level);
    world.mode = modeOf(world.level);
    world.shapes = engine::buildMergedGeometry(world.level.grid, world.level.shapes);
    world.deaths = 0;
    world.attempts = 0;
    world.totalTicks = 0;
    world.input = {};
    world.restartHeld = false;
    restartAttempt(world);
}

void restartAttempt(World& world) {
    world.grid = world.level.grid;
    world.registry.clear();
    world.solids = engine::SolidIndex();
    world.slowdown.clear();
    world.rng.seed(kWorldSeed);
    world.state = RunState::Playing;
    world.stateTicks = 0;
    world.lastDeath = DeathCause::None;
    world.deathPoint = {};
    world.safeGround = {};
    world.hasSafeGround = false;
    world.tick = 0;
    world.clockTicks = 0;
    world.attempts += 1;
    world.checkpoint = {};
    world.events.clear();
    const ModeRules& rules = modeRules(world.mode);
    for (const engine::EntitySpec& spec : world.level.entities) spawnEntity(world, rules, spec);
    if (rules.spawnPlayer != nullptr) rules.spawnPlayer(world);
    else spawnPlayer(world);
    if (rules.setUpPlayer != nullptr) rules.setUpPlayer(world);
}

engine::InputFrame simulatedInput(const World& world, const engine::InputFrame& input) {
    engine::InputFrame seen = input;
    if (world.restartHeld) seen.set(engine::Action::Restart, false);
    return seen;
}

void stepWorld(World& world, const engine::InputFrame& input) {
    const engine::InputFrame seen = simulatedInput(world, input);
    world.restartHeld = input.isHeld(engine::Action::Restart);
    beginTick(world, seen);
    world.totalTicks += 1;
    if (world.state == RunState::Complete) return;
    if (world.state == RunState::Dying) return stepDying(world);
    if (world.input.held(engine::Action::Restart)) {
        restartAttempt(world);
        emit(world, EventType::Restart, world.level.spawnCentre());
        return;
    }
    world.tick += 1;
    if (world.clockTicks > 0 || clockStarts(input)) world.clockTicks += 1;
    modeRules(world.mode).step(world);
    checkFall(world);
    checkCheckpoints(world);
    checkCollectibles(world);
    trackSafeGround(world);
}

bool clockStarts(const engine::InputFrame& input) {
    engine::InputFrame play = input;
    play.set(engine::Action::Restart, false);
    return play.held != 0;
}

void killPlayer(World& world, DeathCause cause, engine::Vec2 point) {
    if (world.state != RunState::Playing) return;
    if (world.assists.invincible) {
        if (cause != DeathCause::Fell && cause != DeathCause::Crushed) return;
        const engine::Aabb box = playerBox(world);
        const engine::Vec2 spawn = world.level.spawnFeet() - engine::Vec2{0.0, 0.5 * (box.max.y - box.min.y)};
        engine::Vec2 to = world.hasSafeGround ? world.safeGround : spawn;
        if (to != spawn && blockedBySolid(world, translate(box, to - center(box)))) to = spawn;
        placePlayer(world, to);
        emit(world, EventType::Restart, to);
        return;
    }
    world.state = RunState::Dying;
    world.stateTicks = kDeathRestartTicks;
    world.lastDeath = cause;
    world.deathPoint = point;
    world.deaths += 1;
    world.slowdown.clear();
    emit(world, EventType::Death, point);
}

void completeLevel(World& world) {
    if (world.state != RunState::Playing) return;
    world.state = RunState::Complete;
    world.slowdown.clear();
    emit(world, EventType::Exit, center(playerBox(world)));
}

std::string hashWorld(const World& world) {
    engine::StateHasher h;
    h.add(world.tick).add(world.clockTicks).add(world.totalTicks).add(static_cast<int>(world.state)).add(world.stateTicks);
    h.add(world.deaths).add(world.attempts).add(world.deathPoint);
    h.add(world.rng.state()).add(world.slowdown.scale()).add(static_cast<std::uint64_t>(world.slowdown.size()));
    h.add(world.input.current.held).add(world.input.current.aim).add(world.input.previous.held);
    h.addBytes(world.grid.cells().data(), world.grid.cells().size());
    if (world.assists.any()) { // an unassisted run hashes as it always has
        const Assists& a = world.assists;
        h.add(a.speedPercent).add(a.invincible).add(a.infiniteFocus).add(a.infiniteShells).add(a.dashAssist);
        h.add(world.safeGround).add(world.hasSafeGround);
    }
    for (engine::Entity e : world.registry.entities()) {
        h.add(e.index).add(e.generation);
        engine::hashComponents(h, world.registry, e, SharedComponents{});
    }
    modeRules(world.mode).hash(world, h);
    hashCheckpoints(world, h);
    return h.hex();
}

} // namespace game
