#pragma once
// StateHasher: FNV-1a 64-bit over an explicit byte encoding, for determinism checks (replays, desync tests).
//
//   h = 0xcbf29ce484222325;  for each byte b: h = (h XOR b) · 0x100000001b3   (mod 2^64)
//
// Encoding (fixed, so the value is identical on every run, build and little/big-endian host):
// integers are fed as little-endian bytes of their fixed width (uint64/int64: 8, uint32/int: 4, bool: 1);
// a double is fed as the 8 little-endian bytes of its IEEE-754 bit pattern (std::memcpy), so -0.0 and 0.0
// hash differently and NaN payloads count; a Vec2 is x then y; a string is its length (uint64) then its bytes.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "engine/math/vec2.h"

namespace engine {

/// Incremental FNV-1a 64-bit hasher of simulation state.
class StateHasher {
public:
    /// FNV-1a 64 offset basis (the hash of zero bytes).
    static constexpr std::uint64_t kOffsetBasis = 0xcbf29ce484222325ull;
    /// FNV-1a 64 prime.
    static constexpr std::uint64_t kPrime = 0x100000001b3ull;

    /// Raw bytes, no length prefix (plain FNV-1a of exactly these bytes).
    StateHasher& addBytes(const void* data, std::size_t size) {
        const unsigned char* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < size; ++i) h_ = (h_ ^ p[i]) * kPrime;
        return *this;
    }
    /// 8 bytes, little-endian.
    StateHasher& add(std::uint64_t v) { return addLe(v, 8); }
    /// 8 bytes, little-endian two's complement.
    StateHasher& add(std::int64_t v) { return addLe(static_cast<std::uint64_t>(v), 8); }
    /// 4 bytes, little-endian.
    StateHasher& add(std::uint32_t v) { return addLe(v, 4); }
    /// 4 bytes, little-endian two's complement (same bytes as the uint32 with that bit pattern).
    StateHasher& add(int v) { return addLe(static_cast<std::uint32_t>(v), 4); }
    /// The exact IEEE-754 bit pattern: -0.0 ≠ 0.0, and NaN payloads count.
    StateHasher& add(double v) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &v, sizeof bits);
        return addLe(bits, 8);
    }
    /// 1 byte: 0 or 1.
    StateHasher& add(bool v) { return addLe(v ? 1u : 0u, 1); }
    /// x then y, as doubles.
    StateHasher& add(Vec2 v) { return add(v.x).add(v.y); }
    /// Length (uint64) then the bytes, so ("ab","c") and ("a","bc") differ.
    StateHasher& add(std::string_view s) { return add(static_cast<std::uint64_t>(s.size())).addBytes(s.data(), s.size()); }
    /// A C string, as string_view (without this overload a literal would silently pick add(bool)).
    StateHasher& add(const char* s) { return add(std::string_view(s)); }

    /// The hash so far.
    std::uint64_t value() const { return h_; }
    /// The hash as 16 lowercase hex digits, most significant first.
    std::string hex() const {
        static constexpr char kDigits[] = "0123456789abcdef";
        std::string out(16, '0');
        for (int i = 0; i < 16; ++i) out[static_cast<std::size_t>(15 - i)] = kDigits[(h_ >> (4 * i)) & 0xF];
        return out;
    }

private:
    // The low `bytes` bytes of v, least significant first.
    StateHasher& addLe(std::uint64_t v, int bytes) {
        for (int i = 0; i < bytes; ++i) h_ = (h_ ^ ((v >> (8 * i)) & 0xFF)) * kPrime;
        return *this;
    }

    std::uint64_t h_ = kOffsetBasis;
};

} // namespace engine
