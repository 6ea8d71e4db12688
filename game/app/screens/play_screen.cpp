#include "game/app/screens/play_screen.h"

#include <algorithm>
#include <cmath>
#include <iostream>

#include "engine/level/level_loader.h"
#include "engine/level/level_reloader.h"
#include "engine/platform/input_mapper.h"
#include "engine/render/letterbox.h"
#include "engine/time/timestep.h"
#include "game/app/view/camera.h"
#include "game/app/debug/debug_session.h"
#include "game/app/view/hud.h"
#include "game/app/shell/input_bindings.h"
#include "game/app/fx/lighting.h"
#include "game/app/view/mode_bridge.h"
#include "game/app/fx/particles.h"
#include "game/app/screens/results_screen.h"
#include "game/app/audio/sound_events.h"
#include "game/app/ui/ui_theme.h"
#include "game/app/view/world_view.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"
#include "game/world/waiting_level.h"

namespace game {

namespace {

/// Seconds the level's hint stays up, and its fade.
constexpr double kHintSeconds = 6.0;
/// Real seconds from reaching the exit to the results screen.
constexpr double kResultsDelay = 0.9;
/// Seconds of the fade in from black at the start of a level.
constexpr double kFadeInSeconds = 0.3;
/// Bullet time's screen effects (0..1) below this, easing out, are switched off: the desaturation would change no
/// pixel by a whole step (0.001 of the way to grey), yet it costs a full-canvas shader pass.
constexpr float kBulletFxOff = 0.001f;
/// Tiles from a sign at which its text shows.
constexpr double kSignReach = 1.1;
/// The crypt's darkness where no light reaches.
const sf::Color kCryptAmbient(84, 70, 94);

class PlayScreen : public Screen {
  public:
    PlayScreen(Shell& shell, PlaySetup setup) : shell_(shell), setup_(std::move(setup)) {}

    /// Load the level; false with *error on failure.
    bool open(std::string* error) {
        if (setup_.level) {
            loadWorld(world_, std::move(*setup_.level));
        } else if (setup_.hotReload) {
            reloader_ = std::make_unique<engine::LevelReloader>(setup_.path, levelSchema());
            reloader_->checkNow();
            // Broken or missing from the start: the waiting room until the file loads (pollReload tells why).
            loadWorld(world_, reloader_->current() ? *reloader_->current() : waitingLevel());
        } else {
            engine::LoadResult r = engine::loadLevelFile(setup_.path, levelSchema());
            if (!r.ok()) return fail(r.diagnostics, error);
            loadWorld(world_, std::move(*r.level));
        }
        playback_ = std::move(setup_.replay);
        input_.setBindings(bindingsFromSettings(shell_.profile().settings));
        freshLevel();
        if (setup_.debugSlow) debug_.startDebugMode();
        if (playback_) debug_.enableTimeControls();  // pause, step, speed and rewind work on replays too
        return true;
    }

    /// Leaving the level keeps the deaths counted in it.
    ~PlayScreen() override {
        if (deathsUnsaved_) shell_.profile().saveProgress();
    }

    ScreenKind kind() const override { return ScreenKind::Play; }
    std::string_view music() const override {
        return setup_.screenshot ? "" : world_.mode == GameMode::Ninja ? "lab" : "crypt";
    }
    bool hasScene() const override { return true; }

    bool event(const sf::Event& e) override {
        input_.handleEvent(e);
        const bool escape = e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Escape;
        const bool start = e.type == sf::Event::JoystickButtonPressed && e.joystickButton.button == 7;
        // Losing the focus pauses a level being played (not a replay being watched), once it has had the focus.
        const bool lostFocus = e.type == sf::Event::LostFocus && !setup_.screenshot && !playback_ && hadFocus_;
        DebugRequest request = DebugRequest::None;
        const bool spaceFree = keyFree(bindingsFromSettings(shell_.profile().settings), sf::Keyboard::Space);
        if (debug_.onEvent(e, timestep_, playback_.has_value(), spaceFree, request)) {
            if (request == DebugRequest::SaveReplay) debug_.saveReplay(recording_, world_, setup_.path);
            return true;
        }
        if ((escape || start || lostFocus) && world_.state != RunState::Complete) {
            pause();
            return true;
        }
        if (e.type == sf::Event::MouseMoved) mouseSeen_ = 2.0;
        // The pause button (shown while the mouse moves) makes the game usable with the mouse alone.
        if (e.type == sf::Event::MouseButtonPressed && mouseSeen_ > 0.0 &&
            world_.state != RunState::Complete &&
            pauseButton().contains(
                engine::windowToLogical({e.mouseButton.x, e.mouseButton.y}, shell_.windowSize()))) {
            pause();
            return true;
        }
        return escape || start;
    }

