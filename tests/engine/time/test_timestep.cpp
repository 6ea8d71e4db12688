#include "engine/time/timestep.h"

#include <catch2/catch.hpp>

#include <limits>

using engine::FixedTimestep;
using engine::kMaxFrameSeconds;
using engine::kMaxStepsPerFrame;
using engine::kTickSeconds;

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

TEST_CASE("a 60 Hz frame yields exactly two 120 Hz ticks, every frame", "[time]") {
    FixedTimestep ts;
    const double frame = 1.0 / 60.0;  // exactly 2 * kTickSeconds in binary
    REQUIRE(frame == 2.0 * kTickSeconds);
    for (int i = 0; i < 10000; ++i) {
        INFO("frame " << i);
        REQUIRE(ts.advance(frame, 1.0) == 2);
        REQUIRE(ts.alpha() == 0.0);
    }
    CHECK(ts.ticks() == 20000);
}

TEST_CASE("ticks follow accumulated time and alpha is the leftover fraction", "[time]") {
    FixedTimestep ts;

    SECTION("a frame shorter than a tick accumulates until a tick is due") {
        CHECK(ts.advance(0.5 * kTickSeconds, 1.0) == 0);
        CHECK(ts.alpha() == Approx(0.5));
        CHECK(ts.advance(0.5 * kTickSeconds, 1.0) == 1);
        CHECK(ts.alpha() == Approx(0.0).margin(1e-9));
    }
    SECTION("a 144 Hz display gets 120 ticks per 144 frames") {
        int total = 0;
        for (int i = 0; i < 144; ++i) total += ts.advance(1.0 / 144.0, 1.0);
        CHECK(total >= 119);
        CHECK(total <= 120);
    }
    SECTION("alpha stays in [0, 1) for irregular frame times") {
        double frames[] = {0.0031, 0.0167, 0.0083333, 0.02, 0.0001, 0.1, 0.0333, 0.25, 0.007};
        for (int round = 0; round < 200; ++round) {
            for (double f : frames) {
                ts.advance(f, 1.0);
                REQUIRE(ts.alpha() >= 0.0);
                REQUIRE(ts.alpha() < 1.0);
            }
        }
    }
    SECTION("ticks() counts every tick handed out") {
        int sum = 0;
        for (int i = 0; i < 50; ++i) sum += ts.advance(0.013, 1.0);
        CHECK(ts.ticks() == static_cast<std::uint64_t>(sum));
    }
}

TEST_CASE("a long frame is clamped and capped at kMaxStepsPerFrame", "[time]") {
    FixedTimestep ts;

    SECTION("a one-second frame gives the cap, not 120 ticks") {
        CHECK(ts.advance(1.0, 1.0) == kMaxStepsPerFrame);
    }
    SECTION("excess whole ticks beyond the cap are dropped, not carried into the next frame") {
        CHECK(ts.advance(1.0, 1.0) == kMaxStepsPerFrame);
        CHECK(ts.alpha() < 1.0);
        CHECK(ts.advance(0.0, 1.0) == 0);
    }
    SECTION("the clamp is kMaxFrameSeconds: at time scale 0.25 a huge frame counts as 0.25 s") {
        // 0.25 s * 0.25 = 0.0625 s = 7.5 ticks: 7 ticks, alpha 0.5 (an unclamped 10 s frame would give the cap).
        CHECK(ts.advance(10.0, 0.25) == 7);
        CHECK(ts.alpha() == Approx(0.5));
    }
    SECTION("a frame of exactly kMaxFrameSeconds at a tiny scale passes the clamp unchanged") {
        CHECK(ts.advance(kMaxFrameSeconds, 0.1) == 3);  // 0.025 s = 3 ticks
    }
}

TEST_CASE("the time scale multiplies the simulated time", "[time]") {
    FixedTimestep ts;

    SECTION("time scale 0.25 gives a quarter of the ticks") {
        int total = 0;
        for (int i = 0; i < 600; ++i) total += ts.advance(1.0 / 60.0, 0.25);
        CHECK(total == 300);  // 600 frames * 2 ticks / 4
    }
    SECTION("time scale 0 gives no ticks") {
        for (int i = 0; i < 10; ++i) CHECK(ts.advance(1.0 / 60.0, 0.0) == 0);
    }
    SECTION("a NaN time scale counts as 1") {
        CHECK(ts.advance(1.0 / 60.0, kNaN) == 2);
    }
    SECTION("a negative time scale counts as 0") {
        CHECK(ts.advance(1.0 / 60.0, -3.0) == 0);
        CHECK(ts.alpha() == 0.0);
    }
    SECTION("an infinite time scale is capped, never NaN") {
        CHECK(ts.advance(1.0 / 60.0, kInf) == kMaxStepsPerFrame);
        CHECK(ts.alpha() >= 0.0);
        CHECK(ts.alpha() < 1.0);
    }
}

