#pragma once
// InputMapper: keyboard, mouse and gamepad → one engine::InputFrame per tick. Bindings are data (rebindable).
// Keys and mouse buttons are read from a DeviceState (kept from the window's events, no display-server
// requests); gamepads from SFML's joystick state.
//
// One device points the aim at a time (AimSource), and it keeps the aim until another one aims:
//   - the mouse takes it when the pointer travels kMouseTakeoverPixels or a mouse button is pressed;
//   - the right stick takes it when it leaves its deadzone;
//   - the keys take it when a keyboard aim key (Shift, L) is held with a direction key.
// Firing with a key never moves the aim: with the mouse aiming, X fires at the crosshair. While the keys aim:
//   - a keyboard aim key held turns the direction keys into pointing only (8 directions; walking stops);
//   - otherwise the held direction keys both move and aim, so Fire goes the way they point (facing when none).
// Until the mouse or a stick aims, the keys do.
#include <SFML/Window.hpp>

#include <array>
#include <cstdint>
#include <vector>

#include "engine/input/input_frame.h"
#include "engine/platform/device_state.h"

namespace engine {

/// Pointer travel, window pixels (summed over both axes), that gives the aim to the mouse: a nudged desk does not.
inline constexpr int kMouseTakeoverPixels = 6;

/// The device that points the aim.
enum class AimSource : std::uint8_t {
    Keys,  ///< the held direction: keys, and the left stick or d-pad
    Mouse, ///< the pointer's direction from the player
    Stick, ///< the right stick (no aim while it rests: the facing way, or the ninja's held direction)
};

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
    /// Feed window events: the pointer's travel and mouse buttons give the aim to the mouse.
    void handleEvent(const sf::Event& e);
    /// Sample now: the bound keys and buttons held in `devices`, the gamepad's buttons and sticks. `mouseAim` is
    /// the mouse direction from the player in world space (zero when unknown: then the held direction aims). A
    /// stick out of its deadzone, or a keyboard aim key held with a direction key, takes the aim first. Only
    /// called when the window has focus; otherwise use an empty frame.
    InputFrame sample(const DeviceState& devices, Vec2 mouseAim);
    /// The device pointing the aim (the play screen shows the crosshair while it is the mouse).
    AimSource aimSource() const { return source_; }
    /// True when any gamepad is connected.
    static bool gamepadConnected();

private:
    bool held(const DeviceState& devices, Action a) const;
    bool keyHeld(const DeviceState& devices, Action a) const;
    Vec2 stickAim() const;
    void takeAim(AimSource source);
    InputBindings bindings_;
    AimSource source_ = AimSource::Keys;
    sf::Vector2i lastPointer_{};
    bool pointerSeen_ = false;
    int pointerTravel_ = 0; ///< window pixels the pointer moved since another device took the aim
};

} // namespace engine
