#pragma once
// BitmapFont: text drawn from the atlas's pixel-font glyphs into an sf::VertexArray (sf::Triangles).
// Fallbacks, in order: the atlas glyphs; DejaVu Sans through sf::Font (when the atlas has no font); nothing at all
// (every call is then a safe no-op and measure() still returns a sensible size). '\n' starts a new line;
// characters outside the font are drawn as '?'.
#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderStates.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "engine/render/atlas.h"

namespace engine {

/// Where the glyphs come from.
enum class FontSource { None, Atlas, TrueType };

/// Default TrueType fallback file.
inline constexpr const char* kFallbackFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/// Pixel text. Positions and sizes are in target pixels; scale multiplies the glyphs (use integers for crisp pixels).
class BitmapFont {
public:
    /// Use atlas's font `fontName` when it has one; else load the TrueType fallback (if the file exists); else
    /// nothing. The atlas must outlive this font. Returns the source chosen.
    FontSource init(const Atlas* atlas, std::string_view fontName = "small",
                    const std::string& fallbackPath = kFallbackFontPath);
    /// Which glyphs are in use.
    FontSource source() const { return source_; }
    /// The texture the quads from append() refer to (the atlas or the TTF page), or nullptr when source() is None
    /// or the atlas has no texture.
    const sf::Texture* texture(float scale = 1.0f) const;
    /// Append text as textured quads (6 vertices per visible glyph) with its top-left at pos; returns the size drawn.
    sf::Vector2f append(sf::VertexArray& va, std::string_view text, sf::Vector2f pos, float scale = 1.0f,
                        sf::Color color = sf::Color::White) const;
    /// Size of text in pixels at scale: widest line × (lines · line height); {0, 0} for empty text.
    sf::Vector2f measure(std::string_view text, float scale = 1.0f) const;
    /// Height of one line, px at scale.
    float lineHeight(float scale = 1.0f) const;
    /// Convenience: append into a scratch array and draw it with the right texture (no-op when source() is None).
    /// `shadow` alpha > 0 first draws the text offset by one scaled pixel down-right in that colour.
    void draw(sf::RenderTarget& target, std::string_view text, sf::Vector2f pos, float scale = 1.0f,
              sf::Color color = sf::Color::White, sf::Color shadow = sf::Color::Transparent,
              sf::RenderStates states = sf::RenderStates::Default) const;

private:
    const SpriteRect* glyph(char c) const;
    unsigned ttfSize(float scale) const;
    const Atlas* atlas_ = nullptr;
    FontMetrics metrics_;
    std::vector<const SpriteRect*> glyphs_;  // index c − first
    sf::Font ttf_;
    FontSource source_ = FontSource::None;
    mutable sf::VertexArray scratch_{sf::Triangles};
};

} // namespace engine
