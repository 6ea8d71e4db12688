#pragma once
// PlayScreen: one level being played (or a replay watched). It owns the World and drives it only through the
// World API (loadWorld, stepWorld; restarts are InputFrame Restart or a fresh loadWorld), plus everything
// presentational about it: camera, particles, the player's animation, sounds, HUD, light map.
#include <memory>
#include <optional>
#include <string>

#include "engine/level/level.h"
#include "game/app/screens/screen.h"
#include "game/replay/replay.h"

namespace game {

/// How to start a level.
struct PlaySetup {
    std::string path;                   ///< level file ("" when `level` is given)
    std::optional<engine::Level> level; ///< an already loaded level (the built-in room)
    bool hotReload = false;             ///< watch the file and reload it on save
    std::string progressKey;            ///< progress key ("" : not part of the campaign, nothing recorded)
    int catalogIndex = -1;              ///< index in its mode's catalog, or −1
    std::optional<Replay> replay;       ///< watch this replay instead of reading input
    std::optional<std::string> record;  ///< save the attempt that completes the level here
    bool screenshot = false;            ///< deterministic: one fixed step per frame, no sound, no results
    bool debugSlow = false;             ///< the debug mode's 0.25× time scale
    bool flyover = false;               ///< the camera tours the level (flyoverPoint) instead of following the player
};

/// A level screen, or nullptr with *error set (every diagnostic line) when the level cannot be loaded. With
/// hotReload it never fails: a file broken or missing from the start plays the waiting room (waiting_level.h)
/// with the error banner until the file loads.
std::unique_ptr<Screen> makePlayScreen(Shell& shell, PlaySetup setup, std::string* error);

} // namespace game
