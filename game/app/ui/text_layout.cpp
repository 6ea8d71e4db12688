#include "game/app/ui/text_layout.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace game {

float uiTextScale(float scale, float setting) {
    const float s = std::clamp(setting, kTextScales[0], kTextScales[2]);
    if (scale < 2.0f) return scale * s;
    return scale * (1.0f + (s - 1.0f) * kHeadingGrowth);
}

float askedTextScale(float drawn, float setting) {
    const float s = std::clamp(setting, kTextScales[0], kTextScales[2]);
    const float heading = drawn / (1.0f + (s - 1.0f) * kHeadingGrowth);
    return heading >= 2.0f ? heading : drawn / s;
}

float stepTextScale(float setting, int delta) {
    int at = 0;
    for (int i = 0; i < 3; ++i)
        if (std::fabs(kTextScales[i] - setting) < std::fabs(kTextScales[at] - setting)) at = i;
    return kTextScales[std::clamp(at + delta, 0, 2)];
}

std::string fitLine(std::string_view text, float maxWidth, const LineWidth& width) {
    std::string s(text);
    if (width(s) <= maxWidth) return s;
    while (!s.empty()) {
        s.pop_back();
        while (!s.empty() && s.back() == ' ') s.pop_back();
        if (width(s + "...") <= maxWidth) return s + "...";
    }
    return width("...") <= maxWidth ? "..." : "";
}

namespace {

/// One paragraph (no '\n') broken at spaces into lines at most maxWidth wide, appended to lines.
void wrapWords(std::string_view para, float maxWidth, const LineWidth& width, std::vector<std::string>& lines) {
    std::string line;
    std::size_t i = 0;
    while (i < para.size()) {
        while (i < para.size() && para[i] == ' ') ++i;
        std::size_t j = i;
        while (j < para.size() && para[j] != ' ') ++j;
        if (j == i) break;
        std::string word(para.substr(i, j - i));
        i = j;
        const std::string joined = line.empty() ? word : line + " " + word;
        if (width(joined) <= maxWidth) {
            line = joined;
            continue;
        }
        if (!line.empty()) lines.push_back(line);
        line.clear();
        // A word wider than the line: split between characters (at least one per line).
        while (width(word) > maxWidth && word.size() > 1) {
            std::size_t n = word.size() - 1;
            while (n > 1 && width(word.substr(0, n)) > maxWidth) --n;
            lines.push_back(word.substr(0, n));
            word = word.substr(n);
        }
        line = word;
    }
    if (!line.empty()) lines.push_back(line);
}

/// Runs of this many spaces or more separate groups ("Enter: play     Esc: back"), kept whole where they fit.
constexpr std::size_t kGroupGap = 3;

} // namespace

std::vector<std::string> wrapLines(std::string_view text, float maxWidth, const LineWidth& width) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view para = text.substr(start, end - start);
        if (para.empty() && end < text.size()) lines.emplace_back();
        // Groups: the text between runs of kGroupGap spaces, each with the gap before it.
        std::string line;
        std::size_t i = 0;
        while (i < para.size()) {
            std::size_t gapEnd = i;
            while (gapEnd < para.size() && para[gapEnd] == ' ') ++gapEnd;
            const std::size_t run = para.find(std::string(kGroupGap, ' '), gapEnd);
            const std::size_t k = run == std::string_view::npos ? para.size() : run;
            const std::string gap(para.substr(i, gapEnd - i));
            const std::string group(para.substr(gapEnd, k - gapEnd));
            i = k;
            if (group.empty()) continue;
            const std::string joined = line.empty() ? group : line + gap + group;
            if (width(joined) <= maxWidth) {
                line = joined;
                continue;
            }
            if (!line.empty()) lines.push_back(line);
            line.clear();
            if (width(group) <= maxWidth) {
                line = group;
                continue;
            }
            std::vector<std::string> parts;
            wrapWords(group, maxWidth, width, parts);
            for (std::size_t n = 0; n + 1 < parts.size(); ++n) lines.push_back(parts[n]);
            if (!parts.empty()) line = parts.back();
        }
        if (!line.empty()) lines.push_back(line);
        if (end >= text.size()) break;
        start = end + 1;
    }
    return lines;
}

