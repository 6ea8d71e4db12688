#pragma once
// FollowCamera: a platformer camera in pixels, presentation only (it never feeds the simulation).
//   focus area  a box (focusHalf) around the target; the box moves only when the target pushes one of its
//   edges,
//               so small moves do not scroll the screen;
//   look-ahead  the view leads the target horizontally by up to lookAhead px in the direction it moves
//               (proportional to speed, eased at lookAheadRate);
//   vertical    the view's y eases towards the focus box at verticalRate; faster (snapRate) once the target
//   is
//               within edgeMargin of the top or bottom of the view, and never lets the target leave the view;
//   look-down   once the target has fallen faster than lookDownFrom px/s for lookDownDelay s, the view leads it
//               downwards, by up to lookDown px at lookDownSpeed (linear in between, eased at lookDownRate) and
//               follows it at snapRate: a long fall shows where it lands; a jump's short fall does not bob the
//               view;
//   bounds      the view never shows outside [0, level] (a level smaller than the view is centred);
//   shake       trauma in [0, 1] (decays at shakeDecay/s) shakes by maxShake·trauma² px along a smooth
//               pseudo-random path; kicks push the view along a direction and spring back.
// Easing is exponential (x += (target − x)·(1 − e^(−rate·dt))), so it behaves the same at any frame rate.
#include <SFML/System/Vector2.hpp>

namespace engine {

/// Camera tuning, pixels and seconds.
struct FollowCameraTuning {
    sf::Vector2f focusHalf{12.0f, 28.0f}; ///< half-size of the focus box, px
    float lookAhead = 36.0f;              ///< largest horizontal lead, px
    float lookAheadSpeed = 160.0f;        ///< target speed (px/s) that earns the full lead
    float lookAheadRate = 2.5f;           ///< lead easing, 1/s
    float verticalRate = 5.0f;            ///< vertical easing, 1/s
    float snapRate = 14.0f;               ///< vertical easing near the view's edge, 1/s
    float edgeMargin = 48.0f;             ///< px from the top/bottom edge where snapRate applies
    float lookDown = 80.0f;               ///< largest downward lead while falling, px
    float lookDownFrom = 120.0f;          ///< fall speed (px/s) where the downward lead starts
    float lookDownSpeed = 260.0f;         ///< fall speed (px/s) that earns the full downward lead
    float lookDownDelay = 0.2f;           ///< s of falling faster than lookDownFrom before the view leads down
    float lookDownRate = 6.0f;            ///< downward lead easing, 1/s
    float maxShake = 6.0f;                ///< shake amplitude at trauma 1, px
    float shakeDecay = 1.6f;              ///< trauma lost per second
    float kickReturnRate = 18.0f;         ///< kick spring-back, 1/s
};

/// The camera state. Call reset() when a level starts, update() once per rendered frame.
class FollowCamera {
  public:
    /// Tuning in use.
    FollowCameraTuning tuning;

    /// Jump to `target` (px) with no easing, for a level of levelSize px seen through a view of viewSize px.
    void reset(sf::Vector2f target, sf::Vector2f levelSize, sf::Vector2f viewSize);
    /// Follow target (px) moving at velocity (px/s) for dt seconds (dt <= 0 or NaN: only re-clamps).
    void update(sf::Vector2f target, sf::Vector2f velocity, float dt);
    /// See through a view of viewSize px from now on (re-clamped into the level, without easing).
    void setViewSize(sf::Vector2f viewSize);
    /// Add shake trauma (clamped to [0, 1] in total).
    void addTrauma(float amount);
    /// Push the view by offset px (e.g. opposite a shot's recoil); it springs back at kickReturnRate.
    void kick(sf::Vector2f offset);
    /// The view's centre, px: inside the level bounds, without shake or kick (what gameplay framing uses).
    sf::Vector2f center() const { return center_; }
    /// Shake and kick offset to add to center() when drawing, px.
    sf::Vector2f shakeOffset() const;
    /// Current trauma, 0..1.
    float trauma() const { return trauma_; }
    /// The focus box's centre, px.
    sf::Vector2f focus() const { return focus_; }
    /// The current horizontal lead, px.
    float lead() const { return lead_; }
    /// The current downward lead, px (0 while the target does not fall).
    float leadDown() const { return leadDown_; }

  private:
    sf::Vector2f clampToLevel(sf::Vector2f c) const;
    sf::Vector2f focus_;
    sf::Vector2f center_;
    sf::Vector2f level_;
    sf::Vector2f view_{480.0f, 270.0f};
    sf::Vector2f kick_;
    float lead_ = 0.0f;
    float leadDown_ = 0.0f;
    float fallTime_ = 0.0f;
    float trauma_ = 0.0f;
    float time_ = 0.0f;
};

/// The part of an exponential ease towards a target covered in dt at rate: 1 − e^(−rate·dt), in [0, 1].
float easeFactor(float rate, float dt);

} // namespace engine
