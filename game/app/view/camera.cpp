#include "game/app/view/camera.h"

#include <algorithm>
#include <cmath>

#include "engine/render/letterbox.h"
#include "game/app/view/world_view.h"
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

} // namespace

void GameCamera::reset(const World& world) {
    follow_.reset(aimPoint(world, 1.0), levelSize(world), screenSize());
}

void GameCamera::update(const World& world, double alpha, float dt) {
    const engine::Vec2 v = playerVelocity(world);
    follow_.update(aimPoint(world, alpha),
                   {static_cast<float>(v.x) * kTilePixels, static_cast<float>(v.y) * kTilePixels}, dt);
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
    follow_.reset(centre, levelSize(world), screenSize());
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
    return follow_.center() + follow_.shakeOffset() - screenSize() * 0.5f;
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
