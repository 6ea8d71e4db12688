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

std::vector<std::string> dataCandidates() {
    std::vector<std::string> out;
    if (const char* env = std::getenv("RAYCRYPT_DATA"); env != nullptr && env[0] != '\0')
        out.emplace_back(env);
    if (std::string exe = executableDirectory(); !exe.empty()) {
        out.push_back(fs::path(exe).parent_path().string());
        out.push_back(exe);
    }
#ifdef RAYCRYPT_SOURCE_DIR
    out.emplace_back(RAYCRYPT_SOURCE_DIR);
#endif
    return out;
}

DataPaths findDataPaths() {
    std::error_code ec;
    for (const std::string& root : dataCandidates())
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
