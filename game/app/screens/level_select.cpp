// Mode select (one card per mode: ninja and crypt) and level select (the mode's chapters, each a header with its
// picture, name, idea and cleared count over a row of its levels: locked or open, verified best time (the fastest
// record that plays back to its claim), par medal, deaths and the collectible's icon; details of the focused level
// below). The mode cards and the chapter headers count the collectibles taken. Keyboard, mouse
// and gamepad all work: arrows/stick move, Enter/A or a click plays, E edits the level's file, Escape/B or a right
// click goes back.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <iostream>

#include "engine/render/letterbox.h"
#include "game/app/audio/sound_kit.h"
#include "game/app/screens/editor_screen.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/collectible_icon.h"
#include "game/app/ui/grid_scroll.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/hud.h"
#include "game/app/view/mode_presentation.h"
#include "game/play/records.h"
#include "game/save/progress.h"
#include "game/save/save_paths.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;

/// Cleared levels, medals and collectibles of one mode.
struct ModeTally {
    int total = 0, cleared = 0, gold = 0;
    int items = 0, taken = 0; ///< levels with a collectible, and those whose collectible was taken
};

ModeTally tally(Shell& shell, ModeId mode) {
    ModeTally t;
    for (const LevelEntry& e : shell.resources().catalog.of(mode)) {
        ++t.total;
        t.items += e.collectible ? 1 : 0;
        if (const LevelRecord* r = shell.profile().progress.find(e.key)) {
            t.cleared += r->completed ? 1 : 0;
            t.gold += r->medal == Medal::Gold ? 1 : 0;
            t.taken += e.collectible && r->collectible ? 1 : 0;
        }
    }
    return t;
}

class ModeSelect : public Screen {
  public:
    ModeSelect(Shell& shell, ModeId focus) : shell_(shell), modes_(presentedModes()), cards_(modes_.size()) {
        for (std::size_t i = 0; i < modes_.size(); ++i)
            if (modes_[i] == focus) focus_ = static_cast<int>(i);
    }
    ScreenKind kind() const override { return ScreenKind::ModeSelect; }
    std::string_view music() const override { return modes_.empty() ? "" : look(focus_).music; }

    void command(const UiCommand& c) override {
        if (c.key == UiKey::Back) {
            shell_.sound("menu_move");
            shell_.pop();
            return;
        }
        const int n = static_cast<int>(modes_.size());
        if (n == 0) return;
        if (c.key == UiKey::Left || c.key == UiKey::Up || c.key == UiKey::Right || c.key == UiKey::Down) {
            const bool back = c.key == UiKey::Left || c.key == UiKey::Up;
            focus_ = (focus_ + (back ? n - 1 : 1)) % n;
            shell_.sound("menu_move");
        }
        int over = -1;
        for (int i = 0; i < n; ++i)
            if (cards_[static_cast<std::size_t>(i)].contains(c.pointer) && c.source == UiSource::Mouse) over = i;
        if (over >= 0 && over != focus_ && c.pointerMoved) {
            focus_ = over;
            shell_.sound("menu_move");
        }
        const bool choose = c.key == UiKey::Confirm || c.key == UiKey::Pause || (c.click && over >= 0);
        if (!choose) return;
        if (over >= 0) focus_ = over;
        shell_.sound("menu_select");
        shell_.push(makeLevelSelect(shell_, modes_[static_cast<std::size_t>(focus_)]));
    }

    void drawUi(Painter& p, double now) override {
        p.rect({0, 0, kScreenW, kScreenH}, ui::kShade);
        p.text("CHOOSE YOUR TRIAL", {kScreenW * 0.5f, 20}, 2.0f, sf::Color::White, Align::Center);
        const float footTop = p.footer("Esc / B: back", ui::kDim, 5.0f);
        cardBottom_ = p.textScale() > 1.0f ? footTop - 4.0f : 224.0f;
        for (int i = 0; i < static_cast<int>(modes_.size()); ++i)
            drawCard(p, i, now);
    }

  private:
    /// The presentation of card i's mode.
    const ModePresentation& look(int i) const { return modePresentation(modes_[static_cast<std::size_t>(i)]); }

