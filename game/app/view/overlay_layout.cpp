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

/// The screen area a bubble may use: below the top bar, kOverlayEdge from the other edges.
ScreenRect bubbleArea() {
    return {kOverlayEdge, kOverlayTopBand, kOverlayScreenW - 2.0f * kOverlayEdge,
            kOverlayScreenH - kOverlayTopBand - kOverlayEdge};
}

/// Input to placeBubble.
struct BubbleRequest {
    TextSize text;                 ///< the wrapped text's size
    float wantX = 0.0f, wantY = 0.0f; ///< preferred top-left of the bubble
    bool hadSpot = false;          ///< `spot` is last frame's rect for the same text
    ScreenRect spot;               ///< last frame's rect
};

/// The bubble rect free of `busy` (and of `avoid` when any spot is) nearest the preferred top-left; last frame's
/// rect while it stays as free as the best spot. False when no spot is free of `busy`.
bool placeBubble(const BubbleRequest& req, const std::vector<ScreenRect>& busy, const std::vector<ScreenRect>& avoid,
                 ScreenRect& out) {
    const ScreenRect area = bubbleArea();
    const float w = std::round(req.text.w + 2.0f * kBubblePadX), h = std::round(req.text.h + 2.0f * kBubblePadY);
    if (w > area.w || h > area.h) return false;
    const float maxX = area.x + area.w - w, maxY = area.y + area.h - h;
    const float wantX = std::clamp(std::round(req.wantX), area.x, maxX);
    const float wantY = std::clamp(std::round(req.wantY), area.y, maxY);
    // Candidates: a grid through the preferred spot, plus the area's edges, nearest first.
    std::vector<float> xs{wantX, area.x, maxX}, ys{wantY, area.y, maxY};
    for (float x = wantX - kBubbleGridStep; x >= area.x; x -= kBubbleGridStep) xs.push_back(x);
    for (float x = wantX + kBubbleGridStep; x <= maxX; x += kBubbleGridStep) xs.push_back(x);
    for (float y = wantY - kBubbleGridStep; y >= area.y; y -= kBubbleGridStep) ys.push_back(y);
    for (float y = wantY + kBubbleGridStep; y <= maxY; y += kBubbleGridStep) ys.push_back(y);
    std::vector<std::pair<float, ScreenRect>> candidates;
    candidates.reserve(xs.size() * ys.size());
    for (float y : ys)
        for (float x : xs) candidates.push_back({(x - wantX) * (x - wantX) + (y - wantY) * (y - wantY), {x, y, w, h}});
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    const bool keep = req.hadSpot && req.spot.w == w && req.spot.h == h && contains(area, req.spot);
    // First free of both the busy and the avoided rects; then, failing that, of the busy ones only.
    for (int pass = 0; pass < 2; ++pass) {
        auto free = [&](const ScreenRect& r) { return clearOf(r, busy) && (pass == 1 || clearOf(r, avoid)); };
        if (keep && free(req.spot)) {
            out = req.spot;
            return true;
        }
        for (const auto& c : candidates)
            if (free(c.second)) {
                out = c.second;
                return true;
            }
    }
    return false;
}

/// The gauges' rect docked at `corner`, from their bottom-left slot r (under the title's slot, whatever its height,
/// when docked top left).
ScreenRect docked(const ScreenRect& r, GaugeCorner corner, const ScreenRect& title) {
    ScreenRect m = r;
    if (corner == GaugeCorner::BottomRight) m.x = kOverlayScreenW - r.x - r.w;
    if (corner == GaugeCorner::TopLeft) m.y = std::max(kGaugeTopDock, title.y + title.h + 1.0f);
    return m;
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
    out.memory = in.previous;
    // The gauges: the remembered corner while it is free, else the first free one in order of preference.
    const std::size_t g = static_cast<std::size_t>(HudItem::Gauges);
    const ScreenRect& title = in.hud[static_cast<std::size_t>(HudItem::Title)];
    if (shown(in.hud[g])) {
        // Free of things in sight and of steady hazards if a corner is; else free of things in sight.
        std::vector<ScreenRect> keepOff = in.inSight;
        keepOff.insert(keepOff.end(), in.avoid.begin(), in.avoid.end());
        GaugeCorner corner = in.previous.gauges;
        for (const std::vector<ScreenRect>* rule : {static_cast<const std::vector<ScreenRect>*>(&keepOff), &in.inSight}) {
            if (clearOf(docked(in.hud[g], corner, title), *rule)) break;
            bool found = false;
            for (GaugeCorner c : {GaugeCorner::BottomLeft, GaugeCorner::BottomRight, GaugeCorner::TopLeft})
                if (clearOf(docked(in.hud[g], c, title), *rule)) {
                    corner = c;
                    found = true;
                    break;
                }
            if (found) break;
        }
        out.hud[g] = docked(in.hud[g], corner, title);
        out.memory.gauges = corner;
    }
    // HUD items ghost over anything in sight.
    std::vector<ScreenRect> busy = in.inSight;
    for (std::size_t i = 0; i < kHudItemCount; ++i) {
        out.hudAlpha[i] = clearOf(out.hud[i], in.inSight) ? 1.0f : kGhostAlpha;
        if (shown(out.hud[i])) busy.push_back(out.hud[i]);
    }
    // The hint: top centre by preference.
    out.memory.hintPlaced = false;
    if (in.hint.w > 0.0f) {
        BubbleRequest req{in.hint, kOverlayScreenW * 0.5f - (in.hint.w + 2.0f * kBubblePadX) * 0.5f,
                          kOverlayTopBand + 2.0f, in.previous.hintPlaced, in.previous.hint};
        out.hintShown = placeBubble(req, busy, in.avoid, out.hint);
        if (out.hintShown) {
            busy.push_back(out.hint);
            out.memory.hint = out.hint;
            out.memory.hintPlaced = true;
        }
    }
    // The sign's text: centred above the sign by preference.
    out.memory.signText.clear();
    if (in.sign.w > 0.0f) {
        const float w = in.sign.w + 2.0f * kBubblePadX, h = in.sign.h + 2.0f * kBubblePadY;
        BubbleRequest req{in.sign, in.signX - w * 0.5f, in.signY - h - 8.0f,
                          !in.signText.empty() && in.signText == in.previous.signText, in.previous.sign};
        out.signShown = placeBubble(req, busy, in.avoid, out.sign);
        if (out.signShown) {
            out.memory.sign = out.sign;
            out.memory.signText = in.signText;
        }
    }
    return out;
}

std::vector<ScreenRect> opaqueOverlays(const OverlayLayout& layout) {
    std::vector<ScreenRect> out;
    for (std::size_t i = 0; i < kHudItemCount; ++i)
        if (shown(layout.hud[i]) && layout.hudAlpha[i] > kGhostAlpha) out.push_back(layout.hud[i]);
    if (layout.hintShown) out.push_back(layout.hint);
    if (layout.signShown) out.push_back(layout.sign);
    return out;
}

} // namespace game
