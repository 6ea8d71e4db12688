#pragma once
// SegmentTree: a static bounding-volume hierarchy over a fixed set of segments (the merged shape outline), built
// once per load. Binary tree, nodes in one array, children of node i stored next to each other; leaves hold up to
// kTreeLeafSize segments. Queries: the first hit of a ray, whether a segment crosses any, the segments in a box,
// and the first contact of a swept circle. Every query takes an input struct and returns an output with `hit`.
#include <cstdint>
#include <vector>

#include "engine/geometry/sweep.h"
#include "engine/math/shapes.h"

namespace engine {

/// Most segments in one leaf of the tree.
inline constexpr int kTreeLeafSize = 4;

/// One node: its box, and either two children (left = firstChild, right = firstChild + 1) or a run of segments.
struct SegmentTreeNode {
    Aabb box;
    std::int32_t first = 0;  ///< leaf: first entry in SegmentTree::order; inner: index of the left child
    std::int32_t count = 0;  ///< leaf: number of segments (> 0); inner: 0
};

/// The tree and the segments it was built over (copied, so the tree stands alone).
struct SegmentTree {
    std::vector<Segment> segments;        ///< in the caller's order: a segment's id is its index here
    std::vector<SegmentTreeNode> nodes;   ///< nodes[0] is the root (empty when there are no segments)
    std::vector<std::int32_t> order;      ///< segment ids, grouped by leaf
    /// True when the tree holds no segment.
    bool empty() const { return segments.empty(); }
};

/// Builds the tree over segs: top-down, each node split at the median of its segments' centres along the longer
/// axis of their centres' box. O(n log n). Segments with a non-finite coordinate must not be passed.
SegmentTree buildSegmentTree(const std::vector<Segment>& segs);

/// A ray p(t) = origin + t·translation, t in [0, maxFraction], in tiles.
struct TreeRayInput {
    Vec2 origin;
    Vec2 translation;
    double maxFraction = 1.0;
};

/// The first segment along the ray. On a miss hit is false and fraction is maxFraction.
struct TreeRayOutput {
    Vec2 point;                  ///< origin + fraction·translation
    Vec2 normal;                 ///< unit normal of the segment, facing against the ray
    double fraction = 0.0;       ///< t of the hit
    std::int32_t segment = -1;   ///< id of the segment hit
    bool hit = false;
};

/// First hit: the least t over all segments of the two-sided ray–segment test (rayCastSegment: t = ((p1 − o)×e)/(d×e),
/// s = ((p1 − o)×d)/(d×e), s in [0, 1] closed). Ties (a ray through a shared vertex) go to the lower segment id.
/// Rays parallel to a segment do not hit it (its neighbours at the ends do).
TreeRayOutput rayCastTree(const SegmentTree& tree, const TreeRayInput& input);

/// The segment a query segment crosses or touches, if any.
struct TreeOverlapOutput {
    Vec2 point;                 ///< a common point
    std::int32_t segment = -1;  ///< the lowest id among the segments met
    bool hit = false;
};

/// Whether the closed segment `query` shares a point with any segment (intersectSegments; collinear overlap
/// counts). Reports the lowest segment id that does.
TreeOverlapOutput overlapSegmentTree(const SegmentTree& tree, const Segment& query);

/// Ids of the segments whose own bounding boxes meet the closed box `box` (touching counts), ascending, into out
/// (cleared first). A broadphase: the segment itself may pass beside the box.
void queryTreeBox(const SegmentTree& tree, const Aabb& box, std::vector<std::int32_t>& out);

/// The first contact of a swept circle.
struct TreeSweepOutput {
    SweepOutput sweep;          ///< as sweepCircleCapsule reports it against the segment (capsule radius 0)
    std::int32_t segment = -1;  ///< id of the segment met first (lowest id on a tie)
    bool hit = false;
};

/// The disc moving by input.translation against every segment: the least firstFraction of sweepCircleCapsule
/// with each segment as a radius-0 capsule. A disc already overlapping a segment reports fraction 0.
TreeSweepOutput sweepCircleTree(const SegmentTree& tree, const CircleSweepInput& input);

} // namespace engine
