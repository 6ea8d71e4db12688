#pragma once
// SlowdownStack: overlapping slow-motion requests (bullet time, hit-stop, death slow-mo). Each request
// holds its own scale until released by its handle; the effective time scale is the PRODUCT of all active
// requests, clamped to [kMinTimeScale, 1]. Releasing one request never ends another — the classic bug where
// the first effect to finish snaps time back to normal while a second one is still running cannot happen.
//
//   scale() = clamp(Π scale_i, kMinTimeScale, 1)     (1 when empty; product taken in push order)
#include <cstddef>
#include <cstdint>
#include <vector>

namespace engine {

/// Smallest effective (and per-request) time scale: time never stops through slow-downs.
inline constexpr double kMinTimeScale = 0.01;

/// A set of active slow-down requests addressed by handle.
class SlowdownStack {
public:
    /// Identifies one request; 0 means "no request" and is never returned by push().
    using Handle = std::uint32_t;

    /// Starts a request of the given scale, clamped to [kMinTimeScale, 1] (NaN → 1). Returns a fresh nonzero
    /// handle, distinct from every active one and from every handle issued before (until 2^32 − 1 pushes wrap).
    Handle push(double scale);
    /// Ends request h only. Unknown, 0, already-released or cleared handles: no-op. Any release order works.
    void release(Handle h);
    /// Drops every request (level restart, death). Handles issued before stay dead: releasing them later is a no-op.
    void clear() { requests_.clear(); }
    /// Effective time scale: product of active requests clamped to [kMinTimeScale, 1]; 1 when empty.
    double scale() const;
    /// True when no request is active.
    bool empty() const { return requests_.empty(); }
    /// Number of active requests.
    std::size_t size() const { return requests_.size(); }

private:
    struct Request {
        Handle handle;
        double scale;
    };
    /// True when h belongs to an active request.
    bool active(Handle h) const;

    std::vector<Request> requests_;  // in push order
    Handle next_ = 1;
};

} // namespace engine
