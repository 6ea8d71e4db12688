#include "game/app/view/world_view.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "engine/render/decor.h"
#include "engine/render/glow_line.h"
#include "engine/render/view_cull.h"
#include "game/app/view/checkpoint_view.h"
#include "game/app/view/collectible_view.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/view_assets.h"
#include "game/world/systems.h"

namespace game {

namespace {

using engine::TileKind;
using engine::TileShape;

/// Flat-colour look of each tile kind (used when there is no atlas).
engine::TileVisual flatVisual(const engine::TileGrid& grid, int x, int y) {
    switch (grid.at(x, y)) {
    case TileKind::Empty:
        return {};
    case TileKind::Solid:
        return {{}, sf::Color(52, 58, 94), TileShape::Full, true};
    case TileKind::Mirror:
        return {{}, sf::Color(170, 220, 255), TileShape::Full, true};
    case TileKind::OneWay:
        return {{}, sf::Color(120, 130, 170), TileShape::TopStrip, true};
    case TileKind::SlopeUpRight:
        return {{}, sf::Color(52, 58, 94), TileShape::SlopeUpRight, true};
    case TileKind::SlopeUpLeft:
        return {{}, sf::Color(52, 58, 94), TileShape::SlopeUpLeft, true};
    case TileKind::SpikesUp:
        return {{}, sf::Color(230, 80, 90), TileShape::BottomHalf, true};
    case TileKind::SpikesDown:
        return {{}, sf::Color(230, 80, 90), TileShape::TopHalf, true};
    case TileKind::SpikesLeft:
        return {{}, sf::Color(230, 80, 90), TileShape::RightHalf, true};
    case TileKind::SpikesRight:
        return {{}, sf::Color(230, 80, 90), TileShape::LeftHalf, true};
    case TileKind::Breakable:
        return {{}, sf::Color(150, 110, 70), TileShape::Full, true};
    case TileKind::Cracked:
        return {{}, sf::Color(120, 100, 90), TileShape::Full, true};
    case TileKind::Crumbling:
        return {{}, sf::Color(140, 120, 80), TileShape::Full, true};
    case TileKind::Glass:
        return {{}, sf::Color(120, 200, 220, 110), TileShape::Full, true};
    default:
        return {};
    }
}

/// Wall material for autotiling: walls join walls and the slopes that sit on them.
bool wallMaterial(TileKind k) { return k == TileKind::Solid || engine::isSlope(k); }

/// An untextured rectangle (world px) into va.
void appendFlat(sf::VertexArray& va, sf::FloatRect r, sf::Color c) {
    const sf::Vector2f p[4] = {{r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height},
                               {r.left, r.top + r.height}};
    for (int i : {0, 1, 2, 0, 2, 3}) va.append(sf::Vertex(p[i], c));
}

/// Mirror material: mirrors join mirrors.
bool mirrorMaterial(TileKind k) { return k == TileKind::Mirror; }

/// The atlas sprite name of cell (x, y) for tile set `set` ("lab", "crypt"), or "" for nothing.
std::string tileSpriteName(const engine::TileGrid& g, int x, int y, const std::string& set) {
    switch (g.at(x, y)) {
    case TileKind::Solid:
        return set + "_wall_" + std::to_string(engine::neighbourMask(g, x, y, wallMaterial));
    case TileKind::Mirror:
        return "lab_mirror_" + std::to_string(engine::neighbourMask(g, x, y, mirrorMaterial));
    case TileKind::OneWay:
        return set + "_oneway";
    case TileKind::SlopeUpRight:
        return set + "_slope_up_right";
    case TileKind::SlopeUpLeft:
        return set + "_slope_up_left";
    case TileKind::SpikesUp:
        return set + "_spikes_up";
    case TileKind::SpikesDown:
        return set + "_spikes_down";
    case TileKind::SpikesLeft:
        return set + "_spikes_left";
    case TileKind::SpikesRight:
        return set + "_spikes_right";
    case TileKind::Breakable:
        return set + "_breakable";
    case TileKind::Cracked:
        return set + "_cracked";
    case TileKind::Crumbling:
        return set + "_crumbling";
    case TileKind::Glass:
        return "lab_glass";
    default:
        return {};
    }
}

/// Textured tile visual from the atlas, falling back to the flat colour for a missing sprite.
engine::TileVisual atlasVisual(const engine::TileGrid& g, int x, int y, const std::string& set) {
    const std::string name = tileSpriteName(g, x, y, set);
    if (name.empty()) return {};
    const engine::SpriteRect* s = findSprite(name);
    if (s == nullptr) return flatVisual(g, x, y);
    return {s->rect(), sf::Color::White, TileShape::Full, true};
}

/// High contrast: walls and slopes flat grey (stretched from the atlas's white texel), other tiles as their art
/// (the breakable kinds and one-way ledges dimmed by `tint`, the mode's ModePresentation::contrastTileTint).
engine::TileVisual contrastVisual(const engine::TileGrid& g, int x, int y, const std::string& set,
                                  sf::Vector2f texel, sf::Color tint) {
    const TileKind k = g.at(x, y);
    if (!wallMaterial(k)) {
        engine::TileVisual v = atlasVisual(g, x, y, set);
        if (k == TileKind::Breakable || k == TileKind::Cracked || k == TileKind::Crumbling || k == TileKind::OneWay)
            v.color = tint;
        return v;
    }
    const TileShape shape = k == TileKind::SlopeUpRight ? TileShape::SlopeUpRight
                            : k == TileKind::SlopeUpLeft ? TileShape::SlopeUpLeft
                                                         : TileShape::Full;
    return {{static_cast<int>(texel.x), static_cast<int>(texel.y), 1, 1}, kContrastWall, shape, true};
}

/// High contrast: a one-pixel edge inside every wall cell in `cells` along each side that faces a cell that is not
/// wall, into va (untextured, world px).
void appendWallEdges(sf::VertexArray& va, const engine::TileGrid& g, const sf::IntRect& cells) {
    const auto open = [&](int x, int y) { return g.inBounds(x, y) && !wallMaterial(g.at(x, y)); };
    for (int y = std::max(0, cells.top); y < std::min(g.height(), cells.top + cells.height); ++y)
        for (int x = std::max(0, cells.left); x < std::min(g.width(), cells.left + cells.width); ++x) {
            if (g.at(x, y) != TileKind::Solid) continue;
            const float px = static_cast<float>(x) * kTilePixels, py = static_cast<float>(y) * kTilePixels;
            const float t = kTilePixels;
            if (open(x, y - 1)) appendFlat(va, {px, py, t, 1}, kContrastEdge);
            if (open(x, y + 1)) appendFlat(va, {px, py + t - 1, t, 1}, kContrastEdge);
            if (open(x - 1, y)) appendFlat(va, {px, py, 1, t}, kContrastEdge);
            if (open(x + 1, y)) appendFlat(va, {px + t - 1, py, 1, t}, kContrastEdge);
        }
}

/// The dashes along a crumbling tile's top (the game's mark of a warning: this floor will not hold), in every look.
const sf::Color kCrumblingDash(236, 222, 196, 230);
/// Where the dashes of a crumbling tile's top run, px from the cell's left: [start, start + kCrumblingDashLength).
constexpr float kCrumblingDashStarts[3] = {1.0f, 6.5f, 12.0f};
constexpr float kCrumblingDashLength = 3.0f, kCrumblingDashHeight = 2.0f;

/// Dashes along the top of every crumbling cell in `cells` with open space above it, into va (untextured, world
/// px): a crumbling floor differs from solid ground by its pattern, not by its colour alone.
void appendCrumblingDashes(sf::VertexArray& va, const engine::TileGrid& g, const sf::IntRect& cells, sf::Color c) {
    for (int y = std::max(0, cells.top); y < std::min(g.height(), cells.top + cells.height); ++y)
        for (int x = std::max(0, cells.left); x < std::min(g.width(), cells.left + cells.width); ++x) {
            const bool covered = g.inBounds(x, y - 1) && engine::inMask(engine::kMovementMask, g.at(x, y - 1));
            if (g.at(x, y) != TileKind::Crumbling || covered) continue;
            for (float start : kCrumblingDashStarts)
                appendFlat(va, {static_cast<float>(x) * kTilePixels + start, static_cast<float>(y) * kTilePixels,
                                kCrumblingDashLength, kCrumblingDashHeight}, c);
        }
}

/// Interpolated position of an entity's Transform (its current position when it has none).
engine::Vec2 lerpTransform(const World& world, engine::Entity e, double alpha) {
    const Transform* t = world.registry.tryGet<Transform>(e);
    return t != nullptr ? engine::lerp(t->previous, t->position, alpha) : engine::Vec2{};
}

/// Exit doors (the mode's sprite or animation, like the lab's portal or the crypt's archway), standing on each exit
/// cell.
void appendExits(sf::VertexArray& va, const World& world, const ModePresentation& look, double seconds) {
    for (const engine::Cell& c : world.level.exitCells) {
        const sf::Vector2f feet((static_cast<float>(c.x) + 0.5f) * kTilePixels,
                                static_cast<float>(c.y + 1) * kTilePixels);
        const engine::SpriteRect* s =
            look.exitAnimated ? animationFrame(look.exitSprite, seconds) : findSprite(look.exitSprite);
        if (s != nullptr)
            engine::appendSprite(va, *s, {feet});
        else
            appendSolid(va, {feet.x - 8, feet.y - 16, 16, 16}, sf::Color(90, 230, 140, 160));
    }
}

/// Signs: a post standing at each sign's cell.
void appendSigns(sf::VertexArray& va, const World& world, const ModePresentation& look) {
    const engine::Registry& reg = world.registry;
    const char* name = look.signSprite;
    reg.view<Sign, Transform>().each([&](const Sign&, const Transform& t) {
        appendNamedSprite(va, name, {toPixels({t.position.x, t.position.y + 0.5})});
    });
}

/// Moving platforms: the mode's platform strip repeated across the box, the rest filled dark.
void appendPlatforms(sf::VertexArray& va, const World& world, const ModePresentation& look, double alpha) {
    const engine::Registry& reg = world.registry;
    const engine::SpriteRect* strip = findSprite(look.platformSprite);
    reg.view<Platform, SolidRef>().each([&](engine::Entity e, const Platform&, const SolidRef& s) {
        if (!world.solids.contains(s.id)) return;
        const Transform* t = world.registry.tryGet<Transform>(e);
        const engine::Vec2 shift =
            t != nullptr ? lerpTransform(world, e, alpha) - t->position : engine::Vec2{};
        const engine::Aabb& b = world.solids.body(s.id).box;
        const sf::Vector2f a = toPixels(b.min + shift), z = toPixels(b.max + shift);
        const float stripH = strip != nullptr ? static_cast<float>(strip->h) : 0.0f;
        if (z.y - a.y > stripH)
            appendSolid(va, {a.x + 1, a.y + stripH, z.x - a.x - 2, z.y - a.y - stripH},
                        sf::Color(30, 30, 44, 230));
        if (strip == nullptr) {
            appendSolid(va, {a.x, a.y, z.x - a.x, z.y - a.y}, sf::Color(200, 200, 220));
            return;
        }
        for (float x = a.x; x < z.x - 0.5f; x += static_cast<float>(strip->w)) {
            engine::SpriteRect piece = *strip;
            piece.w = std::min(strip->w, static_cast<int>(z.x - x + 0.5f));
            engine::appendSprite(va, piece, {{x, a.y}});
        }
    });
}

/// The terrain kinds the terrain contrast test measures, by name ("" for the rest).
const char* terrainName(TileKind k) {
    switch (k) {
    case TileKind::Solid: return "wall";
    case TileKind::Breakable: return "breakable";
    case TileKind::Cracked: return "cracked";
    case TileKind::Crumbling: return "crumbling";
    default: return "";
    }
}

/// Record, for the terrain contrast test, every solid cell of cells [x0, x1) × [y0, y1) beside an empty one that
/// shows the background, and every moving platform, in logical px (world px less `topLeft`, the logical screen's
/// corner).
void recordTerrain(const World& world, double alpha, int x0, int y0, int x1, int y1, sf::Vector2f topLeft) {
    const float px = kTilePixels;
    auto cellBox = [&](int x, int y) { return sf::FloatRect(x * px - topLeft.x, y * px - topLeft.y, px, px); };
    const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    // Open cells that show something other than the background are left out: gates (solid bodies) and exit doors
    // (the exit cell and the one above it).
    std::vector<engine::Aabb> covered;
    world.registry.view<SolidRef>().each([&](engine::Entity, const SolidRef& s) {
        if (world.solids.contains(s.id)) covered.push_back(world.solids.body(s.id).box);
    });
    for (const engine::Cell& c : world.level.exitCells)
        covered.push_back({{c.x + 0.1, c.y - 0.9}, {c.x + 0.9, c.y + 0.9}});
    auto shows = [&](int x, int y) {
        for (const engine::Aabb& b : covered)
            if (b.min.x < x + 1 && x < b.max.x && b.min.y < y + 1 && y < b.max.y) return true;
        return false;
    };
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x) {
            const char* name = terrainName(world.grid.at(x, y));
            if (*name == '\0') continue;
            for (int k = 0; k < 4; ++k) {
                const int nx = x + dx[k], ny = y + dy[k];
                if (!world.grid.inBounds(nx, ny) || world.grid.at(nx, ny) != TileKind::Empty || shows(nx, ny)) continue;
                shownEdges().push_back({name, cellBox(x, y), cellBox(nx, ny)});
            }
        }
    world.registry.view<Platform, SolidRef>().each([&](engine::Entity e, const Platform&, const SolidRef& s) {
        if (!world.solids.contains(s.id)) return;
        const Transform* t = world.registry.tryGet<Transform>(e);
        const engine::Vec2 shift = t != nullptr ? lerpTransform(world, e, alpha) - t->position : engine::Vec2{};
        const engine::Aabb& b = world.solids.body(s.id).box;
        const sf::Vector2f a = toPixels(b.min + shift), z = toPixels(b.max + shift);
        shownPlatforms().push_back({a.x - topLeft.x, a.y - topLeft.y, z.x - a.x, z.y - a.y});
    });
}

/// True for the spike kinds.
bool isSpikes(TileKind k) {
    return k == TileKind::SpikesUp || k == TileKind::SpikesDown || k == TileKind::SpikesLeft ||
           k == TileKind::SpikesRight;
}

} // namespace

