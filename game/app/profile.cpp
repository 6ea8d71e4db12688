#include "game/app/profile.h"

#include <algorithm>
#include <iostream>

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
    SettingsLoad s = loadSettings(settingsPath);
    settings = s.settings;
    settingsWritable = s.report.writable;
    notify(s.report.notice);
    ProgressLoad p = loadProgress(progressPath);
    progress = p.progress;
    progressWritable = p.report.writable;
    notify(p.report.notice);
}

bool Profile::saveSettings() {
    if (readOnly || !settingsWritable) return false;
    WriteResult r = game::saveSettings(settings, settingsPath);
    if (!r.ok) notify("Settings not saved (" + r.error + ") - the game goes on");
    return r.ok;
}

bool Profile::saveProgress() {
    if (readOnly || !progressWritable) return false;
    WriteResult r = game::saveProgress(progress, progressPath);
    if (!r.ok) notify("Progress not saved (" + r.error + ") - earlier progress is safe");
    return r.ok;
}

} // namespace game
