#pragma once
// The in-game HUD: level name (top left), the attempt timer (top centre), deaths (top right), a hot-reload error,
// and the caption strip along the foot of the screen, outside the level's view (caption_strip.h): the mode's
// gauges (the bullet-time meter, or shells and keys) and the level's words (the sign the player stands at, else
// the hint). game/app/view/overlay_layout.h ghosts the top bar's items over what is in sight.
#include <string>
#include <vector>

#include "game/app/view/caption_strip.h"
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
    Caption caption;                 ///< the caption strip's words
    std::string error;               ///< a hot-reload error ("" for none)
    bool replay = false;             ///< watching a replay
    bool ghostUnverified = false;    ///< the race ghost does not do what its file claims (marked GHOST UNVERIFIED)
    std::vector<ScreenRect> inSight; ///< logical px: what the overlays must not hide (sightRects, camera.h)
    bool assisted = false;           ///< an assist is on (the clock carries the assist mark)
};

/// "m:ss.cc" (minutes unpadded; "-:--.--" for negative or non-finite seconds).
std::string formatTime(double seconds);

/// Logical px: how tall the shade the HUD's top bar reads on is (SceneFrame::topShade; the scene draws it).
inline constexpr float kHudShadeHeight = 22.0f;

/// The layout's input for info: each top bar item's slot by measure.
OverlayInput overlayInputOf(const HudInfo& info, const TextMeasure& measure);

/// The gauges' size at the player's text size (w 0: the mode has none).
TextSize gaugesSize(const ModeGauges& gauges, const TextMeasure& measure);

/// The caption strip's layout for world's level at the player's text size (measure), `reserve` px at its foot kept
/// free.
CaptionLayout captionLayoutOf(const World& world, const TextMeasure& measure, float reserve = 0.0f);

/// The top bar items' rects as drawHud places them at p's text size (shown or ghosted), logical px.
std::vector<ScreenRect> hudItemRects(const Painter& p, const HudInfo& info);

/// Draw the HUD with p (logical px, 480×270), over a scene that drew a top shade kHudShadeHeight tall and a level
/// seen through caption.view.
void drawHud(Painter& p, const HudInfo& info, const CaptionLayout& caption, double now);

/// The HUD's view of the world: title, clock, par, deaths, gauges, and the caption (the sign at the player, else
/// the hint, bright while hintSeconds, the real s it has shown in this attempt, are under kHintBrightSeconds). The
/// caller adds what only it knows (reload errors, replay).
HudInfo hudInfoOf(const World& world, double hintSeconds);

/// Tiles from a sign at which its text shows.
inline constexpr double kSignReach = 1.1;

/// The text of the first sign within kSignReach of the player ("" for none).
std::string signAtPlayer(const World& world);

/// Where the mouse's pause button is, logical px (top right, under the deaths).
sf::FloatRect pauseButtonRect();

/// The pause button (two bars on a panel), highlighted while the pointer is over it.
void drawPauseButton(Painter& p, bool hover);

/// The aiming crosshair at the pointer (logical px).
void drawCrosshair(Painter& p, sf::Vector2f at);

} // namespace game