    /// Card i of n: the cards share the width between 40-px margins, 20 px apart, from y 56 to cardBottom_.
    sf::FloatRect cardRect(int i, int n) const {
        const float w = (kScreenW - 80.0f - 20.0f * static_cast<float>(n - 1)) / static_cast<float>(n);
        return {40.0f + static_cast<float>(i) * (w + 20.0f), 56, w, cardBottom_ - 56};
    }

    void drawCard(Painter& p, int i, double now) {
        const ModeId mode = modes_[static_cast<std::size_t>(i)];
        const ModePresentation& m = look(i);
        const bool focused = i == focus_;
        const sf::FloatRect r = cardRect(i, static_cast<int>(modes_.size()));
        cards_[static_cast<std::size_t>(i)] = r;
        p.gradient(r, m.cardTop, sf::Color(6, 6, 14, 235));
        p.outline(r, focused ? m.cardAccent : ui::kPanelBorder, focused ? 2.0f : 1.0f);
        const float cx = r.left + r.width * 0.5f, line = p.lineHeight();
        p.text(p.fit(m.title, r.width - 8), {cx, r.top + 10}, 1.0f, focused ? m.cardAccent : ui::kText, Align::Center);
        const ModeTally t = tally(shell_, mode);
        const std::string tallyLine =
            t.total == 0 ? "no levels found"
                         : std::to_string(t.cleared) + " / " + std::to_string(t.total) + " cleared";
        const float goldY = r.top + r.height - 5 - line, clearedY = goldY - line - 1;
        p.text(p.fit(tallyLine, r.width - 8), {cx, clearedY}, 1.0f, focused ? sf::Color::White : ui::kText,
               Align::Center);
        if (t.gold > 0) p.text(std::to_string(t.gold) + " gold", {cx, goldY}, 1.0f, ui::kGold, Align::Center);
        if (t.items > 0) { // the collectibles taken, with the mode's icon, under the title
            const std::string items = collectibleTally(m, t.taken, t.items);
            const float w = p.measure(items).x + 14, y = r.top + 12 + line;
            drawCollectibleIcon(p, m.collectible, {cx - w * 0.5f, y + line * 0.5f - 6}, 0.75f, t.taken > 0);
            p.text(items, {cx - w * 0.5f + 14, y}, 1.0f, t.taken == t.items ? ui::kGold : ui::kText);
        }
        const engine::SpriteRect* hero = animationFrame(focused ? m.heroFocused : m.heroIdle, now);
        if (p.textScale() <= 1.0f) { // the hero three times its size, the blurb's three lines under it
            if (hero != nullptr) p.sprite(*hero, {{cx, r.top + 92}, false, 3.0f});
            p.text(m.blurb, {cx, r.top + 100}, 1.0f, ui::kDim, Align::Center);
            return;
        }
        // Larger text: the blurb rewrapped to the card above the tally, the hero in the room left above it.
        std::string blurb = m.blurb;
        for (char& ch : blurb)
            if (ch == '\n') ch = ' ';
        // The blurb sits under the title (and the collectibles' line), or is left out when it does not fit.
        const float above = r.top + 10 + line + 4 + (t.items > 0 ? line + 2 : 0.0f);
        const float blurbTop = clearedY - 4 - p.paragraphHeight(blurb, r.width - 12);
        if (blurbTop < above) return;
        p.paragraph(blurb, {cx, blurbTop}, r.width - 12, 1.0f, ui::kDim, Align::Center);
        const float room = blurbTop - 4 - above;
        if (hero != nullptr && room >= 2.0f * static_cast<float>(hero->h))
            p.sprite(*hero, {{cx, blurbTop - 4}, false, room >= 3.0f * static_cast<float>(hero->h) ? 3.0f : 2.0f});
    }

    Shell& shell_;
    std::vector<ModeId> modes_;         ///< the modes on the cards, in id order
    int focus_ = 0;                     ///< index into modes_
    std::vector<sf::FloatRect> cards_;  ///< card i's rectangle as last drawn
    float cardBottom_ = 224.0f;         ///< the cards' bottom edge as last drawn
};

/// Level select geometry at 100 % text: a header per chapter (its picture, name and cleared count) over its
/// levels, as many cells a row as the longest chapter has levels (at most six); larger text has fewer, larger cells.
constexpr int kMaxColumns = 6;
constexpr float kCardH = 38, kGapX = 6, kGapY = 6, kHeaderGap = 3, kChapterGap = 9;
/// px: the grid's width (at every text size).
constexpr float kGridW = 456;
/// px: a chapter picture's box.
constexpr float kPictureW = 40;

