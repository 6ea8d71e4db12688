#include "game/app/ui/ui_input.h"

#include <SFML/Window/Joystick.hpp>

#include <tuple>
#include <utility>

#include "engine/render/letterbox.h"

namespace game {

namespace {

/// Stick deflection (percent) that counts as a direction, and the one that releases it.
constexpr float kPressAt = 55.0f;
constexpr float kReleaseAt = 30.0f;
/// Auto-repeat: first repeat after this many seconds, then one every kRepeatEvery.
constexpr float kRepeatDelay = 0.38f;
constexpr float kRepeatEvery = 0.09f;

/// The command for a keyboard key.
UiKey keyCommand(sf::Keyboard::Key k) {
    switch (k) {
    case sf::Keyboard::Up:
    case sf::Keyboard::W:
        return UiKey::Up;
    case sf::Keyboard::Down:
    case sf::Keyboard::S:
        return UiKey::Down;
    case sf::Keyboard::Left:
    case sf::Keyboard::A:
        return UiKey::Left;
    case sf::Keyboard::Right:
    case sf::Keyboard::D:
        return UiKey::Right;
    case sf::Keyboard::Enter:
    case sf::Keyboard::Space:
    case sf::Keyboard::Z:
        return UiKey::Confirm;
    case sf::Keyboard::Escape:
    case sf::Keyboard::Backspace:
        return UiKey::Back;
    default:
        return UiKey::None;
    }
}

/// The command for a gamepad button (Xbox layout).
UiKey padCommand(unsigned button) {
    switch (button) {
    case 0:
        return UiKey::Confirm; // A
    case 1:
    case 6:
        return UiKey::Back; // B, Back
    case 7:
        return UiKey::Pause; // Start
    default:
        return UiKey::None;
    }
}

/// A keyboard/pad command.
UiCommand command(UiKey key, UiSource source) {
    UiCommand c;
    c.key = key;
    c.source = source;
    return c;
}

} // namespace

std::optional<UiCommand> UiInput::stick(unsigned axis, float position) {
    const bool horizontal = axis == sf::Joystick::X || axis == sf::Joystick::PovX;
    const bool vertical = axis == sf::Joystick::Y || axis == sf::Joystick::PovY;
    if (!horizontal && !vertical) return std::nullopt;
    UiKey& held = horizontal ? heldX_ : heldY_;
    float& timer = horizontal ? repeatX_ : repeatY_;
    bool& fresh = horizontal ? freshX_ : freshY_;
    // SFML on Linux passes the kernel's values through: +Y (stick) and +PovY (d-pad, ABS_HAT0Y) are both down,
    // as engine::InputMapper reads them.
    const float p = position;
    UiKey want = UiKey::None;
    if (p > kPressAt)
        want = horizontal ? UiKey::Right : UiKey::Down;
    else if (p < -kPressAt)
        want = horizontal ? UiKey::Left : UiKey::Up;
    else if (p > -kReleaseAt && p < kReleaseAt)
        want = UiKey::None;
    else
        return std::nullopt; // between the thresholds: keep the current state
    if (want == held) return std::nullopt;
    held = want;
    timer = kRepeatDelay;
    fresh = true;
    if (want == UiKey::None) return std::nullopt;
    return command(want, UiSource::Gamepad);
}

std::optional<UiCommand> UiInput::translate(const sf::Event& e, sf::Vector2u windowSize) {
    switch (e.type) {
    case sf::Event::KeyPressed:
        if (UiKey k = keyCommand(e.key.code); k != UiKey::None && !e.key.alt)
            return command(k, UiSource::Keyboard);
        return std::nullopt;
    case sf::Event::JoystickButtonPressed:
        if (UiKey k = padCommand(e.joystickButton.button); k != UiKey::None)
            return command(k, UiSource::Gamepad);
        return std::nullopt;
    case sf::Event::JoystickMoved:
        return stick(e.joystickMove.axis, e.joystickMove.position);
    case sf::Event::MouseMoved: {
        UiCommand c = command(UiKey::None, UiSource::Mouse);
        c.pointerMoved = true;
        c.pointer = engine::windowToLogical({e.mouseMove.x, e.mouseMove.y}, windowSize);
        return c;
    }
    case sf::Event::MouseButtonPressed: {
        UiCommand c =
            command(e.mouseButton.button == sf::Mouse::Right ? UiKey::Back : UiKey::None, UiSource::Mouse);
        c.click = e.mouseButton.button == sf::Mouse::Left;
        c.pointer = engine::windowToLogical({e.mouseButton.x, e.mouseButton.y}, windowSize);
        return c;
    }
    case sf::Event::MouseWheelScrolled: {
        UiCommand c = command(UiKey::None, UiSource::Mouse);
        c.wheel = e.mouseWheelScroll.delta > 0 ? 1 : (e.mouseWheelScroll.delta < 0 ? -1 : 0);
        c.pointer = engine::windowToLogical({e.mouseWheelScroll.x, e.mouseWheelScroll.y}, windowSize);
        return c;
    }
    default:
        return std::nullopt;
    }
}

std::vector<UiCommand> UiInput::update(float dt) {
    std::vector<UiCommand> out;
    for (auto [held, timer, fresh] : {std::tuple<UiKey, float*, bool*>{heldX_, &repeatX_, &freshX_},
                                      std::tuple<UiKey, float*, bool*>{heldY_, &repeatY_, &freshY_}}) {
        if (held == UiKey::None) continue;
        if (std::exchange(*fresh, false)) continue; // this frame's time ended with the push
        *timer -= dt;
        if (*timer > 0.0f) continue;
        *timer += kRepeatEvery;
        out.push_back(command(held, UiSource::Gamepad));
    }
    return out;
}

void UiInput::reset() {
    heldX_ = heldY_ = UiKey::None;
    repeatX_ = repeatY_ = 0.0f;
    freshX_ = freshY_ = false;
}

} // namespace game
