#include "engine/platform/key_names.h"

#include <array>
#include <utility>

namespace engine {

namespace {

using K = sf::Keyboard;

/// Every named key, in sf::Keyboard::Key order.
constexpr std::pair<K::Key, std::string_view> kKeys[] = {
    {K::A, "A"},
    {K::B, "B"},
    {K::C, "C"},
    {K::D, "D"},
    {K::E, "E"},
    {K::F, "F"},
    {K::G, "G"},
    {K::H, "H"},
    {K::I, "I"},
    {K::J, "J"},
    {K::K, "K"},
    {K::L, "L"},
    {K::M, "M"},
    {K::N, "N"},
    {K::O, "O"},
    {K::P, "P"},
    {K::Q, "Q"},
    {K::R, "R"},
    {K::S, "S"},
    {K::T, "T"},
    {K::U, "U"},
    {K::V, "V"},
    {K::W, "W"},
    {K::X, "X"},
    {K::Y, "Y"},
    {K::Z, "Z"},
    {K::Num0, "Num0"},
    {K::Num1, "Num1"},
    {K::Num2, "Num2"},
    {K::Num3, "Num3"},
    {K::Num4, "Num4"},
    {K::Num5, "Num5"},
    {K::Num6, "Num6"},
    {K::Num7, "Num7"},
    {K::Num8, "Num8"},
    {K::Num9, "Num9"},
    {K::Escape, "Escape"},
    {K::LControl, "LControl"},
    {K::LShift, "LShift"},
    {K::LAlt, "LAlt"},
    {K::LSystem, "LSystem"},
    {K::RControl, "RControl"},
    {K::RShift, "RShift"},
    {K::RAlt, "RAlt"},
    {K::RSystem, "RSystem"},
    {K::Menu, "Menu"},
    {K::LBracket, "LBracket"},
    {K::RBracket, "RBracket"},
    {K::Semicolon, "Semicolon"},
    {K::Comma, "Comma"},
    {K::Period, "Period"},
    {K::Quote, "Quote"},
    {K::Slash, "Slash"},
    {K::Backslash, "Backslash"},
    {K::Tilde, "Tilde"},
    {K::Equal, "Equal"},
    {K::Hyphen, "Hyphen"},
    {K::Space, "Space"},
    {K::Enter, "Enter"},
    {K::Backspace, "Backspace"},
    {K::Tab, "Tab"},
    {K::PageUp, "PageUp"},
    {K::PageDown, "PageDown"},
    {K::End, "End"},
    {K::Home, "Home"},
    {K::Insert, "Insert"},
    {K::Delete, "Delete"},
    {K::Add, "Add"},
    {K::Subtract, "Subtract"},
    {K::Multiply, "Multiply"},
    {K::Divide, "Divide"},
    {K::Left, "Left"},
    {K::Right, "Right"},
    {K::Up, "Up"},
    {K::Down, "Down"},
    {K::Numpad0, "Numpad0"},
    {K::Numpad1, "Numpad1"},
    {K::Numpad2, "Numpad2"},
    {K::Numpad3, "Numpad3"},
    {K::Numpad4, "Numpad4"},
    {K::Numpad5, "Numpad5"},
    {K::Numpad6, "Numpad6"},
    {K::Numpad7, "Numpad7"},
    {K::Numpad8, "Numpad8"},
    {K::Numpad9, "Numpad9"},
    {K::F1, "F1"},
    {K::F2, "F2"},
    {K::F3, "F3"},
    {K::F4, "F4"},
    {K::F5, "F5"},
    {K::F6, "F6"},
    {K::F7, "F7"},
    {K::F8, "F8"},
    {K::F9, "F9"},
    {K::F10, "F10"},
    {K::F11, "F11"},
    {K::F12, "F12"},
    {K::F13, "F13"},
    {K::F14, "F14"},
    {K::F15, "F15"},
    {K::Pause, "Pause"},
};

/// Friendlier labels for the settings screen where the enum name is cryptic.
constexpr std::pair<K::Key, std::string_view> kLabels[] = {
    {K::LControl, "L-Ctrl"}, {K::RControl, "R-Ctrl"}, {K::LShift, "L-Shift"},  {K::RShift, "R-Shift"},
    {K::LAlt, "L-Alt"},      {K::RAlt, "R-Alt"},      {K::LSystem, "L-Super"}, {K::RSystem, "R-Super"},
    {K::LBracket, "["},      {K::RBracket, "]"},      {K::Semicolon, ";"},     {K::Comma, ","},
    {K::Period, "."},        {K::Quote, "'"},         {K::Slash, "/"},         {K::Backslash, "\\"},
    {K::Tilde, "~"},         {K::Equal, "="},         {K::Hyphen, "-"},        {K::Left, "Left"},
    {K::Right, "Right"},     {K::Up, "Up"},           {K::Down, "Down"},       {K::Num0, "0"},
    {K::Num1, "1"},          {K::Num2, "2"},          {K::Num3, "3"},          {K::Num4, "4"},
    {K::Num5, "5"},          {K::Num6, "6"},          {K::Num7, "7"},          {K::Num8, "8"},
    {K::Num9, "9"},          {K::Escape, "Esc"},      {K::Backspace, "Bksp"},  {K::PageUp, "PgUp"},
    {K::PageDown, "PgDn"},   {K::Insert, "Ins"},      {K::Delete, "Del"},
};

/// Xbox-layout names of the first gamepad buttons (SFML's numbering on Linux's xpad driver).
constexpr std::array<std::string_view, 11> kPadButtons = {"A",    "B",     "X",     "Y",  "LB", "RB",
                                                          "Back", "Start", "Guide", "L3", "R3"};

} // namespace

std::string_view keyName(sf::Keyboard::Key key) {
    for (const auto& [k, name] : kKeys)
        if (k == key) return name;
    return {};
}

std::optional<sf::Keyboard::Key> keyFromName(std::string_view name) {
    for (const auto& [k, n] : kKeys)
        if (n == name) return k;
    return std::nullopt;
}

std::string keyLabel(sf::Keyboard::Key key) {
    for (const auto& [k, label] : kLabels)
        if (k == key) return std::string(label);
    std::string_view n = keyName(key);
    return n.empty() ? std::string("?") : std::string(n);
}

std::string padButtonLabel(unsigned button) {
    if (button < kPadButtons.size()) return std::string(kPadButtons[button]);
    return "Btn " + std::to_string(button);
}

} // namespace engine
