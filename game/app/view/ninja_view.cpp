#include "game/app/view/ninja_view.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/render/glow_line.h"
#include "engine/render/view_cull.h"
#include "engine/time/timestep.h"
#include "game/app/fx/flash_limit.h"
#include "game/app/view/view_assets.h"
#include "game/app/view/world_view.h"
#include "game/ninja/ninja_components.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/lasers.h"
#include "game/world/systems.h"

namespace game {

namespace {

// One visual language for everything that kills: every lethal beam (emitters' and robots') and every bolt glows in
// the same red (drawn additively: they add to what is under them, so cores stay red-dominant, never white), with
// the same core, halo and width; a warning (an emitter charging, a robot telegraphing) is the same red in another
// shape: dashes crawling along the path the shot will take, flickering. Bullet time keeps these reds saturated
// (game/app/fx/post_fx.cpp). A beam's glow runs over a dark band twice the core's width, so it reads as a bright
// core with dark edges on any background, in greyscale too. In high contrast the reds become the hazard yellow.
const sf::Color kBeamHalo(255, 30, 60, 150);
const sf::Color kBeamCore(255, 110, 120);
const sf::Color kWarnLine(255, 50, 80, 200);
const sf::Color kBoltGlow(255, 40, 70, 170);
/// The dark band under a beam's glow.
const sf::Color kBeamEdge(8, 4, 10, 190);
/// Width of the dark band under a beam, canvas px.
constexpr float kBeamEdgeWidth = 5.0f;
const sf::Color kReceiverGlow(120, 255, 150, 120);
/// Beam core width, canvas px (the halo is engine::kGlowHaloFactor times wider).
constexpr float kBeamWidth = 2.0f;
/// The colours of what kills this frame: the reds, or the hazard yellow in high contrast.
struct HazardColours {
    sf::Color core, halo, warn, bolt; ///< beam core, beam halo, warning dashes, bolt glow
};

/// This frame's hazard colours (ViewAssets::highContrast picks the yellow set).
HazardColours hazardColours() {
    if (viewAssets().highContrast) return {kContrastHazard, kContrastHazardHalo, kContrastHazard, kContrastHazardHalo};
    return {kBeamCore, kBeamHalo, kWarnLine, kBoltGlow};
}

/// Width of a warning / telegraph dash, canvas px.
constexpr float kWarnWidth = 1.5f;
/// A warning's dashes: tiles long (one gap as long after each), and how fast they crawl along the path, tiles/s.
constexpr double kWarnDash = 0.3;
constexpr double kWarnCrawl = 2.4;
/// Distance from an emitter's centre to its nozzle, tiles (the sprite's (16, 8) from its (8, 8) pivot).
constexpr double kNozzle = 0.5;
// Flat colours (the fallback without the atlas).
const sf::Color kMirror(190, 235, 255);
const sf::Color kMirrorBack(70, 110, 150);
const sf::Color kEmitterBody(90, 96, 120);
const sf::Color kLens(255, 70, 90);
const sf::Color kLit(255, 230, 90);
const sf::Color kUnlit(110, 95, 50);
const sf::Color kDoor(220, 120, 60);
const sf::Color kDoorOpen(220, 120, 60, 60);
const sf::Color kRobotBody(150, 160, 178);
const sf::Color kPreview(140, 255, 220, 200);
const sf::Color kMeterBack(20, 24, 40, 200);
const sf::Color kMeterFill(120, 220, 255);
const sf::Color kBurst(255, 120, 120);
const sf::Color kSlowTint(60, 120, 255, 28);
/// A rail: a dark bed, a bright running line on it, and stops at its waypoints.
const sf::Color kRailBed(14, 16, 26, 230);
const sf::Color kRailLine(150, 160, 190);
const sf::Color kRailStop(190, 200, 225);
/// Widths of a rail's bed and running line, canvas px; half-size of a stop, tiles.
constexpr float kRailBedWidth = 5.0f, kRailLineWidth = 1.5f;
constexpr double kRailStopHalf = 0.14;

/// Append a thick line (pixels wide) from a to b, in tiles, as two triangles.
void appendLine(sf::VertexArray& va, engine::Vec2 a, engine::Vec2 b, float width, sf::Color c) {
    const sf::Vector2f pa = toPixels(a), pb = toPixels(b);
    sf::Vector2f d = pb - pa;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len < 1e-4f) return;
    const sf::Vector2f n(-d.y / len * width * 0.5f, d.x / len * width * 0.5f);
    for (sf::Vector2f p : {pa + n, pb + n, pb - n, pa + n, pb - n, pa - n}) va.append(sf::Vertex(p, c));
}

/// Append a box given in tiles.
void appendBox(sf::VertexArray& va, const engine::Aabb& b, sf::Color c) {
    const sf::Vector2f a = toPixels(b.min), z = toPixels(b.max);
    for (sf::Vector2f p : {a, sf::Vector2f(z.x, a.y), z, a, z, sf::Vector2f(a.x, z.y)}) va.append(sf::Vertex(p, c));
}

/// Append a square of half-size h tiles centred on c.
void appendSquare(sf::VertexArray& va, engine::Vec2 c, double h, sf::Color col) {
    appendBox(va, engine::aabbFromCenter(c, {h, h}), col);
}

/// Append a box outline (lines of `width` pixels).
void appendOutline(sf::VertexArray& va, const engine::Aabb& b, float width, sf::Color c) {
    const engine::Vec2 p[4] = {b.min, {b.max.x, b.min.y}, b.max, {b.min.x, b.max.y}};
    for (int i = 0; i < 4; ++i) appendLine(va, p[i], p[(i + 1) % 4], width, c);
}

/// The batches one frame of the ninja view is built in, back to front.
struct Batches {
    sf::VertexArray& back;    ///< flat shapes under everything (slow tint, the fallback without the atlas)
    sf::VertexArray& sprites; ///< atlas sprites (alpha blended)
    sf::VertexArray& glow;    ///< glowing lines and dots, untextured, drawn with sf::BlendAdd
    sf::VertexArray& front;   ///< flat shapes over everything (dash preview, meter, death burst)
};

/// A beam polyline in canvas px, its first `skip` tiles left out (the emitter's body).
std::vector<sf::Vector2f> beamPixels(const std::vector<engine::Vec2>& pts, double skip) {
    std::vector<sf::Vector2f> px;
    px.reserve(pts.size());
    for (engine::Vec2 p : pts) px.push_back(toPixels(p));
    if (px.size() >= 2 && engine::distance(pts[0], pts[1]) > skip)
        px[0] = toPixels(pts[0] + engine::normalize(pts[1] - pts[0]) * skip);
    return px;
}

/// A beam polyline as glowing lines (core + halo) into b.glow over a dark band in b.back, its first `skip` tiles
/// left out.
void appendGlowBeam(Batches& b, const std::vector<engine::Vec2>& pts, double skip, sf::Color core, sf::Color halo,
                    float width) {
    const std::vector<sf::Vector2f> px = beamPixels(pts, skip);
    for (std::size_t i = 0; i + 1 < px.size(); ++i)
        appendLine(b.back, {px[i].x / kTilePixels, px[i].y / kTilePixels},
                   {px[i + 1].x / kTilePixels, px[i + 1].y / kTilePixels}, kBeamEdgeWidth, kBeamEdge);
    engine::appendGlowPolyline(b.glow, px, core, halo, width);
}

/// Colour c with alpha scaled by f in [0, 1].
sf::Color scaled(sf::Color c, double f) {
    c.a = static_cast<sf::Uint8>(c.a * std::clamp(f, 0.0, 1.0));
    return c;
}

/// Animation clock: seconds since the attempt started (a pure function of the World).
double clock(const World& world) { return world.attemptSeconds(); }

/// Append sprite `name` centred (by its origin) on p tiles, turned by `angle` rad; false without the atlas.
bool appendAt(sf::VertexArray& va, std::string_view name, engine::Vec2 p, double angle = 0.0, bool flip = false,
              float scale = 1.0f) {
    return appendNamedSprite(va, name, {toPixels(p), flip, scale, static_cast<float>(angle)});
}

/// Append the frame of animation `anim` at t s with its origin on p tiles; false without the atlas.
bool appendFrame(sf::VertexArray& va, std::string_view anim, double t, engine::Vec2 p, bool flip = false) {
    const engine::SpriteRect* f = animationFrame(anim, t);
    if (f == nullptr) return false;
    engine::appendSprite(va, *f, {toPixels(p), flip});
    return true;
}

/// Append sprite `name` (origin at its top-left) tiled cell by cell over box; false without the atlas.
bool appendTiled(sf::VertexArray& va, const engine::SpriteRect* s, const engine::Aabb& box) {
    if (s == nullptr) return false;
    for (double y = box.min.y; y < box.max.y - 1e-6; y += 1.0)
        for (double x = box.min.x; x < box.max.x - 1e-6; x += 1.0) engine::appendSprite(va, *s, {toPixels({x, y})});
    return true;
}

/// Append a solid bar a→b (tiles), `width` px wide, in the atlas batch (needs the white texel).
void appendSolidBar(sf::VertexArray& va, engine::Vec2 a, engine::Vec2 b, float width, sf::Color c) {
    const std::optional<sf::Vector2f> texel = viewAssets().whiteTexel;
    const sf::Vector2f pa = toPixels(a), pb = toPixels(b), d = pb - pa;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (!texel || len < 1e-4f) return;
    const sf::Vector2f n(-d.y / len * width * 0.5f, d.x / len * width * 0.5f);
    engine::appendSolidQuad(va, {pa + n, pb + n, pb - n, pa - n}, {c, c, c, c}, *texel);
}

/// A dashed line along a polyline: dashes of `dash` tiles every 2·dash, offset by `phase` tiles.
void appendDashed(sf::VertexArray& va, const std::vector<engine::Vec2>& pts, double dash, double phase, float w, sf::Color c) {
    double along = -phase;
    for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
        const double len = engine::distance(pts[i], pts[i + 1]);
        const engine::Vec2 dir = engine::normalize(pts[i + 1] - pts[i]);
        for (double s = std::fmod(along, 2.0 * dash) * -1.0; s < len; s += 2.0 * dash) {
            const double s0 = std::max(0.0, s), s1 = std::min(len, s + dash);
            if (s1 > s0) appendLine(va, pts[i] + dir * s0, pts[i] + dir * s1, w, c);
        }
        along += len;
    }
}

