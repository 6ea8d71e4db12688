// Pack archives: a pack exported to one file and imported elsewhere comes back as it was, every level checked and
// marked; a bad archive is refused with the file, line and entry named, and nothing is written outside the folder.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "game/edit/pack_archive.h"
#include "game/edit/user_levels.h"
#include "edit_test_files.h"

namespace fs = std::filesystem;
using namespace edit_test;

namespace {

/// Every path under dir, relative to it, sorted.
std::vector<std::string> tree(const fs::path& dir) {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        out.push_back(fs::relative(it->path(), dir).string());
    std::sort(out.begin(), out.end());
    return out;
}

/// "raycrypt-pack 1", a folder line, one good level, then `tail` (which ends the archive itself).
std::string archiveWith(const std::string& tail) {
    const std::string room = kCryptRoom;
    return "raycrypt-pack 1\nfolder tour\nfile room.json " + std::to_string(room.size()) + "\n" + room + "\n" + tail;
}

} // namespace

TEST_CASE("A pack exported to one file and imported comes back byte for byte, each level checked and marked",
          "[edit]") {
    const fs::path dir = scratch("pack-roundtrip");
    const fs::path pack = dir / "source" / "tour";
    fs::create_directories(pack);
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.json", pack / "first.json");
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.replay.json", pack / "first.replay.json");
    write(pack / "room.json", kCryptRoom);                                // no solution replay
    write(pack / "broken.json", "{\"format\": 1, \"name\": \"B\",\n \"mode\": \"ninja\", \"tiles\": [\"#@E#\", 7]}");
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/02.json", pack / "second.json");
    fs::copy_file(RAYCRYPT_SOURCE_DIR "/levels/ninja/01.replay.json", pack / "second.replay.json"); // not its run
    write(pack / "pack.json", R"({"name": "Tour", "order": ["first.json", "second.json", "room.json"]})");
    write(pack / "notes.txt", "not part of the pack");
    fs::create_directories(pack / "drafts");
    fs::create_symlink("/etc/hostname", pack / "linked.json");

    const game::PackExportResult out = game::exportPack(pack.string());
    REQUIRE(out.errors.empty());
    CHECK(out.levels == 4);
    CHECK(out.replays == 2);
    CHECK(out.archive.folder == "tour");
    REQUIRE(out.archive.entries.size() == 7);
    CHECK(out.archive.entries[0].name == "pack.json");
    // The link and the sub-folder are left out, each with a note.
    REQUIRE(out.notes.size() == 2);
    CHECK(out.notes[0].find("drafts/: a folder, left out") == 0);
    CHECK(out.notes[1].find("linked.json: not a plain file") == 0);

    const std::string text = game::writePackArchive(out.archive);
    const fs::path file = dir / "tour.rcpack";
    write(file, text);
    const fs::path levels = dir / "data" / "levels";
    const game::PackImportResult in = game::importPackFile(file.string(), levels.string());
    REQUIRE(in.errors.empty());
    REQUIRE(in.ok);
    CHECK(in.folder == (levels / "tour").string());
    CHECK(in.packName == "Tour");
    for (const char* name : {"pack.json", "first.json", "first.replay.json", "room.json", "broken.json", "second.json",
                             "second.replay.json"})
        CHECK(read(levels / "tour" / name) == read(pack / name));
    CHECK(tree(levels) == std::vector<std::string>{"tour", "tour/broken.json", "tour/first.json",
                                                   "tour/first.replay.json", "tour/pack.json", "tour/room.json",
                                                   "tour/second.json", "tour/second.replay.json"});
    // Every level's state, and the why of each marked one: the broken level's error names the archive and the entry.
    REQUIRE(in.levels.size() == 4);
    CHECK(in.marked() == 3);
    for (const game::ImportedLevel& l : in.levels) {
        if (l.file == "first.json") CHECK(l.verified);
        if (l.file == "room.json") CHECK(l.why == "no solution replay");
        if (l.file == "second.json") CHECK(l.why.find("its solution replay ends ") == 0);
        if (l.file == "broken.json") {
            CHECK(l.broken);
            CHECK(l.why.find(file.string() + ":broken.json:2:") == 0);
        }
    }
    const std::vector<std::string> report = game::describeImport(in, file.string());
    REQUIRE(report.size() == 4);
    CHECK(report[0].find("4 levels, 1 verified, 2 unverified, 1 broken") != std::string::npos);

    // The pack lists in My levels in pack.json's order, with the same marks.
    const std::vector<game::UserPack> packs = game::listUserPacks(levels.string());
    REQUIRE(packs.size() == 1);
    CHECK(packs[0].name == "Tour");
    REQUIRE(packs[0].levels.size() == 4);
    CHECK(packs[0].levels[0].verified);
    CHECK_FALSE(packs[0].levels[1].verified);

    // Importing again never overwrites: the second copy gets a folder of its own.
    const game::PackImportResult again = game::importPackFile(file.string(), levels.string());
    REQUIRE(again.ok);
    CHECK(again.folder == (levels / "tour-2").string());
    CHECK(read(levels / "tour" / "pack.json") == read(pack / "pack.json"));
    fs::remove_all(dir);
}

