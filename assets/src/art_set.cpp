#include "art_set.h"

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <sstream>

namespace art {

void ArtSet::add(const std::string& name, Canvas img, int ox, int oy) {
    for (Sprite& s : sprites_)
        if (s.name == name) { s = Sprite{name, std::move(img), ox, oy, group_}; return; }
    sprites_.push_back(Sprite{name, std::move(img), ox, oy, group_});
}

void ArtSet::addAnim(const std::string& name, const std::vector<Canvas>& frames, double fps, bool loop, int ox,
                     int oy) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < frames.size(); ++i) {
        names.push_back(name + "_" + std::to_string(i));
        add(names.back(), frames[i], ox, oy);
    }
    anim(name, std::move(names), fps, loop);
}

void ArtSet::anim(const std::string& name, std::vector<std::string> frames, double fps, bool loop) {
    anims_.push_back(Anim{name, std::move(frames), fps, loop});
}

const Sprite* ArtSet::find(const std::string& name) const {
    for (const Sprite& s : sprites_)
        if (s.name == name) return &s;
    return nullptr;
}

namespace {

// Shelf packing of (w+2)×(h+2) cells, tallest first, into a fixed width; returns the used height or -1.
int shelfPack(const ArtSet& set, const std::vector<std::size_t>& order, int width, std::vector<Placement>& out) {
    int x = 0, y = 0, shelf = 0;
    for (std::size_t i : order) {
        const Canvas& img = set.sprites()[i].img;
        int cw = img.w() + 2, ch = img.h() + 2;
        if (cw > width) return -1;
        if (x + cw > width) { x = 0; y += shelf; shelf = 0; }
        out[i] = {x + 1, y + 1};
        x += cw;
        shelf = std::max(shelf, ch);
    }
    return y + shelf;
}

int nextPow2(int v) {
    int p = 1;
    while (p < v) p *= 2;
    return p;
}

// Copy a sprite into the atlas at (px, py) and extrude its edge pixels one pixel outward (corners included).
void place(Canvas& atlas, const Canvas& img, int px, int py) {
    for (int y = -1; y <= img.h(); ++y)
        for (int x = -1; x <= img.w(); ++x) {
            int sx = std::clamp(x, 0, img.w() - 1), sy = std::clamp(y, 0, img.h() - 1);
            atlas.set(px + x, py + y, img.get(sx, sy));
        }
}

} // namespace

PackedAtlas pack(const ArtSet& set) {
    const auto& sprites = set.sprites();
    std::vector<std::size_t> order(sprites.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const Canvas &ia = sprites[a].img, &ib = sprites[b].img;
        if (ia.h() != ib.h()) return ia.h() > ib.h();
        return ia.w() > ib.w();
    });
    PackedAtlas out;
    out.places.resize(sprites.size());
    for (int width = 128;; width *= 2) {
        int used = shelfPack(set, order, width, out.places);
        if (used < 0 || nextPow2(used) > width) continue;  // keep the atlas no taller than wide
        out.image = Canvas(width, nextPow2(used));
        break;
    }
    for (std::size_t i = 0; i < sprites.size(); ++i)
        if (sprites[i].img.w() > 0 && sprites[i].img.h() > 0)
            place(out.image, sprites[i].img, out.places[i].x, out.places[i].y);
    return out;
}

namespace {

std::string fmtFps(double fps) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", fps);
    return buf;
}

} // namespace

std::string manifestJson(const ArtSet& set, const PackedAtlas& atlas) {
    std::ostringstream o;
    o << "{\n  \"image\": \"atlas.png\",\n  \"size\": [" << atlas.image.w() << ", " << atlas.image.h() << "],\n";
    o << "  \"sprites\": {\n";
    const auto& sprites = set.sprites();
    for (std::size_t i = 0; i < sprites.size(); ++i) {
        const Sprite& s = sprites[i];
        o << "    \"" << s.name << "\": {\"x\": " << atlas.places[i].x << ", \"y\": " << atlas.places[i].y
          << ", \"w\": " << s.img.w() << ", \"h\": " << s.img.h() << ", \"ox\": " << s.ox << ", \"oy\": " << s.oy
          << "}" << (i + 1 < sprites.size() ? "," : "") << "\n";
    }
    o << "  },\n  \"animations\": {\n";
    const auto& anims = set.anims();
    for (std::size_t i = 0; i < anims.size(); ++i) {
        const Anim& a = anims[i];
        o << "    \"" << a.name << "\": {\"frames\": [";
        for (std::size_t f = 0; f < a.frames.size(); ++f) o << (f ? ", " : "") << "\"" << a.frames[f] << "\"";
        o << "], \"fps\": " << fmtFps(a.fps) << ", \"loop\": " << (a.loop ? "true" : "false") << "}"
          << (i + 1 < anims.size() ? "," : "") << "\n";
    }
    o << "  },\n  \"fonts\": {\n";
    const auto& fonts = set.fonts();
    for (std::size_t i = 0; i < fonts.size(); ++i) {
        const FontInfo& f = fonts[i];
        o << "    \"" << f.name << "\": {\"prefix\": \"" << f.prefix << "\", \"first\": " << f.first
          << ", \"last\": " << f.last << ", \"height\": " << f.height << ", \"baseline\": " << f.baseline
          << ", \"spacing\": " << f.spacing << ", \"lineHeight\": " << f.lineHeight << "}"
          << (i + 1 < fonts.size() ? "," : "") << "\n";
    }
    o << "  }\n}\n";
    return o.str();
}

bool savePng(const Canvas& img, const std::string& path) {
    std::vector<std::uint8_t> bytes;
    bytes.reserve(img.pixels().size() * 4);
    for (Rgba p : img.pixels()) {
        // Fully transparent pixels are stored as 0,0,0,0 so the file never depends on hidden colour.
        if (p.a == 0) p = kClear;
        bytes.insert(bytes.end(), {p.r, p.g, p.b, p.a});
    }
    sf::Image out;
    out.create(static_cast<unsigned>(img.w()), static_cast<unsigned>(img.h()), bytes.data());
    return out.saveToFile(path);
}

} // namespace art
