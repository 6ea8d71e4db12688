#pragma once
// Rng: PCG32 (O'Neill 2014, "PCG-XSH-RR 64/32"), the reference pcg32_random_r, seeded exactly like the
// reference pcg32_srandom_r. Integer-only core, so the sequence is identical on every platform, build and run.
//
//   step:   state = state · 6364136223846793005 + inc                       (mod 2^64)
//   output: x = ((old >> 18) XOR old) >> 27 (low 32 bits); r = old >> 59;  out = rotr32(x, r)
//
// Derived draws: uniform01 = (a·2^26 + b) / 2^53 from a = next >> 5 and b = next >> 6 (53 random bits);
// rangeInt uses the reference pcg32_boundedrand_r rejection (threshold = 2^32 mod span), so it is unbiased.
#include <cmath>
#include <cstdint>
#include <utility>

namespace engine {

/// Small deterministic PRNG for the simulation (never seed it from a clock inside the sim).
class Rng {
public:
    /// LCG multiplier of PCG32.
    static constexpr std::uint64_t kMultiplier = 6364136223846793005ull;
    /// Default stream selector (initseq): gives the canonical increment 1442695040888963407.
    static constexpr std::uint64_t kDefaultStream = 721347520444481703ull;

    /// Seeded with 0 on the default stream.
    Rng() { seed(0); }
    /// Seeded with s (see seed()).
    explicit Rng(std::uint64_t s, std::uint64_t stream = kDefaultStream) { seed(s, stream); }

    /// Reseeds exactly like pcg32_srandom_r(s, stream). Simulation code uses the default stream, so the whole
    /// generator state is then state().
    void seed(std::uint64_t s, std::uint64_t stream = kDefaultStream) {
        state_ = 0;
        inc_ = (stream << 1) | 1u;
        nextU32();
        state_ += s;
        nextU32();
    }

    /// Next 32 uniformly random bits.
    std::uint32_t nextU32() {
        std::uint64_t old = state_;
        state_ = old * kMultiplier + inc_;
        std::uint32_t xorshifted = static_cast<std::uint32_t>(((old >> 18) ^ old) >> 27);
        std::uint32_t rot = static_cast<std::uint32_t>(old >> 59);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }

    /// Uniform double in [0, 1) with 53 random bits (consumes two nextU32 draws); multiples of 2^-53.
    double uniform01() {
        std::uint64_t a = nextU32() >> 5;  // 27 bits
        std::uint64_t b = nextU32() >> 6;  // 26 bits
        return static_cast<double>((a << 26) | b) * (1.0 / 9007199254740992.0);
    }

    /// lo + (hi − lo)·uniform01(): in [lo, hi) when lo < hi (a result rounded up to hi is replaced by the
    /// double just below hi); lo when lo == hi; in (hi, lo] when hi < lo. Consumes two nextU32 draws.
    double range(double lo, double hi) {
        double r = lo + (hi - lo) * uniform01();
        if (lo < hi && r >= hi) r = std::nextafter(hi, lo);
        return r;
    }

    /// Uniform integer in [lo, hi] INCLUSIVE, unbiased (rejection); bounds given in either order.
    /// Consumes one nextU32 draw per attempt (rejections are rarer than 1 in 2 attempts); lo == hi consumes one.
    int rangeInt(int lo, int hi) {
        if (hi < lo) std::swap(lo, hi);
        std::uint64_t span = static_cast<std::uint64_t>(static_cast<std::int64_t>(hi) - lo) + 1;
        if (span > 0xFFFFFFFFull) return static_cast<int>(static_cast<std::int64_t>(lo) + nextU32());
        std::uint32_t bound = static_cast<std::uint32_t>(span);
        std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
        for (;;) {
            std::uint32_t r = nextU32();
            if (r >= threshold) return static_cast<int>(static_cast<std::int64_t>(lo) + r % bound);
        }
    }

    /// The 64-bit LCG state (with the default stream this is the complete generator state, for hashing).
    std::uint64_t state() const { return state_; }
    /// The LCG increment (2·stream + 1).
    std::uint64_t increment() const { return inc_; }

private:
    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 0;
};

} // namespace engine
