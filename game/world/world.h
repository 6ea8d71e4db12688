#pragma once
// World: the whole simulation state of one level attempt, and the per-tick step shared by both modes.
//
// The simulation is a pure function of (level, InputFrames): stepWorld never reads a clock or a file, and every
// container it iterates has a deterministic order, so the same replay gives the same hashWorld() bit for bit.
// The state it reads outside the World is fixed before any World exists or holds nothing between calls
// (docs/architecture.md, Determinism). Rendering reads a World but never writes it.
//
// Tick pipeline (stepWorld):
//   1. beginTick: input edges, events and debug data cleared, previous positions kept for interpolation; then
//      a completed world stops, a dying one runs its countdown, and Restart restarts the attempt
//   2. the tick count, and the attempt clock once the first input has come (clockStarts)
//   3. the mode's step (ModeRules::step, game/world/mode_rules.h), which calls the shared systems in the order
//      it needs: movePlatforms, updatePlayerBody, checkTileHazards, checkExits
//   4. a fall below the map, checkpoints touched (game/world/checkpoints.h), the collectible taken
//      (game/world/collectibles.h), and (invincible) the last solid ground the player stood on
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/collision/merged_geometry.h"
#include "engine/collision/tile_grid.h"
#include "engine/controller/collision_world.h"
#include "engine/controller/raycast_controller.h"
#include "engine/controller/solid_index.h"
#include "engine/ecs/fields.h"
#include "engine/ecs/registry.h"
#include "engine/input/input_frame.h"
#include "engine/level/level.h"
#include "engine/math/rng.h"
#include "engine/time/slowdown.h"
#include "engine/time/timestep.h"
#include "game/world/assists.h"
#include "game/world/debug_frame.h"
#include "game/world/events.h"
#include "game/world/mode_rules.h"

namespace game {

/// Where the attempt is.
enum class RunState : std::uint8_t {
    Playing,   ///< normal play
    Dying,     ///< the player died: the burst plays for kDeathRestartSeconds, then the attempt restarts
    Complete,  ///< the exit was reached: the clock stopped, the world is frozen
};

/// Why the player died (for the death burst, the debug explanation and the tests).
enum class DeathCause : std::uint8_t { None, Laser, Spikes, Crushed, Enemy, Projectile, Fell };

/// Time from death to the automatic restart, seconds (under 0.3 s, so a death costs almost nothing).
inline constexpr double kDeathRestartSeconds = 0.25;
/// Death-restart delay in whole ticks.
inline constexpr int kDeathRestartTicks = static_cast<int>(kDeathRestartSeconds * engine::kTickRate + 0.5);

/// Position for render interpolation: every drawn entity has one. `previous` is the position at the start of
/// the tick; the renderer draws lerp(previous, position, alpha).
struct Transform {
    engine::Vec2 position;  ///< tiles: the entity's centre
    engine::Vec2 previous;  ///< tiles: position at the start of this tick
};
/// Transform's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Transform>) {
    return engine::fieldList("Transform", engine::field("position", &Transform::position),
                             engine::field("previous", &Transform::previous));
}

/// The entity's type name from the level file ("laser", "skeleton", ...) and its id, for debug and links.
struct Tag {
    std::string type;
    std::string id;
};
/// Tag's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Tag>) {
    return engine::fieldList("Tag", engine::field("type", &Tag::type), engine::field("id", &Tag::id));
}

/// A solid registered in World::solids (doors, gates, moving platforms, crates).
struct SolidRef {
    engine::SolidId id = engine::kNoSolid;
};
/// SolidRef's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<SolidRef>) {
    return engine::fieldList("SolidRef", engine::field("id", &SolidRef::id));
}

/// An actor moved by the raycast controller (skeletons, bats; the player is a game::Player).
struct Body {
    engine::RaycastController controller;
    engine::Vec2 velocity;  ///< tiles/s
};
/// Body's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Body>) {
    return engine::fieldList("Body", engine::field("controller", &Body::controller),
                             engine::field("velocity", &Body::velocity));
}

struct World;

/// Where a death brings the attempt back (game/world/checkpoints.h).
struct CheckpointState {
    std::shared_ptr<const World> snapshot; ///< the World at the end of the tick the active checkpoint was lit;
                                           ///< empty: none lit, a death restarts at the spawn
    std::string snapshotHash;              ///< hashWorld of the snapshot, for the state hash
    engine::Vec2 feet;                     ///< tiles: where the player stands after a respawn
    int count = 0;                         ///< checkpoints in the level
    int respawns = 0;                      ///< times this attempt came back at a checkpoint (the results show it)
};

