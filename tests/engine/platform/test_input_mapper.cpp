#include <catch2/catch.hpp>

#include <cmath>

#include "engine/platform/input_mapper.h"

namespace {

using K = sf::Keyboard;
using engine::Action;

/// A key press event.
sf::Event pressed(K::Key k) {
    sf::Event e{};
    e.type = sf::Event::KeyPressed;
    e.key.code = k;
    return e;
}

/// The pointer moved to (x, y), window pixels.
sf::Event moved(int x, int y) {
    sf::Event e{};
    e.type = sf::Event::MouseMoved;
    e.mouseMove.x = x;
    e.mouseMove.y = y;
    return e;
}

/// Mouse button b pressed at the origin.
sf::Event clicked(sf::Mouse::Button b) {
    sf::Event e{};
    e.type = sf::Event::MouseButtonPressed;
    e.mouseButton.button = b;
    return e;
}

/// A device state with these keys held (focused, pointer at the origin).
engine::DeviceState holding(std::initializer_list<K::Key> keys) {
    engine::DeviceState d;
    d.reset(true, {0, 0});
    for (K::Key k : keys) d.handleEvent(pressed(k));
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
    engine::InputMapper mapper;
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
        engine::InputMapper rebound(b);
        CHECK(rebound.sample(holding({K::Up}), {}).isHeld(Action::Jump));
        CHECK_FALSE(rebound.sample(holding({K::Space}), {}).isHeld(Action::Jump));
    }
}

// The aim: one device points it at a time, and keeps it until another one aims.
TEST_CASE("The keys aim at first, and the mouse takes the aim once the pointer travels or a button is pressed",
          "[platform]") {
    if (engine::InputMapper::gamepadConnected()) {
        WARN("a gamepad is connected: its right stick would aim");
        return;
    }
    engine::InputMapper mapper;
    const engine::Vec2 mouse{0.6, 0.8};
    REQUIRE(mapper.aimSource() == engine::AimSource::Keys);
    SECTION("before the mouse moves, Fire goes the way the held direction keys point") {
        const engine::InputFrame f = mapper.sample(holding({K::Down, K::X}), mouse);
        CHECK(f.aim == engine::Vec2{0.0, 1.0});
        CHECK(f.isHeld(Action::Fire));
        CHECK(f.isHeld(Action::Down));
    }
    SECTION("with no direction held the aim is zero (the simulation fires the facing way)") {
        CHECK(mapper.sample(holding({K::X}), mouse).aim == engine::Vec2{});
    }
    SECTION("a nudge of the pointer, below the takeover travel, leaves the aim with the keys") {
        mapper.handleEvent(moved(100, 100));
        mapper.handleEvent(moved(100 + engine::kMouseTakeoverPixels - 1, 100));
        CHECK(mapper.aimSource() == engine::AimSource::Keys);
        CHECK(mapper.sample(holding({K::Up}), mouse).aim == engine::Vec2{0.0, -1.0});
    }
    SECTION("the pointer travelling the takeover distance gives the aim to the mouse") {
        mapper.handleEvent(moved(100, 100));
        mapper.handleEvent(moved(103, 100));
        mapper.handleEvent(moved(103, 100 + engine::kMouseTakeoverPixels - 3));
        CHECK(mapper.aimSource() == engine::AimSource::Mouse);
        CHECK(mapper.sample(holding({K::Up}), mouse).aim == mouse);
    }
    SECTION("a mouse button gives the aim to the mouse") {
        mapper.handleEvent(clicked(sf::Mouse::Left));
        CHECK(mapper.aimSource() == engine::AimSource::Mouse);
        CHECK(mapper.sample(holding({}), mouse).aim == mouse);
    }
}

