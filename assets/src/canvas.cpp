#include "canvas.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace art {

Rgba mix(Rgba a, Rgba b, int t) {
    auto m = [t](int x, int y) { return static_cast<std::uint8_t>((x * (256 - t) + y * t + 128) / 256); };
    return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a)};
}

Palette::Palette(std::initializer_list<std::pair<char, Rgba>> entries) {
    for (const auto& e : entries) set(e.first, e.second);
}

Canvas::Canvas(int w, int h) : w_(std::max(w, 0)), h_(std::max(h, 0)), px_(static_cast<std::size_t>(w_) * h_) {}

void Canvas::blend(int x, int y, Rgba c) {
    if (!inside(x, y) || c.a == 0) return;
    Rgba& d = px_[idx(x, y)];
    if (c.a == 255 || d.a == 0) { d = c; return; }
    // out = c·αc + d·αd·(1−αc), in integer /255 arithmetic.
    int ac = c.a, ad = d.a * (255 - ac) / 255, ao = ac + ad;
    auto ch = [&](int sc, int dc) { return static_cast<std::uint8_t>((sc * ac + dc * ad + ao / 2) / ao); };
    d = {ch(c.r, d.r), ch(c.g, d.g), ch(c.b, d.b), static_cast<std::uint8_t>(ao)};
}

void Canvas::fill(int x, int y, int w, int h, Rgba c) {
    for (int j = y; j < y + h; ++j)
        for (int i = x; i < x + w; ++i) set(i, j, c);
}

void Canvas::line(int x0, int y0, int x1, int y1, Rgba c) {
    int dx = std::abs(x1 - x0), sx = x0 < x1 ? 1 : -1;
    int dy = -std::abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        set(x0, y0, c);
        if (x0 == x1 && y0 == y1) return;
        int e2 = 2 * err;
        if (e2 >= dy) { err += dy; x0 += sx; }
        if (e2 <= dx) { err += dx; y0 += sy; }
    }
}

void Canvas::disc(double cx, double cy, double r, Rgba c) {
    for (int y = 0; y < h_; ++y)
        for (int x = 0; x < w_; ++x) {
            double dx = x + 0.5 - cx, dy = y + 0.5 - cy;
            if (dx * dx + dy * dy <= r * r) set(x, y, c);
        }
}

void Canvas::blit(const Canvas& src, int x, int y) {
    for (int j = 0; j < src.h(); ++j)
        for (int i = 0; i < src.w(); ++i) blend(x + i, y + j, src.get(i, j));
}

void Canvas::stamp(const Canvas& src, int x, int y) {
    for (int j = 0; j < src.h(); ++j)
        for (int i = 0; i < src.w(); ++i)
            if (src.solid(i, j)) set(x + i, y + j, src.get(i, j));
}

void Canvas::recolor(Rgba from, Rgba to) {
    for (Rgba& p : px_)
        if (p == from) p = to;
}

Canvas Canvas::crop(int x, int y, int w, int h) const {
    Canvas out(w, h);
    for (int j = 0; j < h; ++j)
        for (int i = 0; i < w; ++i) out.set(i, j, get(x + i, y + j));
    return out;
}

Canvas Canvas::flippedX() const {
    Canvas out(w_, h_);
    for (int j = 0; j < h_; ++j)
        for (int i = 0; i < w_; ++i) out.set(w_ - 1 - i, j, get(i, j));
    return out;
}

Canvas Canvas::flippedY() const {
    Canvas out(w_, h_);
    for (int j = 0; j < h_; ++j)
        for (int i = 0; i < w_; ++i) out.set(i, h_ - 1 - j, get(i, j));
    return out;
}

Canvas Canvas::rotatedCW() const {
    // (x, y) → (h−1−y, x): the top row becomes the right column.
    Canvas out(h_, w_);
    for (int j = 0; j < h_; ++j)
        for (int i = 0; i < w_; ++i) out.set(h_ - 1 - j, i, get(i, j));
    return out;
}

Canvas fromArt(const std::vector<std::string>& rows, const Palette& pal) {
    std::size_t width = 0;
    for (const auto& r : rows) width = std::max(width, r.size());
    Canvas out(static_cast<int>(width), static_cast<int>(rows.size()));
    for (std::size_t y = 0; y < rows.size(); ++y)
        for (std::size_t x = 0; x < rows[y].size(); ++x)
            out.set(static_cast<int>(x), static_cast<int>(y), pal[rows[y][x]]);
    return out;
}

void outline(Canvas& img, Rgba c, bool corners) {
    Canvas src = img;
    for (int y = 0; y < img.h(); ++y)
        for (int x = 0; x < img.w(); ++x) {
            if (src.solid(x, y)) continue;
            bool edge = src.solid(x - 1, y) || src.solid(x + 1, y) || src.solid(x, y - 1) || src.solid(x, y + 1);
            if (corners)
                edge = edge || src.solid(x - 1, y - 1) || src.solid(x + 1, y - 1) || src.solid(x - 1, y + 1) ||
                       src.solid(x + 1, y + 1);
            if (edge) img.set(x, y, c);
        }
}

std::uint32_t hash3(int x, int y, std::uint32_t seed) {
    std::uint32_t h = seed * 0x9E3779B9u ^ static_cast<std::uint32_t>(x) * 0x85EBCA6Bu ^
                      static_cast<std::uint32_t>(y) * 0xC2B2AE35u;
    h ^= h >> 16; h *= 0x7FEB352Du; h ^= h >> 15; h *= 0x846CA68Bu; h ^= h >> 16;
    return h;
}

double noise01(int x, int y, std::uint32_t seed) { return (hash3(x, y, seed) >> 8) * (1.0 / 16777216.0); }

} // namespace art
