#include "game/app/screens/play_screen.h"

#include <iostream>

#include "engine/platform/input_mapper.h"
#include "engine/render/letterbox.h"
#include "engine/render/view_cull.h"
#include "game/app/audio/sound_events.h"
#include "game/app/audio/sound_kit.h"
#include "game/app/debug/debug_session.h"
#include "game/app/fx/particles.h"
#include "game/app/fx/world_lights.h"
#include "game/app/screens/results_screen.h"
#include "game/app/screens/watch_screen.h"
#include "game/app/shell/input_bindings.h"
#include "game/app/view/camera.h"
#include "game/app/view/ghost_view.h"
#include "game/app/view/hud.h"
#include "game/app/view/mode_presentation.h"
#include "game/app/view/rim_pass.h"
#include "game/app/view/threat_tells.h"
#include "game/app/view/world_view.h"
#include "game/play/aim_toggle.h"
#include "game/play/play_session.h"

namespace game {

namespace {

/// Real seconds from reaching the exit to the results screen.
constexpr double kResultsDelay = 0.9;
/// Seconds of the fade in from black at the start of a level.
constexpr double kFadeInSeconds = 0.3;
/// Bullet time's screen effects (0..1) below this, easing out, are switched off: the desaturation would change no
/// pixel by a whole step (0.001 of the way to grey), yet it costs a full-canvas shader pass.
constexpr float kBulletFxOff = 0.001f;

/// The window's side of a PlaySession: devices in as InputFrames, the session out as pictures and sounds.
class PlayScreen : public Screen {
  public:
    PlayScreen(Shell& shell, PlaySetup setup) : shell_(shell), setup_(std::move(setup)) {}

    /// Open the session; false with *error when the level cannot be loaded.
    bool open(std::string* error) {
        Profile& profile = shell_.profile();
        setup_.session.raceBestRecord = profile.settings.bestGhost;
        if (!session_.open(std::move(setup_.session), error)) return false;
        session_.setBook({&profile.progress, [&profile] { return profile.saveProgress(); }});
        input_.setBindings(bindingsFromSettings(profile.settings));
        freshLevel();
        if (setup_.debugSlow) debug_.startDebugMode();
        if (session_.watching()) debug_.enableTimeControls(); // pause, step, speed and rewind work on replays too
        return true;
    }

    ScreenKind kind() const override { return ScreenKind::Play; }
    std::string_view music() const override {
        if (setup_.screenshot) return "";
        // A campaign level plays its chapter's variation of the mode's song.
        const std::vector<LevelEntry>& list = shell_.resources().catalog.of(world().mode);
        const bool listed = setup_.catalogIndex >= 0 && setup_.catalogIndex < static_cast<int>(list.size());
        return chapterTheme(modePresentation(world().mode).music,
                            listed ? list[static_cast<std::size_t>(setup_.catalogIndex)].chapter : 0);
    }
    bool hasScene() const override { return true; }

    bool event(const sf::Event& e) override {
        input_.handleEvent(e);
        const bool escape = e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Escape;
        const bool start = e.type == sf::Event::JoystickButtonPressed && e.joystickButton.button == 7;
        // Losing the focus pauses a level being played (not a replay being watched), once it has had the focus.
        const bool lostFocus = e.type == sf::Event::LostFocus && !setup_.screenshot && !session_.watching() && hadFocus_;
        DebugRequest request = DebugRequest::None;
        const bool spaceFree = keyFree(bindingsFromSettings(shell_.profile().settings), sf::Keyboard::Space);
        if (debug_.onEvent(e, session_.timestep(), session_.watching(), spaceFree, request)) {
            if (request == DebugRequest::SaveReplay) debug_.saveReplay(session_.recording(), world(), session_.path());
            if (uiTrace() && e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F3)
                std::cerr << "ui: debug overlay " << (debug_.overlay.enabled() ? "on" : "off") << "\n";
            return true;
        }
        const bool playing = world().state != RunState::Complete;
        if (setup_.playtest && e.type == sf::Event::KeyPressed && (e.key.code == sf::Keyboard::F5 || e.key.code == sf::Keyboard::P))
            return endPlaytest(std::nullopt);
        if ((escape || start || lostFocus) && playing) return pause();
        if (e.type == sf::Event::MouseMoved) mouseSeen_ = 2.0;
        // The pause button (shown while the mouse moves) makes the game usable with the mouse alone.
        if (e.type == sf::Event::MouseButtonPressed && mouseSeen_ > 0.0 && playing &&
            pauseButtonRect().contains(engine::windowToLogical({e.mouseButton.x, e.mouseButton.y}, shell_.windowSize())))
            return pause();
        return escape || start;
    }

