#include "game/save/save_paths.h"

#include <cstdlib>

namespace game {

namespace {

/// base/raycrypt from the XDG variable when it is an absolute path, else $HOME/fallback/raycrypt, else "".
std::string xdgDirectory(const EnvLookup& env, const char* variable, const char* fallback) {
    const char* xdg = env(variable);
    if (xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/raycrypt";
    const char* home = env("HOME");
    if (home != nullptr && home[0] != '\0') return std::string(home) + "/" + fallback + "/raycrypt";
    return {};
}

/// dir + "/" + name, or "" when dir is "".
std::string inDirectory(const std::string& dir, const char* name) {
    return dir.empty() ? dir : dir + "/" + name;
}

} // namespace

EnvLookup processEnvironment() {
    return [](const char* name) -> const char* { return std::getenv(name); };
}

std::string configDirectory(const EnvLookup& env) { return xdgDirectory(env, "XDG_CONFIG_HOME", ".config"); }

std::string dataDirectory(const EnvLookup& env) { return xdgDirectory(env, "XDG_DATA_HOME", ".local/share"); }

std::string settingsPath(const EnvLookup& env) { return inDirectory(configDirectory(env), "settings.json"); }

std::string progressPath(const EnvLookup& env) { return inDirectory(dataDirectory(env), "progress.json"); }

std::string recordsDirectory(const EnvLookup& env) {
    const std::string dir = dataDirectory(env);
    return dir.empty() ? "" : dir + "/records";
}

} // namespace game
