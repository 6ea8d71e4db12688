#include "game/save/save_file.h"

namespace game {

std::string escapeBytes(std::string_view text) {
    std::string out;
    for (char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c <= 0x7e) {
            out += ch;
            continue;
        }
        const char* hex = "0123456789ABCDEF";
        out += "\\x";
        out += hex[c >> 4];
        out += hex[c & 0xF];
    }
    return out;
}

LoadReport loadSaveDocument(const std::string& path, std::string_view what, const DocumentParser& parse,
                            const PreciousText& precious) {
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
    error = escapeBytes(error);
    std::string bak = moveAside(path, precious);
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
