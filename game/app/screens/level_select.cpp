// Mode select (one card per mode: ninja and crypt) and level select (a grid of the mode's levels: locked or open,
// verified best time (the fastest record that plays back to its claim), par medal and deaths; details of the
// focused level below). Keyboard, mouse and gamepad all work:
// arrows/stick move, Enter/A or a click plays, E edits the level's file, Escape/B or a right click goes back.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <iostream>

#include "engine/render/letterbox.h"
#include "game/app/screens/editor_screen.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/hud.h"
#include "game/app/view/mode_presentation.h"
#include "game/play/records.h"
#include "game/save/progress.h"
#include "game/save/save_paths.h"

namespace game {

namespace {

constexpr float kW = static_cast<float>(engine::kLogicalWidth);
constexpr float kH = static_cast<float>(engine::kLogicalHeight);

/// Cleared levels and medals of one mode.
struct ModeTally {
    int total = 0, cleared = 0, gold = 0;
};

ModeTally tally(Shell& shell, ModeId mode) {
    ModeTally t;
    for (const LevelEntry& e : shell.resources().catalog.of(mode)) {
        ++t.total;
        if (const LevelRecord* r = shell.profile().progress.find(e.key)) {
            t.cleared += r->completed ? 1 : 0;
            t.gold += r->medal == Medal::Gold ? 1 : 0;
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
        p.rect({0, 0, kW, kH}, ui::kShade);
        p.text("CHOOSE YOUR TRIAL", {kW * 0.5f, 20}, 2.0f, sf::Color::White, Align::Center);
        for (int i = 0; i < static_cast<int>(modes_.size()); ++i)
            drawCard(p, i, now);
        p.text("Esc / B: back", {kW * 0.5f, kH - 16}, 1.0f, ui::kDim, Align::Center);
    }

  private:
    /// The presentation of card i's mode.
    const ModePresentation& look(int i) const { return modePresentation(modes_[static_cast<std::size_t>(i)]); }

    /// Card i of n: the cards share the width between 40-px margins, 20 px apart.
    static sf::FloatRect cardRect(int i, int n) {
        const float w = (kW - 80.0f - 20.0f * static_cast<float>(n - 1)) / static_cast<float>(n);
        return {40.0f + static_cast<float>(i) * (w + 20.0f), 56, w, 168};
    }

    void drawCard(Painter& p, int i, double now) {
        const ModeId mode = modes_[static_cast<std::size_t>(i)];
        const ModePresentation& m = look(i);
        const bool focused = i == focus_;
        const sf::FloatRect r = cardRect(i, static_cast<int>(modes_.size()));
        cards_[static_cast<std::size_t>(i)] = r;
        p.gradient(r, m.cardTop, sf::Color(6, 6, 14, 235));
        p.outline(r, focused ? m.cardAccent : ui::kPanelBorder, focused ? 2.0f : 1.0f);
        p.text(m.title, {r.left + r.width * 0.5f, r.top + 10}, 1.0f, focused ? m.cardAccent : ui::kText,
               Align::Center);
        // The hero, animated, three times its size.
        if (const engine::SpriteRect* f = animationFrame(focused ? m.heroFocused : m.heroIdle, now))
            p.sprite(*f, {{r.left + r.width * 0.5f, r.top + 92}, false, 3.0f});
        p.text(m.blurb, {r.left + r.width * 0.5f, r.top + 100}, 1.0f, ui::kDim, Align::Center);
        const ModeTally t = tally(shell_, mode);
        const std::string line =
            t.total == 0 ? "no levels found"
                         : std::to_string(t.cleared) + " / " + std::to_string(t.total) + " cleared";
        p.text(line, {r.left + r.width * 0.5f, r.top + r.height - 28}, 1.0f,
               focused ? sf::Color::White : ui::kText, Align::Center);
        if (t.gold > 0)
            p.text(std::to_string(t.gold) + " gold", {r.left + r.width * 0.5f, r.top + r.height - 16}, 1.0f,
                   ui::kGold, Align::Center);
    }

    Shell& shell_;
    std::vector<ModeId> modes_;         ///< the modes on the cards, in id order
    int focus_ = 0;                     ///< index into modes_
    std::vector<sf::FloatRect> cards_;  ///< card i's rectangle as last drawn
};

/// Level grid geometry.
constexpr int kColumns = 5;
constexpr float kCardW = 80, kCardH = 38, kGapX = 8, kGapY = 7;
constexpr int kVisibleRows = 3;

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
    }
    ScreenKind kind() const override { return ScreenKind::LevelSelect; }
    std::string_view music() const override { return modePresentation(mode_).music; }

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
        if (c.key == UiKey::Up && focus_ >= kColumns) next = focus_ - kColumns;
        if (c.key == UiKey::Down) next = std::min(n - 1, focus_ + kColumns);
        if (c.wheel != 0)
            scroll_ =
                std::clamp(scroll_ - c.wheel, 0, std::max(0, (n + kColumns - 1) / kColumns - kVisibleRows));
        int over = -1;
        for (const auto& [index, rect] : cells_)
            if (rect.contains(c.pointer) && c.source == UiSource::Mouse) over = index;
        if (over >= 0 && c.pointerMoved) next = over;
        if (next != focus_) {
            focus_ = next;
            shell_.sound("menu_move");
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
        p.rect({0, 0, kW, kH}, sf::Color(4, 5, 12, 200));
        const sf::Color accent = modePresentation(mode_).levelAccent;
        p.text(modePresentation(mode_).title, {kW * 0.5f, 12}, 2.0f, sf::Color::White, Align::Center);
        p.rect({kW * 0.5f - 90, 33, 180, 1}, accent);
        const auto& list = levels();
        if (list.empty()) {
            p.text("No levels found in " + shell_.resources().paths.levels, {kW * 0.5f, 120}, 1.0f, ui::kWarn,
                   Align::Center);
            return;
        }
        focus_ = std::clamp(focus_, 0, static_cast<int>(list.size()) - 1);
        const int row = focus_ / kColumns;
        if (row < scroll_) scroll_ = row;
        if (row >= scroll_ + kVisibleRows) scroll_ = row - kVisibleRows + 1;
        cells_.clear();
        const float gridW = kColumns * kCardW + (kColumns - 1) * kGapX;
        const float x0 = std::round((kW - gridW) * 0.5f), y0 = 44;
        for (int i = scroll_ * kColumns;
             i < static_cast<int>(list.size()) && i < (scroll_ + kVisibleRows) * kColumns; ++i) {
            const int col = i % kColumns, r = i / kColumns - scroll_;
            const sf::FloatRect cell(x0 + col * (kCardW + kGapX), y0 + r * (kCardH + kGapY), kCardW, kCardH);
            cells_.emplace_back(i, cell);
            drawCell(p, i, cell, accent, now);
        }
        if (scroll_ > 0) p.text("^", {kW * 0.5f, y0 - 9}, 1.0f, ui::kDim, Align::Center);
        if ((scroll_ + kVisibleRows) * kColumns < static_cast<int>(list.size()))
            p.text("v", {kW * 0.5f, y0 + kVisibleRows * (kCardH + kGapY) - 5}, 1.0f, ui::kDim, Align::Center);
        drawDetails(p, accent);
    }

