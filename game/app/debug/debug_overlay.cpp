#include "game/app/debug/debug_overlay.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/geometry/overlap.h"
#include "engine/math/scalar.h"
#include "engine/render/letterbox.h"
#include "game/app/debug/label_layout.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/rim_pass.h"
#include "game/app/view/world_view.h"
#include "game/run/entity_fields.h"
#include "game/world/player_spawn.h"
#include "game/world/systems.h"

namespace game {

namespace {

// Colours of the world layers: one per kind of thing, chosen to stay apart from each other and from the art.
const sf::Color kGridColour(255, 255, 255, 26);        ///< tile grid lines
const sf::Color kCursorCellColour(255, 255, 0, 200);   ///< the cell under the mouse
const sf::Color kControllerRayColour(0, 255, 255);     ///< controller rays (origin → end)
const sf::Color kRayHitColour(255, 0, 255);            ///< where any ray hit something
const sf::Color kPelletRayColour(255, 200, 0);         ///< blunderbuss pellets
const sf::Color kSightRayColour(120, 255, 120);        ///< enemy line of sight
const sf::Color kDashPreviewColour(190, 150, 255);     ///< the ninja's dash preview
const sf::Color kAimRayColour(255, 255, 255);          ///< aim rays
const sf::Color kColliderColour(0, 255, 0);            ///< the player's collider
const sf::Color kSkinBoxColour(0, 140, 255);           ///< the collider inset by the controller's skin
const sf::Color kVelocityColour(255, 255, 0);          ///< the velocity vector
const sf::Color kHitCircleColour(255, 90, 90);         ///< the ninja's laser hit circle
const sf::Color kBeamColour(255, 140, 0);              ///< beam segments
const sf::Color kBounceColour(255, 255, 255);          ///< bounce points of beams
const sf::Color kNormalColour(80, 200, 255);           ///< surface normals at bounces
const sf::Color kPlatformPathColour(200, 200, 255, 200);  ///< platform paths
const sf::Color kWaypointColour(140, 140, 255, 200);   ///< platform boxes at their waypoints
const sf::Color kContactColour(255, 0, 255);           ///< controller contacts
const sf::Color kEntityColour(255, 255, 255, 150);     ///< entity markers
const sf::Color kDeathColour(255, 30, 30);             ///< the killing segment / hazard and the death point

/// Pixels a ray is drawn at least (controller rays are often shorter than a pixel; the hit point stays true).
constexpr float kMinRayPixels = 3.0f;
/// Length of a drawn surface normal, pixels.
constexpr float kNormalPixels = 6.0f;
/// Seconds of motion the velocity vector shows (its length = velocity × this).
constexpr double kVelocitySeconds = 0.1;
/// Tiles from the death point within which a beam segment counts as the killing one.
constexpr double kKillSegmentReach = 1.0;
/// The readout shows the entity whose centre is nearest the mouse within this distance, tiles.
constexpr double kReadoutPickRadius = 0.75;
/// The readout's area: right of x = kReadoutLeft, below the top bar, above the time bar (logical px).
constexpr float kReadoutLeft = 108.0f, kReadoutTop = 44.0f, kReadoutBottomMargin = 48.0f;

/// Append a 1-px line a → b (world pixels).
void line(sf::VertexArray& va, sf::Vector2f a, sf::Vector2f b, sf::Color c) {
    va.append({a, c});
    va.append({b, c});
}

/// Append a filled square of half-size h centred on p (world pixels).
void dot(sf::VertexArray& tris, sf::Vector2f p, float h, sf::Color c) {
    const sf::Vector2f a{p.x - h, p.y - h}, b{p.x + h, p.y - h}, d{p.x - h, p.y + h}, e{p.x + h, p.y + h};
    for (sf::Vector2f v : {a, b, e, a, e, d}) tris.append({v, c});
}

/// Append a thick line a → b of width w (world pixels) as two triangles.
void thickLine(sf::VertexArray& tris, sf::Vector2f a, sf::Vector2f b, float w, sf::Color c) {
    sf::Vector2f d = b - a;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len <= 0.0f) return dot(tris, a, w * 0.5f, c);
    const sf::Vector2f n{-d.y / len * w * 0.5f, d.x / len * w * 0.5f};
    for (sf::Vector2f v : {a + n, b + n, b - n, a + n, b - n, a - n}) tris.append({v, c});
}

/// Append the outline of a box (tiles).
void box(sf::VertexArray& va, const engine::Aabb& b, sf::Color c) {
    const sf::Vector2f p0 = toPixels(b.min), p1 = toPixels(b.max);
    line(va, p0, {p1.x, p0.y}, c);
    line(va, {p1.x, p0.y}, p1, c);
    line(va, p1, {p0.x, p1.y}, c);
    line(va, {p0.x, p1.y}, p0, c);
}

/// Append a circle outline (centre and radius in tiles).
void circle(sf::VertexArray& va, engine::Vec2 centre, double radius, sf::Color c) {
    constexpr int kSides = 24;
    for (int i = 0; i < kSides; ++i) {
        const double a0 = 2.0 * engine::kPi * i / kSides, a1 = 2.0 * engine::kPi * (i + 1) / kSides;
        line(va, toPixels(centre + radius * engine::Vec2{std::cos(a0), std::sin(a0)}),
             toPixels(centre + radius * engine::Vec2{std::cos(a1), std::sin(a1)}), c);
    }
}

/// The colour of a ray of this kind.
sf::Color rayColour(RayKind kind) {
    switch (kind) {
    case RayKind::Controller: return kControllerRayColour;
    case RayKind::Pellet: return kPelletRayColour;
    case RayKind::Sight: return kSightRayColour;
    case RayKind::DashPreview: return kDashPreviewColour;
    case RayKind::Aim: return kAimRayColour;
    }
    return kAimRayColour;
}

/// Layer: the tile grid over the visible area, and the cell under the mouse.
void appendGrid(sf::VertexArray& lines, const sf::View& view, const engine::TileGrid& grid, const DebugCursor& cursor) {
    const sf::Vector2f c = view.getCenter(), s = view.getSize();
    const int x0 = std::max(0, static_cast<int>(std::floor((c.x - s.x / 2) / kTilePixels)));
    const int y0 = std::max(0, static_cast<int>(std::floor((c.y - s.y / 2) / kTilePixels)));
    const int x1 = std::min(grid.width(), static_cast<int>(std::ceil((c.x + s.x / 2) / kTilePixels)));
    const int y1 = std::min(grid.height(), static_cast<int>(std::ceil((c.y + s.y / 2) / kTilePixels)));
    for (int x = x0; x <= x1; ++x) line(lines, {x * kTilePixels, y0 * kTilePixels}, {x * kTilePixels, y1 * kTilePixels}, kGridColour);
    for (int y = y0; y <= y1; ++y) line(lines, {x0 * kTilePixels, y * kTilePixels}, {x1 * kTilePixels, y * kTilePixels}, kGridColour);
    if (!cursor.mouseInside) return;
    const engine::Cell cell = engine::cellAt(cursor.mouse.x, cursor.mouse.y);
    box(lines, {{double(cell.x), double(cell.y)}, {double(cell.x + 1), double(cell.y + 1)}}, kCursorCellColour);
}

/// Layer: every moving platform's path (between box centres) and its box at each waypoint.
void appendPlatforms(sf::VertexArray& lines, const World& world) {
    world.registry.view<Platform, Transform>().each([&](const Platform& p, const Transform& t) {
        const std::vector<engine::Vec2>& wp = p.motion.waypoints;
        const engine::Vec2 half = t.position - p.motion.position;  // centre − min corner
        for (std::size_t i = 0; i < wp.size(); ++i) {
            box(lines, {wp[i], wp[i] + 2.0 * half}, kWaypointColour);
            const bool closing = i + 1 == wp.size();
            if (closing && (p.motion.mode != engine::PlatformMode::Loop || wp.size() < 3)) continue;
            line(lines, toPixels(wp[i] + half), toPixels(wp[(i + 1) % wp.size()] + half), kPlatformPathColour);
        }
    });
}

/// Layer: every beam's segments, its bounce points and the surface normal at each bounce.
void appendBeams(sf::VertexArray& lines, sf::VertexArray& tris, const World& world) {
    for (const DebugBeam& b : world.debug.beams) {
        for (std::size_t i = 0; i + 1 < b.points.size(); ++i) line(lines, toPixels(b.points[i]), toPixels(b.points[i + 1]), kBeamColour);
        for (std::size_t i = 0; i < b.normals.size() && i + 1 < b.points.size(); ++i) {
            if (b.normals[i] == engine::Vec2{}) continue;
            const sf::Vector2f at = toPixels(b.points[i + 1]);
            const sf::Vector2f n{static_cast<float>(b.normals[i].x), static_cast<float>(b.normals[i].y)};
            line(lines, at, at + kNormalPixels * n, kNormalColour);
            dot(tris, at, 1.0f, kBounceColour);
        }
    }
}

/// Layer: every ray of the tick (controller, pellet, sight, dash preview, aim), coloured by kind; hits marked.
void appendRays(sf::VertexArray& lines, sf::VertexArray& tris, const World& world) {
    for (const TaggedRay& r : world.debug.rays) {
        const sf::Vector2f a = toPixels(r.origin), b = toPixels(r.end);
        sf::Vector2f d = b - a;
        const float len = std::sqrt(d.x * d.x + d.y * d.y);
        if (len > 0.0f && len < kMinRayPixels) d *= kMinRayPixels / len;
        line(lines, a, a + d, rayColour(r.kind));
        if (r.hit) dot(tris, b, 0.5f, kRayHitColour);
    }
}

/// Layer: the player's collider, its skin inset box, velocity, contacts and the mode's hit circle (the ninja's
/// laser hit circle).
void appendPlayer(sf::VertexArray& lines, sf::VertexArray& tris, const World& world) {
    const engine::RaycastController* c = playerController(world);
    if (c == nullptr) return;
    const engine::Aabb& b = c->collider;
    const double skin = c->config.skin;
    box(lines, b, kColliderColour);
    box(lines, {{b.min.x + skin, b.min.y + skin}, {b.max.x - skin, b.max.y - skin}}, kSkinBoxColour);
    const engine::Vec2 centre = 0.5 * (b.min + b.max);
    const engine::Vec2 tip = centre + kVelocitySeconds * playerVelocity(world);
    line(lines, toPixels(centre), toPixels(tip), kVelocityColour);
    dot(tris, toPixels(tip), 1.0f, kVelocityColour);
    const double hitRadius = modePresentation(world.mode).hitRadius;
    if (hitRadius > 0.0) circle(lines, centre, hitRadius, kHitCircleColour);
    const engine::CollisionInfo& info = c->info;
    const std::pair<bool, const engine::ContactHit*> sides[] = {
        {info.above, &info.aboveHit}, {info.below, &info.belowHit}, {info.left, &info.leftHit}, {info.right, &info.rightHit}};
    for (const auto& [touching, hit] : sides) {
        if (!touching || hit->source == engine::HitSource::None) continue;
        const sf::Vector2f p = toPixels(hit->point);
        dot(tris, p, 1.0f, kContactColour);
        line(lines, p, p + kNormalPixels * sf::Vector2f(float(hit->normal.x), float(hit->normal.y)), kContactColour);
    }
    for (const DebugContact& k : world.debug.contacts) {
        const sf::Vector2f p = toPixels(k.point);
        dot(tris, p, 1.0f, kContactColour);
        line(lines, p, p + kNormalPixels * sf::Vector2f(float(k.normal.x), float(k.normal.y)), kContactColour);
    }
}

/// Layer: a small cross on every tagged entity (its label is drawn by the interface part).
void appendEntities(sf::VertexArray& lines, const World& world) {
    world.registry.view<Tag, Transform>().each([&](const Tag&, const Transform& t) {
        const sf::Vector2f p = toPixels(t.position);
        line(lines, p - sf::Vector2f(2, 0), p + sf::Vector2f(3, 0), kEntityColour);
        line(lines, p - sf::Vector2f(0, 2), p + sf::Vector2f(0, 3), kEntityColour);
    });
}

/// Layer (while dying): the death point, the beam segment that passed closest to it (the killing one) or the
/// hazard cell under it.
void appendDeath(sf::VertexArray& lines, sf::VertexArray& tris, const World& world) {
    if (world.state != RunState::Dying) return;
    const engine::Vec2 at = world.deathPoint;
    double best = kKillSegmentReach;
    engine::Segment kill{};
    bool found = false;
    for (const DebugBeam& b : world.debug.beams)
        for (std::size_t i = 0; i + 1 < b.points.size(); ++i) {
            const engine::Segment s{b.points[i], b.points[i + 1]};
            const double d = engine::length(engine::closestPointOnSegment(s, at) - at);
            if (d < best) best = d, kill = s, found = true;
        }
    if (found) thickLine(tris, toPixels(kill.p1), toPixels(kill.p2), 2.0f, kDeathColour);
    if (!found && world.lastDeath == DeathCause::Spikes) {
        const engine::Cell cell = engine::cellAt(at.x, at.y);
        box(lines, {{double(cell.x), double(cell.y)}, {double(cell.x + 1), double(cell.y + 1)}}, kDeathColour);
    }
    circle(lines, at, 0.35, kDeathColour);
    dot(tris, toPixels(at), 1.5f, kDeathColour);
}

/// "1x", "0.25x", "0.05x".
std::string scaleText(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%gx", s);
    return buf;
}

/// World tiles → logical screen pixels.
sf::Vector2f toScreen(engine::Vec2 p, const DebugCursor& cursor) { return toPixels(p) - cursor.cameraTopLeft; }

/// The entity whose Transform is nearest `at` within kReadoutPickRadius, or the null entity.
engine::Entity entityNear(const World& world, engine::Vec2 at) {
    engine::Entity best = engine::kNullEntity;
    double bestDistance2 = kReadoutPickRadius * kReadoutPickRadius;
    world.registry.view<Transform>().each([&](engine::Entity e, const Transform& t) {
        const engine::Vec2 d = t.position - at;
        const double distance2 = d.x * d.x + d.y * d.y;
        if (distance2 < bestDistance2) {
            bestDistance2 = distance2;
            best = e;
        }
    });
    return best;
}

/// The entity readout (every field of every component of the entity under the mouse, from the component field
/// lists), in columns at the top right. Columns that do not fit are cut, with a last line saying how many. Returns
/// its panel (empty when none is shown).
ScreenRect drawReadout(Painter& p, const World& world, const DebugCursor& cursor) {
    if (!cursor.mouseInside) return {};
    const engine::Entity e = entityNear(world, cursor.mouse);
    if (e == engine::kNullEntity) return {};
    std::vector<std::string> lines = entityReadout(world, e);
    const float lh = p.lineHeight();
    const float right = static_cast<float>(engine::kLogicalWidth) - 4.0f;
    const float height = static_cast<float>(engine::kLogicalHeight) - kReadoutBottomMargin - kReadoutTop;
    const std::size_t perColumn = std::max<std::size_t>(1, static_cast<std::size_t>((height - 8.0f) / lh));
    // Columns left to right while they fit; the rest is counted on the last line shown.
    std::vector<float> widths;
    float total = 0.0f;
    std::size_t shown = 0;
    while (shown < lines.size()) {
        const std::size_t end = std::min(lines.size(), shown + perColumn);
        float w = 0.0f;
        for (std::size_t i = shown; i < end; ++i)
            w = std::max(w, p.measure(lines[i]).x);
        if (right - (total + w + 8.0f) < kReadoutLeft && !widths.empty()) break;
        widths.push_back(w + 8.0f);
        total += w + 8.0f;
        shown = end;
    }
    if (shown < lines.size())
        lines[shown - 1] = "+" + std::to_string(lines.size() - shown + 1) + " MORE (--dump)";
    float x = right - total;
    const ScreenRect panel{x - 2.0f, kReadoutTop, total + 2.0f, std::min(lines.size(), perColumn) * lh + 8.0f};
    p.panel({panel.x, panel.y, panel.w, panel.h}, ui::kPanel, ui::kPanelBorder);
    for (std::size_t c = 0; c < widths.size(); ++c) {
        for (std::size_t i = c * perColumn; i < std::min(shown, (c + 1) * perColumn); ++i)
            p.text(lines[i], {x + 2.0f, kReadoutTop + 4.0f + static_cast<float>(i - c * perColumn) * lh},
                   1.0f, ui::kText);
        x += widths[c];
    }
    return panel;
}

/// The time-control bar and the on-screen help, in the bottom kDebugTimeBarHeight px of the screen (a message left
/// of the bar).
void drawTimeBar(Painter& p, const World& world, const DebugStatus& s) {
    const float w = static_cast<float>(engine::kLogicalWidth), h = static_cast<float>(engine::kLogicalHeight);
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s  TICK %llu%s%s", scaleText(s.timeScale).c_str(),
                  static_cast<unsigned long long>(world.totalTicks), s.paused ? "  PAUSED" : "",
                  s.rewinding ? "  REWIND" : "");
    p.panel({w * 0.5f - 80, h - 30, 160, 13}, ui::kPanel, s.paused || s.rewinding ? ui::kHot : ui::kPanelBorder);
    p.text(buf, {w * 0.5f, h - 27}, 1.0f, ui::kText, Align::Center);
    if (!s.message.empty()) p.text(p.fit(s.message, w * 0.5f - 92), {w * 0.5f - 86, h - 27}, 1.0f, ui::kGold, Align::Right);
    const char* help = s.watchingReplay ? "F3 overlay  1-5 speed  SPACE/P pause  . step (SHIFT 10)  R rewind"
                                        : "F3 overlay  1-5 speed  P pause  . step (SHIFT 10)  R rewind  BKSP restart  F5 save";
    p.text(help, {w * 0.5f, h - 12}, 1.0f, ui::kDim, Align::Center);
}