    void update(double frameSeconds, bool top) override {
        input_.setBindings(bindingsFromSettings(shell_.profile().settings));
        timestep_.setPaused(!top || debug_.holdsTime());
        debug_.onFrame(setup_.screenshot ? engine::kTickSeconds : frameSeconds);
        fadeSeconds_ += frameSeconds;  // the fade runs in real time, even under a menu
        if (top && reloader_) pollReload();
        const double scale = world_.slowdown.scale() * debug_.timeScale();
        if (top && debug_.rewinding()) rewindOneTick();
        const int ticks = debug_.rewinding() ? 0 : timestep_.advance(setup_.screenshot ? engine::kTickSeconds : frameSeconds, scale);
        for (int i = 0; i < ticks && !debug_.frozen(); ++i)
            tick();
        alpha_ = setup_.screenshot ? 0.0 : timestep_.alpha();
        const float dt = static_cast<float>(setup_.screenshot ? engine::kTickSeconds : frameSeconds);
        if (top) {
            const float worldDt = dt * static_cast<float>(world_.slowdown.scale());
            fx_.update(world_, worldDt);
            view_.update(world_, worldDt);
            if (setup_.flyover) camera_.lookAt(world_, flyoverPoint(world_, levelSeconds_));
            else camera_.update(world_, alpha_, dt);
            levelSeconds_ += dt;
            hadFocus_ = hadFocus_ || shell_.devices().hasFocus();
            mouseSeen_ = std::max(0.0, mouseSeen_ - dt);
            const float want = world_.slowdown.scale() < 1.0 ? 1.0f : 0.0f;
            bullet_ += (want - bullet_) * std::min(1.0f, dt * 10.0f);
            if (want == 0.0f && bullet_ < kBulletFxOff) bullet_ = 0.0f; // the desaturation pass stops
        }
        if (!setup_.screenshot) updateLaserHum(shell_.resources().audio, world_, top);
        if (world_.state == RunState::Complete && !setup_.screenshot && top) {
            completeSeconds_ += frameSeconds;
            if (completeSeconds_ >= kResultsDelay && !resultsShown_) showResults();
        }
    }

    void drawScene(SceneFrame& f) override {
        sf::RenderTexture& canvas = f.canvas;
        const sf::View view = camera_.canvasView(f.subpixel);
        const double now = viewAssets().seconds;
        debug_.beginRender();
        canvas.setView(canvas.getDefaultView());
        // The parallax only where something lets it show: the crypt's opaque fill and walls often cover it all.
        if (!view_.hidesBackdrop(world_, view)) view_.backdrop().drawFar(canvas, camera_.topLeft(), now);
        canvas.setView(view);
        const int drawCalls = view_.draw(canvas, world_, alpha_, view);
        fx_.drawAlpha(canvas);
        // The crypt's vignette goes into its light map (black, with the darkness); otherwise PostFx draws it.
        f.vignette = world_.mode == GameMode::Crypt ? 0.55f + 0.35f * bullet_ : 0.3f + 0.6f * bullet_;
        if (world_.mode == GameMode::Crypt &&
            drawLights(canvas, view, canvasOrigin(f.subpixel), f.vignette, now))
            f.vignette = 0.0f;
        fx_.drawAdditive(canvas);
        debug_.endRender(drawCalls + debug_.overlay.drawWorld(canvas, world_, debugCursor()));
        f.desaturate = bullet_;
        f.vignetteTint = bullet_ > 0.01f ? sf::Color(10, 20, 60) : sf::Color::Black;
        f.topShade = kHudShadeHeight;
    }

