// Fuzz target: the pack archive reader (game::readPackArchive). Properties:
//   * it never throws, and an archive it refuses has at least one error, naming the file;
//   * an archive it accepts holds only plain entry names (no path, no `..`), no name twice (letter case aside), no
//     entry over kMaxPackEntryBytes and at most kMaxPackEntries entries, and at least one level;
//   * writePackArchive of what it read reads back to the same folder and the same entries, byte for byte.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "game/edit/pack_archive.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const game::PackReadResult r = game::readPackArchive(text, "fuzz.rcpack");
    if (!r.errors.empty()) {
        for (const std::string& e : r.errors) fuzz::require(e.rfind("fuzz.rcpack:", 0) == 0, "an error names the file");
        return 0;
    }
    fuzz::require(!r.archive.entries.empty(), "an accepted archive holds a file");
    fuzz::require(r.archive.entries.size() <= game::kMaxPackEntries, "an archive holds at most kMaxPackEntries files");
    std::set<std::string> names;
    for (const game::PackEntry& e : r.archive.entries) {
        fuzz::require(game::isPackEntryName(e.name), "an accepted entry has a plain file name");
        fuzz::require(e.name.find('/') == std::string::npos && e.name.find("..") == std::string::npos,
                      "an accepted entry names no path");
        fuzz::require(e.text.size() <= game::kMaxPackEntryBytes, "an accepted entry is within the size limit");
        std::string lower = e.name;
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        fuzz::require(names.insert(lower).second, "no name is accepted twice");
    }
    const std::string written = game::writePackArchive(r.archive);
    const game::PackReadResult back = game::readPackArchive(written, "written.rcpack");
    fuzz::require(back.errors.empty(), "a written archive reads back");
    fuzz::require(back.archive.folder == r.archive.folder, "the folder survives a round trip");
    fuzz::require(back.archive.entries.size() == r.archive.entries.size(), "every entry survives a round trip");
    for (std::size_t i = 0; i < r.archive.entries.size(); ++i)
        fuzz::require(back.archive.entries[i].name == r.archive.entries[i].name &&
                          back.archive.entries[i].text == r.archive.entries[i].text,
                      "an entry keeps its name and bytes");
    return 0;
}
