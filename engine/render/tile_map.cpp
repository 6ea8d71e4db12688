#include "engine/render/tile_map.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/render/sprite_batch.h"
#include "engine/render/texel_draw.h"

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
    cellStarts_.assign(chunks_.size(), std::vector<std::uint32_t>(kTileChunkCells * kTileChunkCells + 1, 0));
    opaque_.assign(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_), 0);
    rectOpaque_.clear();
    texels_ = (texture_ != nullptr && !texture_->isSmooth()) ? texture_->copyToImage() : sf::Image();
    for (int cy = 0; cy < chunksY_; ++cy)
        for (int cx = 0; cx < chunksX_; ++cx)
            rebuildChunk(grid, cx, cy);
    snapshot_ = grid.cells();
    revision_ = grid.revision();
    ++generation_;
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
            if (dirty[static_cast<std::size_t>(cy) * chunksX_ + cx]) {
                rebuildChunk(grid, cx, cy);
                ++generation_;
            }
    snapshot_ = grid.cells();
    revision_ = grid.revision();
}

void TileMapRenderer::rebuildChunk(const TileGrid& grid, int cx, int cy) {
    const std::size_t c = static_cast<std::size_t>(cy) * chunksX_ + cx;
    sf::VertexArray& va = chunks_[c];
    std::vector<std::uint32_t>& starts = cellStarts_[c];
    va.clear();
    const float px = static_cast<float>(tilePixels_);
    // Every local cell (r, q) of the chunk gets its start, cells beyond the grid's edge included (they are empty).
    for (int r = 0; r < kTileChunkCells; ++r)
        for (int q = 0; q < kTileChunkCells; ++q) {
            starts[static_cast<std::size_t>(r * kTileChunkCells + q)] = static_cast<std::uint32_t>(va.getVertexCount());
            const int x = cx * kTileChunkCells + q, y = cy * kTileChunkCells + r;
            if (x >= width_ || y >= height_) continue;
            TileVisual v = visual_ ? visual_(grid, x, y) : TileVisual{};
            opaque_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)] =
                visualOpaque(v) ? 1 : 0;
            if (v.draw)
                appendShape(va, {static_cast<float>(x) * px, static_cast<float>(y) * px, px, px}, v.texRect,
                            v.color, v.shape);
        }
    starts.back() = static_cast<std::uint32_t>(va.getVertexCount());
}

bool TileMapRenderer::visualOpaque(const TileVisual& v) {
    if (!v.draw || v.shape != TileShape::Full || v.color.a != 255) return false;
    if (texture_ == nullptr) return true;  // a flat colour
    for (const auto& [rect, opaque] : rectOpaque_)
        if (rect == v.texRect) return opaque;
    // Every texel of the rectangle inside the image (a smooth texture left texels_ empty: never opaque).
    const sf::Vector2u size = texels_.getSize();
    bool opaque = v.texRect.width > 0 && v.texRect.height > 0 && v.texRect.left >= 0 && v.texRect.top >= 0 &&
                  static_cast<unsigned>(v.texRect.left + v.texRect.width) <= size.x &&
                  static_cast<unsigned>(v.texRect.top + v.texRect.height) <= size.y;
    for (int y = v.texRect.top; opaque && y < v.texRect.top + v.texRect.height; ++y)
        for (int x = v.texRect.left; opaque && x < v.texRect.left + v.texRect.width; ++x)
            opaque = texels_.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y)).a == 255;
    rectOpaque_.emplace_back(v.texRect, opaque);
    return opaque;
}

sf::IntRect TileMapRenderer::cellsMeeting(const sf::FloatRect& viewRect) const {
    const float px = static_cast<float>(tilePixels_);
    const int x0 = static_cast<int>(std::floor((viewRect.left - 1.0f) / px));
    const int y0 = static_cast<int>(std::floor((viewRect.top - 1.0f) / px));
    const int x1 = static_cast<int>(std::floor((viewRect.left + viewRect.width + 1.0f) / px));
    const int y1 = static_cast<int>(std::floor((viewRect.top + viewRect.height + 1.0f) / px));
    return {x0, y0, x1 - x0 + 1, y1 - y0 + 1};
}

