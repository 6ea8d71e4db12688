#pragma once
// The waiting room: what `raycrypt --level FILE` plays while FILE has not loaded yet (broken or missing from the
// start). A closed ninja room with nothing in it: its exit is walled in and nothing can kill, so no run in it
// finishes, dies or is recorded. The hot reloader replaces it as soon as the file loads.
#include "engine/level/level.h"

namespace game {

/// The waiting room as a level.
engine::Level waitingLevel();

} // namespace game
