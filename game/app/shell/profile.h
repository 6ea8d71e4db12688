#pragma once
// Profile: the player's settings and progress as the running game holds them, with their files. Saving never
// stops the game: a problem becomes one notice line for the player, once per file per run (a save directory
// nothing can be written to is told at load; otherwise the first failed save tells), and the last good file on
// disk stays as it was (atomic writes). Files that could not be read are never written over.
#include <string>
#include <vector>

#include "game/save/progress.h"
#include "game/save/settings.h"

namespace game {

/// Settings and progress plus where they are saved.
struct Profile {
    Settings settings;                ///< the live settings
    Progress progress;                ///< the live progress
    std::string settingsPath;         ///< settings file ("" : none)
    std::string progressPath;         ///< progress file ("" : none)
    bool settingsWritable = true;     ///< false after an unreadable settings file
    bool progressWritable = true;     ///< false after an unreadable progress file
    bool readOnly = false;            ///< never write (screenshot and replay runs)
    bool settingsIncomplete = false;  ///< the settings file left fields out (completeSettings writes them)
    std::vector<std::string> notices; ///< one-line messages not yet shown

    /// Load both files (save_paths.h locations unless paths are given), queueing their notices; then one line
    /// for save directories nothing can be written to (one line for both when the reason is the same).
    void load(const std::string& settingsFile, const std::string& progressFile);
    /// Save the settings now; false on failure (with a notice unless one was given about the settings before).
    bool saveSettings();
    /// Write the settings file again when it left fields out, so their notice is given once.
    void completeSettings();
    /// Save the progress now; false on failure (with a notice unless one was given about the progress before).
    bool saveProgress();

  private:
    void notify(const std::string& line);
    void checkDirectories();
    std::vector<std::string> told_;
    bool settingsTold_ = false; ///< a line about saving the settings was given: later failures stay quiet
    bool progressTold_ = false; ///< the same for the progress
};

} // namespace game
