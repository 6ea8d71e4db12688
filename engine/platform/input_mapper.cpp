#include "engine/platform/input_mapper.h"

#include <cmath>

namespace engine {

namespace {

/// Index of action a into the binding arrays.
constexpr std::size_t slot(Action a) { return static_cast<std::size_t>(a); }

/// First connected joystick, or -1.
int firstPad() {
    for (unsigned i = 0; i < sf::Joystick::Count; ++i)
        if (sf::Joystick::isConnected(i)) return static_cast<int>(i);
    return -1;
}

/// Stick axis pair as a vector in [-1, 1]², zero inside the deadzone.
Vec2 stick(int pad, sf::Joystick::Axis ax, sf::Joystick::Axis ay, float deadzone) {
    Vec2 v{sf::Joystick::getAxisPosition(pad, ax) / 100.0, sf::Joystick::getAxisPosition(pad, ay) / 100.0};
    return length(v) < deadzone ? Vec2{} : v;
}

} // namespace

InputBindings defaultBindings() {
    using K = sf::Keyboard;
    InputBindings b;
    b.keys[slot(Action::Left)] = {K::Left, K::A};
    b.keys[slot(Action::Right)] = {K::Right, K::D};
    b.keys[slot(Action::Up)] = {K::Up, K::W};
    b.keys[slot(Action::Down)] = {K::Down, K::S};
    b.keys[slot(Action::Jump)] = {K::Space, K::Z, K::K};
    b.keys[slot(Action::Fire)] = {K::X, K::J};
    b.keys[slot(Action::Aim)] = {K::LShift, K::RShift, K::L};
    b.keys[slot(Action::Restart)] = {K::R};
    b.mouse[slot(Action::Fire)] = {sf::Mouse::Left};
    b.mouse[slot(Action::Aim)] = {sf::Mouse::Right};
    b.padButtons[slot(Action::Jump)] = {0};
    b.padButtons[slot(Action::Fire)] = {2};
    b.padButtons[slot(Action::Aim)] = {4, 5};
    b.padButtons[slot(Action::Restart)] = {6};
    return b;
}

void InputMapper::handleEvent(const sf::Event& e) {
    if (e.type == sf::Event::MouseMoved || e.type == sf::Event::MouseButtonPressed) mouseAims_ = true;
    if (e.type == sf::Event::KeyPressed || e.type == sf::Event::JoystickMoved) mouseAims_ = false;
}

bool InputMapper::held(const DeviceState& devices, Action a) const {
    for (sf::Keyboard::Key k : bindings_.keys[slot(a)])
        if (devices.keyHeld(k)) return true;
    for (sf::Mouse::Button m : bindings_.mouse[slot(a)])
        if (devices.buttonHeld(m)) return true;
    int pad = firstPad();
    if (pad < 0) return false;
    for (unsigned btn : bindings_.padButtons[slot(a)])
        if (sf::Joystick::isButtonPressed(pad, btn)) return true;
    if (a == Action::Aim && sf::Joystick::hasAxis(pad, sf::Joystick::R))
        return sf::Joystick::getAxisPosition(pad, sf::Joystick::R) > 50.0f;
    return false;
}

Vec2 InputMapper::stickAim() const {
    int pad = firstPad();
    if (pad < 0) return {};
    return normalize(stick(pad, sf::Joystick::U, sf::Joystick::V, bindings_.deadzone));
}

Vec2 InputMapper::keyAim(const DeviceState& devices) const {
    Vec2 d{(held(devices, Action::Right) ? 1.0 : 0.0) - (held(devices, Action::Left) ? 1.0 : 0.0),
           (held(devices, Action::Down) ? 1.0 : 0.0) - (held(devices, Action::Up) ? 1.0 : 0.0)};
    return normalize(d);
}

InputFrame InputMapper::sample(const DeviceState& devices, Vec2 mouseAim) const {
    InputFrame f;
    for (int i = 0; i < kActionCount; ++i) f.set(static_cast<Action>(i), held(devices, static_cast<Action>(i)));
    // Gamepad movement: left stick or d-pad adds to the direction keys.
    if (int pad = firstPad(); pad >= 0) {
        Vec2 ls = stick(pad, sf::Joystick::X, sf::Joystick::Y, bindings_.deadzone);
        float px = sf::Joystick::getAxisPosition(pad, sf::Joystick::PovX), py = sf::Joystick::getAxisPosition(pad, sf::Joystick::PovY);
        if (ls.x < -0.5 || px < -50) f.set(Action::Left, true);
        if (ls.x > 0.5 || px > 50) f.set(Action::Right, true);
        if (ls.y < -0.5 || py < -50) f.set(Action::Up, true);
        if (ls.y > 0.5 || py > 50) f.set(Action::Down, true);
    }
    // Aim: right stick first, then the mouse if it moved last, else the held direction keys (8 directions).
    Vec2 aim = stickAim();
    if (aim == Vec2{}) aim = mouseAims_ ? mouseAim : keyAim(devices);
    if (aim == Vec2{}) aim = keyAim(devices);
    f.aim = aim;
    return f;
}

bool InputMapper::gamepadConnected() { return firstPad() >= 0; }

} // namespace engine