/// `text` on a panel in the corner of `view` with the fewest of `things` under it (slid along an edge when every
/// corner has some: quietestEdgeBox), avoiding the `taken` panels; returns the panel's rect (logical px).
ScreenRect drawCornerPanel(Painter& p, const std::string& text, sf::Color colour, sf::Color border,
                           const ScreenRect& view, const std::vector<ScreenRect>& things,
                           const std::vector<ScreenRect>& taken) {
    const sf::Vector2f size = p.measure(text);
    const TextSize box{std::ceil(size.x) + 6.0f, std::ceil(size.y) + 4.0f};
    const ScreenRect r = quietestEdgeBox(view, box, kDebugPanelMargin, things, taken);
    p.panel({r.x, r.y, r.w, r.h}, ui::kPanel, border);
    p.allowOverView(true);  // a corner panel lies in the view, clear of what is drawn there
    p.text(text, {r.x + 3.0f, r.y + 2.0f}, 1.0f, colour);
    p.allowOverView(false);
    return r;
}

/// The stats panel: frame, simulation and render times, rays, beam segments, entities and draw calls.
std::string statsText(const World& world, const DebugStats& st) {
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "FRAME %.2f MS\nRENDER %.2f MS\nSIM %.3f MS/TICK\nCALLS %d  RAYS %u\nSEGS %u  ENTITIES %zu",
                  st.frameMs, st.renderMs, st.simMsPerTick, st.drawCalls, world.debug.raysCast,
                  world.debug.beamSegments, world.registry.alive());
    return buf;
}

