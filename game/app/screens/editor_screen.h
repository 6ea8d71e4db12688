#pragma once
// The level editor: an EditorSession (game/edit/editor_session.h) changed by the input tools
// (game/app/editor/editor_tools.h) and drawn by its view (game/app/editor/editor_view.h); this screen joins them to
// the window, autosaves, and runs playtests on the screen stack.
#include <memory>
#include <string>

#include "game/app/editor/editor_ui.h"
#include "game/app/screens/screen.h"
#include "game/edit/editor_session.h"

namespace game {

/// The editor on `path` (a level file; a new level when it does not exist). A side file PATH.autosave left by a
/// session that did not save is recovered. Never fails: a file that is not valid JSON opens with what could be
/// read of it (game/edit/level_salvage.h) and its error shown; one with no map to read opens a new level with the
/// reason. The file is not written until the author saves over it.
/// With closesGame, leaving the editor closes the game (`--edit`); otherwise it goes back to the screen below.
std::unique_ptr<Screen> makeEditorScreen(Shell& shell, const std::string& path, bool closesGame);

} // namespace game
