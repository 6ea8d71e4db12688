// My levels: the player's own levels (game/edit/user_levels.h), pack by pack, each with whether its solution replay
// still completes it. New level creates one in the editor; Enter plays a level, E edits it. Keyboard, mouse and
// gamepad work as in the other menus (Y on a gamepad edits).
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "engine/render/letterbox.h"
#include "game/app/screens/editor_screen.h"
#include "game/app/screens/play_screen.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_theme.h"
#include "game/edit/pack_archive.h"
#include "game/edit/user_levels.h"
#include "game/save/atomic_file.h"

namespace game {
namespace {

using engine::kScreenW;
using engine::kScreenH;
/// Logical px: the list's top, its row height and the rows shown at once.
constexpr float kListTop = 44.0f;
constexpr float kRowHeight = 12.0f;
constexpr int kRowsShown = 16;

/// One row of the list: the New level button, a pack's title, one of its pack.json's problems, or a level.
struct ListRow {
    enum class Kind { Create, Pack, Note, Level } kind = Kind::Create;
    std::string text;  ///< what the row says
    UserLevel level;   ///< for a level row
    std::size_t pack = 0;  ///< for a level row: its pack in packs_
    std::size_t index = 0; ///< for a level row: its index in that pack
    std::string error; ///< a level's error, or a pack.json problem in full (the foot shows it when focused)
};

/// The text of a located problem with `dir` left out of its file name: "pack2/pack.json:1:10: error: ...".
std::string relativeNote(const std::string& problem, const std::string& dir) {
    const std::string prefix = dir + "/";
    return !dir.empty() && problem.rfind(prefix, 0) == 0 ? problem.substr(prefix.size()) : problem;
}

class MyLevelsScreen : public Screen {
  public:
    explicit MyLevelsScreen(Shell& shell) : shell_(shell), dir_(userLevelsDirectory()) { refresh(); }

    ScreenKind kind() const override { return ScreenKind::MyLevels; }

    void update(double, bool top) override {
        if (top && !wasTop_) refresh(); // back from the editor or a level: files may have changed
        wasTop_ = top;
    }

    void command(const UiCommand& c) override {
        if (c.key == UiKey::Back) {
            shell_.sound("menu_move");
            shell_.pop();
            return;
        }
        if (c.key == UiKey::Up || c.key == UiKey::Down) moveFocus(c.key == UiKey::Up ? -1 : 1);
        int over = -1;
        if (c.source == UiSource::Mouse) {
            const int i = int((c.pointer.y - listTop_) / rowH_) + scroll_;
            if (c.pointer.y >= listTop_ && i < scroll_ + shown_ && i >= 0 && i < int(rows_.size()) && rows_[std::size_t(i)].kind != ListRow::Kind::Pack) over = i;
            if (over >= 0 && c.pointerMoved) focus_ = over;
            if (c.wheel) scroll_ = std::clamp(scroll_ - c.wheel, 0, std::max(0, int(rows_.size()) - shown_));
        }
        if (c.key == UiKey::Confirm || c.key == UiKey::Pause || (c.click && over >= 0)) activate(false);
    }

    bool event(const sf::Event& e) override {
        const bool editKey = (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::E) ||
                             (e.type == sf::Event::JoystickButtonPressed && e.joystickButton.button == 3);
        if (!editKey) return false;
        activate(true);
        return true;
    }

