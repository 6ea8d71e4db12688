#pragma once
// Profile: the player's settings and progress as the running game holds them, with their files. Saving never
// stops the game: a failure becomes one notice line for the player (each distinct message once), and the last
// good file on disk stays as it was (atomic writes). Files that could not be read are never written over.
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
    std::vector<std::string> notices; ///< one-line messages not yet shown

    /// Load both files (save_paths.h locations unless paths are given), queueing their notices.
    void load(const std::string& settingsFile, const std::string& progressFile);
    /// Save the settings now; false (and a notice) on failure.
    bool saveSettings();
    /// Save the progress now; false (and a notice) on failure.
    bool saveProgress();

  private:
    void notify(const std::string& line);
    std::vector<std::string> told_;
};

} // namespace game
