#pragma once
// The player's animation, chosen every frame by the mode's presentation (ModePresentation::playerAnimation)
// from its state, velocity and contacts (presentation only):
//   ninja     death (Dying) > dash > wall-slide (airborne, touching a wall, moving down) > jump (rising) >
//             fall (descending) > run (on the ground, |vx| > kRunThreshold) > idle
//   explorer  death > shoot (just fired) > airborne > walk > idle
// Facing follows the mode's facing when it has one, else the sign of vx (kept while standing still); a ninja
// on a wall is mirrored so its hands are on the wall. The ninja's state comes from game::Player when it is
// one. An animation restarts from its first frame whenever the choice changes.
#include <string>

#include "game/world/world.h"

namespace game {

/// |vx| in tiles/s above which the player counts as running.
inline constexpr double kRunThreshold = 0.4;

/// What to draw for the player this frame.
struct PlayerPose {
    std::string animation; ///< atlas animation name ("ninja_run")
    double time = 0.0;     ///< s since this animation started
    bool flipX = false;    ///< mirror (the art faces right)
};

/// Picks and times the player's animation.
class PlayerAnimator {
  public:
    /// Start over (new level or attempt).
    void reset();
    /// Advance by dt seconds of presentation time and choose the animation for world's player.
    void update(const World& world, double dt);
    /// The current pose.
    const PlayerPose& pose() const { return pose_; }

  private:
    PlayerPose pose_;
    int facing_ = 1;
};

} // namespace game
