#pragma once
// The level editor: a LevelDoc (game/edit/level_doc.h) painted and arranged with the mouse and keyboard, checked
// after every edit with --check's own messages, playtested with one key, and saved in canonical form.
#include <memory>
#include <string>

#include "game/app/screens/screen.h"

namespace game {

/// The editor on `path` (a level file; a new level when it does not exist). A side file PATH.autosave left by a
/// session that did not save is recovered. Never fails: a file that is not valid JSON opens with what could be
/// read of it (game/edit/level_salvage.h) and its error shown; one with no map to read opens a new level with the
/// reason. The file is not written until the author saves over it.
/// With closesGame, leaving the editor closes the game (`--edit`); otherwise it goes back to the screen below.
std::unique_ptr<Screen> makeEditorScreen(Shell& shell, const std::string& path, bool closesGame);

/// The side file the editor autosaves `path` to every 30 s while there are unsaved changes.
std::string autosavePathFor(const std::string& path);

} // namespace game
