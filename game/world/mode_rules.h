#pragma once
// Game modes as plug-ins. A mode is a folder of rules (game/ninja, game/crypt) and one ModeRules table: its
// entity types, how it spawns them and sets up the player, its per-tick step and its share of the state hash.
// The World keeps the ModeId its level names and calls through the table; it includes no mode. The built-in
// modes are listed in one file (game/modes/builtin_modes.cpp) and take the first ids in that order, so ids are
// the same in every run; registerMode adds another one after them.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "engine/level/entity_schema.h"
#include "engine/level/level.h"
#include "engine/ecs/registry.h"
#include "engine/math/hash.h"
#include "engine/math/vec2.h"

namespace game {

struct World;

/// Index of a registered mode (0 = the first built-in mode).
using ModeId = std::uint8_t;

/// Largest number of modes the registry holds (a ModeId is one byte).
inline constexpr std::size_t kMaxModes = 255;

/// The three views of a mode's own components of one entity (game/world/mode_fields.h fills them from a list).
struct ModeFields {
    void (*json)(nlohmann::ordered_json& out, const World& world, engine::Entity e) = nullptr; ///< into `out`
    void (*lines)(std::vector<std::string>& out, const World& world, engine::Entity e) = nullptr; ///< appended
    std::size_t (*count)(const World& world, engine::Entity e) = nullptr; ///< how many of the list e has
};

/// One beam of a level as it loads: its source and the polyline it follows (the editor draws it).
struct BeamPreview {
    std::size_t entity = 0;           ///< index of the beam's source in Level::entities
    std::vector<engine::Vec2> points; ///< the origin, each bounce, then where the beam ends (tiles)
};

/// One mode's rules: plain function pointers the World calls.
struct ModeRules {
    std::string_view name;                                       ///< level meta.mode and levels/ folder ("ninja")
    std::vector<engine::EntityType> (*entityTypes)() = nullptr;  ///< the mode's entity types for the schema
    bool (*spawn)(World&, const engine::EntitySpec&) = nullptr;  ///< spawn one entity; false: not the mode's
    void (*spawnPlayer)(World&) = nullptr;                       ///< create the player entity; nullptr: the shared
                                                                 ///< game::Player (game/world/player_spawn.h)
    void (*setUpPlayer)(World&) = nullptr;                       ///< after the player spawned (abilities, links);
                                                                 ///< may be nullptr
    void (*refreshPlayer)(World&) = nullptr;                     ///< a respawn at a checkpoint: the mode's
                                                                 ///< player state as a fresh attempt has it,
                                                                 ///< what it carries kept; may be nullptr
    void (*step)(World&) = nullptr;                              ///< one tick of play (the World did the rest)
    void (*hash)(const World&, engine::StateHasher&) = nullptr;  ///< fold the mode's own state into the hash
    ModeFields fields;                                           ///< its components as data (--dump, readout);
                                                                 ///< empty: the mode has none of its own
    std::vector<BeamPreview> (*beamPreviews)(const engine::Level&) = nullptr; ///< its beams as the level loads,
                                                                 ///< in entity order; nullptr: it has none
};

/// Add a mode after the ones already registered; its id. Throws std::invalid_argument when the name is empty or
/// taken, a required entry (entityTypes, spawn, step, hash) is missing, or kMaxModes are registered. Register
/// before levels of the mode are loaded; levelSchema() then accepts its name and types.
ModeId registerMode(const ModeRules& rules);

/// The id of the mode called `name`, if one is registered.
std::optional<ModeId> findMode(std::string_view name);

/// The rules of mode `id` (id < modeCount(); references stay valid when more modes register).
const ModeRules& modeRules(ModeId id);

/// How many modes are registered (the built-in ones at least).
std::size_t modeCount();

/// The mode a level plays: the one its meta.mode names, else mode 0.
ModeId modeOf(const engine::Level& level);

/// The built-in modes in id order. Defined by the one registration file, game/modes/builtin_modes.cpp.
std::vector<ModeRules> builtInModes();

} // namespace game
