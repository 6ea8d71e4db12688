#pragma once
// RaycastController: a kinematic AABB actor moved by move(displacement), resolved with rays the way Sebastian
// Lague's 2D platformer controller does, minus the bugs reported against it and prime31's CharacterController2D.
//
// Rays. The collider shrunk by `skin` on every side is the inset box. Horizontal rays leave its left or right
// edge, vertical rays its top or bottom edge; per side, count = max(2, ceil(span / maxRaySpacing) + 1), evenly
// spaced, where span is the inset edge length. Downward and sideways rays are also cast just either side of every
// integer coordinate inside their span, so the sharp vertices of slope tiles (a peak pointing up, the foot of a '/'
// pointing left, of a '\' pointing right) never slip between rays. Vertical rays span the collider's width inset
// by skin/2 only (not skin), which halves how far a box corner resting on a 45° slope sinks into it and keeps the
// foot ray clearly above the flat tile at the top of a slope. A ray is as long as its axis' share of the
// displacement plus the skin; every hit shortens the rays after it and the move becomes
//     moveAmount = (distance − skin) · direction        (negative distance − skin pushes back out: no stuck)
// Horizontal rays go first from the current position, vertical rays second from the horizontally moved one —
// except over a slope (climbing it, or rising faster than it), which goes y first: rise at the current x (a
// ceiling limits it), then run at the raised height, then settle onto the slope. That way the box never passes
// below the slope line, so no ray ever starts inside the slope.
//
// Frame: tiles, +y DOWN. "Floor" normals point up (n.y < 0); the slope angle of a surface is the angle between
// its normal and up (0,−1): 0 flat floor, π/2 wall, > π/2 ceiling.
//
// Defined answers at the edge cases:
// - Contacts (above/below/left/right) mean "touching after this move": a leading side that hit something. A zero
//   displacement on an axis probes both sides of that axis with rays of 2·skin: a surface within skin of the
//   collider is a contact, and one closer than skin pushes the collider out.
// - Overlap up to skin (a spawn, a platform push) is resolved in one move, in any direction: the leading rays
//   see it as distance < skin and, when nothing is ahead, each axis' trailing side is probed with rays of length
//   skin. A push back out never takes the opposite side closer than skin to what is there: a squeezed actor
//   stays put rather than being pushed into the other surface. Deeper overlap (rays starting inside a solid,
//   distance 0) is pushed out by at most skin per move.
// - Walls (angle > maxSlopeAngle) stop the move and set left/right. Horizontal rays start skin above the bottom,
//   so floors — including the seams between adjacent floor tiles — never count as walls.
// - Walkable slopes (angle <= maxSlopeAngle) met by the foot ray are climbed with full horizontal speed (the
//   climb is exact: the collider ends on the slope line); rising faster than the climb passes over the slope.
// - Ground snap: after a grounded move that is not moving up, the downward rays are lengthened by
//   |dx|·tan(maxSlopeAngle) + skin, so the actor follows slopes down and across slope/flat joins without ever
//   leaving the ground. An actor that was airborne is never snapped (no grabbing slopes while falling past).
// - Step-up: a grounded move (one that may snap) whose run is stopped by a wall lower than stepHeight rises,
//   runs at the raised height and settles onto the lip's top in the same move, keeping its speed. Lips lower
//   than skin are never met (the horizontal rays start skin above the bottom).
// - Slopes steeper than maxSlopeAngle: the actor lands on them but is not grounded (slidingDownSlope); the next
//   downward move is redirected along the slope, so it slides.
// - One-ways (tile kind OneWay, solids flagged kSolidOneWay) block only downward rays that start above their top,
//   i.e. actors that were fully above (within skin) at the start of the move. Drop-through ignores exactly the
//   platform stood on (tiles: the row of one-ways at that height; solids: that solid) until the actor has
//   passed it, so the next platform below still catches it.
#include <cstdint>
#include <vector>

#include "engine/collision/tile_grid.h"
#include "engine/controller/collision_world.h"
#include "engine/controller/solid_index.h"
#include "engine/math/shapes.h"