    void drawUi(Painter& p, double now) override {
        const float w = static_cast<float>(engine::kLogicalWidth),
                    h = static_cast<float>(engine::kLogicalHeight);
        if (fx_.flash() > 0.0f)
            p.rect({0, 0, w, h}, sf::Color(255, 250, 240, static_cast<sf::Uint8>(200 * fx_.flash())));
        drawHud(p, hudInfo(), now);
        // A short fade in from black when the level starts (not in screenshots: they show the level as it
        // is).
        if (!setup_.screenshot && fadeSeconds_ < kFadeInSeconds)
            p.rect(
                {0, 0, w, h},
                sf::Color(0, 0, 0, static_cast<sf::Uint8>(255.0 * (1.0 - fadeSeconds_ / kFadeInSeconds))));
        if (mouseSeen_ > 0.0 && shell_.devices().hasFocus()) {
            const sf::FloatRect b = pauseButton();
            const sf::Vector2f m = pointerLogical();
            p.panel(b, ui::kPanel, b.contains(m) ? ui::kAccent : ui::kPanelBorder);
            p.rect({b.left + 5, b.top + 4, 2, b.height - 8}, ui::kText);
            p.rect({b.left + b.width - 7, b.top + 4, 2, b.height - 8}, ui::kText);
            if (!playback_ && !b.contains(m)) drawCrosshair(p);
        }
        debug_.overlay.drawUi(p, world_, debugCursor(),
                              debug_.status(world_, playback_.has_value(), world_.slowdown.scale()), debug_.stats);
    }

  private:
    static bool fail(const std::vector<engine::Diagnostic>& diagnostics, std::string* error) {
        if (error) {
            error->clear();
            for (const engine::Diagnostic& d : diagnostics)
                *error += d.format() + "\n";
            if (error->empty()) *error = "cannot load the level\n";
        }
        return false;
    }

    /// Everything presentational starts over for a new level; a hot reload keeps the camera where it is.
    void freshLevel(bool keepCamera = false) {
        view_.rebuild(world_);
        if (!keepCamera) camera_.reset(world_);
        fx_.clear();
        light_.create(
            {engine::kLogicalWidth + 2 * kCanvasMargin, engine::kLogicalHeight + 2 * kCanvasMargin});
        attempts_ = world_.attempts;
        deathsCounted_ = world_.deaths;
        recording_.frames.clear();
        levelSeconds_ = 0.0;
        fadeSeconds_ = 0.0;
        completeSeconds_ = 0.0;
        resultsShown_ = false;
        bullet_ = 0.0f;
    }

    /// One simulation tick and its presentation side effects.
    void tick() {
        engine::InputFrame in;
        if (playback_) {
            const std::size_t t = static_cast<std::size_t>(world_.totalTicks);
            if (t < playback_->frames.size()) in = playback_->frames[t];
        } else if (!setup_.screenshot && shell_.devices().hasFocus()) {
            in = input_.sample(shell_.devices(), mouseAim());
            debug_.remapRestart(in);  // debug mode: Backspace restarts, R rewinds
        }
        recording_.frames.push_back(in);
        debug_.beforeTick(world_, in);
        stepWorld(world_, in);
        if (debug_.afterTick(world_, playback_ ? &*playback_ : nullptr) && setup_.screenshot && exitAtReplayEnd())
            shell_.quit();
        fx_.onEvents(world_);
        camera_.onEvents(world_, shell_.profile().settings.screenShake);
        if (!setup_.screenshot) playEventSounds(shell_.resources().audio, world_);
        if (world_.deaths > deathsCounted_) {
            if (!setup_.progressKey.empty() && !playback_) {
                addDeaths(shell_.profile().progress, setup_.progressKey, world_.deaths - deathsCounted_);
                deathsUnsaved_ = true;
            }
            deathsCounted_ = world_.deaths;
        }
        if (world_.attempts != attempts_) {
            attempts_ = world_.attempts;
            recording_.frames.clear(); // a new attempt records afresh
            view_.restart(world_);     // tiles are back as they were
            camera_.reset(world_);
        }
        if (world_.state == RunState::Complete && !completed_) onComplete();
    }

    /// Debug rewind (R held): one tick back, and the presentation follows.
    void rewindOneTick() {
        if (!debug_.rewindStep(world_)) return;
        if (!recording_.frames.empty()) recording_.frames.pop_back();
        deathsCounted_ = world_.deaths;
        completed_ = world_.state == RunState::Complete;
        view_.restart(world_);  // broken tiles come back
    }

    /// The camera and the mouse for the debug overlay's labels and cursor cell.
    DebugCursor debugCursor() const {
        DebugCursor c;
        c.cameraTopLeft = camera_.topLeft();
        const sf::Vector2f logical = pointerLogical();
        c.mouseInside = !setup_.screenshot && shell_.devices().hasFocus() && logical.x >= 0 && logical.y >= 0 && logical.x < engine::kLogicalWidth &&
                        logical.y < engine::kLogicalHeight;
        const sf::Vector2f px = camera_.topLeft() + logical;
        c.mouse = {px.x / kTilePixels, px.y / kTilePixels};
        return c;
    }