bool playerFeetPixels(const World& world, double alpha, sf::Vector2f& out) {
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (t == nullptr) return false;
    const engine::Aabb box = playerBox(world);
    const engine::Vec2 shift = engine::lerp(t->previous, t->position, alpha) - t->position;
    out = toPixels({(box.min.x + box.max.x) * 0.5 + shift.x, box.max.y + shift.y});
    return true;
}

void WorldView::buildTiles(const World& world) {
    const sf::Texture* tex = viewAssets().texture;
    contrast_ = viewAssets().highContrast;
    const std::optional<sf::Vector2f> texel = viewAssets().whiteTexel;
    const std::string set = modePresentation(world.mode).tileSet;
    const sf::Color tint = modePresentation(world.mode).contrastTileTint;
    if (tex != nullptr && viewAssets().atlas != nullptr && contrast_ && texel) {
        tiles_.build(
            world.grid, tex,
            [set, t = *texel, tint](const engine::TileGrid& g, int x, int y) {
                return contrastVisual(g, x, y, set, t, tint);
            },
            static_cast<int>(kTilePixels));
    } else if (tex != nullptr && viewAssets().atlas != nullptr) {
        tiles_.build(
            world.grid, tex,
            [set](const engine::TileGrid& g, int x, int y) { return atlasVisual(g, x, y, set); },
            static_cast<int>(kTilePixels));
    } else {
        tiles_.build(world.grid, nullptr, flatVisual, static_cast<int>(kTilePixels));
    }
}

