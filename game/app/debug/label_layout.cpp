#include "game/app/debug/label_layout.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace game {

namespace {

/// r moved the least so that it lies inside bounds (r must fit).
ScreenRect pushedInside(ScreenRect r, const ScreenRect& bounds) {
    r.x = std::clamp(std::round(r.x), bounds.x, bounds.x + bounds.w - r.w);
    r.y = std::clamp(std::round(r.y), bounds.y, bounds.y + bounds.h - r.h);
    return r;
}

/// True when r (grown by the spacing) meets a placed label.
bool meetsLabel(const ScreenRect& r, const std::vector<PlacedLabel>& placed) {
    const ScreenRect grown = inflated(r, kLabelSpacing);
    return std::any_of(placed.begin(), placed.end(),
                       [&](const PlacedLabel& l) { return l.shown && overlaps(grown, l.box); });
}

/// Area r shares with the obstacles, px².
float coveredArea(const ScreenRect& r, const std::vector<ScreenRect>& obstacles) {
    float area = 0.0f;
    for (const ScreenRect& o : obstacles) {
        const float w = std::min(r.x + r.w, o.x + o.w) - std::max(r.x, o.x);
        const float h = std::min(r.y + r.h, o.y + o.h) - std::max(r.y, o.y);
        if (w > 0.0f && h > 0.0f) area += w * h;
    }
    return area;
}

/// The point of r nearest (x, y).
void nearestOnBox(const ScreenRect& r, float x, float y, float& outX, float& outY) {
    outX = std::clamp(x, r.x, r.x + r.w);
    outY = std::clamp(y, r.y, r.y + r.h);
}

/// Squared distance from (x, y) to r (0 inside).
float distance2(const ScreenRect& r, float x, float y) {
    float nx = 0.0f, ny = 0.0f;
    nearestOnBox(r, x, y, nx, ny);
    return (nx - x) * (nx - x) + (ny - y) * (ny - y);
}

/// The candidate boxes around an anchor, nearest ring first; each ring: right-below, right-above, left-below,
/// left-above, above, below, right, left. Ring k sits kLabelGap + k × (the label's height) from the anchor.
std::vector<ScreenRect> candidates(const LabelRequest& l) {
    std::vector<ScreenRect> out;
    const float w = l.size.w, h = l.size.h, ax = l.anchorX, ay = l.anchorY;
    for (int ring = 0; ring < kLabelRings; ++ring) {
        const float g = kLabelGap + static_cast<float>(ring) * h;
        for (const auto& [x, y] : {std::pair{ax + g, ay + g}, {ax + g, ay - g - h}, {ax - g - w, ay + g},
                                   {ax - g - w, ay - g - h}, {ax - w * 0.5f, ay - g - h}, {ax - w * 0.5f, ay + g},
                                   {ax + g, ay - h * 0.5f}, {ax - g - w, ay - h * 0.5f}})
            out.push_back({x, y, w, h});
    }
    return out;
}

} // namespace

std::vector<PlacedLabel> layoutLabels(const LabelInput& in) {
    std::vector<PlacedLabel> out(in.labels.size());
    const ScreenRect& b = in.bounds;
    for (std::size_t i = 0; i < in.labels.size(); ++i) {
        const LabelRequest& l = in.labels[i];
        const bool anchorInside =
            l.anchorX >= b.x && l.anchorX <= b.x + b.w && l.anchorY >= b.y && l.anchorY <= b.y + b.h;
        if (!anchorInside || l.size.w <= 0.0f || l.size.h <= 0.0f || l.size.w > b.w || l.size.h > b.h) continue;
        const std::vector<ScreenRect> tries = candidates(l);
        const ScreenRect first = pushedInside(tries.front(), b);
        auto taken = [&](const ScreenRect& r) {
            return meetsLabel(r, out) || std::any_of(in.blockers.begin(), in.blockers.end(),
                                                     [&](const ScreenRect& k) { return overlaps(r, k); });
        };
        // 1. The first candidate clear of everything; meanwhile the clear-of-labels one covering the least.
        bool found = false, clear = false;
        float bestArea = std::numeric_limits<float>::max();
        ScreenRect best{};
        for (const ScreenRect& t : tries) {
            const ScreenRect r = pushedInside(t, b);
            if (taken(r)) continue;
            const float area = coveredArea(r, in.obstacles);
            if (area < bestArea) bestArea = area, best = r, found = true;
            if (area <= 0.0f) {
                clear = true;
                break;
            }
        }
        // 2. No clear candidate: the box of the bounds nearest the anchor (a scan in steps of a third of a line)
        //    that is clear of everything, else (no candidate either) the nearest clear of labels and blockers.
        if (!clear) {
            float bestClear = std::numeric_limits<float>::max(), bestFree = bestClear;
            ScreenRect clearBox{}, freeBox{};
            const float step = std::max(1.0f, std::floor(l.size.h / 3.0f));
            for (float y = b.y; y + l.size.h <= b.y + b.h; y += step)
                for (float x = b.x; x + l.size.w <= b.x + b.w; x += step) {
                    const ScreenRect r = pushedInside({x, y, l.size.w, l.size.h}, b);
                    const float d = distance2(r, l.anchorX, l.anchorY);
                    if (d >= bestFree && d >= bestClear) continue;
                    if (taken(r)) continue;
                    if (d < bestFree) bestFree = d, freeBox = r;
                    if (d < bestClear && coveredArea(r, in.obstacles) <= 0.0f) bestClear = d, clearBox = r;
                }
            if (bestClear < std::numeric_limits<float>::max()) best = clearBox, found = true;
            else if (!found && bestFree < std::numeric_limits<float>::max()) best = freeBox, found = true;
        }
        if (!found) continue;
        PlacedLabel& p = out[i];
        p.shown = true;
        p.box = best;
        p.leader = best.x != first.x || best.y != first.y;
        nearestOnBox(best, l.anchorX, l.anchorY, p.leaderX, p.leaderY);
    }
    return out;
}

