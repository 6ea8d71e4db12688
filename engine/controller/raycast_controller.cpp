#include "engine/controller/raycast_controller.h"

#include <algorithm>
#include <cmath>

#include "engine/collision/raycast.h"
#include "engine/geometry/ray_cast.h"
#include "engine/math/scalar.h"

namespace engine {

namespace {

/// Offset (tiles) of the extra downward rays either side of an integer x (tile peaks).
constexpr double kCellEdgeOffset = 1e-6;
/// Step (tiles) past an ignored one-way face before the ray is cast again.
constexpr double kRecastStep = 1e-7;
/// Vertical rays are inset horizontally by this fraction of the skin (not the full skin): a box corner resting on
/// a 45° slope sinks skin/2 into it instead of skin, and the foot ray stays clearly above the flat tile at the top.
constexpr double kVerticalInsetFraction = 0.5;
/// Two nearest hits closer than this (tiles) tie; the flatter surface wins.
constexpr double kTieTolerance = 1e-12;
/// Steepest maxSlopeAngle used for the snap length (89°), so tan() stays finite.
constexpr double kMaxSnapAngle = 1.5533430342749532;

/// A ray's first blocking surface: distance along the ray (tiles) and what it was.
struct RayHit {
    bool hit = false;
    double distance = 0.0;
    ContactHit contact;
};

/// Casts rays against the tiles and the gathered solid candidates, honouring one-way and drop-through rules.
struct Caster {
    const CollisionWorld& world;
    const ControllerConfig& config;
    const DropThrough& drop;
    SolidId ignore;
    std::vector<SolidId>& candidates;
    std::vector<DebugRay>* debug;

    /// Collects the solids overlapping `region` (the bounding box of the rays about to be cast).
    void gather(const Aabb& region) const {
        if (world.solids) world.solids->query(region, candidates);
        else candidates.clear();
    }

    /// True when a one-way tile hit is the row being dropped through.
    bool skipTile(const GridRayOutput& out) const {
        return out.kind == TileKind::OneWay && drop.active && drop.tile &&
               static_cast<double>(out.cell.y) == drop.tileTop;
    }

    /// First tile hit along origin + dir·t, t in [0, length]; a skipped one-way is stepped past and re-cast.
    RayHit castTiles(Vec2 origin, Vec2 dir, double length) const {
        double done = 0.0;
        for (int k = 0; k < 8 && done < length; ++k) {
            GridRayOutput out = castRay(*world.grid, {origin + dir * done, dir * (length - done), 1.0, config.mask});
            if (!out.hit) return {};
            // Distance from the exact hit point (faces are snapped onto their grid line), not fraction·length.
            double dist = out.startedInside ? done : dot(out.point - origin, dir);
            if (!skipTile(out)) {
                bool oneWay = out.kind == TileKind::OneWay;
                return {true, dist, {HitSource::Tile, out.kind, out.cell, kNoSolid, 0, oneWay, out.point, out.normal}};
            }
            done = dist + kRecastStep;
        }
        return {};
    }

    /// Whether solid `id` can block a ray from `origin` along `dir`: one-ways only downward rays from above.
    bool solidBlocks(SolidId id, Vec2 origin, Vec2 dir) const {
        if (id == ignore) return false;
        const SolidBody& b = world.solids->body(id);
        if (!isOneWay(b)) return true;
        bool dropping = drop.active && !drop.tile && drop.solid == id;
        return dir.y > 0.0 && origin.y <= b.box.min.y && !dropping;
    }

    /// Nearest candidate-solid hit closer than best.distance (or any, when best has no hit).
    void castSolids(Vec2 origin, Vec2 dir, double length, RayHit& best) const {
        for (SolidId id : candidates) {
            if (!solidBlocks(id, origin, dir)) continue;
            const SolidBody& b = world.solids->body(id);
            CastOutput out = rayCastAabb(b.box, {origin, dir * length, 1.0});
            double dist = dot(out.point - origin, dir);
            if (!out.hit || (best.hit && dist >= best.distance)) continue;
            Vec2 normal = out.startedInside ? -dir : out.normal;
            best = {true, dist, {HitSource::Solid, TileKind::Empty, {}, id, b.userId, isOneWay(b), out.point, normal}};
        }
    }

