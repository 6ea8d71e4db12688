#include <catch2/catch.hpp>

#include <SFML/Window/Joystick.hpp>

#include "game/app/ui/ui_input.h"

using game::UiCommand;
using game::UiInput;
using game::UiKey;
using game::UiSource;

namespace {

/// A 3x window: logical pixel (x, y) is window pixel (3x, 3y).
const sf::Vector2u kWindow{1440, 810};

sf::Event stickEvent(sf::Joystick::Axis axis, float position) {
    sf::Event e;
    e.type = sf::Event::JoystickMoved;
    e.joystickMove = {0, axis, position};
    return e;
}

sf::Event buttonEvent(unsigned button) {
    sf::Event e;
    e.type = sf::Event::JoystickButtonPressed;
    e.joystickButton = {0, button};
    return e;
}

sf::Event keyEvent(sf::Keyboard::Key code, bool alt = false) {
    sf::Event e;
    e.type = sf::Event::KeyPressed;
    e.key = {code, alt, false, false, false};
    return e;
}

/// The key of the command for e, or None when there is none.
UiKey keyOf(UiInput& in, const sf::Event& e) {
    std::optional<UiCommand> c = in.translate(e, kWindow);
    return c ? c->key : UiKey::None;
}

} // namespace

TEST_CASE("A stick pushed past the press threshold gives one direction until it is released", "[ui_input]") {
    UiInput in;
    std::optional<UiCommand> c = in.translate(stickEvent(sf::Joystick::X, 80.0f), kWindow);
    REQUIRE(c.has_value());
    CHECK(c->key == UiKey::Right);
    CHECK(c->source == UiSource::Gamepad);
    CHECK(keyOf(in, stickEvent(sf::Joystick::X, 100.0f)) == UiKey::None);  // still the same push
    CHECK(keyOf(in, stickEvent(sf::Joystick::X, 0.0f)) == UiKey::None);    // released
    CHECK(keyOf(in, stickEvent(sf::Joystick::X, -80.0f)) == UiKey::Left);
    CHECK(keyOf(in, stickEvent(sf::Joystick::Y, 80.0f)) == UiKey::Down);    // +Y is down
    CHECK(keyOf(in, stickEvent(sf::Joystick::Y, -80.0f)) == UiKey::Up);
}

TEST_CASE("The d-pad reads like the left stick, +PovY down as Linux reports it", "[ui_input]") {
    UiInput in;
    SECTION("down") { CHECK(keyOf(in, stickEvent(sf::Joystick::PovY, 100.0f)) == UiKey::Down); }
    SECTION("up") { CHECK(keyOf(in, stickEvent(sf::Joystick::PovY, -100.0f)) == UiKey::Up); }
    SECTION("left and right") {
        CHECK(keyOf(in, stickEvent(sf::Joystick::PovX, -100.0f)) == UiKey::Left);
        CHECK(keyOf(in, stickEvent(sf::Joystick::PovX, 0.0f)) == UiKey::None);
        CHECK(keyOf(in, stickEvent(sf::Joystick::PovX, 100.0f)) == UiKey::Right);
    }
}

TEST_CASE("Small stick deflections and other axes never move the menu focus", "[ui_input]") {
    UiInput in;
    SECTION("inside the release threshold") {
        CHECK(keyOf(in, stickEvent(sf::Joystick::X, 25.0f)) == UiKey::None);
        CHECK(keyOf(in, stickEvent(sf::Joystick::Y, -29.0f)) == UiKey::None);
        CHECK(in.update(2.0f).empty());
    }
    SECTION("between the thresholds a centred stick stays centred") {
        CHECK(keyOf(in, stickEvent(sf::Joystick::X, 50.0f)) == UiKey::None);
        CHECK(in.update(2.0f).empty());
    }
    SECTION("the right stick and the triggers") {
        for (sf::Joystick::Axis a : {sf::Joystick::U, sf::Joystick::V, sf::Joystick::Z, sf::Joystick::R})
            CHECK(keyOf(in, stickEvent(a, 100.0f)) == UiKey::None);
        CHECK(in.update(2.0f).empty());
    }
}

TEST_CASE("A held direction keeps its push between the release and press thresholds", "[ui_input]") {
    UiInput in;
    REQUIRE(keyOf(in, stickEvent(sf::Joystick::X, 60.0f)) == UiKey::Right);
    CHECK(in.update(0.02f).empty());  // the frame of the push
    CHECK(keyOf(in, stickEvent(sf::Joystick::X, 40.0f)) == UiKey::None);
    CHECK(in.update(0.5f).size() == 1);  // still held: it repeats
    CHECK(keyOf(in, stickEvent(sf::Joystick::X, 20.0f)) == UiKey::None);
    CHECK(in.update(0.5f).empty());  // released
}

TEST_CASE("A held direction repeats after a delay, then at a steady rate, until released", "[ui_input]") {
    UiInput in;
    REQUIRE(keyOf(in, stickEvent(sf::Joystick::Y, 90.0f)) == UiKey::Down);
    CHECK(in.update(0.02f).empty());  // the frame of the push
    CHECK(in.update(0.3f).empty());   // before the first repeat (0.38 s)
    std::vector<UiCommand> first = in.update(0.1f);
    REQUIRE(first.size() == 1);
    CHECK(first[0].key == UiKey::Down);
    CHECK(first[0].source == UiSource::Gamepad);
    CHECK(in.update(0.05f).empty());  // then one every 0.09 s
    CHECK(in.update(0.05f).size() == 1);
    int repeats = 0;
    for (int i = 0; i < 90; ++i)
        repeats += static_cast<int>(in.update(0.01f).size());
    CHECK(repeats == 10);  // 0.9 s at one per 0.09 s
    in.translate(stickEvent(sf::Joystick::Y, 0.0f), kWindow);
    CHECK(in.update(1.0f).empty());
}

