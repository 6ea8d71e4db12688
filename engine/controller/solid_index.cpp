#include "engine/controller/solid_index.h"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

/// Buckets are clamped to this many either side of the origin (±2^28 buckets), so huge boxes stay finite ints.
constexpr double kBucketLimit = 268435456.0;

/// Bucket coordinate of world coordinate v: floor(v / size), clamped to ±kBucketLimit.
int bucketCoord(double v, double size) {
    double b = std::floor(v / size);
    return static_cast<int>(std::clamp(b, -kBucketLimit, kBucketLimit));
}

/// Closed-box overlap: touching edges count.
bool boxesTouch(const Aabb& a, const Aabb& b) {
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

} // namespace

SolidIndex::SolidIndex(double bucketSize) : bucketSize_(bucketSize > 0.0 ? bucketSize : 4.0) {}

std::uint64_t SolidIndex::key(int x, int y) {
    // Both coordinates as their 32-bit two's-complement patterns (no shift of a negative value).
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) | static_cast<std::uint32_t>(y);
}

SolidIndex::BucketRange SolidIndex::rangeOf(const Aabb& box) const {
    if (!(box.min.x <= box.max.x && box.min.y <= box.max.y)) return {};  // invalid or NaN: no buckets
    return {bucketCoord(box.min.x, bucketSize_), bucketCoord(box.min.y, bucketSize_),
            bucketCoord(box.max.x, bucketSize_), bucketCoord(box.max.y, bucketSize_)};
}

void SolidIndex::insert(SolidId id, const BucketRange& r) {
    for (int y = r.y0; y <= r.y1; ++y)
        for (int x = r.x0; x <= r.x1; ++x) buckets_[key(x, y)].push_back(id);
}

void SolidIndex::erase(SolidId id, const BucketRange& r) {
    for (int y = r.y0; y <= r.y1; ++y) {
        for (int x = r.x0; x <= r.x1; ++x) {
            auto it = buckets_.find(key(x, y));
            if (it == buckets_.end()) continue;
            std::vector<SolidId>& ids = it->second;
            ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
            if (ids.empty()) buckets_.erase(it);
        }
    }
}

SolidId SolidIndex::add(const Aabb& box, std::uint32_t userId, SolidFlags flags) {
    SolidId id;
    if (!free_.empty()) {
        id = free_.back();
        free_.pop_back();
    } else {
        id = static_cast<SolidId>(bodies_.size());
        bodies_.emplace_back();
        ranges_.emplace_back();
    }
    bodies_[id] = {box, userId, flags, true};
    ranges_[id] = rangeOf(box);
    insert(id, ranges_[id]);
    ++liveCount_;
    return id;
}

void SolidIndex::remove(SolidId id) {
    if (!contains(id)) return;
    erase(id, ranges_[id]);
    bodies_[id].alive = false;
    ranges_[id] = {};
    free_.push_back(id);
    --liveCount_;
}

void SolidIndex::setBox(SolidId id, const Aabb& box) {
    if (!contains(id)) return;
    bodies_[id].box = box;
    BucketRange r = rangeOf(box);
    const BucketRange& old = ranges_[id];
    if (r.x0 == old.x0 && r.y0 == old.y0 && r.x1 == old.x1 && r.y1 == old.y1) return;
    erase(id, old);
    ranges_[id] = r;
    insert(id, r);
}

void SolidIndex::setFlags(SolidId id, SolidFlags flags) {
    if (contains(id)) bodies_[id].flags = flags;
}

void SolidIndex::query(const Aabb& box, std::vector<SolidId>& out) const {
    out.clear();
    examined_ = 0;
    BucketRange r = rangeOf(box);
    if (r.x1 < r.x0 || r.y1 < r.y0) return;
    double buckets = (static_cast<double>(r.x1) - r.x0 + 1.0) * (static_cast<double>(r.y1) - r.y0 + 1.0);
    if (buckets > static_cast<double>(bodies_.size())) {
        // Scan path: cheaper than visiting more (mostly empty) buckets than there are slots.
        for (SolidId id = 0; id < bodies_.size(); ++id) {
            ++examined_;
            if (bodies_[id].alive && boxesTouch(bodies_[id].box, box)) out.push_back(id);
        }
        return;
    }
    for (int y = r.y0; y <= r.y1; ++y) {
        for (int x = r.x0; x <= r.x1; ++x) {
            auto it = buckets_.find(key(x, y));
            if (it == buckets_.end()) continue;
            for (SolidId id : it->second) {
                ++examined_;
                if (boxesTouch(bodies_[id].box, box)) out.push_back(id);
            }
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

} // namespace engine
