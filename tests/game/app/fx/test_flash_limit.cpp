#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

#include "game/app/fx/flash_limit.h"

using namespace game;

namespace {

/// Frames per second of the traces (a 120 Hz display: twice the usual 60, so no flash falls between samples).
constexpr double kFrameHz = 120.0;
/// Relative luminance of a dark room, and of a lit flash or blink spot.
constexpr double kDark = 0.05, kLit = 0.9;

/// A square wave between kDark and kLit at hz for seconds.
std::vector<double> squareWave(double hz, double seconds, double low = kDark, double high = kLit) {
    std::vector<double> out;
    for (int i = 0; i < static_cast<int>(seconds * kFrameHz); ++i)
        out.push_back(blinkOn(i / kFrameHz, hz, 0.5, false) ? high : low);
    return out;
}

/// The worst case the game can make: a shot every tick, a death every 0.25 s and a finish every 0.5 s over a
/// dark room, for seconds. Returns the screen's relative luminance per frame.
std::vector<double> worstScreen(bool reduce, double seconds) {
    ScreenFlash flash;
    std::vector<double> out;
    for (int i = 0; i < static_cast<int>(seconds * kFrameHz); ++i) {
        kickScreenFlash(flash, 0.08, reduce); // a shot
        if (i % static_cast<int>(kFrameHz / 4) == 0) kickScreenFlash(flash, 0.45, reduce); // a death
        if (i % static_cast<int>(kFrameHz / 2) == 0) kickScreenFlash(flash, 0.3, reduce);  // a finish
        stepScreenFlash(flash, 1.0 / kFrameHz, reduce);
        const double a = screenFlashOpacity(flash);
        out.push_back(kDark * (1.0 - a) + a);
    }
    return out;
}

/// A blinking spot at hz (lit for onShare of each period) over a dark room.
std::vector<double> blinkingSpot(double hz, double onShare, bool reduce, double seconds) {
    std::vector<double> out;
    for (int i = 0; i < static_cast<int>(seconds * kFrameHz); ++i)
        out.push_back(blinkOn(i / kFrameHz, hz, onShare, reduce) ? kLit : kDark);
    return out;
}

/// The muzzle spot with the gun fired at its fastest (every 0.1 s, lit for 0.06 s after each shot) when local
/// flashes are drawn.
std::vector<double> muzzleSpot(bool reduce, double seconds) {
    std::vector<double> out;
    for (int i = 0; i < static_cast<int>(seconds * kFrameHz); ++i) {
        const double sinceShot = std::fmod(i / kFrameHz, 0.1);
        out.push_back(drawLocalFlashes(reduce) && sinceShot < 0.06 ? kLit : kDark);
    }
    return out;
}

/// A lethal beam's halo shimmering as the ninja view draws it (0.85 ± 0.15 at 0.9 rad a tick of 120 Hz).
std::vector<double> beamHalo(bool reduce, double seconds) {
    std::vector<double> out;
    for (int i = 0; i < static_cast<int>(seconds * kFrameHz); ++i)
        out.push_back(0.6 * 0.85 * shimmerSwing(0.15 / 0.85 * std::sin(i * 0.9), reduce));
    return out;
}

} // namespace

TEST_CASE("The flash count finds one flash per period of a square wave between dark and lit", "[flash]") {
    CHECK(maxFlashesInAnySecond(squareWave(5.0, 3.0), kFrameHz) == 5);
    CHECK(maxFlashesInAnySecond(squareWave(2.0, 3.0), kFrameHz) == 2);
    CHECK(maxFlashesInAnySecond(squareWave(10.0, 3.0), kFrameHz) == 10);
}

TEST_CASE("The flash count ignores changes under 10 percent and changes between bright states", "[flash]") {
    CHECK(maxFlashesInAnySecond(squareWave(10.0, 3.0, 0.2, 0.28), kFrameHz) == 0);
    CHECK(maxFlashesInAnySecond(squareWave(10.0, 3.0, 0.85, 1.0), kFrameHz) == 0);
    CHECK(maxFlashesInAnySecond(std::vector<double>(360, 0.5), kFrameHz) == 0);
}

