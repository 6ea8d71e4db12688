#include "game/world/level_schema.h"

namespace game {

using engine::EntitySchema;
using engine::EntityType;
using engine::FieldSpec;

namespace {

// Ranges shared by several types, in the file's units.
constexpr double kMaxAngle = 360.0;         // deg: angles are written in -360..360
constexpr double kMaxSpin = 720.0;          // deg/s: fastest rotation of a laser, mirror or robot
constexpr double kMaxRange = 256.0;         // tiles: longest laser or sight line
constexpr double kMinWarning = 0.4;         // s: no hazard switches on with less warning than this
constexpr double kMaxTime = 120.0;          // s: longest period, wait or respawn

/// Angle in degrees, clockwise from right (0 = right, 90 = down, -90 = up); Tiled rotation fills it.
FieldSpec angleField(double def, const char* doc) {
    return engine::numberField("angle", "deg", def, -kMaxAngle, kMaxAngle, doc).takesRotation();
}

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

/// The ninja mode's types: lasers, mirrors, receivers and doors, robots.
std::vector<EntityType> ninjaTypes() {
    std::vector<std::string> ninja = {kModeNinja};
    return {
        {"laser", "a laser emitter; the beam kills on touch and reflects off mirrors", ninja, false, false, {
            angleField(0, "beam direction"),
            engine::enumField("kind", {"static", "rotating", "pulsing", "moving"}, "static",
                              "how the beam behaves"),
            engine::numberField("speed", "deg/s", 45, -kMaxSpin, kMaxSpin,
                                "rotating: turn rate, positive = clockwise"),
            engine::pairField("sweep", "deg", -kMaxAngle, kMaxAngle,
                              "rotating: swing between these angles instead of turning full circles"),
            engine::numberField("on", "s", 1.5, 0.1, kMaxTime, "pulsing: time the beam is on"),
            engine::numberField("off", "s", 1.5, 0.1, kMaxTime, "pulsing: time the beam is off"),
            engine::numberField("warning", "s", 0.6, kMinWarning, 5, "pulsing: warning flicker before it fires"),
            engine::numberField("phase", "s", 0, 0, kMaxTime, "pulsing/moving: time offset into the cycle"),
            engine::pathField("path", "moving: waypoints of the emitter, in cells")
                .requiredWhen("kind", "moving").takesPolyline(),
            engine::numberField("pathSpeed", "tiles/s", 2, 0.1, 30, "moving: travel speed along the path"),
            engine::enumField("pathMode", {"loop", "pingpong"}, "pingpong", "moving: loop or reverse at the ends"),
            engine::numberField("range", "tiles", 64, 1, kMaxRange, "longest beam, reflections included"),
        }},
        {"mirror", "a free-standing two-sided mirror segment centred on its cell", ninja, false, false, {
            angleField(45, "direction of the mirror's surface line"),
            engine::numberField("length", "tiles", 1, 0.25, 16, "length of the segment"),
            engine::numberField("spin", "deg/s", 0, -kMaxSpin, kMaxSpin, "rotation speed; 0 = fixed"),
        }},
        {"receiver", "a target that opens a door while a laser beam hits it", ninja, false, false, {
            engine::stringField("link", "", "id of the door it opens").makeRequired().refersTo("door"),
            engine::boolField("latch", false, "true: the door stays open once hit"),
        }},
        {"door", "a door that blocks movement and beams until a receiver opens it", ninja, true, false, {
            engine::numberField("w", "tiles", 1, 0.25, 64, "width"),
            engine::numberField("h", "tiles", 3, 0.25, 64, "height"),
        }},
        {"robot", "a sentry that turns towards the player and fires after a telegraph", ninja, false, false, {
            angleField(0, "initial facing"),
            engine::numberField("range", "tiles", 12, 1, 64, "sight and fire range"),
            engine::numberField("telegraph", "s", 0.6, kMinWarning, 5, "warning time before each shot"),
            engine::numberField("cooldown", "s", 1.5, 0, 30, "pause after each shot"),
            engine::enumField("fire", {"beam", "bolt"}, "beam", "beam: instant laser; bolt: slow projectile"),
            engine::numberField("turnSpeed", "deg/s", 90, 0, kMaxSpin, "how fast it turns to track"),
        }},
    };
}

/// The crypt mode's types: undead, shell refills, keys and gates.
std::vector<EntityType> cryptTypes() {
    std::vector<std::string> crypt = {kModeCrypt};
    FieldSpec dir = engine::integerField("dir", 1, -1, 1, "starting direction: -1 left, 1 right");
    dir.allowed = {-1, 1};
    return {
        {"skeleton", "walks back and forth, turning at walls and ledges", crypt, false, false, {
            dir,
            engine::numberField("speed", "tiles/s", 2, 0.1, 20, "walking speed"),
        }},
        {"bat", "sleeps until the player comes within range, then swoops", crypt, false, false, {
            engine::numberField("range", "tiles", 6, 1, 32, "wake-up distance"),
            engine::numberField("speed", "tiles/s", 5, 0.1, 20, "flying speed"),
        }},
        {"lich", "stands still and casts slow projectiles at the player", crypt, false, false, {
            engine::numberField("interval", "s", 2.5, 0.5, 30, "time between casts"),
            engine::numberField("projectileSpeed", "tiles/s", 4, 0.5, 30, "projectile speed"),
            engine::numberField("range", "tiles", 14, 1, 64, "casting range"),
        }},
        {"orb", "refills the blunderbuss's shells when touched", crypt, false, false, {
            engine::numberField("respawn", "s", 8, 0, kMaxTime, "time until it comes back; 0 = never"),
        }},
        {"key", "a key the player picks up; opens the gate that names it", crypt, true, false, {}},
        {"gate", "a locked gate; opens when the player carries its key", crypt, false, false, {
            engine::numberField("w", "tiles", 1, 0.25, 64, "width"),
            engine::numberField("h", "tiles", 3, 0.25, 64, "height"),
            engine::stringField("key", "", "id of the key that opens it").makeRequired().refersTo("key"),
        }},
    };
}

EntitySchema buildSchema() {
    EntitySchema schema;
    schema.modes = {kModeNinja, kModeCrypt};
    schema.types = ninjaTypes();
    for (EntityType& t : cryptTypes()) schema.types.push_back(std::move(t));
    schema.types.push_back(platformType());
    schema.types.push_back(signType());
    schema.limits.entities = kMaxLevelEntities;
    schema.limits.pathPoints = kMaxLevelPathPoints;
    schema.limits.groups = {
        {"beams (lasers and robots)", {"laser", "robot"}, kMaxLevelBeams},
        {"beam surfaces (mirrors, receivers, doors and robots)", {"mirror", "receiver", "door", "robot"},
         kMaxLevelBeamSurfaces},
        {"moving things (platforms, skeletons, bats and liches)", {"platform", "skeleton", "bat", "lich"},
         kMaxLevelMovers},
    };
    return schema;
}

} // namespace

const EntitySchema& levelSchema() {
    static const EntitySchema schema = buildSchema();
    return schema;
}

} // namespace game