    void update(double frameSeconds, bool top) override {
        input_.setBindings(bindingsFromSettings(shell_.profile().settings));
        if (!session_.watching()) session_.setAssists(shell_.profile().settings.assists); // menu changes apply at once
        session_.timestep().setPaused(!top || debug_.holdsTime());
        // Screenshots are deterministic: a fixed number of ticks per frame, whatever the clock says.
        const double dt = setup_.screenshot ? engine::kTickSeconds * setup_.frameTicks : frameSeconds;
        debug_.onFrame(dt);
        fadeSeconds_ += frameSeconds; // the fade runs in real time, even under a menu
        if (top) pollReload();
        if (top && debug_.rewinding()) rewindOneTick();
        const int ticks = debug_.rewinding() ? 0 : session_.due(dt, debug_.timeScale());
        for (int i = 0; i < ticks && !debug_.frozen(); ++i) tick();
        alpha_ = setup_.screenshot ? 0.0 : session_.alpha();
        if (top) present(static_cast<float>(dt));
        if (!setup_.screenshot) updateLaserHum(shell_.resources().audio, world(), top,
                                                static_cast<float>(shell_.profile().settings.laserVolume));
        if (world().state == RunState::Complete && !setup_.screenshot && top && !resultsShown_) {
            completeSeconds_ += frameSeconds;
            if (completeSeconds_ >= kResultsDelay && setup_.playtest) endPlaytest(completedRun());
            else if (completeSeconds_ >= kResultsDelay) showResults();
        }
    }

    void drawScene(SceneFrame& f) override {
        sf::RenderTexture& canvas = f.canvas;
        const sf::View view = camera_.canvasView(f.subpixel);
        const double now = viewAssets().seconds;
        debug_.beginRender();
        canvas.setView(canvas.getDefaultView());
        // The parallax only where something lets it show: the crypt's opaque fill and walls often cover it all.
        if (!view_.hidesBackdrop(world(), view)) view_.backdrop().drawFar(canvas, camera_.topLeft(), now);
        canvas.setView(view);
        int drawCalls = view_.draw(canvas, world(), alpha_, view);
        drawCalls += ghostView_.draw(canvas, session_.ghosts(), {kRaceGhost}, alpha_, engine::viewRect(view));
        fx_.drawAlpha(canvas);
        // With a light map the vignette goes into it (black, with the darkness); otherwise PostFx draws it.
        const ModePresentation& look = modePresentation(world().mode);
        f.vignette = look.vignette + look.vignetteBullet * bullet_;
        const WorldLightsInput lights{&view_.backdrop().torchLights(), look.ambient, alpha_, now,
                                      canvasOrigin(f.subpixel), f.vignette};
        if (look.lightMap && lightWorld(light_, canvas, view, world(), lights, lightScratch_)) f.vignette = 0.0f;
        drawCalls += view_.drawRims(canvas, world(), alpha_, view, canvasOrigin(f.subpixel)); // over the light
        fx_.drawAdditive(canvas);
        drawCalls += drawThreatTells(canvas, world()); // over the light map: a warning shows in the dark
        debug_.endRender(drawCalls + debug_.overlay.drawWorld(canvas, world(), debugCursor()));
        f.desaturate = bullet_;
        f.vignetteTint = bullet_ > 0.01f ? sf::Color(10, 20, 60) : sf::Color::Black;
        f.topShade = kHudShadeHeight;
    }

