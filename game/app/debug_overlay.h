#pragma once
// DebugOverlay: the hook for the slow-motion debug overlay (F3; rays, beams, contacts and time controls from
// World::debug). A later issue fills it in; until then it only keeps its on/off state and draws nothing, so
// the app's frame already calls it in the right places (world layer and interface).
#include <SFML/Graphics/RenderTarget.hpp>

#include "game/app/painter.h"
#include "game/world/world.h"

namespace game {

/// The debug overlay (a stub for now).
class DebugOverlay {
  public:
    /// Turn the overlay on or off (F3).
    void toggle() { enabled_ = !enabled_; }
    /// True while shown.
    bool enabled() const { return enabled_; }
    /// Draw world-space debug geometry (the canvas's camera view is set). Nothing yet.
    void drawWorld(sf::RenderTarget&, const World&) {}
    /// Draw the interface part (stats panel, time controls). Nothing yet.
    void drawUi(Painter&, const World&) {}

  private:
    bool enabled_ = false;
};

} // namespace game