    /// The first blocking surface along origin + dir·t, t in [0, length] (dir is an axis unit vector).
    RayHit cast(Vec2 origin, Vec2 dir, double length) const {
        RayHit best;
        if (world.grid) best = castTiles(origin, dir, length);
        if (world.solids) castSolids(origin, dir, length, best);
        if (debug) {
            Vec2 end = best.hit ? origin + dir * best.distance : origin + dir * length;
            debug->push_back({origin, dir * length, best.hit, end});
        }
        return best;
    }
};

/// One move in progress: the working displacement and what has been learned so far.
struct Sweep {
    Sweep(const RaycastController& b, const Caster& c, CollisionInfo& i, Vec2 displacement)
        : body(b), caster(c), info(i), d(displacement), dy0(displacement.y) {}

    const RaycastController& body;
    Caster caster;
    CollisionInfo& info;
    Vec2 d;                  ///< working displacement
    double dy0 = 0.0;        ///< the displacement's original y (before any climb)
    bool snap = false;       ///< ground snap allowed
    bool climbing = false;   ///< climbing a walkable slope (y first, then settle)
    bool overSlope = false;  ///< climbing, or rising faster than the climb: finish y first
    bool stepped = false;    ///< stepped up onto a lip: the y move is already done
    std::vector<double> positions;

