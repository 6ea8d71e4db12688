#include "game/app/screens/results_screen.h"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
#include <cmath>

#include "engine/render/letterbox.h"
#include "game/app/view/hud.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/ui/ui_menu.h"
#include "game/app/ui/ui_theme.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;

/// The results menu's rows.
enum ResultsRow { kNext, kRetry, kWatch, kAllAttempts, kLeave };

class ResultsScreen : public Screen {
  public:
    ResultsScreen(Shell& shell, ResultsInfo info, ResultsActions actions)
        : shell_(shell), info_(std::move(info)), actions_(std::move(actions)) {
        menu_.items = {{"Next level", "", false, info_.hasNext},
                       {"Retry"},
                       {"Watch", "", false, static_cast<bool>(actions_.watch)},
                       {"All attempts", "", false, static_cast<bool>(actions_.watchAll)},
                       {shell.singleLevel() ? "Quit" : info_.pack ? "My levels" : "Level select"}};
        menu_.rowHeight = 16;
        menu_.focusFirstEnabled(0);
        if (uiTrace())
            std::cerr << "ui: results '" << info_.levelName << "' next level " << (info_.hasNext ? "on" : "off")
                      << ", leave to " << menu_.items[kLeave].label << std::endl;
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
        if (r.index == kNext && info_.hasNext && info_.pack) shell_.playPackLevel(info_.pack->next());
        else if (r.index == kNext && info_.hasNext) shell_.playCatalogLevel(info_.mode, info_.catalogIndex + 1);
        if (r.index == kRetry) {
            shell_.pop();
            actions_.retry();
        }
        if (r.index == kWatch && actions_.watch) actions_.watch();
        if (r.index == kAllAttempts && actions_.watchAll) actions_.watchAll();
        if (r.index == kLeave) {
            if (shell_.singleLevel())
                shell_.quit();
            else if (info_.pack)
                shell_.openMyLevels();
            else
                shell_.openLevelSelect(info_.mode, info_.catalogIndex);
        }
    }

