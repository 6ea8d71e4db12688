// Outline tracing. Every cell in [−1, W] × [−1, H] contributes its solid faces that are SURFACE (not covered by
// the region of the neighbour across the face) as directed unit edges with the solid on the right (screen, y
// down): top (x, y)→(x+1, y), right (x+1, y)→(x+1, y+1), bottom (x+1, y+1)→(x, y+1), left (x, y+1)→(x, y),
// '/' diagonal (x, y+1)→(x+1, y), '\' diagonal (x, y)→(x+1, y+1). Covered faces cancel in pairs, so every vertex
// has as many edges in as out and following unused out-edges from any edge returns to its start: a closed loop.
// Then consecutive edges with the same direction merge into one.
#include "box2d_outline.h"

namespace bench {

using engine::TileGrid;
using engine::TileKind;
using engine::TileMask;
using engine::Vec2;

namespace {

// Faces of a cell, one bit each (the same model as engine/collision/raycast.cpp).
constexpr unsigned kLeft = 1u, kRight = 2u, kTop = 4u, kBottom = 8u, kSlash = 16u, kBackslash = 32u;
constexpr unsigned kSquare = kLeft | kRight | kTop | kBottom;

/// Solid faces of kind k when it blocks: OneWay its top, slopes two legs and the diagonal, the rest a square.
unsigned solidFacesOf(TileKind k) {
    switch (k) {
    case TileKind::Empty: return 0u;
    case TileKind::OneWay: return kTop;
    case TileKind::SlopeUpRight: return kRight | kBottom | kSlash;
    case TileKind::SlopeUpLeft: return kLeft | kBottom | kBackslash;
    default: return kSquare;
    }
}

/// The grid seen through a mask: faces and region faces of any cell, inside or outside the grid.
struct MaskedGrid {
    const TileGrid& grid;
    TileMask mask;

    /// Solid faces of (x, y); out-of-grid cells are squares when outsideKind blocks.
    unsigned faces(int x, int y) const {
        if (!grid.inBounds(x, y)) return engine::inMask(mask, grid.outsideKind) ? kSquare : 0u;
        TileKind k = grid.at(x, y);
        return engine::inMask(mask, k) ? solidFacesOf(k) : 0u;
    }
    /// Faces that bound an area (a one-way top bounds none).
    unsigned region(int x, int y) const {
        unsigned f = faces(x, y);
        return f == kTop ? 0u : f;
    }
};

/// Directed unit edges indexed by their start vertex (a singly linked list per vertex).
struct EdgeGraph {
    int stride = 0;                 ///< vertices per row: x in [−1, W+1]
    std::vector<int> head;          ///< first edge out of each vertex, −1 for none
    std::vector<int> from, to, nextOut;
    std::vector<char> used;

