#include "game/app/shell/paths.h"

#include <cstdlib>
#include <filesystem>

namespace game {

namespace fs = std::filesystem;

std::string executableDirectory() {
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string() : exe.parent_path().string();
}

DataSearch processDataSearch() {
    DataSearch s;
    if (const char* env = std::getenv("RAYCRYPT_DATA"); env != nullptr) s.env = env;
    s.exeDir = executableDirectory();
#ifdef RAYCRYPT_BUILD_DIR
    s.buildDir = RAYCRYPT_BUILD_DIR;
#endif
#ifdef RAYCRYPT_SOURCE_DIR
    s.sourceDir = RAYCRYPT_SOURCE_DIR;
#endif
#ifdef RAYCRYPT_DATA_FROM_BIN
    s.dataFromBin = RAYCRYPT_DATA_FROM_BIN;
#endif
#ifdef RAYCRYPT_INSTALL_DATA_DIR
    s.installDataDir = RAYCRYPT_INSTALL_DATA_DIR;
#endif
    return s;
}

std::vector<std::string> dataCandidates(const DataSearch& s) {
    std::vector<std::string> out;
    if (!s.env.empty()) out.push_back(s.env);
    const fs::path exe(s.exeDir);
    std::error_code ec;
    const bool inBuildTree = !s.exeDir.empty() && !s.buildDir.empty() && fs::equivalent(exe, s.buildDir, ec);
    if (inBuildTree && !s.sourceDir.empty()) out.push_back(s.sourceDir);
    if (!s.exeDir.empty() && !s.dataFromBin.empty()) out.push_back((exe / s.dataFromBin).lexically_normal().string());
    if (!s.installDataDir.empty()) out.push_back(s.installDataDir);
    if (!s.exeDir.empty()) {
        out.push_back(exe.parent_path().string());
        out.push_back(s.exeDir);
    }
    if (!s.sourceDir.empty()) out.push_back(s.sourceDir);
    return out;
}

std::vector<std::string> dataCandidates() { return dataCandidates(processDataSearch()); }

DataPaths findDataPaths() { return findDataPaths(processDataSearch()); }

DataPaths findDataPaths(const DataSearch& search) {
    std::error_code ec;
    for (const std::string& root : dataCandidates(search))
        if (fs::is_directory(fs::path(root) / "levels", ec))
            return {root, root + "/levels", root + "/assets"};
    return {};
}

std::string relativeTo(const std::string& base, const std::string& path) {
    std::error_code ec;
    fs::path b = fs::weakly_canonical(fs::absolute(base, ec), ec);
    fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
    if (ec) return {};
    fs::path rel = p.lexically_relative(b);
    if (rel.empty() || *rel.begin() == "..") return {};
    return rel.generic_string();
}

} // namespace game
