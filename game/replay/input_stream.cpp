#include "game/replay/input_stream.h"

#include <cmath>
#include <cstring>

namespace game {

namespace {

/// Bits of a direction index (kAimDirections = 2^12).
constexpr int kIndexBits = 12;
static_assert(kAimDirections == 1 << kIndexBits);
/// Bits of a held-buttons mask (one per action), and of one action's number.
constexpr int kMaskBits = 8;
constexpr int kActionBits = 3;
static_assert(engine::kActionCount <= kMaskBits && kMaskBits == 1 << kActionBits);
/// A run of identical aims at least this long is stored once (a "still" segment) instead of residual by residual.
constexpr std::size_t kStillRun = 16;
/// Leading ones of a Rice code after which the residual follows raw.
constexpr unsigned kRiceEscape = 24;
/// Residuals the Rice parameter follows before its running sums are halved: a short memory follows the hand from
/// a slow drift to a flick and back within a few ticks (ten minutes of mouse play take 15 % fewer bytes than with 32).
constexpr unsigned kRiceWindow = 4;
/// Largest Elias gamma prefix read (numbers below 2^40).
constexpr int kGammaMaxZeros = 40;

constexpr char kBase64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Aim segment kinds.
enum : unsigned { kAimNone = 0, kAimStill = 1, kAimMoving = 2 };

/// Appends bit fields, least significant bit first.
struct BitWriter {
    std::string bytes;
    std::uint64_t acc = 0;
    int count = 0;
    /// Append the low n bits of v (n <= 32).
    void put(std::uint64_t v, int n) {
        acc |= (v & ((std::uint64_t{1} << n) - 1)) << count;
        count += n;
        while (count >= 8) {
            bytes.push_back(static_cast<char>(acc & 0xffu));
            acc >>= 8;
            count -= 8;
        }
    }
    /// Elias gamma code of n >= 1: floor(log2 n) zeros, then n's bits from the top.
    void gamma(std::uint64_t n) {
        int top = 63;
        while (((n >> top) & 1u) == 0) --top;
        put(0, top);
        for (int b = top; b >= 0; --b) put((n >> b) & 1u, 1);
    }
    /// Zero bits to the end of the byte.
    void finish() {
        if (count > 0) put(0, 8 - count);
    }
};

/// Reads bit fields written by BitWriter; reading past the end sets `truncated`.
struct BitReader {
    std::string_view bytes;
    std::size_t pos = 0; ///< bit position
    bool truncated = false;
    /// One bit (0 past the end).
    unsigned bit() {
        if (pos >= bytes.size() * 8) { truncated = true; return 0; }
        const unsigned b = (static_cast<unsigned char>(bytes[pos >> 3]) >> (pos & 7)) & 1u;
        ++pos;
        return b;
    }
    /// n bits (n <= 32), least significant first.
    std::uint64_t get(int n) {
        std::uint64_t v = 0;
        for (int i = 0; i < n; ++i) v |= std::uint64_t{bit()} << i;
        return v;
    }
    /// An Elias gamma number; 0 when malformed (too many leading zeros, or the end of the data).
    std::uint64_t gamma() {
        int zeros = 0;
        while (bit() == 0) {
            if (truncated || ++zeros > kGammaMaxZeros) return 0;
        }
        std::uint64_t n = 1;
        for (int i = 0; i < zeros; ++i) n = (n << 1) | bit();
        return truncated ? 0 : n;
    }
};

/// The Rice parameter's state: it follows the mean of the recent residuals (as in LOCO-I).
struct RiceState {
    std::uint32_t sum = 2;   ///< sum of recent zig-zag residuals
    std::uint32_t count = 1; ///< how many
    /// The parameter for the next residual.
    int k() const {
        int k = 0;
        while ((count << k) < sum && k < kIndexBits) ++k;
        return k;
    }
    /// Follow one residual.
    void add(std::uint32_t zz) {
        sum += zz;
        if (++count == kRiceWindow) { sum >>= 1; count >>= 1; }
    }
};

/// Zig-zag map of a residual in [−2048, 2048) to [0, 4096).
std::uint32_t zigzag(int r) { return r >= 0 ? static_cast<std::uint32_t>(r) * 2u : static_cast<std::uint32_t>(-r) * 2u - 1u; }
/// Inverse of zigzag.
int unzigzag(std::uint32_t z) { return (z & 1u) ? -static_cast<int>((z + 1u) / 2u) : static_cast<int>(z / 2u); }
/// d wrapped into [−kAimDirections/2, kAimDirections/2).
int wrapStep(int d) {
    d = ((d % kAimDirections) + kAimDirections) % kAimDirections;
    return d >= kAimDirections / 2 ? d - kAimDirections : d;
}

/// The quantised aim of direction index p (0 = right, increasing clockwise on screen, y down).
engine::Vec2 aimOfIndex(int p) {
    constexpr int R = kAimSquare;
    const int q = (p + R) % kAimDirections;
    const int side = q / (2 * R);
    const double s = static_cast<double>(q % (2 * R) - R);
    const double r = R;
    switch (side) {
    case 0: return {r, s};
    case 1: return {s == 0.0 ? 0.0 : -s, r};
    case 2: return {-r, s == 0.0 ? 0.0 : -s};
    default: return {s, -r};
    }
}

/// Direction index of a quantised, non-zero aim.
int indexOfAim(engine::Vec2 v) {
    constexpr int R = kAimSquare;
    const int x = static_cast<int>(v.x), y = static_cast<int>(v.y);
    int side = 3, s = x;
    if (x == R && y < R) side = 0, s = y;
    else if (y == R && x > -R) side = 1, s = -x;
    else if (x == -R && y > -R) side = 2, s = -y;
    return (side * 2 * R + s + kAimDirections) % kAimDirections;
}

/// Same doubles bit for bit (−0 differs from 0).
bool sameBits(engine::Vec2 a, engine::Vec2 b) {
    return std::memcmp(&a.x, &b.x, sizeof(double)) == 0 && std::memcmp(&a.y, &b.y, sizeof(double)) == 0;
}

std::string base64(const std::string& bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        std::uint32_t v = static_cast<unsigned char>(bytes[i]) << 16;
        if (i + 1 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
        if (i + 2 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 2]);
        out.push_back(kBase64[(v >> 18) & 63]);
        out.push_back(kBase64[(v >> 12) & 63]);
        out.push_back(i + 1 < bytes.size() ? kBase64[(v >> 6) & 63] : '=');
        out.push_back(i + 2 < bytes.size() ? kBase64[v & 63] : '=');
    }
    return out;
}

/// Value of a base64 digit, −1 for any other character.
int base64Digit(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/// Decode base64 (padded to a multiple of 4); "" in *error when it is well formed.
std::string unbase64(std::string_view text, std::string* error) {
    std::string out;
    if (text.size() % 4 != 0) {
        *error = "base64 length " + std::to_string(text.size()) + " is not a multiple of 4 (truncated?)";
        return out;
    }
    out.reserve(text.size() / 4 * 3);
    for (std::size_t i = 0; i < text.size(); i += 4) {
        const bool last = i + 4 == text.size();
        const int pad = last ? (text[i + 3] == '=') + (text[i + 2] == '=' && text[i + 3] == '=') : 0;
        std::uint32_t v = 0;
        for (int j = 0; j < 4; ++j) {
            const int d = j >= 4 - pad ? 0 : base64Digit(text[i + j]);
            if (d < 0) {
                *error = "character " + std::to_string(i + j + 1) + " of the base64 text is not a base64 digit";
                return out;
            }
            v = (v << 6) | static_cast<std::uint32_t>(d);
        }
        out.push_back(static_cast<char>(v >> 16));
        if (pad < 2) out.push_back(static_cast<char>((v >> 8) & 0xffu));
        if (pad < 1) out.push_back(static_cast<char>(v & 0xffu));
    }
    return out;
}

/// Pack the aims: segments of none, still and moving aims.
void writeAims(BitWriter& w, const std::vector<engine::InputFrame>& frames) {
    const std::size_t n = frames.size();
    std::vector<int> index(n);
    for (std::size_t t = 0; t < n; ++t) index[t] = frames[t].aim == engine::Vec2{} ? -1 : indexOfAim(frames[t].aim);
    // same[t]: how many ticks from t on share index[t].
    std::vector<std::uint32_t> same(n);
    for (std::size_t t = n; t-- > 0;) same[t] = (t + 1 < n && index[t + 1] == index[t]) ? same[t + 1] + 1 : 1;
    for (std::size_t t = 0; t < n;) {
        if (index[t] < 0 || same[t] >= kStillRun) {
            w.gamma(same[t]);
            w.put(index[t] < 0 ? kAimNone : kAimStill, 2);
            if (index[t] >= 0) w.put(static_cast<std::uint64_t>(index[t]), kIndexBits);
            t += same[t];
            continue;
        }
        std::size_t end = t + 1;
        while (end < n && index[end] >= 0 && same[end] < kStillRun) ++end;
        w.gamma(end - t);
        w.put(kAimMoving, 2);
        w.put(static_cast<std::uint64_t>(index[t]), kIndexBits);
        RiceState rice;
        int step = 0;
        for (std::size_t u = t + 1; u < end; ++u) {
            const int next = wrapStep(index[u] - index[u - 1]);
            const std::uint32_t zz = zigzag(wrapStep(next - step));
            const int k = rice.k();
            const std::uint32_t q = zz >> k;
            if (q < kRiceEscape) {
                w.put((std::uint64_t{1} << q) - 1, static_cast<int>(q) + 1); // q ones, then a zero
                w.put(zz, k);
            } else {
                w.put((std::uint64_t{1} << kRiceEscape) - 1, kRiceEscape);
                w.put(zz, kIndexBits);
            }
            rice.add(zz);
            step = next;
        }
        t = end;
    }
}

} // namespace

engine::Vec2 quantiseAim(engine::Vec2 aim) {
    if (!std::isfinite(aim.x) || !std::isfinite(aim.y) || (aim.x == 0.0 && aim.y == 0.0)) return {};
    const double r = kAimSquare;
    const double ax = std::fabs(aim.x), ay = std::fabs(aim.y);
    // The ratio first (within [−1, 1]), so that no product overflows; lround gives +0, never −0.
    if (ax >= ay) return {aim.x > 0.0 ? r : -r, static_cast<double>(std::lround(r * (aim.y / ax)))};
    return {static_cast<double>(std::lround(r * (aim.x / ay))), aim.y > 0.0 ? r : -r};
}

engine::InputFrame quantiseFrame(engine::InputFrame frame) {
    frame.aim = quantiseAim(frame.aim);
    return frame;
}

bool streamable(const std::vector<engine::InputFrame>& frames) {
    for (const engine::InputFrame& f : frames)
        if (f.held >= (1u << kMaskBits) || !sameBits(f.aim, quantiseAim(f.aim))) return false;
    return true;
}

std::optional<std::string> encodeInputStream(const std::vector<engine::InputFrame>& frames) {
    if (!streamable(frames)) return std::nullopt;
    BitWriter w;
    w.bytes.reserve(frames.size() / 2 + 16);
    w.gamma(frames.size() + 1);
    std::uint32_t mask = 0;
    for (std::size_t t = 0; t < frames.size();) {
        std::size_t end = t + 1;
        while (end < frames.size() && frames[end].held == frames[t].held) ++end;
        w.gamma(end - t);
        const std::uint32_t changed = frames[t].held ^ mask;
        if (changed != 0 && (changed & (changed - 1)) == 0) {
            int action = 0;
            while ((changed >> action) != 1u) ++action;
            w.put(1, 1);
            w.put(static_cast<std::uint64_t>(action), kActionBits);
        } else {
            w.put(0, 1);
            w.put(frames[t].held, kMaskBits);
        }
        mask = frames[t].held;
        t = end;
    }
    writeAims(w, frames);
    w.finish();
    return base64(w.bytes);
}

StreamDecodeResult decodeInputStream(std::string_view text, std::uint64_t maxTicks) {
    StreamDecodeResult out;
    const std::string bytes = unbase64(text, &out.error);
    if (!out.error.empty()) return out;
    BitReader r{bytes};
    // Every failure names the byte of the decoded data it was found at.
    auto fail = [&](const std::string& what) {
        out.frames.clear();
        out.error = (r.truncated ? std::string("truncated: ") : std::string()) + what + " (at byte " +
                    std::to_string(r.pos / 8) + " of " + std::to_string(bytes.size()) + ")";
        return out;
    };
    const std::uint64_t header = r.gamma();
    if (header == 0) return fail("no tick count");
    const std::uint64_t ticks = header - 1;
    if (ticks > maxTicks) return fail(std::to_string(ticks) + " ticks, more than " + std::to_string(maxTicks));
    out.frames.reserve(static_cast<std::size_t>(ticks));
    std::uint32_t mask = 0;
    while (out.frames.size() < ticks) {
        const std::uint64_t run = r.gamma();
        if (r.bit() == 1) mask ^= 1u << r.get(kActionBits);
        else mask = static_cast<std::uint32_t>(r.get(kMaskBits));
        if (run == 0 || r.truncated) return fail("a button run is cut short");
        if (run > ticks - out.frames.size()) return fail("a button run of " + std::to_string(run) + " ticks overruns the stream");
        engine::InputFrame f;
        f.held = mask;
        out.frames.insert(out.frames.end(), static_cast<std::size_t>(run), f);
    }
    for (std::size_t t = 0; t < ticks;) {
        const std::uint64_t length = r.gamma();
        const unsigned kind = static_cast<unsigned>(r.get(2));
        if (length == 0 || r.truncated) return fail("an aim segment is cut short");
        if (length > ticks - t) return fail("an aim segment of " + std::to_string(length) + " ticks overruns the stream");
        if (kind == kAimNone) {
            t += static_cast<std::size_t>(length);
            continue;
        }
        if (kind != kAimStill && kind != kAimMoving) return fail("unknown aim segment kind " + std::to_string(kind));
        int index = static_cast<int>(r.get(kIndexBits));
        const std::size_t end = t + static_cast<std::size_t>(length);
        out.frames[t++].aim = aimOfIndex(index);
        RiceState rice;
        int step = 0;
        for (; t < end; ++t) {
            if (kind == kAimMoving) {
                const int k = rice.k();
                unsigned q = 0;
                while (q < kRiceEscape && r.bit() == 1) ++q;
                const std::uint32_t zz = q == kRiceEscape ? static_cast<std::uint32_t>(r.get(kIndexBits))
                                                          : (q << k) | static_cast<std::uint32_t>(r.get(k));
                if (r.truncated) return fail("the aim is cut short");
                if (zz >= static_cast<std::uint32_t>(kAimDirections)) return fail("an aim residual is out of range");
                rice.add(zz);
                step = wrapStep(step + unzigzag(zz));
                index = (index + step + kAimDirections) % kAimDirections;
            }
            out.frames[t].aim = aimOfIndex(index);
        }
    }
    if (r.truncated) return fail("the aim is cut short");
    // Only the zero bits that end the last byte may follow.
    if (bytes.size() - (r.pos + 7) / 8 != 0 || (r.pos % 8 != 0 && (static_cast<unsigned char>(bytes.back()) >> (r.pos % 8)) != 0))
        return fail("data after the end of the stream");
    return out;
}

} // namespace game
