#pragma once
// GameCamera: the play camera in world pixels (presentation only; the World never sees it). It follows the
// player's interpolated position with engine::FollowCamera (focus box, look-ahead, vertical easing, level
// clamp) and shakes on world events. The canvas it renders to is one pixel larger on every side than the
// logical screen, so the view can sit on whole pixels while the canvas is shown shifted by the sub-pixel
// remainder: pixel art stays crisp and scrolling stays smooth at any refresh rate.
#include <SFML/Graphics/View.hpp>

#include "engine/render/follow_camera.h"
#include "game/world/world.h"

namespace game {

/// Extra canvas pixels on each side of the logical screen (for sub-pixel scrolling).
inline constexpr int kCanvasMargin = 1;

/// Canvas px: where the logical screen's top-left corner lies in the canvas, shown shifted by subpixel (px in
/// [0, 1), from GameCamera::canvasView): the margin plus the shift.
inline sf::Vector2f canvasOrigin(sf::Vector2f subpixel) {
    return {static_cast<float>(kCanvasMargin) + subpixel.x, static_cast<float>(kCanvasMargin) + subpixel.y};
}

/// The camera of one play session.
class GameCamera {
  public:
    /// Jump to the player of a freshly loaded world.
    void reset(const World& world);
    /// Follow the player (interpolated by alpha) for dt seconds of real time.
    void update(const World& world, double alpha, float dt);
    /// React to a tick's events (screen shake, kicks), their trauma times `shake` (settings: 0 none .. 1 full).
    void onEvents(const World& world, float shake);
    /// World-pixel position of the logical screen's top-left corner (shake included, not rounded).
    sf::Vector2f topLeft() const;
    /// The whole-pixel view for the canvas (logical size + margins), and the sub-pixel remainder in [0, 1).
    sf::View canvasView(sf::Vector2f& subpixel) const;
    /// Centre the view on `centre` (world px, clamped to the level) at once, without easing or shake.
    void lookAt(const World& world, sf::Vector2f centre);
    /// The engine camera (tuning, state).
    engine::FollowCamera& follow() { return follow_; }

  private:
    engine::FollowCamera follow_;
};

/// A tour of the whole level (PlaySetup::flyover, the render benchmark): the camera's centre at `seconds`, world
/// px. A Lissajous figure over the level (0.22 rad/s across, 0.15 rad/s down, starting at the level's centre): up
/// to about 400 px/s across a 256-tile-wide level; a level no larger than the screen stays centred.
sf::Vector2f flyoverPoint(const World& world, double seconds);

/// True when a logical point (px) lies on the 480×270 screen, not in the letterbox bars.
bool onLogicalScreen(sf::Vector2f logical);

/// A logical point (px) under the camera whose top-left is cameraTopLeft (world px), in world tiles.
engine::Vec2 logicalToTiles(sf::Vector2f logical, sf::Vector2f cameraTopLeft);

/// The unit direction from the player to the pointer at `logical` px, world space (zero off the screen).
engine::Vec2 aimTowardsPointer(const World& world, sf::Vector2f logical, sf::Vector2f cameraTopLeft);

} // namespace game
