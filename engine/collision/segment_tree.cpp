#include "engine/collision/segment_tree.h"

#include <algorithm>
#include <cmath>

#include "engine/geometry/ray_cast.h"
#include "engine/geometry/segment.h"
#include "engine/geometry/tolerance.h"

namespace engine {
namespace {

bool boxesMeet(const Aabb& a, const Aabb& b) {
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

// One segment while the tree is built: its centre and its id, kept together so the partitions move them in one
// small array.
struct BuildItem {
    Vec2 centre;
    std::int32_t id;
};

// Builds the subtree over items[first, first + count) into node `index`; the leaves' ids go to tree.order. A
// leaf's box is its segments' box, an inner node's the union of its children's.
void buildNode(SegmentTree& tree, std::vector<BuildItem>& items, std::int32_t index, std::int32_t first,
               std::int32_t count) {
    if (count <= kTreeLeafSize) {
        Aabb box = boundsOf(tree.segments[items[first].id]);
        for (std::int32_t i = first; i < first + count; ++i) {
            tree.order[i] = items[i].id;
            box = unionOf(box, boundsOf(tree.segments[items[i].id]));
        }
        tree.nodes[index] = {box, first, count};
        return;
    }
    Aabb cbox{items[first].centre, items[first].centre};
    for (std::int32_t i = first + 1; i < first + count; ++i) cbox = unionOf(cbox, Aabb{items[i].centre, items[i].centre});
    std::int32_t half = count / 2;
    auto begin = items.begin() + first;
    if (cbox.max.x - cbox.min.x >= cbox.max.y - cbox.min.y) {
        std::nth_element(begin, begin + half, begin + count, [](const BuildItem& a, const BuildItem& b) {
            return a.centre.x < b.centre.x || (a.centre.x == b.centre.x && a.id < b.id);
        });
    } else {
        std::nth_element(begin, begin + half, begin + count, [](const BuildItem& a, const BuildItem& b) {
            return a.centre.y < b.centre.y || (a.centre.y == b.centre.y && a.id < b.id);
        });
    }
    auto child = static_cast<std::int32_t>(tree.nodes.size());
    tree.nodes.resize(tree.nodes.size() + 2);
    buildNode(tree, items, child, first, half);
    buildNode(tree, items, child + 1, first + half, count - half);
    tree.nodes[index] = {unionOf(tree.nodes[child].box, tree.nodes[child + 1].box), child, 0};
}

// Entry t of the ray into the closed box, clipped to [0, tMax]; returns false when it misses. inv = 1/d per axis
// (inf for a zero component, whose slab is then all or nothing by the origin alone).
bool rayEntersBox(const Aabb& b, Vec2 o, Vec2 d, Vec2 inv, double tMax, double& tEnter) {
    double t0 = 0.0, t1 = tMax;
    if (d.x == 0.0) {
        if (o.x < b.min.x || o.x > b.max.x) return false;
    } else {
        double a = (b.min.x - o.x) * inv.x, c = (b.max.x - o.x) * inv.x;
        if (a > c) std::swap(a, c);
        t0 = std::max(t0, a), t1 = std::min(t1, c);
    }
    if (d.y == 0.0) {
        if (o.y < b.min.y || o.y > b.max.y) return false;
    } else {
        double a = (b.min.y - o.y) * inv.y, c = (b.max.y - o.y) * inv.y;
        if (a > c) std::swap(a, c);
        t0 = std::max(t0, a), t1 = std::min(t1, c);
    }
    // A little slack on the box test only: the segment test itself decides the hit exactly.
    if (t0 > t1 * (1.0 + 1e-12) + 1e-12) return false;
    tEnter = t0;
    return true;
}

// Visits the leaves whose boxes meet `box`, calling f(segmentId) for each segment in them.
template <class F>
void forEachInBox(const SegmentTree& tree, const Aabb& box, F&& f) {
    if (tree.nodes.empty()) return;
    std::int32_t stack[64];
    int top = 0;
    stack[top++] = 0;
    while (top > 0) {
        const SegmentTreeNode& n = tree.nodes[stack[--top]];
        if (!boxesMeet(n.box, box)) continue;
        if (n.count > 0) {
            for (std::int32_t i = n.first; i < n.first + n.count; ++i) f(tree.order[i]);
        } else {
            stack[top++] = n.first;
            stack[top++] = n.first + 1;
        }
    }
}

} // namespace

SegmentTree buildSegmentTree(const std::vector<Segment>& segs) {
    SegmentTree tree;
    tree.segments = segs;
    if (segs.empty()) return tree;
    auto n = static_cast<std::int32_t>(segs.size());
    std::vector<BuildItem> items(segs.size());
    tree.order.resize(segs.size());
    for (std::int32_t i = 0; i < n; ++i) items[i] = {(segs[i].p1 + segs[i].p2) * 0.5, i};
    tree.nodes.reserve(2 * segs.size() / kTreeLeafSize + 2);
    tree.nodes.resize(1);
    buildNode(tree, items, 0, 0, n);
    return tree;
}

TreeRayOutput rayCastTree(const SegmentTree& tree, const TreeRayInput& input) {
    TreeRayOutput out;
    out.fraction = input.maxFraction;
    if (tree.nodes.empty()) return out;
    const Vec2 o = input.origin, d = input.translation;
    const Vec2 inv{1.0 / d.x, 1.0 / d.y};
    double best = input.maxFraction;
    RayCastInput segInput{o, d, input.maxFraction};
    // Depth-first, nearer child first; a node is skipped once its box starts beyond the best hit so far.
    std::int32_t stack[64];
    int top = 0;
    double enter = 0.0;
    if (!rayEntersBox(tree.nodes[0].box, o, d, inv, best, enter)) return out;
    stack[top++] = 0;
    while (top > 0) {
        const SegmentTreeNode& n = tree.nodes[stack[--top]];
        if (n.count > 0) {
            for (std::int32_t i = n.first; i < n.first + n.count; ++i) {
                std::int32_t id = tree.order[i];
                segInput.maxFraction = best;
                CastOutput c = rayCastSegment(tree.segments[id], segInput);
                if (!c.hit) continue;
                if (!out.hit || c.fraction < best || (c.fraction == best && id < out.segment)) {
                    best = c.fraction;
                    out.hit = true, out.fraction = c.fraction, out.point = c.point, out.normal = c.normal;
                    out.segment = id;
                }
            }
            continue;
        }
        double ea = 0.0, eb = 0.0;
        bool a = rayEntersBox(tree.nodes[n.first].box, o, d, inv, best, ea);
        bool b = rayEntersBox(tree.nodes[n.first + 1].box, o, d, inv, best, eb);
        if (a && b) {
            // Push the farther first so the nearer is visited first.
            if (ea <= eb) stack[top++] = n.first + 1, stack[top++] = n.first;
            else stack[top++] = n.first, stack[top++] = n.first + 1;
        } else if (a) {
            stack[top++] = n.first;
        } else if (b) {
            stack[top++] = n.first + 1;
        }
    }
    return out;
}

TreeOverlapOutput overlapSegmentTree(const SegmentTree& tree, const Segment& query) {
    TreeOverlapOutput out;
    forEachInBox(tree, boundsOf(query), [&](std::int32_t id) {
        if (out.hit && id > out.segment) return;
        SegmentIntersectionOutput s = intersectSegments(query, tree.segments[id]);
        if (s.hit) out.hit = true, out.segment = id, out.point = s.point;
    });
    return out;
}

void queryTreeBox(const SegmentTree& tree, const Aabb& box, std::vector<std::int32_t>& out) {
    out.clear();
    forEachInBox(tree, box, [&](std::int32_t id) {
        if (boxesMeet(boundsOf(tree.segments[id]), box)) out.push_back(id);
    });
    std::sort(out.begin(), out.end());
}

TreeSweepOutput sweepCircleTree(const SegmentTree& tree, const CircleSweepInput& input) {
    TreeSweepOutput out;
    const Vec2 c0 = input.circle.center, c1 = c0 + input.translation;
    Aabb swept = inflate(Aabb{min(c0, c1), max(c0, c1)}, input.circle.radius + kContactTolerance);
    forEachInBox(tree, swept, [&](std::int32_t id) {
        const Segment& s = tree.segments[id];
        SweepOutput w = sweepCircleCapsule(Capsule{s.p1, s.p2, 0.0}, input);
        if (!w.hit) return;
        if (!out.hit || w.firstFraction < out.sweep.firstFraction ||
            (w.firstFraction == out.sweep.firstFraction && id < out.segment)) {
            out.hit = true, out.sweep = w, out.segment = id;
        }
    });
    return out;
}

} // namespace engine
