#pragma once
// Atlas: the one packed sprite sheet (assets/atlas.png) and its manifest (assets/atlas.json), made by
// raycrypt-artgen. Sprites are looked up by name; animations are frame lists played at a fixed fps.
// A missing or corrupt atlas never crashes: load() returns false with a one-line message naming the file
// (with line:col for JSON syntax errors), and every lookup then returns nullptr so callers draw flat shapes.
//
// Manifest conventions: tiles use origin (0, 0); characters and things standing on the floor use their
// bottom-centre (ox = w/2, oy = h); flyers, projectiles and rotating parts use their pivot. Characters face right.
// Autotiles "<set>_wall_<m>" / "lab_mirror_<m>": m = N·1 + E·2 + S·4 + W·8, a bit set when that neighbour is
// the same material (so m = 15 is an interior tile, m = 0 an isolated block).
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Texture.hpp>

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

/// One sprite in the atlas: its pixel rectangle and its origin (pivot), in sprite pixels from its top-left.
struct SpriteRect {
    int x = 0, y = 0, w = 0, h = 0;  ///< rectangle in the atlas image, px
    int ox = 0, oy = 0;              ///< origin (pivot) from the sprite's top-left, px
    /// The texture rectangle, pixels.
    sf::IntRect rect() const { return {x, y, w, h}; }
};

/// A named frame sequence. Frames point into the owning Atlas (valid while it lives and is not reloaded).
struct Animation {
    std::vector<const SpriteRect*> frames;  ///< in play order, never null
    std::vector<std::string> frameNames;    ///< the frames' sprite names
    double fps = 8.0;   ///< frames per second, > 0
    bool loop = true;   ///< false: holds the last frame once played

    /// Frame index at time t seconds since the start: floor(t·fps), wrapped when looping, else clamped to the last.
    /// Negative or NaN t gives 0.
    std::size_t frameIndexAt(double t) const;
    /// The frame at time t (see frameIndexAt); nullptr when there are no frames.
    const SpriteRect* frameAt(double t) const;
    /// One pass through every frame, seconds.
    double duration() const { return frames.empty() ? 0.0 : static_cast<double>(frames.size()) / fps; }
    /// True once a non-looping animation has shown its last frame for a full frame time (always false if looping).
    bool finishedAt(double t) const { return !loop && t >= duration(); }
};

/// A bitmap font's metrics from the manifest: glyph sprites are prefix + decimal code point ("font_65" = 'A').
struct FontMetrics {
    std::string prefix = "font_";  ///< glyph sprite name prefix
    int first = 32, last = 126;     ///< code points covered, inclusive
    int height = 9;       ///< glyph sprite height, px
    int baseline = 7;     ///< rows from the glyph top to the baseline
    int spacing = 1;      ///< px after each glyph (a glyph sprite's width is its ink advance)
    int lineHeight = 11;  ///< px from one line's top to the next
};

/// The loaded atlas. Not copyable (animations point at its sprites): keep one, pass references.
/// Constructing, parsing and querying an Atlas needs no display; only load() (the texture) does.
class Atlas {
public:
    /// An empty atlas (every lookup returns nullptr).
    Atlas() = default;
    Atlas(const Atlas&) = delete;             ///< animations point at this atlas's sprites: no copies
    Atlas& operator=(const Atlas&) = delete;  ///< no copies
    /// Load DIR/atlas.png and DIR/atlas.json and create the texture (needs a GL context, i.e. a window).
    /// On failure: returns false, sets *error (if non-null) to one line naming the file, leaves the atlas empty.
    bool load(const std::string& dir, std::string* error);
    /// Parse and validate a manifest only (no image, no GL): every rect must fit in imageW × imageH.
    /// On failure the atlas is left empty and *error names jsonPath (with line:col for syntax errors).
    bool loadManifest(const std::string& jsonPath, int imageW, int imageH, std::string* error);
    /// Same as loadManifest, from text; `name` is used in messages.
    bool parseManifest(std::string_view text, const std::string& name, int imageW, int imageH, std::string* error);
    /// Forget everything (lookups return nullptr again).
    void clear();

    /// True after a successful load()/loadManifest().
    bool loaded() const { return !sprites_.empty(); }
    /// True when load() also created the texture.
    bool hasTexture() const { return texture_ != nullptr; }
    /// The atlas texture. Precondition: hasTexture(); otherwise an empty texture is created on first call (which,
    /// like every sf::Texture, needs a GL context — so never call it in headless mode).
    const sf::Texture& texture() const;
    /// The atlas texture, or nullptr when load() has not created one (safe without a display).
    const sf::Texture* texturePtr() const { return texture_.get(); }
    /// The sprite called name, or nullptr.
    const SpriteRect* sprite(std::string_view name) const;
    /// The animation called name, or nullptr.
    const Animation* animation(std::string_view name) const;
    /// Font metrics called name ("small"), or nullptr.
    const FontMetrics* font(std::string_view name) const;
    /// Number of sprites.
    std::size_t spriteCount() const { return sprites_.size(); }
    /// Every sprite by name (sorted by name).
    const std::map<std::string, SpriteRect, std::less<>>& sprites() const { return sprites_; }
    /// Image size the manifest declares, px.
    sf::Vector2i size() const { return size_; }

private:
    std::map<std::string, SpriteRect, std::less<>> sprites_;
    std::map<std::string, Animation, std::less<>> animations_;
    std::map<std::string, FontMetrics, std::less<>> fonts_;
    // Created only by load(): constructing any sf::Texture opens a GL context, which aborts without a display.
    std::unique_ptr<sf::Texture> texture_;
    sf::Vector2i size_;
};

} // namespace engine