/// True on the "bright" frames of a flicker with the given period in ticks (slowed when flashes are reduced).
bool flickerOn(const World& world, int period) {
    const double seconds = static_cast<double>(world.totalTicks) / engine::kTickRate;
    return blinkOn(seconds, engine::kTickRate / (2.0 * period), 0.5, flashesReduced());
}

/// The lethal halo's shimmer this tick, [0.7, 1] (narrower when flashes are reduced).
double shimmer(const World& world) {
    return 0.85 * shimmerSwing(0.15 / 0.85 * std::sin(static_cast<double>(world.tick) * 0.9), flashesReduced());
}

/// A warning along a beam's path (its first `skip` tiles left out): red dashes crawling towards the far end,
/// at `strength` in [0, 1] of the warning colour's alpha.
void appendWarning(sf::VertexArray& va, const World& world, const std::vector<engine::Vec2>& pts, double skip,
                   double strength) {
    std::vector<engine::Vec2> path = pts;
    if (path.size() >= 2 && engine::distance(path[0], path[1]) > skip)
        path[0] = path[0] + engine::normalize(path[1] - path[0]) * skip;
    const double phase = std::fmod(clock(world) * kWarnCrawl, 2.0 * kWarnDash);
    appendDashed(va, path, kWarnDash, phase, kWarnWidth, scaled(hazardColours().warn, strength));
}

