// The windowed game: the window, the frame loop and the screen stack.
//   frame: events → the top screen (raw, then as menu commands) → update every screen (a level's fixed timestep
//   is its PlaySession's, game/play/play_session.h) → draw: the topmost scene into the world canvas, composited with the sub-pixel
//   offset and the post effects, then the interface of the visible screens, then notices.
// The logical canvas (480×270) is shown at the largest whole scale that fits, letterboxed (engine/render).
#include "game/app/shell/app.h"
#include "game/app/screens/editor_screen.h"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

#include <SFML/Graphics.hpp>
#include <SFML/System/Err.hpp>

#include "engine/level/level_loader.h"
#include "engine/render/letterbox.h"
#include "engine/render/sprite_batch.h"
#include "engine/time/timestep.h"
#include "game/app/fx/flash_limit.h"
#include "game/app/view/camera.h"
#include "game/app/shell/frame.h"
#include "game/app/shell/paths.h"
#include "game/app/screens/play_screen.h"
#include "game/app/screens/screen.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/rim_pass.h"
#include "game/app/view/view_assets.h"
#include "game/replay/replay.h"
#include "game/run/headless.h"
#include "game/play/records.h"
#include "game/save/save_paths.h"
#include "game/world/level_schema.h"

namespace game {

bool uiTrace() {
    static const bool on = [] {
        const char* v = std::getenv("RAYCRYPT_UI_TRACE");
        return v != nullptr && std::string(v) == "1";
    }();
    return on;
}

namespace {

/// Default window scale of the logical canvas (1440×810).
constexpr unsigned kWindowScale = 3;
/// Frame limiter used when v-sync is off or does not hold the frame rate down.
constexpr unsigned kFrameLimit = 144;

/// RAYCRYPT_FRAME_LIMIT=N (1 to kFrameLimit): frames a second at most, v-sync off; 0 when unset or out of range.
unsigned frameLimitFromEnv() {
    const char* v = std::getenv("RAYCRYPT_FRAME_LIMIT");
    const long n = v != nullptr ? std::strtol(v, nullptr, 10) : 0;
    return n >= 1 && n <= static_cast<long>(kFrameLimit) ? static_cast<unsigned>(n) : 0u;
}
/// Seconds a notice stays on screen.
constexpr double kNoticeSeconds = 6.0;
/// Distinct text problems the UI trace reports in one run (a bound on its output).
constexpr std::size_t kMaxTextProblems = 200;
/// Logical size as floats.
using engine::kScreenW;
using engine::kScreenH;

/// Load the built-in room (no --level given).
engine::Level builtInLevel() {
    return std::move(*engine::loadLevelText(builtInLevelText(), "<built-in>", levelSchema()).level);
}

/// The name of a screen kind in trace lines.
const char* screenName(ScreenKind k) {
    constexpr const char* kNames[] = {"Title",    "ModeSelect", "LevelSelect", "Play",  "Pause",
                                      "Settings", "Controls",   "Results",     "Watch", "Editor", "MyLevels",
                                      "Assist", "Photosensitivity"};
    static_assert(sizeof kNames / sizeof kNames[0] == static_cast<int>(ScreenKind::Photosensitivity) + 1,
                  "every screen kind needs a trace name");
    return kNames[static_cast<int>(k)];
}

/// Set by SIGTERM / SIGINT: the frame loop ends as if the window were closed, so progress is saved on the way out.
volatile std::sig_atomic_t gStopRequested = 0;
/// The handler of both signals: it only sets the flag.
void requestStop(int) { gStopRequested = 1; }

/// Silences sf::err() while alive.
class QuietSfmlErrors {
  public:
    QuietSfmlErrors() : saved_(sf::err().rdbuf(nullptr)) {}
    ~QuietSfmlErrors() {
        sf::err().rdbuf(saved_);
        sf::err().clear();
    }
    QuietSfmlErrors(const QuietSfmlErrors&) = delete;
    QuietSfmlErrors& operator=(const QuietSfmlErrors&) = delete;

