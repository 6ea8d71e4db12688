// The debug mode's keys in the play screen: what they hold never reaches the player's input.
#include <catch2/catch.hpp>

#include "game/app/debug/debug_session.h"
#include "game/play/play_session.h"
#include "game/world/level_schema.h"

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

TEST_CASE("A Backspace tap in debug mode restarts the attempt on the next tick, and the restart is no death", "[debug]") {
    engine::LoadResult loaded = engine::loadLevelText(R"({"format": 1, "name": "Hall", "mode": "ninja", "tiles": [
        "##########", "#........#", "#@......E#", "##########"]})",
                                                      "hall.json", game::levelSchema());
    REQUIRE(loaded.level);
    game::SessionSetup setup;
    setup.level = std::move(loaded.level);
    game::PlaySession session;
    REQUIRE(session.open(std::move(setup), nullptr));
    game::DebugSession debug;
    debug.overlay.setEnabled(true); // F3 in a playtest
    REQUIRE(debug.active());
    engine::FixedTimestep timestep;
    game::DebugRequest request = game::DebugRequest::None;
    // One tick of the play screen: the live input as the debug mode remaps it.
    const auto tick = [&](engine::InputFrame live) {
        debug.remapRestart(live);
        const engine::InputFrame in = session.nextInput(live);
        debug.beforeTick(session.world(), in);
        const game::TickOutcome out = session.step(in);
        debug.afterTick(session.world(), nullptr);
        return out;
    };
    engine::InputFrame right;
    right.set(engine::Action::Right, true);
    for (int i = 0; i < 60; ++i)
        tick(right);
    REQUIRE(session.world().attempts == 1);
    // Pressed and let go within one frame (a quick tap), before the frame's ticks.
    CHECK_FALSE(debug.onEvent(keyEvent(sf::Event::KeyPressed, sf::Keyboard::BackSpace, false), timestep, false, true,
                              request));
    debug.onEvent(keyEvent(sf::Event::KeyReleased, sf::Keyboard::BackSpace, false), timestep, false, true, request);
    const game::TickOutcome out = tick({});
    CHECK(out.newAttempt);
    CHECK(out.deaths == 0);
    CHECK(session.world().attempts == 2);
    CHECK(session.world().deaths == 0);
    CHECK_FALSE(debug.frozen()); // no death freeze either
    // Once: the ticks after it play on in the new attempt.
    for (int i = 0; i < 10; ++i)
        CHECK_FALSE(tick({}).newAttempt);
    CHECK(session.world().attempts == 2);
    CHECK(session.world().deaths == 0);
}
