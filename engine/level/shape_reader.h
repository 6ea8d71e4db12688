#pragma once
// The native format's "shapes" list: each entry a polygon {"surface", "points"} or a triangle mesh
// {"surface", "vertices", "triangles"}, checked with checkShape and reported at the offending value's line:column.
#include <string>

#include "engine/level/level.h"
#include "engine/level/level_builder.h"

namespace engine {

/// Reads top's "shapes" (optional) into level.shapes, checking each shape against the map (when gridOk) and the
/// level's kMaxShapeSegments. A shape with any error is left out; the errors go to b.
void readShapes(LevelBuilder& b, const ObjectInput& top, Level& level, bool gridOk);

/// The "shapes" list of level as native JSON text ("  \"shapes\": [...]"), one shape per line; empty when the
/// level has none.
std::string writeShapes(const Level& level);

} // namespace engine