    double skin() const { return body.config.skin; }
    /// Inset box: the collider shrunk by skin (clamped to its centre line when too small).
    Aabb inset() const {
        Aabb b = inflate(body.collider, -skin());
        Vec2 c = center(body.collider);
        if (b.min.x > b.max.x) b.min.x = b.max.x = c.x;
        if (b.min.y > b.max.y) b.min.y = b.max.y = c.y;
        return b;
    }
    /// Horizontal extent of the vertical rays (the collider inset by kVerticalInsetFraction·skin), shifted by dx.
    void verticalSpan(double dx, double& lo, double& hi) const {
        double e = kVerticalInsetFraction * skin();
        lo = body.collider.min.x + e + dx;
        hi = body.collider.max.x - e + dx;
    }
    /// True when a surface with this normal is walkable ground.
    bool walkable(Vec2 n) const { return n.y < 0.0 && surfaceAngle(n) <= body.config.maxSlopeAngle + 1e-9; }
};

/// True when b is nearer than a. Ties: the flatter surface (more upward-facing normal), then the ray closer to
/// `mid` (the collider's centre line), so the contact reported is the one under the middle of the actor.
bool nearer(const RayHit& b, const RayHit& a, double mid) {
    if (!a.hit) return b.hit;
    if (!b.hit) return false;
    if (b.distance < a.distance - kTieTolerance) return true;
    if (b.distance > a.distance + kTieTolerance) return false;
    if (b.contact.normal.y != a.contact.normal.y) return b.contact.normal.y < a.contact.normal.y;
    return std::fabs(b.contact.point.x - mid) < std::fabs(a.contact.point.x - mid);
}

/// Nearest hit of the vertical rays on side dir (−1 up, +1 down), shifted by (dx, dy), of the given length.
RayHit castVertical(Sweep& s, int dir, double dx, double dy, double length) {
    double lo, hi;
    s.verticalSpan(dx, lo, hi);
    rayPositions(lo, hi, s.body.config.maxRaySpacing, dir > 0, s.positions);
    Aabb in = s.inset();
    double y = (dir > 0 ? in.max.y : in.min.y) + dy;
    double yEnd = y + dir * length;
    s.caster.gather({{s.positions.front(), std::min(y, yEnd)}, {s.positions.back(), std::max(y, yEnd)}});
    RayHit best;
    double mid = (lo + hi) * 0.5;
    for (double x : s.positions) {
        RayHit h = s.caster.cast({x, y}, {0.0, static_cast<double>(dir)}, length);
        if (nearer(h, best, mid)) best = h;
    }
    return best;
}

/// Nearest WALL hit (not walkable ground) of the horizontal rays on side dir, raised by dy, of the given length.
RayHit castWalls(Sweep& s, int dir, double dy, double length) {
    Aabb in = translate(s.inset(), {0.0, dy});
    rayPositions(in.min.y, in.max.y, s.body.config.maxRaySpacing, true, s.positions);
    double x = dir > 0 ? in.max.x : in.min.x;
    s.caster.gather({{std::min(x, x + dir * length), in.min.y}, {std::max(x, x + dir * length), in.max.y}});
    RayHit best;
    for (double y : s.positions) {
        RayHit h = s.caster.cast({x, y}, {static_cast<double>(dir), 0.0}, length);
        if (h.hit && !s.walkable(h.contact.normal) && (!best.hit || h.distance < best.distance)) best = h;
    }
    return best;
}

/// Room behind the actor on the y side `dir` (shifted by dx, dy): how far (>= 0) it may be pushed that way before
/// its trailing rays come within skin of a surface; `want` when nothing is that close.
double roomY(Sweep& s, int dir, double dx, double dy, double want) {
    RayHit h = castVertical(s, dir, dx, dy, want + s.skin());
    return h.hit ? std::min(std::max(h.distance - s.skin(), 0.0), want) : want;
}

/// Room behind the actor on the x side `dir` (raised by dy) before walls come within skin (see roomY).
double roomX(Sweep& s, int dir, double dy, double want) {
    RayHit h = castWalls(s, dir, dy, want + s.skin());
    return h.hit ? std::min(std::max(h.distance - s.skin(), 0.0), want) : want;
}

/// Records a wall contact on side dir.
void setWallContact(CollisionInfo& info, int dir, const ContactHit& hit) {
    if (dir > 0) { info.right = true; info.rightHit = hit; }
    else { info.left = true; info.leftHit = hit; }
}

/// Records the ground (or steep slope) under the actor from a downward hit.
void setGroundContact(Sweep& s, const RayHit& h) {
    Vec2 n = h.contact.normal;
    s.info.belowHit = h.contact;
    s.info.slopeAngle = surfaceAngle(n);
    s.info.slopeNormal = n;
    if (s.walkable(n)) {
        s.info.below = true;
        s.info.slidingDownSlope = false;
        s.info.descendingSlope = !s.climbing && n.x != 0.0 && signOf(n.x) == signOf(s.d.x);
    } else if (n.y < 0.0) {
        s.info.below = false;
        s.info.slidingDownSlope = true;
    }
}

/// Zero displacement on x: probe both sides with 2·skin rays; contacts within skin, push out of overlap.
void probeBothX(Sweep& s) {
    for (int dir = -1; dir <= 1; dir += 2) {
        RayHit h = castWalls(s, dir, 0.0, 2.0 * s.skin());
        if (!h.hit) continue;
        setWallContact(s.info, dir, h.contact);
        if (h.distance < s.skin()) s.d.x -= (s.skin() - h.distance) * dir;
    }
}

/// Trailing side of the x move: a wall closer than skin behind the actor pushes it forward (overlap repair).
void probeTrailingX(Sweep& s, int dir) {
    RayHit h = castWalls(s, -dir, 0.0, s.skin());
    if (h.hit && h.distance < s.skin()) s.d.x += (s.skin() - h.distance) * dir;
}

/// y of the line through a slope hit's point at x: n·(p − P) = 0  ⇒  y = P.y − (n.x/n.y)(x − P.x).
double slopeLineY(const RayHit& slope, double x) {
    Vec2 p = slope.contact.point, n = slope.contact.normal;
    return p.y - (n.x / n.y) * (x - p.x);
}

/// What one pass of horizontal rays found: the distance the actor may run, the hit that limited it (if any) and
/// the walkable slope met by the foot ray (if any).
struct RunResult {
    double allowed = 0.0;
    RayHit limit;
    RayHit foot;
};

/// Horizontal rays on side dir from the inset edge raised by dy (<= 0), foot first, of length |run| + skin.
/// A walkable slope at the foot is reported (not a limit) unless slopesBlock; further hits on that same slope
/// line are then ignored. Anything else limits the run to (distance − skin) and shortens the rays after it.
RunResult castRun(Sweep& s, int dir, double run, double dy, bool slopesBlock) {
    RunResult r;
    r.allowed = run;
    double length = std::max(run, s.skin()) + s.skin();
    Aabb in = translate(s.inset(), {0.0, dy});
    double x = dir > 0 ? in.max.x : in.min.x;
    rayPositions(in.min.y, in.max.y, s.body.config.maxRaySpacing, true, s.positions);
    std::vector<double> ys = s.positions;
    s.caster.gather({{std::min(x, x + dir * length), in.min.y}, {std::max(x, x + dir * length), in.max.y}});
    for (std::size_t k = ys.size(); k-- > 0;) {
        RayHit h = s.caster.cast({x, ys[k]}, {static_cast<double>(dir), 0.0}, length);
        if (!h.hit) continue;
        bool walk = !slopesBlock && s.walkable(h.contact.normal);
        if (walk && k + 1 == ys.size()) { r.foot = h; continue; }
        if (walk && r.foot.hit && r.foot.contact.normal == h.contact.normal &&
            std::fabs(slopeLineY(r.foot, h.contact.point.x) - h.contact.point.y) < 1e-9) continue;
        r.allowed = h.distance - s.skin();
        length = h.distance;
        r.limit = h;
    }
    return r;
}

/// Applies a run made at height offset dy: x = allowed·dir; a limiting wall (not walkable ground) is a
/// left/right contact. A negative run (pushed back out of an overlap) is clamped by the room behind.
void applyRun(Sweep& s, int dir, double dy, const RunResult& r) {
    double allowed = r.allowed < 0.0 ? -roomX(s, -dir, dy, -r.allowed) : r.allowed;
    s.d.x = allowed * dir;
    if (r.limit.hit && !s.walkable(r.limit.contact.normal)) setWallContact(s.info, dir, r.limit.contact);
}

/// The foot ray met a walkable slope. The leading vertical ray must end exactly skin above the slope line (the
/// resting state), so rise = footY − (lineY(leading ray x after the full run) − skin). No rise: the slope is not
/// reached, run normally. Otherwise climb (rise replaces the y move), or, when already rising faster, rise over
/// it. Both finish in moveVertical, y first. Returns true when it took over the move.
bool startClimb(Sweep& s, int dir, const RayHit& foot) {
    double lo, hi;
    s.verticalSpan(s.d.x, lo, hi);
    double rise = s.inset().max.y - (slopeLineY(foot, dir > 0 ? hi : lo) - s.skin());
    if (rise <= 0.0) return false;
    if (s.dy0 >= -rise) {
        s.d.y = -rise;
        s.climbing = true;
        s.info.climbingSlope = true;
    }
    s.overSlope = true;
    return true;
}

/// A grounded run stopped by a wall lower than stepHeight: step up onto it (the step-up of modern character
/// controllers). Rise so the foot ray is stepHeight above the feet (a ceiling limits it), run at that height, then
/// settle onto what is under the box there (up by at most skin more, for a lip just under stepHeight):
///     rise = min(stepHeight − skin, room overhead);  x = run at −rise;  y = −rise + (down distance − skin)
/// Taken only when the raised rays meet nothing as near as the wall the low ones met, and the actor lands on
/// walkable ground no higher than the rise. Returns true when it took over the move (x and y).
bool stepUp(Sweep& s, int dir, const RunResult& low) {
    const double height = s.body.config.stepHeight;
    if (!s.snap || !(height > s.skin()) || !low.limit.hit || s.walkable(low.limit.contact.normal)) return false;
    RayHit up = castVertical(s, -1, 0.0, 0.0, height + s.skin());
    const double room = up.hit ? up.distance - s.skin() : height;  // how far the actor may rise
    const double rise = std::min(height - s.skin(), room);
    if (rise <= 0.0) return false;
    RunResult high = castRun(s, dir, std::fabs(s.d.x), -rise, true);
    if (high.limit.hit && high.limit.distance <= low.limit.distance + kTieTolerance) return false;  // a real wall
    RayHit down = castVertical(s, 1, high.allowed * dir, -rise, rise + 2.0 * s.skin());
    if (!down.hit || !s.walkable(down.contact.normal)) return false;
    const double settle = down.distance - s.skin();  // < 0: the lip's top is within skin of the raised feet
    if (settle < rise - room - kTieTolerance) return false;
    s.d = {high.allowed * dir, -rise + settle};
    if (high.limit.hit && !s.walkable(high.limit.contact.normal)) setWallContact(s.info, dir, high.limit.contact);
    setGroundContact(s, down);
    s.stepped = true;
    return true;
}

/// Horizontal phase. Zero x: probe both sides. A walkable slope reached by the foot: hand over to the climb.
/// Otherwise run as far as the rays allow, then repair any overlap behind.
void moveHorizontal(Sweep& s) {
    if (s.d.x == 0.0) { probeBothX(s); return; }
    int dir = s.d.x > 0.0 ? 1 : -1;
    RunResult r = castRun(s, dir, std::fabs(s.d.x), 0.0, false);
    if (r.foot.hit && startClimb(s, dir, r.foot)) return;
    if (stepUp(s, dir, r)) return;
    applyRun(s, dir, 0.0, r);
    if (!r.limit.hit) probeTrailingX(s, dir);  // with a limit ahead, a push from behind would cross it
}

/// Climbing or rising over a slope, done y first so the actor never passes below the slope line: rise at the
/// current x (a ceiling limits it), run at the raised height (anything, slopes included, limits it), then — when
/// climbing — settle down onto the slope or onto the flat ground that ends it.
void moveOverSlope(Sweep& s) {
    int dir = s.d.x > 0.0 ? 1 : -1;
    double rise = -s.d.y;
    RayHit up = castVertical(s, -1, 0.0, 0.0, rise + s.skin());
    if (up.hit && up.distance - s.skin() < rise) {
        rise = up.distance - s.skin();
        s.info.above = true;
        s.info.aboveHit = up.contact;
    }
    if (rise < 0.0) rise = -roomY(s, 1, 0.0, 0.0, -rise);  // already in the ceiling: down, if there is room
    s.d.y = -rise;
    applyRun(s, dir, s.d.y, castRun(s, dir, std::fabs(s.d.x), s.d.y, true));
    if (!s.climbing) return;
    RayHit down = castVertical(s, 1, s.d.x, s.d.y, std::max(rise, 0.0) + 2.0 * s.skin());
    if (!down.hit) return;
    double settle = down.distance - s.skin();
    if (settle < 0.0) settle = -roomY(s, -1, s.d.x, s.d.y, -settle);  // up out of the slope only under clear sky
    s.d.y += settle;
    setGroundContact(s, down);
}

/// Vertical phase, from the horizontally moved position. Moving down after a grounded move, the rays are
/// lengthened by the snap distance so the actor follows the ground down slopes and steps. When nothing is hit
/// ahead, the trailing side is probed to repair overlap behind.
void moveVertical(Sweep& s) {
    if (s.stepped) return;
    if (s.overSlope) { moveOverSlope(s); return; }
    int dir = s.d.y < 0.0 ? -1 : 1;
    double base = std::max(std::fabs(s.d.y), s.skin()) + s.skin();
    double snapAngle = std::min(s.body.config.maxSlopeAngle, kMaxSnapAngle);
    double extra = (dir > 0 && s.snap) ? std::fabs(s.d.x) * std::tan(snapAngle) + s.skin() : 0.0;
    RayHit h = castVertical(s, dir, s.d.x, 0.0, base + extra);
    if (h.hit) {
        double move = h.distance - s.skin();
        if (move < 0.0) move = -roomY(s, -dir, s.d.x, 0.0, -move);  // pushed back out: only as far as there is room
        s.d.y = move * dir;
        if (dir > 0) setGroundContact(s, h);
        else { s.info.above = true; s.info.aboveHit = h.contact; }
    }
    if (h.hit) return;  // the leading side already set the limit: a push from behind would cross it
    RayHit back = castVertical(s, -dir, s.d.x, 0.0, s.skin());
    if (back.hit && back.distance < s.skin()) s.d.y += (s.skin() - back.distance) * dir;
}

/// Resting on a steep slope: a downward move is redirected along it, x += sign(n.x)·dy·|n.y/n.x|.
Vec2 slideDownSteepSlope(const CollisionInfo& prev, Vec2 d) {
    Vec2 n = prev.slopeNormal;
    if (!prev.slidingDownSlope || d.y <= 0.0 || n.x == 0.0) return d;
    return {d.x + signOf(n.x) * d.y * std::fabs(n.y / n.x), d.y};
}

/// Top (y, tiles) of the platform being dropped through; NaN when that solid is gone.
double dropTop(const RaycastController& c, const CollisionWorld& world) {
    if (c.drop.tile) return c.drop.tileTop;
    if (world.solids && world.solids->contains(c.drop.solid)) return world.solids->body(c.drop.solid).box.min.y;
    return std::nan("");
}

} // namespace

void rayPositions(double lo, double hi, double spacing, bool cellEdges, std::vector<double>& out) {
    out.clear();
    if (!(hi > lo)) {
        out.push_back((lo + hi) * 0.5);
        return;
    }
    double span = hi - lo;
    int n = std::max(2, static_cast<int>(std::ceil(span / spacing)) + 1);
    for (int i = 0; i < n; ++i) out.push_back(i == n - 1 ? hi : lo + span * i / (n - 1));
    if (!cellEdges) return;
    for (double k = std::floor(lo) + 1.0; k < hi; k += 1.0) {
        if (k - kCellEdgeOffset > lo) out.push_back(k - kCellEdgeOffset);
        if (k + kCellEdgeOffset < hi) out.push_back(k + kCellEdgeOffset);
    }
    std::sort(out.begin(), out.end());
}

const CollisionInfo& RaycastController::move(const CollisionWorld& world, Vec2 displacement,
                                             const MoveOptions& options) {
    CollisionInfo prev = info;
    if (!isFinite(displacement)) displacement = {};
    if (options.dropThroughOneWay && prev.below && prev.belowHit.oneWay && !drop.active) {
        bool tile = prev.belowHit.source == HitSource::Tile;
        drop = {true, tile ? static_cast<double>(prev.belowHit.cell.y) : 0.0, tile,
                tile ? kNoSolid : prev.belowHit.solid};
    }
    info = CollisionInfo{};
    info.wasAbove = prev.above;
    info.wasBelow = prev.below;
    info.wasLeft = prev.left;
    info.wasRight = prev.right;
    info.previousSlopeAngle = prev.slopeAngle;
    info.requested = displacement;

    Sweep s(*this, {world, config, drop, options.ignoreSolid, scratch, options.debugRays}, info,
            slideDownSteepSlope(prev, displacement));
    s.snap = options.snapToGround && prev.below && s.d.y >= 0.0 && !drop.active;
    moveHorizontal(s);
    moveVertical(s);
    collider = translate(collider, s.d);
    info.moved = s.d;

    if (drop.active) {
        double top = dropTop(*this, world);
        bool passed = collider.max.y - config.skin > top;
        if (!(top == top) || passed || collider.max.y < top - 2.0 * config.skin || info.below) drop.active = false;
        info.droppedThrough = passed;
    }
    return info;
}

Vec2 RaycastController::push(const CollisionWorld& world, Vec2 displacement, SolidId ignore) {
    if (!isFinite(displacement)) displacement = {};
    CollisionInfo scratchInfo;
    Sweep s(*this, {world, config, drop, ignore, scratch, nullptr}, scratchInfo, displacement);
    moveHorizontal(s);
    moveVertical(s);
    collider = translate(collider, s.d);
    carried += s.d;
    return s.d;
}

bool RaycastController::touchingWall(const CollisionWorld& world, int dir, double reach) const {
    CollisionInfo scratchInfo;
    std::vector<SolidId> ids;
    Sweep s(*this, {world, config, drop, kNoSolid, ids, nullptr}, scratchInfo, {});
    RayHit h = castWalls(s, dir < 0 ? -1 : 1, 0.0, std::max(reach, 0.0) + config.skin);
    return h.hit;
}

} // namespace engine
