#include "engine/render/view_cull.h"

#include <algorithm>

namespace engine {

namespace {

/// True when triangle a, b, c lies wholly on one side of the box [x0, x1] × [y0, y1] (NaN: never).
bool outside(const sf::Vector2f& a, const sf::Vector2f& b, const sf::Vector2f& c, float x0, float y0, float x1,
             float y1) {
    return (a.x < x0 && b.x < x0 && c.x < x0) || (a.x > x1 && b.x > x1 && c.x > x1) ||
           (a.y < y0 && b.y < y0 && c.y < y0) || (a.y > y1 && b.y > y1 && c.y > y1);
}

} // namespace

sf::FloatRect viewRect(const sf::View& view) {
    return {view.getCenter() - view.getSize() * 0.5f, view.getSize()};
}

std::size_t cullTriangles(sf::VertexArray& va, const sf::FloatRect& rect, float margin) {
    if (va.getPrimitiveType() != sf::Triangles) return 0;
    const float x0 = rect.left - margin, y0 = rect.top - margin;
    const float x1 = rect.left + rect.width + margin, y1 = rect.top + rect.height + margin;
    const std::size_t n = va.getVertexCount(), whole = n - n % 3;
    std::size_t out = 0;
    for (std::size_t i = 0; i < whole; i += 3) {
        if (outside(va[i].position, va[i + 1].position, va[i + 2].position, x0, y0, x1, y1)) continue;
        if (out != i)
            for (std::size_t k = 0; k < 3; ++k)
                va[out + k] = va[i + k];
        out += 3;
    }
    for (std::size_t i = whole; i < n; ++i)
        va[out++] = va[i];
    va.resize(out);
    return n - out;
}

} // namespace engine
