// The application icon, composed from the game's own sprites: the ninja dashing over a laser beam in the neon lab.
// Two masters drawn pixel for pixel (16×16 and 32×32), each scaled up by whole factors only, so every size stays
// crisp pixel art: 16 = 16×1, 48 = 16×3, 32 = 32×1, 64 = 32×2, 128 = 32×4, 256 = 32×8.
#include <string>
#include <vector>

#include "art.h"
#include "palette.h"

namespace art {
namespace {

/// A size×size tile of the lab's night, darker towards the bottom, with rounded corners of radius r (transparent).
Canvas backdrop(int size, int r) {
    Canvas img(size, size);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const int t = y * 3 / size; // three bands, top to bottom
            img.set(x, y, t == 0 ? lab::steel1 : t == 1 ? lab::steel0 : lab::night3);
        }
    // Corner cut-outs: a pixel is outside when its centre is beyond the corner circle.
    for (int y = 0; y < r; ++y)
        for (int x = 0; x < r; ++x) {
            const double dx = r - (x + 0.5), dy = r - (y + 0.5);
            if (dx * dx + dy * dy <= double(r) * r) continue;
            img.set(x, y, kClear);
            img.set(size - 1 - x, y, kClear);
            img.set(x, size - 1 - y, kClear);
            img.set(size - 1 - x, size - 1 - y, kClear);
        }
    return img;
}

/// A soft cyan glow of radius r around (cx, cy), so the dark ninja stands out from the night.
void glow(Canvas& img, double cx, double cy, double r) {
    for (int y = 0; y < img.h(); ++y)
        for (int x = 0; x < img.w(); ++x) {
            const double dx = x + 0.5 - cx, dy = y + 0.5 - cy, d2 = (dx * dx + dy * dy) / (r * r);
            if (d2 < 1.0 && img.solid(x, y)) img.blend(x, y, withAlpha(lab::cyan2, static_cast<std::uint8_t>(150 * (1.0 - d2))));
        }
}

/// A horizontal laser beam from x0 to x1 (exclusive) centred on row y: white-hot core, red glow either side.
void beam(Canvas& img, int x0, int x1, int y, bool wide) {
    for (int x = x0; x < x1; ++x) {
        if (!img.solid(x, y)) continue; // stays inside the rounded tile
        img.set(x, y, lab::red3);
        img.set(x, y - 1, lab::red2);
        img.set(x, y + 1, lab::red2);
        if (wide) {
            img.blend(x, y - 2, withAlpha(lab::red1, 200));
            img.blend(x, y + 2, withAlpha(lab::red1, 200));
        }
    }
}

/// A lab floor strip over rows [y, size): steel with a neon cyan lip on its top row.
void floorStrip(Canvas& img, int y) {
    for (int x = 0; x < img.w(); ++x)
        for (int j = y; j < img.h(); ++j) {
            if (!img.solid(x, j)) continue;
            img.set(x, j, j == y ? lab::cyan2 : j == y + 1 ? lab::steel2 : lab::steel0);
        }
}

/// The sprite `name` drawn from set with its top-left at (x, y).
void put(Canvas& img, const ArtSet& set, const std::string& name, int x, int y) {
    if (const Sprite* s = set.find(name)) img.blit(s->img, x, y);
}

/// Each pixel repeated factor × factor times.
Canvas scaled(const Canvas& src, int factor) {
    Canvas out(src.w() * factor, src.h() * factor);
    for (int y = 0; y < out.h(); ++y)
        for (int x = 0; x < out.w(); ++x) out.set(x, y, src.get(x / factor, y / factor));
    return out;
}

} // namespace

Canvas iconMaster16(const ArtSet& set) {
    Canvas img = backdrop(16, 2);
    glow(img, 9, 7, 8);
    floorStrip(img, 14);
    beam(img, 0, 16, 11, false);
    put(img, set, "ninja_dash_0", 0, -2);
    return img;
}

Canvas iconMaster32(const ArtSet& set) {
    Canvas img = backdrop(32, 4);
    glow(img, 19, 11, 13);
    floorStrip(img, 28);
    put(img, set, "lab_emitter", -1, 13);
    beam(img, 14, 32, 20, true);
    put(img, set, "ninja_dash_0", 11, 2);
    return img;
}

std::vector<Icon> drawIcons(const ArtSet& set) {
    const Canvas small = iconMaster16(set), large = iconMaster32(set);
    return {{16, small}, {32, large}, {48, scaled(small, 3)}, {64, scaled(large, 2)}, {128, scaled(large, 4)},
            {256, scaled(large, 8)}};
}

} // namespace art
