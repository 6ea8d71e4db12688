#include <catch2/catch.hpp>

#include "engine/platform/device_state.h"

namespace {

using K = sf::Keyboard;
using M = sf::Mouse;

sf::Event keyEvent(sf::Event::EventType type, K::Key code) {
    sf::Event e{};
    e.type = type;
    e.key.code = code;
    return e;
}

sf::Event buttonEvent(sf::Event::EventType type, M::Button b, int x, int y) {
    sf::Event e{};
    e.type = type;
    e.mouseButton.button = b;
    e.mouseButton.x = x;
    e.mouseButton.y = y;
    return e;
}

sf::Event moveEvent(int x, int y) {
    sf::Event e{};
    e.type = sf::Event::MouseMoved;
    e.mouseMove.x = x;
    e.mouseMove.y = y;
    return e;
}

sf::Event plainEvent(sf::Event::EventType type) {
    sf::Event e{};
    e.type = type;
    return e;
}

} // namespace

TEST_CASE("A key is held from its press event to its release event", "[platform]") {
    engine::DeviceState d;
    d.reset(true, {10, 20});
    SECTION("nothing is held after a reset") {
        CHECK_FALSE(d.keyHeld(K::Space));
        CHECK_FALSE(d.buttonHeld(M::Left));
    }
    SECTION("press, then release") {
        d.handleEvent(keyEvent(sf::Event::KeyPressed, K::Space));
        CHECK(d.keyHeld(K::Space));
        CHECK_FALSE(d.keyHeld(K::A));
        d.handleEvent(keyEvent(sf::Event::KeyReleased, K::Space));
        CHECK_FALSE(d.keyHeld(K::Space));
    }
    SECTION("two keys are independent") {
        d.handleEvent(keyEvent(sf::Event::KeyPressed, K::Left));
        d.handleEvent(keyEvent(sf::Event::KeyPressed, K::LShift));
        d.handleEvent(keyEvent(sf::Event::KeyReleased, K::Left));
        CHECK_FALSE(d.keyHeld(K::Left));
        CHECK(d.keyHeld(K::LShift));
    }
    SECTION("keys SFML cannot name are ignored, and never reported held") {
        d.handleEvent(keyEvent(sf::Event::KeyPressed, K::Unknown));
        d.handleEvent(keyEvent(sf::Event::KeyPressed, static_cast<K::Key>(K::KeyCount + 5)));
        CHECK_FALSE(d.keyHeld(K::Unknown));
        CHECK_FALSE(d.keyHeld(static_cast<K::Key>(K::KeyCount + 5)));
        for (int k = 0; k < K::KeyCount; ++k)
            CHECK_FALSE(d.keyHeld(static_cast<K::Key>(k)));
    }
}

TEST_CASE("Mouse buttons are held between their events, which also place the pointer", "[platform]") {
    engine::DeviceState d;
    d.reset(true, {0, 0});
    d.handleEvent(buttonEvent(sf::Event::MouseButtonPressed, M::Right, 300, 200));
    CHECK(d.buttonHeld(M::Right));
    CHECK_FALSE(d.buttonHeld(M::Left));
    CHECK(d.pointer() == sf::Vector2i(300, 200));
    d.handleEvent(buttonEvent(sf::Event::MouseButtonReleased, M::Right, 310, 205));
    CHECK_FALSE(d.buttonHeld(M::Right));
    CHECK(d.pointer() == sf::Vector2i(310, 205));
    CHECK_FALSE(d.buttonHeld(static_cast<M::Button>(M::ButtonCount)));
}

TEST_CASE("The pointer follows moves and is outside once it leaves the window", "[platform]") {
    engine::DeviceState d;
    SECTION("before anything is known it is outside") {
        CHECK(d.pointer() == engine::DeviceState::pointerOutside());
    }
    SECTION("reset places it, a move moves it") {
        d.reset(true, {5, 6});
        CHECK(d.pointer() == sf::Vector2i(5, 6));
        d.handleEvent(moveEvent(700, 400));
        CHECK(d.pointer() == sf::Vector2i(700, 400));
    }
    SECTION("leaving the window puts it outside until the next move") {
        d.reset(true, {5, 6});
        d.handleEvent(plainEvent(sf::Event::MouseLeft));
        CHECK(d.pointer() == engine::DeviceState::pointerOutside());
        d.handleEvent(plainEvent(sf::Event::MouseEntered));
        CHECK(d.pointer() == engine::DeviceState::pointerOutside());
        d.handleEvent(moveEvent(1, 2));
        CHECK(d.pointer() == sf::Vector2i(1, 2));
    }
}

TEST_CASE("Focus comes and goes with its events, and losing it releases everything", "[platform]") {
    engine::DeviceState d;
    SECTION("a new state has no focus until told") {
        CHECK_FALSE(d.hasFocus());
        d.handleEvent(plainEvent(sf::Event::GainedFocus));
        CHECK(d.hasFocus());
    }
    SECTION("reset takes the window's focus as it is") {
        d.reset(true, {0, 0});
        CHECK(d.hasFocus());
        d.reset(false, {0, 0});
        CHECK_FALSE(d.hasFocus());
    }
    SECTION("keys and buttons held when the focus goes are released; the pointer stays") {
        d.reset(true, {40, 50});
        d.handleEvent(keyEvent(sf::Event::KeyPressed, K::D));
        d.handleEvent(buttonEvent(sf::Event::MouseButtonPressed, M::Left, 40, 50));
        d.handleEvent(plainEvent(sf::Event::LostFocus));
        CHECK_FALSE(d.hasFocus());
        CHECK_FALSE(d.keyHeld(K::D));
        CHECK_FALSE(d.buttonHeld(M::Left));
        CHECK(d.pointer() == sf::Vector2i(40, 50));
        d.handleEvent(plainEvent(sf::Event::GainedFocus));
        CHECK(d.hasFocus());
        CHECK_FALSE(d.keyHeld(K::D)); // held through the switch: it counts once it is pressed again
    }
    SECTION("a reset forgets held keys") {
        d.reset(true, {0, 0});
        d.handleEvent(keyEvent(sf::Event::KeyPressed, K::W));
        d.reset(true, {0, 0});
        CHECK_FALSE(d.keyHeld(K::W));
    }
}