int scrollFirst(int count, int visible, int first, int focus) {
    if (visible <= 0 || count <= visible) return 0;
    first = std::clamp(first, 0, count - visible);
    if (focus < first) first = focus;
    if (focus >= first + visible) first = focus - visible + 1;
    return std::clamp(first, 0, count - visible);
}

namespace {

std::string quoted(const std::string& s) {
    std::string t = s.substr(0, 40);
    for (char& c : t)
        if (c == '\n') c = ' ';
    return "'" + t + "'";
}

std::string rectText(const ScreenRect& r) {
    std::ostringstream o;
    o << "(" << r.x << "," << r.y << " " << r.w << "x" << r.h << ")";
    return o.str();
}

} // namespace

std::vector<std::string> textBoxProblems(const std::vector<TextBox>& texts, const std::vector<PanelBox>& panels,
                                         float w, float h) {
    std::vector<std::string> out;
    constexpr float kSlack = 0.01f; // float rounding of positions computed from centres
    const ScreenRect window{-kSlack, -kSlack, w + 2 * kSlack, h + 2 * kSlack};
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const TextBox& t = texts[i];
        if (t.box.w <= 0.0f || t.box.h <= 0.0f) continue;
        if (!contains(window, t.box)) {
            out.push_back(quoted(t.text) + " " + rectText(t.box) + " leaves the window");
            continue;
        }
        const PanelBox* inner = nullptr;
        for (const PanelBox& p : panels) {
            if (p.layer != t.layer) continue;
            const bool startsIn = t.box.x >= p.box.x && t.box.x < p.box.x + p.box.w && t.box.y >= p.box.y &&
                                  t.box.y < p.box.y + p.box.h;
            if (startsIn && (inner == nullptr || p.box.w * p.box.h <= inner->box.w * inner->box.h)) inner = &p;
        }
        if (inner != nullptr && !contains(inflated(inner->box, kSlack), t.box))
            out.push_back(quoted(t.text) + " " + rectText(t.box) + " leaves its panel " + rectText(inner->box));
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            const TextBox& u = texts[j];
            if (u.layer != t.layer || u.box.w <= 0.0f || u.box.h <= 0.0f || u.text == t.text) continue;
            if (overlaps(inflated(t.box, -kSlack), u.box))
                out.push_back(quoted(t.text) + " " + rectText(t.box) + " overlaps " + quoted(u.text) + " " +
                              rectText(u.box));
        }
    }
    return out;
}

std::vector<std::string> textsOverView(const std::vector<TextBox>& texts, const ScreenRect& view) {
    std::vector<std::string> out;
    for (const TextBox& t : texts)
        if (!t.overView && overlaps(t.box, view))
            out.push_back(quoted(t.text) + " " + rectText(t.box) + " covers the level's view " + rectText(view));
    return out;
}

std::vector<std::string> textsOverThings(const std::vector<TextBox>& texts, const std::vector<NamedBox>& things,
                                         const ScreenRect& view) {
    std::vector<std::string> out;
    constexpr float kSlack = 0.01f; // float rounding, as textBoxProblems
    for (const TextBox& t : texts) {
        if (t.alpha < kOpaqueTextAlpha || !overlaps(t.box, view)) continue;
        const auto hit = std::find_if(things.begin(), things.end(),
                                      [&](const NamedBox& n) { return overlaps(inflated(t.box, -kSlack), n.box); });
        if (hit != things.end())
            out.push_back(quoted(t.text) + " " + rectText(t.box) + " covers the " + hit->name + " " +
                          rectText(hit->box));
    }
    return out;
}

} // namespace game