    void drawUi(Painter& p, double) override {
        p.rect({0, 0, kScreenW, kScreenH}, ui::kShade);
        p.text("MY LEVELS", {kScreenW * 0.5f, 12}, 2.0f, sf::Color::White, Align::Center);
        const float line = p.lineHeight();
        const float dirTop = 12 + p.lineHeight(2.0f) - 4;
        p.text(p.fit(dir_.empty() ? "No data folder ($XDG_DATA_HOME and $HOME are unset)" : dir_, kScreenW - 16),
               {kScreenW * 0.5f, dirTop}, 1.0f, ui::kDim, Align::Center);
        std::string foot = "Enter / A: play    E / Y: edit    Esc / B: back";
        if (focus_ >= 0 && focus_ < int(rows_.size()) && !rows_[std::size_t(focus_)].error.empty())
            foot = rows_[std::size_t(focus_)].error;
        else if (!notice_.empty()) foot = notice_;
        if (foot.size() > 110) foot = foot.substr(0, 109) + "~";
        const float footTop = p.footer(foot, ui::kDim, 4.0f);
        // The list fills the room between the folder line and the foot, scrolling with the focus.
        listTop_ = std::max(kListTop, dirTop + line + 3);
        rowH_ = std::max(kRowHeight, line + 1);
        shown_ = std::clamp(int((footTop - 4 - listTop_) / rowH_), 1, kRowsShown);
        scroll_ = scrollFirst(int(rows_.size()), shown_, scroll_, focus_);
        const float statusW = p.measure("unverified").x, statusX = kScreenW - 34, modeX = statusX - statusW - 10;
        for (int i = scroll_; i < std::min<int>(int(rows_.size()), scroll_ + shown_); ++i) {
            const ListRow& r = rows_[std::size_t(i)];
            const float y = listTop_ + float(i - scroll_) * rowH_;
            const bool focused = i == focus_;
            if (focused) p.rect({30, y - 2, kScreenW - 60, rowH_}, sf::Color(60, 80, 140, 160));
            if (r.kind == ListRow::Kind::Note) {
                p.text(p.fit(r.text, kScreenW - 34 - 44), {44, y}, 1.0f, focused ? sf::Color::White : sf::Color(255, 140, 120));
                continue;
            }
            if (r.kind == ListRow::Kind::Pack) {
                const char* note = "pack.json: see below";
                const float noteX = statusX - p.measure(note).x;
                p.text(p.fit(r.text, (r.error.empty() ? statusX : noteX - 10) - 34), {34, y}, 1.0f, ui::kGold);
                if (!r.error.empty()) p.text(note, {statusX, y}, 1.0f, ui::kDim, Align::Right);
                continue;
            }
            const float x = r.kind == ListRow::Kind::Create ? 34.0f : 44.0f;
            if (r.kind != ListRow::Kind::Level) {
                p.text(p.fit(r.text, statusX - x), {x, y}, 1.0f, focused ? sf::Color::White : ui::kText);
                continue;
            }
            const std::string status = !r.level.error.empty() ? "broken" : r.level.verified ? "verified" : "unverified";
            const sf::Color colour = !r.level.error.empty() ? sf::Color(255, 110, 100)
                                     : r.level.verified       ? sf::Color(120, 235, 150)
                                                              : sf::Color(250, 190, 90);
            const float modeW = p.measure(r.level.mode).x;
            p.text(p.fit(r.text, modeX - modeW - 10 - x), {x, y}, 1.0f, focused ? sf::Color::White : ui::kText);
            p.text(r.level.mode, {modeX, y}, 1.0f, ui::kDim, Align::Right);
            p.text(status, {statusX, y}, 1.0f, colour, Align::Right);
        }
    }

  private:
    void refresh() {
        rows_.clear();
        auto add = [this](ListRow::Kind kind, std::string text, std::string error) -> ListRow& {
            ListRow& r = rows_.emplace_back();
            r.kind = kind;
            r.text = std::move(text);
            r.error = std::move(error);
            return r;
        };
        add(ListRow::Kind::Create, "+ New level", "");
        for (const std::string& problem : importDroppedArchives()) add(ListRow::Kind::Note, problem, problem);
        packs_ = listUserPacks(dir_);
        for (std::size_t p = 0; p < packs_.size(); ++p) {
            const UserPack& pack = packs_[p];
            add(ListRow::Kind::Pack, pack.name, pack.errors.empty() ? "" : pack.errors.front());
            for (const std::string& problem : pack.errors) add(ListRow::Kind::Note, relativeNote(problem, dir_), problem);
            for (std::size_t i = 0; i < pack.levels.size(); ++i) {
                const UserLevel& l = pack.levels[i];
                ListRow& r = add(ListRow::Kind::Level, l.name, l.error.empty() && !l.unverified.empty() ? "Unverified: " + l.unverified : l.error);
                r.level = pack.levels[i];
                r.pack = p;
                r.index = i;
            }
        }
        focus_ = std::clamp(focus_, 0, int(rows_.size()) - 1);
        if (rows_[std::size_t(focus_)].kind == ListRow::Kind::Pack) moveFocus(1);
        if (uiTrace()) {
            std::size_t levels = 0, verified = 0;
            for (const ListRow& r : rows_) {
                levels += r.kind == ListRow::Kind::Level;
                verified += r.kind == ListRow::Kind::Level && r.level.verified;
            }
            std::cerr << "ui: my levels " << levels << " levels, " << verified << " verified\n";
        }
    }

