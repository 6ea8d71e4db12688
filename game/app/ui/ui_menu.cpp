#include "game/app/ui/ui_menu.h"

#include <algorithm>
#include <cmath>

#include "engine/render/letterbox.h"
#include "game/app/ui/ui_theme.h"

namespace game {

int MenuList::step(int from, int delta) const {
    const int n = static_cast<int>(items.size());
    for (int i = 1; i <= n; ++i) {
        int j = ((from + delta * i) % n + n) % n;
        if (items[static_cast<std::size_t>(j)].enabled) return j;
    }
    return from;
}

void MenuList::focusFirstEnabled(int index) {
    if (items.empty()) return;
    focus = std::clamp(index, 0, static_cast<int>(items.size()) - 1);
    if (!items[static_cast<std::size_t>(focus)].enabled) focus = step(focus, 1);
}

namespace {
/// px: the label's indent (focused rows indent it further by kFocusShift).
constexpr float kIndent = 7.0f, kFocusShift = 3.0f;
/// px: least gap between a label and its value column.
constexpr float kColumnGap = 10.0f;
/// px: margin kept between a menu and the window's edges.
constexpr float kWindowMargin = 8.0f;
/// px: room for the "<" and ">" arrows around an adjustable value, each side, beyond the arrow's own width.
constexpr float kArrowRoom = 8.0f;
} // namespace

int MenuList::hit(sf::Vector2f pointer) const {
    for (std::size_t i = 0; i < rows_.size() && i < rowItems_.size(); ++i) {
        const int item = rowItems_[i];
        if (rows_[i].contains(pointer) && item < static_cast<int>(items.size()) &&
            items[static_cast<std::size_t>(item)].enabled)
            return item;
    }
    return -1;
}

float MenuList::rowHeightFor(const Painter& p) const { return std::max(rowHeight, p.lineHeight() + 2.0f); }

float MenuList::valueWidth(const Painter& p) const {
    float w = 0.0f;
    for (const MenuItem& it : items)
        if (!it.value.empty())
            w = std::max(w, p.measure(it.value).x + (it.adjustable ? 2 * (kArrowRoom + 2 * p.measure("<").x) : 6.0f));
    return w;
}

sf::FloatRect MenuList::fit(const Painter& p, sf::FloatRect want, float maxHeight) const {
    float label = 0.0f;
    for (const MenuItem& it : items) label = std::max(label, p.measure(it.label).x);
    const float values = valueWidth(p);
    const float need = kIndent + kFocusShift + label + (values > 0.0f ? kColumnGap + values : 6.0f);
    const float w = std::min(std::max(want.width, need), engine::kScreenW - 2 * kWindowMargin);
    const float centre = want.left + want.width * 0.5f;
    const float left = std::clamp(std::round(centre - w * 0.5f), kWindowMargin, engine::kScreenW - kWindowMargin - w);
    const float rowH = rowHeightFor(p);
    const int fits = std::max(1, static_cast<int>(std::floor(maxHeight / rowH)));
    const int shown = std::min(static_cast<int>(items.size()), fits);
    return {left, want.top, w, rowH * static_cast<float>(shown)};
}

MenuResult MenuList::handle(const UiCommand& c) {
    if (items.empty()) return {c.key == UiKey::Back ? MenuAction::Back : MenuAction::None, -1};
    focus = std::clamp(focus, 0, static_cast<int>(items.size()) - 1);
    const MenuItem& f = items[static_cast<std::size_t>(focus)];
    switch (c.key) {
    case UiKey::Up:
        focus = step(focus, -1);
        return {MenuAction::Moved, focus};
    case UiKey::Down:
        focus = step(focus, 1);
        return {MenuAction::Moved, focus};
    case UiKey::Left:
        return f.adjustable ? MenuResult{MenuAction::Decrease, focus} : MenuResult{};
    case UiKey::Right:
        return f.adjustable ? MenuResult{MenuAction::Increase, focus} : MenuResult{};
    case UiKey::Confirm:
    case UiKey::Pause:
        if (!f.enabled) return {};
        return {f.adjustable ? MenuAction::Increase : MenuAction::Activate, focus};
    case UiKey::Back:
        return {MenuAction::Back, focus};
    default:
        break;
    }
    // A click on a scroll mark (the strip above or below the rows) brings the next hidden row into view.
    if (c.click && (moreAbove_.contains(c.pointer) || moreBelow_.contains(c.pointer)) && !rowItems_.empty()) {
        const bool up = moreAbove_.contains(c.pointer);
        focus = up ? step(rowItems_.front(), -1) : step(rowItems_.back(), 1);
        return {MenuAction::Moved, focus};
    }
    const int over = hit(c.pointer);
    if (over < 0) return {};
    if (c.pointerMoved && over != focus) {
        focus = over;
        return {MenuAction::Moved, focus};
    }
    const MenuItem& item = items[static_cast<std::size_t>(over)];
    focus = over;
    if (c.wheel != 0 && item.adjustable)
        return {c.wheel > 0 ? MenuAction::Increase : MenuAction::Decrease, over};
    if (!c.click) return {};
    if (!item.adjustable) return {MenuAction::Activate, over};
    // The left arrow sits just left of the value column (the right 40% of the row).
    const bool leftArrow = c.pointer.x < valueX_ + 12.0f && c.pointer.x >= valueX_ - 4.0f;
    return {leftArrow ? MenuAction::Decrease : MenuAction::Increase, over};
}

void MenuList::draw(Painter& p, sf::FloatRect area, double seconds) {
    rows_.clear();
    rowItems_.clear();
    const float rowH = rowHeightFor(p);
    const int count = static_cast<int>(items.size());
    const int visible = std::max(1, static_cast<int>(std::floor((area.height + 0.5f) / rowH)));
    first_ = scrollFirst(count, visible, first_, std::clamp(focus, 0, std::max(0, count - 1)));
    const float values = valueWidth(p);
    float label = 0.0f;
    for (const MenuItem& it : items)
        if (!it.value.empty()) label = std::max(label, p.measure(it.label).x);
    const float vx = area.left + std::min(std::max(area.width * 0.6f, kIndent + kFocusShift + label + kColumnGap),
                                          area.width - values);
    valueX_ = vx;
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(seconds * 5.0));
    for (int i = first_; i < count && i < first_ + visible; ++i) {
        const MenuItem& it = items[static_cast<std::size_t>(i)];
        const sf::FloatRect row(area.left, area.top + rowH * static_cast<float>(i - first_), area.width, rowH);
        rows_.push_back(row);
        rowItems_.push_back(i);
        const bool focused = i == focus;
        if (focused) {
            p.gradient({row.left, row.top, row.width, row.height}, sf::Color(40, 140, 200, 110),
                       sf::Color(90, 40, 160, 80));
            p.rect({row.left, row.top, 2, row.height}, ui::kAccent);
            p.rect({row.left, row.top + row.height - 1, row.width, 1},
                   sf::Color(92, 232, 255, static_cast<sf::Uint8>(60 + 80 * pulse)));
        }
        const sf::Color col = !it.enabled ? ui::kDim : (focused ? sf::Color::White : ui::kText);
        const float ty = row.top + std::floor((row.height - p.lineHeight()) * 0.5f) + 1.0f;
        const float lx = row.left + kIndent + (focused ? kFocusShift : 0.0f);
        const float labelRoom = (it.value.empty() ? row.left + row.width - 4.0f : vx - kColumnGap * 0.5f) - lx;
        p.text(p.fit(it.label, labelRoom), {lx, ty}, 1.0f, col);
        if (it.value.empty()) continue;
        if (it.adjustable) {
            p.text("<", {vx, ty}, 1.0f, focused ? ui::kAccent : ui::kDim);
            p.text(">", {row.left + row.width - 4.0f, ty}, 1.0f, focused ? ui::kAccent : ui::kDim, Align::Right);
            p.text(it.value, {std::round((vx + row.left + row.width) * 0.5f), ty}, 1.0f, focused ? ui::kAccent : col,
                   Align::Center);
        } else {
            p.text(it.value, {row.left + row.width - 6.0f, ty}, 1.0f, focused ? ui::kAccent : ui::kDim,
                   Align::Right);
        }
    }
    // Marks on the right edge while rows are hidden above or below; clicking their strips scrolls.
    const float mx = area.left + area.width - 6.0f;
    moreAbove_ = moreBelow_ = {};
    if (first_ > 0) {
        moreAbove_ = {area.left, area.top - 7.0f, area.width, 7.0f};
        for (int k = 0; k < 3; ++k) p.rect({mx - k, area.top - 4.0f + k, 1.0f + 2 * k, 1}, ui::kAccent);
    }
    if (first_ + visible < count) {
        moreBelow_ = {area.left, area.top + area.height, area.width, 7.0f};
        for (int k = 0; k < 3; ++k)
            p.rect({mx - k, area.top + area.height + 3.0f - k, 1.0f + 2 * k, 1}, ui::kAccent);
    }
}

} // namespace game