    /// The exit was reached: record the run (and the replay when asked).
    void onComplete() {
        completed_ = true;
        if (setup_.record && !recording_.frames.empty()) {
            recording_.level = setup_.path;
            recording_.levelName = world_.level.meta.name;
            std::string error;
            if (saveReplayFile(recording_, *setup_.record, &error))
                std::cerr << "raycrypt: recorded " << recording_.frames.size() << " ticks to "
                          << *setup_.record << '\n';
            else
                std::cerr << "raycrypt: " << error << '\n';
        }
        results_ = {};
        results_.levelName = world_.level.meta.name;
        results_.mode = world_.mode;
        results_.seconds = world_.attemptSeconds();
        results_.parSeconds = world_.level.meta.parSeconds;
        results_.deaths = world_.deaths;
        results_.catalogIndex = setup_.catalogIndex;
        if (!setup_.progressKey.empty() && !playback_) {
            results_.record = recordCompletion(shell_.profile().progress, setup_.progressKey,
                                               results_.seconds, world_.deaths, results_.parSeconds);
            results_.recorded = true;
            shell_.profile().saveProgress();
            deathsUnsaved_ = false;
        } else {
            results_.record.medal = medalFor(results_.seconds, results_.parSeconds);
        }
        const auto& levels = shell_.resources().catalog.of(world_.mode);
        results_.hasNext = setup_.catalogIndex >= 0 &&
                           setup_.catalogIndex + 1 < static_cast<int>(levels.size()) &&
                           levels[static_cast<std::size_t>(setup_.catalogIndex + 1)].error.empty();
    }

    void showResults() {
        resultsShown_ = true;
        shell_.push(makeResultsScreen(shell_, results_, [this] { restartLevel(); }));
    }

    /// Start the level over from scratch (a new run: deaths and the clock reset).
    void restartLevel() {
        engine::Level level = world_.level;
        loadWorld(world_, std::move(level));
        completed_ = false;
        freshLevel();
    }

    void pause() {
        shell_.sound("menu_select");
        shell_.push(makePauseMenu(shell_, world_.mode, [this] { restartLevel(); }));
    }

    /// Hot reload: a valid save replaces the level (deaths kept); an invalid one shows its first error, and
    /// every new problem goes to stderr once.
    void pollReload() {
        const double now = static_cast<double>(wallClock_.getElapsedTime().asMicroseconds()) * 1e-6;
        const bool reloaded = reloader_->poll(now);
        for (const engine::Diagnostic& d : reloader_->takeNews()) std::cerr << d.format() << '\n';
        if (!reloaded) {
            if (reloader_->status() != engine::LevelReloader::Status::Ok &&
                !reloader_->lastDiagnostics().empty())
                reloadMessage_ = reloader_->lastDiagnostics().front().format();
            return;
        }
        reloadMessage_.clear();
        const int deaths = world_.deaths;
        loadWorld(world_, *reloader_->current());
        world_.deaths = deaths;
        completed_ = false;
        freshLevel(true);
        std::cerr << "raycrypt: reloaded " << reloader_->path() << '\n';
    }

    /// The mouse's direction from the player, world space (zero when the mouse is outside the canvas).
    engine::Vec2 mouseAim() const {
        const sf::Vector2f logical = pointerLogical();
        if (logical.x < 0 || logical.y < 0 || logical.x >= engine::kLogicalWidth ||
            logical.y >= engine::kLogicalHeight)
            return {};
        const sf::Vector2f worldPx = camera_.topLeft() + logical;
        const Transform* t = world_.registry.tryGet<Transform>(world_.player);
        if (t == nullptr) return {};
        return engine::normalize(
            engine::Vec2{worldPx.x / kTilePixels - t->position.x, worldPx.y / kTilePixels - t->position.y});
    }