namespace engine {

/// Ray-caster tunables. Lengths in tiles, angles in radians.
struct ControllerConfig {
    double skin = 0.015;            ///< inset of every ray origin (tiles); must be > 0 and < half the collider size
    double maxRaySpacing = 0.25;    ///< max distance between neighbouring rays on a side (tiles); must be > 0
    double maxSlopeAngle = 0.8726646259971648;  ///< 50°: steepest walkable floor (45° tiles are walkable)
    double stepHeight = 0.25;       ///< a grounded run steps up onto lips lower than this (tiles); <= skin: never
    TileMask mask = kMovementMask;  ///< tile kinds that block the actor
};
/// ControllerConfig's fields (engine/ecs/fields.h).
constexpr auto fields(Type<ControllerConfig>) {
    using C = ControllerConfig;
    return fieldList("ControllerConfig", field("skin", &C::skin), field("maxRaySpacing", &C::maxRaySpacing),
                     field("maxSlopeAngle", &C::maxSlopeAngle), field("stepHeight", &C::stepHeight),
                     field("mask", &C::mask));
}

/// What a contact touched.
enum class HitSource : std::uint8_t { None, Tile, Solid };

/// One contact: the surface, its normal, and the tile (kind, cell) or solid entity (handle, user id) it belongs to.
struct ContactHit {
    HitSource source = HitSource::None;
    TileKind kind = TileKind::Empty;  ///< tile kind (Tile contacts)
    Cell cell;                        ///< tile cell (Tile contacts)
    SolidId solid = kNoSolid;         ///< solid handle (Solid contacts)
    std::uint32_t userId = 0;         ///< the solid's user id (Solid contacts)
    bool oneWay = false;              ///< a one-way tile or solid
    Vec2 point;                       ///< where the ray met the surface (tiles)
    Vec2 normal;                      ///< unit surface normal facing the actor
};
/// ContactHit's fields (engine/ecs/fields.h).
constexpr auto fields(Type<ContactHit>) {
    using C = ContactHit;
    return fieldList("ContactHit", field("source", &C::source), field("kind", &C::kind),
                     field("cell", &C::cell), field("solid", &C::solid), field("userId", &C::userId),
                     field("oneWay", &C::oneWay), field("point", &C::point), field("normal", &C::normal));
}

/// The result of one move. Also stored on the controller as `info`.
struct CollisionInfo {
    bool above = false, below = false, left = false, right = false;  ///< touching after the move
    bool climbingSlope = false;    ///< walked up a walkable slope this move
    bool descendingSlope = false;  ///< walked down a walkable slope this move (ground snap)
    bool slidingDownSlope = false; ///< resting on a slope steeper than maxSlopeAngle (not grounded)
    double slopeAngle = 0.0;       ///< angle of the ground (or steep slope) under the actor, radians; 0 flat
    Vec2 slopeNormal;              ///< its unit normal; zero when there is no ground contact
    ContactHit aboveHit, belowHit, leftHit, rightHit;  ///< the contact on each touching side
    bool droppedThrough = false;   ///< passed a one-way it was dropping through during this move
    Vec2 requested;                ///< displacement asked for (tiles)
    Vec2 moved;                    ///< displacement applied (tiles)
    // The previous move's contacts, to derive edges:
    bool wasAbove = false, wasBelow = false, wasLeft = false, wasRight = false;
    double previousSlopeAngle = 0.0;

