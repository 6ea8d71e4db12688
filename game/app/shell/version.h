#pragma once
// Which Raycrypt this is: the project version (CMakeLists.txt) and, for a build from a git checkout, its
// `git describe` (cmake/describe_version.cmake writes both at build time).
#include <string>

namespace game {

/// The project version, e.g. "0.1.0".
const char* projectVersion();

/// `git describe --tags --always --dirty` of the checkout built from, or "" outside a git checkout.
const char* gitDescribe();

/// The --version text: "raycrypt VERSION", then "git DESCRIBE" when known, then "data DIR" (the data in use).
std::string versionText(const std::string& dataRoot);

} // namespace game
