#pragma once
// DeviceState: the keyboard, the mouse and the window's focus as the window's events describe them. Reading
// it costs nothing. Asking SFML instead costs a round trip to the display server per question: on X11 each
// sf::Keyboard::isKeyPressed is an XQueryKeymap, each sf::Mouse::isButtonPressed or getPosition an
// XQueryPointer, each Window::hasFocus an XGetInputFocus. The play screen asked about 60 of them per frame,
// and each one waits behind whatever the server is still doing, such as copying the previous frame to the
// screen. Gamepads are not here: SFML already keeps their state (updated while events are polled).
#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>
#include <SFML/Window/Keyboard.hpp>
#include <SFML/Window/Mouse.hpp>

#include <bitset>

namespace engine {

/// Held keys and mouse buttons, the pointer and the focus, kept up to date by handleEvent.
class DeviceState {
  public:
    /// Where the pointer is reported to be while it is outside the window: (-1, -1), window pixels.
    static sf::Vector2i pointerOutside() { return {-1, -1}; }

    /// Start from what the devices are known to be doing: the window's focus and the pointer (window pixels),
    /// with no key or button held (one held at this moment counts once it is pressed again).
    void reset(bool focus, sf::Vector2i pointer);
    /// Take one window event into account. Losing the focus releases every key and button (their releases go
    /// to another window); the pointer leaving the window moves it to pointerOutside().
    void handleEvent(const sf::Event& e);
    /// True while key k is held; false for sf::Keyboard::Unknown and out-of-range keys.
    bool keyHeld(sf::Keyboard::Key k) const;
    /// True while mouse button b is held; false for out-of-range buttons.
    bool buttonHeld(sf::Mouse::Button b) const;
    /// The pointer in window pixels (last move or click seen), or pointerOutside().
    sf::Vector2i pointer() const { return pointer_; }
    /// True while the window has the keyboard focus.
    bool hasFocus() const { return focus_; }

  private:
    std::bitset<sf::Keyboard::KeyCount> keys_;
    std::bitset<sf::Mouse::ButtonCount> buttons_;
    sf::Vector2i pointer_{-1, -1};
    bool focus_ = false;
};

} // namespace engine