TEST_CASE("bad frame times give no ticks", "[time]") {
    FixedTimestep ts;
    ts.advance(0.5 * kTickSeconds, 1.0);

    SECTION("a NaN frame time counts as 0") {
        CHECK(ts.advance(kNaN, 1.0) == 0);
        CHECK(ts.alpha() == Approx(0.5));
        CHECK(ts.advance(0.5 * kTickSeconds, 1.0) == 1);
    }
    SECTION("a negative frame time counts as 0 and does not drain the accumulator") {
        CHECK(ts.advance(-1.0, 1.0) == 0);
        CHECK(ts.alpha() == Approx(0.5));
    }
    SECTION("an infinite frame time is clamped to kMaxFrameSeconds") {
        CHECK(ts.advance(kInf, 1.0) == kMaxStepsPerFrame);
        CHECK(ts.alpha() < 1.0);
    }
}

TEST_CASE("pause stops ticks and single-steps hand out exactly the requested ticks", "[time]") {
    FixedTimestep ts;
    ts.advance(0.5 * kTickSeconds, 1.0);
    ts.setPaused(true);
    REQUIRE(ts.paused());

    SECTION("paused gives 0 ticks however long the frames are, and alpha is frozen") {
        for (int i = 0; i < 20; ++i) CHECK(ts.advance(0.1, 1.0) == 0);
        CHECK(ts.alpha() == Approx(0.5));
    }
    SECTION("step(1) gives exactly one tick, then 0") {
        ts.step();
        CHECK(ts.advance(1.0 / 60.0, 1.0) == 1);
        CHECK(ts.advance(1.0 / 60.0, 1.0) == 0);
        CHECK(ts.advance(1.0 / 60.0, 1.0) == 0);
    }
    SECTION("step(10) gives 10 ticks in total") {
        ts.step(10);
        int total = 0;
        for (int i = 0; i < 5; ++i) total += ts.advance(1.0 / 60.0, 1.0);
        CHECK(total == 10);
    }
    SECTION("steps queue up across calls") {
        ts.step(2);
        ts.step(3);
        CHECK(ts.advance(0.0, 1.0) == 5);
    }
    SECTION("more steps than the cap carry over to the next advance") {
        ts.step(kMaxStepsPerFrame + 4);
        CHECK(ts.advance(0.0, 1.0) == kMaxStepsPerFrame);
        CHECK(ts.advance(0.0, 1.0) == 4);
        CHECK(ts.advance(0.0, 1.0) == 0);
    }
    SECTION("steps ignore the frame time and the time scale") {
        ts.step(3);
        CHECK(ts.advance(kNaN, 0.0) == 3);
    }
    SECTION("step with n <= 0 queues nothing") {
        ts.step(0);
        ts.step(-5);
        CHECK(ts.advance(0.1, 1.0) == 0);
    }
    SECTION("single-steps count in ticks()") {
        std::uint64_t before = ts.ticks();
        ts.step(4);
        ts.advance(0.0, 1.0);
        CHECK(ts.ticks() == before + 4);
    }
    SECTION("resuming drops pending steps and continues from the frozen accumulator") {
        ts.step(5);
        ts.setPaused(false);
        CHECK(ts.advance(0.5 * kTickSeconds, 1.0) == 1);
        CHECK(ts.advance(0.0, 1.0) == 0);
    }
    SECTION("reset clears the accumulator and pending steps but stays paused") {
        ts.step(3);
        ts.reset();
        CHECK(ts.paused());
        CHECK(ts.alpha() == 0.0);
        CHECK(ts.advance(0.1, 1.0) == 0);
    }
}

TEST_CASE("step is ignored while not paused", "[time]") {
    FixedTimestep ts;
    ts.step(5);
    CHECK(ts.advance(0.0, 1.0) == 0);
    ts.setPaused(true);
    CHECK(ts.advance(0.0, 1.0) == 0);
}

TEST_CASE("reset keeps ticks and the running state", "[time]") {
    FixedTimestep ts;
    ts.advance(2.5 * kTickSeconds, 1.0);
    std::uint64_t before = ts.ticks();
    REQUIRE(ts.alpha() > 0.0);
    ts.reset();
    CHECK(ts.alpha() == 0.0);
    CHECK_FALSE(ts.paused());
    CHECK(ts.ticks() == before);
    CHECK(ts.advance(1.0 / 60.0, 1.0) == 2);
}
