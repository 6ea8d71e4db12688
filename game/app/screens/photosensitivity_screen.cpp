// The photosensitivity notice: one screen on first start (settings.photosensitivityNoticeSeen unset), before the
// title. It says what flashes the game has and that flash reduction softens them; F turns flash reduction on or
// off right there. Any other key, a click or a gamepad button continues to the title, and the notice is marked
// seen in the settings file.
#include <algorithm>
#include <string>

#include "engine/render/letterbox.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_theme.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;
/// Space between the notice's paragraphs and around its parts, logical px.
constexpr float kGap = 6.0f;
/// Margin at the window's sides, logical px.
constexpr float kMargin = 16.0f;
/// Width of the body's lines at 100 % text, logical px (wider text sizes widen it up to the margins).
constexpr float kBodyWidth = 320.0f;

/// The notice's body, a paragraph each (wrapped to the window at the player's text size).
const char* const kBody[] = {
    "Some people may have seizures when they see flashing lights or patterns, even with no history of epilepsy.",
    "Raycrypt flashes when you die, when you fire and when lasers warn. Flash reduction softens all of these to "
    "fewer than three flashes a second.",
    "If you feel dizzy or unwell, stop and rest. Settings can change this at any time.",
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
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(6, 7, 16));
        const float titleTop = p.textScale() > 1.0f ? 4.0f : 18.0f;
        p.text("PHOTOSENSITIVITY WARNING", {kScreenW * 0.5f, titleTop}, 2.0f, sf::Color::White, Align::Center);
        // From the foot up: the help line, the flash reduction switch; the body is centred in what is left, in
        // smaller steps only when the player's text size would not fit it whole.
        const float bottom = p.footer("Press any key or button to continue", ui::kDim) - kGap;
        const bool on = shell_.profile().settings.reduceFlashes;
        const std::string toggle =
            std::string("Flash reduction: ") + (on ? "ON" : "OFF") + "   (F to turn " + (on ? "off)" : "on)");
        const float boxH = p.lineHeight() + 6.0f;
        const float boxW = std::min(kScreenW - 2 * kMargin, p.measure(toggle).x + 24.0f);
        const sf::FloatRect box((kScreenW - boxW) * 0.5f, bottom - boxH, boxW, boxH);
        p.panel(box, ui::kPanel, on ? ui::kAccent : ui::kPanelBorder);
        p.text(p.fit(toggle, box.width - 8), {kScreenW * 0.5f, box.top + 3}, 1.0f, on ? ui::kAccent : ui::kWarn,
               Align::Center);
        const float top = titleTop + p.lineHeight(2.0f) + kGap;
        const float room = box.top - kGap - top;
        const float width = std::min(kScreenW - 2 * kMargin, kBodyWidth * p.textScale());
        float scale = 1.0f, height = 0.0f;
        for (float step : {1.0f, 0.85f, 0.75f, 0.6f}) {
            scale = step;
            height = -kGap;
            for (const char* para : kBody) height += p.paragraphHeight(para, width, scale) + kGap;
            if (height <= room) break;
        }
        float y = top + std::max(0.0f, (room - height) * 0.5f);
        for (const char* para : kBody) {
            p.paragraph(para, {kScreenW * 0.5f, y}, width, scale, ui::kText, Align::Center);
            y += p.paragraphHeight(para, width, scale) + kGap;
        }
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
