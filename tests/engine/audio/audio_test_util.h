#pragma once
// Helpers for the audio tests: a render's fingerprint and its loudness over a stretch of samples.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace audio_test {

/// FNV-1a 64 over the samples' little-endian bytes: a fingerprint of a whole render, pinned in the tests.
inline std::uint64_t fingerprint(const std::vector<std::int16_t>& samples) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::int16_t s : samples) {
        auto u = static_cast<std::uint16_t>(s);
        for (int shift : {0, 8}) {
            h ^= (u >> shift) & 0xFFu;
            h *= 0x100000001b3ull;
        }
    }
    return h;
}

/// Root mean square of samples [from, to) (0 for an empty stretch).
inline double rms(const std::vector<std::int16_t>& s, std::size_t from, std::size_t to) {
    double sum = 0.0;
    for (std::size_t i = from; i < to; ++i) sum += static_cast<double>(s[i]) * s[i];
    return to > from ? std::sqrt(sum / static_cast<double>(to - from)) : 0.0;
}

} // namespace audio_test
