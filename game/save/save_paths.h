#pragma once
// Where Raycrypt keeps its files, by the XDG base directory rules:
//   settings  $XDG_CONFIG_HOME/raycrypt/settings.json   (fallback ~/.config/raycrypt/settings.json)
//   progress  $XDG_DATA_HOME/raycrypt/progress.json     (fallback ~/.local/share/raycrypt/progress.json)
//   records   $XDG_DATA_HOME/raycrypt/records/          (the fastest runs, as replays: game/play/records.h)
// An XDG variable that is unset, empty or relative is ignored (the spec says so). With neither it nor $HOME
// the path is "" and the game runs without saving.
#include <functional>
#include <string>

namespace game {

/// Reads an environment variable: its value, or nullptr when unset (std::getenv by default; tests pass a
/// table).
using EnvLookup = std::function<const char*(const char*)>;

/// The process environment (std::getenv).
EnvLookup processEnvironment();

/// "$XDG_CONFIG_HOME/raycrypt" or "$HOME/.config/raycrypt"; "" when neither can be used.
std::string configDirectory(const EnvLookup& env = processEnvironment());

/// "$XDG_DATA_HOME/raycrypt" or "$HOME/.local/share/raycrypt"; "" when neither can be used.
std::string dataDirectory(const EnvLookup& env = processEnvironment());

/// configDirectory() + "/settings.json", or "".
std::string settingsPath(const EnvLookup& env = processEnvironment());

/// dataDirectory() + "/progress.json", or "".
std::string progressPath(const EnvLookup& env = processEnvironment());

/// dataDirectory() + "/records", or "".
std::string recordsDirectory(const EnvLookup& env = processEnvironment());

} // namespace game
