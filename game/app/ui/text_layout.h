#pragma once
// Text layout for the menus and the HUD at the player's text size (Settings::textScale: 1, 1.5 or 2). Plain
// geometry, no SFML: the painter (painter.h) records every text box it draws and the window tests check them with
// textBoxProblems: each box inside the window, inside the panel it starts in, and clear of the other boxes of its
// screen.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "game/app/view/overlay_layout.h"

namespace game {

/// The text sizes a player can choose, as multipliers of the 100 % size.
inline constexpr float kTextScales[] = {1.0f, 1.5f, 2.0f};
/// Headings (text drawn at scale 2 or more) grow by this fraction of the body text's growth: titles stay titles
/// without crowding the screen.
inline constexpr float kHeadingGrowth = 0.5f;

/// The drawn scale of text asked for at `scale` when the player's text size is `setting` (1, 1.5, 2): body text
/// (scale below 2) times setting; headings grow by kHeadingGrowth of that.
float uiTextScale(float scale, float setting);

/// The scale to ask for so that text is drawn at `drawn` whatever the text size `setting` (for a logo).
float askedTextScale(float drawn, float setting);

/// The next text size after `setting` (delta +1) or before it (−1), clamped to kTextScales.
float stepTextScale(float setting, int delta);

/// Measures one line of text at the drawn scale, px.
using LineWidth = std::function<float(std::string_view)>;

/// text (one line) cut to at most maxWidth px, ending in "..." when cut; whole when it fits.
std::string fitLine(std::string_view text, float maxWidth, const LineWidth& width);

/// text broken into lines at most maxWidth px wide: at '\n', then between groups (parts apart by 3 or more spaces,
/// as help lines hold them: "Enter: play     Esc: back"), then at spaces; a word wider than maxWidth is split
/// between characters. Empty text gives no lines.
std::vector<std::string> wrapLines(std::string_view text, float maxWidth, const LineWidth& width);

/// The first row shown of a list of `count` rows with `visible` of them on screen, so that `focus` is shown and
/// the list moves as little as possible from `first`.
int scrollFirst(int count, int visible, int first, int focus);

/// One text drawn in a frame.
struct TextBox {
    ScreenRect box;   ///< where its glyphs lie, logical px
    int layer = 0;    ///< which screen drew it (boxes of different screens may overlap)
    std::string text; ///< what it says
    bool overView = false; ///< allowed over the level's view (the HUD's top bar)
    float alpha = 1.0f;    ///< its colour's opacity, 0 … 1 (a ghosted HUD item is kGhostAlpha)
};

/// One panel drawn in a frame.
struct PanelBox {
    ScreenRect box; ///< logical px
    int layer = 0;  ///< which screen drew it
};

/// What is wrong with a frame's text: a box leaving the window (w × h), a box that starts inside a panel of its
/// layer but leaves it (the innermost such panel), two boxes of one layer overlapping (the same text drawn over
/// itself, as a glow or an echo, is one text). One line each, naming the texts ("'Music volume' leaves the window"); empty when all is well. Empty boxes are ignored.
std::vector<std::string> textBoxProblems(const std::vector<TextBox>& texts, const std::vector<PanelBox>& panels,
                                         float w, float h);

/// The texts of a frame that meet the level's view (logical px) though not allowed over it (TextBox::overView), one
/// line each ("'Jump: Space' (12,200 60x9) covers the level's view (0,0 480x242)"); empty when none does.
std::vector<std::string> textsOverView(const std::vector<TextBox>& texts, const ScreenRect& view);

/// Opacity from which a text hides what lies under it (a ghosted HUD item is below it).
inline constexpr float kOpaqueTextAlpha = 0.5f;

/// A thing drawn in the level's view that no text may hide, logical px.
struct NamedBox {
    std::string name; ///< what it is ("player", "rail")
    ScreenRect box;   ///< logical px
};

/// The texts of a frame, at least kOpaqueTextAlpha opaque and meeting the level's view, that cover one of `things`
/// (each text once: "'Patrol' (7,6 30x9) covers the rail (20,10 6x6)"); empty when none does.
std::vector<std::string> textsOverThings(const std::vector<TextBox>& texts, const std::vector<NamedBox>& things,
                                         const ScreenRect& view);

} // namespace game
