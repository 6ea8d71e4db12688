#include <catch2/catch.hpp>

#include <ctime>
#include <filesystem>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "game/save/atomic_file.h"
#include "temp_dir.h"

using game::WriteFault;
using savetest::slurp;
using savetest::spit;
using savetest::TempDir;

TEST_CASE("writeFileAtomic creates the file and its missing parent directories", "[save]") {
    TempDir dir;
    std::string path = dir.file("a/b/c/settings.json");
    game::WriteResult r = game::writeFileAtomic(path, "{\"x\": 1}\n");
    REQUIRE(r.ok);
    CHECK(r.error.empty());
    CHECK(slurp(path) == "{\"x\": 1}\n");
    SECTION("no temporary file is left behind") { CHECK_FALSE(std::filesystem::exists(path + ".tmp")); }
}

TEST_CASE("writeFileAtomic replaces an existing file with the new text", "[save]") {
    TempDir dir;
    std::string path = dir.file("p.json");
    spit(path, "old old old old old");
    REQUIRE(game::writeFileAtomic(path, "new").ok);
    CHECK(slurp(path) == "new");
}

TEST_CASE("A failed write at any step keeps the old file and removes the temporary", "[save]") {
    TempDir dir;
    std::string path = dir.file("progress.json");
    spit(path, "the old progress");
    for (WriteFault fault :
         {WriteFault::CreateDir, WriteFault::Open, WriteFault::Write, WriteFault::Sync, WriteFault::Rename}) {
        INFO("fault " << static_cast<int>(fault));
        game::WriteResult r = game::writeFileAtomic(path, "the new progress", fault);
        CHECK_FALSE(r.ok);
        CHECK(r.error.find(dir.path()) != std::string::npos);
        CHECK(slurp(path) == "the old progress");
        CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
    }
    SECTION("a full disk is reported as such") {
        CHECK(game::writeFileAtomic(path, "x", WriteFault::Write).error.find("No space left") !=
              std::string::npos);
    }
}

TEST_CASE("writeFileAtomic fails cleanly when the directory cannot be created", "[save]") {
    TempDir dir;
    spit(dir.file("afile"), "I am a file, not a directory");
    game::WriteResult r = game::writeFileAtomic(dir.file("afile/raycrypt/progress.json"), "x");
    CHECK_FALSE(r.ok);
    CHECK(r.error.find("afile") != std::string::npos);
    CHECK(slurp(dir.file("afile")) == "I am a file, not a directory");
}

TEST_CASE("readWholeFile tells missing, unreadable and ok apart", "[save]") {
    TempDir dir;
    SECTION("a missing file is Missing, not an error") {
        game::ReadResult r = game::readWholeFile(dir.file("nope.json"));
        CHECK(r.status == game::ReadResult::Status::Missing);
        CHECK(r.error.empty());
    }
    SECTION("a path below a regular file is Missing: no file can be there, so nothing is at stake") {
        spit(dir.file("afile"), "I am a file");
        game::ReadResult r = game::readWholeFile(dir.file("afile/raycrypt/progress.json"));
        CHECK(r.status == game::ReadResult::Status::Missing);
        CHECK(r.error.empty());
    }
    SECTION("a directory is Unreadable with a reason") {
        std::filesystem::create_directory(dir.file("d.json"));
        game::ReadResult r = game::readWholeFile(dir.file("d.json"));
        CHECK(r.status == game::ReadResult::Status::Unreadable);
        CHECK(r.error.find("d.json") != std::string::npos);
    }
    SECTION("a file larger than the limit is Unreadable") {
        spit(dir.file("big"), std::string(100, 'x'));
        CHECK(game::readWholeFile(dir.file("big"), 99).status == game::ReadResult::Status::Unreadable);
        CHECK(game::readWholeFile(dir.file("big"), 100).status == game::ReadResult::Status::Ok);
    }
    SECTION("a file's bytes come back exactly, NULs included") {
        std::string text("a\0b\nc", 5);
        spit(dir.file("f"), text);
        game::ReadResult r = game::readWholeFile(dir.file("f"));
        CHECK(r.status == game::ReadResult::Status::Ok);
        CHECK(r.text == text);
    }
}

TEST_CASE("directoryWriteProblem says why nothing can be saved in a directory, creating nothing", "[save]") {
    TempDir dir;
    SECTION("an existing writable directory has no problem") {
        CHECK(game::directoryWriteProblem(dir.path()).empty());
    }
    SECTION("a missing directory under a writable one has no problem, and is not created") {
        CHECK(game::directoryWriteProblem(dir.file("a/b/raycrypt")).empty());
        CHECK_FALSE(std::filesystem::exists(dir.file("a")));
    }
    SECTION("a directory below a regular file cannot exist") {
        spit(dir.file("afile"), "I am a file");
        CHECK(game::directoryWriteProblem(dir.file("afile/raycrypt")) == "Not a directory");
        CHECK(game::directoryWriteProblem(dir.file("afile")) == "Not a directory");
        CHECK(slurp(dir.file("afile")) == "I am a file");
    }
    SECTION("a directory the user may not write in is refused (root may write anywhere, so only as a user)") {
        std::filesystem::create_directory(dir.file("ro"));
        std::filesystem::permissions(dir.file("ro"), std::filesystem::perms::owner_read |
                                                         std::filesystem::perms::owner_exec);
        if (::geteuid() != 0) {
            CHECK(game::directoryWriteProblem(dir.file("ro")) == "Permission denied");
            CHECK(game::directoryWriteProblem(dir.file("ro/raycrypt")) == "Permission denied");
        }
        std::filesystem::permissions(dir.file("ro"), std::filesystem::perms::owner_all);
    }
}

