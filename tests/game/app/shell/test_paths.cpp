// The data search (game/app/shell/paths.h): the override, the build tree, the installed data beside the executable
// (a moved prefix), the configured prefix, in that order.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include <unistd.h>

#include "game/app/shell/paths.h"

namespace fs = std::filesystem;

namespace {

/// A fresh empty directory under the system's temp folder, its own for this process.
fs::path scratch(const std::string& name) {
    fs::path dir = fs::temp_directory_path() / ("raycrypt_test_paths_" + std::to_string(::getpid()) + "_" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/// An installed prefix: prefix/games and prefix/share/games/raycrypt/levels.
game::DataSearch installedAt(const fs::path& prefix) {
    fs::create_directories(prefix / "games");
    fs::create_directories(prefix / "share/games/raycrypt/levels");
    game::DataSearch s;
    s.exeDir = (prefix / "games").string();
    s.buildDir = "/nonexistent/build";
    s.sourceDir = "/nonexistent/source";
    s.dataFromBin = "../share/games/raycrypt";
    s.installDataDir = "/nonexistent/usr/share/games/raycrypt";
    return s;
}

} // namespace

TEST_CASE("The data search tries the override, the data beside the executable, then the configured prefix",
          "[paths]") {
    game::DataSearch s;
    s.env = "/override";
    s.exeDir = "/opt/rc/games";
    s.buildDir = "/src/build";
    s.sourceDir = "/src";
    s.dataFromBin = "../share/games/raycrypt";
    s.installDataDir = "/usr/share/games/raycrypt";
    const std::vector<std::string> c = game::dataCandidates(s);
    REQUIRE(c.size() == 6);
    CHECK(c[0] == "/override");
    CHECK(c[1] == "/opt/rc/share/games/raycrypt");
    CHECK(c[2] == "/usr/share/games/raycrypt");
    CHECK(c[3] == "/opt/rc");
    CHECK(c[4] == "/opt/rc/games");
    CHECK(c[5] == "/src");
    s.env.clear();
    CHECK(game::dataCandidates(s).front() == "/opt/rc/share/games/raycrypt");
}

TEST_CASE("The executable in its build directory reads the source tree before any installed data", "[paths]") {
    const fs::path build = scratch("build");
    game::DataSearch s;
    s.exeDir = build.string();
    s.buildDir = build.string();
    s.sourceDir = "/src";
    s.dataFromBin = "../share/games/raycrypt";
    s.installDataDir = "/usr/share/games/raycrypt";
    const std::vector<std::string> c = game::dataCandidates(s);
    REQUIRE(c.size() >= 2);
    CHECK(c[0] == "/src");
    CHECK(c[1] == (build.parent_path() / "share/games/raycrypt").string());
    fs::remove_all(build);
}

TEST_CASE("An installed prefix moved elsewhere still finds its data beside the executable", "[paths]") {
    const fs::path root = scratch("moved");
    game::DataSearch s = installedAt(root / "first");
    CHECK(game::findDataPaths(s).root == (root / "first/share/games/raycrypt").string());
    fs::rename(root / "first", root / "second");
    s.exeDir = (root / "second/games").string();
    const game::DataPaths found = game::findDataPaths(s);
    CHECK(found.root == (root / "second/share/games/raycrypt").string());
    CHECK(found.levels == found.root + "/levels");
    CHECK(found.assets == found.root + "/assets");
    // RAYCRYPT_DATA wins over the installed data when it holds levels/.
    fs::create_directories(root / "mine/levels");
    s.env = (root / "mine").string();
    CHECK(game::findDataPaths(s).root == (root / "mine").string());
    fs::remove_all(root);
}

TEST_CASE("Without any data directory the search finds nothing", "[paths]") {
    game::DataSearch s = installedAt(scratch("none"));
    fs::remove_all(fs::path(s.exeDir).parent_path() / "share");
    CHECK_FALSE(game::findDataPaths(s).found());
    fs::remove_all(fs::path(s.exeDir).parent_path());
}
