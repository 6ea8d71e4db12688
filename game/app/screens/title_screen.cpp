// The title screen: the logo over a slowly drifting lab backdrop crossed by sweeping beams; Play, Settings,
// Assist, My levels, Quit, and over the menu each mode's collectibles taken ("2 / 5 shards"). Its scene stays
// visible (dimmed) behind the mode and level select screens stacked on it.
#include <cmath>
#include <string>
#include <vector>

#include "engine/render/glow_line.h"
#include "engine/render/letterbox.h"
#include "game/app/screens/screen.h"
#include "game/app/view/backdrop.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/ui/collectible_icon.h"
#include "game/app/ui/ui_menu.h"
#include "game/app/ui/ui_theme.h"
#include "game/save/progress.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;
/// The mode whose scenery and music the title shows: the first one (the lab).
constexpr ModeId kTitleMode = 0;

/// Draw the word big with a neon double glow (magenta and cyan copies, offset, additive) under white.
void neonTitle(Painter& p, const std::string& word, sf::Vector2f at, float scale, double now) {
    const float wob = static_cast<float>(std::sin(now * 2.1)) * 0.5f;
    p.setBlend(sf::BlendAdd);
    p.text(word, {at.x - 1 - wob, at.y}, scale, sf::Color(255, 60, 150, 150), Align::Center,
           sf::Color::Transparent);
    p.text(word, {at.x + 1 + wob, at.y + 1}, scale, sf::Color(60, 200, 255, 150), Align::Center,
           sf::Color::Transparent);
    p.setBlend(sf::BlendAlpha);
    p.text(word, at, scale, sf::Color(245, 248, 255), Align::Center, sf::Color(10, 0, 30, 200));
}

class TitleScreen : public Screen {
  public:
    explicit TitleScreen(Shell& shell) : shell_(shell) {
        backdrop_.setMode(kTitleMode);
        menu_.items = {{"Play"}, {"Settings"}, {"Assist"}, {"My levels"}, {"Quit"}};
        menu_.rowHeight = 16;
    }
    ScreenKind kind() const override { return ScreenKind::Title; }
    std::string_view music() const override { return modePresentation(kTitleMode).music; }
    bool hasScene() const override { return true; }

    void command(const UiCommand& c) override {
        MenuResult r = menu_.handle(c);
        if (r.action == MenuAction::Moved) shell_.sound("menu_move");
        if (r.action == MenuAction::Back) shell_.quit();
        if (r.action != MenuAction::Activate) return;
        shell_.sound("menu_select");
        if (r.index == 0) shell_.push(makeModeSelect(shell_));
        if (r.index == 1) shell_.push(makeSettingsScreen(shell_));
        if (r.index == 2) shell_.push(makeAssistScreen(shell_));
        if (r.index == 3) shell_.push(makeMyLevelsScreen(shell_));
        if (r.index == 4) shell_.quit();
    }

    void update(double dt, bool) override { time_ += dt; }

    void drawScene(SceneFrame& f) override {
        f.canvas.setView(f.canvas.getDefaultView());
        backdrop_.drawFar(
            f.canvas, {static_cast<float>(time_ * 24.0), static_cast<float>(std::sin(time_ * 0.2) * 30.0)},
            time_);
        // Three beams sweeping slowly across the screen, glowing.
        beams_.clear();
        for (int i = 0; i < 3; ++i) {
            const double a = 0.5 + 0.35 * std::sin(time_ * (0.23 + 0.07 * i) + i * 2.1);
            const sf::Vector2f from(i == 1 ? kScreenW + 10 : -10, 40.0f + 90.0f * static_cast<float>(i));
            const sf::Vector2f dir(static_cast<float>(std::cos(a)) * (i == 1 ? -1.0f : 1.0f),
                                   static_cast<float>(std::sin(a)) * (i == 2 ? -1.0f : 1.0f));
            const sf::Color halo = i == 1 ? sf::Color(60, 200, 255, 70) : sf::Color(255, 50, 110, 80);
            engine::appendGlowLine(beams_, from, from + dir * 700.0f, sf::Color(255, 235, 240, 180), halo,
                                   1.5f, 5.0f);
        }
        f.canvas.draw(beams_, sf::RenderStates(sf::BlendAdd));
        f.vignette = 0.8f;
        f.subpixel = {0, 0};
    }