/// The death banner: what killed the player, where and when, and the keys while the freeze holds.
std::string deathText(const World& world, const DebugStatus& s) {
    char buf[192];
    std::snprintf(buf, sizeof buf, "KILLED BY %s AT (%.2f, %.2f)  TICK %llu%s", deathCauseName(world.lastDeath),
                  world.deathPoint.x, world.deathPoint.y, static_cast<unsigned long long>(world.tick),
                  s.frozenSeconds > 0.0 ? "\nANY KEY / R REWIND" : "");
    return buf;
}

/// Logical px: a leader line's dots (a line of 1-px squares from a label to its anchor).
constexpr float kLeaderStep = 1.0f;

/// A 1-px line from a to b in colour c, as squares every kLeaderStep px.
void drawLeader(Painter& p, sf::Vector2f a, sf::Vector2f b, sf::Color c) {
    const sf::Vector2f d = b - a;
    const int n = std::max(1, static_cast<int>(std::ceil(std::max(std::abs(d.x), std::abs(d.y)) / kLeaderStep)));
    for (int i = 0; i <= n; ++i) {
        const sf::Vector2f q = a + d * (static_cast<float>(i) / static_cast<float>(n));
        p.rect({std::floor(q.x), std::floor(q.y), 1.0f, 1.0f}, c);
    }
}

} // namespace

