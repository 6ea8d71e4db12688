#pragma once
// Recoil crypts: the mode's components, plain structs (systems are free functions in the other crypt files).
// Positions live in Transform (the entity's centre, tiles); enemies that walk or fly also have a Body.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/collision/tile_grid.h"
#include "engine/controller/solid_index.h"
#include "engine/ecs/fields.h"
#include "engine/math/shapes.h"
#include "game/crypt/crypt_tuning.h"

namespace game {

/// The explorer's gun (on the player entity).
struct Blunderbuss {
    int shells = kShellCapacity; ///< shells loaded, 0..kShellCapacity
    double cooldown = 0.0;       ///< s until the next shot may fire
    engine::Vec2 aim{1.0, 0.0};  ///< unit aim direction this tick (the input's, or the facing when none)
    int facing = 1;              ///< −1 left, +1 right: the last walking direction
    double sinceShot = 1e9;      ///< s since the last shot (muzzle flash)
    bool pendingShot = false;    ///< fired this tick: the pellets are cast after the player has moved
    engine::Vec2 shotAim;        ///< unit aim of the pending shot
};
/// Blunderbuss' fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Blunderbuss>) {
    using C = Blunderbuss;
    return engine::fieldList("Blunderbuss", engine::field("shells", &C::shells),
                             engine::field("cooldown", &C::cooldown), engine::field("aim", &C::aim),
                             engine::field("facing", &C::facing), engine::field("sinceShot", &C::sinceShot),
                             engine::field("pendingShot", &C::pendingShot),
                             engine::field("shotAim", &C::shotAim));
}

/// The keys the explorer carries (on the player entity), in pickup order.
struct Satchel {
    std::vector<std::string> keys;
};
/// Satchel's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Satchel>) {
    using C = Satchel;
    return engine::fieldList("Satchel", engine::field("keys", &C::keys));
}

/// What a pellet or a touch can hit on an enemy or projectile: a box of this half-size around the Transform.
struct Hitbox {
    engine::Vec2 half;
};
/// Hitbox's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Hitbox>) {
    using C = Hitbox;
    return engine::fieldList("Hitbox", engine::field("half", &C::half));
}

/// A patrolling skeleton (with a Body). Its solid lets the player's controller report stomps and side
/// touches.
struct Skeleton {
    int dir = 1;                              ///< −1 left, +1 right
    double speed = 2.0;                       ///< tiles/s
    engine::SolidId solid = engine::kNoSolid; ///< its box in World::solids (inset by kSkeletonSolidInset)
};
/// Skeleton's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Skeleton>) {
    using C = Skeleton;
    return engine::fieldList("Skeleton", engine::field("dir", &C::dir), engine::field("speed", &C::speed),
                             engine::field("solid", &C::solid));
}

/// A bat's behaviour.
enum class BatState : std::uint8_t { Sleeping, Waking, Swooping };

/// A bat (with a Body, no gravity): sleeps until it sees the explorer within range, then swoops after them.
struct Bat {
    double range = 6.0; ///< wake-up distance, tiles
    double speed = 5.0; ///< top flying speed, tiles/s
    BatState state = BatState::Sleeping;
    double timer = 0.0; ///< Waking: s until it swoops
};
/// Bat's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Bat>) {
    using C = Bat;
    return engine::fieldList("Bat", engine::field("range", &C::range), engine::field("speed", &C::speed),
                             engine::field("state", &C::state), engine::field("timer", &C::timer));
}

/// A lich: stands still and casts slow projectiles at the explorer when it sees them.
struct Lich {
    double interval = 2.5;        ///< s between casts
    double projectileSpeed = 4.0; ///< tiles/s
    double range = 14.0;          ///< tiles
    double timer = 2.5;           ///< s until the next cast (never below kLichTelegraph while blind)
    bool charging = false;        ///< in the telegraph before a cast (drawn as a glow)
};
/// Lich's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Lich>) {
    using C = Lich;
    return engine::fieldList("Lich", engine::field("interval", &C::interval),
                             engine::field("projectileSpeed", &C::projectileSpeed),
                             engine::field("range", &C::range), engine::field("timer", &C::timer),
                             engine::field("charging", &C::charging));
}

