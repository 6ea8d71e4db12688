#pragma once
// ArtSet: every named sprite and animation the generator draws, then packed into one atlas.
#include <string>
#include <vector>

#include "canvas.h"

namespace art {

/// One sprite: its pixels and its origin (pivot) in sprite pixels.
struct Sprite {
    std::string name;
    Canvas img;
    int ox = 0, oy = 0;
    std::string group;  ///< preview grouping only (not written to the manifest)
};

/// A named frame sequence played at fps frames per second.
struct Anim {
    std::string name;
    std::vector<std::string> frames;
    double fps = 8.0;
    bool loop = true;
};

/// Font metrics written to the manifest's "fonts" object.
struct FontInfo {
    std::string name;     ///< e.g. "small"
    std::string prefix;   ///< glyph sprite name prefix, e.g. "font_" (then the decimal code point)
    int first = 32, last = 126;
    int height = 0;       ///< glyph sprite height, px
    int baseline = 0;     ///< rows from the glyph top to the baseline
    int spacing = 1;      ///< px added after each glyph's width (the glyph sprite width is its ink advance)
    int lineHeight = 0;   ///< px from one line's top to the next
};

/// Packed position of one sprite inside the atlas (without its 1-px extrusion border).
struct Placement {
    int x = 0, y = 0;
};

/// The whole collection, in insertion order (which is also the manifest order).
class ArtSet {
public:
    /// Current preview group for the sprites added next.
    void group(std::string g) { group_ = std::move(g); }
    /// Add one sprite (names must be unique; a duplicate replaces the earlier one).
    void add(const std::string& name, Canvas img, int ox = 0, int oy = 0);
    /// Add frames as sprites name_0..name_{n-1} and an animation `name` over them.
    void addAnim(const std::string& name, const std::vector<Canvas>& frames, double fps, bool loop, int ox, int oy);
    /// Add an animation over already-added sprites.
    void anim(const std::string& name, std::vector<std::string> frames, double fps, bool loop);
    /// Register font metrics.
    void font(FontInfo f) { fonts_.push_back(std::move(f)); }
    /// Sprite by name, or nullptr.
    const Sprite* find(const std::string& name) const;

    const std::vector<Sprite>& sprites() const { return sprites_; }
    const std::vector<Anim>& anims() const { return anims_; }
    const std::vector<FontInfo>& fonts() const { return fonts_; }

private:
    std::vector<Sprite> sprites_;
    std::vector<Anim> anims_;
    std::vector<FontInfo> fonts_;
    std::string group_;
};

/// The packed atlas: one image plus each sprite's placement (same order as ArtSet::sprites()).
struct PackedAtlas {
    Canvas image;
    std::vector<Placement> places;
};

/// Shelf-pack every sprite with a 1-px extruded border (edge pixels copied outward) into a power-of-two image.
PackedAtlas pack(const ArtSet& set);
/// The manifest text (JSON) for a packed atlas.
std::string manifestJson(const ArtSet& set, const PackedAtlas& atlas);
/// Encode a canvas as PNG at path (via sf::Image); false on failure.
bool savePng(const Canvas& img, const std::string& path);

} // namespace art