const char* deathCauseName(DeathCause cause) {
    switch (cause) {
    case DeathCause::None: return "";
    case DeathCause::Laser: return "LASER";
    case DeathCause::Spikes: return "SPIKES";
    case DeathCause::Crushed: return "CRUSHED";
    case DeathCause::Enemy: return "ENEMY";
    case DeathCause::Projectile: return "PROJECTILE";
    case DeathCause::Fell: return "FELL";
    }
    return "";
}

const char* tileKindName(engine::TileKind kind) {
    static const char* const kNames[] = {"EMPTY",       "SOLID",       "MIRROR",     "ONE-WAY",     "SLOPE /",
                                         "SLOPE \\",    "SPIKES UP",   "SPIKES DOWN", "SPIKES LEFT", "SPIKES RIGHT",
                                         "BREAKABLE",   "CRACKED",     "CRUMBLING",  "GLASS"};
    const int i = static_cast<int>(kind);
    return i >= 0 && i < static_cast<int>(std::size(kNames)) ? kNames[i] : "?";
}

int DebugOverlay::drawWorld(sf::RenderTarget& target, const World& world, const DebugCursor& cursor) {
    if (!enabled_) return 0;
    lines_.clear();
    quads_.clear();
    appendGrid(lines_, target.getView(), world.grid, cursor);
    appendPlatforms(lines_, world);
    appendEntities(lines_, world);
    appendBeams(lines_, quads_, world);
    appendRays(lines_, quads_, world);
    appendPlayer(lines_, quads_, world);
    appendDeath(lines_, quads_, world);
    target.draw(lines_);
    target.draw(quads_);
    return 2;
}

