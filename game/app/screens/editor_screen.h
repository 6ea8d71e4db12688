#pragma once
// The level editor: a LevelDoc (game/edit/level_doc.h) painted and arranged with the mouse and keyboard, checked
// after every edit with --check's own messages, playtested with one key, and saved in canonical form.
#include <memory>
#include <string>

#include "game/app/screens/screen.h"

namespace game {

/// The editor's layout, logical px unless said otherwise (what a test or a bench driving it needs to know).
namespace editor_layout {
/// Zoom steps: logical pixels per cell, and the step the editor opens at.
inline constexpr float kZooms[] = {4.0f, 8.0f, 12.0f, 16.0f};
inline constexpr int kFirstZoom = 1;
/// The bar at the top (tools and status) and the one at the bottom (validation).
inline constexpr float kTopBar = 22.0f;
inline constexpr float kBottomBar = 12.0f;
/// The inspector's width at the right, when an entity is selected.
inline constexpr float kInspectorWidth = 150.0f;
/// The largest side of the minimap.
inline constexpr float kMinimapMax = 96.0f;
/// Cells panned per arrow key press.
inline constexpr int kPanCells = 4;
/// The first cell the view shows, in x and y (one cell of margin above and left of the level).
inline constexpr int kFirstCam = -1;
} // namespace editor_layout

/// The editor on `path` (a level file; a new level when it does not exist). A side file PATH.autosave left by a
/// session that did not save is recovered. Never fails: a file that is not valid JSON opens with what could be
/// read of it (game/edit/level_salvage.h) and its error shown; one with no map to read opens a new level with the
/// reason. The file is not written until the author saves over it.
/// With closesGame, leaving the editor closes the game (`--edit`); otherwise it goes back to the screen below.
std::unique_ptr<Screen> makeEditorScreen(Shell& shell, const std::string& path, bool closesGame);

/// The side file the editor autosaves `path` to every 30 s while there are unsaved changes.
std::string autosavePathFor(const std::string& path);

} // namespace game
