#include "game/app/screens/results_screen.h"

#include <cctype>
#include <cmath>

#include "engine/render/letterbox.h"
#include "game/app/view/hud.h"
#include "game/app/ui/ui_menu.h"
#include "game/app/ui/ui_theme.h"

namespace game {

namespace {

constexpr float kW = static_cast<float>(engine::kLogicalWidth);
constexpr float kH = static_cast<float>(engine::kLogicalHeight);

/// The results menu's rows.
enum Row { kNext, kRetry, kWatch, kAllAttempts, kLeave };

class ResultsScreen : public Screen {
  public:
    ResultsScreen(Shell& shell, ResultsInfo info, ResultsActions actions)
        : shell_(shell), info_(std::move(info)), actions_(std::move(actions)) {
        menu_.items = {{"Next level", "", false, info_.hasNext},
                       {"Retry"},
                       {"Watch", "", false, static_cast<bool>(actions_.watch)},
                       {"All attempts", "", false, static_cast<bool>(actions_.watchAll)},
                       {shell.singleLevel() ? "Quit" : "Level select"}};
        menu_.rowHeight = 16;
        menu_.focusFirstEnabled(0);
    }
    ScreenKind kind() const override { return ScreenKind::Results; }
    bool coversBelow() const override { return true; }

    void update(double dt, bool) override { age_ += dt; }

    void command(const UiCommand& c) override {
        MenuResult r = menu_.handle(c);
        if (r.action == MenuAction::Moved) shell_.sound("menu_move");
        if (r.action == MenuAction::Back) r = {MenuAction::Activate, kLeave};
        if (r.action != MenuAction::Activate) return;
        shell_.sound("menu_select");
        if (r.index == kNext && info_.hasNext) shell_.playCatalogLevel(info_.mode, info_.catalogIndex + 1);
        if (r.index == kRetry) {
            shell_.pop();
            actions_.retry();
        }
        if (r.index == kWatch && actions_.watch) actions_.watch();
        if (r.index == kAllAttempts && actions_.watchAll) actions_.watchAll();
        if (r.index == kLeave) {
            if (shell_.singleLevel())
                shell_.quit();
            else
                shell_.openLevelSelect(info_.mode, info_.catalogIndex);
        }
    }

