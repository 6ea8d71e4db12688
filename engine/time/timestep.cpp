#include "engine/time/timestep.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace engine {

namespace {

/// Frame time clamped to [0, kMaxFrameSeconds]; NaN → 0.
double sanitizeFrame(double s) {
    if (!(s > 0.0)) return 0.0;
    return std::min(s, kMaxFrameSeconds);
}

/// Time scale clamped to [0, max finite]; NaN → 1.
double sanitizeScale(double k) {
    if (std::isnan(k)) return 1.0;
    if (k < 0.0) return 0.0;
    return std::min(k, std::numeric_limits<double>::max());
}

} // namespace

int FixedTimestep::advance(double frameSeconds, double timeScale) {
    if (paused_) {
        std::int64_t n = std::min<std::int64_t>(pendingSteps_, kMaxStepsPerFrame);
        pendingSteps_ -= n;
        ticks_ += static_cast<std::uint64_t>(n);
        return static_cast<int>(n);
    }
    accumulator_ += sanitizeFrame(frameSeconds) * sanitizeScale(timeScale);
    int n = 0;
    while (accumulator_ >= kTickSeconds && n < kMaxStepsPerFrame) {
        accumulator_ -= kTickSeconds;
        ++n;
    }
    // Cap hit: drop the whole ticks still owed, keep the fraction.
    if (accumulator_ >= kTickSeconds) accumulator_ = std::fmod(accumulator_, kTickSeconds);
    ticks_ += static_cast<std::uint64_t>(n);
    return n;
}

double FixedTimestep::alpha() const {
    // accumulator_ < kTickSeconds already; the min guards the [0,1) contract against any rounding.
    return std::min(accumulator_ / kTickSeconds, std::nextafter(1.0, 0.0));
}

void FixedTimestep::setPaused(bool paused) {
    paused_ = paused;
    if (!paused_) pendingSteps_ = 0;
}

void FixedTimestep::step(int n) {
    if (!paused_ || n <= 0) return;
    pendingSteps_ += n;  // int64: cannot overflow from int additions in practice
}

void FixedTimestep::reset() {
    accumulator_ = 0.0;
    pendingSteps_ = 0;
}

} // namespace engine
