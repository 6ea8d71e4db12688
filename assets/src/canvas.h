#pragma once
// Canvas: a small RGBA8 image with the pixel-art drawing operations the art generator needs.
// Everything is integer and deterministic; no SFML here (sf::Image is used only to encode the PNG).
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace art {

/// One 8-bit RGBA colour (straight, not premultiplied alpha).
struct Rgba {
    std::uint8_t r = 0, g = 0, b = 0, a = 0;
};
/// Exact colour equality.
inline constexpr bool operator==(Rgba x, Rgba y) { return x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a; }
/// Exact colour inequality.
inline constexpr bool operator!=(Rgba x, Rgba y) { return !(x == y); }
/// 0xRRGGBB as an opaque (or alpha a) colour.
inline constexpr Rgba hex(std::uint32_t rgb, std::uint8_t a = 255) {
    return {std::uint8_t(rgb >> 16), std::uint8_t(rgb >> 8), std::uint8_t(rgb), a};
}
/// Fully transparent.
inline constexpr Rgba kClear{0, 0, 0, 0};
/// The same colour with alpha a.
inline constexpr Rgba withAlpha(Rgba c, std::uint8_t a) { return {c.r, c.g, c.b, a}; }
/// Linear mix of two colours by t in [0, 256] (0 = a, 256 = b), alpha included.
Rgba mix(Rgba a, Rgba b, int t256);

/// char → colour for string-art sprites; unmapped characters (and '.', ' ') are transparent.
class Palette {
public:
    /// An empty palette (everything transparent).
    Palette() = default;
    /// A palette from (char, colour) pairs.
    Palette(std::initializer_list<std::pair<char, Rgba>> entries);
    /// Colour for character ch (transparent when unmapped).
    Rgba operator[](char ch) const { return map_[static_cast<unsigned char>(ch) & 127u]; }
    /// Map ch to c (overwrites).
    void set(char ch, Rgba c) { map_[static_cast<unsigned char>(ch) & 127u] = c; }

private:
    std::array<Rgba, 128> map_{};
};

/// A w × h RGBA image; reads outside return transparent, writes outside are ignored.
class Canvas {
public:
    /// An empty 0 × 0 canvas.
    Canvas() = default;
    /// A transparent w × h canvas (negative sizes clamp to 0).
    Canvas(int w, int h);
    /// Width in pixels.
    int w() const { return w_; }
    /// Height in pixels.
    int h() const { return h_; }
    /// Pixel (x, y), transparent when outside.
    Rgba get(int x, int y) const { return inside(x, y) ? px_[idx(x, y)] : kClear; }
    /// True when (x, y) is inside and its alpha is non-zero.
    bool solid(int x, int y) const { return get(x, y).a != 0; }
    /// Overwrite pixel (x, y) with c.
    void set(int x, int y, Rgba c) { if (inside(x, y)) px_[idx(x, y)] = c; }
    /// Alpha-composite c over pixel (x, y) ("over" operator, straight alpha).
    void blend(int x, int y, Rgba c);
    /// Overwrite the rectangle [x, x+w) × [y, y+h) with c.
    void fill(int x, int y, int w, int h, Rgba c);
    /// Fill the whole canvas with c.
    void clear(Rgba c = kClear) { fill(0, 0, w_, h_, c); }
    /// Bresenham line from (x0, y0) to (x1, y1) inclusive.
    void line(int x0, int y0, int x1, int y1, Rgba c);
    /// Filled disc centred at (cx, cy) (pixel centres at +0.5), radius r in pixels.
    void disc(double cx, double cy, double r, Rgba c);
    /// Alpha-composite src with its top-left at (x, y).
    void blit(const Canvas& src, int x, int y);
    /// Overwrite (not composite) with src's opaque pixels at (x, y).
    void stamp(const Canvas& src, int x, int y);
    /// Replace every pixel equal to `from` with `to`.
    void recolor(Rgba from, Rgba to);
    /// The rectangle [x, x+w) × [y, y+h) as a new canvas.
    Canvas crop(int x, int y, int w, int h) const;
    /// Mirror left ↔ right.
    Canvas flippedX() const;
    /// Mirror top ↔ bottom.
    Canvas flippedY() const;
    /// Rotated 90° clockwise on screen (w and h swap).
    Canvas rotatedCW() const;
    /// Every pixel, row-major.
    const std::vector<Rgba>& pixels() const { return px_; }

private:
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < w_ && y < h_; }
    std::size_t idx(int x, int y) const { return static_cast<std::size_t>(y) * w_ + x; }
    int w_ = 0, h_ = 0;
    std::vector<Rgba> px_;
};

/// A canvas from rows of characters (all rows padded to the longest), coloured by pal.
Canvas fromArt(const std::vector<std::string>& rows, const Palette& pal);
/// Add an outline of colour c on every transparent pixel 4-adjacent (8-adjacent when `corners`) to an opaque one.
void outline(Canvas& img, Rgba c, bool corners = false);
/// Deterministic integer hash of (x, y, seed) → [0, 2^32); the generator's only source of "noise".
std::uint32_t hash3(int x, int y, std::uint32_t seed);
/// Deterministic value in [0, 1) from (x, y, seed).
double noise01(int x, int y, std::uint32_t seed);

} // namespace art
