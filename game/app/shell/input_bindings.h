#pragma once
// The player's bindings: Settings (plain names, game/save) ↔ engine::InputBindings (SFML keys and buttons).
// An action the settings do not mention keeps its default binding (engine::defaultBindings()).
#include <string>
#include <vector>

#include "engine/platform/input_mapper.h"
#include "game/save/settings.h"

namespace game {

/// Default bindings with the settings' overrides applied (unknown key names are ignored; an action with no known
/// key keeps its default keys) and its deadzone.
engine::InputBindings bindingsFromSettings(const Settings& settings);

/// Bind `key` as the only key of action; if another action used it, it loses it (so one key never does two
/// things). Written into settings (all affected actions are stored explicitly).
void bindKey(Settings& settings, engine::Action action, sf::Keyboard::Key key);

/// Bind gamepad `button` as the only button of action, taking it from any other action.
void bindPadButton(Settings& settings, engine::Action action, unsigned button);

/// Forget every override (back to the default layout).
void resetBindings(Settings& settings);

/// "Space / Z / K"-style label of all an action's keys; "-" when none.
std::string keyBindingLabel(const engine::InputBindings& b, engine::Action action);

/// "A"-style label of an action's gamepad buttons (with the sticks and trigger that do it); "-" when none.
std::string padBindingLabel(const engine::InputBindings& b, engine::Action action);

/// What an action is called on the controls screen: what it does in every mode ("Aim (hold)").
const char* actionLabel(engine::Action action);

/// One row of the controls screen: an action and everything bound to it, per device.
struct ControlsRow {
    engine::Action action;  ///< the action
    std::string label;      ///< actionLabel
    std::string keys;       ///< every bound key ("Space / Z / K"), "-" for none
    std::string mouse;      ///< every bound mouse button ("RMB"), "-" for none
    std::string pad;        ///< every gamepad button, trigger and stick that does it ("A"), "-" for none
};

/// The controls screen's rows: every action, in Action order, with all its bindings.
std::vector<ControlsRow> controlsRows(const engine::InputBindings& b);

/// The label of a mouse button on the controls screen ("LMB", "RMB", "MMB", "Mouse 4").
std::string mouseButtonLabel(sf::Mouse::Button button);

} // namespace game
