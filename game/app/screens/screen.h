#pragma once
// Screens and the shell they run in. The app keeps a stack of screens (title → mode select → level select →
// play → pause → settings ...). Every frame each screen is updated (the top one knows it is on top); the
// scene (the world, or the title's backdrop) comes from the topmost screen that has one; the interface is
// drawn from the topmost screen down to the first one that covers those below. Stack changes asked for by a
// screen are applied after it returns (a screen may safely pop itself).
#include <SFML/Graphics.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/platform/device_state.h"
#include "engine/render/atlas.h"
#include "engine/render/bitmap_font.h"
#include "game/app/audio/audio_bank.h"
#include "game/app/shell/level_catalog.h"
#include "game/app/ui/painter.h"
#include "game/app/shell/paths.h"
#include "game/app/fx/post_fx.h"
#include "game/app/shell/profile.h"
#include "game/edit/user_levels.h"
#include "game/app/ui/ui_input.h"

namespace game {

/// Which screen a screen is (for stack navigation).
enum class ScreenKind { Title, ModeSelect, LevelSelect, Play, Pause, Settings, Controls, Results, Watch, Editor, MyLevels,
                        Assist, Photosensitivity };

/// RAYCRYPT_UI_TRACE=1: the screen stack (once the first frame after a change of it is drawn), notices and the
/// watch screen's state go to stderr as "ui: ..." lines, so the window tests can follow what a player sees.
bool uiTrace();

/// The world layer a scene draws into: a canvas one margin larger than the screen on each side, and what it
/// asks of the compositor.
struct SceneFrame {
    sf::RenderTexture& canvas; ///< (480 + 2m) × (270 + 2m)
    sf::Vector2f subpixel;   ///< set by the scene: the canvas is shown shifted left/up by this, px in [0, 1)
    float desaturate = 0.0f; ///< 0..1 bullet-time desaturation
    float vignette = 0.0f;   ///< 0..1
    sf::Color vignetteTint = sf::Color::Black; ///< colour the vignette darkens towards
    float topShade = 0.0f; ///< logical px: a black gradient atop the screen, under the HUD (0: none)
};

/// Loaded once, shared by every screen.
struct Resources {
    engine::Atlas atlas;     ///< sprites, animations, font glyphs
    engine::BitmapFont font; ///< the pixel font
    AudioBank audio;         ///< sounds and music (silent without a device)
    PostFx post;             ///< bullet-time shader and vignette
    DataPaths paths;         ///< where levels/ and assets/ are
    LevelCatalog catalog;    ///< both modes' levels
};

class Screen; ///< see below

/// What screens can ask of the app.
class Shell {
  public:
    virtual ~Shell() = default; ///< an interface
    /// Put a screen on top.
    virtual void push(std::unique_ptr<Screen> screen) = 0;
    /// Remove the top screen.
    virtual void pop() = 0;
    /// Remove screens until the top one is of kind (all of them when there is none).
    virtual void popTo(ScreenKind kind) = 0;
    /// Replace the whole stack by these screens, bottom first.
    virtual void reset(std::unique_ptr<Screen> bottom) = 0;
    /// Close the game.
    virtual void quit() = 0;
    /// Shared resources.
    virtual Resources& resources() = 0;
    /// Settings and progress.
    virtual Profile& profile() = 0;
    /// Apply the settings now (volumes, fullscreen, v-sync, bindings).
    virtual void applySettings() = 0;
    /// Play a menu sound ("menu_move", "menu_select").
    virtual void sound(std::string_view name) = 0;
    /// Window size in pixels (for mapping the mouse).
    virtual sf::Vector2u windowSize() const = 0;
    /// The keyboard, the mouse (window pixels) and the window's focus as the window's events describe them:
    /// reading them asks the display server nothing.
    virtual const engine::DeviceState& devices() const = 0;
    /// True when the game was started on one level file (--level): quitting a level closes the game.
    virtual bool singleLevel() const = 0;
    /// Open the level list of a mode (title → mode select → level select underneath it).
    virtual void openLevelSelect(ModeId mode, int focus) = 0;
    /// Play level `index` of a mode's catalog on top of its level select.
    virtual void playCatalogLevel(ModeId mode, int index) = 0;
    /// Back to My levels (the title and My levels when it is not on the stack).
    virtual void openMyLevels() = 0;
    /// Play the level `pack.index` of a My levels pack on top of My levels.
    virtual void playPackLevel(const PackPlaylist& pack) = 0;
};

/// One screen of the stack.
class Screen {
  public:
    virtual ~Screen() = default; ///< owned by the stack
    /// Which screen this is.
    virtual ScreenKind kind() const = 0;
    /// A menu command (only the top screen receives them).
    virtual void command(const UiCommand&) {}
    /// A raw window event (only the top screen receives them; before command()). Return true to swallow it.
    virtual bool event(const sf::Event&) { return false; }
    /// Advance by frameSeconds of real time; top says whether this screen is on top.
    virtual void update(double, bool) {}
    /// True when this screen draws a scene (the world, a backdrop).
    virtual bool hasScene() const { return false; }
    /// Draw the scene into frame.canvas.
    virtual void drawScene(SceneFrame&) {}
    /// Draw the interface (logical 480×270 px).
    virtual void drawUi(Painter& p, double now) = 0;
    /// True when the interface of the screens below is hidden by this one.
    virtual bool coversBelow() const { return true; }
    /// While this screen's world runs: the logical rect the level is seen through, which no text may cover (the
    /// UI trace checks it); nullopt otherwise.
    virtual std::optional<sf::FloatRect> runningView() const { return std::nullopt; }
    /// The music theme this screen wants ("lab", "catacomb"); "" keeps what the screens below chose.
    virtual std::string_view music() const { return {}; }
};

/// The title screen (its animated backdrop is a scene).
std::unique_ptr<Screen> makeTitleScreen(Shell& shell);
/// Choose ninja or crypt.
std::unique_ptr<Screen> makeModeSelect(Shell& shell, ModeId focus = 0);
/// The levels of one mode, focus on index.
std::unique_ptr<Screen> makeLevelSelect(Shell& shell, ModeId mode, int focus = 0);
/// The pause menu over a level of `mode` (catalogIndex: its index in the mode's catalog, −1 when not in it);
/// restart restarts it; Level select opens My levels when the level was played from there (fromMyLevels).
std::unique_ptr<Screen> makePauseMenu(Shell& shell, ModeId mode, std::function<void()> restart, int catalogIndex = -1,
                                      bool fromMyLevels = false);
/// Settings (volumes, display, controls).
std::unique_ptr<Screen> makeSettingsScreen(Shell& shell);
/// The player's own levels, by pack: play, edit, or create one.
std::unique_ptr<Screen> makeMyLevelsScreen(Shell& shell);
/// The Assist menu: game speed, invincibility, infinite focus and shells, dash assist, skip level. Opened over a
/// catalog level (mode, catalogIndex >= 0), skipping skips that level; elsewhere it opens the next level of each
/// mode.
std::unique_ptr<Screen> makeAssistScreen(Shell& shell, ModeId mode = 0, int catalogIndex = -1);
/// Key and gamepad bindings.
std::unique_ptr<Screen> makeControlsScreen(Shell& shell);
/// The photosensitivity notice shown once on first start, before the title (F toggles flash reduction).
std::unique_ptr<Screen> makePhotosensitivityScreen(Shell& shell);

} // namespace game
