#pragma once
// A scratch folder for one play test, made on construction and removed with everything in it at the end.
#include <chrono>
#include <filesystem>
#include <string>

namespace play_test {

/// A folder of its own under the temporary directory (named after the clock), removed at the end.
struct ScratchDir {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() /
        ("raycrypt_play_" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
    ScratchDir() { std::filesystem::create_directories(path); }
    ~ScratchDir() { std::filesystem::remove_all(path); }
};

} // namespace play_test
