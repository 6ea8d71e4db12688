#pragma once
// Section shapes: rays against a generated cave of free-form rock shapes, the merged faces' SegmentTree against
// Box2D 2.4.1 holding the same faces as chain loops (castray_vs_box2d_shapes), and the time to build the merged
// geometry of 1,000 shapes on a 1024 × 1024 level (shapes_build_1000). docs/performance.md quotes both.
#include <cstddef>

namespace bench {

/// Runs the section with `rays` rays, best of `repeats`; returns false when any hit point is farther than 1e-4
/// tiles from Box2D's or the two disagree on hit or miss away from a grazing tie.
bool runShapesSection(std::size_t rays, int repeats);

} // namespace bench
