#include "game/app/shell/profile.h"

#include <algorithm>
#include <iostream>

#include "engine/platform/key_names.h"

namespace game {

void Profile::notify(const std::string& line) {
    if (line.empty() || std::find(told_.begin(), told_.end(), line) != told_.end()) return;
    told_.push_back(line);
    notices.push_back(line);
    std::cerr << "raycrypt: " << line << '\n';
}

void Profile::load(const std::string& settingsFile, const std::string& progressFile) {
    settingsPath = settingsFile;
    progressPath = progressFile;
    SettingsLoad s = loadSettings(settingsPath, [](std::string_view name) { return engine::keyFromName(name).has_value(); });
    settings = s.settings;
    settingsWritable = s.report.writable;
    settingsIncomplete = s.missingFields;
    ProgressLoad p = loadProgress(progressPath);
    progress = p.progress;
    progressWritable = p.report.writable;
    if (settingsPath.empty() && progressPath.empty()) { // one problem, one line
        notify("Settings and progress will not be saved: no home directory (set HOME, or XDG_CONFIG_HOME and "
               "XDG_DATA_HOME)");
    } else {
        notify(s.report.notice);
        notify(p.report.notice);
    }
    checkDirectories();
}

void Profile::checkDirectories() {
    auto problem = [](bool writable, const std::string& path) {
        return writable && !path.empty() ? directoryWriteProblem(parentDirectory(path)) : std::string();
    };
    const std::string s = problem(settingsWritable, settingsPath), p = problem(progressWritable, progressPath);
    const std::string after = ") - the game goes on, and the files already saved stay as they are";
    if (!s.empty() && s == p)
        notify("Settings and progress will not be saved to " + settingsPath + " and " + progressPath + " (" + s +
               after);
    else if (!s.empty())
        notify("Settings will not be saved to " + settingsPath + " (" + s + after);
    if (!p.empty() && s != p) notify("Progress will not be saved to " + progressPath + " (" + p + after);
    settingsTold_ = !s.empty();
    progressTold_ = !p.empty();
}

bool Profile::saveSettings() {
    if (readOnly || !settingsWritable) return false;
    WriteResult r = game::saveSettings(settings, settingsPath);
    if (!r.ok && !settingsTold_) notify("Settings not saved (" + r.error + ") - the game goes on");
    settingsTold_ = settingsTold_ || !r.ok;
    return r.ok;
}

void Profile::completeSettings() {
    if (settingsIncomplete && saveSettings()) settingsIncomplete = false;
}

bool Profile::saveProgress() {
    if (readOnly || !progressWritable) return false;
    WriteResult r = game::saveProgress(progress, progressPath);
    if (!r.ok && !progressTold_) notify("Progress not saved (" + r.error + ") - earlier progress is safe");
    progressTold_ = progressTold_ || !r.ok;
    return r.ok;
}

} // namespace game
