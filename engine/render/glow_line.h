#pragma once
// Glowing lines for beams, lasers and telegraphs: geometry appended to an sf::VertexArray (sf::Triangles,
// untextured) and meant to be drawn with sf::BlendAdd, so overlapping glows brighten like light does.
// A glow line is two layers along the segment a→b:
//   halo: a band haloFactor·width wide whose colour fades from `halo` on the centre line to transparent at
//   its
//         edges (two quads, one each side), capped at both ends by half the band's width;
//   core: a solid band `width` wide in `core`, capped the same way.
// All sizes are in the target's units (pixels on the canvas). No GL is needed to build the geometry.
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

#include <vector>

namespace engine {

/// Halo band width as a multiple of the core width.
inline constexpr float kGlowHaloFactor = 4.0f;
/// Vertices appendGlowLine adds for one non-degenerate segment (halo: 2 quads, core: 1 quad; 6 per quad).
inline constexpr std::size_t kGlowLineVertices = 18;

/// Append a glow line a→b (see above). Nothing is appended when a == b, width <= 0 or a coordinate is not
/// finite.
void appendGlowLine(sf::VertexArray& va, sf::Vector2f a, sf::Vector2f b, sf::Color core, sf::Color halo,
                    float width, float haloFactor = kGlowHaloFactor);

/// Append a glow line along each consecutive pair of points (a polyline such as a reflected beam). Joints
/// overlap by the caps, so corners stay closed. Fewer than two points append nothing.
void appendGlowPolyline(sf::VertexArray& va, const std::vector<sf::Vector2f>& points, sf::Color core,
                        sf::Color halo, float width, float haloFactor = kGlowHaloFactor);

/// Append a soft round glow: a fan of `segments` triangles (3 vertices each) from colour at the centre to
/// transparent at `radius`. Nothing for radius <= 0; segments is clamped to [3, 64].
void appendGlowDot(sf::VertexArray& va, sf::Vector2f center, float radius, sf::Color color,
                   int segments = 12);

} // namespace engine