void DebugOverlay::drawLabels(Painter& p, const World& world, const DebugCursor& cursor,
                              std::vector<ScreenRect> obstacles, std::vector<ScreenRect> blockers) {
    // In priority order: the cell under the mouse, the player's contact flags, then every tagged entity.
    struct Label {
        std::string text;
        sf::Vector2f anchor;
        sf::Color colour;
    };
    std::vector<Label> labels;
    if (cursor.mouseInside) {
        const engine::Cell cell = engine::cellAt(cursor.mouse.x, cursor.mouse.y);
        char buf[96];
        std::snprintf(buf, sizeof buf, "(%d, %d) %s", cell.x, cell.y, tileKindName(world.grid.at(cell)));
        labels.push_back({buf, toScreen(cursor.mouse, cursor), kCursorCellColour});
    }
    if (const engine::RaycastController* c = playerController(world)) {
        const engine::CollisionInfo& i = c->info;
        char buf[96];
        std::snprintf(buf, sizeof buf, "%s%s%s%s SLOPE %.0f", i.above ? "A" : "-", i.below ? "B" : "-",
                      i.left ? "L" : "-", i.right ? "R" : "-", i.slopeAngle * 180.0 / engine::kPi);
        labels.push_back({buf, toScreen({c->collider.max.x, c->collider.min.y}, cursor), kColliderColour});
    }
    world.registry.view<Tag, Transform>().each([&](engine::Entity e, const Tag& tag, const Transform& t) {
        labels.push_back({tag.type + (tag.id.empty() ? "" : ":" + tag.id) + " #" + std::to_string(e.index),
                          toScreen(t.position, cursor), sf::Color(255, 255, 255, 170)});
    });
    LabelInput in;
    in.bounds = inflated(cursor.view, -1.0f); // a px from the view's edge: no glyph or shadow touches it
    in.obstacles = std::move(obstacles);
    in.blockers = std::move(blockers);
    for (const Label& l : labels) {
        const sf::Vector2f size = p.measure(l.text);
        in.labels.push_back({l.anchor.x, l.anchor.y, {std::ceil(size.x), std::ceil(size.y)}});
    }
    const std::vector<PlacedLabel> placed = layoutLabels(in);
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const PlacedLabel& at = placed[i];
        if (!at.shown) continue;
        if (at.leader) {
            const sf::Color c = labels[i].colour;
            drawLeader(p, labels[i].anchor, {at.leaderX, at.leaderY}, sf::Color(c.r, c.g, c.b, 150));
        }
        p.text(labels[i].text, {at.box.x, at.box.y}, 1.0f, labels[i].colour);
    }
}

void DebugOverlay::drawUi(Painter& p, const World& world, const DebugCursor& cursor, const DebugStatus& status,
                          const DebugStats& stats) {
    if (enabled_) {
        // What is drawn in the view (sprites, rails) and the panels over it: labels and corner panels avoid both.
        std::vector<ScreenRect> things;
        for (const ShownThing& t : shownThings()) things.push_back(t.box);
        std::vector<ScreenRect> panels = cursor.keepClear;
        panels.push_back(drawReadout(p, world, cursor));
        panels.push_back(drawCornerPanel(p, statsText(world, stats), ui::kText, ui::kPanelBorder, cursor.view, things,
                                         panels));
        if (world.state == RunState::Dying)
            panels.push_back(drawCornerPanel(p, deathText(world, status), sf::Color(255, 120, 110), kDeathColour,
                                             cursor.view, things, panels));
        drawLabels(p, world, cursor, std::move(things), std::move(panels));
    }
    if (status.debugMode) drawTimeBar(p, world, status);
}

float debugBandHeight(bool timeControls, bool overlay) {
    return timeControls || overlay ? kDebugTimeBarHeight : 0.0f;
}

} // namespace game