ScreenRect cornerBox(const ScreenRect& bounds, TextSize size, float margin, Corner corner) {
    const bool right = corner == Corner::TopRight || corner == Corner::BottomRight;
    const bool bottom = corner == Corner::BottomLeft || corner == Corner::BottomRight;
    return {right ? bounds.x + bounds.w - margin - size.w : bounds.x + margin,
            bottom ? bounds.y + bounds.h - margin - size.h : bounds.y + margin, size.w, size.h};
}

namespace {

/// (meets a taken panel, entities under it) for box r: lower is better.
std::pair<int, int> panelScore(const ScreenRect& r, const std::vector<ScreenRect>& entities,
                               const std::vector<ScreenRect>& taken) {
    const int blocked = std::any_of(taken.begin(), taken.end(), [&](const ScreenRect& t) { return overlaps(r, t); });
    const int under = static_cast<int>(
        std::count_if(entities.begin(), entities.end(), [&](const ScreenRect& e) { return overlaps(r, e); }));
    return {blocked, under};
}

} // namespace

ScreenRect quietestEdgeBox(const ScreenRect& bounds, TextSize size, float margin,
                           const std::vector<ScreenRect>& entities, const std::vector<ScreenRect>& taken) {
    const ScreenRect corner = cornerBox(bounds, size, margin, quietestCorner(bounds, size, margin, entities, taken));
    std::pair<int, int> bestScore = panelScore(corner, entities, taken);
    ScreenRect best = corner;
    const float x0 = bounds.x + margin, x1 = bounds.x + bounds.w - margin - size.w;
    const float y0 = bounds.y + margin, y1 = bounds.y + bounds.h - margin - size.h;
    std::vector<ScreenRect> tries;
    for (float x = x0; x <= x1; x += kEdgeStep) tries.push_back({x, y1, size.w, size.h});
    for (float x = x0; x <= x1; x += kEdgeStep) tries.push_back({x, y0, size.w, size.h});
    for (float y = y0; y <= y1; y += kEdgeStep) tries.push_back({x0, y, size.w, size.h});
    for (float y = y0; y <= y1; y += kEdgeStep) tries.push_back({x1, y, size.w, size.h});
    for (const ScreenRect& r : tries) {
        if (bestScore == std::pair<int, int>{0, 0}) break;
        const std::pair<int, int> score = panelScore(r, entities, taken);
        if (score < bestScore) bestScore = score, best = r;
    }
    return best;
}

Corner quietestCorner(const ScreenRect& bounds, TextSize size, float margin, const std::vector<ScreenRect>& entities,
                      const std::vector<ScreenRect>& taken) {
    // Score: (meets a taken panel, entities under it); the lowest wins, the earlier corner on a tie.
    Corner best = Corner::TopLeft;
    std::pair<int, int> bestScore{std::numeric_limits<int>::max(), 0};
    for (Corner c : {Corner::TopLeft, Corner::TopRight, Corner::BottomLeft, Corner::BottomRight}) {
        const std::pair<int, int> score = panelScore(cornerBox(bounds, size, margin, c), entities, taken);
        if (score < bestScore) bestScore = score, best = c;
    }
    return best;
}

} // namespace game
