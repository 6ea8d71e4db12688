#pragma once
// MenuList: a vertical list of items (buttons, sliders, toggles) driven by UiCommands. Keyboard and gamepad
// move the focus and activate; the mouse focuses by hovering and activates by clicking; an adjustable item
// changes with Left/Right, the wheel, or a click on its arrows (left arrow: decrease; elsewhere on the row:
// increase). Rows are as tall as the text at the player's text size; a list taller than its area scrolls to keep
// the focus in view, with marks at the top and bottom edges while rows are hidden there (a click on a mark's strip
// scrolls one row).
#include <SFML/Graphics/Rect.hpp>

#include <string>
#include <vector>

#include "game/app/ui/painter.h"
#include "game/app/ui/ui_input.h"

namespace game {

/// One row of a menu.
struct MenuItem {
    /// A row: label, optional value, adjustable with Left/Right, enabled.
    MenuItem(std::string l = {}, std::string v = {}, bool adj = false, bool en = true)
        : label(std::move(l)), value(std::move(v)), adjustable(adj), enabled(en) {}
    std::string label;       ///< shown on the left
    std::string value;       ///< shown on the right ("80%", "On"); empty for plain buttons
    bool adjustable = false; ///< Left/Right change it
    bool enabled = true;     ///< disabled items are skipped by the focus and drawn dim
};

/// What a command did to the menu.
enum class MenuAction { None, Moved, Activate, Decrease, Increase, Back };

/// The action and the item it concerns.
struct MenuResult {
    MenuAction action = MenuAction::None; ///< what happened
    int index = -1;                       ///< the item it concerns (−1: none)
};

/// A vertical menu.
class MenuList {
  public:
    std::vector<MenuItem> items; ///< the rows, top to bottom
    int focus = 0;               ///< index of the focused row
    float rowHeight = 15.0f;     ///< px per row

    /// Apply one command. Pointer commands use the rows laid out by the last draw().
    MenuResult handle(const UiCommand& c);
    /// The area draw() fills when given `want`: as wide as the widest row needs (centred on want, inside the
    /// window), as tall as the rows, and at most maxHeight tall (the rest scrolls).
    sf::FloatRect fit(const Painter& p, sf::FloatRect want, float maxHeight) const;
    /// Draw the rows into area (rows go down from its top; those below its bottom scroll into view with the
    /// focus) and remember where they are.
    void draw(Painter& p, sf::FloatRect area, double seconds);
    /// Height of one row as drawn, px.
    float rowHeightFor(const Painter& p) const;
    /// Move the focus to the first enabled item at or after index (wrapping).
    void focusFirstEnabled(int index = 0);

  private:
    int hit(sf::Vector2f pointer) const;
    int step(int from, int delta) const;
    float valueWidth(const Painter& p) const;
    std::vector<sf::FloatRect> rows_;
    std::vector<int> rowItems_;
    int first_ = 0;
    float valueX_ = 0.0f;
    sf::FloatRect moreAbove_, moreBelow_;
};

} // namespace game
