#include "engine/render/tile_map.h"

#include <algorithm>

namespace engine {

namespace {

/// A point of a cell in unit coordinates (0..1 across, 0..1 down) with its texture coordinate.
struct UnitPoint {
    float u, v;
};

/// The cell-relative polygon (as a triangle list) a shape covers.
std::vector<UnitPoint> shapeTriangles(TileShape shape) {
    switch (shape) {
    case TileShape::SlopeUpRight:
        return {{0, 1}, {1, 0}, {1, 1}};
    case TileShape::SlopeUpLeft:
        return {{0, 0}, {1, 1}, {0, 1}};
    case TileShape::BottomHalf:
        return {{0, .5f}, {1, .5f}, {1, 1}, {0, .5f}, {1, 1}, {0, 1}};
    case TileShape::TopHalf:
        return {{0, 0}, {1, 0}, {1, .5f}, {0, 0}, {1, .5f}, {0, .5f}};
    case TileShape::LeftHalf:
        return {{0, 0}, {.5f, 0}, {.5f, 1}, {0, 0}, {.5f, 1}, {0, 1}};
    case TileShape::RightHalf:
        return {{.5f, 0}, {1, 0}, {1, 1}, {.5f, 0}, {1, 1}, {.5f, 1}};
    case TileShape::TopStrip:
        return {{0, 0}, {1, 0}, {1, .25f}, {0, 0}, {1, .25f}, {0, .25f}};
    default:
        return {{0, 0}, {1, 0}, {1, 1}, {0, 0}, {1, 1}, {0, 1}};
    }
}

/// Triangles covering `shape` of pixel rect `dst`, textured from the same part of `src`, tinted `color`.
void appendShape(sf::VertexArray& va, sf::FloatRect dst, sf::IntRect src, sf::Color color, TileShape shape) {
    for (UnitPoint p : shapeTriangles(shape)) {
        sf::Vector2f pos{dst.left + p.u * dst.width, dst.top + p.v * dst.height};
        sf::Vector2f tex{static_cast<float>(src.left) + p.u * static_cast<float>(src.width),
                         static_cast<float>(src.top) + p.v * static_cast<float>(src.height)};
        va.append(sf::Vertex(pos, color, tex));
    }
}

} // namespace

void TileMapRenderer::build(const TileGrid& grid, const sf::Texture* texture, TileVisualFn visual,
                            int tilePixels) {
    texture_ = texture;
    visual_ = std::move(visual);
    tilePixels_ = tilePixels;
    width_ = grid.width();
    height_ = grid.height();
    chunksX_ = (width_ + kTileChunkCells - 1) / kTileChunkCells;
    chunksY_ = (height_ + kTileChunkCells - 1) / kTileChunkCells;
    chunks_.assign(static_cast<std::size_t>(chunksX_) * chunksY_, sf::VertexArray(sf::Triangles));
    for (int cy = 0; cy < chunksY_; ++cy)
        for (int cx = 0; cx < chunksX_; ++cx)
            rebuildChunk(grid, cx, cy);
    snapshot_ = grid.cells();
    revision_ = grid.revision();
}

void TileMapRenderer::update(const TileGrid& grid, bool force) {
    if (!force && grid.revision() == revision_ && grid.width() == width_ && grid.height() == height_) return;
    if (grid.width() != width_ || grid.height() != height_)
        return build(grid, texture_, visual_, tilePixels_);
    // A changed cell can change its neighbours' autotile too, so rebuild the chunks of the cell's 3×3 block.
    std::vector<char> dirty(chunks_.size(), 0);
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            std::size_t i = static_cast<std::size_t>(y) * width_ + x;
            if (snapshot_[i] == grid.cells()[i]) continue;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    int cx = std::clamp((x + dx) / kTileChunkCells, 0, chunksX_ - 1);
                    int cy = std::clamp((y + dy) / kTileChunkCells, 0, chunksY_ - 1);
                    dirty[static_cast<std::size_t>(cy) * chunksX_ + cx] = 1;
                }
        }
    for (int cy = 0; cy < chunksY_; ++cy)
        for (int cx = 0; cx < chunksX_; ++cx)
            if (dirty[static_cast<std::size_t>(cy) * chunksX_ + cx]) rebuildChunk(grid, cx, cy);
    snapshot_ = grid.cells();
    revision_ = grid.revision();
}

void TileMapRenderer::rebuildChunk(const TileGrid& grid, int cx, int cy) {
    sf::VertexArray& va = chunks_[static_cast<std::size_t>(cy) * chunksX_ + cx];
    va.clear();
    const float px = static_cast<float>(tilePixels_);
    for (int y = cy * kTileChunkCells; y < std::min(height_, (cy + 1) * kTileChunkCells); ++y)
        for (int x = cx * kTileChunkCells; x < std::min(width_, (cx + 1) * kTileChunkCells); ++x) {
            TileVisual v = visual_ ? visual_(grid, x, y) : TileVisual{};
            if (v.draw)
                appendShape(va, {static_cast<float>(x) * px, static_cast<float>(y) * px, px, px}, v.texRect,
                            v.color, v.shape);
        }
}

int TileMapRenderer::draw(sf::RenderTarget& target, sf::RenderStates states,
                          const sf::FloatRect& viewRect) const {
    const float chunkPx = static_cast<float>(kTileChunkCells * tilePixels_);
    if (chunksX_ == 0 || chunksY_ == 0) return 0;
    int x0 = std::max(0, static_cast<int>(viewRect.left / chunkPx));
    int y0 = std::max(0, static_cast<int>(viewRect.top / chunkPx));
    int x1 = std::min(chunksX_ - 1, static_cast<int>((viewRect.left + viewRect.width) / chunkPx));
    int y1 = std::min(chunksY_ - 1, static_cast<int>((viewRect.top + viewRect.height) / chunkPx));
    states.texture = texture_;
    int calls = 0;
    for (int cy = y0; cy <= y1; ++cy)
        for (int cx = x0; cx <= x1; ++cx) {
            const sf::VertexArray& va = chunks_[static_cast<std::size_t>(cy) * chunksX_ + cx];
            if (va.getVertexCount() == 0) continue;
            target.draw(va, states);
            ++calls;
        }
    return calls;
}

} // namespace engine