TEST_CASE("With the mouse aiming, Fire from a key goes where the crosshair is, whatever direction keys are held",
          "[platform]") {
    if (engine::InputMapper::gamepadConnected()) {
        WARN("a gamepad is connected: its right stick would aim");
        return;
    }
    engine::InputMapper mapper;
    mapper.handleEvent(clicked(sf::Mouse::Left));
    const engine::Vec2 below{0.0, 1.0};
    SECTION("X while walking right fires at the crosshair below, and the walk goes on") {
        const engine::InputFrame f = mapper.sample(holding({K::Right, K::X}), below);
        CHECK(f.aim == below);
        CHECK(f.isHeld(Action::Fire));
        CHECK(f.isHeld(Action::Right));
        CHECK(mapper.aimSource() == engine::AimSource::Mouse);
    }
    SECTION("J pressed again and again keeps the mouse's aim") {
        for (int i = 0; i < 3; ++i) {
            mapper.handleEvent(pressed(K::J));
            CHECK(mapper.sample(holding({K::J, K::A}), below).aim == below);
        }
    }
    SECTION("a keyboard aim key alone (bullet time with the mouse) keeps the mouse's aim") {
        const engine::InputFrame f = mapper.sample(holding({K::LShift}), below);
        CHECK(f.aim == below);
        CHECK(f.isHeld(Action::Aim));
        CHECK(mapper.aimSource() == engine::AimSource::Mouse);
    }
    SECTION("the right mouse button held with a direction key aims with the mouse and still walks") {
        engine::DeviceState d = holding({K::D});
        d.handleEvent(clicked(sf::Mouse::Right));
        const engine::InputFrame f = mapper.sample(d, below);
        CHECK(f.aim == below);
        CHECK(f.isHeld(Action::Aim));
        CHECK(f.isHeld(Action::Right));
    }
    SECTION("with the pointer outside the window the held direction aims") {
        CHECK(mapper.sample(holding({K::Left, K::X}), {}).aim == engine::Vec2{-1.0, 0.0});
    }
}

TEST_CASE("A keyboard aim key held with a direction takes the aim, and the direction keys then point without moving",
          "[platform]") {
    if (engine::InputMapper::gamepadConnected()) {
        WARN("a gamepad is connected: its right stick would aim");
        return;
    }
    engine::InputMapper mapper;
    mapper.handleEvent(clicked(sf::Mouse::Left));
    const engine::Vec2 mouse{0.6, 0.8};
    const engine::InputFrame aiming = mapper.sample(holding({K::LShift, K::Up, K::Right, K::X}), mouse);
    CHECK(mapper.aimSource() == engine::AimSource::Keys);
    SECTION("the aim is the held direction, 8 ways") {
        CHECK(aiming.aim.x == Approx(std::sqrt(0.5)));
        CHECK(aiming.aim.y == Approx(-std::sqrt(0.5)));
    }
    SECTION("the direction keys do not move the player while aiming; the aim and fire buttons stay held") {
        CHECK_FALSE(aiming.isHeld(Action::Up));
        CHECK_FALSE(aiming.isHeld(Action::Right));
        CHECK(aiming.isHeld(Action::Aim));
        CHECK(aiming.isHeld(Action::Fire));
    }
    SECTION("the L key aims like Shift") {
        CHECK(mapper.sample(holding({K::L, K::Down}), mouse).aim == engine::Vec2{0.0, 1.0});
    }
    SECTION("letting the aim key go walks again, and the walk points the aim") {
        const engine::InputFrame f = mapper.sample(holding({K::Right}), mouse);
        CHECK(f.isHeld(Action::Right));
        CHECK(f.aim == engine::Vec2{1.0, 0.0});
    }
    SECTION("opposite direction keys cancel") {
        CHECK(mapper.sample(holding({K::LShift, K::Left, K::Right}), mouse).aim == engine::Vec2{});
    }
    SECTION("the mouse travelling takes the aim back") {
        mapper.handleEvent(moved(10, 10));
        mapper.handleEvent(moved(10 + engine::kMouseTakeoverPixels, 10));
        CHECK(mapper.aimSource() == engine::AimSource::Mouse);
        CHECK(mapper.sample(holding({K::Right}), mouse).aim == mouse);
    }
}