/// A lich's slow projectile (Transform + Hitbox): flies straight until it hits a wall, the player or a
/// pellet.
struct Projectile {
    engine::Vec2 velocity; ///< tiles/s
    double age = 0.0;      ///< s since cast
};
/// Projectile's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Projectile>) {
    using C = Projectile;
    return engine::fieldList("Projectile", engine::field("velocity", &C::velocity),
                             engine::field("age", &C::age));
}

/// A shell refill orb.
struct Orb {
    double respawn = 8.0; ///< s until it comes back after use; 0 = never
    double timer = 0.0;   ///< s until it is back (while inactive)
    bool active = true;
};
/// Orb's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Orb>) {
    using C = Orb;
    return engine::fieldList("Orb", engine::field("respawn", &C::respawn), engine::field("timer", &C::timer),
                             engine::field("active", &C::active));
}

/// A key lying in the crypt.
struct Key {
    std::string id;
};
/// Key's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Key>) {
    using C = Key;
    return engine::fieldList("Key", engine::field("id", &C::id));
}

/// A locked gate (with a SolidRef while closed).
struct Gate {
    std::string key;  ///< id of the key that opens it
    engine::Aabb box; ///< tiles
    bool open = false;
};
/// Gate's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Gate>) {
    using C = Gate;
    return engine::fieldList("Gate", engine::field("key", &C::key), engine::field("box", &C::box),
                             engine::field("open", &C::open));
}

/// A crumbling tile that has been stood on and is about to fall.
struct CrumbleTimer {
    engine::Cell cell;
    double left = kCrumbleDelay; ///< s until it falls
};
/// CrumbleTimer's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<CrumbleTimer>) {
    using C = CrumbleTimer;
    return engine::fieldList("CrumbleTimer", engine::field("cell", &C::cell),
                             engine::field("left", &C::left));
}

/// The mode's tile state (on the crypt's bookkeeping entity).
struct CryptTiles {
    std::vector<CrumbleTimer> crumbling; ///< in the order they were stood on
};
/// CryptTiles' fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<CryptTiles>) {
    using C = CryptTiles;
    return engine::fieldList("CryptTiles", engine::field("crumbling", &C::crumbling));
}

/// A killed skeleton collapsing: a record only (no entity, no solid), so it never collides, hurts, blocks
/// pellets or counts as an enemy; the view plays skeleton_death over it.
struct Remains {
    engine::Vec2 feet;                   ///< bottom centre of its collider when it died, tiles
    int dir = 1;                         ///< the way it was walking: −1 left, +1 right
    double left = kSkeletonDeathSeconds; ///< s until it is gone
};
/// Remains' fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Remains>) {
    using C = Remains;
    return engine::fieldList("Remains", engine::field("feet", &C::feet), engine::field("dir", &C::dir),
                             engine::field("left", &C::left));
}

/// The crypt's dying undead (on the bookkeeping entity), in the order they died.
struct CryptRemains {
    std::vector<Remains> dying;
};
/// CryptRemains' fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<CryptRemains>) {
    using C = CryptRemains;
    return engine::fieldList("CryptRemains", engine::field("dying", &C::dying));
}

/// One pellet's path for drawing.
struct PelletTrace {
    engine::Vec2 from, to; ///< tiles
    bool hit = false;
};
/// PelletTrace's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<PelletTrace>) {
    using C = PelletTrace;
    return engine::fieldList("PelletTrace", engine::field("from", &C::from), engine::field("to", &C::to),
                             engine::field("hit", &C::hit));
}

/// A spark flying off an impact along the surface normal, for drawing.
struct Spark {
    engine::Vec2 at;     ///< tiles
    engine::Vec2 normal; ///< unit
    double age = 0.0;    ///< s
};
/// Spark's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<Spark>) {
    using C = Spark;
    return engine::fieldList("Spark", engine::field("at", &C::at), engine::field("normal", &C::normal),
                             engine::field("age", &C::age));
}

/// Presentation-only output of the mode (on the bookkeeping entity): NOT hashed, never read by the
/// simulation.
struct CryptFx {
    std::vector<PelletTrace> traces; ///< the last shot's pellets
    double traceAge = 1e9;           ///< s since they were fired
    std::vector<Spark> sparks;
};
/// CryptFx's fields (engine/ecs/fields.h).
constexpr auto fields(engine::Type<CryptFx>) {
    using C = CryptFx;
    return engine::fieldList("CryptFx", engine::presentation("traces", &C::traces),
                             engine::presentation("traceAge", &C::traceAge),
                             engine::presentation("sparks", &C::sparks));
}

} // namespace game