/// How far a pulsing emitter is through its warning, [0, 1] (0 outside the warning).
double warningProgress(const LaserEmitter& e) {
    if (e.pulse != PulsePhase::Warning || e.warningTicks <= 0) return 0.0;
    return std::clamp(static_cast<double>(e.cycleTick - (e.offTicks - e.warningTicks)) / e.warningTicks, 0.0, 1.0);
}

/// The rail a moving emitter rides: the polyline through its waypoints (closed when the path loops); empty for
/// an emitter that does not move.
std::vector<engine::Vec2> railPoints(const LaserEmitter& e) {
    const std::vector<engine::Vec2>& w = e.path.waypoints;
    if (e.kind != EmitterKind::Moving || w.size() < 2) return {};
    std::vector<engine::Vec2> pts = w;
    if (e.path.mode == engine::PlatformMode::Loop && w.size() > 2) pts.push_back(w.front());
    return pts;
}

/// The rails moving emitters ride (railPoints), a bright line on a dark bed, with a stop at each waypoint, under
/// the emitters.
void appendRails(sf::VertexArray& va, const engine::Registry& reg) {
    reg.view<LaserEmitter>().each([&](const LaserEmitter& e) {
        const std::vector<engine::Vec2> pts = railPoints(e);
        if (pts.empty()) return;
        const std::vector<engine::Vec2>& w = e.path.waypoints;
        for (std::size_t i = 0; i + 1 < pts.size(); ++i) appendLine(va, pts[i], pts[i + 1], kRailBedWidth, kRailBed);
        for (std::size_t i = 0; i + 1 < pts.size(); ++i) appendLine(va, pts[i], pts[i + 1], kRailLineWidth, kRailLine);
        for (engine::Vec2 p : w) appendSquare(va, p, kRailStopHalf, kRailStop);
    });
}

