#pragma once
// TileMapRenderer: the grid as sf::VertexArray chunks (sf::Triangles, one array per chunk, one texture),
// rebuilt only where cells changed. A draw gathers the cells the view meets from the chunks (each chunk knows
// where every cell's vertices start) into one array and draws it with one call: a software rasteriser pays per
// triangle, and whole chunks would hand it about three screens of tiles for one.
#include <SFML/Graphics.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "engine/collision/tile_grid.h"

namespace engine {

/// The part of a cell a visual covers (textured art uses Full with transparent pixels; flat colours need
/// shapes).
enum class TileShape { Full, SlopeUpRight, SlopeUpLeft, BottomHalf, TopHalf, LeftHalf, RightHalf, TopStrip };

/// How one cell looks: a rectangle of the texture (pixels) tinted by color; draw = false leaves it out.
struct TileVisual {
    sf::IntRect texRect;                ///< texture pixels (ignored without a texture)
    sf::Color color = sf::Color::White; ///< tint (or the flat colour without a texture)
    TileShape shape = TileShape::Full;  ///< which part of the cell is covered
    bool draw = false;                  ///< false: the cell is left empty
};

/// Chooses the visual of cell (x, y); it may look at neighbours (autotiling). Called only when a chunk
/// rebuilds.
using TileVisualFn = std::function<TileVisual(const TileGrid& grid, int x, int y)>;

/// Cells per chunk side.
inline constexpr int kTileChunkCells = 16;

/// The world rectangles (whole pixels) a view of `size` px that moved from top-left `from` to `to` newly shows:
/// none when it did not move, the whole view when it moved by a size or more in either axis, else a column strip
/// and/or a row strip (their corner may be in both).
std::vector<sf::IntRect> scrolledStrips(sf::Vector2i from, sf::Vector2i to, sf::Vector2i size);

/// A world rectangle split where it crosses the lines x = k·size.x and y = k·size.y (k whole), so that each piece
/// maps onto one contiguous rectangle of a wrap-around buffer of `size` px; at most 4 pieces for a rectangle no
/// larger than the buffer. Pieces are in row-major order; an empty rectangle gives none.
std::vector<sf::IntRect> wrappedPieces(const sf::IntRect& rect, sf::Vector2i size);

/// Where world pixel p lies in a wrap-around buffer of `size` px: (p.x mod size.x, p.y mod size.y), never negative.
sf::Vector2i wrapPoint(sf::Vector2i p, sf::Vector2i size);

/// Draws a TileGrid in chunks. Pixel size of a tile is `tilePixels` (16).
class TileMapRenderer {
  public:
    /// Build every chunk from grid. texture may be null (then colours only).
    void build(const TileGrid& grid, const sf::Texture* texture, TileVisualFn visual, int tilePixels = 16);
    /// Rebuild the chunks whose cells changed since the last build/update (cheap when grid.revision() is
    /// unchanged). force compares every cell even when the revision matches (a grid replaced by a copy can
    /// repeat an old revision number with different cells, e.g. after a level restart).
    void update(const TileGrid& grid, bool force = false);
    /// Draw the cells meeting viewRect (world pixels) in one call; returns the number of draw calls made (0 when
    /// no cell there has a visual). With the scroll cache on (and usable, see setScrollCache) the calls also count
    /// the strips drawn into the cache.
    int draw(sf::RenderTarget& target, sf::RenderStates states, const sf::FloatRect& viewRect) const;
    /// Scroll cache (off by default): the cells the view shows are kept drawn in a wrap-around texture the view's
    /// size; a frame draws into it only the strips the view scrolled onto, then copies the view out of it in one
    /// pass of a few triangles instead of two per cell. Same pixels: cells do not overlap, the cache holds each
    /// cell's colours as they would be blended, and the copy is 1:1 on whole pixels. Used only when draw()'s states
    /// are plain alpha blending (no shader, no transform) and the target's view is unrotated, on whole pixels and
    /// one pixel per world pixel; otherwise draw() draws the cells directly. Needs a GL context when drawing.
    void setScrollCache(bool on);
    /// The vertices of the cells meeting viewRect (grown by a pixel), chunk by chunk and row by row as they are
    /// stored, into out (replacing its contents): what draw() draws.
    void collect(const sf::FloatRect& viewRect, sf::VertexArray& out) const;
    /// The cells meeting viewRect (world pixels) grown by a pixel, as columns [left, left + width) and rows
    /// [top, top + height); not clamped to the grid.
    sf::IntRect cellsMeeting(const sf::FloatRect& viewRect) const;
    /// True when cell (x, y) is drawn fully opaque, so nothing drawn before the map shows through it: a Full visual
    /// with alpha 255 whose texture pixels (a texture that is not smooth) all have alpha 255. False out of the grid.
    bool cellOpaque(int x, int y) const {
        if (x < 0 || y < 0 || x >= width_ || y >= height_) return false;
        return opaque_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)] != 0;
    }
    /// Number of chunks.
    std::size_t chunkCount() const { return chunks_.size(); }
    /// Vertices in all chunks (6 per drawn full cell).
    std::size_t vertexCount() const {
        std::size_t n = 0;
        for (const sf::VertexArray& c : chunks_)
            n += c.getVertexCount();
        return n;
    }

  private:
    /// The scroll cache: the wrap-around texture and which world rectangle it holds.
    struct ScrollCache {
        sf::RenderTexture texture;   // view-sized, transparent where no cell is drawn
        sf::Vector2i size;           // the texture's (and the view's) size, px
        sf::Vector2i origin;         // top-left world pixel of the view it holds
        std::uint64_t generation = 0;
        bool valid = false;
        sf::VertexArray scratch{sf::Triangles};
        sf::VertexArray cells{sf::Triangles};
        sf::VertexArray copy{sf::Triangles};
    };
    void rebuildChunk(const TileGrid& grid, int cx, int cy);
    bool visualOpaque(const TileVisual& v);
    bool cacheUsable(const sf::RenderTarget& target, const sf::RenderStates& states,
                     const sf::FloatRect& viewRect) const;
    int drawCached(sf::RenderTarget& target, sf::RenderStates states, const sf::FloatRect& viewRect) const;
    void redrawInCache(const sf::IntRect& world) const;
    std::vector<sf::VertexArray> chunks_;
    std::vector<std::vector<std::uint32_t>> cellStarts_; // per chunk: first vertex of each cell (row-major), + end
    mutable sf::VertexArray visible_{sf::Triangles};     // draw()'s gathered cells
    std::vector<TileKind> snapshot_;
    std::vector<std::uint8_t> opaque_;                   // per cell: cellOpaque
    sf::Image texels_;                                   // the texture's pixels, read once per build (opacity)
    std::vector<std::pair<sf::IntRect, bool>> rectOpaque_; // texture rectangles already checked, and the answer
    const sf::Texture* texture_ = nullptr;
    TileVisualFn visual_;
    int tilePixels_ = 16;
    int chunksX_ = 0;
    int chunksY_ = 0;
    int width_ = 0;
    int height_ = 0;
    std::uint32_t revision_ = 0;
    std::uint64_t generation_ = 0;          // counts chunk rebuilds (the scroll cache is stale after one)
    mutable std::unique_ptr<ScrollCache> cache_; // null while the scroll cache is off (or could not be made)
};

} // namespace engine