    void drawUi(Painter& p, double now) override {
        const sf::FloatRect screen{0, 0, float(engine::kLogicalWidth), float(engine::kLogicalHeight)};
        if (fx_.flash() > 0.0f) p.rect(screen, sf::Color(255, 250, 240, static_cast<sf::Uint8>(255 * fx_.flash())));
        const HudInfo hud = hudInfo();
        traceCaption(hud.caption);
        drawHud(p, hud, caption_, now);
        // A short fade in from black when the level starts (not in screenshots: they show the level as it is).
        if (!setup_.screenshot && fadeSeconds_ < kFadeInSeconds)
            p.rect(screen, sf::Color(0, 0, 0, static_cast<sf::Uint8>(255.0 * (1.0 - fadeSeconds_ / kFadeInSeconds))));
        if (shell_.devices().hasFocus()) {
            // The crosshair shows whenever the mouse aims (fire goes there); the pause button while it moves.
            const bool over = mouseSeen_ > 0.0 && pauseButtonRect().contains(pointerLogical());
            if (mouseSeen_ > 0.0) drawPauseButton(p, over);
            if (!session_.watching() && !over && input_.aimSource() == engine::AimSource::Mouse &&
                onLogicalScreen(pointerLogical()))
                drawCrosshair(p, pointerLogical());
        }
        // The developer overlay (--debug) keeps its dense 100 % layout, over the HUD.
        DebugCursor cursor = debugCursor();
        cursor.view = caption_.view;
        cursor.keepClear = hudItemRects(p, hud); // at the player's text size, as drawn
        const float textScale = p.textScale();
        p.setTextScale(1.0f);
        p.nextLayer();
        debug_.overlay.drawUi(p, world(), cursor,
                              debug_.status(world(), session_.watching(), world().slowdown.scale()), debug_.stats);
        p.setTextScale(textScale);
    }

    std::optional<sf::FloatRect> runningView() const override {
        if (world().state == RunState::Complete) return std::nullopt;
        return sf::FloatRect(caption_.view.x, caption_.view.y, caption_.view.w, caption_.view.h);
    }

  private:
    const World& world() const { return session_.world(); }

    /// The caption strip at the player's text size, and the camera sees the level through what it leaves.
    void layOutCaption() {
        const engine::BitmapFont& font = shell_.resources().font;
        const float setting = static_cast<float>(shell_.profile().settings.textScale);
        const TextMeasure measure = [&font, setting](std::string_view s) {
            const sf::Vector2f size = font.measure(s, uiTextScale(1.0f, setting));
            return TextSize{size.x, size.y};
        };
        caption_ = captionLayoutOf(world(), measure, debugBandHeight(debug_.active(), debug_.overlay.enabled()));
        camera_.setViewSize(world(), {caption_.view.w, caption_.view.h});
    }

    /// The UI trace: the caption strip's words each time they change ("ui: caption hint bright 'Reach ...'").
    void traceCaption(const Caption& c) {
        if (!uiTrace() || (c.kind == traced_.kind && c.text == traced_.text && c.bright == traced_.bright)) return;
        traced_ = c;
        const char* kind = c.kind == CaptionKind::Sign ? "sign" : c.kind == CaptionKind::Hint ? "hint" : "none";
        std::cerr << "ui: caption " << kind << (c.bright ? " bright" : " dim") << " '" << c.text << "'" << std::endl;
    }

    /// Everything presentational starts over for a new level; a hot reload keeps the camera where it is.
    void freshLevel(bool keepCamera = false) {
        view_.rebuild(world());
        layOutCaption();
        if (!keepCamera) camera_.reset(world());
        fx_.clear();
        light_.create({engine::kLogicalWidth + 2 * kCanvasMargin, engine::kLogicalHeight + 2 * kCanvasMargin});
        levelSeconds_ = hintSeconds_ = fadeSeconds_ = completeSeconds_ = 0.0;
        resultsShown_ = false;
        bullet_ = 0.0f;
    }

