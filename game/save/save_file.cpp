#include "game/save/save_file.h"

namespace game {

LoadReport loadSaveDocument(const std::string& path, std::string_view what, const DocumentParser& parse) {
    LoadReport r;
    if (path.empty()) {
        r.notice = std::string(what) + " will not be saved: no home directory (set HOME or XDG_DATA_HOME)";
        r.writable = false;
        return r;
    }
    ReadResult file = readWholeFile(path);
    if (file.status == ReadResult::Status::Missing) return r;
    if (file.status == ReadResult::Status::Unreadable) {
        r.status = LoadStatus::Unreadable;
        r.writable = false;
        r.notice = std::string(what) + ": " + file.error + " - using defaults and leaving the file alone";
        return r;
    }
    std::string error;
    if (parse(file.text, &error)) {
        r.status = LoadStatus::Loaded;
        return r;
    }
    r.status = LoadStatus::Recovered;
    std::string bak = moveAside(path);
    if (bak.empty()) {
        r.writable = false;
        r.notice = std::string(what) + " file " + path + " is damaged (" + error +
                   ") and cannot be moved aside - using defaults";
    } else {
        r.notice =
            std::string(what) + " file was damaged (" + error + "); kept it as " + bak + " and started fresh";
    }
    return r;
}

} // namespace game
