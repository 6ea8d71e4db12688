#include "engine/render/glow_line.h"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

/// The same colour with alpha 0 (the transparent edge of a gradient; additive blending adds nothing there).
sf::Color clear(sf::Color c) { return {c.r, c.g, c.b, 0}; }

/// Append quad p0 p1 p2 p3 (in order around it) as two triangles with per-corner colours.
void appendQuad(sf::VertexArray& va, const sf::Vector2f (&p)[4], const sf::Color (&c)[4]) {
    for (int i : {0, 1, 2, 0, 2, 3})
        va.append(sf::Vertex(p[i], c[i]));
}

/// True when every coordinate is finite.
bool finite(sf::Vector2f v) { return std::isfinite(v.x) && std::isfinite(v.y); }

} // namespace

void appendGlowLine(sf::VertexArray& va, sf::Vector2f a, sf::Vector2f b, sf::Color core, sf::Color halo,
                    float width, float haloFactor) {
    if (!finite(a) || !finite(b) || !(width > 0.0f) || a == b) return;
    // Unit direction d and unit normal n of the segment; caps extend each band by half its width along d.
    const sf::Vector2f ab = b - a;
    const float len = std::sqrt(ab.x * ab.x + ab.y * ab.y);
    const sf::Vector2f d = ab / len, n{-d.y, d.x};
    const float hh = 0.5f * width * std::max(1.0f, haloFactor); // halo half-width
    const float ch = 0.5f * width;                              // core half-width
    // Halo: centre line at full halo colour, both edges transparent.
    const sf::Vector2f ha = a - d * hh, hb = b + d * hh;
    appendQuad(va, {ha, hb, hb + n * hh, ha + n * hh}, {halo, halo, clear(halo), clear(halo)});
    appendQuad(va, {ha, hb, hb - n * hh, ha - n * hh}, {halo, halo, clear(halo), clear(halo)});
    // Core: a solid band.
    const sf::Vector2f ca = a - d * ch, cb = b + d * ch;
    appendQuad(va, {ca + n * ch, cb + n * ch, cb - n * ch, ca - n * ch}, {core, core, core, core});
}

void appendGlowPolyline(sf::VertexArray& va, const std::vector<sf::Vector2f>& points, sf::Color core,
                        sf::Color halo, float width, float haloFactor) {
    for (std::size_t i = 1; i < points.size(); ++i)
        appendGlowLine(va, points[i - 1], points[i], core, halo, width, haloFactor);
}

void appendGlowDot(sf::VertexArray& va, sf::Vector2f center, float radius, sf::Color color, int segments) {
    if (!(radius > 0.0f) || !finite(center)) return;
    segments = std::clamp(segments, 3, 64);
    constexpr float kTau = 6.2831853f;
    for (int i = 0; i < segments; ++i) {
        const float t0 = kTau * static_cast<float>(i) / static_cast<float>(segments);
        const float t1 = kTau * static_cast<float>(i + 1) / static_cast<float>(segments);
        va.append(sf::Vertex(center, color));
        va.append(sf::Vertex(center + sf::Vector2f(std::cos(t0), std::sin(t0)) * radius, clear(color)));
        va.append(sf::Vertex(center + sf::Vector2f(std::cos(t1), std::sin(t1)) * radius, clear(color)));
    }
}

} // namespace engine
