#include "game/ninja/ninja_rules.h"

#include "game/ninja/beam_preview.h"
#include "game/ninja/ninja_mode.h"
#include "game/world/level_schema.h"
#include "game/world/mode_fields.h"

namespace game {

using engine::EntityType;
using engine::FieldSpec;
using schema::angleField;
using schema::kMaxAngle;
using schema::kMaxRange;
using schema::kMinWarning;
using schema::kMaxTime;

std::vector<EntityType> ninjaEntityTypes() {
    std::vector<std::string> ninja = {kModeNinja};
    return {
        {"laser", "a laser emitter; the beam kills on touch and reflects off mirrors", ninja, false, false, {
            angleField(0, "beam direction"),
            engine::enumField("kind", {"static", "rotating", "pulsing", "moving"}, "static",
                              "how the beam behaves"),
            engine::numberField("speed", "deg/s", 45, -schema::kMaxSpin, schema::kMaxSpin,
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
            engine::numberField("spin", "deg/s", 0, -schema::kMaxSpin, schema::kMaxSpin, "rotation speed; 0 = fixed"),
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
            engine::numberField("turnSpeed", "deg/s", 90, 0, schema::kMaxSpin, "how fast it turns to track"),
        }},
    };
}

ModeRules ninjaRules() {
    ModeRules r;
    r.name = kModeNinja;
    r.entityTypes = ninjaEntityTypes;
    r.spawn = spawnNinjaEntity;
    r.setUpPlayer = setUpNinjaPlayer;
    r.refreshPlayer = refreshNinjaPlayer;
    r.step = stepNinja;
    r.fields = modeFieldsOf(NinjaComponents{});
    r.hash = hashNinja;
    r.beamPreviews = ninjaBeamPreviews;
    return r;
}

} // namespace game