/// Everything about one attempt at one level.
struct World {
    // --- Definition: what an attempt restarts from (never changed by the simulation) ---
    engine::Level level;
    ModeId mode = 0;                ///< the level's mode (its rules: modeRules(mode))
    Assists assists;                ///< the player's assists (kept across attempts; a replay header sets them)
    engine::MergedGeometry shapes;  ///< level.shapes merged with the tiles around them, built at load (beams meet it)

    // --- Live state ---
    engine::TileGrid grid;          ///< the level's tiles as they are now (blocks break, crumbling tiles fall)
    engine::Registry registry;
    engine::SolidIndex solids;
    engine::SlowdownStack slowdown; ///< bullet time and other in-world slow-downs; cleared on death/restart
    engine::Rng rng;
    engine::InputState input;       ///< this tick's and the last tick's input
    bool restartHeld = false;       ///< Restart was held on the last tick: it restarts again only once let go
    engine::Entity player;
    RunState state = RunState::Playing;
    int stateTicks = 0;             ///< ticks left in Dying
    DeathCause lastDeath = DeathCause::None;
    engine::Vec2 deathPoint;        ///< where the killing contact happened (tiles)
    engine::Vec2 safeGround;        ///< invincible: the player's centre when last standing on solid tiles (tiles)
    bool hasSafeGround = false;     ///< safeGround was set in this attempt
    std::uint64_t tick = 0;         ///< ticks since the attempt started
    std::uint64_t clockTicks = 0;   ///< the level clock: ticks since the attempt's first input (clockStarts)
    std::uint64_t totalTicks = 0;   ///< ticks since the level was loaded (all attempts)
    int deaths = 0;                 ///< deaths since the level was loaded
    int attempts = 1;               ///< attempts since the level was loaded
    CheckpointState checkpoint;     ///< the active checkpoint's copy of the World, and the respawns

    // --- Per-tick outputs (cleared at the start of every tick) ---
    std::vector<WorldEvent> events; ///< sounds, particles, camera shake
    DebugFrame debug;               ///< rays, beams and contacts of this tick (plain data for the overlay)
    bool playerPushed = false;      ///< a moving platform pushed the player this tick (no safe ground then)

    /// The collision world movement queries run against (borrowed pointers into this World).
    engine::CollisionWorld collision() const { return {&grid, &solids}; }
    /// Seconds since the attempt started (animation clocks; the level time is clockSeconds).
    double attemptSeconds() const { return static_cast<double>(tick) * engine::kTickSeconds; }
    /// The level time: seconds on the level clock (clockTicks).
    double clockSeconds() const { return static_cast<double>(clockTicks) * engine::kTickSeconds; }
};

/// Set the world up for `level` (its meta.mode picks the mode, see modeOf) and start the first attempt. Deaths
/// reset to 0.
void loadWorld(World& world, engine::Level level);

/// Start a fresh attempt of the same level: tiles, entities, player and timers as at load; slow-downs cleared;
/// every checkpoint dark. Deaths and attempts are kept (and attempts counts up). A button held through the
/// restart stays held: it acts again only once pressed again.
void restartAttempt(World& world);

/// True when `input` starts the level clock: it holds any action but Restart. The tick of an attempt's first such
/// input is the clock's first tick, and the tick that reaches the exit its last: results, medals, records and the
/// HUD all show this time, so reading the signs before moving costs nothing.
bool clockStarts(const engine::InputFrame& input);

/// The input as the simulation takes it: Restart only on the tick it goes down (held on, it is left out), so that
/// no frame of an attempt holds a Restart from before it. Recordings store these frames.
engine::InputFrame simulatedInput(const World& world, const engine::InputFrame& input);

/// Advance the world one fixed tick (engine::kTickSeconds) with this tick's input (taken as simulatedInput).
void stepWorld(World& world, const engine::InputFrame& input);

/// Kill the player (once: ignored unless Playing). Counts a death, clears slow-downs, emits a Death event.
/// Invincible (World::assists): nothing dies; a fall or a crush puts the player back on World::safeGround, the
/// last solid ground it stood on while no platform pushed it (the spawn when there is none yet, or when a solid
/// now stands there), and emits a Restart event there.
void killPlayer(World& world, DeathCause cause, engine::Vec2 point);

/// Complete the level (once: ignored unless Playing). Stops the clock and emits an Exit event.
void completeLevel(World& world);

/// Bit-exact hash of the simulation state, as 16 hex digits: the World's own counters, clocks, random stream,
/// slow-downs, input and tiles, then every entity (index, generation) with its components field by field, as
/// their field lists say (SharedComponents, then the mode's list; presentation and skipped fields left out).
std::string hashWorld(const World& world);

} // namespace game
