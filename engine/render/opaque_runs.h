#pragma once
// Opaque runs: a software rasteriser (llvmpipe) blending a pixel reads the target back and mixes it, work wasted
// on a fully opaque colour, which replaces what is under it either way. A batch of untextured triangles is drawn
// in its order as runs: the opaque ones without blending, the others as asked.
#include <SFML/Graphics.hpp>

#include <cstddef>
#include <vector>

namespace engine {

/// Consecutive vertices [first, first + count) of an array, all of whole triangles that are opaque or not.
struct TriangleRun {
    std::size_t first = 0; ///< first vertex
    std::size_t count = 0; ///< vertices (a multiple of 3 but for a trailing partial triangle)
    bool opaque = false;   ///< every vertex of the run has alpha 255
};

/// Split va into maximal runs of consecutive triangles that are opaque (all three vertex alphas 255) or not, in
/// order. Not sf::Triangles: one non-opaque run of everything. Trailing vertices that make no whole triangle end
/// the list as (part of) a non-opaque run. An empty array gives no run.
std::vector<TriangleRun> opaqueRuns(const sf::VertexArray& va);

/// Draw the untextured triangles va with states, the opaque runs without blending (sf::BlendNone): the same
/// pixels as target.draw(va, states) when states blend with sf::BlendAlpha, with no read-back per opaque pixel.
/// Otherwise (another blend mode, a texture whose texels' alpha would count, a shader) exactly target.draw.
/// Returns the draw calls made (0 for an empty array).
int drawOpaqueRuns(sf::RenderTarget& target, const sf::VertexArray& va, const sf::RenderStates& states);

} // namespace engine
