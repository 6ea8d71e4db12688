#pragma once
// DebugOverlay: the slow-motion debug overlay (F3, on from the first frame with --debug). It draws the plain data
// the simulation leaves in World::debug (rays, beams, contacts of the last tick) plus what it reads off the World
// (colliders, contacts, velocity, platform paths, tile grid, entity tags), one small function per layer, in the
// colours named in debug_overlay.cpp. It never writes the World. The interface part shows labels (entity ids, the
// player's contact flags, the cell under the mouse) and the readout of the entity under the mouse (every field of its
// components, from their field lists) over the world, laid out by label_layout.h so that no label overlaps another,
// covers a sprite or the HUD, or is cut by the view's edge (a moved label has a leader line to what it names); the
// stats panel and, while dying, the death banner in the corners of the view with the fewest things drawn under
// them; the time controls and their help in a band at the screen's foot that the caption strip keeps out of the
// level's view (debugBandHeight).
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/math/vec2.h"
#include "game/app/ui/painter.h"
#include "game/world/world.h"

namespace game {

/// Where the camera and the mouse are, for labels and the cell under the cursor.
struct DebugCursor {
    sf::Vector2f cameraTopLeft;  ///< world pixels at the logical screen's top-left
    engine::Vec2 mouse;          ///< the mouse in world tiles
    bool mouseInside = false;    ///< the mouse is over the game's screen
    ScreenRect view{0.0f, 0.0f, 480.0f, 270.0f}; ///< the level's view, logical px: labels and panels stay in it
    std::vector<ScreenRect> keepClear;           ///< logical px: the HUD's items, which labels and panels avoid
};

/// Logical px the time bar and its help take at the foot of the screen (the caption strip keeps them free).
inline constexpr float kDebugTimeBarHeight = 31.0f;
/// Logical px between a corner panel (the stats, the death banner) and the edges of the level's view.
inline constexpr float kDebugPanelMargin = 2.0f;

/// Logical px of the band at the screen's foot the debug mode's interface takes, out of the level's view: the time
/// bar while the time controls are live (`timeControls`) or the overlay is on.
float debugBandHeight(bool timeControls, bool overlay);

/// The time controls and messages shown in debug mode.

struct DebugStatus {
    bool debugMode = false;      ///< the time controls are live (--debug, or the overlay is on)
    double timeScale = 1.0;      ///< the effective scale (debug choice × in-world slow-downs)
    double debugScale = 1.0;     ///< the scale picked with the number keys
    bool paused = false;
    bool rewinding = false;
    double rewindSeconds = 0.0;  ///< history available, seconds
    double frozenSeconds = 0.0;  ///< > 0 while the death freeze holds the frame
    bool watchingReplay = false;
    std::string message;         ///< a transient message ("saved replay to ..."), "" for none
};

/// Per-frame measurements for the stats panel.
struct DebugStats {
    double frameMs = 0.0;        ///< real time of the last frame
    double simMsPerTick = 0.0;   ///< wall time of stepWorld, averaged over the ticks of recent frames
    double renderMs = 0.0;       ///< CPU time to build and submit the scene
    int drawCalls = 0;           ///< draw calls of the scene (world view + overlay)
};

/// The debug overlay's on/off state and its drawing.
class DebugOverlay {
public:
    /// Turn the overlay on or off (F3).
    void toggle() { enabled_ = !enabled_; }
    /// Show or hide the overlay.
    void setEnabled(bool on) { enabled_ = on; }
    /// True while shown.
    bool enabled() const { return enabled_; }
    /// Draw the world-space layers (the target's view is the camera's, world pixels). Returns its draw calls (0 off).
    int drawWorld(sf::RenderTarget& target, const World& world, const DebugCursor& cursor);
    /// Draw the interface part: labels, stats, time controls, help, death explanation. Time controls and the
    /// message show in debug mode even with the overlay hidden.
    void drawUi(Painter& p, const World& world, const DebugCursor& cursor, const DebugStatus& status,
                const DebugStats& stats);

private:
    void drawLabels(Painter& p, const World& world, const DebugCursor& cursor, std::vector<ScreenRect> obstacles,
                    std::vector<ScreenRect> blockers);
    bool enabled_ = false;
    sf::VertexArray lines_{sf::Lines};
    sf::VertexArray quads_{sf::Triangles};
};

/// The display name of a death cause ("laser", "spikes", ...; "" for None).
const char* deathCauseName(DeathCause cause);

/// The display name of a tile kind ("solid", "spikes-up", ...).
const char* tileKindName(engine::TileKind kind);

} // namespace game
