#pragma once
// The in-game HUD: level name (top left), the attempt timer (top centre), deaths (top right), the mode's
// gauges (bottom left, or bottom right while the left corner is busy: the bullet-time meter, or shells and keys),
// the level's hint for its first seconds, a sign's text while the player stands at it, and a hot-reload error.
// game/app/view/overlay_layout.h places them so that none hides what is in sight.
#include <string>
#include <vector>

#include "game/app/view/mode_bridge.h"
#include "game/app/view/overlay_layout.h"
#include "game/app/ui/painter.h"
#include "game/world/world.h"

namespace game {

/// Everything the HUD shows this frame.
struct HudInfo {
    std::string levelName;           ///< the level's title
    double seconds = 0.0;            ///< attempt time
    double parSeconds = 0.0;         ///< 0: no par
    int deaths = 0;                  ///< deaths since the level was entered
    ModeGauges gauges;               ///< the mode's meters
    std::string hint;                ///< the level's hint
    float hintAlpha = 0.0f;          ///< 0..1 (fades out)
    std::string sign;                ///< text of the sign the player stands at ("" for none)
    sf::Vector2f signAt;             ///< where to show it, logical px (the sign's top)
    std::string error;               ///< a hot-reload error ("" for none)
    bool replay = false;             ///< watching a replay
    bool ghostUnverified = false;    ///< the race ghost does not do what its file claims (marked GHOST UNVERIFIED)
    std::vector<ScreenRect> inSight; ///< logical px: what the overlays must not hide (sightRects, camera.h)
    std::vector<ScreenRect> avoid;   ///< logical px: what bubbles keep off where they can (steadyHazardRects)
    bool assisted = false;           ///< an assist is on (the clock carries the assist mark)
};

/// "m:ss.cc" (minutes unpadded; "-:--.--" for negative or non-finite seconds).
std::string formatTime(double seconds);

/// Logical px: how tall the shade the HUD's top bar reads on is (SceneFrame::topShade; the scene draws it).
inline constexpr float kHudShadeHeight = 22.0f;

/// The layout's input for info: each item's slot and each text's wrapped size by measure (memory: last frame's).
OverlayInput overlayInputOf(const HudInfo& info, const TextMeasure& measure, const OverlayMemory& memory);

/// Draw the HUD with p (logical px, 480×270), over a scene that drew a top shade kHudShadeHeight tall; memory
/// carries the layout from frame to frame.
void drawHud(Painter& p, const HudInfo& info, OverlayMemory& memory, double now);

/// Seconds the level's hint stays up before it fades (over 0.8 s).
inline constexpr double kHintSeconds = 6.0;

/// The HUD's view of the world: title, clock, par, deaths, gauges, and the hint faded by levelSeconds (real s on
/// the level). The caller adds what only it knows (reload errors, replay, the sign under the camera).
HudInfo hudInfoOf(const World& world, double levelSeconds);

/// Tiles from a sign at which its text shows.
inline constexpr double kSignReach = 1.1;

/// Fill info.sign and info.signAt from the first sign within kSignReach of the player (camera top-left in world px).
void findNearbySign(const World& world, sf::Vector2f cameraTopLeft, HudInfo& info);

/// Where the mouse's pause button is, logical px (top right, under the deaths).
sf::FloatRect pauseButtonRect();

/// The pause button (two bars on a panel), highlighted while the pointer is over it.
void drawPauseButton(Painter& p, bool hover);

/// The aiming crosshair at the pointer (logical px).
void drawCrosshair(Painter& p, sf::Vector2f at);

} // namespace game