    /// One tick: the live input (or the replay's) through the session, and the presentation follows its events.
    void tick() {
        engine::InputFrame live;
        if (!session_.watching() && !setup_.screenshot && shell_.devices().hasFocus()) {
            live = input_.sample(debug_.playerDevices(shell_.devices()),
                                 aimTowardsPointer(world(), pointerLogical(), camera_.topLeft()));
            debug_.remapRestart(live); // debug mode: Backspace restarts, R rewinds
            if (shell_.profile().settings.aimToggle) applyAimToggle(aimToggle_, live);
        }
        const engine::InputFrame in = session_.nextInput(live);
        debug_.beforeTick(session_.world(), in);
        const TickOutcome out = session_.step(in);
        if (uiTrace() && (out.deaths > 0 || out.newAttempt)) // "ui: play attempt 3, deaths 1"
            std::cerr << "ui: play attempt " << world().attempts << ", deaths " << world().deaths << std::endl;
        if (debug_.afterTick(world(), session_.playback()) && setup_.screenshot && exitAtReplayEnd()) shell_.quit();
        fx_.onEvents(world());
        camera_.onEvents(world(), static_cast<float>(shell_.profile().settings.screenShake));
        if (!setup_.screenshot) playEventSounds(shell_.resources().audio, world());
        if (!setup_.screenshot) playThreatCues(shell_.resources().audio, threatWatch_, world());
        const int respawnsSeen = respawnsSeen_;
        respawnsSeen_ = world().checkpoint.respawns;
        if (out.newAttempt) {
            aimToggle_ = {};
            view_.restart(world()); // tiles are back as they were
            camera_.reset(world());
            hintSeconds_ = 0.0; // the hint shows bright again
        } else if (respawnsSeen_ > respawnsSeen) { // back at a lit checkpoint
            aimToggle_ = {};
            view_.restart(world()); // tiles as they were at the checkpoint
            camera_.reset(world()); // framed from the checkpoint
        }
    }

    /// The presentation's per-frame clocks: particles, animation, camera, bullet time's screen effects.
    void present(float dt) {
        const float worldDt = dt * static_cast<float>(world().slowdown.scale());
        fx_.update(world(), worldDt);
        view_.update(world(), worldDt);
        ghostView_.update(session_.ghosts(), worldDt);
        layOutCaption(); // the text size may change in the pause menu's settings
        if (setup_.flyover) camera_.lookAt(world(), flyoverPoint(world(), levelSeconds_));
        else camera_.update(world(), alpha_, dt);
        levelSeconds_ += dt;
        if (signAtPlayer(world()).empty()) hintSeconds_ += dt; // a sign's words take the strip at it
        hadFocus_ = hadFocus_ || shell_.devices().hasFocus();
        mouseSeen_ = std::max(0.0, mouseSeen_ - dt);
        const float want = world().slowdown.scale() < 1.0 ? 1.0f : 0.0f;
        bullet_ += (want - bullet_) * std::min(1.0f, dt * 10.0f);
        if (want == 0.0f && bullet_ < kBulletFxOff) bullet_ = 0.0f; // the desaturation pass stops
    }

    /// Debug rewind (R held): one tick back, and the presentation follows.
    void rewindOneTick() {
        if (!debug_.rewindStep(session_.world())) return;
        session_.resync();
        view_.restart(world()); // broken tiles come back
    }

    /// Hot reload: a good save replaces the level (deaths kept); a broken one shows its first error.
    void pollReload() {
        const double now = static_cast<double>(wallClock_.getElapsedTime().asMicroseconds()) * 1e-6;
        if (session_.pollReload(now) != ReloadOutcome::Reloaded) return;
        freshLevel(true);
        camera_.reload(world()); // another size or spawn: framed as a fresh load
        std::cerr << "raycrypt: reloaded " << session_.path() << '\n';
    }

