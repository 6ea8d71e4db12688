#pragma once
// A fresh temporary directory for one test, removed (recursively) when the test ends.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace savetest {

/// mkdtemp under $TMPDIR (or /tmp); removed with everything in it on destruction.
class TempDir {
  public:
    TempDir() {
        const char* base = std::getenv("TMPDIR");
        std::string pattern = std::string(base && base[0] ? base : "/tmp") + "/raycrypt-save-XXXXXX";
        path_ = mkdtemp(pattern.data()) ? pattern : std::string();
    }
    ~TempDir() {
        std::error_code ec;
        if (!path_.empty()) std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    /// The directory, or "" when it could not be made.
    const std::string& path() const { return path_; }
    /// path() + "/" + name.
    std::string file(const std::string& name) const { return path_ + "/" + name; }

  private:
    std::string path_;
};

/// Whole content of a file ("" when missing).
inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// Write text to path (plain, for setting up a test).
inline void spit(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

} // namespace savetest