/// One row of the level grid: `count` levels of chapter `chapter` from catalog index `first`.
struct GridRow {
    int chapter = 0;
    int first = 0;
    int count = 0;
    bool opensChapter = false; ///< the chapter's first row: its header is drawn above it
};

class LevelSelect : public Screen {
  public:
    LevelSelect(Shell& shell, ModeId mode, int focus) : shell_(shell), mode_(mode), focus_(focus) {
        // Times shown are verified ones: each level's fastest record that plays back to its claim.
        const std::string records = recordsDirectory();
        for (const LevelEntry& e : levels()) {
            verified_.push_back(verifiedBest(records, e.key, shell_.resources().paths.levels));
            if (uiTrace()) {
                const std::optional<double> best = verifiedSeconds(static_cast<int>(verified_.size()) - 1);
                std::cerr << "ui: level-select " << e.key << " best " << (best ? formatTime(*best) : "--") << std::endl;
            }
        }
        if (uiTrace())
            for (std::size_t c = 0; c < chapters().size(); ++c)
                std::cerr << "ui: level-select chapter " << c + 1 << " " << chapters()[c].name << " cleared "
                          << clearedIn(static_cast<int>(c)) << "/" << chapters()[c].count << std::endl;
    }
    ScreenKind kind() const override { return ScreenKind::LevelSelect; }
    std::string_view music() const override {
        const auto& list = levels();
        if (list.empty()) return modePresentation(mode_).music;
        const int i = std::clamp(focus_, 0, static_cast<int>(list.size()) - 1);
        return chapterTheme(modePresentation(mode_).music, list[static_cast<std::size_t>(i)].chapter);
    }

    /// E opens the focused level's file in the editor.
    bool event(const sf::Event& e) override {
        if (e.type != sf::Event::KeyPressed || e.key.code != sf::Keyboard::E || levels().empty()) return false;
        shell_.sound("menu_select");
        shell_.push(makeEditorScreen(shell_, levels()[static_cast<std::size_t>(focus_)].path, false));
        return true;
    }

    void command(const UiCommand& c) override {
        const int n = static_cast<int>(levels().size());
        if (c.key == UiKey::Back) {
            shell_.sound("menu_move");
            shell_.pop();
            return;
        }
        if (n == 0) return;
        int next = focus_;
        if (c.key == UiKey::Left) next = std::max(0, focus_ - 1);
        if (c.key == UiKey::Right) next = std::min(n - 1, focus_ + 1);
        if ((c.key == UiKey::Up || c.key == UiKey::Down) && !rows_.empty()) {
            const int r = rowOf(focus_), to = r + (c.key == UiKey::Up ? -1 : 1);
            if (to >= 0 && to < static_cast<int>(rows_.size())) {
                const GridRow& row = rows_[static_cast<std::size_t>(to)];
                next = row.first + std::min(focus_ - rows_[static_cast<std::size_t>(r)].first, row.count - 1);
            }
        }
        if (c.wheel != 0) scrollY_ = std::clamp(scrollY_ - 24.0f * static_cast<float>(c.wheel), 0.0f, maxScroll_);
        int over = -1;
        for (const auto& [index, rect] : cells_)
            if (rect.contains(c.pointer) && c.source == UiSource::Mouse) over = index;
        if (over >= 0 && c.pointerMoved) next = over;
        if (next != focus_) {
            focus_ = next;
            shell_.sound("menu_move");
            if (uiTrace())
                std::cerr << "ui: level-select focus " << levels()[static_cast<std::size_t>(focus_)].key << " chapter "
                          << levels()[static_cast<std::size_t>(focus_)].chapter + 1 << std::endl;
        }
        const bool choose = c.key == UiKey::Confirm || c.key == UiKey::Pause || (c.click && over >= 0);
        if (!choose) return;
        if (over >= 0) focus_ = over;
        if (!playable(focus_)) {
            shell_.sound("dry_click");
            return;
        }
        shell_.sound("menu_select");
        shell_.playCatalogLevel(mode_, focus_);
    }

