#pragma once
// The player's bindings: Settings (plain names, game/save) ↔ engine::InputBindings (SFML keys and buttons).
// An action the settings do not mention keeps its default binding (engine::defaultBindings()).
#include <string>

#include "engine/platform/input_mapper.h"
#include "game/save/settings.h"

namespace game {

/// Default bindings with the settings' overrides applied (unknown key names are ignored) and its deadzone.
engine::InputBindings bindingsFromSettings(const Settings& settings);

/// Bind `key` as the only key of action; if another action used it, it loses it (so one key never does two
/// things). Written into settings (all affected actions are stored explicitly).
void bindKey(Settings& settings, engine::Action action, sf::Keyboard::Key key);

/// Bind gamepad `button` as the only button of action, taking it from any other action.
void bindPadButton(Settings& settings, engine::Action action, unsigned button);

/// Forget every override (back to the default layout).
void resetBindings(Settings& settings);

/// "Space / Z / K"-style label of an action's keys (and mouse buttons), at most three; "-" when none.
std::string keyBindingLabel(const engine::InputBindings& b, engine::Action action);

/// "A"-style label of an action's gamepad buttons; "-" when none.
std::string padBindingLabel(const engine::InputBindings& b, engine::Action action);

} // namespace game
