#pragma once
// InputFrame: everything the simulation learns from the player in one tick. The simulation sees ONLY these,
// so a recorded list of InputFrames replays a run exactly.
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/math/vec2.h"

namespace engine {

/// A logical button. Devices (keys, mouse, gamepad) are mapped to these by the platform layer.
enum class Action : std::uint8_t {
    Left = 0,
    Right,
    Up,
    Down,
    Jump,
    Fire,     ///< act once along the aim direction (a mode's rules say what fires)
    Aim,      ///< hold to aim: the direction keys point the aim instead of moving (a mode may act on it too)
    Restart,
    Count
};

/// Number of actions.
inline constexpr int kActionCount = static_cast<int>(Action::Count);

/// One tick of input: which actions are held, plus an aim direction (unit vector in world space, y down; zero = none).
struct InputFrame {
    std::uint32_t held = 0;
    Vec2 aim;

    /// True when action a is held this tick.
    bool isHeld(Action a) const { return (held >> static_cast<unsigned>(a)) & 1u; }
    /// Set or clear action a.
    void set(Action a, bool on) {
        std::uint32_t bit = std::uint32_t{1} << static_cast<unsigned>(a);
        held = on ? (held | bit) : (held & ~bit);
    }
};

/// Two inputs are equal when buttons and aim are bitwise-equal.
inline bool operator==(const InputFrame& a, const InputFrame& b) { return a.held == b.held && a.aim == b.aim; }
/// Negation of ==.
inline bool operator!=(const InputFrame& a, const InputFrame& b) { return !(a == b); }

/// This tick's frame plus the previous one, to derive edges (pressed this tick, released this tick).
struct InputState {
    InputFrame current;
    InputFrame previous;

    /// Held this tick.
    bool held(Action a) const { return current.isHeld(a); }
    /// Went down this tick (held now, not last tick).
    bool pressed(Action a) const { return current.isHeld(a) && !previous.isHeld(a); }
    /// Went up this tick (held last tick, not now).
    bool released(Action a) const { return !current.isHeld(a) && previous.isHeld(a); }
    /// Horizontal intent: −1 (left), 0, or +1 (right); both held cancel out.
    int moveX() const { return (held(Action::Right) ? 1 : 0) - (held(Action::Left) ? 1 : 0); }
    /// Vertical intent: −1 (up), 0, or +1 (down).
    int moveY() const { return (held(Action::Down) ? 1 : 0) - (held(Action::Up) ? 1 : 0); }
    /// Shift in the next tick's frame.
    void advance(const InputFrame& next) { previous = current; current = next; }
};

/// Lower-case name used in replay files ("left", "right", "up", "down", "jump", "fire", "aim", "restart").
std::string_view actionName(Action a);
/// Inverse of actionName; nullopt for an unknown name.
std::optional<Action> actionFromName(std::string_view name);

} // namespace engine
