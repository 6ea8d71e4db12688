#include "game/app/view/overlay_layout.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace game {

namespace {

/// True when r, grown by the clearance, meets none of the rects in `busy`.
bool clearOf(const ScreenRect& r, const std::vector<ScreenRect>& busy) {
    const ScreenRect grown = inflated(r, kOverlayClearance);
    return std::none_of(busy.begin(), busy.end(), [&](const ScreenRect& b) { return overlaps(grown, b); });
}

/// True when the rect is shown (non-empty).
bool shown(const ScreenRect& r) { return r.w > 0.0f && r.h > 0.0f; }

} // namespace

bool overlaps(const ScreenRect& a, const ScreenRect& b) {
    if (!shown(a) || !shown(b)) return false;
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

ScreenRect inflated(const ScreenRect& r, float m) { return {r.x - m, r.y - m, r.w + 2.0f * m, r.h + 2.0f * m}; }

bool contains(const ScreenRect& outer, const ScreenRect& r) {
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w && r.y + r.h <= outer.y + outer.h;
}

std::string wrapText(std::string_view text, float width, const TextMeasure& measure) {
    std::string out, line, word;
    auto flushWord = [&]() {
        if (word.empty()) return;
        const std::string candidate = line.empty() ? word : line + " " + word;
        if (!line.empty() && measure(candidate).w > width) {
            out += line + "\n";
            line = word;
        } else {
            line = candidate;
        }
        word.clear();
    };
    for (char c : text) {
        if (c == ' ' || c == '\n') {
            flushWord();
            if (c == '\n') {
                out += line + "\n";
                line.clear();
            }
        } else {
            word += c;
        }
    }
    flushWord();
    return out + line;
}

OverlayLayout layoutOverlays(const OverlayInput& in) {
    OverlayLayout out;
    out.hud = in.hud;
    // HUD items ghost over anything in sight.
    for (std::size_t i = 0; i < kHudItemCount; ++i) out.hudAlpha[i] = clearOf(out.hud[i], in.inSight) ? 1.0f : kGhostAlpha;
    return out;
}

std::vector<ScreenRect> opaqueOverlays(const OverlayLayout& layout) {
    std::vector<ScreenRect> out;
    for (std::size_t i = 0; i < kHudItemCount; ++i)
        if (shown(layout.hud[i]) && layout.hudAlpha[i] > kGhostAlpha) out.push_back(layout.hud[i]);
    return out;
}

} // namespace game
