#pragma once
// Aim by toggle: one press of Aim starts aiming, the next press ends it (the dash fires on that release), for
// players who cannot hold a button down. The live input is rewritten before it reaches the session, so the
// simulation and its replays see an ordinary held Aim.
#include "engine/input/input_frame.h"

namespace game {

/// The toggle's memory between ticks.
struct AimToggle {
    bool wasDown = false; ///< Aim was down on the device at the last tick
    bool on = false;      ///< aiming, as the simulation is told
};

/// Rewrite `frame`'s Aim from a held button into the toggled state (a press flips it).
inline void applyAimToggle(AimToggle& toggle, engine::InputFrame& frame) {
    const bool down = frame.isHeld(engine::Action::Aim);
    if (down && !toggle.wasDown) toggle.on = !toggle.on;
    toggle.wasDown = down;
    frame.set(engine::Action::Aim, toggle.on);
}

} // namespace game
