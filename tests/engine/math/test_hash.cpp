#include "engine/math/hash.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <limits>
#include <string>
#include <vector>

using engine::StateHasher;
using engine::Vec2;

namespace {

// Textbook FNV-1a 64 over a byte list, written from the published parameters (independent of StateHasher).
std::uint64_t referenceFnv1a(const std::vector<unsigned char>& bytes) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char b : bytes) {
        h ^= b;
        h *= 0x100000001b3ull;
    }
    return h;
}

std::vector<unsigned char> bytesOf(const std::string& s) { return {s.begin(), s.end()}; }

}  // namespace

TEST_CASE("StateHasher computes FNV-1a 64 of raw bytes", "[hash]") {
    SECTION("no input gives the offset basis") {
        CHECK(StateHasher{}.value() == 0xcbf29ce484222325ull);
        CHECK(StateHasher{}.hex() == "cbf29ce484222325");
    }
    SECTION("the published value for \"a\"") {
        CHECK(referenceFnv1a(bytesOf("a")) == 0xaf63dc4c8601ec8cull);
        CHECK(StateHasher{}.addBytes("a", 1).value() == 0xaf63dc4c8601ec8cull);
        CHECK(StateHasher{}.addBytes("a", 1).hex() == "af63dc4c8601ec8c");
    }
    SECTION("the published value for \"foobar\"") {
        CHECK(StateHasher{}.addBytes("foobar", 6).value() == 0x85944171f73967e8ull);
        CHECK(StateHasher{}.addBytes("foobar", 6).value() == referenceFnv1a(bytesOf("foobar")));
    }
    SECTION("feeding bytes in pieces equals feeding them at once") {
        StateHasher a;
        a.addBytes("foo", 3).addBytes("bar", 3);
        CHECK(a.value() == StateHasher{}.addBytes("foobar", 6).value());
    }
}

TEST_CASE("StateHasher encodes each type as fixed little-endian bytes", "[hash]") {
    SECTION("uint64 is 8 bytes, least significant first") {
        CHECK(StateHasher{}.add(std::uint64_t{0x0807060504030201ull}).value() ==
              referenceFnv1a({1, 2, 3, 4, 5, 6, 7, 8}));
    }
    SECTION("int64 is its two's complement bit pattern") {
        CHECK(StateHasher{}.add(std::int64_t{-1}).value() ==
              referenceFnv1a({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF}));
    }
    SECTION("uint32 and int are 4 bytes") {
        CHECK(StateHasher{}.add(std::uint32_t{0x04030201u}).value() == referenceFnv1a({1, 2, 3, 4}));
        CHECK(StateHasher{}.add(-2).value() == referenceFnv1a({0xFE, 0xFF, 0xFF, 0xFF}));
        CHECK(StateHasher{}.add(7).value() == StateHasher{}.add(std::uint32_t{7}).value());
    }
    SECTION("widths differ: an int 1 and a uint64 1 hash differently") {
        CHECK(StateHasher{}.add(1).value() != StateHasher{}.add(std::uint64_t{1}).value());
    }
    SECTION("bool is one byte 0 or 1") {
        CHECK(StateHasher{}.add(true).value() == referenceFnv1a({1}));
        CHECK(StateHasher{}.add(false).value() == referenceFnv1a({0}));
    }
    SECTION("a double is its IEEE-754 bit pattern: 1.0 is 0x3ff0000000000000") {
        CHECK(StateHasher{}.add(1.0).value() == referenceFnv1a({0, 0, 0, 0, 0, 0, 0xF0, 0x3F}));
    }
    SECTION("Vec2 is x then y") {
        CHECK(StateHasher{}.add(Vec2{1.5, -2.0}).value() == StateHasher{}.add(1.5).add(-2.0).value());
    }
    SECTION("a string is its length then its bytes") {
        CHECK(StateHasher{}.add(std::string_view("ab")).value() == referenceFnv1a({2, 0, 0, 0, 0, 0, 0, 0, 'a', 'b'}));
    }
    SECTION("a string literal hashes as a string, not as a bool") {
        CHECK(StateHasher{}.add("ab").value() == StateHasher{}.add(std::string_view("ab")).value());
        CHECK(StateHasher{}.add("ab").value() != StateHasher{}.add(true).value());
        CHECK(StateHasher{}.add(std::string("ab")).value() == StateHasher{}.add("ab").value());
    }
}

TEST_CASE("StateHasher distinguishes doubles by exact bit pattern", "[hash]") {
    SECTION("-0.0 and 0.0 differ although they compare equal") {
        REQUIRE(-0.0 == 0.0);
        CHECK(StateHasher{}.add(-0.0).value() != StateHasher{}.add(0.0).value());
    }
    SECTION("adjacent doubles differ") {
        double x = 0.1;
        CHECK(StateHasher{}.add(x).value() != StateHasher{}.add(std::nextafter(x, 1.0)).value());
    }
    SECTION("NaNs with different payloads differ, the same NaN hashes the same") {
        std::uint64_t bitsA = 0x7ff8000000000001ull;
        std::uint64_t bitsB = 0x7ff8000000000002ull;
        double a = 0.0;
        double b = 0.0;
        std::memcpy(&a, &bitsA, sizeof a);
        std::memcpy(&b, &bitsB, sizeof b);
        REQUIRE(std::isnan(a));
        REQUIRE(std::isnan(b));
        CHECK(StateHasher{}.add(a).value() != StateHasher{}.add(b).value());
        CHECK(StateHasher{}.add(a).value() == StateHasher{}.add(a).value());
    }
}

TEST_CASE("StateHasher is order sensitive and separates fields", "[hash]") {
    SECTION("swapping two values changes the hash") {
        CHECK(StateHasher{}.add(1).add(2).value() != StateHasher{}.add(2).add(1).value());
        CHECK(StateHasher{}.add(Vec2{1.0, 2.0}).value() != StateHasher{}.add(Vec2{2.0, 1.0}).value());
    }
    SECTION("string boundaries matter because of the length prefix") {
        CHECK(StateHasher{}.add("ab").add("c").value() != StateHasher{}.add("a").add("bc").value());
    }
    SECTION("a sequence of every type gives its known value") {
        StateHasher h;
        h.add(std::uint64_t{42}).add(-7).add(3.25).add(true).add(Vec2{0.5, -0.25}).add("player");
        CHECK(h.value() == 0x4057beeee491d741ull);  // the encoding above, byte by byte
    }
}

TEST_CASE("StateHasher hex is 16 lowercase digits of value", "[hash]") {
    StateHasher h;
    h.add(std::uint64_t{123}).add(4.5);
    std::string s = h.hex();
    REQUIRE(s.size() == 16);
    for (char c : s) CHECK(((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')));
    CHECK(std::stoull(s, nullptr, 16) == h.value());
}

TEST_CASE("StateHasher golden value of a mixed sequence is pinned", "[hash]") {
    // Catches accidental changes to the encoding (byte order, widths, length prefix). If you change the
    // encoding on purpose, every stored replay hash changes too: update this value together with them.
    StateHasher h;
    h.add(std::uint64_t{42}).add(-7).add(3.25).add(true).add(Vec2{0.5, -0.25}).add("player");
    CHECK(h.hex() == "4057beeee491d741");
}
