#pragma once
// UiInput: keyboard, mouse and gamepad events → menu commands, so every screen works with any one of them.
//   keyboard  arrows/WASD move, Enter/Space/Z confirm, Escape/Backspace back
//   mouse     hovering focuses, left click activates, right click goes back, the wheel adjusts
//   gamepad   left stick/d-pad move (auto-repeat while held), A confirm, B/Back go back, Start
//   confirms/pauses
#include <SFML/Window/Event.hpp>

#include <optional>
#include <vector>

namespace game {

/// A menu direction or button.
enum class UiKey { None, Up, Down, Left, Right, Confirm, Back, Pause };

/// Which device a command came from.
enum class UiSource { Keyboard, Mouse, Gamepad };

/// One menu command.
struct UiCommand {
    UiKey key = UiKey::None;              ///< None for pure pointer commands
    UiSource source = UiSource::Keyboard; ///< which device
    bool pointerMoved = false;            ///< mouse: the pointer moved to `pointer`
    bool click = false;                   ///< mouse: left button pressed at `pointer`
    int wheel = 0;                        ///< mouse: wheel notches (+ up)
    sf::Vector2f pointer;                 ///< logical pixels (mouse commands)
};

/// Turns window events into UiCommands; holds the gamepad auto-repeat state.
class UiInput {
  public:
    /// The command for event e (nullopt when it means nothing to menus). windowSize maps the mouse through
    /// the letterbox into logical pixels.
    std::optional<UiCommand> translate(const sf::Event& e, sf::Vector2u windowSize);
    /// Commands repeated because a stick or d-pad direction is held, after dt seconds (the frame time; the frame
    /// in which a direction was pushed does not count towards its repeat delay: that time went by before it).
    std::vector<UiCommand> update(float dt);
    /// Forget held directions (when the screen changes).
    void reset();

  private:
    std::optional<UiCommand> stick(unsigned axis, float position);
    UiKey heldX_ = UiKey::None;
    UiKey heldY_ = UiKey::None;
    float repeatX_ = 0.0f;
    float repeatY_ = 0.0f;
    bool freshX_ = false; // pushed since the last update()
    bool freshY_ = false;
};

} // namespace game
