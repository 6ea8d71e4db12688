#pragma once
// GameCamera: the play camera in world pixels (presentation only; the World never sees it). It follows the
// player's interpolated position with engine::FollowCamera (focus box, look-ahead, vertical easing, level
// clamp) and shakes on world events. The canvas it renders to is one pixel larger on every side than the
// logical screen, so the view can sit on whole pixels while the canvas is shown shifted by the sub-pixel
// remainder: pixel art stays crisp and scrolling stays smooth at any refresh rate.
// A level starts framed (startFraming): the first screen shows the player, the first threat and the goal, or as
// much of the way to the goal as fits. The framing holds until the player moves away from the spawn (or for
// kFramingHoldSeconds), then pans back to the follow camera in about kFramingPanSeconds.
// The camera looks where the player is going: ahead along the run and down a long fall (engine::FollowCamera), and
// kRouteLookDown px lower while the nearest exit lies more than half a view below the player (the way on is down).
#include <SFML/Graphics/View.hpp>

#include <vector>

#include "engine/render/follow_camera.h"
#include "game/app/view/overlay_layout.h"
#include "game/world/world.h"

namespace game {

/// Extra canvas pixels on each side of the logical screen (for sub-pixel scrolling).
inline constexpr int kCanvasMargin = 1;

/// Canvas px: where the logical screen's top-left corner lies in the canvas, shown shifted by subpixel (px in
/// [0, 1), from GameCamera::canvasView): the margin plus the shift.
inline sf::Vector2f canvasOrigin(sf::Vector2f subpixel) {
    return {static_cast<float>(kCanvasMargin) + subpixel.x, static_cast<float>(kCanvasMargin) + subpixel.y};
}

/// Seconds the start framing holds while the player stays near the spawn.
inline constexpr float kFramingHoldSeconds = 1.5f;
/// px: the player moving this far from the spawn releases the framing.
inline constexpr float kFramingReleaseDistance = 20.0f;
/// Seconds the pan from the framing back to the follow camera takes (to within 5 %).
inline constexpr float kFramingPanSeconds = 0.6f;
/// px: room kept between the player (or the first threat) and the view's sides and the HUD bands.
inline constexpr float kFramingMargin = 32.0f;
/// px: the least room the first screen leaves around what it frames (a threat that leaves less stays off it).
inline constexpr float kFramingMinRoom = 16.0f;

/// px: how much lower the camera aims while the nearest exit lies more than half a view below the player.
inline constexpr float kRouteLookDown = 56.0f;

/// px: how much lower than the player's aim point the camera aims, seeing through a view `viewHeight` px tall:
/// kRouteLookDown while the exit nearest the player lies more than half the view below it, else 0.
float routeLookDown(const World& world, float viewHeight);

/// What a thing in sight is to the camera and the overlays.
enum class SightKind { Player, Goal, Threat, Fixture };

/// One thing the player must see: its box in world px.
struct SightMark {
    SightKind kind = SightKind::Fixture; ///< what it is
    ScreenRect box;                      ///< world px
    int rank = 0;                        ///< threats: the place of its type in ModePresentation::threatTypes
};

/// The player, each exit, and the mode's threats and fixtures (ModePresentation::threatTypes, fixtureTypes), world
/// px, positions interpolated by alpha.
std::vector<SightMark> sightMarks(const World& world, double alpha);

/// px: room kept clear around the player for the overlays (the space it is about to move through).
inline constexpr float kPlayerRoom = 16.0f;

/// The marks on the logical screen under a camera whose top-left is cameraTopLeft (world px), logical px, the
/// player's grown by kPlayerRoom; those wholly off the screen are left out.
std::vector<ScreenRect> sightRects(const std::vector<SightMark>& marks, sf::Vector2f cameraTopLeft);

/// What the start framing looks at.
struct FramingInput {
    sf::Vector2f levelSize;              ///< px
    sf::Vector2f viewSize{480.0f, 270.0f}; ///< px
    ScreenRect player;                   ///< world px
    std::vector<ScreenRect> threats;     ///< world px, the camera's first choice first
    bool hasGoal = false;                ///< a goal is known
    ScreenRect goal;                     ///< world px: the nearest exit
};

/// The framing's input for a freshly loaded world: threats ordered by type rank, then by distance to the player.
FramingInput framingInputOf(const World& world);

/// The view's centre (world px) on a level's first screen: the player with room around it, plus the first threat
/// that fits beside it, plus the goal when it fits too; the view then leans towards the goal (showing the way),
/// inside the level.
sf::Vector2f startFraming(const FramingInput& in);

/// The camera of one play session.
class GameCamera {
  public:
    /// Jump to the start framing of a freshly loaded world (or a new attempt).
    void reset(const World& world);
    /// See the level through a view of viewSize px at the logical screen's top-left (the screen above the caption
    /// strip); the logical screen's size until set.
    void setViewSize(const World& world, sf::Vector2f viewSize);
    /// After a hot reload: a level of another size or spawn is framed as a fresh load (reset); the same level keeps
    /// the view where it was. True when it was framed afresh.
    bool reload(const World& world);
    /// Follow the player (interpolated by alpha) for dt seconds of real time.
    void update(const World& world, double alpha, float dt);
    /// React to a tick's events (screen shake, kicks), their trauma times `shake` (settings: 0 none .. 1 full).
    void onEvents(const World& world, float shake);
    /// World-pixel position of the logical screen's top-left corner, which is the level's view's (shake included,
    /// not rounded).
    sf::Vector2f topLeft() const;
    /// The whole-pixel view for the canvas (logical size + margins), and the sub-pixel remainder in [0, 1).
    sf::View canvasView(sf::Vector2f& subpixel) const;
    /// Centre the view on `centre` (world px, clamped to the level) at once, without easing or shake.
    void lookAt(const World& world, sf::Vector2f centre);
    /// The engine camera (tuning, state).
    engine::FollowCamera& follow() { return follow_; }

  private:
    engine::FollowCamera follow_;
    sf::Vector2f offset_;     ///< px: the start framing's offset from the follow camera's centre (pans to 0)
    sf::Vector2f spawn_;      ///< px: the player's aim point at the start
    sf::Vector2f level_;      ///< px: the level's size
    sf::Vector2f view_{480.0f, 270.0f}; ///< px: the size of the level's view
    float held_ = 0.0f;       ///< seconds the framing has held
    bool released_ = false;   ///< the framing pans back to the follow camera
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