void TileMapRenderer::collect(const sf::FloatRect& viewRect, sf::VertexArray& out) const {
    out.clear();
    out.setPrimitiveType(sf::Triangles);
    if (chunksX_ == 0 || chunksY_ == 0) return;
    // The cells meeting the view, clamped to the grid.
    const sf::IntRect cells = cellsMeeting(viewRect);
    const int x0 = std::max(0, cells.left), y0 = std::max(0, cells.top);
    const int x1 = std::min(width_ - 1, cells.left + cells.width - 1);
    const int y1 = std::min(height_ - 1, cells.top + cells.height - 1);
    if (x0 > x1 || y0 > y1) return;
    // Chunk by chunk, then row by row: each row's visible cells are one contiguous run of the chunk's vertices.
    for (int cy = y0 / kTileChunkCells; cy <= y1 / kTileChunkCells; ++cy)
        for (int cx = x0 / kTileChunkCells; cx <= x1 / kTileChunkCells; ++cx) {
            const std::size_t c = static_cast<std::size_t>(cy) * chunksX_ + cx;
            const sf::VertexArray& va = chunks_[c];
            const std::vector<std::uint32_t>& starts = cellStarts_[c];
            const int q0 = std::max(x0, cx * kTileChunkCells) - cx * kTileChunkCells;
            const int q1 = std::min(x1, (cx + 1) * kTileChunkCells - 1) - cx * kTileChunkCells;
            const int r0 = std::max(y0, cy * kTileChunkCells) - cy * kTileChunkCells;
            const int r1 = std::min(y1, (cy + 1) * kTileChunkCells - 1) - cy * kTileChunkCells;
            for (int r = r0; r <= r1; ++r) {
                const std::size_t from = starts[static_cast<std::size_t>(r * kTileChunkCells + q0)];
                const std::size_t to = starts[static_cast<std::size_t>(r * kTileChunkCells + q1 + 1)];
                const std::size_t n = out.getVertexCount();
                out.resize(n + (to - from));
                for (std::size_t i = from; i < to; ++i)
                    out[n + (i - from)] = va[i];
            }
        }
}

int TileMapRenderer::draw(sf::RenderTarget& target, sf::RenderStates states,
                          const sf::FloatRect& viewRect) const {
    if (cache_ && cacheUsable(target, states, viewRect)) return drawCached(target, states, viewRect);
    collect(viewRect, visible_);
    if (visible_.getVertexCount() == 0) return 0;
    states.texture = texture_;
    target.draw(visible_, states);
    return 1;
}

void TileMapRenderer::setScrollCache(bool on) {
    if (!on) cache_.reset();
    else if (!cache_) cache_ = std::make_unique<ScrollCache>();
}

bool TileMapRenderer::cacheUsable(const sf::RenderTarget& target, const sf::RenderStates& states,
                                  const sf::FloatRect& viewRect) const {
    const sf::View& view = target.getView();
    const sf::FloatRect port = view.getViewport();
    const sf::Vector2f size(target.getSize());
    return states.shader == nullptr && states.blendMode == sf::BlendAlpha && states.transform == sf::Transform() &&
           view.getRotation() == 0.0f && port == sf::FloatRect(0, 0, 1, 1) && view.getSize() == size &&
           viewRect.width == size.x && viewRect.height == size.y && viewRect.left == std::floor(viewRect.left) &&
           viewRect.top == std::floor(viewRect.top) && size.x > 0 && size.y > 0;
}

void TileMapRenderer::redrawInCache(const sf::IntRect& world) const {
    ScrollCache& c = *cache_;
    sf::RenderStates opaque(sf::BlendNone);  // the cache takes each cell's colours as they are
    opaque.texture = texture_;
    for (const sf::IntRect& piece : wrappedPieces(world, c.size)) {
        // The piece's world pixels onto its rectangle of the texture (the viewport clips everything else).
        const sf::Vector2i at = wrapPoint({piece.left, piece.top}, c.size);
        sf::View v{sf::FloatRect(piece)};
        v.setViewport({static_cast<float>(at.x) / c.size.x, static_cast<float>(at.y) / c.size.y,
                       static_cast<float>(piece.width) / c.size.x, static_cast<float>(piece.height) / c.size.y});
        c.texture.setView(v);
        // One draw: a transparent quad over the piece (texel × transparent is transparent), then its cells.
        const sf::Vector2f a(sf::Vector2i(piece.left, piece.top));
        const sf::Vector2f z(sf::Vector2i(piece.left + piece.width, piece.top + piece.height));
        const sf::Vector2f corner[6] = {a, {z.x, a.y}, z, a, z, {a.x, z.y}};
        c.scratch.clear();
        for (const sf::Vector2f& q : corner)
            c.scratch.append(sf::Vertex(q, sf::Color::Transparent));
        collect(sf::FloatRect(piece), c.cells);
        const std::size_t n = c.scratch.getVertexCount();
        c.scratch.resize(n + c.cells.getVertexCount());
        for (std::size_t i = 0; i < c.cells.getVertexCount(); ++i)
            c.scratch[n + i] = c.cells[i];
        c.texture.draw(c.scratch, opaque);
    }
}

