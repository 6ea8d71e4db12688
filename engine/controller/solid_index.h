#pragma once
// SolidIndex: the solid entities actors collide with (moving platforms, crates, doors), as AABBs in a uniform-grid
// bucket index. A query visits only the buckets its box overlaps, so a ray examines the solids along its path and
// never all of them. Bucket (i, j) covers [i·s, (i+1)·s) × [j·s, (j+1)·s) for bucket size s (tiles).
//
// Determinism: buckets live in a hash map that is only ever looked up by key (never iterated); query results are
// sorted by SolidId, so they do not depend on insertion history or hashing.
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engine/math/shapes.h"

namespace engine {

/// Handle of a solid in a SolidIndex: an index into its slot table, reused after remove().
using SolidId = std::uint32_t;

/// "No solid" (never a valid handle).
inline constexpr SolidId kNoSolid = 0xFFFFFFFFu;

/// Solid flag bits (SolidBody::flags).
using SolidFlags = std::uint8_t;
/// Top face only: blocks bodies moving down onto it from fully above (a jump-through platform).
inline constexpr SolidFlags kSolidOneWay = 1u << 0;
/// A moving platform: carries the actors riding it (informational; movement code decides what moves).
inline constexpr SolidFlags kSolidPlatform = 1u << 1;

/// One solid entity: its box in tiles, the caller's id (e.g. an ECS entity index) and flags.
struct SolidBody {
    Aabb box;
    std::uint32_t userId = 0;
    SolidFlags flags = 0;
    bool alive = false;  ///< false for a free slot
};

/// True when the solid is a one-way (top face only) solid.
inline constexpr bool isOneWay(const SolidBody& b) { return (b.flags & kSolidOneWay) != 0; }

/// Solid entity AABBs bucketed in a uniform grid of `bucketSize` tiles.
class SolidIndex {
public:
    /// An empty index with square buckets of bucketSize tiles (values <= 0 or NaN become 4).
    explicit SolidIndex(double bucketSize = 4.0);

    /// Adds a solid and returns its handle (a freed slot is reused, most recently freed first).
    SolidId add(const Aabb& box, std::uint32_t userId, SolidFlags flags = 0);
    /// Removes a solid; an invalid or already removed id is ignored.
    void remove(SolidId id);
    /// Moves/resizes a solid to `box`; re-buckets only when its bucket range changed. Invalid id: ignored.
    void setBox(SolidId id, const Aabb& box);
    /// Changes a solid's flags. Invalid id: ignored.
    void setFlags(SolidId id, SolidFlags flags);
    /// True when id names a live solid.
    bool contains(SolidId id) const { return id < bodies_.size() && bodies_[id].alive; }
    /// The solid's data. Precondition: contains(id).
    const SolidBody& body(SolidId id) const { return bodies_[id]; }
    /// Live solids.
    std::size_t size() const { return liveCount_; }
    /// Bucket edge length, tiles.
    double bucketSize() const { return bucketSize_; }

    /// Replaces `out` with the live solids whose CLOSED box overlaps the closed `box` (touching counts), each
    /// once, ascending by id. Visits only the buckets `box` overlaps; a box covering more buckets than there
    /// are solids falls back to a scan of the slot table (same answer). A NaN box finds nothing.
    void query(const Aabb& box, std::vector<SolidId>& out) const;
    /// Bodies examined by the last query (bucket entries, or slots on the scan path): for tests and profiling.
    std::size_t lastQueryExamined() const { return examined_; }

private:
    struct BucketRange {
        int x0 = 0, y0 = 0, x1 = -1, y1 = -1;  // inclusive; empty when x1 < x0
    };
    BucketRange rangeOf(const Aabb& box) const;
    void insert(SolidId id, const BucketRange& r);
    void erase(SolidId id, const BucketRange& r);
    static std::uint64_t key(int x, int y);

    double bucketSize_;
    std::vector<SolidBody> bodies_;
    std::vector<BucketRange> ranges_;
    std::vector<SolidId> free_;
    std::unordered_map<std::uint64_t, std::vector<SolidId>> buckets_;
    std::size_t liveCount_ = 0;
    mutable std::size_t examined_ = 0;
};

} // namespace engine
