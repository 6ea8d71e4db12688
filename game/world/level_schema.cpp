#include "game/world/level_schema.h"

#include <deque>
#include <mutex>

#include "game/world/checkpoints.h"
#include "game/world/collectibles.h"
#include "game/world/mode_rules.h"

namespace game {

using engine::EntitySchema;
using engine::EntityType;
using engine::FieldSpec;

namespace {

using schema::kMaxTime;

/// The moving-platform type, shared by both modes.
EntityType platformType() {
    return {"platform", "a moving platform that carries the player along a path", {}, false, false, {
        engine::numberField("w", "tiles", 3, 0.5, 32, "width"),
        engine::numberField("h", "tiles", 1, 0.25, 8, "height"),
        engine::pathField("path", "waypoints of the platform's top-left cell, like x, y").makeRequired().takesPolyline(),
        engine::numberField("speed", "tiles/s", 2, 0.1, 30, "travel speed"),
        engine::enumField("pathMode", {"loop", "pingpong"}, "pingpong",
                          "loop: back to the first point after the last; pingpong: reverse at each end"),
        engine::numberField("wait", "s", 0.5, 0, kMaxTime, "pause at each waypoint"),
        engine::enumField("easing", {"linear", "smooth"}, "smooth", "speed profile between waypoints"),
    }};
}

/// The in-level sign, shared by both modes.
EntityType signType() {
    return {"sign", "a hint shown when the player stands at it", {}, false, false, {
        engine::stringField("text", "", "the hint text", 200).makeRequired(),
    }};
}

/// Every registered mode's name and types, in id order, then the shared types.
EntitySchema buildSchema() {
    EntitySchema schema;
    for (std::size_t i = 0; i < modeCount(); ++i) {
        const ModeRules& mode = modeRules(static_cast<ModeId>(i));
        schema.modes.emplace_back(mode.name);
        for (EntityType& t : mode.entityTypes()) schema.types.push_back(std::move(t));
    }
    schema.types.push_back(platformType());
    schema.types.push_back(signType());
    schema.types.push_back(checkpointType());
    schema.types.push_back(collectibleType());
    schema.limits.entities = kMaxLevelEntities;
    schema.limits.pathPoints = kMaxLevelPathPoints;
    schema.limits.groups = {
        {"beams (lasers and robots)", {"laser", "robot"}, kMaxLevelBeams},
        {"beam surfaces (mirrors, receivers, doors and robots)", {"mirror", "receiver", "door", "robot"},
         kMaxLevelBeamSurfaces},
        {"collectibles", {"collectible"}, kMaxLevelCollectibles},
        {"moving things (platforms, skeletons, bats and liches)", {"platform", "skeleton", "bat", "lich"},
         kMaxLevelMovers},
    };
    return schema;
}

} // namespace

FieldSpec schema::angleField(double def, const char* doc) {
    return engine::numberField("angle", "deg", def, -kMaxAngle, kMaxAngle, doc).takesRotation();
}

const EntitySchema& levelSchema() {
    // One schema per set of registered modes: a mode registered later gets a new one, and the old ones stay
    // alive for whoever holds a reference to them.
    static std::mutex lock;
    static std::deque<EntitySchema> built;
    const std::lock_guard<std::mutex> guard(lock);
    if (built.empty() || built.back().modes.size() != modeCount()) built.push_back(buildSchema());
    return built.back();
}

} // namespace game
