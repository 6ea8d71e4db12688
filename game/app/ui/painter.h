#pragma once
// Painter: immediate-mode 2D drawing for the HUD and the menus, batched. Rectangles, sprites and pixel text
// go into one vertex array while they share a texture (the atlas and its font usually do), so a whole menu is
// one or two draw calls. Coordinates are logical pixels of the target's current view. Every text is drawn at the
// player's text size (setTextScale, uiTextScale), and measure() and lineHeight() measure it at that size. With
// recordText(true) (the UI trace) each text box and panel drawn is recorded (textBoxes(), panels()) for the layout
// checks of text_layout.h.
#include <SFML/Graphics.hpp>

#include <string_view>
#include <vector>

#include "engine/render/bitmap_font.h"
#include "game/app/ui/text_layout.h"
#include "game/app/view/view_assets.h"

namespace game {

/// Horizontal text alignment.
enum class Align { Left, Center, Right };

/// Batched drawing into one target. Flushes on texture or blend changes and when destroyed.
class Painter {
  public:
    /// Draw into target with font (the atlas comes from viewAssets()).
    Painter(sf::RenderTarget& target, const engine::BitmapFont& font);
    ~Painter() { flush(); }                      ///< draws what is still pending
    Painter(const Painter&) = delete;            ///< owns a pending batch
    Painter& operator=(const Painter&) = delete; ///< owns a pending batch

    /// A filled rectangle.
    void rect(sf::FloatRect r, sf::Color c);
    /// A rectangle with a vertical gradient.
    void gradient(sf::FloatRect r, sf::Color top, sf::Color bottom);
    /// A rectangle outline `t` pixels thick, inside r.
    void outline(sf::FloatRect r, sf::Color c, float t = 1.0f);
    /// A panel: dark translucent fill, a 1-px border, and a lighter top edge.
    void panel(sf::FloatRect r, sf::Color fill, sf::Color border);
    /// Sprite `name` placed by p; false when missing.
    bool sprite(std::string_view name, const engine::SpritePlacement& p);
    /// A sprite rectangle placed by p.
    void sprite(const engine::SpriteRect& s, const engine::SpritePlacement& p);
    /// Text at pos (top-left for Left, top-centre for Center, top-right for Right); returns its size.
    sf::Vector2f text(std::string_view s, sf::Vector2f pos, float scale = 1.0f,
                      sf::Color color = sf::Color::White, Align align = Align::Left,
                      sf::Color shadow = sf::Color(0, 0, 0, 160));
    /// Text wrapped at spaces into lines at most maxWidth px wide, each line aligned at pos.x; returns the size.
    sf::Vector2f paragraph(std::string_view s, sf::Vector2f pos, float maxWidth, float scale = 1.0f,
                           sf::Color color = sf::Color::White, Align align = Align::Left);
    /// Help text centred along the bottom of the window, wrapped to its width, its last line `gap` px above the
    /// foot; returns the top of its first line.
    float footer(std::string_view s, sf::Color color, float gap = 3.0f);
    /// Height of s wrapped to maxWidth (as paragraph() draws it), px.
    float paragraphHeight(std::string_view s, float maxWidth, float scale = 1.0f) const;
    /// s cut to fit maxWidth px at scale ("..." ends a cut line).
    std::string fit(std::string_view s, float maxWidth, float scale = 1.0f) const;
    /// Size of text at scale (at the player's text size).
    sf::Vector2f measure(std::string_view s, float scale = 1.0f) const {
        return font_.measure(s, uiTextScale(scale, textScale_));
    }
    /// Line height at scale (at the player's text size).
    float lineHeight(float scale = 1.0f) const { return font_.lineHeight(uiTextScale(scale, textScale_)); }
    /// The player's text size: 1, 1.5 or 2.
    void setTextScale(float s) { textScale_ = s; }
    /// The player's text size.
    float textScale() const { return textScale_; }
    /// Record the text boxes and panels drawn from here on (off by default).
    void recordText(bool on) { record_ = on; }
    /// Text drawn from here on may lie over the level's view (the HUD's top bar, which ghosts over what is in sight).
    void allowOverView(bool on) { overView_ = on; }
    /// What follows belongs to another screen (its text may overlap the text of the screens below).
    void nextLayer() { ++layer_; }
    /// The text boxes drawn so far (while recording).
    const std::vector<TextBox>& textBoxes() const { return texts_; }
    /// The panels drawn so far (while recording).
    const std::vector<PanelBox>& panels() const { return panels_; }
    /// Use this blend mode for what follows.
    void setBlend(sf::BlendMode blend);
    /// Draw what is pending.
    void flush();
    /// The target.
    sf::RenderTarget& target() { return target_; }

  private:
    void use(const sf::Texture* texture);
    sf::RenderTarget& target_;
    const engine::BitmapFont& font_;
    sf::VertexArray batch_{sf::Triangles};
    const sf::Texture* texture_ = nullptr;
    sf::BlendMode blend_ = sf::BlendAlpha;
    float textScale_ = 1.0f;
    int layer_ = 0;
    bool record_ = false;
    bool overView_ = false;
    std::vector<TextBox> texts_;
    std::vector<PanelBox> panels_;
};

} // namespace game
