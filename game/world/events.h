#pragma once
// WorldEvent: something that happened during a tick that the presentation reacts to (a sound, sparks, a camera
// shake). Events are outputs only: the simulation never reads them back.
#include <cstdint>

#include "engine/math/vec2.h"

namespace game {

/// What happened.
enum class EventType : std::uint8_t {
    Jump, Land, WallKick, Dash, BulletTimeOn, BulletTimeOff,
    LaserCharge,  ///< a pulsing emitter started its warning
    Zap,          ///< a beam hit something that matters (a receiver lit, the player died to it)
    Death, Restart, Exit,
    Shot, DryClick, Reload, BlockBreak, Crumble, EnemyDeath, Stomp, Spark,
    DoorOpen, DoorClose, Pickup, KeyPickup, RobotTelegraph, RobotFire,
    Checkpoint,   ///< a checkpoint lit: a death brings the player back there
    Collect,      ///< the level's collectible taken (it counts once the exit is reached)
};

/// One event: where (tiles) and an optional direction (a surface normal, a shot's aim; zero when none).
struct WorldEvent {
    EventType type = EventType::Jump;
    engine::Vec2 position;
    engine::Vec2 direction;
};

} // namespace game
