#pragma once
// TileGrid: the level's cells. Cell (x, y) covers [x, x+1) × [y, y+1) in world tiles; y grows DOWN, row 0 is the top.
// Outside the grid every cell reads as `outsideKind` (Solid by default), so nothing escapes the level.
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/ecs/fields.h"

namespace engine {

/// What a cell is made of. Physical behaviour is given by the mask helpers below, never by switch-on-kind elsewhere.
enum class TileKind : std::uint8_t {
    Empty = 0,
    Solid,          ///< wall: blocks movement, lasers and sight
    Mirror,         ///< polished wall: blocks movement, reflects lasers on every face
    OneWay,         ///< thin platform on the cell's TOP face: solid only to things moving down onto it from above
    SlopeUpRight,   ///< 45° floor rising to the right ('/'): solid below the diagonal bottom-left → top-right
    SlopeUpLeft,    ///< 45° floor rising to the left ('\'): solid below the diagonal top-left → bottom-right
    SpikesUp,       ///< hazard on the cell's bottom half, points up; not solid
    SpikesDown,     ///< hazard on the cell's top half, points down; not solid
    SpikesLeft,     ///< hazard on the cell's right half, points left; not solid
    SpikesRight,    ///< hazard on the cell's left half, points right; not solid
    Breakable,      ///< solid block a blunderbuss pellet breaks
    Cracked,        ///< solid block that breaks when landed on hard (fast fall)
    Crumbling,      ///< solid platform that falls 0.5 s after being stood on, restored on restart
    Glass,          ///< blocks movement, but lasers and sight pass through
    Count
};

/// Number of tile kinds.
inline constexpr int kTileKindCount = static_cast<int>(TileKind::Count);

/// A set of tile kinds, one bit per kind.
using TileMask = std::uint32_t;

/// The mask holding exactly kind k.
inline constexpr TileMask maskOf(TileKind k) { return TileMask{1} << static_cast<unsigned>(k); }
/// True when kind k is in mask m.
inline constexpr bool inMask(TileMask m, TileKind k) { return (m & maskOf(k)) != 0; }

/// Kinds that block bodies (OneWay included: queries treat it as its top face, from above only).
inline constexpr TileMask kMovementMask = maskOf(TileKind::Solid) | maskOf(TileKind::Mirror) | maskOf(TileKind::OneWay) |
                                          maskOf(TileKind::SlopeUpRight) | maskOf(TileKind::SlopeUpLeft) |
                                          maskOf(TileKind::Breakable) | maskOf(TileKind::Cracked) |
                                          maskOf(TileKind::Crumbling) | maskOf(TileKind::Glass);
/// Kinds that stop (or reflect) a laser beam. Glass, one-ways and spikes let beams through.
inline constexpr TileMask kLaserMask = maskOf(TileKind::Solid) | maskOf(TileKind::Mirror) |
                                       maskOf(TileKind::SlopeUpRight) | maskOf(TileKind::SlopeUpLeft) |
                                       maskOf(TileKind::Breakable) | maskOf(TileKind::Cracked) |
                                       maskOf(TileKind::Crumbling);
/// Kinds whose faces reflect a beam: mirrors on every face, slopes on their diagonal face only.
inline constexpr TileMask kReflectMask = maskOf(TileKind::Mirror) | maskOf(TileKind::SlopeUpRight) |
                                         maskOf(TileKind::SlopeUpLeft);
/// Kinds that block line of sight (robots, bats): the same as lasers.
inline constexpr TileMask kSightMask = kLaserMask;
/// Kinds that are hazards on touch.
inline constexpr TileMask kSpikeMask = maskOf(TileKind::SpikesUp) | maskOf(TileKind::SpikesDown) |
                                       maskOf(TileKind::SpikesLeft) | maskOf(TileKind::SpikesRight);
/// True for the two 45° slope kinds.
inline constexpr bool isSlope(TileKind k) { return k == TileKind::SlopeUpRight || k == TileKind::SlopeUpLeft; }

/// Integer cell coordinates (column x, row y).
struct Cell {
    int x = 0;
    int y = 0;
};
/// Cell's fields (engine/ecs/fields.h).
constexpr auto fields(Type<Cell>) { return fieldList("Cell", field("x", &Cell::x), field("y", &Cell::y)); }

/// Cells compare equal when both coordinates match.
inline constexpr bool operator==(Cell a, Cell b) { return a.x == b.x && a.y == b.y; }
/// Cells compare unequal when any coordinate differs.
inline constexpr bool operator!=(Cell a, Cell b) { return !(a == b); }

struct GridOutline;  // collision/grid_outline.h

/// Masks whose ray-cast outlines one grid keeps at once (movement, lasers, pellets, ...).
inline constexpr int kOutlineCacheSlots = 4;

/// A grid's cached ray-cast outlines (derived data, filled by outlineOf): they change how fast castRay answers,
/// never what it answers. Copies of a grid share the outlines, which are immutable once built.
struct OutlineCache {
    std::shared_ptr<const GridOutline> slots[kOutlineCacheSlots];
    const GridOutline* recent = nullptr;  ///< the outline outlineOf returned last (owned by a slot), checked first
    int next = 0;                         ///< the slot a new mask replaces (round robin)
};

/// A width × height grid of tile kinds, stored row-major.
class TileGrid {
public:
    /// An empty 0 × 0 grid (every query sees `outsideKind`).
    TileGrid() = default;
    /// A width × height grid filled with `fill`. Negative sizes are clamped to 0.
    TileGrid(int width, int height, TileKind fill = TileKind::Empty);

    /// Columns.
    int width() const { return width_; }
    /// Rows.
    int height() const { return height_; }
    /// True when (x, y) is a cell of the grid.
    bool inBounds(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }
    /// Kind at (x, y); `outsideKind` when out of bounds.
    TileKind at(int x, int y) const {
        return inBounds(x, y) ? cells_[static_cast<std::size_t>(y) * width_ + x] : outsideKind;
    }
    /// Kind at a cell.
    TileKind at(Cell c) const { return at(c.x, c.y); }
    /// Set (x, y) to k and bump the revision; out-of-bounds writes are ignored.
    void set(int x, int y, TileKind k);
    /// Row-major cells, width() * height() of them.
    const std::vector<TileKind>& cells() const { return cells_; }
    /// Incremented by every set() that changes a cell; renderers rebuild when it moves.
    std::uint32_t revision() const { return revision_; }

    /// The ray-cast outline cache (see OutlineCache): writable through a const grid, like a memo.
    OutlineCache& outlineCache() const { return outlineCache_; }

    /// What every out-of-bounds cell reads as.
    TileKind outsideKind = TileKind::Solid;

private:
    int width_ = 0;
    int height_ = 0;
    std::uint32_t revision_ = 0;
    std::vector<TileKind> cells_;
    mutable OutlineCache outlineCache_;
};

/// The cell containing world point p (floor of each coordinate, half-open cells).
Cell cellAt(double x, double y);

} // namespace engine
