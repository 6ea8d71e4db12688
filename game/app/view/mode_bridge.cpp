#include "game/app/view/mode_bridge.h"

#include <limits>

#include "game/app/view/mode_presentation.h"

namespace game {

ModeGauges readModeGauges(const World& world) {
    const ModePresentation& look = modePresentation(world.mode);
    return look.gauges != nullptr ? look.gauges(world) : ModeGauges{};
}

PlayerLook readPlayerLook(const World& world) {
    const ModePresentation& look = modePresentation(world.mode);
    if (look.playerLook != nullptr) return look.playerLook(world);
    PlayerLook none;
    none.facing = 0;
    return none;
}

double nearestLethalBeam(const World& world, engine::Vec2 p) {
    const ModePresentation& look = modePresentation(world.mode);
    return look.nearestLethalBeam != nullptr ? look.nearestLethalBeam(world, p)
                                             : std::numeric_limits<double>::infinity();
}

void collectModeLights(const World& world, std::vector<ModeLight>& out) {
    const ModePresentation& look = modePresentation(world.mode);
    if (look.lights != nullptr) look.lights(world, out);
}

} // namespace game
