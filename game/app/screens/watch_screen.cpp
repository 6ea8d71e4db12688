// The watch screen: a finished visit to a level played back as recorded footage. "Watch" plays the successful
// attempt with a VCR (pause, 0.25×–4×, one tick back or forward, scrubbing, restart); "All attempts" plays every
// kept attempt of the visit at once, each a translucent runner that ends in a burst where it died, the successful
// one on top. Keyboard, mouse (the buttons and the seek bar under the picture) and gamepad all drive it. While the
// footage plays, the VCR bar shows only while the pointer is over the foot of the screen, so it never covers the
// level's bottom rows; paused or at the end, it shows.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "engine/render/letterbox.h"
#include "engine/render/view_cull.h"
#include "game/app/fx/world_lights.h"
#include "game/app/screens/watch_screen.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/camera.h"
#include "game/app/view/ghost_view.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/world_view.h"
#include "game/play/replay_scrubber.h"
#include "game/play/watch_controls.h"

namespace game {

namespace {

using engine::kScreenW;
using engine::kScreenH;
/// Logical px above the VCR bar's band where the pointer already brings it up.
constexpr float kBarReach = 12.0f;
/// The seek bar, logical px.
const sf::FloatRect kSeekBar{12, 240, kScreenW - 24, 4};

/// One VCR button: its label, where it is, what it does (nullopt: leave).
struct VcrButton {
    const char* label;
    sf::FloatRect rect;
    std::optional<WatchCommand> command;
};

/// The buttons under the picture, left to right.
const VcrButton kButtons[] = {
    {"|<", {12, 250, 22, 14}, WatchCommand::Restart},      {"<<", {38, 250, 22, 14}, WatchCommand::ScrubBack},
    {"<|", {64, 250, 22, 14}, WatchCommand::StepBack},     {">", {90, 250, 26, 14}, WatchCommand::TogglePause},
    {"|>", {120, 250, 22, 14}, WatchCommand::StepForward}, {">>", {146, 250, 22, 14}, WatchCommand::ScrubForward},
    {"-", {186, 250, 16, 14}, WatchCommand::Slower},       {"+", {246, 250, 16, 14}, WatchCommand::Faster},
    {"LEAVE", {kScreenW - 56, 250, 44, 14}, std::nullopt},
};

/// "0:03.25" for ticks.
std::string timecode(std::uint64_t ticks) {
    const double s = static_cast<double>(ticks) * engine::kTickSeconds;
    char text[32];
    std::snprintf(text, sizeof text, "%d:%05.2f", static_cast<int>(s / 60.0), std::fmod(s, 60.0));
    return text;
}

/// "1x", "0.25x".
std::string speedText(double f) {
    char text[16];
    std::snprintf(text, sizeof text, f < 1.0 ? "%.2gx" : "%.0fx", f);
    return text;
}

class WatchScreen : public Screen {
  public:
    WatchScreen(Shell& shell, WatchSetup setup) : shell_(shell), setup_(std::move(setup)) {
        // The successful attempt goes last: it is drawn on top of the others.
        std::stable_partition(setup_.attempts.begin(), setup_.attempts.end(),
                              [](const AttemptRecord& a) { return !a.completed; });
        winner_ = setup_.attempts.empty() ? 0 : setup_.attempts.size() - 1;
        if (setup_.all) {
            for (const AttemptRecord& a : setup_.attempts)
                controls_.length = std::max<std::uint64_t>(controls_.length, a.inputs.frames.size());
            looks_.assign(setup_.attempts.size(), kAttemptGhost);
            if (!looks_.empty()) looks_.back() = kWinnerGhost;
        } else if (!setup_.attempts.empty()) {
            scrub_.open(setup_.level, setup_.attempts[winner_].inputs);
            controls_.length = scrub_.length();
        }
        seek(0);
        view_.rebuild(shown());
        camera_.reset(shown());
        light_.create({engine::kLogicalWidth + 2 * kCanvasMargin, engine::kLogicalHeight + 2 * kCanvasMargin});
    }

    ScreenKind kind() const override { return ScreenKind::Watch; }
    bool hasScene() const override { return true; }

    bool event(const sf::Event& e) override {
        if (e.type == sf::Event::KeyPressed) return key(e.key.code, e.key.shift);
        if (e.type == sf::Event::JoystickButtonPressed) return padButton(e.joystickButton.button);
        if (e.type == sf::Event::MouseButtonPressed && e.mouseButton.button == sf::Mouse::Left)
            return click(engine::windowToLogical({e.mouseButton.x, e.mouseButton.y}, shell_.windowSize()));
        if (e.type == sf::Event::MouseWheelScrolled)
            return run(e.mouseWheelScroll.delta > 0 ? WatchCommand::ScrubForward : WatchCommand::ScrubBack);
        return false;
    }

