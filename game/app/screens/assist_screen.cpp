// The Assist menu: help the player mixes as they like, each applying at once (the play screen hands the
// settings' assists to its session every frame). Game speed 50-100 %, invincibility, infinite focus, infinite
// shells, dash assist, and skip level. The file is saved when the menu closes. Times set with an assist on are
// kept and carry the assist mark; the unassisted best stays beside them.
#include <string>
#include <vector>

#include "engine/render/letterbox.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_menu.h"
#include "game/app/ui/ui_theme.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;

/// The menu's rows.
enum AssistRow { kSpeed, kInvincible, kFocus, kShells, kDash, kSkip, kBack };
/// Rows of the menu.
constexpr int kRows = kBack + 1;

/// What the focused row does, in two short lines.
const char* const kAbout[kRows][2] = {
    {"Everything moves slower, you included,", "so there is more time to read each room."},
    {"Lasers, spikes, enemies and falls cannot hurt you.", "A fall puts you back on the last solid ground."},
    {"Bullet time lasts as long as you hold aim.", ""},
    {"The blunderbuss never runs out of shells.", ""},
    {"Time stands completely still while you aim a dash.", "Take all the time you need to pick a direction."},
    {"Opens the next level so you can carry on.", ""},
    {"", ""}};

/// "On" / "Off".
std::string onOff(bool v) { return v ? "On" : "Off"; }

class AssistScreen : public Screen {
  public:
    AssistScreen(Shell& shell, ModeId mode, int catalogIndex) : shell_(shell), mode_(mode), index_(catalogIndex) {
        menu_.rowHeight = 15;
    }
    ScreenKind kind() const override { return ScreenKind::Assist; }

    void command(const UiCommand& c) override {
        MenuResult r = menu_.handle(c);
        if (r.action == MenuAction::Moved) shell_.sound("menu_move");
        if (r.action == MenuAction::Back || (r.action == MenuAction::Activate && r.index == kBack)) return close();
        if (r.action == MenuAction::Activate && r.index == kSkip) return skip();
        if (r.action != MenuAction::Increase && r.action != MenuAction::Decrease && r.action != MenuAction::Activate)
            return;
        Assists& a = shell_.profile().settings.assists;
        switch (r.index) {
        case kSpeed: {
            // Right / click: faster; Left: slower; Enter steps down and wraps from 50 % back to 100 %.
            int step = r.action == MenuAction::Decrease ? -kAssistSpeedStep : kAssistSpeedStep;
            if (r.action == MenuAction::Activate) step = a.speedPercent <= kAssistMinSpeed ? 100 : -kAssistSpeedStep;
            a.speedPercent = snapAssistSpeed(a.speedPercent + step);
            break;
        }
        case kInvincible: a.invincible = !a.invincible; break;
        case kFocus: a.infiniteFocus = !a.infiniteFocus; break;
        case kShells: a.infiniteShells = !a.infiniteShells; break;
        case kDash: a.dashAssist = !a.dashAssist; break;
        default: return;
        }
        changed_ = true;
        shell_.sound("menu_move");
    }