    /// Grounded this move but not the one before.
    bool landed() const { return below && !wasBelow; }
    /// Grounded the move before but not this one.
    bool leftGround() const { return wasBelow && !below; }
    /// Touching a wall on either side.
    bool touchingWall() const { return left || right; }
};
/// CollisionInfo's fields (engine/ecs/fields.h).
constexpr auto fields(Type<CollisionInfo>) {
    using C = CollisionInfo;
    return fieldList(
        "CollisionInfo", field("above", &C::above), field("below", &C::below), field("left", &C::left),
        field("right", &C::right), field("climbingSlope", &C::climbingSlope),
        field("descendingSlope", &C::descendingSlope), field("slidingDownSlope", &C::slidingDownSlope),
        field("slopeAngle", &C::slopeAngle), field("slopeNormal", &C::slopeNormal),
        field("aboveHit", &C::aboveHit), field("belowHit", &C::belowHit), field("leftHit", &C::leftHit),
        field("rightHit", &C::rightHit), field("droppedThrough", &C::droppedThrough),
        field("requested", &C::requested), field("moved", &C::moved), field("wasAbove", &C::wasAbove),
        field("wasBelow", &C::wasBelow), field("wasLeft", &C::wasLeft), field("wasRight", &C::wasRight),
        field("previousSlopeAngle", &C::previousSlopeAngle));
}

/// One ray cast during a move, for the debug overlay (origin and translation in tiles).
struct DebugRay {
    Vec2 origin;
    Vec2 translation;
    bool hit = false;
    Vec2 point;  ///< hit point (tiles); origin + translation on a miss
};

/// Per-move options.
struct MoveOptions {
    bool dropThroughOneWay = false;  ///< start dropping through the one-way under the actor (if it stands on one)
    bool snapToGround = true;        ///< allow the ground snap (see the header comment)
    SolidId ignoreSolid = kNoSolid;  ///< a solid the actor passes through (its own body, the platform moving it)
    std::vector<DebugRay>* debugRays = nullptr;  ///< when set, every ray cast is appended (zero cost when null)
};

/// The one-way platform an actor is dropping through (see MoveOptions::dropThroughOneWay).
struct DropThrough {
    bool active = false;
    double tileTop = 0.0;       ///< top (y, tiles) of the one-way tiles being passed; NaN-free
    bool tile = false;          ///< dropping through one-way tiles at tileTop
    SolidId solid = kNoSolid;   ///< or this one-way solid
};
/// DropThrough's fields (engine/ecs/fields.h).
constexpr auto fields(Type<DropThrough>) {
    using C = DropThrough;
    return fieldList("DropThrough", field("active", &C::active), field("tileTop", &C::tileTop),
                     field("tile", &C::tile), field("solid", &C::solid));
}

/// A kinematic AABB actor.
struct RaycastController {
    ControllerConfig config;
    Aabb collider;              ///< world box, tiles
    CollisionInfo info;         ///< result of the last move()
    DropThrough drop;           ///< drop-through state (persists across moves until the platform is passed)
    Vec2 carried;               ///< tiles moved by platforms (carry/push) since the owner last zeroed it
    std::vector<SolidId> scratch;  ///< reused query buffer (no allocation per move once warm)

    /// Moves by `displacement` (tiles) against `world`, updates `info` (keeping the previous contacts in its
    /// was* fields) and returns it. A non-finite displacement is treated as zero.
    const CollisionInfo& move(const CollisionWorld& world, Vec2 displacement, const MoveOptions& options = {});
    /// Moves by `displacement` with the same collision rules but no snapping, no drop-through and without
    /// touching `info`: for platforms carrying or pushing the actor. Returns the displacement applied.
    Vec2 push(const CollisionWorld& world, Vec2 displacement, SolidId ignore = kNoSolid);
    /// True when a wall (angle > maxSlopeAngle) lies within `reach` tiles of the collider's side `dir` (−1 left,
    /// +1 right), tested with that side's horizontal rays; reach is clamped to >= 0.
    bool touchingWall(const CollisionWorld& world, int dir, double reach) const;
};
/// RaycastController's fields (engine/ecs/fields.h); `scratch` is a reused query buffer, not state.
constexpr auto fields(Type<RaycastController>) {
    using C = RaycastController;
    return fieldList("RaycastController", field("config", &C::config), field("collider", &C::collider),
                     field("info", &C::info), field("drop", &C::drop), field("carried", &C::carried),
                     skipped("scratch", &C::scratch));
}

/// Angle between a unit surface normal and up (0, −1), radians in [0, π].
inline double surfaceAngle(Vec2 normal) {
    double c = -normal.y;
    return std::acos(c < -1.0 ? -1.0 : (c > 1.0 ? 1.0 : c));
}

/// Ray positions along one side: max(2, ceil((hi − lo)/spacing) + 1) points from lo to hi inclusive, evenly
/// spaced (hi < lo collapses to their midpoint). When cellEdges, also integer ± 1e-6 for every integer strictly
/// inside (lo, hi). Written into `out` (cleared first), ascending.
void rayPositions(double lo, double hi, double spacing, bool cellEdges, std::vector<double>& out);

} // namespace engine
