#include "game/app/fx/flash_limit.h"

#include <algorithm>
#include <cmath>

namespace game {

namespace {

/// The views' flash reduction flag (set once per frame by the app).
bool gReduced = false;

} // namespace

void kickScreenFlash(ScreenFlash& flash, double strength, bool reduce) {
    strength = std::clamp(strength, 0.0, 1.0);
    if (!reduce) {
        flash.level = std::max(flash.level, strength);
        flash.target = flash.level;
        return;
    }
    flash.target = std::max(flash.target, std::min(strength, kReducedPeak));
}

void stepScreenFlash(ScreenFlash& flash, double dt, bool reduce) {
    dt = std::max(0.0, dt);
    if (!reduce) {
        flash.level = std::max(0.0, flash.level - dt * kFlashFadePerSecond);
        flash.target = flash.level;
        return;
    }
    flash.target = std::min(flash.target, kReducedPeak);
    const double step = dt * kReducedSlewPerSecond;
    flash.level = std::clamp(flash.target, flash.level - step, flash.level + step);
    if (flash.level >= flash.target) flash.target = std::max(0.0, flash.target - dt * kFlashFadePerSecond);
}

double screenFlashOpacity(const ScreenFlash& flash) {
    return std::clamp(flash.level, 0.0, 1.0) * kFlashOverlayOpacity;
}

bool blinkOn(double seconds, double hz, double onShare, bool reduce) {
    if (reduce) hz = std::min(hz, kReducedBlinkHz);
    if (hz <= 0.0) return true;
    const double phase = seconds * hz - std::floor(seconds * hz);
    return phase < onShare;
}

double shimmerSwing(double swing, bool reduce) { return 1.0 + (reduce ? swing * kReducedShimmer : swing); }

bool drawLocalFlashes(bool reduce) { return !reduce; }

int maxFlashesInAnySecond(const std::vector<double>& luminance, double sampleHz) {
    if (luminance.empty() || sampleHz <= 0.0) return 0;
    // Turning points with kFlashStep of hysteresis: a change counts once the trace has moved kFlashStep back from
    // its last extreme, and only when the darker side is below kFlashDarkBelow.
    std::vector<std::size_t> changes; // sample index of each counted change
    int direction = 0;                // +1 rising, −1 falling, 0 not yet known
    double low = luminance[0], high = luminance[0], extreme = luminance[0];
    for (std::size_t i = 1; i < luminance.size(); ++i) {
        const double v = luminance[i];
        if (direction == 0) {
            low = std::min(low, v);
            high = std::max(high, v);
            if (v - low >= kFlashStep) {
                if (low < kFlashDarkBelow) changes.push_back(i);
                direction = 1;
                extreme = v;
            } else if (high - v >= kFlashStep) {
                if (v < kFlashDarkBelow) changes.push_back(i);
                direction = -1;
                extreme = v;
            }
        } else if (direction > 0) {
            extreme = std::max(extreme, v);
            if (extreme - v >= kFlashStep) {
                if (v < kFlashDarkBelow) changes.push_back(i);
                direction = -1;
                extreme = v;
            }
        } else {
            extreme = std::min(extreme, v);
            if (v - extreme >= kFlashStep) {
                if (extreme < kFlashDarkBelow) changes.push_back(i);
                direction = 1;
                extreme = v;
            }
        }
    }
    // Any one second: the changes inside each window of sampleHz samples starting at a change, two to a flash.
    const double window = sampleHz;
    std::size_t best = 0, end = 0;
    for (std::size_t begin = 0; begin < changes.size(); ++begin) {
        end = std::max(end, begin);
        while (end < changes.size() && static_cast<double>(changes[end] - changes[begin]) < window) ++end;
        best = std::max(best, end - begin);
    }
    return static_cast<int>(best / 2);
}

bool flashesReduced() { return gReduced; }

void setFlashesReduced(bool reduce) { gReduced = reduce; }

} // namespace game
