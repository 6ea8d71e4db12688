#include "engine/platform/device_state.h"

namespace engine {

namespace {

/// Index of key k into the key bits, or -1 when k has none.
int keyIndex(sf::Keyboard::Key k) { return k >= 0 && k < sf::Keyboard::KeyCount ? static_cast<int>(k) : -1; }

/// Index of button b into the button bits, or -1 when b has none.
int buttonIndex(sf::Mouse::Button b) {
    return b >= 0 && b < sf::Mouse::ButtonCount ? static_cast<int>(b) : -1;
}

} // namespace

void DeviceState::reset(bool focus, sf::Vector2i pointer) {
    keys_.reset();
    buttons_.reset();
    pointer_ = pointer;
    focus_ = focus;
}

void DeviceState::handleEvent(const sf::Event& e) {
    switch (e.type) {
    case sf::Event::KeyPressed:
    case sf::Event::KeyReleased:
        if (int i = keyIndex(e.key.code); i >= 0)
            keys_[static_cast<std::size_t>(i)] = e.type == sf::Event::KeyPressed;
        break;
    case sf::Event::MouseButtonPressed:
    case sf::Event::MouseButtonReleased:
        if (int i = buttonIndex(e.mouseButton.button); i >= 0)
            buttons_[static_cast<std::size_t>(i)] = e.type == sf::Event::MouseButtonPressed;
        pointer_ = {e.mouseButton.x, e.mouseButton.y};
        break;
    case sf::Event::MouseMoved:
        pointer_ = {e.mouseMove.x, e.mouseMove.y};
        break;
    case sf::Event::MouseLeft:
        pointer_ = pointerOutside();
        break;
    case sf::Event::GainedFocus:
        focus_ = true;
        break;
    case sf::Event::LostFocus:
        reset(false, pointer_);
        break;
    default:
        break;
    }
}

bool DeviceState::keyHeld(sf::Keyboard::Key k) const {
    const int i = keyIndex(k);
    return i >= 0 && keys_[static_cast<std::size_t>(i)];
}

bool DeviceState::buttonHeld(sf::Mouse::Button b) const {
    const int i = buttonIndex(b);
    return i >= 0 && buttons_[static_cast<std::size_t>(i)];
}

} // namespace engine