    void drawUi(Painter& p, double now) override {
        const float in = static_cast<float>(std::min(1.0, age_ / 0.35));
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(4, 5, 12, static_cast<sf::Uint8>(200 * in)));
        // 300 px wide at 100 %; larger text takes the window's width and height, and the menu scrolls.
        const bool large = p.textScale() > 1.0f;
        const float top = (large ? 6.0f : 16.0f) + (1.0f - in) * 20.0f, width = large ? kScreenW - 16 : 300.0f;
        const sf::FloatRect r(std::round(kScreenW * 0.5f - width * 0.5f), top, width, large ? kScreenH - 12 - top : 240.0f);
        p.panel(r, ui::kPanel, ui::kPanelBorder);
        float y = r.top + 8;
        p.text("LEVEL CLEAR", {kScreenW * 0.5f, y}, 2.0f, ui::kAccent, Align::Center);
        y += p.lineHeight(2.0f);
        p.text(p.fit(info_.levelName, r.width - 16), {kScreenW * 0.5f, y}, 1.0f, ui::kText, Align::Center);
        y += p.lineHeight() + 7;
        // The time, big, and beside it the medal it earned (or the assist mark).
        const Medal m = info_.record.medal;
        const std::string time = formatTime(info_.seconds);
        const float timeScale = large ? 2.0f : 3.0f, timeW = p.measure(time, timeScale).x;
        std::string label(medalName(m));
        for (char& ch : label)
            ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        float markW = std::max(30.0f, std::max(p.measure(info_.assisted ? "CLEARED" : label).x,
                                                     p.measure(ui::kAssistMark).x));
        const float gap = large ? 16.0f : 36.0f;
        if (large && !info_.assisted) markW = 30.0f + p.measure(label).x; // the label beside the medal
        const float x0 = std::round(kScreenW * 0.5f - (timeW + gap + markW) * 0.5f);
        const float mx = x0 + timeW + gap + (large && !info_.assisted ? 12.0f : markW * 0.5f);
        p.text(time, {x0, y}, timeScale, sf::Color::White);
        const float line = p.lineHeight();
        float markBottom = y;
        if (info_.assisted) { // a clear with an assist: its time is kept with the mark, and no medal
            p.text(ui::kAssistMark, {mx, y + 8}, 1.0f, ui::kAssist, Align::Center);
            p.text("CLEARED", {mx, y + 8 + line + 1}, 1.0f, ui::kAssist, Align::Center);
            markBottom = y + 8 + 2 * line;
        } else {
            const float bounce =
                info_.record.newMedal ? static_cast<float>(std::abs(std::sin(now * 3.0))) * 3.0f : 0.0f;
            p.sprite(ui::medalSprite(m), {{mx - 12, y - 2 - bounce}, false, 3.0f});
            if (large) { // beside the medal, so the time's row stays one row
                p.text(label, {mx + 16, y + 6}, 1.0f, ui::medalColor(m));
                markBottom = y + p.lineHeight(timeScale);
            } else {
                p.text(label, {mx, y + 32}, 1.0f, ui::medalColor(m), Align::Center);
                markBottom = y + 32 + line;
            }
        }
        // "timed from your first input" under the time, below the medal's label where they would meet.
        const std::string timed = "timed from your first input";
        const float timedW = p.measure(timed).x, timedX = x0 + timeW * 0.5f;
        float timedY = y + 32;
        if (timedX + timedW * 0.5f > x0 + timeW + gap - 4) timedY = std::max(y + p.lineHeight(timeScale), markBottom);
        p.paragraph(timed, {std::clamp(timedX, r.left + 8 + timedW * 0.5f, r.left + r.width - 8 - timedW * 0.5f), timedY},
                    r.width - 16, 1.0f, ui::kDim, Align::Center);
        // Par, best and deaths: three columns at 100 %; with larger text one row each, left of the menu.
        y = std::max(timedY + p.paragraphHeight(timed, r.width - 16), markBottom) + 5;
        struct Stat {
            std::string label;
            std::vector<std::pair<std::string, sf::Color>> lines; ///< the value, then notes under it
        };
        Stat par{"PAR", {{info_.parSeconds > 0 ? formatTime(info_.parSeconds) : "--", ui::kText}}};
        if (info_.parSeconds > 0) {
            const double diff = info_.seconds - info_.parSeconds;
            par.lines.push_back({(diff <= 0 ? "-" : "+") + formatTime(std::abs(diff)),
                                 diff <= 0 ? sf::Color(120, 255, 160) : ui::kWarn});
        }
        Stat best{"BEST", {}};
        if (info_.assisted && info_.recorded) { // the unassisted best beside the assisted time
            best.lines.push_back({info_.unassistedBest > 0 ? formatTime(info_.unassistedBest) : "--", ui::kText});
            best.lines.push_back({"unassisted", ui::kDim});
            if (info_.record.newBest)
                best.lines.push_back({info_.record.firstClear ? "FIRST CLEAR!" : "NEW ASSIST BEST", ui::kAssist});
        } else if (!info_.recorded) {
            best.lines.push_back({"not saved", ui::kDim});
        } else if (info_.record.newBest) {
            const float pulse = 0.6f + 0.4f * static_cast<float>(std::sin(now * 6.0));
            best.lines.push_back({info_.record.firstClear ? "FIRST CLEAR!" : "NEW BEST!",
                                  sf::Color(255, 78, 160, static_cast<sf::Uint8>(255 * pulse))});
            if (!info_.record.firstClear) best.lines.push_back({"was " + formatTime(info_.record.previousBest), ui::kDim});
        } else {
            best.lines.push_back({formatTime(info_.record.previousBest), ui::kText});
        }
        Stat deaths{"DEATHS", {{std::to_string(info_.deaths), info_.deaths > 0 ? ui::kHot : sf::Color(120, 255, 160)}}};
        if (info_.deaths == 0) deaths.lines.push_back({"flawless", ui::kGold});
        if (info_.checkpoints > 0)
            deaths.lines.push_back({std::to_string(info_.checkpointsUsed) + " checkpoint" +
                                        (info_.checkpointsUsed == 1 ? "" : "s") + " used", ui::kDim});
        if (info_.hasCollectible) { // the collectible: taken to the exit, or left behind
            const std::string name = modePresentation(info_.mode).collectibleName;
            deaths.lines.push_back({name + (info_.collectible ? " taken" : " left"),
                                    info_.collectible ? ui::kGold : ui::kDim});
            if (info_.collectible && info_.newCollectible) deaths.lines.push_back({"NEW!", ui::kGold});
            if (info_.collectible && info_.assisted) deaths.lines.push_back({"assisted: no record", ui::kAssist});
        }
        const Stat stats[] = {par, best, deaths};
        float menuTop = 0.0f, menuLeft = kScreenW * 0.5f - 70, menuWidth = 140;
        if (!large) {
            const float col = r.width * 0.32f, cw = col - 6;
            std::size_t rows = 1;
            for (int i = 0; i < 3; ++i) {
                const float x = r.left + 20 + col * static_cast<float>(i);
                p.text(stats[i].label, {x, y}, 1.0f, ui::kDim);
                for (std::size_t k = 0; k < stats[i].lines.size(); ++k)
                    p.text(p.fit(stats[i].lines[k].first, cw), {x, y + line * static_cast<float>(k + 1)}, 1.0f,
                           stats[i].lines[k].second);
                rows = std::max(rows, stats[i].lines.size() + 1);
            }
            menuTop = std::max(r.top + 144, y + line * static_cast<float>(rows) + 6);
        } else {
            // Rows: label, value, then the notes (further notes under the value).
            float labelW = 0.0f;
            for (const Stat& st : stats) labelW = std::max(labelW, p.measure(st.label).x);
            const float x = r.left + 10, vx = x + labelW + 8, right = r.left + r.width * 0.58f;
            float row = y;
            for (const Stat& st : stats) {
                p.text(st.label, {x, row}, 1.0f, ui::kDim);
                float at = vx;
                for (std::size_t k = 0; k < st.lines.size(); ++k) {
                    const float w = p.measure(st.lines[k].first).x;
                    if (k > 0 && at + w > right) { // no room on this row: the next one
                        row += line;
                        at = vx;
                    }
                    p.text(p.fit(st.lines[k].first, right - at), {at, row}, 1.0f, st.lines[k].second);
                    at += w + 10;
                }
                row += line;
            }
            menuTop = y;
            menuLeft = right + 4;
            menuWidth = r.left + r.width - 6 - menuLeft;
        }
        const sf::FloatRect area =
            menu_.fit(p, {menuLeft, menuTop, menuWidth, 0}, r.top + r.height - 4 - menuTop);
        menu_.draw(p, area, now);
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
    ResultsInfo info;
    info.levelName = r.levelName;
    info.mode = r.mode;
    info.seconds = r.seconds;
    info.parSeconds = r.parSeconds;
    info.deaths = r.deaths;
    info.record = r.record;
    info.recorded = r.recorded;
    info.catalogIndex = catalogIndex;
    const auto& levels = catalog.of(r.mode);
    const std::size_t next = static_cast<std::size_t>(catalogIndex + 1);
    info.hasNext = catalogIndex >= 0 && next < levels.size() && levels[next].error.empty();
    info.assisted = r.assisted;
    info.unassistedBest = r.unassistedBest;
    info.checkpoints = r.checkpoints;
    info.checkpointsUsed = r.checkpointsUsed;
    info.hasCollectible = r.hasCollectible;
    info.collectible = r.collectible;
    info.newCollectible = r.newCollectible;
    return info;
}

std::unique_ptr<Screen> makeResultsScreen(Shell& shell, ResultsInfo info, ResultsActions actions) {
    return std::make_unique<ResultsScreen>(shell, std::move(info), std::move(actions));
}

} // namespace game