    void drawUi(Painter& p, double now) override {
        const float in = static_cast<float>(std::min(1.0, age_ / 0.35));
        p.rect({0, 0, kW, kH}, sf::Color(4, 5, 12, static_cast<sf::Uint8>(200 * in)));
        const sf::FloatRect r(kW * 0.5f - 150, 16 + (1.0f - in) * 20.0f, 300, 240);
        p.panel(r, ui::kPanel, ui::kPanelBorder);
        p.text("LEVEL CLEAR", {kW * 0.5f, r.top + 8}, 2.0f, ui::kAccent, Align::Center);
        p.text(info_.levelName, {kW * 0.5f, r.top + 30}, 1.0f, ui::kText, Align::Center);
        // The time, big, and the medal it earned.
        p.text(formatTime(info_.seconds), {kW * 0.5f - 20, r.top + 48}, 3.0f, sf::Color::White,
               Align::Center);
        p.text("timed from your first input", {kW * 0.5f - 20, r.top + 80}, 1.0f, ui::kDim, Align::Center);
        const Medal m = info_.record.medal;
        if (info_.assisted) { // a clear with an assist: its time is kept with the mark, and no medal
            p.text(ui::kAssistMark, {kW * 0.5f + 96, r.top + 56}, 1.0f, ui::kAssist, Align::Center);
            p.text("CLEARED", {kW * 0.5f + 96, r.top + 68}, 1.0f, ui::kAssist, Align::Center);
        } else {
            const float bounce =
                info_.record.newMedal ? static_cast<float>(std::abs(std::sin(now * 3.0))) * 3.0f : 0.0f;
            p.sprite(ui::medalSprite(m), {{kW * 0.5f + 84, r.top + 46 - bounce}, false, 3.0f});
            std::string label(medalName(m));
            for (char& ch : label)
                ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            p.text(label, {kW * 0.5f + 96, r.top + 80}, 1.0f, ui::medalColor(m), Align::Center);
        }
        // Par, best and deaths.
        const float y = r.top + 96, c1 = r.left + 20, c2 = r.left + 116, c3 = r.left + 212;
        p.text("PAR", {c1, y}, 1.0f, ui::kDim);
        p.text(info_.parSeconds > 0 ? formatTime(info_.parSeconds) : "--", {c1, y + 11}, 1.0f, ui::kText);
        if (info_.parSeconds > 0) {
            const double diff = info_.seconds - info_.parSeconds;
            p.text((diff <= 0 ? "-" : "+") + formatTime(std::abs(diff)), {c1, y + 22}, 1.0f,
                   diff <= 0 ? sf::Color(120, 255, 160) : ui::kWarn);
        }
        p.text("BEST", {c2, y}, 1.0f, ui::kDim);
        if (info_.assisted && info_.recorded) { // the unassisted best beside the assisted time
            p.text(info_.unassistedBest > 0 ? formatTime(info_.unassistedBest) : "--", {c2, y + 11}, 1.0f, ui::kText);
            p.text("unassisted", {c2, y + 22}, 1.0f, ui::kDim);
            if (info_.record.newBest)
                p.text(info_.record.firstClear ? "FIRST CLEAR!" : "NEW ASSIST BEST", {c2, y + 33}, 1.0f, ui::kAssist);
        } else if (!info_.recorded) {
            p.text("not saved", {c2, y + 11}, 1.0f, ui::kDim);
        } else if (info_.record.newBest) {
            const float pulse = 0.6f + 0.4f * static_cast<float>(std::sin(now * 6.0));
            p.text(info_.record.firstClear ? "FIRST CLEAR!" : "NEW BEST!", {c2, y + 11}, 1.0f,
                   sf::Color(255, 78, 160, static_cast<sf::Uint8>(255 * pulse)));
            if (!info_.record.firstClear)
                p.text("was " + formatTime(info_.record.previousBest), {c2, y + 22}, 1.0f, ui::kDim);
        } else {
            p.text(formatTime(info_.record.previousBest), {c2, y + 11}, 1.0f, ui::kText);
        }
        p.text("DEATHS", {c3, y}, 1.0f, ui::kDim);
        p.text(std::to_string(info_.deaths), {c3, y + 11}, 1.0f,
               info_.deaths > 0 ? ui::kHot : sf::Color(120, 255, 160));
        if (info_.deaths == 0) p.text("flawless", {c3, y + 22}, 1.0f, ui::kGold);
        menu_.draw(p, {kW * 0.5f - 70, r.top + 144, 140, 80}, now);
    }

  private:
    Shell& shell_;
    ResultsInfo info_;
    ResultsActions actions_;
    MenuList menu_;
    double age_ = 0.0;
};

} // namespace

ResultsInfo resultsInfo(const SessionResults& r, const LevelCatalog& catalog, int catalogIndex) {
    ResultsInfo info{r.levelName, r.mode, r.seconds, r.parSeconds, r.deaths, r.record, r.recorded, catalogIndex, false};
    const auto& levels = catalog.of(r.mode);
    const std::size_t next = static_cast<std::size_t>(catalogIndex + 1);
    info.hasNext = catalogIndex >= 0 && next < levels.size() && levels[next].error.empty();
    info.assisted = r.assisted;
    info.unassistedBest = r.unassistedBest;
    return info;
}

std::unique_ptr<Screen> makeResultsScreen(Shell& shell, ResultsInfo info, ResultsActions actions) {
    return std::make_unique<ResultsScreen>(shell, std::move(info), std::move(actions));
}

} // namespace game
