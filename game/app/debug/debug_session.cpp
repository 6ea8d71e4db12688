#include "game/app/debug/debug_session.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <system_error>

#include "game/run/headless.h"
#include "game/save/save_paths.h"
#include "game/world/systems.h"

namespace game {

namespace {

/// Smoothing of the stats panel's averages (weight of the newest sample).
constexpr double kStatSmoothing = 0.1;

/// Microseconds on a monotonic clock (presentation only: never reaches the simulation).
std::int64_t nowMicros() {
    return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// Exponential moving average.
double smooth(double average, double sample) { return average + kStatSmoothing * (sample - average); }

/// The number key 1..5 pressed, as an index into kDebugScales, or −1.
int scaleKey(sf::Keyboard::Key k) {
    if (k >= sf::Keyboard::Num1 && k <= sf::Keyboard::Num5) return static_cast<int>(k - sf::Keyboard::Num1);
    if (k >= sf::Keyboard::Numpad1 && k <= sf::Keyboard::Numpad5) return static_cast<int>(k - sf::Keyboard::Numpad1);
    return -1;
}

} // namespace

void DebugSession::startDebugMode() {
    debugMode_ = true;
    overlay.setEnabled(true);
    pickScale(kDebugStartScale);
}

void DebugSession::pickScale(int index) {
    slow_.release(slowHandle_);
    scaleIndex_ = index;
    slowHandle_ = kDebugScales[index] < 1.0 ? slow_.push(kDebugScales[index]) : 0;
}

void DebugSession::setPaused(bool paused, engine::FixedTimestep& timestep) {
    paused_ = paused;
    timestep.setPaused(paused);
}

void DebugSession::say(std::string message) {
    message_ = std::move(message);
    messageLeft_ = kDebugMessageSeconds;
}

bool DebugSession::onEvent(const sf::Event& e, engine::FixedTimestep& timestep, bool watchingReplay, bool spaceFree,
                           DebugRequest& request) {
    request = DebugRequest::None;
    if (e.type == sf::Event::LostFocus) rewindHeld_ = backspaceHeld_ = false;
    if (e.type == sf::Event::KeyReleased && e.key.code == sf::Keyboard::R) rewindHeld_ = false;
    if (e.type == sf::Event::KeyReleased && e.key.code == sf::Keyboard::BackSpace) backspaceHeld_ = false;
    if (e.type == sf::Event::LostFocus ||
        (e.type == sf::Event::KeyReleased && (e.key.code == sf::Keyboard::LShift || e.key.code == sf::Keyboard::RShift)))
        shiftClaimed_ = false;
    if (e.type != sf::Event::KeyPressed) return false;
    const sf::Keyboard::Key k = e.key.code;
    if (k == sf::Keyboard::F3) {
        overlay.toggle();
        return true;
    }
    if (!active()) return false;
    if (frozen() && k != sf::Keyboard::R) freezeLeft_ = 0.0;  // any key ends the death freeze
    if (const int i = scaleKey(k); i >= 0) {
        pickScale(i);
        return true;
    }
    if (k == sf::Keyboard::P || (k == sf::Keyboard::Space && (spaceFree || watchingReplay))) {
        setPaused(!paused_, timestep);
        return true;
    }
    if (k == sf::Keyboard::Period) {
        shiftClaimed_ = shiftClaimed_ || e.key.shift;
        setPaused(true, timestep);
        timestep.step(e.key.shift ? 10 : 1);
        return true;
    }
    if (k == sf::Keyboard::R) return rewindHeld_ = true;
    if (k == sf::Keyboard::BackSpace) {
        backspaceHeld_ = backspaceTapped_ = true;
        return false;  // the game's input mapper may use it too
    }
    if (k == sf::Keyboard::F5) {
        request = DebugRequest::SaveReplay;
        return true;
    }
    return false;
}

void DebugSession::onFrame(double frameSeconds) {
    stats.frameMs = smooth(stats.frameMs, frameSeconds * 1000.0);
    freezeLeft_ = std::max(0.0, freezeLeft_ - frameSeconds);
    messageLeft_ = std::max(0.0, messageLeft_ - frameSeconds);
    if (messageLeft_ == 0.0) message_.clear();
}

engine::DeviceState DebugSession::playerDevices(const engine::DeviceState& devices) const {
    engine::DeviceState out = devices;
    if (!shiftClaimed_) return out;
    sf::Event up{};
    up.type = sf::Event::KeyReleased;
    for (sf::Keyboard::Key k : {sf::Keyboard::LShift, sf::Keyboard::RShift}) {
        up.key.code = k;
        out.handleEvent(up);
    }
    return out;
}

void DebugSession::remapRestart(engine::InputFrame& in) {
    if (active()) in.set(engine::Action::Restart, backspaceHeld_ || backspaceTapped_);
    backspaceTapped_ = false;
}

void DebugSession::beforeTick(World& world, const engine::InputFrame& in) {
    world.debug.enabled = overlay.enabled();
    attemptsBefore_ = world.attempts;
    if (active()) history_.record(world, in);
    else if (history_.available() > 0) history_.clear();  // a gap: the history must stay contiguous
    tickStartUs_ = nowMicros();
}

bool DebugSession::afterTick(const World& world, const Replay* playback) {
    stats.simMsPerTick = smooth(stats.simMsPerTick, static_cast<double>(nowMicros() - tickStartUs_) * 1e-3);
    if (world.attempts != attemptsBefore_) history_.clear();  // never rewind across a restart
    if (world.deaths > deathsSeen_ && active()) freezeLeft_ = kDeathFreezeSeconds;
    deathsSeen_ = world.deaths;
    if (playback == nullptr || replayEndedAt_) return false;
    const std::uint64_t t = world.totalTicks;
    // A death a lit checkpoint takes back plays on, as the headless runner does (game/run/headless.h).
    const bool dead = world.state == RunState::Dying && !world.checkpoint.snapshot;
    const char* outcome = world.state == RunState::Complete ? "complete"
                          : dead                            ? "dead"
                          : t >= playback->frames.size() + kReplayGraceTicks ? "timeout"
                                                                              : nullptr;
    if (outcome == nullptr) return false;
    replayEndedAt_ = t;
    std::cout << replaySummaryLine(world, outcome, t) << std::endl;
    return true;
}

bool DebugSession::rewindStep(World& world) {
    if (!history_.stepBack(world)) return false;
    deathsSeen_ = world.deaths;
    freezeLeft_ = 0.0;
    if (replayEndedAt_ && world.totalTicks < *replayEndedAt_) replayEndedAt_.reset();  // it will end again
    return true;
}

void DebugSession::saveReplay(Replay recording, const World& world, const std::string& levelPath) {
    const std::string path = debugReplayPath(levelPath.empty() ? "builtin.json" : levelPath);
    if (path.empty()) return say("CANNOT SAVE: NO WRITABLE DATA DIRECTORY");
    recording.level = levelPath;
    recording.levelName = world.level.meta.name;
    std::string error;
    if (saveReplayFile(recording, path, &error)) {
        say("SAVED " + std::to_string(recording.frames.size()) + " TICKS TO " + path);
        std::cerr << "raycrypt: saved replay " << path << '\n';
    } else {
        say("CANNOT SAVE: " + error);
    }
}

void DebugSession::beginRender() { renderStartUs_ = nowMicros(); }

void DebugSession::endRender(int drawCalls) {
    stats.renderMs = smooth(stats.renderMs, static_cast<double>(nowMicros() - renderStartUs_) * 1e-3);
    stats.drawCalls = drawCalls;
}

DebugStatus DebugSession::status(const World&, bool watchingReplay, double worldScale) const {
    DebugStatus s;
    s.debugMode = active();
    s.debugScale = timeScale();
    s.timeScale = timeScale() * worldScale;
    s.paused = paused_;
    s.rewinding = rewinding();
    s.rewindSeconds = static_cast<double>(history_.available()) * engine::kTickSeconds;
    s.frozenSeconds = freezeLeft_;
    s.watchingReplay = watchingReplay;
    s.message = message_;
    return s;
}

std::string debugReplayPath(const std::string& levelPath) {
    namespace fs = std::filesystem;
    const fs::path level(levelPath);
    const std::string parent = level.parent_path().filename().string();
    const std::string stem = (parent.empty() ? "" : parent + "-") + level.stem().string();
    std::error_code ec;
    fs::path dir;
    if (const std::string data = dataDirectory(); !data.empty()) dir = fs::path(data) / "replays";
    else dir = level.parent_path().empty() ? fs::path(".") : level.parent_path();
    fs::create_directories(dir, ec);
    if (!fs::is_directory(dir, ec)) return "";
    for (int n = 1; n < 100000; ++n) {
        const fs::path p = dir / (stem + "-" + std::to_string(n) + ".replay.json");
        if (!fs::exists(p, ec)) return p.string();
    }
    return "";
}

bool keyFree(const engine::InputBindings& bindings, sf::Keyboard::Key k) {
    for (const std::vector<sf::Keyboard::Key>& keys : bindings.keys)
        for (sf::Keyboard::Key bound : keys)
            if (bound == k) return false;
    return true;
}

bool exitAtReplayEnd() {
    const char* v = std::getenv("RAYCRYPT_EXIT_AT_REPLAY_END");
    return v != nullptr && std::string(v) == "1";
}

std::string replaySummaryLine(const World& world, const std::string& outcome, std::uint64_t ticks) {
    return summaryJson(summarize(world, outcome, ticks));
}

} // namespace game
