#include <catch2/catch.hpp>

#include "engine/platform/key_names.h"

using K = sf::Keyboard;

TEST_CASE("Every SFML key has a name that maps back to it", "[platform]") {
    for (int k = 0; k < K::KeyCount; ++k) {
        auto key = static_cast<K::Key>(k);
        INFO(k);
        REQUIRE_FALSE(engine::keyName(key).empty());
        CHECK(engine::keyFromName(engine::keyName(key)) == key);
        CHECK_FALSE(engine::keyLabel(key).empty());
    }
}

TEST_CASE("Key names are SFML's enumerator names, and unknown names are refused", "[platform]") {
    CHECK(engine::keyName(K::Space) == "Space");
    CHECK(engine::keyName(K::LShift) == "LShift");
    CHECK(engine::keyName(K::Unknown).empty());
    CHECK_FALSE(engine::keyFromName("space").has_value());
    CHECK_FALSE(engine::keyFromName("").has_value());
    CHECK(engine::keyLabel(K::LShift) == "L-Shift");
    CHECK(engine::keyLabel(K::Unknown) == "?");
}

TEST_CASE("Gamepad buttons get Xbox-layout labels", "[platform]") {
    CHECK(engine::padButtonLabel(0) == "A");
    CHECK(engine::padButtonLabel(7) == "Start");
    CHECK(engine::padButtonLabel(15) == "Btn 15");
}