    /// Vertex id of grid point (x, y), x in [−1, W+1], y in [−1, H+1].
    int vertex(int x, int y) const { return (y + 1) * stride + (x + 1); }
    /// The grid point of vertex id v.
    Vec2 point(int v) const { return {static_cast<double>(v % stride - 1), static_cast<double>(v / stride - 1)}; }
    /// Add the edge (x0, y0) → (x1, y1).
    void add(int x0, int y0, int x1, int y1) {
        int a = vertex(x0, y0);
        from.push_back(a);
        to.push_back(vertex(x1, y1));
        nextOut.push_back(head[a]);
        used.push_back(0);
        head[a] = static_cast<int>(from.size()) - 1;
    }
    /// An unused edge out of vertex v, or −1.
    int unusedOut(int v) const {
        for (int e = head[v]; e >= 0; e = nextOut[e])
            if (!used[e]) return e;
        return -1;
    }
};

/// Add the surface faces of cell (x, y) to the graph.
void addCellEdges(const MaskedGrid& g, int x, int y, EdgeGraph& graph) {
    unsigned f = g.faces(x, y);
    if (f == 0u || f == kTop) return;  // empty, or a one-way (traced separately)
    if ((f & kTop) && !(g.region(x, y - 1) & kBottom)) graph.add(x, y, x + 1, y);
    if ((f & kRight) && !(g.region(x + 1, y) & kLeft)) graph.add(x + 1, y, x + 1, y + 1);
    if ((f & kBottom) && !(g.region(x, y + 1) & kTop)) graph.add(x + 1, y + 1, x, y + 1);
    if ((f & kLeft) && !(g.region(x - 1, y) & kRight)) graph.add(x, y + 1, x, y);
    if (f & kSlash) graph.add(x, y + 1, x + 1, y);
    if (f & kBackslash) graph.add(x, y, x + 1, y + 1);
}

/// Sign of v: −1, 0 or 1.
int sign(double v) { return (v > 0.0) - (v < 0.0); }

/// Drop every vertex of a closed loop where the edge in and the edge out have the same direction.
std::vector<Vec2> mergeCollinear(const std::vector<Vec2>& loop) {
    const std::size_t n = loop.size();
    std::vector<Vec2> out;
    for (std::size_t i = 0; i < n; ++i) {
        Vec2 in = loop[i] - loop[(i + n - 1) % n], next = loop[(i + 1) % n] - loop[i];
        bool straight = sign(in.x) == sign(next.x) && sign(in.y) == sign(next.y);
        if (!straight) out.push_back(loop[i]);
    }
    return out;
}

/// Follow unused edges from edge `first` back to its start vertex: one closed loop of unit edges.
std::vector<Vec2> followLoop(EdgeGraph& graph, int first) {
    std::vector<Vec2> loop;
    const int start = graph.from[first];
    for (int e = first; e >= 0;) {
        graph.used[e] = 1;
        loop.push_back(graph.point(graph.from[e]));
        if (graph.to[e] == start) break;
        e = graph.unusedOut(graph.to[e]);
    }
    return loop;
}

/// Maximal runs of one-way tops that are surface (nothing region-solid right above).
void traceOneWays(const MaskedGrid& g, Outline& out) {
    for (int y = 0; y < g.grid.height(); ++y) {
        int runStart = -1;
        for (int x = 0; x <= g.grid.width(); ++x) {
            bool top = x < g.grid.width() && g.faces(x, y) == kTop && !(g.region(x, y - 1) & kBottom);
            if (top && runStart < 0) runStart = x;
            if (!top && runStart >= 0) {
                out.oneWayTops.push_back({{static_cast<double>(runStart), static_cast<double>(y)},
                                          {static_cast<double>(x), static_cast<double>(y)}});
                runStart = -1;
            }
        }
    }
}

} // namespace

Outline traceOutline(const TileGrid& grid, TileMask mask) {
    const MaskedGrid g{grid, mask};
    const int w = grid.width(), h = grid.height();
    EdgeGraph graph;
    graph.stride = w + 3;
    graph.head.assign(static_cast<std::size_t>(w + 3) * (h + 3), -1);
    for (int y = -1; y <= h; ++y)
        for (int x = -1; x <= w; ++x) addCellEdges(g, x, y, graph);
    Outline out;
    out.unitEdges = graph.from.size();
    for (int e = 0; e < static_cast<int>(graph.from.size()); ++e)
        if (!graph.used[e]) out.loops.push_back(mergeCollinear(followLoop(graph, e)));
    traceOneWays(g, out);
    return out;
}

std::size_t outlineEdgeCount(const Outline& outline) {
    std::size_t n = outline.oneWayTops.size();
    for (const std::vector<Vec2>& loop : outline.loops) n += loop.size();
    return n;
}

engine::Vec2 box2dCentre(const TileGrid& grid) {
    return {static_cast<double>(grid.width() / 2), static_cast<double>(grid.height() / 2)};
}

std::unique_ptr<b2World> buildBox2dWorld(const Outline& outline, Vec2 centre) {
    auto toBox2d = [centre](Vec2 p) { return b2Vec2(static_cast<float>(p.x - centre.x), static_cast<float>(p.y - centre.y)); };
    auto world = std::make_unique<b2World>(b2Vec2(0.0f, 0.0f));
    b2BodyDef def;  // static, at the origin
    b2Body* body = world->CreateBody(&def);
    std::vector<b2Vec2> vs;
    for (const std::vector<Vec2>& loop : outline.loops) {
        vs.clear();
        for (Vec2 p : loop) vs.push_back(toBox2d(p));
        b2ChainShape chain;
        chain.CreateLoop(vs.data(), static_cast<int32>(vs.size()));
        body->CreateFixture(&chain, 0.0f);
    }
    for (const engine::Segment& s : outline.oneWayTops) {
        b2Vec2 v1 = toBox2d(s.p1), v2 = toBox2d(s.p2);
        b2EdgeShape edge;
        edge.SetOneSided(v1 - b2Vec2(1.0f, 0.0f), v1, v2, v2 + b2Vec2(1.0f, 0.0f));
        body->CreateFixture(&edge, 0.0f);
    }
    return world;
}

} // namespace bench
