#pragma once
// A synthetic stretch of mouse play, for the replay cost figures (raycrypt-bench's record_ns_per_tick and
// replay_10min_bytes) and the unit test that holds a 10-minute stream under 64 KB. The input model:
//   * buttons: walking left, right or not at all in stretches of 0.25-2.5 s; jump taps of 0.05-0.3 s about
//     every 1.5 s; up or down now and then; aim held in bouts of 0.2-1.5 s and fire tapped in bursts, so that
//     aim or fire is held on about 40 % of the ticks;
//   * the hand: the pointer (in the 480×270 logical screen, at the 1440-pixel window's third of a logical pixel)
//     never rests: it drifts at up to 40 px/s, and every 0.2-1.2 s it moves to a new point anywhere on the screen
//     along a minimum-jerk path of 0.08-0.5 s (flicks to slow sweeps);
//   * the player walks at 7 tiles/s and jumps in arcs; the camera follows it with a lag;
//   * the aim is the direction from the player to the pointer's point in the world, every tick, quantised as the
//     play loop quantises it (game::quantiseFrame).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "engine/input/input_frame.h"
#include "game/replay/input_stream.h"

namespace synthetic {

/// A small deterministic generator (splitmix64).
struct Random {
    std::uint64_t state;
    /// The next 64 random bits.
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    /// Uniform in [lo, hi).
    double uniform(double lo, double hi) { return lo + (hi - lo) * static_cast<double>(next() >> 11) * 0x1.0p-53; }
    /// Whole ticks for a duration drawn uniformly from [lo, hi) seconds at 120 Hz.
    int ticks(double lo, double hi) { return std::max(1, static_cast<int>(uniform(lo, hi) * 120.0)); }
};

/// `ticks` ticks of synthetic mouse play (see the header comment), the same for the same seed; `quantised` false
/// gives the device aims (unit vectors) the play loop would quantise.
inline std::vector<engine::InputFrame> mousePlay(std::uint64_t ticks, std::uint64_t seed = 1, bool quantised = true) {
    using engine::Action;
    constexpr double kDt = 1.0 / 120.0, kTile = 16.0, kWidth = 480.0, kHeight = 270.0;
    Random rng{seed};
    std::vector<engine::InputFrame> out;
    out.reserve(static_cast<std::size_t>(ticks));
    int walkLeft = 0, walk = 0, jumpLeft = 0, jumpWait = 180, aimLeft = 0, aimWait = 120, fireLeft = 0, vertLeft = 0;
    int vert = 0, moveLeft = 0, moveLength = 1, restLeft = 60;
    double px = 240.0, py = 135.0, fromX = px, fromY = py, toX = px, toY = py, driftX = 0.0, driftY = 0.0;
    double playerX = 15.0, playerY = 8.0, vy = 0.0, camX = playerX * kTile - 240.0, camY = playerY * kTile - 135.0;
    for (std::uint64_t t = 0; t < ticks; ++t) {
        engine::InputFrame f;
        // Buttons.
        if (walkLeft-- <= 0) walk = static_cast<int>(rng.next() % 3) - 1, walkLeft = rng.ticks(0.25, 2.5);
        if (jumpLeft > 0) --jumpLeft;
        else if (jumpWait-- <= 0) jumpLeft = rng.ticks(0.05, 0.3), jumpWait = rng.ticks(0.5, 2.5), vy = -12.0;
        if (vertLeft > 0) --vertLeft;
        else if (rng.next() % 600 == 0) vert = (rng.next() & 1) ? 1 : -1, vertLeft = rng.ticks(0.2, 1.0);
        if (aimLeft > 0) --aimLeft;
        else if (aimWait-- <= 0) aimLeft = rng.ticks(0.2, 1.5), aimWait = rng.ticks(0.3, 2.0);
        if (fireLeft > 0) --fireLeft;
        else if (aimLeft == 0 && rng.next() % 90 == 0) fireLeft = rng.ticks(0.05, 0.6);
        f.set(walk < 0 ? Action::Left : Action::Right, walk != 0);
        f.set(Action::Jump, jumpLeft > 0);
        f.set(vert < 0 ? Action::Up : Action::Down, vertLeft > 0);
        f.set(Action::Aim, aimLeft > 0);
        f.set(Action::Fire, fireLeft > 0 && (fireLeft / 12) % 2 == 0);
        // The player and the camera.
        playerX += walk * 7.0 * kDt;
        vy = std::min(vy + 40.0 * kDt, 20.0);
        playerY = std::min(playerY + vy * kDt, 8.0);
        camX += (playerX * kTile - 240.0 - camX) * 0.08;
        camY += (playerY * kTile - 135.0 - camY) * 0.08;
        // The hand: a drift, and now and then a move to a new point.
        if (moveLeft > 0) {
            const double s = 1.0 - static_cast<double>(--moveLeft) / moveLength;
            const double e = s * s * s * (10.0 + s * (-15.0 + 6.0 * s)); // minimum jerk
            px = fromX + (toX - fromX) * e, py = fromY + (toY - fromY) * e;
        } else if (restLeft-- <= 0) {
            fromX = px, fromY = py, toX = rng.uniform(8.0, kWidth - 8.0), toY = rng.uniform(8.0, kHeight - 8.0);
            moveLength = moveLeft = rng.ticks(0.08, 0.5), restLeft = rng.ticks(0.2, 1.2);
            driftX = rng.uniform(-40.0, 40.0), driftY = rng.uniform(-40.0, 40.0);
        } else {
            px = std::clamp(px + driftX * kDt, 0.0, kWidth - 1.0), py = std::clamp(py + driftY * kDt, 0.0, kHeight - 1.0);
        }
        const double pointerX = std::round(px * 3.0) / 3.0, pointerY = std::round(py * 3.0) / 3.0;
        f.aim = engine::normalize(engine::Vec2{(camX + pointerX) / kTile - playerX, (camY + pointerY) / kTile - playerY});
        out.push_back(quantised ? game::quantiseFrame(f) : f);
    }
    return out;
}

} // namespace synthetic
