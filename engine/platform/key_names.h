#pragma once
// Stable names for keyboard keys and gamepad buttons: the names settings files store ("Space", "LShift") and
// the short labels the settings screen shows ("L-Shift"). Names are SFML's enumerator names, so they never
// change between versions of the game. No window or display is needed.
#include <SFML/Window/Keyboard.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace engine {

/// The stored name of key ("Space", "LShift", "Num1"); "" for sf::Keyboard::Unknown and out-of-range values.
std::string_view keyName(sf::Keyboard::Key key);

/// Inverse of keyName (exact, case-sensitive); nullopt for unknown names.
std::optional<sf::Keyboard::Key> keyFromName(std::string_view name);

/// A short label for menus ("L-Shift", "Up", "0", "Space"); "?" for unknown keys.
std::string keyLabel(sf::Keyboard::Key key);

/// A label for gamepad button n: the Xbox layout name for 0..10 ("A", "B", "X", "Y", "LB", "RB", "Back",
/// "Start", "Guide", "L3", "R3"), else "Btn n".
std::string padButtonLabel(unsigned button);

} // namespace engine
