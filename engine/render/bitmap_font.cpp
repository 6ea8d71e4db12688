#include "engine/render/bitmap_font.h"

#include <SFML/Graphics/Glyph.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>

namespace engine {

namespace {

constexpr float kFallbackAdvance = 6.0f;  // px per character when there is no font at all
constexpr float kFallbackLine = 11.0f;

void appendQuad(sf::VertexArray& va, sf::FloatRect dst, sf::FloatRect src, sf::Color color) {
    const sf::Vector2f p0{dst.left, dst.top}, p1{dst.left + dst.width, dst.top};
    const sf::Vector2f p2{dst.left + dst.width, dst.top + dst.height}, p3{dst.left, dst.top + dst.height};
    const sf::Vector2f t0{src.left, src.top}, t1{src.left + src.width, src.top};
    const sf::Vector2f t2{src.left + src.width, src.top + src.height}, t3{src.left, src.top + src.height};
    va.append({p0, color, t0}); va.append({p1, color, t1}); va.append({p2, color, t2});
    va.append({p0, color, t0}); va.append({p2, color, t2}); va.append({p3, color, t3});
}

bool fileExists(const std::string& path) { return static_cast<bool>(std::ifstream(path, std::ios::binary)); }

} // namespace

FontSource BitmapFont::init(const Atlas* atlas, std::string_view fontName, const std::string& fallbackPath) {
    atlas_ = atlas;
    glyphs_.clear();
    source_ = FontSource::None;
    const FontMetrics* m = atlas ? atlas->font(fontName) : nullptr;
    if (m && m->last >= m->first) {
        metrics_ = *m;
        for (int c = m->first; c <= m->last; ++c) glyphs_.push_back(atlas->sprite(m->prefix + std::to_string(c)));
        // Usable when the atlas has the '?' replacement glyph (the texture may be absent in headless tools/tests;
        // draw() then draws nothing).
        if (glyph('?') != nullptr) source_ = FontSource::Atlas;
    }
    if (source_ == FontSource::None && !fallbackPath.empty() && fileExists(fallbackPath) &&
        ttf_.loadFromFile(fallbackPath))
        source_ = FontSource::TrueType;
    return source_;
}

const SpriteRect* BitmapFont::glyph(char c) const {
    int i = static_cast<unsigned char>(c) - metrics_.first;
    if (i >= 0 && i < static_cast<int>(glyphs_.size()) && glyphs_[static_cast<std::size_t>(i)])
        return glyphs_[static_cast<std::size_t>(i)];
    int q = '?' - metrics_.first;
    return q >= 0 && q < static_cast<int>(glyphs_.size()) ? glyphs_[static_cast<std::size_t>(q)] : nullptr;
}

unsigned BitmapFont::ttfSize(float scale) const {
    return static_cast<unsigned>(std::max(6L, std::lround(10.0f * scale)));
}

const sf::Texture* BitmapFont::texture(float scale) const {
    if (source_ == FontSource::Atlas) return atlas_->texturePtr();
    if (source_ == FontSource::TrueType) return &ttf_.getTexture(ttfSize(scale));
    return nullptr;
}

float BitmapFont::lineHeight(float scale) const {
    if (source_ == FontSource::Atlas) return static_cast<float>(metrics_.lineHeight) * scale;
    if (source_ == FontSource::TrueType) return std::ceil(ttf_.getLineSpacing(ttfSize(scale)));
    return kFallbackLine * scale;
}

sf::Vector2f BitmapFont::append(sf::VertexArray& va, std::string_view text, sf::Vector2f pos, float scale,
                                sf::Color color) const {
    if (text.empty()) return {0.0f, 0.0f};
    const float line = lineHeight(scale);
    float x = pos.x, y = pos.y, widest = 0.0f;
    int lines = 1;
    const unsigned size = ttfSize(scale);
    for (char c : text) {
        if (c == '\n') {
            widest = std::max(widest, x - pos.x);
            x = pos.x;
            y += line;
            ++lines;
            continue;
        }
        if (source_ == FontSource::Atlas) {
            const SpriteRect* g = glyph(c);
            if (!g) continue;
            const float w = static_cast<float>(g->w) * scale, h = static_cast<float>(g->h) * scale;
            appendQuad(va, {x, y, w, h},
                       {static_cast<float>(g->x), static_cast<float>(g->y), static_cast<float>(g->w),
                        static_cast<float>(g->h)},
                       color);
            x += w + static_cast<float>(metrics_.spacing) * scale;
        } else if (source_ == FontSource::TrueType) {
            const sf::Glyph& g = ttf_.getGlyph(static_cast<unsigned char>(c), size, false);
            const float baseline = y + std::round(static_cast<float>(size) * 0.8f);
            const sf::FloatRect tr(static_cast<float>(g.textureRect.left), static_cast<float>(g.textureRect.top),
                                   static_cast<float>(g.textureRect.width), static_cast<float>(g.textureRect.height));
            appendQuad(va, {x + g.bounds.left, baseline + g.bounds.top, g.bounds.width, g.bounds.height}, tr, color);
            x += g.advance;
        } else {
            x += kFallbackAdvance * scale;
        }
    }
    widest = std::max(widest, x - pos.x);
    if (source_ == FontSource::Atlas && widest > 0.0f) widest -= static_cast<float>(metrics_.spacing) * scale;
    return {widest, line * static_cast<float>(lines)};
}

sf::Vector2f BitmapFont::measure(std::string_view text, float scale) const {
    if (text.empty()) return {0.0f, 0.0f};
    if (source_ == FontSource::Atlas || source_ == FontSource::None) {
        sf::VertexArray ignore(sf::Triangles);
        return append(ignore, text, {0.0f, 0.0f}, scale);
    }
    // TrueType: measure with advances only (no glyph rasterising needed beyond what getGlyph caches).
    float x = 0.0f, widest = 0.0f;
    int lines = 1;
    for (char c : text) {
        if (c == '\n') { widest = std::max(widest, x); x = 0.0f; ++lines; continue; }
        x += ttf_.getGlyph(static_cast<unsigned char>(c), ttfSize(scale), false).advance;
    }
    return {std::max(widest, x), lineHeight(scale) * static_cast<float>(lines)};
}

void BitmapFont::draw(sf::RenderTarget& target, std::string_view text, sf::Vector2f pos, float scale,
                      sf::Color color, sf::Color shadow, sf::RenderStates states) const {
    if (source_ == FontSource::None || text.empty()) return;
    scratch_.clear();
    if (shadow.a > 0) append(scratch_, text, {pos.x + scale, pos.y + scale}, scale, shadow);
    append(scratch_, text, pos, scale, color);
    states.texture = texture(scale);
    if (states.texture == nullptr) return;
    target.draw(scratch_, states);
}

} // namespace engine