    /// Import every pack archive (*.rcpack) dropped into the folder; an imported one is renamed NAME.rcpack.imported.
    /// Returns the problems of those that could not be imported (they stay, and are tried again next time).
    std::vector<std::string> importDroppedArchives() {
        namespace fs = std::filesystem;
        std::vector<std::string> problems, archives;
        std::error_code ec;
        for (fs::directory_iterator it(dir_.empty() ? "/nonexistent" : dir_, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (it->is_regular_file(ec) && name.size() > kPackArchiveExtension.size() &&
                name.compare(name.size() - kPackArchiveExtension.size(), std::string::npos, kPackArchiveExtension) == 0)
                archives.push_back(it->path().string());
        }
        std::sort(archives.begin(), archives.end());
        for (const std::string& archive : archives) {
            const PackImportResult r = importPackFile(archive, dir_);
            const std::vector<std::string> report = describeImport(r, archive);
            for (const std::string& line : report)
                if (uiTrace()) std::cerr << "ui: my levels " << relativeNote(line, dir_) << std::endl;
            if (!r.ok) {
                problems.push_back("Not imported: " + relativeNote(r.errors.empty() ? archive : r.errors.front(), dir_));
                continue;
            }
            std::string done = archive + ".imported";
            for (int n = 2; fs::exists(fs::symlink_status(done, ec)); ++n) done = archive + ".imported-" + std::to_string(n);
            fs::rename(archive, done, ec);
            notice_ = "Imported " + fs::path(archive).filename().string() + " as \"" + r.packName + "\": " +
                      importCounts(r);
        }
        return problems;
    }

    void moveFocus(int d) {
        const int n = int(rows_.size());
        for (int step = 0; step < n; ++step) {
            focus_ = (focus_ + d + n) % n;
            if (rows_[std::size_t(focus_)].kind != ListRow::Kind::Pack) break;
        }
        scroll_ = scrollFirst(int(rows_.size()), shown_, scroll_, focus_);
        shell_.sound("menu_move");
    }

    /// Play (or with edit, edit) the focused row; the New level row always opens the editor on a new file.
    void activate(bool edit) {
        if (focus_ < 0 || focus_ >= int(rows_.size())) return;
        const ListRow& r = rows_[std::size_t(focus_)];
        shell_.sound("menu_select");
        if (r.kind == ListRow::Kind::Create) {
            if (dir_.empty()) return;
            std::string error;
            if (!makeDirectories(dir_, &error)) {
                notice_ = error;
                return;
            }
            shell_.push(makeEditorScreen(shell_, newUserLevelPath(dir_), false));
            return;
        }
        if (r.kind != ListRow::Kind::Level) return;
        if (edit) {
            shell_.push(makeEditorScreen(shell_, r.level.path, false));
            return;
        }
        PlaySetup setup;
        setup.session.path = r.level.path;
        setup.pack = packPlaylist(packs_[r.pack], r.index);
        std::string error;
        std::unique_ptr<Screen> play = makePlayScreen(shell_, std::move(setup), &error);
        if (play) shell_.push(std::move(play));
        else notice_ = error.substr(0, error.find('\n'));
    }

    Shell& shell_;
    std::string dir_;
    std::vector<UserPack> packs_; ///< as last listed
    std::vector<ListRow> rows_;
    std::string notice_;
    int focus_ = 0;
    int scroll_ = 0;
    float listTop_ = kListTop; ///< where the list starts, as last drawn
    float rowH_ = kRowHeight;  ///< px per row, as last drawn
    int shown_ = kRowsShown;   ///< rows shown, as last drawn
    bool wasTop_ = true;
};

} // namespace

std::unique_ptr<Screen> makeMyLevelsScreen(Shell& shell) { return std::make_unique<MyLevelsScreen>(shell); }

} // namespace game
