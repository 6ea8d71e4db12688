#include <catch2/catch.hpp>

#include <filesystem>

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

TEST_CASE("moveAside renames a file to .bak, replacing an older .bak", "[save]") {
    TempDir dir;
    std::string path = dir.file("s.json");
    spit(path + ".bak", "older");
    spit(path, "broken");
    CHECK(game::moveAside(path) == path + ".bak");
    CHECK(slurp(path + ".bak") == "broken");
    CHECK_FALSE(std::filesystem::exists(path));
    SECTION("a missing file cannot be moved") { CHECK(game::moveAside(path).empty()); }
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
