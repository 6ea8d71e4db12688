#pragma once
// Shared by the fuzz targets: a property failure aborts (libFuzzer and the regression replayer both report an
// abort as a crash, with the input saved).
#include <cstdio>
#include <cstdlib>

namespace fuzz {

/// Abort with a message when a property of the code under test does not hold.
inline void require(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz property violated: %s\n", what);
    std::abort();
}

} // namespace fuzz
