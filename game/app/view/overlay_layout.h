#pragma once
// Overlay layout: where the HUD, the level's hint and a sign's text go on the logical screen so that none of them
// hides what the player must see (the player, the exit, threats and the fixtures a puzzle turns on). Pure
// geometry on plain structs, no SFML and no display: the HUD (game/app/view/hud.cpp) and the layout tests call
// the same functions.
//   HUD items   fixed slots in the top bar; an item with something in sight under it is drawn ghosted
//               (kGhostAlpha), so it never hides it. The gauges dock in the bottom-left corner, else in the
//               bottom-right one, else under the title, whichever is free (and stay while it stays free).
//   bubbles     the hint (top centre by preference) and the sign's text (above the sign by preference) take the
//               nearest free spot on a grid of candidates: free of things in sight, HUD items and each other.
//               A bubble stays where it was while that spot stays free, so it does not chase the player. Steady
//               hazards (a fixed emitter's beam) are kept clear too, unless no spot is free of them.
#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace game {

/// Logical screen size the layout works in, px (engine::kLogicalWidth × kLogicalHeight).
inline constexpr float kOverlayScreenW = 480.0f;
inline constexpr float kOverlayScreenH = 270.0f;
/// px: the top bar's text ends above this line; bubbles start below it.
inline constexpr float kOverlayTopBand = 34.0f;
/// px: gap kept between an overlay and anything in sight (and between overlays).
inline constexpr float kOverlayClearance = 3.0f;
/// px: distance from the screen's edges to a bubble or a docked gauge.
inline constexpr float kOverlayEdge = 4.0f;
/// px: step of the grid of candidate bubble positions.
inline constexpr float kBubbleGridStep = 6.0f;
/// px: a bubble's padding around its text (left and right, top and bottom).
inline constexpr float kBubblePadX = 6.0f, kBubblePadY = 4.0f;
/// px: widest line of a bubble's text.
inline constexpr float kBubbleWrapWidth = 180.0f;
/// Alpha of a HUD item with something in sight under it.
inline constexpr float kGhostAlpha = 0.2f;

/// A rectangle on the logical screen (or in world px), top-left and size.
struct ScreenRect {
    float x = 0.0f, y = 0.0f, w = 0.0f, h = 0.0f;
};

/// True when a and b share some area (touching edges do not count; empty rects never overlap).
bool overlaps(const ScreenRect& a, const ScreenRect& b);
/// r grown by m px on every side.
ScreenRect inflated(const ScreenRect& r, float m);
/// True when r lies wholly inside outer.
bool contains(const ScreenRect& outer, const ScreenRect& r);

/// A text block's size, px.
struct TextSize {
    float w = 0.0f, h = 0.0f;
};

/// Measures a (possibly multi-line) text at scale 1, px.
using TextMeasure = std::function<TextSize(std::string_view)>;

/// text wrapped at spaces into lines at most width px wide (a single long word keeps its own line).
std::string wrapText(std::string_view text, float width, const TextMeasure& measure);

/// The HUD's fixed items, in drawing order.
enum class HudItem { Title, Clock, Par, Deaths, Replay, Gauges, Count };
/// Number of HUD items.
inline constexpr std::size_t kHudItemCount = static_cast<std::size_t>(HudItem::Count);

/// Where the gauges dock, in order of preference.
enum class GaugeCorner { BottomLeft, BottomRight, TopLeft };
/// px: the top of the gauges docked under the title (lower when the title's slot reaches below it).
inline constexpr float kGaugeTopDock = 18.0f;

/// What the layout remembers from the last frame (hysteresis: bubbles and gauges stay put while they can).
struct OverlayMemory {
    ScreenRect hint;                                  ///< the hint bubble's last rect
    bool hintPlaced = false;                          ///< the hint was shown
    ScreenRect sign;                                  ///< the sign bubble's last rect
    std::string signText;                             ///< the text it showed ("" for none)
    GaugeCorner gauges = GaugeCorner::BottomLeft;     ///< the gauges' last corner
};

/// What to lay out this frame.
struct OverlayInput {
    std::vector<ScreenRect> inSight;                  ///< screen rects of what must stay visible
    std::vector<ScreenRect> avoid;                    ///< screen rects bubbles keep off where they can (steady
                                                      ///< hazards); a bubble covers one only when no spot is free
    std::array<ScreenRect, kHudItemCount> hud{};      ///< each HUD item's slot (w or h 0: not shown); the
                                                      ///< gauges' slot is their bottom-left one
    TextSize hint;                                    ///< the hint's wrapped text size (w 0: no hint)
    TextSize sign;                                    ///< the sign's wrapped text size (w 0: no sign)
    std::string signText;                             ///< the sign's text (to know when it changes)
    float signX = 0.0f, signY = 0.0f;                 ///< the sign's top centre, logical px
    OverlayMemory previous;                           ///< last frame's memory
};

/// The placed overlays.
struct OverlayLayout {
    std::array<ScreenRect, kHudItemCount> hud{};      ///< each HUD item's rect (the gauges' docked one)
    std::array<float, kHudItemCount> hudAlpha{};      ///< 1, or kGhostAlpha with something in sight under it
    ScreenRect hint;                                  ///< the hint bubble (valid when hintShown)
    bool hintShown = false;                           ///< a free spot was found for the hint
    ScreenRect sign;                                  ///< the sign bubble (valid when signShown)
    bool signShown = false;                           ///< a free spot was found for the sign's text
    OverlayMemory memory;                             ///< to pass back in next frame
};

/// Place the HUD items, the hint and the sign's text.
OverlayLayout layoutOverlays(const OverlayInput& in);

/// The overlays drawn opaque (HUD items at full alpha and the shown bubbles): what may not cover things in sight.
std::vector<ScreenRect> opaqueOverlays(const OverlayLayout& layout);

} // namespace game
