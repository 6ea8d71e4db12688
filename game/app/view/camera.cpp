#include "game/app/view/camera.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

#include "engine/render/letterbox.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/world_view.h"
#include "game/player/player_tuning.h"
#include "game/world/player_spawn.h"

namespace game {

namespace {

/// The logical screen size, px.
sf::Vector2f screenSize() {
    return {static_cast<float>(engine::kLogicalWidth), static_cast<float>(engine::kLogicalHeight)};
}

/// Where the camera aims: the player's interpolated centre, a little above it (more room to see ahead).
sf::Vector2f aimPoint(const World& world, double alpha) {
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (t == nullptr) return toPixels({world.grid.width() * 0.5, world.grid.height() * 0.5});
    return toPixels(engine::lerp(t->previous, t->position, alpha)) - sf::Vector2f(0.0f, 8.0f);
}

/// The level's size in pixels.
sf::Vector2f levelSize(const World& world) {
    return {static_cast<float>(world.grid.width()) * kTilePixels,
            static_cast<float>(world.grid.height()) * kTilePixels};
}

/// px: half the size of a threat's or fixture's box (one tile, plus a pixel of glow).
constexpr float kMarkHalf = 9.0f;
/// px: the exit door's box around its cell's bottom centre (the door art stands 2 tiles tall).
constexpr float kExitHalfWidth = 12.0f, kExitHeight = 30.0f;

/// The words of a space-separated list.
std::vector<std::string> words(const char* list) {
    std::vector<std::string> out;
    std::istringstream in(list == nullptr ? "" : list);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

/// A box of half-size (hx, hy) px around c.
ScreenRect boxAround(sf::Vector2f c, float hx, float hy) { return {c.x - hx, c.y - hy, 2.0f * hx, 2.0f * hy}; }

/// The centre of a box.
sf::Vector2f centreOf(const ScreenRect& r) { return {r.x + r.w * 0.5f, r.y + r.h * 0.5f}; }

/// The smallest box holding a and b.
ScreenRect unite(const ScreenRect& a, const ScreenRect& b) {
    const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
    return {x0, y0, std::max(a.x + a.w, b.x + b.w) - x0, std::max(a.y + a.h, b.y + b.h) - y0};
}

/// True when box fits on one screen of a level (an axis along which the level fits the view always does).
/// True when `box`, with kFramingMinRoom around it, fits in the view (an axis where the level is no larger than
/// the view always fits).
bool fitsView(const ScreenRect& box, sf::Vector2f view, sf::Vector2f level) {
    return (box.w + 2.0f * kFramingMinRoom <= view.x || level.x <= view.x) &&
           (box.h + 2.0f * kFramingMinRoom <= view.y || level.y <= view.y);
}

/// px: the least room between the player's aim point and the view's sides while the framing holds.
constexpr float kKeepInView = 6.0f;

/// The view's start on one axis: it holds [lo, hi] with up to `margin` px of room on each side, leans towards
/// `towards` (the goal's coordinate) as far as that allows, and stays inside [0, level] (centred when the level
/// is smaller than the view).
float frameAxis(float lo, float hi, float margin, float towards, float level, float view) {
    if (level <= view) return (level - view) * 0.5f;
    const float room = std::clamp((view - (hi - lo)) * 0.5f, 0.0f, std::max(margin, kFramingMinRoom));
    const float first = hi + room - view, last = lo - room;  // starts holding [lo, hi] with that room
    float start = towards > (lo + hi) * 0.5f ? last : towards < (lo + hi) * 0.5f ? first : (first + last) * 0.5f;
    if (first > last) start = (lo + hi - view) * 0.5f;
    return std::clamp(start, 0.0f, level - view);
}

} // namespace

float routeLookDown(const World& world, float viewHeight) {
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (t == nullptr || world.level.exitCells.empty()) return 0.0f;
    const sf::Vector2f p = toPixels(t->position);
    const engine::Cell* nearest = nullptr;
    float best = 0.0f;
    for (const engine::Cell& c : world.level.exitCells) {
        const sf::Vector2f d = sf::Vector2f((static_cast<float>(c.x) + 0.5f) * kTilePixels,
                                            (static_cast<float>(c.y) + 0.5f) * kTilePixels) - p;
        const float d2 = d.x * d.x + d.y * d.y;
        if (nearest == nullptr || d2 < best) nearest = &c, best = d2;
    }
    const float below = (static_cast<float>(nearest->y) + 0.5f) * kTilePixels - p.y;
    return below > viewHeight * 0.5f ? kRouteLookDown : 0.0f;
}

std::vector<SightMark> sightMarks(const World& world, double alpha) {
    std::vector<SightMark> out;
    if (const Transform* t = world.registry.tryGet<Transform>(world.player)) {
        const sf::Vector2f c = toPixels(engine::lerp(t->previous, t->position, alpha));
        const float hx = static_cast<float>(tuning::kSize.x) * kTilePixels * 0.5f + 2.0f,
                    hy = static_cast<float>(tuning::kSize.y) * kTilePixels * 0.5f + 2.0f;
        out.push_back({SightKind::Player, boxAround(c, hx, hy), 0});
    }
    for (const engine::Cell& c : world.level.exitCells) {
        const float cx = (static_cast<float>(c.x) + 0.5f) * kTilePixels, bottom = static_cast<float>(c.y + 1) * kTilePixels;
        out.push_back({SightKind::Goal, {cx - kExitHalfWidth, bottom - kExitHeight, 2.0f * kExitHalfWidth, kExitHeight}, 0});
    }
    const ModePresentation& look = modePresentation(world.mode);
    const std::vector<std::string> threats = words(look.threatTypes), fixtures = words(look.fixtureTypes);
    world.registry.view<Tag, Transform>().each([&](const Tag& tag, const Transform& t) {
        const ScreenRect box = boxAround(toPixels(engine::lerp(t.previous, t.position, alpha)), kMarkHalf, kMarkHalf);
        const auto threat = std::find(threats.begin(), threats.end(), tag.type);
        if (threat != threats.end())
            out.push_back({SightKind::Threat, box, static_cast<int>(threat - threats.begin())});
        else if (std::find(fixtures.begin(), fixtures.end(), tag.type) != fixtures.end())
            out.push_back({SightKind::Fixture, box, 0});
    });
    return out;
}

std::vector<ScreenRect> sightRects(const std::vector<SightMark>& marks, sf::Vector2f cameraTopLeft) {
    const ScreenRect screen{0.0f, 0.0f, static_cast<float>(engine::kLogicalWidth),
                            static_cast<float>(engine::kLogicalHeight)};
    std::vector<ScreenRect> out;
    for (const SightMark& m : marks) {
        const ScreenRect box{m.box.x - cameraTopLeft.x, m.box.y - cameraTopLeft.y, m.box.w, m.box.h};
        const ScreenRect r = m.kind == SightKind::Player ? inflated(box, kPlayerRoom) : box;
        if (overlaps(r, screen)) out.push_back(r);
    }
    return out;
}

FramingInput framingInputOf(const World& world) {
    FramingInput in;
    in.levelSize = levelSize(world);
    in.viewSize = screenSize();
    const std::vector<SightMark> marks = sightMarks(world, 1.0);
    const auto player = std::find_if(marks.begin(), marks.end(), [](const SightMark& m) { return m.kind == SightKind::Player; });
    if (player == marks.end()) {
        in.player = boxAround(in.levelSize * 0.5f, 1.0f, 1.0f);
        return in;
    }
    in.player = player->box;
    const sf::Vector2f p = centreOf(in.player);
    auto distance = [&p](const ScreenRect& r) {
        const sf::Vector2f d = centreOf(r) - p;
        return d.x * d.x + d.y * d.y;
    };
    std::vector<const SightMark*> threats;
    for (const SightMark& m : marks) {
        if (m.kind == SightKind::Threat) threats.push_back(&m);
        if (m.kind == SightKind::Goal && (!in.hasGoal || distance(m.box) < distance(in.goal))) {
            in.goal = m.box;
            in.hasGoal = true;
        }
    }
    std::stable_sort(threats.begin(), threats.end(), [&](const SightMark* a, const SightMark* b) {
        return a->rank != b->rank ? a->rank < b->rank : distance(a->box) < distance(b->box);
    });
    for (const SightMark* m : threats) in.threats.push_back(m->box);
    return in;
}

sf::Vector2f startFraming(const FramingInput& in) {
    // What the first screen holds: the player, the first threat that fits beside it, the goal if it fits too.
    ScreenRect hold = in.player;
    for (const ScreenRect& t : in.threats)
        if (fitsView(unite(hold, t), in.viewSize, in.levelSize)) {
            hold = unite(hold, t);
            break;
        }
    if (in.hasGoal && fitsView(unite(hold, in.goal), in.viewSize, in.levelSize)) hold = unite(hold, in.goal);
    const sf::Vector2f towards = in.hasGoal ? centreOf(in.goal) : centreOf(hold);
    const float x = frameAxis(hold.x, hold.x + hold.w, kFramingMargin, towards.x, in.levelSize.x, in.viewSize.x);
    const float y = frameAxis(hold.y, hold.y + hold.h, kFramingMargin, towards.y, in.levelSize.y, in.viewSize.y);
    return {x + in.viewSize.x * 0.5f, y + in.viewSize.y * 0.5f};
}

void GameCamera::reset(const World& world) {
    level_ = levelSize(world);
    spawn_ = aimPoint(world, 1.0);
    follow_.reset(spawn_ + sf::Vector2f(0.0f, routeLookDown(world, view_.y)), level_, view_);
    FramingInput framing = framingInputOf(world);
    framing.viewSize = view_;
    offset_ = startFraming(framing) - follow_.center();
    held_ = 0.0f;
    released_ = false;
}

void GameCamera::setViewSize(const World& world, sf::Vector2f viewSize) {
    if (viewSize == view_) return;
    view_ = viewSize;
    level_ = levelSize(world);
    follow_.setViewSize(view_);
}

bool GameCamera::reload(const World& world) {
    if (levelSize(world) == level_ && aimPoint(world, 1.0) == spawn_) return false;
    reset(world);
    return true;
}

void GameCamera::update(const World& world, double alpha, float dt) {
    const engine::Vec2 v = playerVelocity(world);
    const sf::Vector2f aim = aimPoint(world, alpha);
    follow_.update(aim + sf::Vector2f(0.0f, routeLookDown(world, view_.y)),
                   {static_cast<float>(v.x) * kTilePixels, static_cast<float>(v.y) * kTilePixels}, dt);
    // The start framing holds until the player moves off or the hold runs out, then pans back (3 time constants
    // in kFramingPanSeconds leave 5 %).
    if (dt > 0.0f) held_ += dt;
    const sf::Vector2f moved = aim - spawn_;
    if (held_ >= kFramingHoldSeconds || std::hypot(moved.x, moved.y) > kFramingReleaseDistance) released_ = true;
    if (released_) offset_ -= offset_ * engine::easeFactor(3.0f / kFramingPanSeconds, dt);
    // The player never leaves the framed view: the offset gives way.
    const sf::Vector2f half = view_ * 0.5f - sf::Vector2f(kKeepInView, kKeepInView);
    const sf::Vector2f c = follow_.center();
    offset_.x = std::clamp(offset_.x, aim.x - half.x - c.x, aim.x + half.x - c.x);
    offset_.y = std::clamp(offset_.y, aim.y - half.y - c.y, aim.y + half.y - c.y);
}

void GameCamera::onEvents(const World& world, float shake) {
    if (!(shake > 0.0f)) return;
    for (const WorldEvent& e : world.events) {
        switch (e.type) {
        case EventType::Death:
            follow_.addTrauma(shake * 0.55f);
            break;
        case EventType::BlockBreak:
            follow_.addTrauma(shake * 0.22f);
            break;
        case EventType::EnemyDeath:
            follow_.addTrauma(shake * 0.18f);
            break;
        case EventType::Stomp:
            follow_.addTrauma(shake * 0.15f);
            break;
        case EventType::Crumble:
            follow_.addTrauma(shake * 0.08f);
            break;
        case EventType::Zap:
            follow_.addTrauma(shake * 0.1f);
            break;
        case EventType::RobotFire:
            follow_.addTrauma(shake * 0.12f);
            break;
        case EventType::Shot:
            follow_.addTrauma(shake * 0.25f);
            follow_.kick(
                {static_cast<float>(-e.direction.x) * 4.0f, static_cast<float>(-e.direction.y) * 4.0f});
            break;
        case EventType::Dash:
            follow_.kick(
                {static_cast<float>(e.direction.x) * 2.0f, static_cast<float>(e.direction.y) * 2.0f});
            break;
        default:
            break;
        }
    }
}

void GameCamera::lookAt(const World& world, sf::Vector2f centre) {
    level_ = levelSize(world);
    offset_ = {};
    follow_.reset(centre, level_, view_);
}

sf::Vector2f flyoverPoint(const World& world, double seconds) {
    constexpr double kRateX = 0.22, kRateY = 0.15;  // rad/s: the figure's horizontal and vertical sweeps
    const sf::Vector2f level = levelSize(world), half = screenSize() * 0.5f;
    const double ax = std::max(0.0, static_cast<double>(level.x * 0.5f - half.x)),
                 ay = std::max(0.0, static_cast<double>(level.y * 0.5f - half.y));
    return {level.x * 0.5f + static_cast<float>(ax * std::sin(kRateX * seconds)),
            level.y * 0.5f + static_cast<float>(ay * std::sin(kRateY * seconds))};
}

sf::Vector2f GameCamera::topLeft() const {
    // The framed centre, kept inside the level like the follow camera's.
    const sf::Vector2f view = view_, c = follow_.center() + offset_;
    auto axis = [](float v, float level, float size) {
        return level <= size ? level * 0.5f : std::clamp(v, size * 0.5f, level - size * 0.5f);
    };
    const sf::Vector2f framed(axis(c.x, level_.x, view.x), axis(c.y, level_.y, view.y));
    return framed + follow_.shakeOffset() - view * 0.5f;
}

sf::View GameCamera::canvasView(sf::Vector2f& subpixel) const {
    const sf::Vector2f tl = topLeft();
    const sf::Vector2f whole(std::floor(tl.x), std::floor(tl.y));
    subpixel = tl - whole;
    const float m = static_cast<float>(kCanvasMargin);
    const sf::Vector2f size = screenSize() + sf::Vector2f(2 * m, 2 * m);
    return sf::View(sf::FloatRect(whole.x - m, whole.y - m, size.x, size.y));
}

bool onLogicalScreen(sf::Vector2f p) {
    return p.x >= 0 && p.y >= 0 && p.x < engine::kLogicalWidth && p.y < engine::kLogicalHeight;
}

engine::Vec2 logicalToTiles(sf::Vector2f logical, sf::Vector2f cameraTopLeft) {
    const sf::Vector2f px = cameraTopLeft + logical;
    return {px.x / kTilePixels, px.y / kTilePixels};
}

engine::Vec2 aimTowardsPointer(const World& world, sf::Vector2f logical, sf::Vector2f cameraTopLeft) {
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (!onLogicalScreen(logical) || t == nullptr) return {};
    return engine::normalize(logicalToTiles(logical, cameraTopLeft) - t->position);
}

} // namespace game
