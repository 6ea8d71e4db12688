#pragma once
// The caption strip: a band along the foot of the logical screen, outside the level's view, holding the mode's
// gauges (left) and the level's words (right): the text of the sign the player stands at, else the level's hint,
// bright for its first kHintBrightSeconds on show in each attempt and dim after. The camera sees the level through the rest of the
// screen (the level's view), so no hint or sign ever covers the play. The strip's height is fixed for a visit by
// the tallest of the level's texts wrapped to its width at the player's text size (at most kCaptionMaxLines
// lines; a longer text is cut with "..."), and by the gauges. Pure geometry on plain structs, no SFML: the play
// screen and the layout tests call the same functions.
#include <string>
#include <vector>

#include "game/app/view/overlay_layout.h"

namespace game {

/// px: the strip's padding above and below its contents, and at the screen's left and right edges.
inline constexpr float kCaptionPadY = 3.0f, kCaptionPadX = 8.0f;
/// px: the gap between the gauges and the text.
inline constexpr float kCaptionGap = 12.0f;
/// The most lines of text the strip holds.
inline constexpr int kCaptionMaxLines = 3;
/// Seconds the hint shows bright in each attempt (while no sign's words take its place) before it dims.
inline constexpr double kHintBrightSeconds = 6.0;

/// The level's words: its hint and the text of every sign.
struct CaptionTexts {
    std::string hint;               ///< the level's hint ("" for none)
    std::vector<std::string> signs; ///< each sign's text
};

/// Where the strip and the level's view go on the logical screen.
struct CaptionLayout {
    ScreenRect view;   ///< the level's view: the screen above the strip
    ScreenRect strip;  ///< the strip, along the screen's foot
    ScreenRect gauges; ///< the gauges' slot, at the strip's left (w 0: no gauges)
    ScreenRect text;   ///< where the text goes, right of the gauges
};

/// The strip for a level's texts and gauges of gaugeSize (w 0: none), texts measured by measure at the player's
/// text size, with `reserve` px kept free at its foot (the debug mode's time bar).
CaptionLayout captionLayout(const CaptionTexts& texts, TextSize gaugeSize, const TextMeasure& measure,
                            float reserve = 0.0f);

/// text wrapped to the layout's text width, cut to kCaptionMaxLines lines (the last one ending in "...").
std::string captionLines(const std::string& text, const CaptionLayout& layout, const TextMeasure& measure);

/// What the strip says.
enum class CaptionKind { None, Hint, Sign };

/// The strip's text this frame: the sign's when the player stands at one, else the hint.
struct Caption {
    CaptionKind kind = CaptionKind::None; ///< whose words
    std::string text;                     ///< the words ("" for none)
    bool bright = false;                  ///< drawn bright (a sign, or the hint early in an attempt)
};

/// The caption for a hint, the sign at the player ("" for none) and the seconds the hint has shown this attempt.
Caption captionOf(const std::string& hint, const std::string& sign, double hintSeconds);

} // namespace game