    void showResults() {
        resultsShown_ = true;
        ResultsInfo info = resultsInfo(*session_.results(), shell_.resources().catalog, setup_.catalogIndex);
        if (setup_.pack) { // a My levels pack: Next level follows its order
            info.pack = setup_.pack;
            info.hasNext = setup_.pack->hasNext();
        }
        ResultsActions actions{[this] { restartLevel(); }, [this] { watch(false); }, [this] { watch(true); }};
        if (session_.attempts().empty()) actions.watch = actions.watchAll = nullptr;
        shell_.push(makeResultsScreen(shell_, info, std::move(actions)));
    }

    /// Back to the editor, handing it the run that cleared the level (if any).
    bool endPlaytest(std::optional<Replay> run) {
        resultsShown_ = true;
        setup_.playtest(std::move(run));
        shell_.pop();
        return true;
    }

    /// The attempt that reached the exit, as a replay.
    std::optional<Replay> completedRun() const {
        for (auto it = session_.attempts().rbegin(); it != session_.attempts().rend(); ++it)
            if (it->completed) return it->inputs;
        return std::nullopt;
    }

    /// The visit's footage: the successful attempt, or every attempt at once.
    void watch(bool all) { shell_.push(makeWatchScreen(shell_, {world().level, session_.attempts(), all})); }

    /// Start the level over from scratch (a new run: deaths and the clock reset).
    void restartLevel() {
        session_.restart();
        freshLevel();
    }

    bool pause() {
        shell_.sound("menu_select");
        shell_.push(makePauseMenu(shell_, world().mode, [this] { restartLevel(); }, setup_.catalogIndex,
                                  setup_.pack.has_value()));
        return true;
    }

    /// The camera and the mouse for the debug overlay's labels and cursor cell.
    DebugCursor debugCursor() const {
        const sf::Vector2f logical = pointerLogical();
        const bool inside = !setup_.screenshot && shell_.devices().hasFocus() && onLogicalScreen(logical);
        return {camera_.topLeft(), logicalToTiles(logical, camera_.topLeft()), inside, caption_.view, {}};
    }

    HudInfo hudInfo() const {
        HudInfo h = hudInfoOf(world(), hintSeconds_);
        h.error = session_.reloadMessage();
        h.replay = session_.watching();
        h.ghostUnverified = !session_.ghosts().empty() && !session_.ghostVerified();
        h.inSight = sightRects(sightMarks(world(), alpha_), camera_.topLeft());
        for (const ShownThing& t : shownThings()) h.inSight.push_back(t.box); // what this frame drew: rails too
        return h;
    }

    /// The pointer in logical px (outside 0 … 480 × 0 … 270 in the bars or outside the window).
    sf::Vector2f pointerLogical() const { return engine::windowToLogical(shell_.devices().pointer(), shell_.windowSize()); }

    Shell& shell_;
    PlaySetup setup_;
    PlaySession session_;
    engine::InputMapper input_;
    WorldView view_;
    GhostView ghostView_;
    ThreatWatch threatWatch_;
    GameCamera camera_;
    WorldFx fx_;
    LightMap light_;
    DebugSession debug_;
    CaptionLayout caption_;  ///< the caption strip and the level's view
    Caption traced_;         ///< the caption the UI trace last reported
    std::vector<ModeLight> lightScratch_;
    AimToggle aimToggle_;
    int respawnsSeen_ = 0;     ///< the world's checkpoint respawns at the last tick (a new one re-frames the view)
    sf::Clock wallClock_;
    double alpha_ = 0.0;
    double levelSeconds_ = 0.0;
    double hintSeconds_ = 0.0; ///< real s the hint has shown in this attempt (bright for kHintBrightSeconds)
    double fadeSeconds_ = 0.0;
    double completeSeconds_ = 0.0;
    double mouseSeen_ = 0.0;
    float bullet_ = 0.0f;
    bool resultsShown_ = false;
    bool hadFocus_ = false;
};

} // namespace

std::unique_ptr<Screen> makePlayScreen(Shell& shell, PlaySetup setup, std::string* error) {
    auto screen = std::make_unique<PlayScreen>(shell, std::move(setup));
    if (!screen->open(error)) return nullptr;
    return screen;
}

} // namespace game
