#include "engine/level/diagnostic.h"

#include <algorithm>

namespace engine {

std::string Diagnostic::format() const {
    std::string out = file;
    if (line > 0) out += ":" + std::to_string(line) + ":" + std::to_string(column);
    out += severity == Error ? ": error: " : ": warning: ";
    if (!path.empty()) out += path + ": ";
    return out + message;
}

int countErrors(const std::vector<Diagnostic>& ds) {
    return static_cast<int>(std::count_if(ds.begin(), ds.end(), [](const Diagnostic& d) {
        return d.severity == Diagnostic::Error;
    }));
}

int countWarnings(const std::vector<Diagnostic>& ds) {
    return static_cast<int>(ds.size()) - countErrors(ds);
}

} // namespace engine
