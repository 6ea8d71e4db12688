// The debug mode's keys in the play screen: what they hold never reaches the player's input.
#include <catch2/catch.hpp>

#include "game/app/debug/debug_session.h"

namespace {

sf::Event keyEvent(sf::Event::EventType type, sf::Keyboard::Key code, bool shift) {
    sf::Event e{};
    e.type = type;
    e.key.code = code;
    e.key.shift = shift;
    return e;
}

} // namespace

TEST_CASE("Shift held for Shift+. (ten ticks) does not reach the player until it is let go", "[debug]") {
    game::DebugSession debug;
    debug.startDebugMode();
    engine::FixedTimestep timestep;
    game::DebugRequest request = game::DebugRequest::None;
    engine::DeviceState devices;
    devices.reset(true, {0, 0});
    const auto send = [&](const sf::Event& e) {
        devices.handleEvent(e);
        return debug.onEvent(e, timestep, false, true, request);
    };
    // Shift alone is the player's (aim in ninja).
    CHECK_FALSE(send(keyEvent(sf::Event::KeyPressed, sf::Keyboard::LShift, true)));
    CHECK(debug.playerDevices(devices).keyHeld(sf::Keyboard::LShift));
    // With '.', it steps ten ticks, and the player does not see Shift held.
    CHECK(send(keyEvent(sf::Event::KeyPressed, sf::Keyboard::Period, true)));
    CHECK(devices.keyHeld(sf::Keyboard::LShift));
    CHECK_FALSE(debug.playerDevices(devices).keyHeld(sf::Keyboard::LShift));
    send(keyEvent(sf::Event::KeyReleased, sf::Keyboard::Period, true));
    CHECK_FALSE(debug.playerDevices(devices).keyHeld(sf::Keyboard::LShift));
    // Let go and pressed again, Shift is the player's again.
    send(keyEvent(sf::Event::KeyReleased, sf::Keyboard::LShift, false));
    send(keyEvent(sf::Event::KeyPressed, sf::Keyboard::LShift, true));
    CHECK(debug.playerDevices(devices).keyHeld(sf::Keyboard::LShift));
    // Other keys held with it stay the player's.
    send(keyEvent(sf::Event::KeyPressed, sf::Keyboard::Right, true));
    send(keyEvent(sf::Event::KeyPressed, sf::Keyboard::Period, true));
    CHECK(debug.playerDevices(devices).keyHeld(sf::Keyboard::Right));
}
