#include "engine/platform/input_mapper.h"

#include <cmath>
#include <cstdlib>

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

void InputMapper::takeAim(AimSource source) {
    source_ = source;
    pointerTravel_ = 0;
}

void InputMapper::handleEvent(const sf::Event& e) {
    if (e.type == sf::Event::MouseButtonPressed) {
        takeAim(AimSource::Mouse);
        return;
    }
    if (e.type != sf::Event::MouseMoved) return;
    const sf::Vector2i at{e.mouseMove.x, e.mouseMove.y};
    if (pointerSeen_) pointerTravel_ += std::abs(at.x - lastPointer_.x) + std::abs(at.y - lastPointer_.y);
    lastPointer_ = at;
    pointerSeen_ = true;
    if (source_ != AimSource::Mouse && pointerTravel_ >= kMouseTakeoverPixels) takeAim(AimSource::Mouse);
}

bool InputMapper::held(const DeviceState& devices, Action a) const {
    if (keyHeld(devices, a)) return true;
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

bool InputMapper::keyHeld(const DeviceState& devices, Action a) const {
    for (sf::Keyboard::Key k : bindings_.keys[slot(a)])
        if (devices.keyHeld(k)) return true;
    return false;
}

Vec2 InputMapper::stickAim() const {
    int pad = firstPad();
    if (pad < 0) return {};
    return normalize(stick(pad, sf::Joystick::U, sf::Joystick::V, bindings_.deadzone));
}

InputFrame InputMapper::sample(const DeviceState& devices, Vec2 mouseAim) {
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
    // Who aims: a stick out of its deadzone, or a keyboard aim key held with a direction, takes the aim.
    const Vec2 stickDir = stickAim();
    const bool keyboardAim = keyHeld(devices, Action::Aim);
    const bool direction = f.isHeld(Action::Left) || f.isHeld(Action::Right) || f.isHeld(Action::Up) ||
                           f.isHeld(Action::Down);
    if (stickDir != Vec2{}) takeAim(AimSource::Stick);
    else if (keyboardAim && direction && source_ != AimSource::Keys) takeAim(AimSource::Keys);
    // The held direction, 8 ways (opposite directions cancel).
    const Vec2 held = normalize({(f.isHeld(Action::Right) ? 1.0 : 0.0) - (f.isHeld(Action::Left) ? 1.0 : 0.0),
                                 (f.isHeld(Action::Down) ? 1.0 : 0.0) - (f.isHeld(Action::Up) ? 1.0 : 0.0)});
    switch (source_) {
    case AimSource::Stick: f.aim = stickDir; break;
    case AimSource::Mouse: f.aim = mouseAim != Vec2{} ? mouseAim : held; break;
    case AimSource::Keys: f.aim = held; break;
    }
    // Pointing with the keys: the direction keys aim only, so the player stands still while aiming.
    if (source_ == AimSource::Keys && keyboardAim)
        for (Action a : {Action::Left, Action::Right, Action::Up, Action::Down}) f.set(a, false);
    return f;
}

bool InputMapper::gamepadConnected() { return firstPad() >= 0; }

} // namespace engine