    /// The stick and d-pad come through the menu commands: left/right scrub, up/down change the speed.
    void command(const UiCommand& c) override {
        if (c.key == UiKey::Left) run(WatchCommand::ScrubBack);
        if (c.key == UiKey::Right) run(WatchCommand::ScrubForward);
        if (c.key == UiKey::Up) run(WatchCommand::Faster);
        if (c.key == UiKey::Down) run(WatchCommand::Slower);
        if (c.key == UiKey::Back) leave();
    }

    void update(double dt, bool top) override {
        if (!top) return;
        if (!opened_) {
            opened_ = true;
            trace();
        }
        const int ticks = controls_.advance(dt);
        for (int i = 0; i < ticks; ++i) stepShown();
        view_.update(shown(), dt);
        ghostView_.update(ghosts_, dt);
        camera_.update(shown(), 0.0, static_cast<float>(dt));
        if (uiTrace() && (controls_.paused != traced_.paused || controls_.speed != traced_.speed ||
                          (controls_.tick >= controls_.length && traced_.tick < traced_.length)))
            trace();
    }

    void drawScene(SceneFrame& f) override {
        const sf::View view = camera_.canvasView(f.subpixel);
        const double now = viewAssets().seconds;
        f.canvas.setView(f.canvas.getDefaultView());
        if (!view_.hidesBackdrop(shown(), view)) view_.backdrop().drawFar(f.canvas, camera_.topLeft(), now);
        f.canvas.setView(view);
        view_.draw(f.canvas, shown(), 0.0, view);
        ghostView_.draw(f.canvas, ghosts_, looks_, 0.0, engine::viewRect(view));
        // Recorded footage: the colour drained, the edges dark.
        f.vignette = 0.5f;
        const ModePresentation& look = modePresentation(shown().mode);
        const WorldLightsInput in{&view_.backdrop().torchLights(), look.ambient, 0.0, now, canvasOrigin(f.subpixel),
                                  f.vignette};
        if (look.lightMap && lightWorld(light_, f.canvas, view, shown(), in, lightScratch_)) f.vignette = 0.0f;
        f.desaturate = 0.55f;
        f.vignetteTint = sf::Color(4, 16, 8);
    }

    void drawUi(Painter& p, double now) override {
        // Scan lines over the picture.
        for (float y = 0; y < kScreenH; y += 3) p.rect({0, y, kScreenW, 1}, sf::Color(0, 0, 0, 46));
        // REC and what is playing, top left; the time code, top right: the top band, like the HUD's top bar.
        p.allowOverView(true);
        if (std::fmod(now, 1.0) < 0.6) p.rect({12, 11, 6, 6}, sf::Color(235, 50, 40));
        const float line = p.lineHeight(), y2 = 9 + line + 2, y3 = y2 + line + 1;
        p.text(setup_.all ? "REC  ALL ATTEMPTS" : "REC  PLAYBACK", {22, 9}, 1.0f, ui::kText);
        const std::string state = controls_.paused ? "PAUSED" : speedText(controls_.speedFactor());
        p.text(p.fit(setup_.level.meta.name, kScreenW - 24 - p.measure("PAUSED").x - 10), {12, y2}, 1.0f, ui::kDim);
        if (setup_.all)
            p.text(std::to_string(setup_.attempts.size()) + (setup_.attempts.size() == 1 ? " run" : " runs"), {12, y3}, 1.0f,
                   ui::kDim);
        p.text(timecode(controls_.tick) + " / " + timecode(controls_.length), {kScreenW - 12, 9}, 1.0f, ui::kText,
               Align::Right);
        p.text(state, {kScreenW - 12, y2}, 1.0f, controls_.paused ? ui::kAccent : ui::kDim, Align::Right);
        p.allowOverView(false);
        layoutBar(p);
        // The VCR bar shows while paused, at the end, and while the pointer is over the foot of the screen (where
        // the bar goes), like a video player's; otherwise only a thin seek line, so the floor stays in view.
        const char* help = "Space pause   Left/Right scrub   , . step   Up/Down speed   Esc leave";
        const float helpTop = seekBar_.top - 18 - (p.paragraphHeight(help, kScreenW - 16) - line);
        const sf::Vector2f pointer = engine::windowToLogical(shell_.devices().pointer(), shell_.windowSize());
        const bool pointerAtBar = shell_.devices().hasFocus() && onLogicalScreen(pointer) &&
                                  pointer.y >= helpTop - kBarReach;
        const float played = controls_.length ? float(controls_.tick) / float(controls_.length) : 0.0f;
        const bool bar = !running() || pointerAtBar;
        if (uiTrace() && bar != tracedBar_) std::cerr << "ui: watch bar " << (bar ? "shown" : "hidden") << std::endl;
        tracedBar_ = bar;
        if (!bar) {
            p.rect({0, kScreenH - 2, kScreenW, 2}, sf::Color(255, 255, 255, 40));
            p.rect({0, kScreenH - 2, kScreenW * played, 2}, sf::Color(235, 60, 50));
            return;
        }
        p.rect({0, helpTop - 2, kScreenW, kScreenH - helpTop + 2}, sf::Color(0, 0, 0, 140));
        p.paragraph(help, {kScreenW * 0.5f, helpTop}, kScreenW - 16, 1.0f, ui::kDim, Align::Center);
        p.rect(seekBar_, sf::Color(255, 255, 255, 50));
        p.rect({seekBar_.left, seekBar_.top, seekBar_.width * played, seekBar_.height}, sf::Color(235, 60, 50));
        for (std::size_t i = 0; i < std::size(kButtons); ++i) {
            const VcrButton& b = kButtons[i];
            const sf::FloatRect& r = buttons_[i];
            const bool over = r.contains(pointer);
            p.panel(r, ui::kPanel, over ? ui::kAccent : ui::kPanelBorder);
            const char* label = b.command == WatchCommand::TogglePause && !controls_.paused ? "||" : b.label;
            p.text(label, {std::round(r.left + r.width / 2), r.top + 3}, 1.0f, ui::kText, Align::Center);
        }
        p.text(speedText(controls_.speedFactor()), {speedX_, buttons_[0].top + 3}, 1.0f, ui::kText, Align::Center);
    }

