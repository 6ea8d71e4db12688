#pragma once
// GhostView: draws ghosts (game/play/ghost_run.h) over the world: each ghost's player as its animation frame,
// tinted and translucent, interpolated like the live player; a ghost whose attempt died ends in a small burst
// where it died and leaves a faint mark. The last ghost drawn is on top (the successful run of "all attempts").
#include <SFML/Graphics.hpp>

#include <vector>

#include "game/app/view/player_anim.h"
#include "game/play/ghost_run.h"

namespace game {

/// How one ghost is drawn.
struct GhostLook {
    sf::Color tint{140, 210, 255, 120}; ///< multiplies the sprite; alpha is its translucency
};

/// The ghost race's look: pale blue, a little see-through.
inline const GhostLook kRaceGhost{{140, 210, 255, 130}};
/// A failed attempt among "all attempts": faint and warm.
inline const GhostLook kAttemptGhost{{255, 190, 160, 110}};
/// The successful attempt among "all attempts": bright, drawn on top.
inline const GhostLook kWinnerGhost{{255, 255, 255, 230}};

/// Animations and death bursts of a set of ghosts.
class GhostView {
  public:
    /// Forget every ghost's animation (a new set of ghosts).
    void reset();
    /// Advance every ghost's animation and burst by dt seconds.
    void update(const std::vector<GhostRun>& ghosts, double dt);
    /// Draw the ghosts seen in rect (world px), looks[i] for ghosts[i] (the last look repeats). Returns draw calls.
    int draw(sf::RenderTarget& target, const std::vector<GhostRun>& ghosts, const std::vector<GhostLook>& looks,
             double alpha, const sf::FloatRect& rect);

  private:
    std::vector<PlayerAnimator> animators_;
    std::vector<double> sinceEnd_; ///< s since each ghost ended (its burst's age)
    sf::VertexArray sprites_{sf::Triangles};
    sf::VertexArray glow_{sf::Triangles};
};

} // namespace game
