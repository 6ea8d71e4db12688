#pragma once
// The watch screen: a finished visit's successful attempt played back as recorded footage, or all of its attempts
// at once (see watch_screen.cpp).
#include <memory>
#include <vector>

#include "engine/level/level.h"
#include "game/app/screens/screen.h"
#include "game/play/play_session.h"

namespace game {

/// What to watch.
struct WatchSetup {
    engine::Level level;                 ///< the level as it was played
    std::vector<AttemptRecord> attempts; ///< the visit's attempts (the completed one among them)
    bool all = false;                    ///< every attempt at once, instead of the successful one alone
};

/// The watch screen over `setup` (Esc, B or LEAVE goes back to the screen below).
std::unique_ptr<Screen> makeWatchScreen(Shell& shell, WatchSetup setup);

} // namespace game