    void drawUi(Painter& p, double now) override {
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(4, 4, 14, 90));
        // Larger text makes the logo smaller, so the menu keeps its room.
        const bool large = p.textScale() > 1.0f;
        const float logo = p.textScale() > 1.5f ? 3.0f : large ? 4.0f : 5.0f, logoTop = large ? 14.0f : 46.0f;
        neonTitle(p, "RAYCRYPT", {kScreenW * 0.5f, logoTop}, askedTextScale(logo, p.textScale()), now);
        const float subtitle = logoTop + 9.0f * logo + 15.0f;
        p.text("NINJA VS LASERS  -  RECOIL CRYPTS", {kScreenW * 0.5f, subtitle}, 1.0f, ui::kAccent, Align::Center);
        const char* help = "Arrows / WASD / mouse / gamepad   Enter or A to choose";
        float bottom = 0.0f;
        if (large) {
            bottom = p.footer(std::string(help) + "   F11 fullscreen", ui::kDim);
        } else {
            bottom = p.footer("F11 fullscreen", ui::kDim);
            bottom -= p.paragraphHeight(help, kScreenW - 16) + 1.0f;
            p.paragraph(help, {kScreenW * 0.5f, bottom}, kScreenW - 16, 1.0f, ui::kDim, Align::Center);
        }
        const float top = subtitle + p.lineHeight() + (large ? 12.0f : 23.0f);
        const sf::FloatRect area = menu_.fit(p, {kScreenW * 0.5f - 60, top, 120, 0}, bottom - 10 - top);
        p.panel({area.left - 8, area.top - 8, area.width + 16, area.height + 16}, ui::kPanel,
                ui::kPanelBorder);
        menu_.draw(p, area, now);
        drawCollectibles(p, subtitle + p.lineHeight() + 2, area.top - 9); // between the subtitle and the menu
    }

  private:
    /// Each mode's collectibles taken of those its levels hold, with its icon, on one line from `top` (if it
    /// ends above `limit`).
    void drawCollectibles(Painter& p, float top, float limit) {
        struct Part { const ModePresentation* look; std::string text; bool any; };
        std::vector<Part> parts;
        float width = 0.0f;
        for (ModeId mode : presentedModes()) {
            int items = 0;
            for (const LevelEntry& e : shell_.resources().catalog.of(mode)) items += e.collectible ? 1 : 0;
            if (items == 0) continue;
            const int taken = collectiblesTaken(shell_.profile().progress, collectibleKeys(mode));
            parts.push_back({&modePresentation(mode), collectibleTally(modePresentation(mode), taken, items), taken > 0});
            width += 14 + p.measure(parts.back().text).x + 16;
        }
        if (parts.empty() || top + p.lineHeight() > limit) return;
        float x = kScreenW * 0.5f - (width - 16) * 0.5f;
        for (const Part& part : parts) {
            drawCollectibleIcon(p, part.look->collectible, {x, top + p.lineHeight() * 0.5f - 6}, 0.75f, part.any);
            x += 14 + p.text(part.text, {x + 14, top}, 1.0f, ui::kText).x + 16;
        }
    }
    /// The progress keys of `mode`'s levels that hold a collectible.
    std::vector<std::string> collectibleKeys(ModeId mode) const {
        std::vector<std::string> keys;
        for (const LevelEntry& e : shell_.resources().catalog.of(mode))
            if (e.collectible) keys.push_back(e.key);
        return keys;
    }

    Shell& shell_;
    MenuList menu_;
    Backdrop backdrop_;
    sf::VertexArray beams_{sf::Triangles};
    double time_ = 0.0;
};

} // namespace

std::unique_ptr<Screen> makeTitleScreen(Shell& shell) { return std::make_unique<TitleScreen>(shell); }

} // namespace game