    /// The crypt's light map: torches, the player's lantern glow, the mode's glowing things, and the vignette
    /// (strength 0..1, the logical screen's top-left at origin in the canvas). False without a light map.
    bool drawLights(sf::RenderTexture& canvas, const sf::View& view, sf::Vector2f origin, float vignette,
                    double now) {
        light_.begin(view, kCryptAmbient);
        for (const sf::Vector2f& t : view_.backdrop().torchLights()) {
            const float flicker =
                1.0f + 0.08f * static_cast<float>(std::sin(now * 13.0 + t.x) + std::sin(now * 7.3 + t.y));
            light_.add(t, 104.0f * flicker, sf::Color(255, 160, 80, 255));
            light_.add(t, 40.0f * flicker, sf::Color(255, 220, 160, 255));
        }
        sf::Vector2f feet;
        if (playerFeetPixels(world_, alpha_, feet)) {
            light_.add(feet - sf::Vector2f(0, 8), 72.0f, sf::Color(200, 190, 170, 220));
            light_.addFull({feet.x - 8, feet.y - 16, 16, 16}); // the explorer keeps its true colours
        }
        lights_.clear();
        collectModeLights(world_, lights_);
        for (const ModeLight& l : lights_)
            light_.add(toPixels(l.position), static_cast<float>(l.radius) * kTilePixels, l.color);
        for (const engine::Cell& c : world_.level.exitCells)
            light_.add(
                {(static_cast<float>(c.x) + 0.5f) * kTilePixels, static_cast<float>(c.y) * kTilePixels},
                56.0f, sf::Color(120, 200, 255, 160));
        canvas.setView(canvas.getDefaultView());
        const bool lit = light_.apply(canvas, origin, vignette);
        canvas.setView(view);
        return lit;
    }

    HudInfo hudInfo() const {
        HudInfo h;
        h.levelName = world_.level.meta.name;
        h.mode = world_.mode;
        h.seconds = world_.attemptSeconds();
        h.parSeconds = world_.level.meta.parSeconds;
        h.deaths = world_.deaths;
        h.gauges = readModeGauges(world_);
        h.hint = world_.level.meta.hint;
        h.hintAlpha = static_cast<float>(std::clamp((kHintSeconds - levelSeconds_) / 0.8, 0.0, 1.0));
        h.error = reloadMessage_;
        h.replay = playback_.has_value();
        const Transform* player = world_.registry.tryGet<Transform>(world_.player);
        const engine::Registry& reg = world_.registry;
        if (player != nullptr)
            reg.view<Sign, Transform>().each([&](const Sign& s, const Transform& t) {
                if (h.sign.empty() && engine::length(t.position - player->position) < kSignReach) {
                    h.sign = s.text;
                    h.signAt = toPixels({t.position.x, t.position.y - 0.6}) - camera_.topLeft();
                }
            });
        return h;
    }

    /// The pointer in logical px (outside 0 … 480 × 0 … 270 in the bars or outside the window).
    sf::Vector2f pointerLogical() const {
        return engine::windowToLogical(shell_.devices().pointer(), shell_.windowSize());
    }

    /// Where the mouse's pause button is, logical px (top right, under the deaths).
    static sf::FloatRect pauseButton() {
        return {static_cast<float>(engine::kLogicalWidth) - 24, 30, 17, 15};
    }

    void drawCrosshair(Painter& p) {
        const sf::Vector2f m = pointerLogical();
        const sf::Color c(255, 255, 255, 200);
        p.rect({std::round(m.x) - 4, std::round(m.y), 3, 1}, c);
        p.rect({std::round(m.x) + 2, std::round(m.y), 3, 1}, c);
        p.rect({std::round(m.x), std::round(m.y) - 4, 1, 3}, c);
        p.rect({std::round(m.x), std::round(m.y) + 2, 1, 3}, c);
    }

    Shell& shell_;
    PlaySetup setup_;
    World world_;
    std::unique_ptr<engine::LevelReloader> reloader_;
    std::optional<Replay> playback_;
    Replay recording_;
    std::string reloadMessage_;
    engine::FixedTimestep timestep_;
    engine::InputMapper input_;
    WorldView view_;
    GameCamera camera_;
    WorldFx fx_;
    LightMap light_;
    DebugSession debug_;
    std::vector<ModeLight> lights_;
    ResultsInfo results_;
    sf::Clock wallClock_;
    double alpha_ = 0.0;
    double levelSeconds_ = 0.0;
    double completeSeconds_ = 0.0;
    double mouseSeen_ = 0.0;
    float bullet_ = 0.0f;
    int attempts_ = 0;
    int deathsCounted_ = 0;
    bool completed_ = false;
    bool resultsShown_ = false;
    bool deathsUnsaved_ = false;
    bool hadFocus_ = false;
    double fadeSeconds_ = 0.0;
};

} // namespace

std::unique_ptr<Screen> makePlayScreen(Shell& shell, PlaySetup setup, std::string* error) {
    auto screen = std::make_unique<PlayScreen>(shell, std::move(setup));
    if (!screen->open(error)) return nullptr;
    return screen;
}

} // namespace game
