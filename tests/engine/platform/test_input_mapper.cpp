#include <catch2/catch.hpp>

#include "engine/platform/input_mapper.h"

namespace {

using K = sf::Keyboard;
using engine::Action;

/// A device state with these keys held (focused, pointer at the origin).
engine::DeviceState holding(std::initializer_list<K::Key> keys) {
    engine::DeviceState d;
    d.reset(true, {0, 0});
    for (K::Key k : keys) {
        sf::Event e{};
        e.type = sf::Event::KeyPressed;
        e.key.code = k;
        d.handleEvent(e);
    }
    return d;
}

} // namespace

// These run with no gamepad connected (the test machine has none): the frame comes from keys and buttons
// alone.
TEST_CASE("A sampled frame holds the actions whose bound keys the device state holds", "[platform]") {
    if (engine::InputMapper::gamepadConnected()) {
        WARN("a gamepad is connected: its state would mix into the frames");
        return;
    }
    const engine::InputMapper mapper;
    SECTION("nothing held, nothing in the frame") {
        const engine::InputFrame f = mapper.sample(holding({}), {});
        CHECK(f.held == 0u);
        CHECK(f.aim == engine::Vec2{});
    }
    SECTION("either binding of an action holds it") {
        CHECK(mapper.sample(holding({K::Space}), {}).isHeld(Action::Jump));
        CHECK(mapper.sample(holding({K::K}), {}).isHeld(Action::Jump));
        const engine::InputFrame f = mapper.sample(holding({K::D, K::J}), {});
        CHECK(f.isHeld(Action::Right));
        CHECK(f.isHeld(Action::Fire));
        CHECK_FALSE(f.isHeld(Action::Left));
        CHECK_FALSE(f.isHeld(Action::Jump));
    }
    SECTION("a released key no longer holds its action") {
        engine::DeviceState d = holding({K::Left});
        sf::Event e{};
        e.type = sf::Event::KeyReleased;
        e.key.code = K::Left;
        d.handleEvent(e);
        CHECK_FALSE(mapper.sample(d, {}).isHeld(Action::Left));
    }
    SECTION("a mouse button binding holds its action") {
        engine::DeviceState d = holding({});
        sf::Event e{};
        e.type = sf::Event::MouseButtonPressed;
        e.mouseButton.button = sf::Mouse::Right;
        d.handleEvent(e);
        CHECK(mapper.sample(d, {}).isHeld(Action::Aim));
    }
    SECTION("rebinding changes which key holds an action") {
        engine::InputBindings b = engine::defaultBindings();
        b.keys[static_cast<std::size_t>(Action::Jump)] = {K::Up};
        const engine::InputMapper rebound(b);
        CHECK(rebound.sample(holding({K::Up}), {}).isHeld(Action::Jump));
        CHECK_FALSE(rebound.sample(holding({K::Space}), {}).isHeld(Action::Jump));
    }
}

TEST_CASE("The aim is the mouse's direction until a key is pressed, then the held direction keys",
          "[platform]") {
    if (engine::InputMapper::gamepadConnected()) {
        WARN("a gamepad is connected: its right stick would aim");
        return;
    }
    engine::InputMapper mapper;
    const engine::Vec2 mouse{0.6, 0.8};
    SECTION("the mouse aims at first") { CHECK(mapper.sample(holding({K::Up}), mouse).aim == mouse); }
    SECTION("after a key press the keys aim, in 8 directions") {
        sf::Event e{};
        e.type = sf::Event::KeyPressed;
        e.key.code = K::Up;
        mapper.handleEvent(e);
        const engine::InputFrame f = mapper.sample(holding({K::Up, K::Right}), mouse);
        CHECK(f.aim.x == Approx(std::sqrt(0.5)));
        CHECK(f.aim.y == Approx(-std::sqrt(0.5)));
    }
    SECTION("with no mouse direction the keys aim") {
        const engine::InputFrame f = mapper.sample(holding({K::Down}), {});
        CHECK(f.aim == engine::Vec2{0.0, 1.0});
    }
}