TEST_CASE("The frame time that ended with a push does not count towards its repeat delay", "[ui_input]") {
    // The app reads events, then updates with the time since the last frame: on a slow frame (a quarter of a
    // second) that time went by before the push, and counting it would repeat a short tap.
    UiInput in;
    REQUIRE(keyOf(in, stickEvent(sf::Joystick::Y, 90.0f)) == UiKey::Down);
    CHECK(in.update(0.25f).empty());
    CHECK(in.update(0.2f).empty());  // held 0.2 s
    CHECK(in.update(0.2f).size() == 1);  // held 0.4 s
}

TEST_CASE("Horizontal and vertical pushes repeat independently", "[ui_input]") {
    UiInput in;
    REQUIRE(keyOf(in, stickEvent(sf::Joystick::X, -90.0f)) == UiKey::Left);
    REQUIRE(keyOf(in, stickEvent(sf::Joystick::Y, -90.0f)) == UiKey::Up);
    CHECK(in.update(0.01f).empty());
    std::vector<UiCommand> both = in.update(0.4f);
    REQUIRE(both.size() == 2);
    CHECK(both[0].key == UiKey::Left);
    CHECK(both[1].key == UiKey::Up);
}

TEST_CASE("reset forgets held directions so a new screen does not inherit a repeat", "[ui_input]") {
    UiInput in;
    REQUIRE(keyOf(in, stickEvent(sf::Joystick::X, 90.0f)) == UiKey::Right);
    in.reset();
    CHECK(in.update(2.0f).empty());
    CHECK(keyOf(in, stickEvent(sf::Joystick::X, 95.0f)) == UiKey::Right);  // the same push counts again
}

TEST_CASE("Gamepad buttons: A confirms, B and Back go back, Start pauses", "[ui_input]") {
    UiInput in;
    CHECK(keyOf(in, buttonEvent(0)) == UiKey::Confirm);
    CHECK(keyOf(in, buttonEvent(1)) == UiKey::Back);
    CHECK(keyOf(in, buttonEvent(6)) == UiKey::Back);
    CHECK(keyOf(in, buttonEvent(7)) == UiKey::Pause);
    for (unsigned b : {2u, 3u, 4u, 5u, 8u, 9u, 10u})
        CHECK(keyOf(in, buttonEvent(b)) == UiKey::None);
    CHECK(in.translate(buttonEvent(0), kWindow)->source == UiSource::Gamepad);
}

TEST_CASE("Keyboard: arrows and WASD move, Enter Space Z confirm, Escape Backspace go back", "[ui_input]") {
    using K = sf::Keyboard;
    UiInput in;
    CHECK(keyOf(in, keyEvent(K::Up)) == UiKey::Up);
    CHECK(keyOf(in, keyEvent(K::W)) == UiKey::Up);
    CHECK(keyOf(in, keyEvent(K::S)) == UiKey::Down);
    CHECK(keyOf(in, keyEvent(K::A)) == UiKey::Left);
    CHECK(keyOf(in, keyEvent(K::Right)) == UiKey::Right);
    CHECK(keyOf(in, keyEvent(K::Enter)) == UiKey::Confirm);
    CHECK(keyOf(in, keyEvent(K::Space)) == UiKey::Confirm);
    CHECK(keyOf(in, keyEvent(K::Z)) == UiKey::Confirm);
    CHECK(keyOf(in, keyEvent(K::Escape)) == UiKey::Back);
    CHECK(keyOf(in, keyEvent(K::Backspace)) == UiKey::Back);
    CHECK(keyOf(in, keyEvent(K::Enter, true)) == UiKey::None);  // Alt+Enter is fullscreen
    CHECK(keyOf(in, keyEvent(K::Q)) == UiKey::None);
    CHECK(in.translate(keyEvent(K::Up), kWindow)->source == UiSource::Keyboard);
}

TEST_CASE("Mouse commands carry the pointer in logical pixels through the letterbox", "[ui_input]") {
    UiInput in;
    SECTION("moving") {
        sf::Event e;
        e.type = sf::Event::MouseMoved;
        e.mouseMove = {300, 150};
        std::optional<UiCommand> c = in.translate(e, kWindow);
        REQUIRE(c.has_value());
        CHECK(c->pointerMoved);
        CHECK_FALSE(c->click);
        CHECK(c->key == UiKey::None);
        CHECK(c->pointer == sf::Vector2f(100.0f, 50.0f));
        CHECK(c->source == UiSource::Mouse);
    }
    SECTION("left click activates, right click goes back") {
        sf::Event e;
        e.type = sf::Event::MouseButtonPressed;
        e.mouseButton = {sf::Mouse::Left, 30, 60};
        std::optional<UiCommand> c = in.translate(e, kWindow);
        REQUIRE(c.has_value());
        CHECK(c->click);
        CHECK(c->pointer == sf::Vector2f(10.0f, 20.0f));
        e.mouseButton.button = sf::Mouse::Right;
        c = in.translate(e, kWindow);
        REQUIRE(c.has_value());
        CHECK_FALSE(c->click);
        CHECK(c->key == UiKey::Back);
    }
    SECTION("the wheel gives one notch per event, up positive") {
        sf::Event e;
        e.type = sf::Event::MouseWheelScrolled;
        e.mouseWheelScroll = {sf::Mouse::VerticalWheel, -2.5f, 3, 3};
        CHECK(in.translate(e, kWindow)->wheel == -1);
        e.mouseWheelScroll.delta = 1.0f;
        CHECK(in.translate(e, kWindow)->wheel == 1);
    }
}
