#pragma once
// Moving platforms: a path of waypoints (loop or ping-pong, wait time, easing) and the move that carries riders
// and pushes actors, reporting the ones crushed against other geometry.
//
// Tick order: move every platform (stepPlatform / movePlatform) BEFORE the actors' own moves, so a rider starts
// its move standing exactly on the platform's new top and stays grounded (no bob on a descending platform).
// During a platform move the platform itself is excluded from its actors' collisions, so riders can be carried
// after the platform moved whichever way it went (up, down or sideways) with the same code.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/controller/collision_world.h"
#include "engine/controller/raycast_controller.h"
#include "engine/controller/solid_index.h"
#include "engine/math/vec2.h"

namespace engine {

/// How far (tiles, on each axis) an actor squeezed by a platform may be nudged to a free spot before it counts as
/// crushed: Celeste's squish wiggle (3 px of an 8 px tile there; a quarter tile here).
inline constexpr double kCrushWiggle = 0.25;
/// Grid of the wiggle's search (tiles): offsets are whole multiples of it.
inline constexpr double kCrushWiggleStep = 1.0 / 16.0;

/// How a platform continues after its last waypoint.
enum class PlatformMode : std::uint8_t {
    Loop,      ///< last → first → second …
    PingPong,  ///< last → second-to-last … → first → second …
};

/// A platform's path and its progress along it. Waypoints are positions of the platform box's min corner.
struct MovingPlatform {
    std::vector<Vec2> waypoints;        ///< tiles; fewer than 2 means the platform never moves
    double speed = 2.0;                 ///< tiles/s along each leg; <= 0 never moves
    double waitTime = 0.0;              ///< seconds paused on arriving at each waypoint
    double easing = 0.0;                ///< 0 linear; e > 0: eased t = x^(e+1) / (x^(e+1) + (1 − x)^(e+1))
    PlatformMode mode = PlatformMode::Loop;
    // Progress (owned by advancePlatform):
    Vec2 position;                      ///< current min corner, tiles
    int from = 0;                       ///< index of the waypoint the current leg starts at
    int step = 1;                       ///< +1 or −1: direction through the list (ping-pong flips it)
    double legProgress = 0.0;           ///< un-eased progress along the leg, [0, 1)
    double waitTimer = 0.0;             ///< seconds still to wait at waypoint `from`
};
/// MovingPlatform's fields (engine/ecs/fields.h).
constexpr auto fields(Type<MovingPlatform>) {
    using C = MovingPlatform;
    return fieldList("MovingPlatform", field("waypoints", &C::waypoints), field("speed", &C::speed),
                     field("waitTime", &C::waitTime), field("easing", &C::easing), field("mode", &C::mode),
                     field("position", &C::position), field("from", &C::from), field("step", &C::step),
                     field("legProgress", &C::legProgress), field("waitTimer", &C::waitTimer));
}

/// Puts the platform at its first waypoint, about to leave for the second (no wait).
void resetPlatform(MovingPlatform& platform);

/// The leg's eased fraction: x^a / (x^a + (1 − x)^a), a = easing + 1 (a = 1 is linear); x clamped to [0, 1].
double easePlatform(double x, double easing);

/// Advances the platform by dt seconds and returns its displacement (tiles). Waiting: the wait timer counts
/// down and the displacement is zero. Reaching a waypoint ends the tick there (leftover time is dropped, so the
/// platform lands exactly on it) and starts its wait. Zero-length legs are crossed instantly.
Vec2 advancePlatform(MovingPlatform& platform, double dt);

/// An actor a platform may carry or push. riding/pushed/crushed are outputs of movePlatform.
struct PlatformActor {
    RaycastController* body = nullptr;
    bool riding = false;   ///< stood on the platform at the start of the move (was carried)
    bool pushed = false;   ///< the platform moved into it and pushed it
    bool crushed = false;  ///< pushed but blocked by more than skin, with no wiggle room: the game kills it
};

/// What a platform move did.
struct PlatformMoveResult {
    Vec2 moved;        ///< the platform's displacement, tiles
    int carried = 0;   ///< actors carried as riders
    int pushed = 0;    ///< actors pushed
    int crushed = 0;   ///< actors crushed
};

/// True when the actor stands on top of `platform`: its bottom no deeper than skin into it, and either its last
/// move reported this solid below it, or its bottom is within skin of the top, overlapping it in x, and not moving
/// up.
bool isRiding(const RaycastController& actor, const Aabb& platform, SolidId id);

/// Moves solid `id` by delta, x then y. Per axis: actors the moving face runs into (in front of it, within skin,
/// before the move) are pushed out along that axis (one-way solids never push); riders (found before the move)
/// are carried by the same amount; any other actor is left where it is, unless the platform now covers it by
/// more than skin on both axes (engulfed). So no actor is ever moved through the platform. The platform is
/// excluded from these actor moves. An actor pushed less than required by more than its skin, or engulfed,
/// wiggles to the nearest free spot within kCrushWiggle, or else is crushed. `world` must see `solids` (its
/// collisions against every other solid and the tiles).
PlatformMoveResult movePlatform(const CollisionWorld& world, SolidIndex& solids, SolidId id, Vec2 delta,
                                PlatformActor* actors, std::size_t count);

/// advancePlatform then movePlatform: the solid's box is moved so its min corner lands on platform.position
/// (absolute, so rounding never drifts the two apart). Returns the platform move.
PlatformMoveResult stepPlatform(const CollisionWorld& world, SolidIndex& solids, SolidId id,
                                MovingPlatform& platform, double dt, PlatformActor* actors, std::size_t count);

} // namespace engine
