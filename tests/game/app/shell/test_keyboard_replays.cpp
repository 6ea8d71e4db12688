// Keyboard solution replays (levels/<mode>/NN.keyboard.replay.json) hold only input a keyboard makes: every frame
// is what the game's input mapper, with the default bindings and the keys aiming, samples from some set of held
// keys. Their completing the level is checked with the other solutions (tests/game/run/test_solution_replays.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "game/app/shell/input_bindings.h"
#include "game/replay/replay.h"

namespace {

using engine::Action;
using K = sf::Keyboard;

/// The file name ending of a keyboard solution replay.
const std::string kKeyboardReplay = ".keyboard.replay.json";

/// Every keyboard solution replay under levels/, sorted.
std::vector<std::string> keyboardReplays() {
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::recursive_directory_iterator(RAYCRYPT_SOURCE_DIR "/levels")) {
        const std::string f = e.path().string();
        if (e.is_regular_file() && f.size() > kKeyboardReplay.size() &&
            f.compare(f.size() - kKeyboardReplay.size(), kKeyboardReplay.size(), kKeyboardReplay) == 0)
            files.push_back(f);
    }
    std::sort(files.begin(), files.end());
    return files;
}

/// -1, 0 or +1: the sign of v.
int sign(double v) { return (v > 0.0) - (v < 0.0); }

/// The keys a player holds to make frame f: the aim key points (the direction from the aim's signs), otherwise
/// the direction keys held are the frame's; jump, fire and restart as held.
engine::DeviceState keysFor(const engine::InputFrame& f) {
    std::vector<K::Key> keys;
    if (f.isHeld(Action::Aim)) {
        keys.push_back(K::LShift);
        if (sign(f.aim.x) < 0) keys.push_back(K::Left);
        if (sign(f.aim.x) > 0) keys.push_back(K::Right);
        if (sign(f.aim.y) < 0) keys.push_back(K::Up);
        if (sign(f.aim.y) > 0) keys.push_back(K::Down);
    }
    const std::pair<Action, K::Key> others[] = {{Action::Left, K::Left}, {Action::Right, K::Right},
                                                {Action::Up, K::Up},     {Action::Down, K::Down},
                                                {Action::Jump, K::Space}, {Action::Fire, K::X},
                                                {Action::Restart, K::R}};
    for (const auto& [action, key] : others)
        if (f.isHeld(action)) keys.push_back(key);
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

/// True when the replay's aim points where the mapper's does (a replay may write any length: [-1, 1]).
bool sameDirection(engine::Vec2 replay, engine::Vec2 mapped) {
    const engine::Vec2 r = engine::normalize(replay);
    return std::abs(r.x - mapped.x) < 1e-12 && std::abs(r.y - mapped.y) < 1e-12;
}

} // namespace

TEST_CASE("Every frame of a keyboard solution replay is one the keyboard makes through the input mapper",
          "[replay][levels]") {
    if (engine::InputMapper::gamepadConnected()) {
        WARN("a gamepad is connected: its state would mix into the frames");
        return;
    }
    const std::vector<std::string> files = keyboardReplays();
    REQUIRE(files.size() >= 3);
    for (const std::string& file : files) {
        DYNAMIC_SECTION(file) {
            const game::ReplayLoadResult replay = game::loadReplayFile(file);
            INFO((replay.errors.empty() ? std::string() : replay.errors.front()));
            REQUIRE(replay.ok());
            REQUIRE_FALSE(replay.replay->frames.empty());
            engine::InputMapper mapper(game::bindingsFromSettings(game::Settings{}));
            REQUIRE(mapper.aimSource() == engine::AimSource::Keys);
            for (std::size_t t = 0; t < replay.replay->frames.size(); ++t) {
                const engine::InputFrame& f = replay.replay->frames[t];
                const engine::InputFrame mapped = mapper.sample(keysFor(f), {});
                INFO("tick " << t << ": held " << f.held << " aim " << f.aim.x << ", " << f.aim.y << "; the keys give held "
                             << mapped.held << " aim " << mapped.aim.x << ", " << mapped.aim.y);
                REQUIRE(mapped.held == f.held);
                REQUIRE(sameDirection(f.aim, mapped.aim));
            }
            CHECK(mapper.aimSource() == engine::AimSource::Keys);
        }
    }
}
