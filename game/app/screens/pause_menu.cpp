// The pause menu over a level: the frozen level stays visible (dimmed) with its HUD. The simulation is paused
// while this is on top (the play screen's FixedTimestep is paused whenever it is not the top screen).
#include <algorithm>
#include <cmath>

#include "engine/render/letterbox.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_menu.h"
#include "game/app/ui/ui_theme.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;

class PauseMenu : public Screen {
  public:
    PauseMenu(Shell& shell, ModeId mode, std::function<void()> restart, int catalogIndex, bool fromMyLevels)
        : shell_(shell), mode_(mode), restart_(std::move(restart)), catalogIndex_(catalogIndex),
          fromMyLevels_(fromMyLevels) {
        menu_.items = {{"Resume"},
                       {"Restart"},
                       {fromMyLevels ? "My levels" : "Level select"},
                       {"Settings"},
                       {"Assist"},
                       {shell.singleLevel() ? "Quit game" : "Quit to title"}};
        menu_.rowHeight = 16;
    }
    ScreenKind kind() const override { return ScreenKind::Pause; }
    bool coversBelow() const override { return false; }

    void command(const UiCommand& c) override {
        if (c.key == UiKey::Pause) {
            shell_.sound("menu_select");
            shell_.pop();
            return;
        } // Start resumes
        MenuResult r = menu_.handle(c);
        if (r.action == MenuAction::Moved) shell_.sound("menu_move");
        if (r.action == MenuAction::Back) {
            shell_.sound("menu_select");
            shell_.pop();
            return;
        }
        if (r.action != MenuAction::Activate) return;
        shell_.sound("menu_select");
        switch (r.index) {
        case 0:
            shell_.pop();
            break;
        case 1:
            shell_.pop();
            restart_();
            break;
        case 2:
            if (fromMyLevels_) shell_.openMyLevels();
            else shell_.openLevelSelect(mode_, -1);
            break;
        case 3:
            shell_.push(makeSettingsScreen(shell_));
            break;
        case 4:
            shell_.push(makeAssistScreen(shell_, mode_, catalogIndex_));
            break;
        case 5:
            if (shell_.singleLevel())
                shell_.quit();
            else
                shell_.reset(makeTitleScreen(shell_));
            break;
        default:
            break;
        }
    }

    void drawUi(Painter& p, double now) override {
        p.rect({0, 0, kScreenW, kScreenH}, ui::kShade);
        const float bottom = p.footer("Esc / Start: resume", ui::kDim) - 4.0f;
        const float head = 6.0f + p.lineHeight(2.0f) + 6.0f; // the title's band at the panel's top
        // At 100 % the panel sits where it always has; larger text centres it in the room above the help line.
        const float rows = menu_.rowHeightFor(p) * static_cast<float>(menu_.items.size());
        const float panelTop =
            p.textScale() > 1.0f ? std::max(4.0f, std::round((bottom - head - rows - 10.0f) * 0.5f)) : 58.0f;
        const sf::FloatRect area =
            menu_.fit(p, {kScreenW * 0.5f - 70, panelTop + head, 140, 0}, bottom - 10.0f - panelTop - head);
        p.panel({area.left - 10, panelTop, area.width + 20, area.top - panelTop + area.height + 10}, ui::kPanel,
                ui::kPanelBorder);
        p.text("PAUSED", {kScreenW * 0.5f, panelTop + 6}, 2.0f, sf::Color::White, Align::Center);
        menu_.draw(p, area, now);
    }

  private:
    Shell& shell_;
    ModeId mode_;
    std::function<void()> restart_;
    int catalogIndex_ = -1;
    bool fromMyLevels_ = false; ///< Level select goes back to My levels
    MenuList menu_;
};

} // namespace

std::unique_ptr<Screen> makePauseMenu(Shell& shell, ModeId mode, std::function<void()> restart, int catalogIndex,
                                      bool fromMyLevels) {
    return std::make_unique<PauseMenu>(shell, mode, std::move(restart), catalogIndex, fromMyLevels);
}

} // namespace game