    std::optional<sf::FloatRect> runningView() const override {
        if (!running()) return std::nullopt;
        return sf::FloatRect(0, 0, kScreenW, kScreenH);
    }

  private:
    /// True while the footage plays (not paused, not at its end).
    bool running() const { return !controls_.paused && controls_.tick < controls_.length; }

    /// The world on screen: the scrubbed run, or the successful attempt's runner among all of them.
    const World& shown() const { return setup_.all && !ghosts_.empty() ? ghosts_[winner_].world : world_; }

    /// Play one tick forward.
    void stepShown() {
        if (setup_.all) stepGhosts(ghosts_);
        else scrub_.stepForward(world_);
    }

    /// Jump to tick t: the scrubber's snapshots for one run; for all of them, every runner from the start.
    void seek(std::uint64_t t) {
        if (setup_.all) {
            ghosts_.clear();
            ghosts_.resize(setup_.attempts.size());
            for (std::size_t i = 0; i < ghosts_.size(); ++i) startGhost(ghosts_[i], setup_.level, setup_.attempts[i].inputs);
            ghostView_.reset();
            for (std::uint64_t i = 0; i < t; ++i) stepGhosts(ghosts_);
        } else {
            scrub_.seek(t, world_);
        }
    }

    /// Apply a VCR command; true (the event is used).
    bool run(WatchCommand c) {
        if (controls_.apply(c)) {
            seek(controls_.tick);
            view_.restart(shown());
            camera_.reset(shown());
        }
        shell_.sound("menu_move");
        trace();
        return true;
    }

    bool key(sf::Keyboard::Key k, bool shift) {
        switch (k) {
        case sf::Keyboard::Space: case sf::Keyboard::P: case sf::Keyboard::Enter: return run(WatchCommand::TogglePause);
        case sf::Keyboard::Left: return shift ? run(WatchCommand::StepBack) : run(WatchCommand::ScrubBack);
        case sf::Keyboard::Right: return shift ? run(WatchCommand::StepForward) : run(WatchCommand::ScrubForward);
        case sf::Keyboard::Comma: return run(WatchCommand::StepBack);
        case sf::Keyboard::Period: return run(WatchCommand::StepForward);
        case sf::Keyboard::Up: case sf::Keyboard::Add: case sf::Keyboard::Equal: return run(WatchCommand::Faster);
        case sf::Keyboard::Down: case sf::Keyboard::Subtract: case sf::Keyboard::Hyphen: return run(WatchCommand::Slower);
        case sf::Keyboard::Home: case sf::Keyboard::R: return run(WatchCommand::Restart);
        case sf::Keyboard::Escape: case sf::Keyboard::BackSpace: return leave();
        default: return false;
        }
    }

