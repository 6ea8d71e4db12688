#include "game/app/ui/ui_menu.h"

#include <algorithm>
#include <cmath>

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

int MenuList::hit(sf::Vector2f pointer) const {
    for (std::size_t i = 0; i < rows_.size() && i < items.size(); ++i)
        if (rows_[i].contains(pointer) && items[i].enabled) return static_cast<int>(i);
    return -1;
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
    const sf::FloatRect& r = rows_[static_cast<std::size_t>(over)];
    const bool leftArrow =
        c.pointer.x < r.left + r.width * 0.6f + 12.0f && c.pointer.x >= r.left + r.width * 0.6f - 4.0f;
    return {leftArrow ? MenuAction::Decrease : MenuAction::Increase, over};
}

void MenuList::draw(Painter& p, sf::FloatRect area, double seconds) {
    rows_.clear();
    const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(seconds * 5.0));
    for (std::size_t i = 0; i < items.size(); ++i) {
        const MenuItem& it = items[i];
        const sf::FloatRect row(area.left, area.top + rowHeight * static_cast<float>(i), area.width,
                                rowHeight);
        rows_.push_back(row);
        const bool focused = static_cast<int>(i) == focus;
        if (focused) {
            p.gradient({row.left, row.top, row.width, row.height}, sf::Color(40, 140, 200, 110),
                       sf::Color(90, 40, 160, 80));
            p.rect({row.left, row.top, 2, row.height}, ui::kAccent);
            p.rect({row.left, row.top + row.height - 1, row.width, 1},
                   sf::Color(92, 232, 255, static_cast<sf::Uint8>(60 + 80 * pulse)));
        }
        const sf::Color col = !it.enabled ? ui::kDim : (focused ? sf::Color::White : ui::kText);
        const float ty = row.top + std::floor((row.height - p.lineHeight()) * 0.5f) + 1.0f;
        p.text(it.label, {row.left + (focused ? 10.0f : 7.0f), ty}, 1.0f, col);
        if (it.value.empty()) continue;
        const float vx = row.left + row.width * 0.6f;
        if (it.adjustable) {
            p.text("<", {vx, ty}, 1.0f, focused ? ui::kAccent : ui::kDim);
            p.text(">", {row.left + row.width - 10.0f, ty}, 1.0f, focused ? ui::kAccent : ui::kDim);
            p.text(it.value, {(vx + row.left + row.width - 4.0f) * 0.5f, ty}, 1.0f,
                   focused ? ui::kAccent : col, Align::Center);
        } else {
            p.text(it.value, {row.left + row.width - 6.0f, ty}, 1.0f, focused ? ui::kAccent : ui::kDim,
                   Align::Right);
        }
    }
}

} // namespace game
