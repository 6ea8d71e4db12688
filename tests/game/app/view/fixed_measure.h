#pragma once
// A text measure for the layout tests: fixed-size characters in place of the pixel font.
#include <algorithm>
#include <string_view>

#include "game/app/view/overlay_layout.h"

namespace view_test {

/// Six px per character, eleven per line: a stand-in for the pixel font.
inline game::TextSize fixedMeasure(std::string_view text) {
    float widest = 0.0f, line = 0.0f, lines = 1.0f;
    for (char c : text) {
        if (c == '\n') {
            lines += 1.0f;
            line = 0.0f;
            continue;
        }
        line += 6.0f;
        widest = std::max(widest, line);
    }
    return {widest, 11.0f * lines};
}

} // namespace view_test