/// Emitters: lethal beams glow (core + halo, additive); a charging emitter flickers a thin line along the
/// path its beam will take, faster and brighter as the pulse nears; the body (lab_emitter) is turned to the beam.
void appendEmitters(Batches& b, const World& world, const engine::Registry& reg, double alpha) {
    const double shimmer = game::shimmer(world);
    const HazardColours hc = hazardColours();
    reg.view<LaserEmitter, Transform>().each([&](const LaserEmitter& e, const Transform& t) {
        const engine::Vec2 c = engine::lerp(t.previous, t.position, alpha);
        const double angle = e.prevAngle + (e.angle - e.prevAngle) * alpha;
        const double warn = warningProgress(e);
        if (e.lethal) appendGlowBeam(b, e.beam.points, kNozzle, hc.core, scaled(hc.halo, shimmer), kBeamWidth);
        else if (e.pulse == PulsePhase::Warning && flickerOn(world, warn < 0.6 ? 6 : 3))
            appendWarning(b.glow, world, e.beam.points, kNozzle, 0.5 + 0.5 * warn);
        const engine::Vec2 nozzle = c + engine::fromAngle(angle) * kNozzle;
        if (e.lethal) engine::appendGlowDot(b.glow, toPixels(nozzle), 7.0f, scaled(hc.halo, shimmer), 12);
        else if (warn > 0.0)
            engine::appendGlowDot(b.glow, toPixels(nozzle), static_cast<float>(3.0 + 6.0 * warn), hc.warn, 12);
        if (appendAt(b.sprites, "lab_emitter", c, angle)) return;
        const bool flash = e.pulse == PulsePhase::Warning && flickerOn(world, 6);
        appendSquare(b.back, c, 0.3, flash ? kBeamCore : kEmitterBody);
        appendLine(b.back, c, c + engine::fromAngle(e.angle) * 0.35, 3.0f, e.pulse == PulsePhase::Off ? kUnlit : kLens);
    });
}