void WorldView::rebuild(const World& world) {
    buildTiles(world);
    backdrop_.build(world);
    animator_.reset();
    animator_.update(world, 0.0); // a pose from the first frame on, even while paused
}

void WorldView::restart(const World& world) {
    tiles_.update(world.grid, true);
    backdrop_.refresh(world);
    animator_.reset();
    animator_.update(world, 0.0);
}

void WorldView::update(const World& world, double dt) { animator_.update(world, dt); }

bool WorldView::hidesBackdrop(const World& world, const sf::View& view) {
    if (contrast_ != viewAssets().highContrast) buildTiles(world);
    if (contrast_) return false; // the plain background is one flat rectangle
    tiles_.update(world.grid);
    backdrop_.updateFill(world);
    const sf::IntRect cells = tiles_.cellsMeeting(engine::viewRect(view));
    for (int y = cells.top; y < cells.top + cells.height; ++y)
        for (int x = cells.left; x < cells.left + cells.width; ++x)
            if (!tiles_.cellOpaque(x, y) && !backdrop_.fillOpaqueAt(x, y)) return false;
    return true;
}

int WorldView::draw(sf::RenderTarget& target, const World& world, double alpha, const sf::View& view) {
    const double seconds = viewAssets().seconds;
    const ModePresentation& look = modePresentation(world.mode);
    const sf::FloatRect rect(view.getCenter() - view.getSize() * 0.5f, view.getSize());
    int calls = 0;
    if (contrast_ != viewAssets().highContrast) buildTiles(world);
    // Fill tiles (none in high contrast), then the things standing in front of them.
    if (!contrast_) backdrop_.drawFill(target, world, rect);
    sprites_.clear();
    backdrop_.appendTorches(sprites_, seconds);
    appendExits(sprites_, world, look, seconds);
    appendSigns(sprites_, world, look);
    appendCheckpoints(sprites_, world, look.checkpoint, seconds);
    engine::cullTriangles(sprites_, rect);
    target.draw(sprites_, atlasStates());
    if (!look.lightMap) {
        // Lit checkpoints glow (a mode with a light map lights them there instead).
        shapes_.clear();
        appendCheckpointGlows(shapes_, world, look.checkpoint, seconds);
        if (shapes_.getVertexCount() > 0) {
            engine::cullTriangles(shapes_, rect);
            target.draw(shapes_, sf::RenderStates(sf::BlendAdd));
            calls += 1;
        }
    }
    if (look.exitGlow) {
        // Exits glow (a mode with a light map lights them there instead).
        shapes_.clear();
        const float pulse = 0.75f + 0.25f * static_cast<float>(std::sin(seconds * 3.0));
        for (const engine::Cell& c : world.level.exitCells)
            engine::appendGlowDot(shapes_,
                                  {(static_cast<float>(c.x) + 0.5f) * kTilePixels,
                                   static_cast<float>(c.y) * kTilePixels + 2.0f},
                                  22.0f, sf::Color(80, 255, 160, static_cast<sf::Uint8>(70 * pulse)), 20);
        engine::cullTriangles(shapes_, rect);
        target.draw(shapes_, sf::RenderStates(sf::BlendAdd));
        calls += 1;
    }
    // Walls and the rest of the tiles.
    tiles_.update(world.grid);
    calls += 2 + tiles_.draw(target, sf::RenderStates::Default, rect);
    shapes_.clear();
    if (contrast_) appendWallEdges(shapes_, world.grid, tiles_.cellsMeeting(rect));
    appendCrumblingDashes(shapes_, world.grid, tiles_.cellsMeeting(rect), contrast_ ? kContrastEdge : kCrumblingDash);
    if (shapes_.getVertexCount() > 0) {
        target.draw(shapes_);
        calls += 1;
    }
    // Platforms and the player.
    sprites_.clear();
    appendPlatforms(sprites_, world, look, alpha);
    sf::Vector2f feet;
    const PlayerPose& pose = animator_.pose();
    if (playerFeetPixels(world, alpha, feet)) {
        const engine::SpriteRect* frame = animationFrame(pose.animation, pose.time);
        if (frame != nullptr)
            engine::appendSprite(sprites_, *frame, {feet, pose.flipX});
        else
            appendSolid(sprites_, {feet.x - 5, feet.y - 13, 10, 13}, sf::Color(240, 240, 255));
    }
    appendCollectibles(sprites_, world, look.collectible, feet, seconds); // in its place, or carried
    engine::cullTriangles(sprites_, rect);
    target.draw(sprites_, atlasStates());
    calls += 1;
    if (!look.lightMap && look.collectible.rows != nullptr) {
        // The collectible glows (a mode with a light map lights it there instead).
        shapes_.clear();
        appendCollectibleGlows(shapes_, world, look.collectible, feet, seconds);
        engine::cullTriangles(shapes_, rect);
        target.draw(shapes_, sf::RenderStates(sf::BlendAdd));
        calls += 1;
    }
    if (look.drawEntities != nullptr) calls += look.drawEntities(target, world, alpha);
    return calls;
}