    /// A, B, X, Y, LB, RB, Back on the usual pad layout.
    bool padButton(unsigned b) {
        switch (b) {
        case 0: return run(WatchCommand::TogglePause);
        case 1: return leave();
        case 2: return run(WatchCommand::Slower);
        case 3: return run(WatchCommand::Faster);
        case 4: return run(WatchCommand::ScrubBack);
        case 5: return run(WatchCommand::ScrubForward);
        case 6: return run(WatchCommand::Restart);
        default: return false;
        }
    }

    bool click(sf::Vector2f at) {
        if (seekBar_.contains(at) || sf::FloatRect(seekBar_.left, seekBar_.top - 4, seekBar_.width, 12).contains(at)) {
            const double fraction = std::clamp((at.x - seekBar_.left) / seekBar_.width, 0.0f, 1.0f);
            controls_.tick = static_cast<std::uint64_t>(std::llround(fraction * double(controls_.length)));
            controls_.accumulator = 0.0;
            seek(controls_.tick);
            view_.restart(shown());
            camera_.reset(shown());
            trace();
            return true;
        }
        for (std::size_t i = 0; i < std::size(kButtons); ++i)
            if (buttons_[i].contains(at)) return kButtons[i].command ? run(*kButtons[i].command) : leave();
        return false;
    }

    /// The VCR bar's buttons and seek bar: kButtons and kSeekBar at 100 % text; with larger text the buttons
    /// widen to their labels and the bar rises to keep them in the window.
    void layoutBar(const Painter& p) {
        if (p.textScale() <= 1.0f) {
            for (std::size_t i = 0; i < std::size(kButtons); ++i) buttons_[i] = kButtons[i].rect;
            seekBar_ = kSeekBar;
            speedX_ = 224;
            return;
        }
        const float h = p.lineHeight() + 4, top = kScreenH - 4 - h;
        float x = 12;
        for (std::size_t i = 0; i + 1 < std::size(kButtons); ++i) {
            const VcrButton& b = kButtons[i];
            float w = std::max(b.rect.width, p.measure(b.label).x + 10);
            if (b.command == WatchCommand::TogglePause) w = std::max(w, p.measure("||").x + 10);
            if (b.command == WatchCommand::Slower) x += 14;
            buttons_[i] = {x, top, w, h};
            x += w + 4;
            if (b.command == WatchCommand::Slower) { // the speed between - and +
                speedX_ = std::round(x + p.measure("0.25x").x * 0.5f + 2);
                x += p.measure("0.25x").x + 8;
            }
        }
        const float leaveW = std::max(kButtons[std::size(kButtons) - 1].rect.width, p.measure("LEAVE").x + 10);
        buttons_[std::size(kButtons) - 1] = {kScreenW - 12 - leaveW, top, leaveW, h};
        seekBar_ = {12, top - 10, kScreenW - 24, 4};
    }

    bool leave() {
        shell_.sound("menu_back");
        shell_.pop();
        return true;
    }

    /// The VCR's state for the window tests: "ui: watch tick 240/360 speed 2x paused".
    void trace() {
        traced_ = controls_;
        if (!uiTrace()) return;
        std::cerr << "ui: watch tick " << controls_.tick << "/" << controls_.length << " speed "
                  << speedText(controls_.speedFactor()) << (controls_.paused ? " paused" : " playing")
                  << (setup_.all ? " runs " + std::to_string(ghosts_.size()) : std::string()) << std::endl;
    }

    Shell& shell_;
    WatchSetup setup_;
    std::size_t winner_ = 0;
    WatchControls controls_;
    WatchControls traced_;
    ReplayScrubber scrub_;
    World world_;
    std::vector<GhostRun> ghosts_;
    std::vector<GhostLook> looks_;
    WorldView view_;
    GhostView ghostView_;
    GameCamera camera_;
    LightMap light_;
    std::vector<ModeLight> lightScratch_;
    bool opened_ = false;    ///< the first frame was traced
    std::optional<bool> tracedBar_; ///< whether the VCR bar showed, as the UI trace last reported it
    std::array<sf::FloatRect, std::size(kButtons)> buttons_{}; ///< kButtons' rects as last laid out
    sf::FloatRect seekBar_ = kSeekBar;                           ///< the seek bar as last laid out
    float speedX_ = 224;                                         ///< the speed's centre between - and +
};

} // namespace

std::unique_ptr<Screen> makeWatchScreen(Shell& shell, WatchSetup setup) {
    return std::make_unique<WatchScreen>(shell, std::move(setup));
}

} // namespace game