/// Mirrors: lab_mirror_rot pieces laid along the segment (turned to it), the pivot on top.
void appendMirrors(Batches& b, const engine::Registry& reg, double alpha) {
    const engine::SpriteRect* piece = findSprite("lab_mirror_rot");
    reg.view<MirrorEntity, Transform>().each([&](const MirrorEntity& m, const Transform& t) {
        const engine::Segment s = mirrorSegment(m, t.position, alpha);
        if (piece == nullptr) {
            appendLine(b.back, s.p1, s.p2, 3.5f, kMirrorBack);
            return appendLine(b.back, s.p1, s.p2, 1.5f, kMirror);
        }
        // The sprite is one tile long: n pieces of length len / n, each centred on its share of the segment.
        const double len = engine::distance(s.p1, s.p2), angle = std::atan2(s.p2.y - s.p1.y, s.p2.x - s.p1.x);
        const int n = std::max(1, static_cast<int>(std::lround(len)));
        for (int i = 0; i < n; ++i)
            engine::appendSprite(b.sprites, *piece,
                                 {toPixels(engine::lerp(s.p1, s.p2, (i + 0.5) / n)), false,
                                  static_cast<float>(len / n), static_cast<float>(angle)});
        appendAt(b.sprites, "lab_mirror_pivot", engine::lerp(s.p1, s.p2, 0.5));
    });
}

/// Receivers (off / on with a green glow) and doors (lab_door tiled over the box while closed, lab_door_open
/// once open).
void appendReceiversAndDoors(Batches& b, const World& world, const engine::Registry& reg) {
    reg.view<Receiver, Transform>().each([&](const Receiver& r, const Transform& t) {
        const bool on = r.lit || r.latched;
        if (on) engine::appendGlowDot(b.glow, toPixels(t.position), 14.0f, kReceiverGlow, 16);
        if (appendAt(b.sprites, on ? "lab_receiver_on" : "lab_receiver_off", t.position)) return;
        if (on) appendSquare(b.back, t.position, kReceiverHalf + 0.15, sf::Color(255, 230, 90, 70));
        appendSquare(b.back, t.position, kReceiverHalf, on ? kLit : kUnlit);
        appendSquare(b.back, t.position, kReceiverHalf * 0.4, on ? sf::Color::White : sf::Color(40, 34, 20));
    });
    const double now = clock(world);
    reg.view<Door>().each([&](const Door& d) {
        if (appendTiled(b.sprites, d.open ? findSprite("lab_door_open") : animationFrame("lab_door", now), d.box)) return;
        if (d.open) return appendOutline(b.back, d.box, 1.0f, kDoorOpen);
        appendBox(b.back, d.box, kDoor);
        appendOutline(b.back, d.box, 1.0f, sf::Color(120, 60, 30));
    });
}

/// The animation a robot plays in its state.
std::string_view robotAnimation(RobotState s) {
    switch (s) {
    case RobotState::Telegraph: return "robot_telegraph";
    case RobotState::Firing: return "robot_fire";
    default: return "robot_idle";
    }
}

/// Robots: the shot (a warm glowing beam) or the telegraph (a flickering thin line), the body (idle /
/// telegraph / fire, mirrored to face its aim) with a barrel along the exact aim; bolts as glowing streaks.
void appendRobots(Batches& b, const World& world, const engine::Registry& reg) {
    const double now = clock(world);
    const HazardColours hc = hazardColours();
    reg.view<Robot, Transform>().each([&](const Robot& r, const Transform& t) {
        if (r.lethal) appendGlowBeam(b, r.beam.points, 0.0, hc.core, scaled(hc.halo, shimmer(world)), kBeamWidth);
        else if (r.state == RobotState::Telegraph && flickerOn(world, 3))
            appendWarning(b.glow, world, r.beam.points, 0.0, 1.0);
        const engine::Vec2 aim = engine::fromAngle(r.angle);
        // The sprite's origin is its bottom centre: half a tile below the centre puts the body on it.
        if (appendFrame(b.sprites, robotAnimation(r.state), now, t.position + engine::Vec2{0.0, 0.5}, aim.x < 0.0)) {
            appendSolidBar(b.sprites, t.position, t.position + aim * kRobotMuzzle, 3.0f, sf::Color(52, 58, 78));
            appendSolidBar(b.sprites, t.position + aim * (kRobotMuzzle - 0.12), t.position + aim * kRobotMuzzle, 4.0f,
                           sf::Color(120, 130, 160));
            if (r.state != RobotState::Tracking && r.state != RobotState::Cooldown)
                engine::appendGlowDot(b.glow, toPixels(t.position + aim * kRobotMuzzle), 6.0f, hc.warn, 10);
            return;
        }
        appendSquare(b.back, t.position, kRobotHalf, kRobotBody);
        appendLine(b.back, t.position, t.position + aim * kRobotMuzzle, 3.0f, sf::Color(60, 66, 80));
        const bool alarm = r.state == RobotState::Telegraph || r.state == RobotState::Firing;
        appendSquare(b.back, t.position + aim * 0.15, 0.1, alarm ? sf::Color(255, 60, 60) : sf::Color(90, 220, 255));
    });
    reg.view<Bolt, Transform>().each([&](const Bolt& bolt, const Transform& t) {
        if (bolt.ticksLeft <= 0) return;
        const engine::Vec2 tail = t.position - engine::normalize(bolt.velocity) * 0.5;
        engine::appendGlowLine(b.glow, toPixels(tail), toPixels(t.position), hc.core, hc.bolt, 2.5f);
        engine::appendGlowDot(b.glow, toPixels(t.position), 6.0f, hc.bolt, 10);
    });
}