    void drawUi(Painter& p, double now) override {
        const Assists& a = shell_.profile().settings.assists;
        menu_.items = {{"Game speed", std::to_string(a.speedPercent) + "%", true},
                       {"Invincibility", onOff(a.invincible), true},
                       {"Infinite focus", onOff(a.infiniteFocus), true},
                       {"Infinite shells", onOff(a.infiniteShells), true},
                       {"Dash assist", onOff(a.dashAssist), true},
                       {index_ >= 0 ? "Skip this level" : "Skip level", skipped_ ? "Opened" : ">"},
                       {"Back"}};
        p.rect({0, 0, kScreenW, kScreenH}, sf::Color(4, 5, 12, 214));
        p.text("ASSIST", {kScreenW * 0.5f, 12}, 2.0f, sf::Color::White, Align::Center);
        const float bottom = p.footer("Left/Right or click to change     Esc / B: back", ui::kDim, 4.0f) - 4.0f;
        // What the room allows, in order: the menu (three rows at least), the focused assist's explanation, the
        // assist mark's line, the whole menu, the welcome line. The menu scrolls through the rest.
        const float width = kScreenW - 16; // the explanation keeps its two lines where they fit
        const int focus = menu_.focus >= 0 && menu_.focus < kRows ? menu_.focus : 0;
        const bool twoLines = p.measure(kAbout[focus][0]).x <= width && p.measure(kAbout[focus][1]).x <= width;
        const std::string about =
            twoLines ? std::string(kAbout[focus][0]) + "\n" + kAbout[focus][1]
                     : std::string(kAbout[focus][0]) + " " + kAbout[focus][1];
        const std::string mark = std::string("Times set with an assist on are kept, marked ") + ui::kAssistMark + ".";
        const char* welcome = "Play the way that suits you. Mix these freely and change them any time.";
        // From the title down: the welcome line, the menu in its panel (8 px padding), the explanation a gap under
        // the panel, the assist mark's line.
        const float rowH = menu_.rowHeightFor(p), top = 12 + p.lineHeight(2.0f);
        const float menuFull = rowH * kRows + 16, menuMin = rowH * 3 + 16;
        const float gap = p.textScale() > 1.0f ? 4.0f : 8.0f; // tighter with larger text
        const float aboutH = p.paragraphHeight(about, width) + gap, markH = p.paragraphHeight(mark, width);
        const float welcomeH = p.paragraphHeight(welcome, width) + 13;
        float room = bottom - top - gap; // the gap under the menu's panel
        const bool showAbout = room - aboutH >= menuMin;
        room -= showAbout ? aboutH : 0.0f;
        const bool showMark = room - markH >= menuMin;
        room -= showMark ? markH : 0.0f;
        const bool showWelcome = room - welcomeH + 8 >= menuFull;
        room -= showWelcome ? welcomeH - 8 : 0.0f;
        float y = top + 8;
        if (showWelcome) {
            p.paragraph(welcome, {kScreenW * 0.5f, top}, width, 1.0f, ui::kText, Align::Center);
            y = top + welcomeH;
        }
        const sf::FloatRect area = menu_.fit(p, {kScreenW * 0.5f - 110, y, 220, 0}, std::min(room, menuFull) - 16);
        p.panel({area.left - 8, area.top - 8, area.width + 16, area.height + 16}, ui::kPanel, ui::kPanelBorder);
        menu_.draw(p, area, now);
        y = area.top + area.height + 8 + gap;
        if (showAbout) {
            p.paragraph(about, {kScreenW * 0.5f, y}, width, 1.0f, ui::kAccent, Align::Center);
            y += aboutH;
        }
        if (showMark) p.paragraph(mark, {kScreenW * 0.5f, y}, width, 1.0f, ui::kAssist, Align::Center);
    }

  private:
    /// Skip: over a catalog level, mark it skipped and play the next one; elsewhere open the next level of each
    /// mode (the first one not yet cleared is marked skipped).
    void skip() {
        shell_.sound("menu_select");
        Profile& profile = shell_.profile();
        const LevelCatalog& catalog = shell_.resources().catalog;
        if (index_ >= 0) {
            const std::vector<std::string> keys = catalog.keys(mode_);
            if (index_ >= static_cast<int>(keys.size())) return;
            skipLevel(profile.progress, keys[static_cast<std::size_t>(index_)]);
            profile.saveProgress();
            saveIfChanged();
            if (index_ + 1 < static_cast<int>(keys.size())) shell_.playCatalogLevel(mode_, index_ + 1);
            else shell_.openLevelSelect(mode_, index_);
            return;
        }
        for (ModeId m = 0; m < catalog.modes.size(); ++m) {
            const std::vector<std::string> keys = catalog.keys(m);
            for (const std::string& key : keys) {
                const LevelRecord* r = profile.progress.find(key);
                if (r != nullptr && r->cleared()) continue;
                skipLevel(profile.progress, key);
                break;
            }
        }
        profile.saveProgress();
        skipped_ = true;
    }

    void saveIfChanged() {
        if (changed_) shell_.profile().saveSettings();
        changed_ = false;
    }

    void close() {
        shell_.sound("menu_select");
        saveIfChanged();
        shell_.pop();
    }

    Shell& shell_;
    ModeId mode_;
    int index_;
    MenuList menu_;
    bool changed_ = false;
    bool skipped_ = false;
};

} // namespace

std::unique_ptr<Screen> makeAssistScreen(Shell& shell, ModeId mode, int catalogIndex) {
    return std::make_unique<AssistScreen>(shell, mode, catalogIndex);
}

} // namespace game
