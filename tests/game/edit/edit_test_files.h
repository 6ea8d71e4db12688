#pragma once
// Helpers for the editing tests: scratch folders, and whole files written and read back.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace edit_test {

/// A fresh, empty scratch folder for one test: raycrypt-NAME-PID in the temporary directory.
inline std::filesystem::path scratch(const std::string& name) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("raycrypt-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

/// Write `text` to `path`, making its folder first.
inline void write(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

/// The whole file at `path` ("" when it cannot be read).
inline std::string read(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// A one-room crypt level.
inline constexpr const char* kCryptRoom =
    R"({"format": 1, "name": "Room", "mode": "crypt", "tiles": ["#####", "#@.E#", "#####"]})";

} // namespace edit_test
