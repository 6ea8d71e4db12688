#pragma once
// The interface's look: one palette for every screen, tuned to read on both modes' backgrounds.
#include <SFML/Graphics/Color.hpp>

#include <string>

#include "game/save/progress.h"

namespace game::ui {

inline const sf::Color kText(232, 236, 255);           ///< body text
inline const sf::Color kDim(128, 136, 170);            ///< secondary text, disabled items
inline const sf::Color kAccent(92, 232, 255);          ///< cyan: focus, titles
inline const sf::Color kHot(255, 78, 160);             ///< magenta: highlights, records
inline const sf::Color kGold(255, 206, 84);            ///< medals, new bests
inline const sf::Color kWarn(255, 110, 90);            ///< errors and warnings
inline const sf::Color kPanel(9, 11, 26, 226);         ///< panel fill
inline const sf::Color kPanelBorder(70, 90, 150, 255); ///< panel border
inline const sf::Color kShade(4, 5, 12, 170);          ///< dims the scene behind a menu
inline const sf::Color kShadow(0, 0, 0, 170);          ///< text shadow
inline const sf::Color kAssist(120, 236, 170);         ///< green: the assist mark
/// The mark beside a time set with an assist on.
inline constexpr const char* kAssistMark = "ASSIST";

/// The atlas sprite of a medal: "ui_medal_" + medalName (gold, silver, bronze, none).
inline std::string medalSprite(Medal m) { return "ui_medal_" + std::string(medalName(m)); }

/// A medal's colour: its label is written in it (gold, silver, bronze; dim for none).
inline sf::Color medalColor(Medal m) {
    return m == Medal::Gold     ? kGold
           : m == Medal::Silver ? sf::Color(210, 225, 240)
           : m == Medal::Bronze ? sf::Color(220, 140, 80)
                                : kDim;
}

} // namespace game::ui
