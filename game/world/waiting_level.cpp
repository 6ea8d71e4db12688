#include "game/world/waiting_level.h"

#include "engine/level/level_loader.h"
#include "game/world/level_schema.h"

namespace game {

namespace {

/// One screen (30 × 17 cells); the exit at the bottom right is walled in on every side.
constexpr const char* kWaitingRoom = R"({
  "format": 1, "name": "Waiting for the level to load", "mode": "ninja", "author": "Raycrypt",
  "tiles": [
    "##############################",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#............................#",
    "#...........................##",
    "#@.........................#E#",
    "##############################"
  ]
})";

} // namespace

engine::Level waitingLevel() {
    return std::move(*engine::loadLevelText(kWaitingRoom, "<waiting room>", levelSchema()).level);
}

} // namespace game