    void drawUi(Painter& p, double now) override {
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(4, 5, 12, 200));
        const sf::Color accent = modePresentation(mode_).levelAccent;
        p.text(modePresentation(mode_).title, {kScreenW * 0.5f, 12}, 2.0f, sf::Color::White, Align::Center);
        const float rule = std::max(33.0f, 12.0f + p.lineHeight(2.0f) - p.textScale() * 2.0f);
        p.rect({kScreenW * 0.5f - 90, rule, 180, 1}, accent);
        const float footTop = p.footer("Enter / A / click: play      E: edit      Esc / B: back", ui::kDim, 3.0f);
        const auto& list = levels();
        if (list.empty()) {
            p.paragraph("No levels found in " + shell_.resources().paths.levels, {kScreenW * 0.5f, 120}, kScreenW - 16, 1.0f,
                        ui::kWarn, Align::Center);
            return;
        }
        // The grid: fewer columns with larger text; each chapter's header above its rows.
        const bool large = p.textScale() > 1.0f;
        float detailsH = large ? detailsHeight(p) : 60.0f;
        float detailsTop = large ? footTop - 4 - detailsH : 186.0f;
        int longest = 1;
        for (const CatalogChapter& ch : chapters()) longest = std::max(longest, ch.count);
        columns_ = std::min({longest, kMaxColumns, p.textScale() > 1.5f ? 3 : large ? 4 : kMaxColumns});
        const float cardW = std::min(120.0f, (kGridW - (columns_ - 1) * kGapX) / static_cast<float>(columns_));
        const float gridW = columns_ * cardW + (columns_ - 1) * kGapX;
        const float cardH = large ? std::ceil(5 + p.lineHeight(2.0f) + p.lineHeight() + 1) : kCardH;
        const float headerH = std::max(22.0f, std::ceil(p.lineHeight() + 8));
        const float x0 = std::round((kScreenW - gridW) * 0.5f), y0 = std::max(42.0f, rule + 8);
        // The grid shows a chapter header and a row of cards together: a compact pinned header (one line) and, when
        // even that does not fit (large text), the details panel gives up its notes line.
        const float pinnedH = std::ceil(p.lineHeight() + 2);
        if (const float lack = pinnedH + cardH - (detailsTop - 5 - y0); large && lack > 0) {
            const float cut = std::min(lack, p.lineHeight());
            detailsTop += cut;
            detailsH -= cut;
        }
        const float viewH = detailsTop - 5 - y0;
        focus_ = std::clamp(focus_, 0, static_cast<int>(list.size()) - 1);
        layoutRows();
        // Each row's and each header's top in the scrolled content.
        std::vector<float> rowY(rows_.size()), headerY(chapters().size(), -1.0f);
        float y = 0;
        for (std::size_t r = 0; r < rows_.size(); ++r) {
            if (rows_[r].opensChapter) {
                headerY[static_cast<std::size_t>(rows_[r].chapter)] = y;
                y += headerH + kHeaderGap;
            }
            rowY[r] = y;
            y += cardH + (r + 1 < rows_.size() && rows_[r + 1].opensChapter ? kChapterGap : kGapY);
        }
        const float contentH = y - kGapY;
        maxScroll_ = std::max(0.0f, contentH - viewH);
        if (focus_ != scrolledFor_) { // bring the focused row, and its chapter's header whenever it fits, into view
            const std::size_t r = static_cast<std::size_t>(rowOf(focus_));
            const std::size_t ch = static_cast<std::size_t>(rows_[r].chapter);
            scrollY_ = scrollToShow(scrollY_, {rowY[r], cardH, ch < headerY.size() ? headerY[ch] : -1.0f}, viewH);
            scrolledFor_ = focus_;
        }
        scrollY_ = std::clamp(scrollY_, 0.0f, maxScroll_);
        // The focused level's chapter header always shows: in place, or (scrolled out above) pinned at the grid's
        // top with the rows under it, the focused row just below it (`pinned` px of the view's top).
        const std::size_t focusRow = static_cast<std::size_t>(rowOf(focus_));
        const std::size_t focusCh = static_cast<std::size_t>(rows_[focusRow].chapter);
        float pinned = 0.0f;
        if (focusCh < headerY.size() && headerY[focusCh] >= 0 && headerY[focusCh] - scrollY_ < -0.5f) {
            pinned = std::min(headerH + kHeaderGap, viewH - cardH);
            scrollY_ = std::min(scrollY_, rowY[focusRow] - pinned);
        }
        const auto shown = [&](float top, float h) {
            return top - scrollY_ >= pinned - 0.5f && top + h - scrollY_ <= viewH + 0.5f;
        };
        cells_.clear();
        std::string headersShown;
        for (std::size_t c = 0; c < headerY.size(); ++c)
            if (headerY[c] >= 0 && (shown(headerY[c], headerH) || (pinned > 0.0f && c == focusCh))) {
                const bool pin = pinned > 0.0f && c == focusCh;
                const float top = pin ? 0.0f : headerY[c] - scrollY_;
                drawHeader(p, static_cast<int>(c), {x0, y0 + top, gridW, pin ? std::min(headerH, pinned) : headerH},
                           accent);
                headersShown += " " + std::to_string(c + 1);
            }
        traceView(focusCh, headersShown);
        for (std::size_t r = 0; r < rows_.size(); ++r) {
            if (!shown(rowY[r], cardH)) continue;
            for (int k = 0; k < rows_[r].count; ++k) {
                const int i = rows_[r].first + k;
                const sf::FloatRect cell(x0 + k * (cardW + kGapX), y0 + rowY[r] - scrollY_, cardW, cardH);
                cells_.emplace_back(i, cell);
                drawCell(p, i, cell, accent, now);
            }
        }
        // Marks above and below the grid while rows are hidden there.
        for (int k = 0; k < 3; ++k) {
            if (scrollY_ > 0.5f) p.rect({kScreenW * 0.5f - k, y0 - 5 + k, 1.0f + 2 * k, 1}, ui::kDim);
            if (scrollY_ < maxScroll_ - 0.5f) p.rect({kScreenW * 0.5f - k, y0 + viewH + 1 - k, 1.0f + 2 * k, 1}, ui::kDim);
        }
        drawDetails(p, accent, {40, detailsTop, kScreenW - 80, detailsH});
    }

  private:
    const std::vector<LevelEntry>& levels() const { return shell_.resources().catalog.of(mode_); }
    const std::vector<CatalogChapter>& chapters() const { return shell_.resources().catalog.chaptersOf(mode_); }
    /// Levels of chapter c completed (with or without help).
    int clearedIn(int c) const {
        const CatalogChapter& ch = chapters()[static_cast<std::size_t>(c)];
        int n = 0;
        for (int i = ch.first; i < ch.first + ch.count; ++i) {
            const LevelRecord* r = shell_.profile().progress.find(levels()[static_cast<std::size_t>(i)].key);
            n += r != nullptr && (r->completed || r->assistedCleared) ? 1 : 0;
        }
        return n;
    }
    /// Chapter c's levels with a collectible, and those whose collectible was taken.
    std::pair<int, int> itemsIn(int c) const {
        const CatalogChapter& ch = chapters()[static_cast<std::size_t>(c)];
        int items = 0, taken = 0;
        for (int i = ch.first; i < ch.first + ch.count; ++i) {
            const LevelEntry& e = levels()[static_cast<std::size_t>(i)];
            const LevelRecord* r = shell_.profile().progress.find(e.key);
            items += e.collectible ? 1 : 0;
            taken += e.collectible && r != nullptr && r->collectible ? 1 : 0;
        }
        return {items, taken};
    }
    /// The grid's rows: each chapter's levels, columns_ a row.
    void layoutRows() {
        rows_.clear();
        const int n = static_cast<int>(levels().size());
        std::vector<CatalogChapter> list = chapters();
        if (list.empty()) list.push_back({"", "", 0, n});
        for (std::size_t c = 0; c < list.size(); ++c)
            for (int k = 0; k < list[c].count; k += columns_)
                rows_.push_back({static_cast<int>(c), list[c].first + k, std::min(columns_, list[c].count - k), k == 0});
    }
    /// The row that holds level i (0 when none does).
    int rowOf(int i) const {
        for (std::size_t r = 0; r < rows_.size(); ++r)
            if (i >= rows_[r].first && i < rows_[r].first + rows_[r].count) return static_cast<int>(r);
        return 0;
    }

    /// Chapter c's header: its picture (the first level's map in miniature), number, name and cleared count.
    /// The UI trace: the focused level's chapter and the chapter headers drawn, each time either changes
    /// ("ui: level-select view focus ninja/07 chapter 2 headers 2 3").
    void traceView(std::size_t chapter, const std::string& headers) {
        const std::string line = "focus " + levels()[static_cast<std::size_t>(focus_)].key + " chapter " +
                                 std::to_string(chapter + 1) + " headers" + headers;
        if (!uiTrace() || line == tracedView_) return;
        tracedView_ = line;
        std::cerr << "ui: level-select view " << line << std::endl;
    }

    void drawHeader(Painter& p, int c, sf::FloatRect r, sf::Color accent) {
        const CatalogChapter& ch = chapters()[static_cast<std::size_t>(c)];
        const ModePresentation& look = modePresentation(mode_);
        const bool focused = focus_ >= ch.first && focus_ < ch.first + ch.count;
        p.gradient(r, look.cardTop, sf::Color(6, 6, 14, 235));
        p.rect({r.left, r.top + r.height - 1, r.width, 1}, focused ? accent : ui::kPanelBorder);
        const sf::FloatRect pic(r.left + 1, r.top + 1, kPictureW, r.height - 2);
        p.rect(pic, sf::Color(0, 0, 0, 200));
        if (ch.count > 0) drawMiniature(p, levels()[static_cast<std::size_t>(ch.first)].miniature, pic, accent);
        const float textY = r.top + std::round((r.height - p.lineHeight()) * 0.5f);
        const int cleared = clearedIn(c);
        const std::string count = std::to_string(cleared) + " / " + std::to_string(ch.count) + " cleared";
        float countW = p.measure(count).x;
        p.text(count, {r.left + r.width - 4, textY}, 1.0f, cleared == ch.count ? ui::kGold : ui::kDim, Align::Right);
        if (const auto [items, taken] = itemsIn(c); items > 0) { // the chapter's collectibles, left of the count
            const std::string tally = std::to_string(taken) + "/" + std::to_string(items);
            const float tallyW = p.measure(tally).x, right = r.left + r.width - 4 - countW - 8;
            p.text(tally, {right, textY}, 1.0f, taken == items ? ui::kGold : ui::kDim, Align::Right);
            drawCollectibleIcon(p, look.collectible, {right - tallyW - 14, textY + p.lineHeight() * 0.5f - 6}, 0.75f,
                                taken > 0);
            countW += tallyW + 14 + 8;
        }
        const float nameX = pic.left + pic.width + 6, room = r.left + r.width - 4 - countW - 8 - nameX;
        const std::string name = std::to_string(c + 1) + "  " + ch.name;
        const float nameW = p.text(p.fit(name, room), {nameX, textY}, 1.0f, focused ? sf::Color::White : ui::kText).x;
        if (!ch.idea.empty() && room - nameW > 60)
            p.text(p.fit(ch.idea, room - nameW - 10), {nameX + nameW + 10, textY}, 1.0f, ui::kDim);
    }

    /// A level's miniature fitted into box: walls in the mode's accent, spikes hot, exits green, the spawn white.
    static void drawMiniature(Painter& p, const Miniature& m, sf::FloatRect box, sf::Color accent) {
        if (m.width <= 0 || m.height <= 0) return;
        const float s = std::min(box.width / static_cast<float>(m.width), box.height / static_cast<float>(m.height));
        const float ox = box.left + (box.width - s * static_cast<float>(m.width)) * 0.5f;
        const float oy = box.top + (box.height - s * static_cast<float>(m.height)) * 0.5f;
        const sf::Color wall(static_cast<sf::Uint8>(accent.r * 0.6f), static_cast<sf::Uint8>(accent.g * 0.6f),
                             static_cast<sf::Uint8>(accent.b * 0.6f));
        for (const Miniature::Run& run : m.runs) {
            const sf::Color c = run.kind == Miniature::Wall     ? wall
                                : run.kind == Miniature::Hazard ? ui::kHot
                                : run.kind == Miniature::Exit   ? ui::kAssist
                                                                : sf::Color::White;
            const float grow = run.kind == Miniature::Wall ? 0.0f : std::max(0.0f, 1.0f - s); // at least a pixel
            p.rect({ox + s * static_cast<float>(run.x) - grow * 0.5f, oy + s * static_cast<float>(run.y) - grow * 0.5f,
                    s * static_cast<float>(run.length) + grow, s + grow},
                   c);
        }
    }
    /// Level i's verified best time, s (nullopt: no record of it plays back to its claim).
    std::optional<double> verifiedSeconds(int i) const {
        const std::optional<std::uint64_t>& t = verified_[static_cast<std::size_t>(i)];
        return t ? std::optional<double>(static_cast<double>(*t) * engine::kTickSeconds) : std::nullopt;
    }
    bool unlocked(int i) const {
        return isUnlocked(shell_.profile().progress, shell_.resources().catalog.keys(mode_),
                          static_cast<std::size_t>(i));
    }
    bool playable(int i) const { return unlocked(i) && levels()[static_cast<std::size_t>(i)].error.empty(); }

    void drawCell(Painter& p, int i, sf::FloatRect r, sf::Color accent, double now) {
        const LevelEntry& e = levels()[static_cast<std::size_t>(i)];
        const LevelRecord* rec = shell_.profile().progress.find(e.key);
        const bool open = unlocked(i), focused = i == focus_;
        p.gradient(r, open ? sf::Color(22, 28, 58, 240) : sf::Color(14, 14, 22, 240),
                   sf::Color(8, 8, 18, 240));
        const float glow = 0.6f + 0.4f * static_cast<float>(std::sin(now * 5.0));
        p.outline(r,
                  focused ? sf::Color(accent.r, accent.g, accent.b, static_cast<sf::Uint8>(255 * glow))
                          : ui::kPanelBorder,
                  focused ? 2.0f : 1.0f);
        const float numberRight = r.left + 6 + p.text(std::to_string(i + 1), {r.left + 6, r.top + 5}, 2.0f,
                                                       open ? sf::Color::White : ui::kDim).x;
        if (!open) {
            if (!p.sprite("ui_lock", {{r.left + r.width - 14, r.top + 6}}))
                p.text("LOCK", {r.left + r.width - 6, r.top + 6}, 1.0f, ui::kDim, Align::Right);
            return;
        }
        if (!e.error.empty()) {
            p.text("broken", {r.left + r.width - 5, r.top + 6}, 1.0f, ui::kWarn, Align::Right);
            return;
        }
        if (rec != nullptr && rec->completed) {
            p.sprite(ui::medalSprite(rec->medal), {{r.left + r.width - 14, r.top + 5}});
            const std::optional<double> best = verifiedSeconds(i);
            // The time beside the medal where it fits (the details below show it always).
            if (best && p.measure(formatTime(*best)).x <= r.left + r.width - 18 - numberRight - 4)
                p.text(formatTime(*best), {r.left + r.width - 18, r.top + 9}, 1.0f, ui::kDim, Align::Right);
        } else if (rec != nullptr && (rec->assistedCleared || rec->skipped)) { // cleared with help: the assist mark
            p.text(rec->assistedCleared ? ui::kAssistMark : "SKIPPED", {r.left + r.width - 6, r.top + 6}, 1.0f,
                   ui::kAssist, Align::Right);
        } else {
            p.text("NEW", {r.left + r.width - 6, r.top + 6}, 1.0f, accent, Align::Right);
        }
        float nameRoom = r.width - 10;
        if (e.collectible) { // the collectible's icon at the bottom right: in colour once taken
            const bool taken = rec != nullptr && rec->collectible;
            drawCollectibleIcon(p, modePresentation(mode_).collectible, {r.left + r.width - 15, r.top + r.height - 15},
                                0.75f, taken);
            nameRoom -= 14;
        }
        p.text(p.fit(e.name, nameRoom), {r.left + 6, r.top + r.height - 2 - p.lineHeight()}, 1.0f,
               focused ? sf::Color::White : ui::kText);
    }

    /// px: the details panel's height with larger text (name, labels, values, a note, padding).
    float detailsHeight(const Painter& p) const { return 12 + 4 * p.lineHeight() + 4; }

    void drawDetails(Painter& p, sf::Color accent, sf::FloatRect r) {
        const LevelEntry& e = levels()[static_cast<std::size_t>(focus_)];
        const LevelRecord* rec = shell_.profile().progress.find(e.key);
        const bool large = p.textScale() > 1.0f;
        const float line = p.lineHeight(), width = r.width - 16;
        p.panel(r, ui::kPanel, ui::kPanelBorder);
        const bool open = unlocked(focus_);
        const bool medal = open && e.error.empty() && rec && rec->completed;
        std::string label = medal ? std::string(medalName(rec->medal)) : "";
        for (char& ch : label)
            ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        const float medalW = medal ? std::max(44.0f, p.measure(label).x + 8) : 0.0f;
        p.text(p.fit(std::to_string(focus_ + 1) + ". " + (open ? e.name : std::string("???")), width - medalW),
               {r.left + 8, r.top + 6}, 1.0f, open ? sf::Color::White : ui::kDim);
        const float labels = r.top + (large ? 6 + line + 2 : 22);
        if (!open) {
            p.paragraph("Clear level " + std::to_string(focus_) + " to unlock", {r.left + 8, labels}, width, 1.0f,
                        ui::kDim);
            return;
        }
        if (!e.error.empty()) {
            p.text(p.fit(e.error, width), {r.left + 8, labels}, 1.0f, ui::kWarn);
            return;
        }
        // Three columns: best, par, deaths; their values big at 100 %, body-sized with larger text.
        const float valueScale = large ? 1.0f : 2.0f, values = labels + (large ? line : 12.0f);
        const float notes = values + (large ? line : 16.0f);
        const float colW = large ? (width - medalW) / 3.0f : 120.0f;
        const float c1 = r.left + 8, c2 = large ? c1 + colW : r.left + 128, c3 = large ? c2 + colW : r.left + 250;
        p.text("BEST", {c1, labels}, 1.0f, ui::kDim);
        const std::optional<double> best = verifiedSeconds(focus_);
        p.text(best ? formatTime(*best) : "--", {c1, values}, valueScale, sf::Color::White);
        const bool noteRoom = notes + p.measure("X").y <= r.top + r.height + 0.5f; // a compact panel has none
        if (noteRoom && !best && rec && rec->completed)
            p.text(p.fit("no verified record", colW - 4), {c1, notes}, 1.0f, ui::kDim);
        if (noteRoom && rec && rec->assistedCleared) // the assisted time, marked, beside the unassisted best
            p.text(p.fit(formatTime(rec->assistedBest) + " " + ui::kAssistMark, large ? colW * 2 - 4 : 200),
                   {large ? c2 : c2 + 60, notes}, 1.0f, ui::kAssist);
        p.text("PAR", {c2, labels}, 1.0f, ui::kDim);
        p.text(e.parSeconds > 0 ? formatTime(e.parSeconds) : "--", {c2, values}, valueScale, ui::kText);
        p.text("DEATHS", {c3, labels}, 1.0f, ui::kDim);
        p.text(std::to_string(rec ? rec->deaths : 0), {c3, values}, valueScale,
               rec && rec->deaths > 0 ? ui::kHot : ui::kText);
        if (medal) {
            p.sprite(ui::medalSprite(rec->medal), {{r.left + r.width - 30, r.top + 24}, false, 2.0f});
            p.text(label, {r.left + r.width - (large ? medalW * 0.5f + 4 : 22), r.top + 8}, 1.0f,
                   ui::medalColor(rec->medal), Align::Center);
        }
        (void)accent;
    }

    Shell& shell_;
    std::vector<std::optional<std::uint64_t>> verified_; ///< per level: its verified best, ticks
    ModeId mode_;
    int focus_ = 0;
    int columns_ = kMaxColumns;     ///< columns of the grid as last drawn
    std::vector<GridRow> rows_;     ///< the grid's rows as last laid out
    float scrollY_ = 0;             ///< px of the grid scrolled above its top
    float maxScroll_ = 0;           ///< px: the most it scrolls, as last drawn
    int scrolledFor_ = -1;          ///< the focus the scroll last brought into view
    std::string tracedView_;        ///< the last "ui: level-select view" line traced
    std::vector<std::pair<int, sf::FloatRect>> cells_;
};

} // namespace

std::unique_ptr<Screen> makeModeSelect(Shell& shell, ModeId focus) {
    return std::make_unique<ModeSelect>(shell, focus);
}

std::unique_ptr<Screen> makeLevelSelect(Shell& shell, ModeId mode, int focus) {
    return std::make_unique<LevelSelect>(shell, mode, focus);
}

} // namespace game
