// Settings: music, sound and laser hum volume, fullscreen, v-sync, screen shake (0-100 %), flash reduction
// (flash_limit.h), gamepad deadzone, aim by hold or toggle, the best-time ghost, the Assist menu, the controls
// screen (keyboard and gamepad rebinding), the text size (100, 150 or 200 %: the controls list one device at a
// time with larger text) and high contrast. Every change applies at once; the file is saved when the screen closes.
#include <algorithm>
#include <cmath>

#include "engine/platform/input_mapper.h"
#include "engine/render/letterbox.h"
#include "game/app/shell/input_bindings.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_menu.h"
#include "game/app/ui/ui_theme.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;

/// "70%".
std::string percent(double v) { return std::to_string(static_cast<int>(std::lround(v * 100.0))) + "%"; }

/// "On" / "Off".
std::string onOff(bool v) { return v ? "On" : "Off"; }

enum Row {
    kMusic, kSound, kLaser, kFullscreen, kVsync, kShake, kFlashes, kDeadzone, kAim, kGhost, kAssist, kControls, kText,
    kContrast, kBack
};
/// Rows of the settings menu.
constexpr int kRows = kBack + 1;

class SettingsScreen : public Screen {
  public:
    explicit SettingsScreen(Shell& shell) : shell_(shell) { menu_.rowHeight = 13; }
    ScreenKind kind() const override { return ScreenKind::Settings; }

    void command(const UiCommand& c) override {
        MenuResult r = menu_.handle(c);
        if (r.action == MenuAction::Moved) shell_.sound("menu_move");
        if (r.action == MenuAction::Back || (r.action == MenuAction::Activate && r.index == kBack))
            return close();
        if (r.action == MenuAction::Activate && r.index == kControls) {
            shell_.sound("menu_select");
            shell_.push(makeControlsScreen(shell_));
            return;
        }
        if (r.action == MenuAction::Activate && r.index == kAssist) {
            shell_.sound("menu_select");
            shell_.push(makeAssistScreen(shell_));
            return;
        }
        if (r.action != MenuAction::Increase && r.action != MenuAction::Decrease) return;
        const double step = r.action == MenuAction::Increase ? 0.1 : -0.1;
        Settings& s = shell_.profile().settings;
        switch (r.index) {
        case kMusic:
            s.musicVolume = std::clamp(std::round((s.musicVolume + step) * 10.0) / 10.0, 0.0, 1.0);
            break;
        case kSound:
            s.sfxVolume = std::clamp(std::round((s.sfxVolume + step) * 10.0) / 10.0, 0.0, 1.0);
            break;
        case kFullscreen:
            s.fullscreen = !s.fullscreen;
            break;
        case kVsync:
            s.vsync = !s.vsync;
            break;
        case kLaser:
            s.laserVolume = std::clamp(std::round((s.laserVolume + step) * 10.0) / 10.0, 0.0, 1.0);
            break;
        case kShake:
            s.screenShake = std::clamp(std::round((s.screenShake + step) * 10.0) / 10.0, 0.0, 1.0);
            break;
        case kFlashes:
            s.reduceFlashes = !s.reduceFlashes;
            break;
        case kAim:
            s.aimToggle = !s.aimToggle;
            break;
        case kGhost:
            s.bestGhost = !s.bestGhost;
            break;
        case kText:
            s.textScale = stepTextScale(static_cast<float>(s.textScale), r.action == MenuAction::Increase ? 1 : -1);
            break;
        case kContrast:
            s.highContrast = !s.highContrast;
            break;
        case kDeadzone:
            s.deadzone = std::clamp(std::round((s.deadzone + step * 0.5) * 20.0) / 20.0, 0.05, 0.9);
            break;
        default:
            return;
        }
        changed_ = true;
        shell_.applySettings();
        shell_.sound("menu_move");
    }

