#pragma once
// Drift: a minimal mode that exists only in the tests, to show that a mode is one folder plus one registration
// line. Its one entity type, the drifter, moves right at its speed every tick; the player is the shared one
// and walks as usual. It has no presentation: it is never played in a window.
#include "game/world/mode_rules.h"

namespace drift {

/// A drifter: how fast it moves right, tiles/s.
struct Drifter {
    double speed = 1.0;
};

/// The drift mode's rules table.
game::ModeRules driftRules();

} // namespace drift