/// The player's dash preview (while aiming) and bullet-time meter (above the head, shown unless full).
void appendAbilities(sf::VertexArray& va, const World& world) {
    const NinjaAbilities* a = world.registry.tryGet<NinjaAbilities>(world.player);
    if (a == nullptr || world.state != RunState::Playing) return;
    const engine::Aabb box = playerBox(world);
    const engine::Vec2 c = center(box);
    if (a->aiming) {
        appendDashed(va, {c, a->previewEnd}, 0.25, 0.0, 1.5f, a->dashReady ? kPreview : sf::Color(140, 150, 160, 120));
        appendSquare(va, a->previewEnd, 0.12, a->dashReady ? kPreview : sf::Color(140, 150, 160, 120));
    }
    const double fill = a->meter / kMeterCapacity;
    if (fill >= 1.0 && a->slowHandle == 0) return;
    const engine::Vec2 left{c.x - 0.6, box.min.y - 0.45};
    appendBox(va, {left, left + engine::Vec2{1.2, 0.18}}, kMeterBack);
    appendBox(va, {left, left + engine::Vec2{1.2 * fill, 0.18}}, a->slowHandle != 0 ? kMeterFill : sf::Color(80, 140, 170));
}

/// The death burst: sparks flying out from the hit point while Dying.
void appendDeathBurst(sf::VertexArray& va, const World& world) {
    if (world.state != RunState::Dying) return;
    const double t = 1.0 - static_cast<double>(world.stateTicks) / kDeathRestartTicks;
    for (int i = 0; i < 12; ++i) {
        const engine::Vec2 d = engine::fromAngle(i * (2.0 * engine::kPi / 12.0) + 0.2);
        appendLine(va, world.deathPoint + d * (0.2 + 1.2 * t), world.deathPoint + d * (0.5 + 1.6 * t), 2.0f, kBurst);
    }
    appendSquare(va, world.deathPoint, 0.35 * (1.0 - t) + 0.05, sf::Color::White);
}

/// A faint blue wash over the view while bullet time slows the world.
void appendSlowTint(sf::VertexArray& va, const World& world, const sf::RenderTarget& target) {
    if (world.slowdown.scale() >= 1.0) return;
    const sf::View& v = target.getView();
    const sf::Vector2f a = v.getCenter() - v.getSize() * 0.5f, z = a + v.getSize();
    for (sf::Vector2f p : {a, sf::Vector2f(z.x, a.y), z, a, z, sf::Vector2f(a.x, z.y)}) va.append(sf::Vertex(p, kSlowTint));
}

} // namespace

