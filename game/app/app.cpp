#include "game/app/app.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include <SFML/Graphics.hpp>

#include "engine/level/level_loader.h"
#include "engine/level/level_reloader.h"
#include "engine/platform/input_mapper.h"
#include "engine/render/letterbox.h"
#include "engine/time/timestep.h"
#include "game/app/world_view.h"
#include "game/replay/replay.h"
#include "game/run/headless.h"
#include "game/world/level_schema.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Speed of the slow-motion debug mode.
constexpr double kDebugTimeScale = 0.25;

/// The level being played and where it came from.
struct Session {
    World world;
    std::unique_ptr<engine::LevelReloader> reloader;  ///< set when playing a file (hot reload)
    std::optional<Replay> playback;                   ///< set when watching a replay
    Replay recording;                                 ///< the current attempt's inputs
    std::string reloadMessage;                        ///< the first errors of a broken save, shown on screen
};

/// Load the built-in room (no --level given).
engine::Level builtInLevel() {
    return std::move(*engine::loadLevelText(builtInLevelText(), "<built-in>", levelSchema()).level);
}

/// The camera: centred on the player, clamped so it never shows outside the level.
sf::View cameraView(const World& world, double alpha) {
    sf::Vector2f size(static_cast<float>(engine::kLogicalWidth), static_cast<float>(engine::kLogicalHeight));
    sf::Vector2f focus = size * 0.5f;
    if (const Transform* t = world.registry.tryGet<Transform>(world.player))
        focus = toPixels(engine::lerp(t->previous, t->position, alpha));
    const float w = static_cast<float>(world.grid.width()) * kTilePixels, h = static_cast<float>(world.grid.height()) * kTilePixels;
    focus.x = w <= size.x ? w * 0.5f : std::clamp(focus.x, size.x * 0.5f, w - size.x * 0.5f);
    focus.y = h <= size.y ? h * 0.5f : std::clamp(focus.y, size.y * 0.5f, h - size.y * 0.5f);
    return sf::View(sf::Vector2f(std::round(focus.x), std::round(focus.y)), size);
}

/// Direction from the player to the mouse, in world space (zero when the mouse is outside the canvas).
engine::Vec2 mouseAim(const sf::RenderWindow& window, const sf::View& view, const World& world) {
    sf::Vector2f logical = engine::windowToLogical(sf::Mouse::getPosition(window), window.getSize());
    sf::Vector2f worldPx = view.getCenter() - view.getSize() * 0.5f + logical;
    const Transform* t = world.registry.tryGet<Transform>(world.player);
    if (t == nullptr) return {};
    engine::Vec2 d{worldPx.x / kTilePixels - t->position.x, worldPx.y / kTilePixels - t->position.y};
    return engine::normalize(d);
}

/// The windowed game loop: Fiedler's accumulator, render interpolation by alpha.
class App {
public:
    explicit App(const CommandLine& options) : options_(options) {}
    int run();

private:
    bool openLevel();
    void handleEvent(const sf::Event& e);
    void pollReload(double now);
    void simulate(double frameSeconds);
    void render(double alpha);
    bool saveScreenshot();

    CommandLine options_;
    sf::RenderWindow window_;
    sf::RenderTexture canvas_;
    engine::InputMapper input_;
    engine::FixedTimestep timestep_;
    Session session_;
    WorldView view_;
    sf::View camera_;
    bool fullscreen_ = false;
    int framesDrawn_ = 0;
};

bool App::openLevel() {
    if (!options_.level) {
        loadWorld(session_.world, builtInLevel());
    } else {
        session_.reloader = std::make_unique<engine::LevelReloader>(*options_.level, levelSchema());
        session_.reloader->checkNow();
        for (const engine::Diagnostic& d : session_.reloader->lastDiagnostics()) std::cerr << d.format() << '\n';
        if (session_.reloader->current() == nullptr) return false;
        loadWorld(session_.world, *session_.reloader->current());
    }
    if (options_.replay) {
        ReplayLoadResult r = loadReplayFile(*options_.replay);
        for (const std::string& e : r.errors) std::cerr << e << '\n';
        if (!r.ok()) return false;
        session_.playback = std::move(*r.replay);
    }
    view_.rebuild(session_.world);
    return true;
}

void App::handleEvent(const sf::Event& e) {
    input_.handleEvent(e);
    if (e.type == sf::Event::Closed) window_.close();
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Escape) window_.close();
    bool altEnter = e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::Enter && e.key.alt;
    if (e.type == sf::Event::KeyPressed && (e.key.code == sf::Keyboard::F11 || altEnter)) {
        fullscreen_ = !fullscreen_;
        window_.create(fullscreen_ ? sf::VideoMode::getDesktopMode() : sf::VideoMode(engine::kLogicalWidth * 3, engine::kLogicalHeight * 3),
                       "Raycrypt", fullscreen_ ? sf::Style::Fullscreen : sf::Style::Default);
        window_.setVerticalSyncEnabled(true);
        window_.setFramerateLimit(240);
    }
    if (e.type == sf::Event::Resized)
        window_.setView(sf::View(sf::FloatRect(0, 0, static_cast<float>(e.size.width), static_cast<float>(e.size.height))));
}

