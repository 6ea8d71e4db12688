#pragma once
// InputMapper: keyboard, mouse and gamepad → one engine::InputFrame per tick. Bindings are data (rebindable).
// Keys and mouse buttons are read from a DeviceState (kept from the window's events, no display-server
// requests); gamepads from SFML's joystick state.
#include <SFML/Window.hpp>

#include <array>
#include <vector>

#include "engine/input/input_frame.h"
#include "engine/platform/device_state.h"

namespace engine {

/// Which physical inputs trigger each action.
struct InputBindings {
    std::array<std::vector<sf::Keyboard::Key>, kActionCount> keys;  ///< keys per action
    std::array<std::vector<sf::Mouse::Button>, kActionCount> mouse;  ///< mouse buttons per action
    std::array<std::vector<unsigned>, kActionCount> padButtons;  ///< sf::Joystick button numbers
    float deadzone = 0.25f;                                      ///< stick deflection ignored, 0..1
};

/// The default layout: arrows/WASD move, Space/Z/K jump, X/J/LMB fire, Shift/RMB aim, R restart;
/// gamepad: A jump, X fire, right trigger or LB aim, Back restart; left stick/d-pad move, right stick aim.
InputBindings defaultBindings();

/// Samples devices into InputFrames.
class InputMapper {
public:
    /// Use these bindings.
    explicit InputMapper(InputBindings bindings = defaultBindings()) : bindings_(std::move(bindings)) {}
    /// Replace the bindings.
    void setBindings(InputBindings b) { bindings_ = std::move(b); }
    /// Current bindings.
    const InputBindings& bindings() const { return bindings_; }
    /// Feed window events (mouse movement decides whether the mouse or the keys aim).
    void handleEvent(const sf::Event& e);
    /// Sample now: the bound keys and buttons held in `devices`, the gamepad's buttons and sticks. `mouseAim` is
    /// the mouse direction from the player in world space (zero when unknown). Only called when the window has
    /// focus; otherwise use an empty frame.
    InputFrame sample(const DeviceState& devices, Vec2 mouseAim) const;
    /// True when any gamepad is connected.
    static bool gamepadConnected();

private:
    bool held(const DeviceState& devices, Action a) const;
    Vec2 stickAim() const;
    Vec2 keyAim(const DeviceState& devices) const;
    InputBindings bindings_;
    bool mouseAims_ = true;
};

} // namespace engine
