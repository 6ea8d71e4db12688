#pragma once
// Overlay layout: the HUD's top bar over the level's view. Its items have fixed slots; an item with something the
// player must see under it (the player, the exit, threats and the fixtures a puzzle turns on) is drawn ghosted
// (kGhostAlpha), so it never hides it. The level's words and the gauges live in the caption strip under the view
// (caption_strip.h). Pure geometry on plain structs, no SFML and no display: the HUD (game/app/view/hud.cpp) and
// the layout tests call the same functions.
#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace game {

/// Logical screen size the layout works in, px (engine::kLogicalWidth × kLogicalHeight).
inline constexpr float kOverlayScreenW = 480.0f;
inline constexpr float kOverlayScreenH = 270.0f;
/// px: gap kept between a HUD item and anything in sight.
inline constexpr float kOverlayClearance = 3.0f;
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
enum class HudItem { Title, Clock, Par, Deaths, Replay, Count };
/// Number of HUD items.
inline constexpr std::size_t kHudItemCount = static_cast<std::size_t>(HudItem::Count);

/// What to lay out this frame.
struct OverlayInput {
    std::vector<ScreenRect> inSight;                  ///< screen rects of what must stay visible
    std::array<ScreenRect, kHudItemCount> hud{};      ///< each HUD item's slot (w or h 0: not shown)
};

/// The placed overlays.
struct OverlayLayout {
    std::array<ScreenRect, kHudItemCount> hud{};      ///< each HUD item's rect
    std::array<float, kHudItemCount> hudAlpha{};      ///< 1, or kGhostAlpha with something in sight under it
};

/// Place the HUD items.
OverlayLayout layoutOverlays(const OverlayInput& in);

/// The HUD items drawn opaque (at full alpha): what may not cover things in sight.
std::vector<ScreenRect> opaqueOverlays(const OverlayLayout& layout);

} // namespace game
