#pragma once
// The game's window for the figures that draw (render_bench.cpp, editor_frame_bench.cpp): the window size the
// game opens, its assets loaded as the game loads them, and the app's side of a screen (game::Shell) minus
// saving and menus. Built only with the game's app library (RAYCRYPT_BENCH_RENDER).
#ifdef RAYCRYPT_BENCH_RENDER
#include <memory>
#include <vector>

#include <SFML/Graphics.hpp>

#include "engine/platform/device_state.h"
#include "game/app/screens/screen.h"
#include "game/app/shell/frame.h"

namespace bench {

/// The app's side of a screen, as the game provides it (game/app/shell/app.cpp), minus saving and menus: the
/// shared resources, the settings (defaults, never saved), the window for focus and the mouse.
class BenchShell : public game::Shell {
  public:
    /// A shell over `window`, with read-only default settings.
    explicit BenchShell(sf::RenderWindow& window) : window_(window) { profile_.readOnly = true; }

    void push(std::unique_ptr<game::Screen> s) override { pending_.push_back(std::move(s)); }
    void pop() override { ++stackChanges_; }
    void popTo(game::ScreenKind) override { ++stackChanges_; }
    void reset(std::unique_ptr<game::Screen>) override { ++stackChanges_; }
    void quit() override { ++stackChanges_; }
    game::Resources& resources() override { return res_; }
    game::Profile& profile() override { return profile_; }
    void applySettings() override {}
    void sound(std::string_view) override {}
    sf::Vector2u windowSize() const override { return window_.getSize(); }
    const engine::DeviceState& devices() const override { return devices_; }
    /// Keys, mouse and focus from the window's events, as the app keeps them (App::handleEvent).
    engine::DeviceState& deviceState() { return devices_; }
    bool singleLevel() const override { return true; }
    void openLevelSelect(game::ModeId, int) override {}
    void playCatalogLevel(game::ModeId, int) override {}
    void openMyLevels() override { ++stackChanges_; }
    void playPackLevel(const game::PackPlaylist&) override { ++stackChanges_; }

    /// Screens the screen on top pushed (pause, results) go on top, as the app would put them.
    void applyPending(game::ScreenStack& stack) {
        for (auto& s : pending_)
            stack.push_back(std::move(s));
        stackChanges_ += static_cast<int>(pending_.size());
        pending_.clear();
    }
    /// Stack changes asked for so far (none are expected: a run stays on its screen).
    int stackChanges() const { return stackChanges_; }

  private:
    sf::RenderWindow& window_;
    engine::DeviceState devices_;
    game::Resources res_;
    game::Profile profile_;
    std::vector<std::unique_ptr<game::Screen>> pending_;
    int stackChanges_ = 0;
};

/// The art, font and post effects, loaded as game/app/shell/app.cpp's App::loadAssets does. False without the
/// atlas.
bool loadAssets(game::Resources& res);

/// The window size the game opens on this screen (App::createWindow, not fullscreen): the logical 480×270 at
/// ×3, or the largest whole scale the screen fits.
sf::VideoMode gameWindowMode();

/// Open the game's window unpaced (no v-sync, no frame limiter: the frame's own cost), without key repeat.
void openGameWindow(sf::RenderWindow& window, const char* title);

} // namespace bench
#endif