    void drawUi(Painter& p, double now) override {
        const Settings& s = shell_.profile().settings;
        menu_.items = {{"Music volume", percent(s.musicVolume), true},
                       {"Sound volume", percent(s.sfxVolume), true},
                       {"Laser hum volume", percent(s.laserVolume), true},
                       {"Fullscreen", onOff(s.fullscreen), true},
                       {"V-sync", onOff(s.vsync), true},
                       {"Screen shake", percent(s.screenShake), true},
                       {"Reduce flashes", onOff(s.reduceFlashes), true},
                       {"Stick deadzone", percent(s.deadzone), true},
                       {"Aim", s.aimToggle ? "Toggle" : "Hold", true},
                       {"Best-time ghost", onOff(s.bestGhost), true},
                       {"Assist", ">"},
                       {"Controls", ">"},
                       {"Text size", percent(s.textScale), true},
                       {"High contrast", onOff(s.highContrast), true},
                       {"Back"}};
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(4, 5, 12, 210));
        // The title sits high so that all fifteen rows fit at 100 % text.
        const float titleTop = 6.0f;
        p.text("SETTINGS", {kScreenW * 0.5f, titleTop}, 2.0f, sf::Color::White, Align::Center);
        // From the foot up: the help line, the save warning, the audio line; the menu fills what is left.
        float bottom = p.footer("Left/Right or click the arrows to change     Esc / B: back", ui::kDim) - 2.0f;
        if (!shell_.profile().settingsWritable || shell_.profile().readOnly) {
            const char* warn = "Settings cannot be saved: changes last until you quit";
            bottom -= p.paragraphHeight(warn, kScreenW - 16);
            p.paragraph(warn, {kScreenW * 0.5f, bottom}, kScreenW - 16, 1.0f, ui::kWarn, Align::Center);
        }
        const std::string audio =
            shell_.resources().audio.active() ? "Audio: on" : "Audio: " + shell_.resources().audio.status();
        bottom -= p.lineHeight();
        p.text(p.fit(audio, kScreenW - 16), {kScreenW * 0.5f, bottom}, 1.0f, ui::kDim, Align::Center);
        const float top = titleTop + p.lineHeight(2.0f) + 5.0f;
        const sf::FloatRect area =
            menu_.fit(p, {kScreenW * 0.5f - 110, top, 220, 0}, bottom - 10 - top);
        p.panel({area.left - 8, area.top - 8, area.width + 16, area.height + 16}, ui::kPanel,
                ui::kPanelBorder);
        menu_.draw(p, area, now);
    }

  private:
    void close() {
        shell_.sound("menu_select");
        if (changed_) shell_.profile().saveSettings();
        shell_.pop();
    }

    Shell& shell_;
    MenuList menu_;
    bool changed_ = false;
};

/// The rebindable actions, in the order shown: every action (controlsRows lists them all).
constexpr int kActionRows = engine::kActionCount;

class ControlsScreen : public Screen {
  public:
    explicit ControlsScreen(Shell& shell) : shell_(shell) {}
    ScreenKind kind() const override { return ScreenKind::Controls; }

    bool event(const sf::Event& e) override {
        if (!capturing_) return false;
        Settings& s = shell_.profile().settings;
        const engine::Action a = static_cast<engine::Action>(row_);
        if (e.type == sf::Event::KeyPressed) {
            if (e.key.code == sf::Keyboard::Escape) {
                capturing_ = false;
                return true;
            }
            if (column_ == 0 && e.key.code != sf::Keyboard::Unknown)
                finish([&] { bindKey(s, a, e.key.code); });
            return true;
        }
        if (e.type == sf::Event::JoystickButtonPressed) {
            if (column_ == 1)
                finish([&] { bindPadButton(s, a, e.joystickButton.button); });
            else
                capturing_ = false;
            return true;
        }
        if (e.type == sf::Event::MouseButtonPressed) {
            capturing_ = false;
            return true;
        }
        return e.type == sf::Event::JoystickMoved || e.type == sf::Event::KeyReleased;
    }

    void command(const UiCommand& c) override {
        const int rows = kActionRows + 2; // + Reset, Back
        int over = -1, overCol = column_;
        for (std::size_t i = 0; i < cells_.size(); ++i)
            if (cells_[i].first.contains(c.pointer) && c.source == UiSource::Mouse) {
                over = cells_[i].second / 2;
                overCol = cells_[i].second % 2;
            }
        if (over >= 0 && (c.pointerMoved || c.click) && (over != row_ || overCol != column_)) {
            row_ = over;
            column_ = overCol;
            shell_.sound("menu_move");
        }
        switch (c.key) {
        case UiKey::Up:
            row_ = (row_ + rows - 1) % rows;
            shell_.sound("menu_move");
            return;
        case UiKey::Down:
            row_ = (row_ + 1) % rows;
            shell_.sound("menu_move");
            return;
        case UiKey::Left:
        case UiKey::Right:
            column_ = 1 - column_;
            shell_.sound("menu_move");
            return;
        case UiKey::Back:
            close();
            return;
        default:
            break;
        }
        if (!(c.key == UiKey::Confirm || (c.click && over >= 0))) return;
        shell_.sound("menu_select");
        if (row_ == kActionRows) {
            resetBindings(shell_.profile().settings);
            changed_ = true;
            shell_.applySettings();
        } else if (row_ == kActionRows + 1) {
            close();
        } else {
            capturing_ = true;
        }
    }

