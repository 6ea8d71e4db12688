#include "game/run/sloppy_player.h"

#include <algorithm>
#include <cmath>

#include "engine/level/json_source.h"
#include "game/run/headless.h"
#include "game/run/timing_windows.h"

namespace game {
namespace {

/// SplitMix64: a small generator that gives the same numbers with every compiler and standard library.
struct SplitMix {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    /// A whole number in [-reach, reach].
    int offset(int reach) { return static_cast<int>(next() % static_cast<std::uint64_t>(2 * reach + 1)) - reach; }
    /// A number in [-reach, reach].
    double spread(double reach) { return (static_cast<double>(next() >> 11) / 9007199254740992.0 * 2.0 - 1.0) * reach; }
};

/// `v` turned by `degrees` (clockwise on screen, y down): (x cos a - y sin a, x sin a + y cos a).
engine::Vec2 turned(engine::Vec2 v, double degrees) {
    const double a = degrees * 3.14159265358979323846 / 180.0;
    const double c = std::cos(a), s = std::sin(a);
    return {v.x * c - v.y * s, v.x * s + v.y * c};
}

bool hasAim(const engine::InputFrame& f) { return f.aim.x != 0.0 || f.aim.y != 0.0; }

} // namespace

std::vector<engine::InputFrame> sloppyFrames(const std::vector<engine::InputFrame>& frames, int run, int ticks,
                                             double degrees) {
    SplitMix rng{kSloppySeed + static_cast<std::uint64_t>(run) * 0x2545f4914f6cdd1dull};
    // The aim first: each run of ticks with an aim vector turns by one angle.
    std::vector<engine::InputFrame> aimed = frames;
    for (std::size_t t = 0; t < aimed.size();) {
        if (!hasAim(aimed[t])) { ++t; continue; }
        const double turn = rng.spread(degrees);
        for (; t < aimed.size() && hasAim(aimed[t]); ++t) aimed[t].aim = turned(aimed[t].aim, turn);
    }
    std::vector<engine::InputFrame> out = aimed;
    for (auto& f : out) f.held &= 1u << static_cast<unsigned>(engine::Action::Restart);

    const auto n = static_cast<std::int64_t>(frames.size());
    for (int a = 0; a < engine::kActionCount; ++a) {
        const auto action = static_cast<engine::Action>(a);
        if (action == engine::Action::Restart) continue;
        std::int64_t freeFrom = 0; // first tick the next interval may hold: one released tick after the last
        std::int64_t t = 0;
        while (t < n) {
            if (!frames[static_cast<std::size_t>(t)].isHeld(action)) { ++t; continue; }
            const std::int64_t down = t;
            while (t < n && frames[static_cast<std::size_t>(t)].isHeld(action)) ++t;
            const std::int64_t up = t;
            std::int64_t newDown, newUp;
            if (up - down <= static_cast<std::int64_t>(kTapTicks)) {
                const int d = rng.offset(ticks);
                newDown = std::max(freeFrom, down + d);
                newUp = newDown + (up - down);
            } else {
                newDown = std::max(freeFrom, down + rng.offset(ticks));
                // A hold to the end of the replay has no release to move.
                newUp = up < n ? up + rng.offset(ticks) : up;
                newUp = std::max(newUp, newDown + 1);
            }
            freeFrom = newUp + 1;
            if (static_cast<std::int64_t>(out.size()) < newUp) out.resize(static_cast<std::size_t>(newUp));
            for (std::int64_t u = newDown; u < newUp; ++u) {
                engine::InputFrame& f = out[static_cast<std::size_t>(u)];
                f.set(action, true);
                if (!carriesAim(action)) continue;
                // Aim rides with the press: a tap carries its vectors along, a hold repeats its nearest end's.
                std::int64_t from = up - down <= static_cast<std::int64_t>(kTapTicks) ? u - (newDown - down) : u;
                from = std::clamp<std::int64_t>(from, down, up - 1);
                f.aim = aimed[static_cast<std::size_t>(from)].aim;
            }
        }
    }
    return out;
}

int sloppyClears(const engine::Level& level, const Replay& replay, int runs) {
    int clears = 0;
    Replay trial = replay;
    for (int run = 0; run < runs; ++run) {
        trial.frames = sloppyFrames(replay.frames, run);
        if (replayCompletes(level, trial)) ++clears;
    }
    return clears;
}

bool idleFrame(const engine::InputFrame& frame) {
    std::uint32_t ignored = (1u << static_cast<unsigned>(engine::Action::Aim)) |
                            (1u << static_cast<unsigned>(engine::Action::Restart));
    return (frame.held & ~ignored) == 0;
}

IdleMeasure measureIdle(const std::vector<engine::InputFrame>& frames, std::uint64_t ticks) {
    IdleMeasure m;
    m.ticks = ticks;
    std::uint64_t run = 0;
    for (std::uint64_t t = 0; t < ticks; ++t) {
        const bool idle = t >= frames.size() || idleFrame(frames[static_cast<std::size_t>(t)]);
        run = idle ? run + 1 : 0;
        if (idle) ++m.idleTicks;
        m.longestIdle = std::max(m.longestIdle, run);
    }
    return m;
}

IdleMeasure measureIdle(const engine::Level& level, const Replay& replay) {
    HeadlessSummary s = runReplay(level, replay);
    return measureIdle(replay.frames, s.outcome == "complete" ? s.ticks : replay.frames.size());
}

int requiredSloppyClears(int placeInChapter) { return placeInChapter == 1 || placeInChapter == 2 ? 20 : 8; }

bool breaksRamp(int placeInChapter, int previousClears, int clears) {
    return placeInChapter > 1 && clears > previousClears + kMaxRampRise;
}

bool hasCheckpointEntity(std::string_view levelText) {
    const engine::JsonParseResult parsed = engine::parseJson(levelText, "level");
    if (!parsed.root) return false;
    const engine::JsonValue* entities = parsed.root->find("entities");
    if (entities == nullptr || !entities->isArray()) return false;
    for (const engine::JsonValue& e : entities->items) {
        const engine::JsonValue* type = e.find("type");
        if (type != nullptr && type->isString() && type->text == "checkpoint") return true;
    }
    return false;
}

} // namespace game