TEST_CASE("Without flash reduction the worst case flashes the whole screen more than 3 times a second", "[flash]") {
    CHECK(maxFlashesInAnySecond(worstScreen(false, 5.0), kFrameHz) > kMaxFlashesPerSecond);
}

TEST_CASE("With flash reduction the worst case flashes the whole screen at most 3 times a second", "[flash]") {
    const std::vector<double> screen = worstScreen(true, 5.0);
    CHECK(maxFlashesInAnySecond(screen, kFrameHz) <= kMaxFlashesPerSecond);
    // Softened, not gone: the screen still brightens a little, and never by a full 10 % step.
    double highest = 0.0;
    for (double v : screen) highest = std::max(highest, v);
    CHECK(highest > kDark);
    CHECK(highest - kDark < kFlashStep);
}

TEST_CASE("Without flash reduction warning flickers, threat glyphs and the muzzle flash flash more than 3 times a second",
          "[flash]") {
    CHECK(maxFlashesInAnySecond(blinkingSpot(10.0, 0.5, false, 3.0), kFrameHz) > kMaxFlashesPerSecond); // warning
    CHECK(maxFlashesInAnySecond(blinkingSpot(20.0, 0.5, false, 3.0), kFrameHz) > kMaxFlashesPerSecond); // telegraph
    CHECK(maxFlashesInAnySecond(blinkingSpot(14.0, 0.6, false, 3.0), kFrameHz) > kMaxFlashesPerSecond); // glyph
    CHECK(maxFlashesInAnySecond(muzzleSpot(false, 3.0), kFrameHz) > kMaxFlashesPerSecond);
}

TEST_CASE("With flash reduction warning flickers, threat glyphs and the muzzle flash flash at most 3 times a second",
          "[flash]") {
    for (double hz : {6.0, 10.0, 14.0, 20.0, 60.0}) {
        INFO(hz << " Hz");
        CHECK(maxFlashesInAnySecond(blinkingSpot(hz, 0.5, true, 3.0), kFrameHz) <= kMaxFlashesPerSecond);
        CHECK(maxFlashesInAnySecond(blinkingSpot(hz, 0.6, true, 3.0), kFrameHz) <= kMaxFlashesPerSecond);
    }
    CHECK(maxFlashesInAnySecond(muzzleSpot(true, 3.0), kFrameHz) == 0);
}

TEST_CASE("With flash reduction a blinking tell still blinks", "[flash]") {
    const std::vector<double> spot = blinkingSpot(14.0, 0.6, true, 3.0);
    CHECK(maxFlashesInAnySecond(spot, kFrameHz) >= 1);
}

TEST_CASE("With flash reduction a lethal beam's halo shimmers less", "[flash]") {
    auto swing = [](const std::vector<double>& v) {
        return *std::max_element(v.begin(), v.end()) - *std::min_element(v.begin(), v.end());
    };
    const double full = swing(beamHalo(false, 1.0)), reduced = swing(beamHalo(true, 1.0));
    CHECK(reduced < full * 0.5);
    CHECK(maxFlashesInAnySecond(beamHalo(true, 3.0), kFrameHz) == 0);
}

TEST_CASE("A death flash with flash reduction rises and fades gradually", "[flash]") {
    ScreenFlash flash;
    kickScreenFlash(flash, 0.45, true);
    stepScreenFlash(flash, 1.0 / kFrameHz, true);
    CHECK(flash.level > 0.0);
    CHECK(flash.level <= kReducedSlewPerSecond / kFrameHz + 1e-12);
    for (int i = 0; i < static_cast<int>(kFrameHz); ++i) stepScreenFlash(flash, 1.0 / kFrameHz, true);
    CHECK(flash.level <= kReducedPeak);
    for (int i = 0; i < static_cast<int>(kFrameHz); ++i) stepScreenFlash(flash, 1.0 / kFrameHz, true);
    CHECK(flash.level == 0.0);
}
