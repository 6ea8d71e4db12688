// Settings: music, sound and laser hum volume, fullscreen, v-sync, screen shake (0-100 %), the best-time ghost,
// gamepad deadzone, aim by hold or toggle, the Assist menu, the controls screen (keyboard and gamepad rebinding)
// and high contrast. Every change applies at once; the file is saved when the screen
// closes.
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

constexpr float kW = static_cast<float>(engine::kLogicalWidth);
constexpr float kH = static_cast<float>(engine::kLogicalHeight);

/// "70%".
std::string percent(double v) { return std::to_string(static_cast<int>(std::lround(v * 100.0))) + "%"; }

/// "On" / "Off".
std::string onOff(bool v) { return v ? "On" : "Off"; }

enum Row { kMusic, kSound, kLaser, kFullscreen, kVsync, kShake, kDeadzone, kAim, kGhost, kAssist, kControls, kContrast,
           kBack };
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
        case kAim:
            s.aimToggle = !s.aimToggle;
            break;
        case kGhost:
            s.bestGhost = !s.bestGhost;
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
                       {"Stick deadzone", percent(s.deadzone), true},
                       {"Aim", s.aimToggle ? "Toggle" : "Hold", true},
                       {"Best-time ghost", onOff(s.bestGhost), true},
                       {"Assist", ">"},
                       {"Controls", ">"},
                       {"High contrast", onOff(s.highContrast), true},
                       {"Back"}};
        p.rect({0, 0, kW, kH}, sf::Color(4, 5, 12, 210));
        p.text("SETTINGS", {kW * 0.5f, 16}, 2.0f, sf::Color::White, Align::Center);
        const sf::FloatRect area(kW * 0.5f - 110, 46, 220, menu_.rowHeight * kRows);
        p.panel({area.left - 8, area.top - 8, area.width + 16, area.height + 16}, ui::kPanel,
                ui::kPanelBorder);
        menu_.draw(p, area, now);
        const std::string audio =
            shell_.resources().audio.active() ? "Audio: on" : "Audio: " + shell_.resources().audio.status();
        p.text(audio.substr(0, 76), {kW * 0.5f, area.top + area.height + 18}, 1.0f, ui::kDim, Align::Center);
        if (!shell_.profile().settingsWritable || shell_.profile().readOnly)
            p.text("Settings cannot be saved: changes last until you quit",
                   {kW * 0.5f, area.top + area.height + 30}, 1.0f, ui::kWarn, Align::Center);
        p.text("Left/Right or click the arrows to change     Esc / B: back", {kW * 0.5f, kH - 16}, 1.0f,
               ui::kDim, Align::Center);
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
        const engine::InputBindings b = bindingsFromSettings(shell_.profile().settings);
        p.rect({0, 0, kW, kH}, sf::Color(4, 5, 12, 220));
        p.text("CONTROLS", {kW * 0.5f, 10}, 2.0f, sf::Color::White, Align::Center);
        const float x0 = 50, w = kW - 100, rowH = 15, top = 46;
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
               {kW * 0.5f, top + rowH * (kActionRows + 2) + 16}, 1.0f, ui::kDim, Align::Center);
        const char* help =
            capturing_ ? "Esc cancels"
                       : "Enter / A / click: rebind     Left/Right: keyboard or gamepad     Esc: back";
        p.text(help, {kW * 0.5f, kH - 16}, 1.0f, ui::kDim, Align::Center);
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
    bool capturing_ = false;
    bool changed_ = false;
    std::vector<std::pair<sf::FloatRect, int>> cells_; // rect, row·2 + column
};

} // namespace

std::unique_ptr<Screen> makeSettingsScreen(Shell& shell) { return std::make_unique<SettingsScreen>(shell); }

std::unique_ptr<Screen> makeControlsScreen(Shell& shell) { return std::make_unique<ControlsScreen>(shell); }

} // namespace game
