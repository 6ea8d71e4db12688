// The photosensitivity notice: one screen on first start (settings.photosensitivityNoticeSeen unset), before the
// title. It says what flashes the game has and that flash reduction softens them; F turns flash reduction on or
// off right there. Any other key, a click or a gamepad button continues to the title, and the notice is marked
// seen in the settings file.
#include <string>

#include "engine/render/letterbox.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_theme.h"

namespace game {

namespace {

constexpr float kW = static_cast<float>(engine::kLogicalWidth);
constexpr float kH = static_cast<float>(engine::kLogicalHeight);
/// Top of the first body line and the distance between lines, logical px.
constexpr float kBodyTop = 52.0f, kLine = 12.0f;

/// The notice's body, one line each ("" leaves a gap).
const char* const kBody[] = {
    "A very small share of people may have seizures when they see",
    "flashing lights or patterns, even with no history of epilepsy.",
    "",
    "Raycrypt has a flash when you die, muzzle flashes, and laser",
    "warnings that flicker. Flash reduction softens all of them to",
    "fewer than three flashes a second.",
    "",
    "If you feel dizzy, your sight changes or your muscles twitch,",
    "stop playing and rest. Settings can change this at any time.",
};

class PhotosensitivityScreen : public Screen {
  public:
    explicit PhotosensitivityScreen(Shell& shell) : shell_(shell) {}
    ScreenKind kind() const override { return ScreenKind::Photosensitivity; }

    bool event(const sf::Event& e) override {
        if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F) {
            Settings& s = shell_.profile().settings;
            s.reduceFlashes = !s.reduceFlashes;
            shell_.applySettings();
            shell_.sound("menu_move");
            return true;
        }
        if (e.type == sf::Event::KeyPressed || e.type == sf::Event::MouseButtonPressed ||
            e.type == sf::Event::JoystickButtonPressed) {
            proceed();
            return true;
        }
        return false;
    }

    void drawUi(Painter& p, double) override {
        p.rect({0, 0, kW, kH}, sf::Color(6, 7, 16));
        p.text("PHOTOSENSITIVITY WARNING", {kW * 0.5f, 18}, 2.0f, sf::Color::White, Align::Center);
        float y = kBodyTop;
        for (const char* line : kBody) {
            p.text(line, {kW * 0.5f, y}, 1.0f, ui::kText, Align::Center);
            y += kLine;
        }
        const bool on = shell_.profile().settings.reduceFlashes;
        const sf::FloatRect box(kW * 0.5f - 110, y + 8, 220, 18);
        p.panel(box, ui::kPanel, on ? ui::kAccent : ui::kPanelBorder);
        p.text(std::string("Flash reduction: ") + (on ? "ON" : "OFF") + "   (F to turn " + (on ? "off)" : "on)"),
               {kW * 0.5f, box.top + 5}, 1.0f, on ? ui::kAccent : ui::kWarn, Align::Center);
        p.text("Press any key or button to continue", {kW * 0.5f, kH - 22}, 1.0f, ui::kDim, Align::Center);
    }

  private:
    /// Mark the notice seen (saved at once) and open the title.
    void proceed() {
        shell_.sound("menu_select");
        shell_.profile().settings.photosensitivityNoticeSeen = true;
        shell_.profile().saveSettings();
        shell_.reset(makeTitleScreen(shell_));
    }

    Shell& shell_;
};

} // namespace

std::unique_ptr<Screen> makePhotosensitivityScreen(Shell& shell) {
    return std::make_unique<PhotosensitivityScreen>(shell);
}

} // namespace game