TEST_CASE("A bad pack archive is refused naming the file, the line and the entry, and nothing is written", "[edit]") {
    const fs::path dir = scratch("pack-bad");
    const fs::path levels = dir / "data" / "levels";
    struct Bad {
        std::string text;
        std::string message; ///< the message after "FILE:"
    };
    const std::string room = kCryptRoom;
    const std::vector<Bad> cases = {
        {archiveWith("file ../evil.json 2\n{}\nend\n"), "5: entry '../evil.json' leads out of the pack's folder ('..')"},
        {archiveWith("file /tmp/evil.json 2\n{}\nend\n"), "5: entry '/tmp/evil.json' is an absolute path"},
        {archiveWith("file sub/evil.json 2\n{}\nend\n"), "5: entry 'sub/evil.json' is a path"},
        {archiveWith("file .hidden.json 2\n{}\nend\n"), "5: entry '.hidden.json' starts with '.'"},
        {archiveWith("file run.sh 2\n{}\nend\n"), "5: entry 'run.sh' is neither a level"},
        {archiveWith("link evil.json /etc/passwd\nend\n"), "5: unknown entry kind 'link'"},
        {archiveWith("file ROOM.json 2\n{}\nend\n"), "5: entry 'ROOM.json': a file of that name (letter case aside) is "
                                                      "already on line 3"},
        {archiveWith("file room.json 2\n{}\nend\n"), "5: entry 'room.json': a file of that name"},
        {archiveWith("file huge.json 4294967295\n"), "5: entry 'huge.json': 4294967295 bytes is over the limit"},
        {archiveWith("file huge.json 99999999999999999999\n"), "5: entry 'huge.json': 99999999999999999999 bytes is over the limit"},
        {archiveWith("file cut.json 40\n{\"format\": 1,"), "5: entry 'cut.json': the archive ends after 13 of its 40 "
                                                          "bytes (truncated?)"},
        {archiveWith("file short.json 2\n{\"a\": 1}\nend\n"), "5: entry 'short.json': no newline after its 2 bytes"},
        {archiveWith("file nan.json NaN\n{}\nend\n"), "5: entry 'nan.json': expected a byte count (a whole number), "
                                                       "got 'NaN'"},
        {archiveWith("file neg.json -2\n{}\nend\n"), "5: entry 'neg.json': expected a byte count"},
        {archiveWith("file x.json 2.0\n{}\nend\n"), "5: entry 'x.json': expected a byte count"},
        {archiveWith("file x.json\n{}\nend\n"), "5: expected 'file NAME BYTES', got 'file x.json'"},
        {archiveWith("file x.replay.json 2\n{}\nend\n"), "5: entry 'x.replay.json': a solution replay with no level"},
        {archiveWith("end\nfile x.json 2\n{}\n"), "6: text after the 'end' line"},
        {archiveWith(""), "5: the archive ends without its 'end' line (truncated?)"},
        {archiveWith("en"), "5: the archive ends inside the line 'en' (truncated?)"},
        {"raycrypt-pack 1\nfolder ../../etc\nend\n", "2: folder '../../etc' leads out of the pack's folder"},
        {"raycrypt-pack 1\nfolder tour\nend\n", "3: the archive holds no level"},
        {"raycrypt-pack 2\nend\n", "1: archive format '2' is not one this game reads"},
        {"{\"files\": [{\"name\": \"a.json\", \"text\": NaN}]}\n", "1: not a pack archive"},
        {"", "1: not a pack archive"},
    };
    for (const Bad& bad : cases) {
        CAPTURE(bad.text);
        const fs::path file = dir / "bad.rcpack";
        write(file, bad.text);
        const game::PackImportResult r = game::importPackFile(file.string(), levels.string());
        CHECK_FALSE(r.ok);
        REQUIRE_FALSE(r.errors.empty());
        CHECK(r.errors.front().find(file.string() + ":" + bad.message) == 0);
        CHECK(tree(dir) == std::vector<std::string>{"bad.rcpack"}); // not even the levels folder
        CHECK_FALSE(fs::exists("/tmp/evil.json"));
    }
    fs::remove_all(dir);
}

