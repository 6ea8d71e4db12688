#pragma once
// PlayScreen: one level being played (or a replay watched) in the window. A PlaySession runs the level; the screen
// turns the devices into its InputFrames and draws it: camera, particles, the player's animation, sounds, HUD,
// light map, the debug mode and the menus it opens (pause, results).
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "engine/level/level.h"
#include "game/app/screens/screen.h"
#include "game/edit/user_levels.h"
#include "game/play/play_session.h"

namespace game {

/// How to start a level: the session's setup, plus how the window shows it.
struct PlaySetup {
    SessionSetup session;  ///< the level, hot reload, playback, recording and progress key
    int catalogIndex = -1; ///< index in its mode's catalog, or −1
    /// Played from My levels: its pack, which Next level follows; Level select goes back to My levels.
    std::optional<PackPlaylist> pack;
    bool screenshot = false; ///< deterministic: fixed steps per frame, no sound, no results
    int frameTicks = 1;      ///< with screenshot: ticks of time a frame (--frame-ticks)
    bool debugSlow = false;  ///< the debug mode's 0.25× time scale
    bool flyover = false;    ///< the camera tours the level (flyoverPoint) instead of following the player
    /// A playtest from the editor: F5 or P goes back to it, and so does finishing the level (no results screen);
    /// called as the screen closes with the completed attempt, or nullopt.
    std::function<void(std::optional<Replay>)> playtest;
};

/// A level screen, or nullptr with *error set (every diagnostic line) when the level cannot be loaded. With
/// hotReload it never fails: a file broken or missing from the start plays the waiting room (waiting_level.h)
/// with the error banner until the file loads.
std::unique_ptr<Screen> makePlayScreen(Shell& shell, PlaySetup setup, std::string* error);

} // namespace game
