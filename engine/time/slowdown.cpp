#include "engine/time/slowdown.h"

#include <algorithm>
#include <cmath>

namespace engine {

SlowdownStack::Handle SlowdownStack::push(double scale) {
    double s = std::isnan(scale) ? 1.0 : std::clamp(scale, kMinTimeScale, 1.0);
    // Skip 0 and, after a wrap, any handle still in use.
    while (next_ == 0 || active(next_)) ++next_;
    Handle h = next_++;
    requests_.push_back({h, s});
    return h;
}

void SlowdownStack::release(Handle h) {
    auto it = std::find_if(requests_.begin(), requests_.end(), [h](const Request& r) { return r.handle == h; });
    if (it != requests_.end()) requests_.erase(it);
}

double SlowdownStack::scale() const {
    double product = 1.0;
    for (const Request& r : requests_) product *= r.scale;
    return std::clamp(product, kMinTimeScale, 1.0);
}

bool SlowdownStack::active(Handle h) const {
    return std::any_of(requests_.begin(), requests_.end(), [h](const Request& r) { return r.handle == h; });
}

} // namespace engine