int drawNinja(sf::RenderTarget& target, const World& world, double alpha) {
    static sf::VertexArray back(sf::Triangles), sprites(sf::Triangles), glow(sf::Triangles), front(sf::Triangles);
    for (sf::VertexArray* va : {&back, &sprites, &glow, &front}) va->clear();
    Batches b{back, sprites, glow, front};
    const engine::Registry& reg = world.registry;
    appendSlowTint(back, world, target);
    appendReceiversAndDoors(b, world, reg);
    appendMirrors(b, reg, alpha);
    appendRails(back, reg);
    appendEmitters(b, world, reg, alpha);
    appendRobots(b, world, reg);
    appendAbilities(front, world);
    appendDeathBurst(front, world);
    int calls = 0;
    const sf::FloatRect seen = engine::viewRect(target.getView());
    for (auto [va, states] : {std::pair{&back, sf::RenderStates::Default}, {&sprites, atlasStates()},
                              {&glow, sf::RenderStates(sf::BlendAdd)}, {&front, sf::RenderStates::Default}}) {
        engine::cullTriangles(*va, seen);  // the level's other entities cost no vertex work
        if (va->getVertexCount() == 0) continue;
        target.draw(*va, states);
        ++calls;
    }
    return calls;
}

} // namespace game

namespace game {

namespace {

/// A lethal beam's straight pieces (its first `skip` tiles left out) into out.beams.
void addBeamPieces(RimSet& out, const std::vector<engine::Vec2>& pts, double skip) {
    const std::vector<sf::Vector2f> px = beamPixels(pts, skip);
    for (std::size_t i = 0; i + 1 < px.size(); ++i) out.beams.push_back({px[i], px[i + 1]});
}

} // namespace

void ninjaRims(const World& world, double alpha, RimSet& out) {
    const engine::Registry& reg = world.registry;
    const engine::SpriteRect* emitter = findSprite("lab_emitter");
    reg.view<LaserEmitter, Transform>().each([&](const LaserEmitter& e, const Transform& t) {
        if (emitter == nullptr) return;
        const engine::Vec2 c = engine::lerp(t.previous, t.position, alpha);
        const double angle = e.prevAngle + (e.angle - e.prevAngle) * alpha;
        addRimSprite(out, "emitter", kShooterRim, *emitter, {toPixels(c), false, 1.0f, static_cast<float>(angle)});
    });
    const double now = clock(world);
    reg.view<Robot, Transform>().each([&](const Robot& r, const Transform& t) {
        const engine::SpriteRect* f = animationFrame(robotAnimation(r.state), now);
        if (f == nullptr) return;
        const engine::Vec2 aim = engine::fromAngle(r.angle);
        beginRim(out, "robot", kShooterRim);
        engine::appendSprite(out.body, *f, {toPixels(t.position + engine::Vec2{0.0, 0.5}), aim.x < 0.0});
        appendSolidBar(out.body, t.position, t.position + aim * kRobotMuzzle, 3.0f, sf::Color(52, 58, 78));
        appendSolidBar(out.body, t.position + aim * (kRobotMuzzle - 0.12), t.position + aim * kRobotMuzzle, 4.0f,
                       sf::Color(120, 130, 160));
        closeRim(out);
        if (r.lethal) addBeamPieces(out, r.beam.points, 0.0);
    });
    reg.view<LaserEmitter>().each([&](const LaserEmitter& e) {
        if (e.lethal) addBeamPieces(out, e.beam.points, kNozzle);
        const std::vector<engine::Vec2> rail = railPoints(e);
        for (std::size_t i = 0; i + 1 < rail.size(); ++i)
            out.rails.push_back({toPixels(rail[i]), toPixels(rail[i + 1])});
    });
    // Bolts: a streak outlined like the robots that fire them (drawn glowing by drawNinja as well).
    const sf::Color core = hazardColours().core;
    reg.view<Bolt, Transform>().each([&](const Bolt& bolt, const Transform& t) {
        if (bolt.ticksLeft <= 0) return;
        beginRim(out, "bolt", kHazardRim);
        appendSolidBar(out.body, t.position - engine::normalize(bolt.velocity) * 0.5, t.position, 2.5f, core);
        closeRim(out);
    });
}

} // namespace game
