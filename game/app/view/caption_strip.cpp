#include "game/app/view/caption_strip.h"

#include <algorithm>
#include <cmath>

namespace game {

namespace {

/// Lines in a wrapped text.
int lineCount(const std::string& wrapped) {
    return wrapped.empty() ? 0 : 1 + static_cast<int>(std::count(wrapped.begin(), wrapped.end(), '\n'));
}

/// The text's width: the screen less the padding and, with gauges, their slot and the gap.
float textWidth(TextSize gauges) {
    const float side = gauges.w > 0.0f ? gauges.w + kCaptionGap : 0.0f;
    return kOverlayScreenW - 2.0f * kCaptionPadX - side;
}

} // namespace

CaptionLayout captionLayout(const CaptionTexts& texts, TextSize gaugeSize, const TextMeasure& measure, float reserve) {
    CaptionLayout out;
    const float width = textWidth(gaugeSize);
    out.text.w = width;
    // The tallest text, as drawn: wrapped and cut to kCaptionMaxLines.
    float textH = measure("X").h;
    auto grow = [&](const std::string& t) {
        if (!t.empty()) textH = std::max(textH, measure(captionLines(t, out, measure)).h);
    };
    grow(texts.hint);
    for (const std::string& s : texts.signs) grow(s);
    const float inner = std::ceil(std::max(textH, gaugeSize.h));
    const float h = inner + 2.0f * kCaptionPadY + 1.0f + std::max(0.0f, reserve); // 1: the strip's top rule
    out.strip = {0.0f, kOverlayScreenH - h, kOverlayScreenW, h};
    out.view = {0.0f, 0.0f, kOverlayScreenW, kOverlayScreenH - h};
    const float top = out.strip.y + 1.0f + kCaptionPadY;
    if (gaugeSize.w > 0.0f)
        out.gauges = {kCaptionPadX, std::round(top + (inner - gaugeSize.h) * 0.5f), gaugeSize.w, gaugeSize.h};
    out.text = {kOverlayScreenW - kCaptionPadX - width, top, width, inner};
    return out;
}

std::string captionLines(const std::string& text, const CaptionLayout& layout, const TextMeasure& measure) {
    const std::string wrapped = wrapText(text, layout.text.w, measure);
    if (lineCount(wrapped) <= kCaptionMaxLines) return wrapped;
    std::vector<std::string> lines;
    for (std::size_t at = 0; lines.size() < static_cast<std::size_t>(kCaptionMaxLines);) {
        const std::size_t end = wrapped.find('\n', at);
        lines.push_back(wrapped.substr(at, end - at));
        at = end + 1;
    }
    std::string& last = lines.back();
    while (!last.empty() && measure(last + "...").w > layout.text.w) last.pop_back();
    last += "...";
    std::string out;
    for (const std::string& line : lines) out += (out.empty() ? "" : "\n") + line;
    return out;
}

Caption captionOf(const std::string& hint, const std::string& sign, double hintSeconds) {
    if (!sign.empty()) return {CaptionKind::Sign, sign, true};
    if (hint.empty()) return {};
    return {CaptionKind::Hint, hint, hintSeconds < kHintBrightSeconds};
}

} // namespace game
