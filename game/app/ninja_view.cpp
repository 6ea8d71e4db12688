#include "game/app/ninja_view.h"

#include <algorithm>
#include <cmath>

#include "game/app/world_view.h"
#include "game/ninja/ninja_components.h"
#include "game/ninja/ninja_tuning.h"
#include "game/ninja/lasers.h"
#include "game/world/systems.h"

namespace game {

namespace {

// Flat colours (placeholders until the atlas art is wired in).
const sf::Color kBeamHalo(255, 40, 70, 70);
const sf::Color kBeamCore(255, 225, 230);
const sf::Color kWarnLine(255, 90, 110, 150);
const sf::Color kRobotHalo(255, 150, 40, 80);
const sf::Color kRobotCore(255, 235, 190);
const sf::Color kTelegraph(255, 170, 60, 160);
const sf::Color kMirror(190, 235, 255);
const sf::Color kMirrorBack(70, 110, 150);
const sf::Color kEmitterBody(90, 96, 120);
const sf::Color kLens(255, 70, 90);
const sf::Color kLit(255, 230, 90);
const sf::Color kUnlit(110, 95, 50);
const sf::Color kDoor(220, 120, 60);
const sf::Color kDoorOpen(220, 120, 60, 60);
const sf::Color kRobotBody(150, 160, 178);
const sf::Color kBolt(255, 150, 60);
const sf::Color kPreview(140, 255, 220, 200);
const sf::Color kMeterBack(20, 24, 40, 200);
const sf::Color kMeterFill(120, 220, 255);
const sf::Color kBurst(255, 120, 120);
const sf::Color kSlowTint(60, 120, 255, 28);

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

/// A beam polyline: a wide translucent halo under a thin bright core.
void appendBeam(sf::VertexArray& va, const engine::LaserPath& beam, sf::Color halo, sf::Color core) {
    for (std::size_t i = 0; i + 1 < beam.points.size(); ++i) appendLine(va, beam.points[i], beam.points[i + 1], 5.0f, halo);
    for (std::size_t i = 0; i + 1 < beam.points.size(); ++i) appendLine(va, beam.points[i], beam.points[i + 1], 1.5f, core);
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

/// True on the "bright" frames of a flicker with the given period in ticks.
bool flickerOn(const World& world, int period) { return (world.totalTicks / static_cast<std::uint64_t>(period)) % 2 == 0; }

/// Emitters: beams (lethal: halo + core; warning: a flickering thin line), then the bodies with their lens.
void appendEmitters(sf::VertexArray& va, const World& world, engine::Registry& reg, double alpha) {
    reg.view<LaserEmitter, Transform>().each([&](LaserEmitter& e, Transform& t) {
        if (e.lethal) appendBeam(va, e.beam, kBeamHalo, kBeamCore);
        else if (e.pulse == PulsePhase::Warning && flickerOn(world, 4)) appendDashed(va, e.beam.points, 0.4, 0.0, 1.0f, kWarnLine);
        const engine::Vec2 c = engine::lerp(t.previous, t.position, alpha);
        const bool flash = e.pulse == PulsePhase::Warning && flickerOn(world, 6);
        appendSquare(va, c, 0.3, flash ? kBeamCore : kEmitterBody);
        appendLine(va, c, c + engine::fromAngle(e.angle) * 0.35, 3.0f, e.pulse == PulsePhase::Off ? kUnlit : kLens);
    });
}

/// Mirrors: a bright face over a darker back line.
void appendMirrors(sf::VertexArray& va, engine::Registry& reg, double alpha) {
    reg.view<MirrorEntity, Transform>().each([&](MirrorEntity& m, Transform& t) {
        const engine::Segment s = mirrorSegment(m, t.position, alpha);
        appendLine(va, s.p1, s.p2, 3.5f, kMirrorBack);
        appendLine(va, s.p1, s.p2, 1.5f, kMirror);
    });
}

/// Receivers (lit: bright with a glow) and doors (closed: solid; open: a faint outline).
void appendReceiversAndDoors(sf::VertexArray& va, engine::Registry& reg) {
    reg.view<Receiver, Transform>().each([&](Receiver& r, Transform& t) {
        const bool on = r.lit || r.latched;
        if (on) appendSquare(va, t.position, kReceiverHalf + 0.15, sf::Color(255, 230, 90, 70));
        appendSquare(va, t.position, kReceiverHalf, on ? kLit : kUnlit);
        appendSquare(va, t.position, kReceiverHalf * 0.4, on ? sf::Color::White : sf::Color(40, 34, 20));
    });
    reg.view<Door>().each([&](Door& d) {
        if (d.open) return appendOutline(va, d.box, 1.0f, kDoorOpen);
        appendBox(va, d.box, kDoor);
        appendOutline(va, d.box, 1.0f, sf::Color(120, 60, 30));
    });
}

/// Robots: telegraph line / beam shot, body, and the barrel along their aim; bolts.
void appendRobots(sf::VertexArray& va, const World& world, engine::Registry& reg) {
    reg.view<Robot, Transform>().each([&](Robot& r, Transform& t) {
        if (r.lethal) appendBeam(va, r.beam, kRobotHalo, kRobotCore);
        else if (r.state == RobotState::Telegraph && flickerOn(world, 3)) appendDashed(va, r.beam.points, 0.3, 0.0, 1.0f, kTelegraph);
        appendSquare(va, t.position, kRobotHalf, kRobotBody);
        const engine::Vec2 aim = engine::fromAngle(r.angle);
        appendLine(va, t.position, t.position + aim * kRobotMuzzle, 3.0f, sf::Color(60, 66, 80));
        const bool alarm = r.state == RobotState::Telegraph || r.state == RobotState::Firing;
        appendSquare(va, t.position + aim * 0.15, 0.1, alarm ? sf::Color(255, 60, 60) : sf::Color(90, 220, 255));
    });
    reg.view<Bolt, Transform>().each([&](Bolt& b, Transform& t) {
        if (b.ticksLeft <= 0) return;
        appendSquare(va, t.position, kBoltRadius, kBolt);
        appendLine(va, t.position, t.position - engine::normalize(b.velocity) * 0.5, 2.0f, sf::Color(255, 150, 60, 120));
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
        const engine::Vec2 d = engine::fromAngle(i * (2.0 * kNinjaPi / 12.0) + 0.2);
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
    static sf::VertexArray va(sf::Triangles);
    va.clear();
    auto& reg = const_cast<engine::Registry&>(world.registry);  // views are non-const; nothing is written
    appendSlowTint(va, world, target);
    appendReceiversAndDoors(va, reg);
    appendMirrors(va, reg, alpha);
    appendEmitters(va, world, reg, alpha);
    appendRobots(va, world, reg);
    appendAbilities(va, world);
    appendDeathBurst(va, world);
    target.draw(va);
    return 1;
}

} // namespace game