  private:
    std::streambuf* saved_;
};

/// A pending change to the screen stack (applied between dispatches).
struct StackOp {
    enum class Type { Push, Pop, PopTo, Reset } type;
    std::unique_ptr<Screen> screen;
    ScreenKind kind = ScreenKind::Title;
};

class App : public Shell {
  public:
    explicit App(const CommandLine& options) : options_(options) {}
    int run();

    // Shell
    void push(std::unique_ptr<Screen> s) override { ops_.push_back({StackOp::Type::Push, std::move(s)}); }
    void pop() override { ops_.push_back({StackOp::Type::Pop, nullptr}); }
    void popTo(ScreenKind k) override { ops_.push_back({StackOp::Type::PopTo, nullptr, k}); }
    void reset(std::unique_ptr<Screen> s) override { ops_.push_back({StackOp::Type::Reset, std::move(s)}); }
    void quit() override { quit_ = true; }
    Resources& resources() override { return res_; }
    Profile& profile() override { return profile_; }
    void applySettings() override;
    void sound(std::string_view name) override { res_.audio.play(name); }
    sf::Vector2u windowSize() const override { return window_.getSize(); }
    const engine::DeviceState& devices() const override { return devices_; }
    bool singleLevel() const override { return options_.level.has_value(); }
    void openLevelSelect(ModeId mode, int focus) override;
    void playCatalogLevel(ModeId mode, int index) override;
    void openMyLevels() override;
    void playPackLevel(const PackPlaylist& pack) override;

  private:
    bool setUp();
    void loadAssets();
    void createWindow(bool fullscreen);
    void applyPacing();
    bool buildInitialStack();
    void handleEvent(const sf::Event& e);
    void dispatch(const UiCommand& c);
    void applyOps();
    void update(double dt);
    void render(double now);
    void drawNotice(Painter& p, double now);
    void traceText(const Painter& p);
    void notice(const std::string& line);
    void traceStack();
    void pace(double dt);
    bool saveScreenshot(const std::string& path);

