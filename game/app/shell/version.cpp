#include "game/app/shell/version.h"

namespace game {

std::string versionText(const std::string& dataRoot) {
    std::string out = std::string("raycrypt ") + projectVersion() + "\n";
    if (gitDescribe()[0] != '\0') out += std::string("git ") + gitDescribe() + "\n";
    out += "data " + (dataRoot.empty() ? std::string("(not found: set RAYCRYPT_DATA)") : dataRoot) + "\n";
    return out;
}

} // namespace game
