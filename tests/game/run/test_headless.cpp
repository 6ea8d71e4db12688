#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "game/run/headless.h"

namespace {

/// A quiet room (nothing kills, the exit is out of reach) written to a fresh file; removed on destruction.
struct QuietLevel {
    std::filesystem::path path = std::filesystem::temp_directory_path() /
                                 ("raycrypt_headless_" + std::to_string(::getpid()) + ".json");
    QuietLevel() {
        std::ofstream(path) << R"({"format": 1, "name": "Quiet", "mode": "ninja",
  "tiles": ["##########", "#@.....#E#", "##########"]})";
    }
    ~QuietLevel() { std::filesystem::remove(path); }
};

/// The "ticks" of `raycrypt --headless` with these options.
std::string ticksOf(const game::CommandLine& options) {
    std::ostringstream out, err;
    REQUIRE(game::runHeadlessCommand(options, out, err) == 0);
    const std::string line = out.str();
    const std::size_t at = line.find("\"ticks\":");
    REQUIRE(at != std::string::npos);
    return line.substr(at + 8, line.find(',', at) - at - 8);
}

} // namespace

TEST_CASE("a headless run of a level without a replay runs exactly --ticks ticks, and 1200 without it", "[run]") {
    QuietLevel level;
    game::CommandLine options;
    options.mode = game::RunMode::Headless;
    options.level = level.path.string();
    options.ticks = 50;
    CHECK(ticksOf(options) == "50");
    options.ticks = 0;
    CHECK(ticksOf(options) == "1200");
}