TEST_CASE("moveAside keeps each bad file under its own timestamped name", "[save]") {
    TempDir dir;
    std::string path = dir.file("s.json");
    const std::time_t t = 1764111600; // 2025-11-25 23:00:00 UTC
    spit(path, "first");
    CHECK(game::moveAside(path, {}, t) == path + ".20251125-230000.bak");
    CHECK_FALSE(std::filesystem::exists(path));
    spit(path, "second");
    CHECK(game::moveAside(path, {}, t) == path + ".20251125-230000-2.bak");
    spit(path, "third");
    CHECK(game::moveAside(path, {}, t + 61) == path + ".20251125-230101.bak");
    std::vector<std::string> copies = game::asideCopies(path);
    REQUIRE(copies.size() == 3);
    CHECK(slurp(copies[0]) == "first");
    CHECK(slurp(copies[1]) == "second");
    CHECK(slurp(copies[2]) == "third");
    SECTION("a missing file cannot be moved") { CHECK(game::moveAside(path).empty()); }
}

TEST_CASE("asideCopies orders copies by time and sequence and ignores other names", "[save]") {
    TempDir dir;
    std::string path = dir.file("p.json");
    for (const char* name : {"p.json.20250101-000000-10.bak", "p.json.20250101-000000-2.bak",
                             "p.json.20240101-000000.bak", "p.json.20250101-000000.bak", "p.json.bak",
                             "p.json.2025-01-01.bak", "q.json.20250101-000000.bak", "p.json.20250101-000000-0.bak"})
        spit(dir.file(name), name);
    std::vector<std::string> copies = game::asideCopies(path);
    REQUIRE(copies.size() == 4);
    CHECK(copies[0] == dir.file("p.json.20240101-000000.bak"));
    CHECK(copies[1] == dir.file("p.json.20250101-000000.bak"));
    CHECK(copies[2] == dir.file("p.json.20250101-000000-2.bak"));
    CHECK(copies[3] == dir.file("p.json.20250101-000000-10.bak"));
}

TEST_CASE("moveAside keeps the newest 10 copies and never removes the only copy of precious data", "[save]") {
    TempDir dir;
    std::string path = dir.file("p.json");
    auto precious = [](std::string_view text) { return text.find("precious") != std::string_view::npos; };
    const std::time_t t0 = 1764111600;
    // Oldest first: a unique precious copy, a precious copy that a newer copy repeats, then junk.
    std::vector<std::string> contents = {"precious A", "precious B", "junk 0"};
    for (int i = 1; contents.size() < game::kKeptAsideCopies + 4; ++i) contents.push_back("junk " + std::to_string(i));
    contents.push_back("precious B");
    for (std::size_t i = 0; i < contents.size(); ++i) {
        spit(path, contents[i]);
        REQUIRE_FALSE(game::moveAside(path, precious, t0 + static_cast<std::time_t>(i)).empty());
    }
    std::vector<std::string> copies = game::asideCopies(path);
    REQUIRE(copies.size() == game::kKeptAsideCopies + 1);
    CHECK(slurp(copies[0]) == "precious A"); // older than the newest 10, but the only copy
    for (std::size_t i = 1; i < copies.size(); ++i)
        CHECK(slurp(copies[i]) == contents[contents.size() - game::kKeptAsideCopies + i - 1]);
    SECTION("without a precious test only the newest 10 stay") {
        spit(path, "one more");
        REQUIRE_FALSE(game::moveAside(path, {}, t0 + 100).empty());
        std::vector<std::string> left = game::asideCopies(path);
        REQUIRE(left.size() == game::kKeptAsideCopies);
        CHECK(slurp(left.back()) == "one more");
    }
}

TEST_CASE("parentDirectory splits at the last slash", "[save]") {
    CHECK(game::parentDirectory("a/b/c.json") == "a/b");
    CHECK(game::parentDirectory("c.json") == ".");
    CHECK(game::parentDirectory("/c.json") == "/");
}

TEST_CASE("makeDirectories accepts existing directories and refuses an empty name", "[save]") {
    TempDir dir;
    std::string error;
    CHECK(game::makeDirectories(dir.path(), &error));
    CHECK(game::makeDirectories(dir.file("x/y/"), &error));
    CHECK(std::filesystem::is_directory(dir.file("x/y")));
    CHECK_FALSE(game::makeDirectories("", &error));
    CHECK_FALSE(error.empty());
}