TEST_CASE("An archive over the size limit is refused unread, and a level holding NaN imports marked broken", "[edit]") {
    const fs::path dir = scratch("pack-limits");
    const fs::path levels = dir / "levels";
    const fs::path big = dir / "big.rcpack";
    std::ofstream(big) << "raycrypt-pack 1\n";
    fs::resize_file(big, game::kMaxPackArchiveBytes + 1); // sparse: nothing is really written
    const game::PackImportResult r = game::importPackFile(big.string(), levels.string());
    CHECK_FALSE(r.ok);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].find(big.string()) != std::string::npos);
    CHECK_FALSE(fs::exists(levels));

    const std::string nan = R"({"format": 1, "name": "N", "mode": "crypt", "tiles": ["#####", "#@.E#", "#####"],
 "entities": [{"type": "bat", "x": NaN, "y": 1}]})";
    const fs::path file = dir / "nan.rcpack";
    write(file, archiveWith("file nan.json " + std::to_string(nan.size()) + "\n" + nan + "\nend\n"));
    const game::PackImportResult in = game::importPackFile(file.string(), levels.string());
    REQUIRE(in.ok);
    REQUIRE(in.levels.size() == 2);
    CHECK(in.levels[1].broken);
    CHECK(in.levels[1].why.find(file.string() + ":nan.json:2:") == 0);
    CHECK(read(levels / "tour" / "nan.json") == nan);
    fs::remove_all(dir);
}

TEST_CASE("An import never writes through a link left under the pack's folder name", "[edit]") {
    const fs::path dir = scratch("pack-link");
    const fs::path levels = dir / "levels", outside = dir / "outside";
    fs::create_directories(levels);
    fs::create_directories(outside);
    fs::create_directory_symlink(outside, levels / "tour");
    fs::create_symlink(dir / "nowhere", levels / "tour-2"); // a dangling one too
    const fs::path file = dir / "tour.rcpack";
    write(file, archiveWith("end\n"));
    const game::PackImportResult in = game::importPackFile(file.string(), levels.string());
    REQUIRE(in.ok);
    CHECK(in.folder == (levels / "tour-3").string());
    CHECK(fs::is_empty(outside));
    CHECK_FALSE(fs::exists(dir / "nowhere"));
    CHECK(read(levels / "tour-3" / "room.json") == kCryptRoom);
    fs::remove_all(dir);
}
