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

std::vector<std::string> summarizeDiagnostics(const std::vector<Diagnostic>& ds, std::size_t maxLines) {
    std::vector<Diagnostic> ordered = ds;
    std::stable_partition(ordered.begin(), ordered.end(),
                          [](const Diagnostic& d) { return d.severity == Diagnostic::Error; });
    std::vector<std::string> lines;
    bool cut = ordered.size() > maxLines;
    std::size_t shown = cut ? (maxLines > 0 ? maxLines - 1 : 0) : ordered.size();
    for (std::size_t i = 0; i < shown; ++i) lines.push_back(ordered[i].format());
    if (cut && maxLines > 0) lines.push_back("... and " + std::to_string(ordered.size() - shown) + " more");
    return lines;
}

} // namespace engine