int TileMapRenderer::drawCached(sf::RenderTarget& target, sf::RenderStates states,
                                const sf::FloatRect& viewRect) const {
    ScrollCache& c = *cache_;
    const sf::Vector2i size(static_cast<int>(viewRect.width), static_cast<int>(viewRect.height));
    const sf::Vector2i origin(static_cast<int>(viewRect.left), static_cast<int>(viewRect.top));
    if (c.size != size) {  // a new view size: a new texture, filled from scratch
        c.valid = false;
        c.size = c.texture.create(static_cast<unsigned>(size.x), static_cast<unsigned>(size.y)) ? size : size * 0;
    }
    if (c.size != size) {  // no texture could be made: from now on, draw directly
        cache_.reset();
        return draw(target, states, viewRect);
    }
    // Bring the cache to the view: everything after a rebuild, else the strips the view scrolled onto.
    std::vector<sf::IntRect> strips = (c.valid && c.generation == generation_)
                                          ? scrolledStrips(c.origin, origin, size)
                                          : std::vector<sf::IntRect>{sf::IntRect(origin, size)};
    for (const sf::IntRect& s : strips)
        redrawInCache(s);
    c.valid = true;
    c.origin = origin;
    c.generation = generation_;
    if (!strips.empty()) c.texture.display();
    // Copy the view out: one quad per wrapped piece, texels 1:1 on whole pixels.
    c.copy.clear();
    for (const sf::IntRect& piece : wrappedPieces(sf::IntRect(origin, size), size)) {
        const sf::Vector2i at = wrapPoint({piece.left, piece.top}, size);
        const sf::Vector2f d(sf::Vector2i(piece.width, piece.height));
        appendTexturedRect(c.copy, {sf::Vector2f(sf::Vector2i(piece.left, piece.top)), d}, {sf::Vector2f(at), d});
    }
    states.texture = &c.texture.getTexture();
    // The copy's vertices are white: its texels as they are (no per-pixel multiply), blended as asked.
    drawTexelsOnly(target, c.copy, states);
    return 1 + static_cast<int>(strips.size());
}

sf::Vector2i wrapPoint(sf::Vector2i p, sf::Vector2i size) {
    const int x = p.x % size.x, y = p.y % size.y;
    return {x < 0 ? x + size.x : x, y < 0 ? y + size.y : y};
}

std::vector<sf::IntRect> wrappedPieces(const sf::IntRect& rect, sf::Vector2i size) {
    std::vector<sf::IntRect> out;
    if (rect.width <= 0 || rect.height <= 0 || size.x <= 0 || size.y <= 0) return out;
    // Cut at the next wrap line after each piece's start, row by row.
    for (int y = rect.top; y < rect.top + rect.height;) {
        const int h = std::min(rect.top + rect.height - y, size.y - wrapPoint({0, y}, size).y);
        for (int x = rect.left; x < rect.left + rect.width;) {
            const int w = std::min(rect.left + rect.width - x, size.x - wrapPoint({x, 0}, size).x);
            out.emplace_back(x, y, w, h);
            x += w;
        }
        y += h;
    }
    return out;
}

std::vector<sf::IntRect> scrolledStrips(sf::Vector2i from, sf::Vector2i to, sf::Vector2i size) {
    const sf::Vector2i d = to - from;
    if (d == sf::Vector2i()) return {};
    if (std::abs(d.x) >= size.x || std::abs(d.y) >= size.y) return {sf::IntRect(to, size)};
    std::vector<sf::IntRect> out;
    // Columns the view moved onto (full height), then rows (full width).
    if (d.x > 0) out.emplace_back(from.x + size.x, to.y, d.x, size.y);
    if (d.x < 0) out.emplace_back(to.x, to.y, -d.x, size.y);
    if (d.y > 0) out.emplace_back(to.x, from.y + size.y, size.x, d.y);
    if (d.y < 0) out.emplace_back(to.x, to.y, size.x, -d.y);
    return out;
}

} // namespace engine
