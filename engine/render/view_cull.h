#pragma once
// View culling for batched triangles: a frame's batches hold every entity of the level, but a view shows a
// screenful. Dropping the triangles that lie wholly outside the view before drawing saves the renderer's vertex
// work (a software rasteriser transforms, clips and bins every vertex it is given) and leaves the pixels exactly
// as they were: a dropped triangle covers no pixel of the view, and the kept ones stay in their order.
#include <SFML/Graphics.hpp>

#include <cstddef>

namespace engine {

/// The rectangle an unrotated view shows, in its world units: centre ± size / 2.
sf::FloatRect viewRect(const sf::View& view);

/// Remove from va (sf::Triangles; any other primitive type is left alone) every whole triangle whose bounding box
/// misses `rect` grown by `margin` on each side (touching counts as meeting it), keeping the others in order.
/// Trailing vertices that do not make a whole triangle, and triangles with NaN coordinates, are kept. Returns the
/// number of vertices removed.
std::size_t cullTriangles(sf::VertexArray& va, const sf::FloatRect& rect, float margin = 1.0f);

} // namespace engine