    void drawUi(Painter& p, double now) override {
        if (p.textScale() > 1.0f) return drawLarge(p, now);
        const engine::InputBindings b = bindingsFromSettings(shell_.profile().settings);
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(4, 5, 12, 220));
        p.text("CONTROLS", {kScreenW * 0.5f, 10}, 2.0f, sf::Color::White, Align::Center);
        const float x0 = 50, w = kScreenW - 100, rowH = 15, top = 46;
        const float colKey = x0 + 110, colMouse = x0 + 236, colPad = x0 + 290;
        p.panel({x0 - 6, top - 16, w + 12, rowH * (kActionRows + 2) + 24}, ui::kPanel, ui::kPanelBorder);
        p.text("KEYBOARD", {colKey, top - 12}, 1.0f, ui::kDim);
        p.text("MOUSE", {colMouse, top - 12}, 1.0f, ui::kDim);
        p.text("GAMEPAD", {colPad, top - 12}, 1.0f, ui::kDim);
        cells_.clear();
        const std::vector<ControlsRow> rows = controlsRows(b);
        for (int i = 0; i < kActionRows + 2; ++i) {
            const float y = top + rowH * static_cast<float>(i);
            const bool focusRow = i == row_;
            if (focusRow)
                p.gradient({x0, y, w, rowH}, sf::Color(40, 140, 200, 90), sf::Color(90, 40, 160, 60));
            if (i >= kActionRows) {
                p.text(i == kActionRows ? "Reset to defaults" : "Back", {x0 + 6, y + 3}, 1.0f,
                       focusRow ? sf::Color::White : ui::kText);
                cells_.emplace_back(sf::FloatRect(x0, y, w, rowH), i * 2 + column_);
                continue;
            }
            const ControlsRow& row = rows[static_cast<std::size_t>(i)];
            p.text(row.label, {x0 + 6, y + 3}, 1.0f, focusRow ? sf::Color::White : ui::kText);
            p.text(row.mouse, {colMouse, y + 3}, 1.0f, ui::kDim); // the mouse buttons are fixed
            for (int col = 0; col < 2; ++col) {
                const sf::FloatRect cell(col == 0 ? colKey - 4 : colPad - 4, y, col == 0 ? 122 : 96, rowH);
                cells_.emplace_back(cell, i * 2 + col);
                const bool focused = focusRow && col == column_;
                std::string label = col == 0 ? row.keys : row.pad;
                if (focused && capturing_) {
                    const bool blink = std::fmod(now, 0.6) < 0.4;
                    label = blink ? (col == 0 ? "press a key..." : "press a button...") : "";
                }
                if (focused) p.outline(cell, ui::kAccent);
                p.text(label, {cell.left + 4, y + 3}, 1.0f, focused ? ui::kAccent : ui::kDim);
            }
        }
        p.text("Aim + direction keys: point without walking. Moving the mouse aims with it.",
               {kScreenW * 0.5f, top + rowH * (kActionRows + 2) + 16}, 1.0f, ui::kDim, Align::Center);
        const char* help =
            capturing_ ? "Esc cancels"
                       : "Enter / A / click: rebind     Left/Right: keyboard or gamepad     Esc: back";
        p.text(help, {kScreenW * 0.5f, kScreenH - 16}, 1.0f, ui::kDim, Align::Center);
    }

    /// With larger text: the actions and the focused column's bindings only (keyboard with the fixed mouse
    /// buttons, or gamepad), the rows scrolling with the focus.
    void drawLarge(Painter& p, double now) {
        const engine::InputBindings b = bindingsFromSettings(shell_.profile().settings);
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(4, 5, 12, 220));
        p.text("CONTROLS", {kScreenW * 0.5f, 6}, 2.0f, sf::Color::White, Align::Center);
        const char* help =
            capturing_ ? "Esc cancels"
                       : "Enter / A / click: rebind     Left/Right: keyboard or gamepad     Esc: back";
        const float footTop = p.footer(help, ui::kDim, 4.0f);
        const char* note = "Aim + direction keys: point without walking. Moving the mouse aims with it.";
        const float noteTop = footTop - 4 - p.paragraphHeight(note, kScreenW - 16);
        p.paragraph(note, {kScreenW * 0.5f, noteTop}, kScreenW - 16, 1.0f, ui::kDim, Align::Center);
        const std::vector<ControlsRow> rows = controlsRows(b);
        const float line = p.lineHeight(), rowH = line + 3, x0 = 14, w = kScreenW - 28;
        const float header = 6 + p.lineHeight(2.0f) + 2, top = header + line + 2;
        float labelW = 0.0f;
        for (const ControlsRow& r : rows) labelW = std::max(labelW, p.measure(r.label).x);
        labelW = std::min(labelW + 10, w * 0.5f);
        const float cellX = x0 + labelW + 4, cellW = x0 + w - cellX;
        const bool keyboard = column_ == 0;
        float mouseW = 0.0f;
        for (const ControlsRow& r : rows) mouseW = std::max(mouseW, p.measure(r.mouse).x);
        mouseW = std::max(mouseW, p.measure("MOUSE").x) + 8;
        const bool showMouse = keyboard && cellW - mouseW >= p.measure("press a key...").x + 12;
        const float bindW = showMouse ? cellW - mouseW : cellW;
        p.text(keyboard ? "< KEYBOARD >" : "< GAMEPAD >", {cellX + 4, header}, 1.0f, ui::kAccent);
        if (showMouse) p.text("MOUSE", {cellX + bindW + 4, header}, 1.0f, ui::kDim);
        const int count = kActionRows + 2;
        const int shown = std::max(1, static_cast<int>((noteTop - 4 - top) / rowH));
        first_ = scrollFirst(count, shown, first_, row_);
        p.panel({x0 - 6, top - 3, w + 12, rowH * static_cast<float>(std::min(shown, count)) + 6}, ui::kPanel,
                ui::kPanelBorder);
        cells_.clear();
        for (int i = first_; i < count && i < first_ + shown; ++i) {
            const float y = top + rowH * static_cast<float>(i - first_);
            const bool focusRow = i == row_;
            if (focusRow) p.gradient({x0, y, w, rowH}, sf::Color(40, 140, 200, 90), sf::Color(90, 40, 160, 60));
            if (i >= kActionRows) {
                p.text(i == kActionRows ? "Reset to defaults" : "Back", {x0 + 6, y + 2}, 1.0f,
                       focusRow ? sf::Color::White : ui::kText);
                cells_.emplace_back(sf::FloatRect(x0, y, w, rowH), i * 2 + column_);
                continue;
            }
            const ControlsRow& row = rows[static_cast<std::size_t>(i)];
            p.text(p.fit(row.label, labelW - 10), {x0 + 6, y + 2}, 1.0f, focusRow ? sf::Color::White : ui::kText);
            const sf::FloatRect cell(cellX, y, bindW, rowH);
            cells_.emplace_back(cell, i * 2 + column_);
            const bool focused = focusRow;
            std::string label = keyboard ? row.keys : row.pad;
            if (focused && capturing_) {
                const bool blink = std::fmod(now, 0.6) < 0.4;
                label = blink ? (keyboard ? "press a key..." : "press a button...") : "";
            }
            if (focused) p.outline(cell, ui::kAccent);
            p.text(p.fit(label, bindW - 8), {cell.left + 4, y + 2}, 1.0f, focused ? ui::kAccent : ui::kDim);
            if (showMouse) p.text(p.fit(row.mouse, mouseW - 6), {cellX + bindW + 4, y + 2}, 1.0f, ui::kDim);
        }
        const float bottom = top + rowH * static_cast<float>(std::min(shown, count));
        for (int k = 0; k < 3; ++k) {
            if (first_ > 0) p.rect({x0 + w - 6 - k, top - 6 + k, 1.0f + 2 * k, 1}, ui::kAccent);
            if (first_ + shown < count) p.rect({x0 + w - 6 - k, bottom + 5 - k, 1.0f + 2 * k, 1}, ui::kAccent);
        }
    }

  private:
    template <class F> void finish(F bind) {
        bind();
        capturing_ = false;
        changed_ = true;
        shell_.applySettings();
        shell_.sound("menu_select");
    }

    void close() {
        shell_.sound("menu_select");
        if (changed_) shell_.profile().saveSettings();
        shell_.pop();
    }

    Shell& shell_;
    int row_ = 0;
    int column_ = 0;
    int first_ = 0; ///< the first row shown with larger text
    bool capturing_ = false;
    bool changed_ = false;
    std::vector<std::pair<sf::FloatRect, int>> cells_; // rect, row·2 + column
};

} // namespace

std::unique_ptr<Screen> makeSettingsScreen(Shell& shell) { return std::make_unique<SettingsScreen>(shell); }

std::unique_ptr<Screen> makeControlsScreen(Shell& shell) { return std::make_unique<ControlsScreen>(shell); }

} // namespace game
