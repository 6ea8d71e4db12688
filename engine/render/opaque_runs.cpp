#include "engine/render/opaque_runs.h"

namespace engine {

std::vector<TriangleRun> opaqueRuns(const sf::VertexArray& va) {
    std::vector<TriangleRun> runs;
    const std::size_t n = va.getVertexCount();
    if (n == 0) return runs;
    if (va.getPrimitiveType() != sf::Triangles) return {{0, n, false}};
    const std::size_t whole = n - n % 3;
    for (std::size_t i = 0; i < whole; i += 3) {
        const bool opaque = va[i].color.a == 255 && va[i + 1].color.a == 255 && va[i + 2].color.a == 255;
        if (runs.empty() || runs.back().opaque != opaque) runs.push_back({i, 0, opaque});
        runs.back().count += 3;
    }
    // A trailing partial triangle draws nothing; it stays in the last run, which must then not be opaque.
    if (whole < n) {
        if (runs.empty() || runs.back().opaque) runs.push_back({whole, 0, false});
        runs.back().count += n - whole;
    }
    return runs;
}

int drawOpaqueRuns(sf::RenderTarget& target, const sf::VertexArray& va, const sf::RenderStates& states) {
    if (va.getVertexCount() == 0) return 0;
    if (states.blendMode != sf::BlendAlpha || states.texture != nullptr || states.shader != nullptr) {
        target.draw(va, states);
        return 1;
    }
    int calls = 0;
    for (const TriangleRun& run : opaqueRuns(va)) {
        sf::RenderStates s = states;
        if (run.opaque) s.blendMode = sf::BlendNone;
        target.draw(&va[run.first], run.count, va.getPrimitiveType(), s);
        ++calls;
    }
    return calls;
}

} // namespace engine