  private:
    const std::vector<LevelEntry>& levels() const { return shell_.resources().catalog.of(mode_); }
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
        p.text(std::to_string(i + 1), {r.left + 6, r.top + 5}, 2.0f, open ? sf::Color::White : ui::kDim);
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
            if (const std::optional<double> best = verifiedSeconds(i))
                p.text(formatTime(*best), {r.left + r.width - 18, r.top + 9}, 1.0f, ui::kDim, Align::Right);
        } else if (rec != nullptr && (rec->assistedCleared || rec->skipped)) { // cleared with help: the assist mark
            p.text(rec->assistedCleared ? ui::kAssistMark : "SKIPPED", {r.left + r.width - 6, r.top + 6}, 1.0f,
                   ui::kAssist, Align::Right);
        } else {
            p.text("NEW", {r.left + r.width - 6, r.top + 6}, 1.0f, accent, Align::Right);
        }
        std::string name = e.name;
        while (name.size() > 3 && p.measure(name).x > r.width - 10)
            name = name.substr(0, name.size() - 4) + "...";
        p.text(name, {r.left + 6, r.top + r.height - 13}, 1.0f, focused ? sf::Color::White : ui::kText);
    }

    void drawDetails(Painter& p, sf::Color accent) {
        const LevelEntry& e = levels()[static_cast<std::size_t>(focus_)];
        const LevelRecord* rec = shell_.profile().progress.find(e.key);
        const sf::FloatRect r(40, 186, kW - 80, 60);
        p.panel(r, ui::kPanel, ui::kPanelBorder);
        p.text("Enter / A / click: play      E: edit      Esc / B: back", {kW * 0.5f, kH - 14}, 1.0f, ui::kDim,
               Align::Center);
        const bool open = unlocked(focus_);
        p.text(std::to_string(focus_ + 1) + ". " + (open ? e.name : std::string("???")),
               {r.left + 8, r.top + 6}, 1.0f, open ? sf::Color::White : ui::kDim);
        if (!open) {
            p.text("Clear level " + std::to_string(focus_) + " to unlock", {r.left + 8, r.top + 22}, 1.0f,
                   ui::kDim);
            return;
        }
        if (!e.error.empty()) {
            p.text(e.error.substr(0, 70), {r.left + 8, r.top + 22}, 1.0f, ui::kWarn);
            return;
        }
        const float c1 = r.left + 8, c2 = r.left + 128, c3 = r.left + 250;
        p.text("BEST", {c1, r.top + 22}, 1.0f, ui::kDim);
        const std::optional<double> best = verifiedSeconds(focus_);
        p.text(best ? formatTime(*best) : "--", {c1, r.top + 34}, 2.0f, sf::Color::White);
        if (!best && rec && rec->completed) p.text("no verified record", {c1, r.top + 50}, 1.0f, ui::kDim);
        if (rec && rec->assistedCleared) // the assisted time, marked, beside the unassisted best
            p.text(formatTime(rec->assistedBest) + " " + ui::kAssistMark, {c2 + 60, r.top + 50}, 1.0f, ui::kAssist);
        p.text("PAR", {c2, r.top + 22}, 1.0f, ui::kDim);
        p.text(e.parSeconds > 0 ? formatTime(e.parSeconds) : "--", {c2, r.top + 34}, 2.0f, ui::kText);
        p.text("DEATHS", {c3, r.top + 22}, 1.0f, ui::kDim);
        p.text(std::to_string(rec ? rec->deaths : 0), {c3, r.top + 34}, 2.0f,
               rec && rec->deaths > 0 ? ui::kHot : ui::kText);
        if (rec && rec->completed) {
            p.sprite(ui::medalSprite(rec->medal), {{r.left + r.width - 30, r.top + 24}, false, 2.0f});
            std::string label(medalName(rec->medal));
            for (char& ch : label)
                ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            p.text(label, {r.left + r.width - 22, r.top + 8}, 1.0f, ui::medalColor(rec->medal), Align::Center);
        }
        (void)accent;
    }

    Shell& shell_;
    std::vector<std::optional<std::uint64_t>> verified_; ///< per level: its verified best, ticks
    ModeId mode_;
    int focus_ = 0;
    int scroll_ = 0;
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