void App::pollReload(double now) {
    if (!session_.reloader || !session_.reloader->poll(now)) {
        if (session_.reloader && session_.reloader->status() != engine::LevelReloader::Status::Ok &&
            !session_.reloader->lastDiagnostics().empty())
            session_.reloadMessage = session_.reloader->lastDiagnostics().front().format();
        return;
    }
    session_.reloadMessage.clear();
    int deaths = session_.world.deaths;
    loadWorld(session_.world, *session_.reloader->current());
    session_.world.deaths = deaths;
    session_.recording.frames.clear();
    view_.rebuild(session_.world);
    std::cerr << "raycrypt: reloaded " << session_.reloader->path() << '\n';
}

void App::simulate(double frameSeconds) {
    double scale = session_.world.slowdown.scale() * (options_.debug ? kDebugTimeScale : 1.0);
    int ticks = timestep_.advance(frameSeconds, scale);
    World& world = session_.world;
    for (int i = 0; i < ticks; ++i) {
        engine::InputFrame in;
        if (session_.playback) {
            std::size_t t = static_cast<std::size_t>(world.totalTicks);
            if (t < session_.playback->frames.size()) in = session_.playback->frames[t];
        } else if (window_.hasFocus()) {
            in = input_.sample(mouseAim(window_, camera_, world));
        }
        std::uint64_t attempt = world.attempts;
        session_.recording.frames.push_back(in);
        stepWorld(world, in);
        if (world.attempts != attempt) session_.recording.frames.clear();  // a new attempt records afresh
        if (world.state == RunState::Complete && options_.record && !session_.recording.frames.empty()) {
            session_.recording.level = *options_.level;
            session_.recording.levelName = world.level.meta.name;
            std::string error;
            if (saveReplayFile(session_.recording, *options_.record, &error))
                std::cerr << "raycrypt: recorded " << session_.recording.frames.size() << " ticks to " << *options_.record << '\n';
            else
                std::cerr << "raycrypt: " << error << '\n';
            session_.recording.frames.clear();
        }
    }
}

void App::render(double alpha) {
    camera_ = cameraView(session_.world, alpha);
    canvas_.setView(camera_);
    canvas_.clear(session_.world.mode == GameMode::Ninja ? sf::Color(12, 14, 28) : sf::Color(22, 16, 14));
    view_.draw(canvas_, session_.world, alpha, camera_);
    canvas_.display();
    window_.clear(sf::Color::Black);
    sf::Sprite frame(canvas_.getTexture());
    sf::FloatRect box = engine::letterboxRect(window_.getSize());
    frame.setPosition(box.left, box.top);
    frame.setScale(box.width / static_cast<float>(engine::kLogicalWidth), box.height / static_cast<float>(engine::kLogicalHeight));
    window_.draw(frame);
}

bool App::saveScreenshot() {
    sf::Texture shot;
    shot.create(window_.getSize().x, window_.getSize().y);
    shot.update(window_);
    if (shot.copyToImage().saveToFile(*options_.screenshot)) return true;
    std::cerr << "raycrypt: cannot write " << *options_.screenshot << '\n';
    return false;
}

int App::run() {
    if (!openLevel()) return 2;
    window_.create(sf::VideoMode(engine::kLogicalWidth * 3, engine::kLogicalHeight * 3), "Raycrypt",
                   options_.fullscreen ? sf::Style::Fullscreen : sf::Style::Default);
    window_.setVerticalSyncEnabled(true);
    window_.setFramerateLimit(240);
    canvas_.create(engine::kLogicalWidth, engine::kLogicalHeight);
    sf::Clock frameClock, wallClock, titleClock;
    int framesThisSecond = 0;
    const bool screenshot = options_.mode == RunMode::Screenshot;
    while (window_.isOpen()) {
        sf::Event e;
        while (window_.pollEvent(e)) handleEvent(e);
        pollReload(wallClock.getElapsedTime().asSeconds());
        // A screenshot run advances exactly one tick per frame, so its image does not depend on the machine's speed.
        simulate(screenshot ? engine::kTickSeconds : frameClock.restart().asSeconds());
        render(screenshot ? 0.0 : timestep_.alpha());
        ++framesDrawn_;
        if (screenshot && framesDrawn_ >= options_.frames) return saveScreenshot() ? 0 : 1;
        window_.display();
        ++framesThisSecond;
        if (titleClock.getElapsedTime().asSeconds() >= 1.0f) {
            std::ostringstream title;
            title << "Raycrypt - " << session_.world.level.meta.name << " - " << framesThisSecond << " fps";
            window_.setTitle(title.str());
            framesThisSecond = 0;
            titleClock.restart();
        }
    }
    return 0;
}

} // namespace

int runApp(const CommandLine& options) {
    App app(options);
    return app.run();
}

} // namespace game