    CommandLine options_;
    sf::RenderWindow window_;
    engine::DeviceState devices_; // keys, mouse and focus from window_'s events
    sf::RenderTexture canvas_;
    Resources res_;
    Profile profile_;
    ScreenStack stack_;
    std::vector<StackOp> ops_;
    UiInput uiInput_;
    std::string notice_;
    std::string music_;
    double noticeUntil_ = 0.0;
    std::set<std::string> textProblemsSeen_;
    double now_ = 0.0;
    bool fullscreen_ = false;
    bool vsyncTrusted_ = true;
    int pacedFrames_ = 0;
    double pacedSeconds_ = 0.0;
    bool quit_ = false;
    bool traceDue_ = true; ///< the stack changed since the last trace line
};

void App::createWindow(bool fullscreen) {
    fullscreen_ = fullscreen;
    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    unsigned scale = kWindowScale;
    while (scale > 1 &&
           (engine::kLogicalWidth * scale > desktop.width || engine::kLogicalHeight * scale > desktop.height))
        --scale;
    const sf::VideoMode mode =
        fullscreen ? desktop : sf::VideoMode(engine::kLogicalWidth * scale, engine::kLogicalHeight * scale);
    {
        // SFML reports "Setting vertical sync not supported" on every window it creates under Xvfb: not news.
        QuietSfmlErrors quiet;
        window_.create(mode, "Raycrypt", fullscreen ? sf::Style::Fullscreen : sf::Style::Default);
    }
    // Centred on the desktop. SFML 2.5.1 centres a new window vertically by the screen's width, which puts the
    // bottom of a 1440x810 window off a 1920x1080 screen when no window manager places it.
    if (!fullscreen)
        window_.setPosition({std::max(0, (static_cast<int>(desktop.width) - static_cast<int>(mode.width)) / 2),
                             std::max(0, (static_cast<int>(desktop.height) - static_cast<int>(mode.height)) / 2)});
    window_.setKeyRepeatEnabled(false);
    window_.setMouseCursorVisible(true);
    applyPacing();
    // The one time the focus and the pointer are asked for; events keep them up to date from here on.
    devices_.reset(window_.hasFocus(), sf::Mouse::getPosition(window_));
}

void App::applyPacing() {
    // Screenshot runs are paced by nothing (they do not depend on time); play uses v-sync or the limiter.
    if (options_.mode == RunMode::Screenshot) return;
    const unsigned envLimit = frameLimitFromEnv();
    const bool vsync = profile_.settings.vsync && vsyncTrusted_ && envLimit == 0;
    QuietSfmlErrors quiet; // drivers without v-sync say so on every call
    window_.setVerticalSyncEnabled(vsync);
    window_.setFramerateLimit(vsync ? 0 : envLimit != 0 ? envLimit : kFrameLimit);
}

void App::applySettings() {
    const Settings& s = profile_.settings;
    res_.audio.setVolumes(static_cast<float>(s.musicVolume), static_cast<float>(s.sfxVolume));
    setFlashesReduced(s.reduceFlashes);
    ViewAssets look = viewAssets();
    look.highContrast = s.highContrast;
    setViewAssets(look);
    if (options_.mode != RunMode::Screenshot && s.fullscreen != fullscreen_) createWindow(s.fullscreen);
    applyPacing();
}

void App::loadAssets() {
    std::string error;
    if (!res_.atlas.load(res_.paths.assets, &error)) {
        std::cerr << "raycrypt: " << error << " - drawing flat shapes instead\n";
        profile_.notices.push_back("Art missing (" + error + ") - drawing flat shapes");
    }
    ViewAssets a;
    a.atlas = &res_.atlas;
    a.texture = res_.atlas.texturePtr();
    if (a.texture != nullptr) a.whiteTexel = engine::findWhiteTexel(a.texture->copyToImage());
    setViewAssets(a);
    // Text: the atlas font, else the TrueType fallback (said once: the atlas lacks its font), else none.
    const std::string atlasFile = res_.paths.assets + "/atlas.json";
    engine::FontSource font = engine::FontSource::None;
    {
        QuietSfmlErrors quiet; // a broken .ttf is told below, not by SFML's own lines
        font = res_.font.init(&res_.atlas);
    }
    const std::string noAtlasFont = error.empty() ? atlasFile + " has no font \"small\"" : "the art is missing";
    if (font == engine::FontSource::None)
        std::cerr << "raycrypt: no font: " << noAtlasFont << " and " << engine::kFallbackFontPath
                  << " cannot be loaded - text is not drawn\n";
    else if (font == engine::FontSource::TrueType && error.empty())
        std::cerr << "raycrypt: " << noAtlasFont << " - drawing text with " << engine::kFallbackFontPath << '\n';
    // RAYCRYPT_NO_SHADER=1 forces the shader-free path (to see the fallback on machines that have shaders).
    const char* noShader = std::getenv("RAYCRYPT_NO_SHADER");
    res_.post.init(noShader == nullptr || std::string(noShader) != "1");
}

bool App::setUp() {
    const bool shot = options_.mode == RunMode::Screenshot;
    res_.paths = findDataPaths();
    res_.catalog = loadCatalog(res_.paths.levels);
    profile_.load(settingsPath(), progressPath());
    profile_.readOnly = shot;
    profile_.completeSettings();
    if (options_.fullscreen)
        profile_.settings.fullscreen = true; // --fullscreen: this run (saved only if changed later)
    if (options_.assists) profile_.settings.assists = *options_.assists; // --assist: as if chosen in the Assist menu
    createWindow(!shot && profile_.settings.fullscreen);
    createCanvas(canvas_);
    loadAssets();
    res_.audio.init(!options_.mute && !shot);
    applySettings();
    return buildInitialStack();
}

bool App::buildInitialStack() {
    if (options_.edit) {
        stack_.push_back(makeEditorScreen(*this, *options_.edit, true));
        return true;
    }
    if (!options_.level && options_.mode != RunMode::Screenshot && !options_.debug) {
        // First start: the photosensitivity notice, which opens the title when dismissed.
        stack_.push_back(profile_.settings.photosensitivityNoticeSeen ? makeTitleScreen(*this)
                                                                      : makePhotosensitivityScreen(*this));
        return true;
    }
    PlaySetup setup;
    if (options_.level) {
        setup.session.path = *options_.level;
        setup.session.hotReload = options_.mode != RunMode::Screenshot;
        setup.session.reloadInBackground = true;
        setup.session.progressKey = relativeTo(res_.paths.levels, setup.session.path);
        setup.session.recordsDir = recordsDirectory();
        for (const std::vector<LevelEntry>& list : res_.catalog.modes) {
            for (std::size_t i = 0; i < list.size(); ++i)
                if (list[i].key == setup.session.progressKey) setup.catalogIndex = static_cast<int>(i);
        }
    } else {
        setup.session.level = builtInLevel();
    }
    if (options_.replay && !(setup.session.playback = loadReplayForLevel(*options_.replay, setup.session.path, std::cerr)))
        return false;
    if (options_.ghost && !(setup.session.ghost = loadReplayForLevel(*options_.ghost, setup.session.path, std::cerr)))
        return false;
    setup.session.record = options_.record;
    if (setup.session.playback) setup.session.assists = options_.assists; // else the replay's own assists
    setup.screenshot = options_.mode == RunMode::Screenshot;
    setup.frameTicks = options_.frameTicks;
    setup.debugSlow = options_.debug;
    std::string error;
    std::unique_ptr<Screen> play = makePlayScreen(*this, std::move(setup), &error);
    if (!play) { std::cerr << error; return false; }
    stack_.push_back(std::move(play));
    return true;
}

void App::openLevelSelect(ModeId mode, int focus) {
    reset(makeTitleScreen(*this));
    push(makeModeSelect(*this, mode));
    push(makeLevelSelect(*this, mode, std::max(0, focus)));
}

void App::playCatalogLevel(ModeId mode, int index) {
    const auto& list = res_.catalog.of(mode);
    if (index < 0 || index >= static_cast<int>(list.size())) return;
    PlaySetup setup;
    setup.session.path = list[static_cast<std::size_t>(index)].path;
    setup.session.progressKey = list[static_cast<std::size_t>(index)].key;
    setup.session.recordsDir = recordsDirectory();
    setup.catalogIndex = index;
    std::string error;
    std::unique_ptr<Screen> play = makePlayScreen(*this, std::move(setup), &error);
    if (play == nullptr) {
        profile_.notices.push_back(error.substr(0, error.find('\n')));
        return;
    }
    if (singleLevel()) {
        reset(std::move(play));
        return;
    }
    openLevelSelect(mode, index);
    push(std::move(play));
}

void App::openMyLevels() {
    const bool listed = std::any_of(stack_.begin(), stack_.end(),
                                    [](const std::unique_ptr<Screen>& s) { return s->kind() == ScreenKind::MyLevels; });
    if (listed) {
        popTo(ScreenKind::MyLevels);
        return;
    }
    reset(makeTitleScreen(*this));
    push(makeMyLevelsScreen(*this));
}

void App::playPackLevel(const PackPlaylist& pack) {
    if (pack.index >= pack.paths.size()) return;
    PlaySetup setup;
    setup.session.path = pack.paths[pack.index];
    setup.pack = pack;
    std::string error;
    std::unique_ptr<Screen> play = makePlayScreen(*this, std::move(setup), &error);
    if (play == nullptr) {
        profile_.notices.push_back(error.substr(0, error.find('\n')));
        return;
    }
    openMyLevels();
    push(std::move(play));
}

void App::applyOps() {
    bool changed = false;
    for (StackOp& op : ops_) {
        changed = true;
        switch (op.type) {
        case StackOp::Type::Push:
            stack_.push_back(std::move(op.screen));
            break;
        case StackOp::Type::Pop:
            if (!stack_.empty()) stack_.pop_back();
            break;
        case StackOp::Type::PopTo:
            while (!stack_.empty() && stack_.back()->kind() != op.kind)
                stack_.pop_back();
            break;
        case StackOp::Type::Reset:
            stack_.clear();
            stack_.push_back(std::move(op.screen));
            break;
        }
    }
    ops_.clear();
    if (changed) uiInput_.reset();
    if (changed) traceDue_ = true;
    if (stack_.empty()) quit_ = true;
}

void App::dispatch(const UiCommand& c) {
    if (stack_.empty()) return;
    stack_.back()->command(c);
    applyOps();
}

void App::handleEvent(const sf::Event& e) {
    devices_.handleEvent(e); // whichever screen gets the event, key and focus states stay true
    if (e.type == sf::Event::Closed) {
        quit_ = true;
        return;
    }
    const bool altEnter = e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Enter && e.key.alt;
    if (e.type == sf::Event::KeyPressed && (e.key.code == sf::Keyboard::F11 || altEnter)) {
        if (options_.mode == RunMode::Screenshot) return;
        profile_.settings.fullscreen = !fullscreen_;
        applySettings();
        profile_.saveSettings();
        return;
    }
    if (e.type == sf::Event::JoystickConnected) notice("Gamepad connected");
    if (e.type == sf::Event::JoystickDisconnected) notice("Gamepad disconnected");
    if (stack_.empty()) return;
    const bool swallowed = stack_.back()->event(e);
    applyOps();
    if (swallowed) return;
    if (std::optional<UiCommand> c = uiInput_.translate(e, window_.getSize())) dispatch(*c);
}

void App::update(double dt) {
    for (const UiCommand& c : uiInput_.update(static_cast<float>(dt)))
        dispatch(c);
    for (std::size_t i = 0; i < stack_.size(); ++i)
        stack_[i]->update(dt, i + 1 == stack_.size());
    applyOps();
    res_.audio.poll();
    // The music of the topmost screen that chooses one (a theme already playing keeps playing).
    for (std::size_t i = stack_.size(); i-- > 0;) {
        const std::string_view theme = stack_[i]->music();
        if (theme.empty()) continue;
        if (theme != music_) {
            music_ = std::string(theme);
            res_.audio.playMusic(music_);
        }
        break;
    }
}

void App::notice(const std::string& line) {
    profile_.notices.push_back(line);
    if (uiTrace()) std::cerr << "ui: notice " << line << std::endl;
}

void App::traceStack() {
    if (!uiTrace() || !traceDue_) return;
    traceDue_ = false;
    std::cerr << "ui: screens";
    for (std::size_t i = 0; i < stack_.size(); ++i)
        std::cerr << (i == 0 ? " " : " > ") << screenName(stack_[i]->kind());
    std::cerr << std::endl;
}

void App::drawNotice(Painter& p, double now) {
    if (notice_.empty() || now > noticeUntil_) {
        if (profile_.notices.empty()) return;
        notice_ = profile_.notices.front();
        profile_.notices.erase(profile_.notices.begin());
        noticeUntil_ = now + kNoticeSeconds;
    }
    std::string line = notice_;
    while (line.size() > 8 && p.measure(line).x > kScreenW - 24)
        line = line.substr(0, line.size() - 4) + "...";
    const float w = p.measure(line).x + 14, h = p.lineHeight() + 5,
                fade = static_cast<float>(std::clamp(noticeUntil_ - now, 0.0, 0.5) * 2.0);
    const sf::FloatRect r(std::round((kScreenW - w) * 0.5f), kScreenH - 24 - h, w, h);
    p.nextLayer();
    p.panel(r, sf::Color(30, 8, 20, static_cast<sf::Uint8>(230 * fade)),
            sf::Color(255, 110, 90, static_cast<sf::Uint8>(255 * fade)));
    p.text(line, {r.left + 7, r.top + 4}, 1.0f, sf::Color(255, 225, 215, static_cast<sf::Uint8>(255 * fade)));
}

void App::render(double now) {
    // The clock and the letterboxed logical view, the topmost scene, then the interface (game/app/shell/frame.h).
    beginFrame(window_, now);
    drawTopScene(window_, canvas_, res_.post, stack_);
    Painter p(window_, res_.font);
    p.setTextScale(static_cast<float>(profile_.settings.textScale));
    p.recordText(uiTrace());
    drawInterfaces(p, stack_, now);
    drawNotice(p, now);
    p.flush();
    traceText(p);
}

void App::traceText(const Painter& p) {
    // Each problem once per run, so the window tests see every text that is cut off or overlaps another.
    if (!uiTrace()) return;
    std::vector<std::string> problems = textBoxProblems(p.textBoxes(), p.panels(), kScreenW, kScreenH);
    if (!stack_.empty())
        if (const std::optional<sf::FloatRect> view = stack_.back()->runningView()) {
            const std::vector<std::string> over = textsOverPlay(p.textBoxes(), *view);
            problems.insert(problems.end(), over.begin(), over.end());
        }
    for (const std::string& line : problems)
        if (textProblemsSeen_.size() < kMaxTextProblems && textProblemsSeen_.insert(line).second)
            std::cerr << "ui: text problem " << line << std::endl;
}

void App::pace(double dt) {
    // V-sync is asked for but some drivers ignore it: if frames come much faster than any display refreshes,
    // fall back to the frame limiter.
    if (!vsyncTrusted_ || !profile_.settings.vsync || options_.mode == RunMode::Screenshot) return;
    ++pacedFrames_;
    pacedSeconds_ += dt;
    if (pacedFrames_ < 120) return;
    if (pacedSeconds_ / pacedFrames_ < 1.0 / 300.0) {
        vsyncTrusted_ = false;
        window_.setVerticalSyncEnabled(false);
        window_.setFramerateLimit(kFrameLimit);
    }
    pacedFrames_ = 0;
    pacedSeconds_ = 0.0;
}

bool App::saveScreenshot(const std::string& path) {
    sf::Texture shot;
    shot.create(window_.getSize().x, window_.getSize().y);
    shot.update(window_);
    if (!shot.copyToImage().saveToFile(path)) {
        std::cerr << "raycrypt: cannot write " << path << '\n';
        return false;
    }
    // Beside it, where the rim pass drew each actor and hazard, where the lethal beams run and where the HUD's text
    // panels lie (window px), for the contrast test.
    const sf::FloatRect box = engine::letterboxRect(window_.getSize());
    const float scale = box.width / kScreenW;
    std::ofstream actors(path + ".actors.json");
    writeShown(actors, {box.left, box.top}, scale);
    return true;
}

int App::run() {
    std::signal(SIGTERM, requestStop);
    std::signal(SIGINT, requestStop);
    if (!setUp()) return 2;
    const bool screenshot = options_.mode == RunMode::Screenshot;
    sf::Clock frameClock, titleClock;
    int frames = 0, framesThisSecond = 0;
    while (window_.isOpen() && !quit_ && gStopRequested == 0) {
        sf::Event e;
        while (window_.pollEvent(e))
            handleEvent(e);
        // A screenshot run advances exactly --frame-ticks ticks of time per frame (one unless asked): its image does
        // not depend on the machine.
        const double dt = screenshot ? engine::kTickSeconds * options_.frameTicks
                                     : std::min(0.25, static_cast<double>(frameClock.restart().asSeconds()));
        now_ += dt;
        update(dt);
        if (quit_ || stack_.empty()) break;
        render(now_);
        traceStack();
        ++frames;
        // --every K: frame N (a multiple of K) also goes to OUT-NNNNNN.png, as a run of --frames N would save it.
        if (screenshot && options_.every > 0 && frames % options_.every == 0 && frames < options_.frames &&
            !saveScreenshot(numberedShotPath(*options_.screenshot, frames)))
            return 1;
        if (screenshot && frames >= options_.frames) return saveScreenshot(*options_.screenshot) ? 0 : 1;
        window_.display();
        pace(dt);
        ++framesThisSecond;
        if (titleClock.getElapsedTime().asSeconds() >= 1.0f) {
            std::ostringstream title;
            title << "Raycrypt - " << framesThisSecond << " fps";
            window_.setTitle(title.str());
            framesThisSecond = 0;
            titleClock.restart();
        }
    }
    profile_.saveProgress();
    return 0;
}

} // namespace

int runApp(const CommandLine& options) {
    App app(options);
    return app.run();
}

} // namespace game