int WorldView::drawRims(sf::RenderTarget& target, const World& world, double alpha, const sf::View& view,
                        sf::Vector2f origin) {
    const ModePresentation& look = modePresentation(world.mode);
    rims_.body.clear();
    rims_.items.clear();
    rims_.beams.clear();
    rims_.rails.clear();
    // Spikes in the cells the view meets, one item per cell.
    const sf::FloatRect rect = engine::viewRect(view);
    const int x0 = std::max(0, static_cast<int>(std::floor(rect.left / kTilePixels))),
              y0 = std::max(0, static_cast<int>(std::floor(rect.top / kTilePixels))),
              x1 = std::min(world.grid.width(), static_cast<int>(std::ceil((rect.left + rect.width) / kTilePixels))),
              y1 = std::min(world.grid.height(), static_cast<int>(std::ceil((rect.top + rect.height) / kTilePixels)));
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x) {
            if (!isSpikes(world.grid.at(x, y))) continue;
            if (const engine::SpriteRect* s = findSprite(tileSpriteName(world.grid, x, y, look.tileSet)))
                addRimSprite(rims_, "spikes", kHazardRim, *s,
                             {{static_cast<float>(x) * kTilePixels, static_cast<float>(y) * kTilePixels}});
        }
    recordTerrain(world, alpha, x0, y0, x1, y1, view.getCenter() - view.getSize() * 0.5f + origin);
    sf::Vector2f feet;
    const PlayerPose& pose = animator_.pose();
    if (playerFeetPixels(world, alpha, feet))
        if (const engine::SpriteRect* frame = animationFrame(pose.animation, pose.time))
            addRimSprite(rims_, "player", look.playerRim, *frame, {feet, pose.flipX});
    if (look.rims != nullptr) look.rims(world, alpha, rims_); // enemies (and what the player holds) over the player
    return game::drawRims(target, rims_, look.rimTint, origin);
}

} // namespace game
