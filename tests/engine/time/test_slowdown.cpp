#include "engine/time/slowdown.h"

#include <catch2/catch.hpp>

#include <limits>
#include <set>

using engine::kMinTimeScale;
using engine::SlowdownStack;

TEST_CASE("an empty slow-down stack runs at normal speed", "[time]") {
    SlowdownStack s;
    CHECK(s.empty());
    CHECK(s.size() == 0);
    CHECK(s.scale() == 1.0);
}

TEST_CASE("slow-down requests compose and end independently", "[time]") {
    SlowdownStack s;

    SECTION("a single request sets the scale until released") {
        SlowdownStack::Handle h = s.push(0.5);
        CHECK(h != 0);
        CHECK(s.scale() == 0.5);
        CHECK(s.size() == 1);
        s.release(h);
        CHECK(s.scale() == 1.0);
        CHECK(s.empty());
    }
    SECTION("two overlapping requests multiply") {
        s.push(0.5);
        s.push(0.25);
        CHECK(s.scale() == 0.125);
    }
    SECTION("releasing the first request keeps the second one active") {
        SlowdownStack::Handle bulletTime = s.push(0.25);
        SlowdownStack::Handle hitStop = s.push(0.1);
        s.release(bulletTime);
        CHECK(s.scale() == 0.1);
        CHECK(s.size() == 1);
        s.release(hitStop);
        CHECK(s.scale() == 1.0);
    }
    SECTION("releasing in any order ends up at normal speed, with the right scale in between") {
        SlowdownStack::Handle a = s.push(0.5);
        SlowdownStack::Handle b = s.push(0.5);
        SlowdownStack::Handle c = s.push(0.8);
        s.release(b);
        CHECK(s.scale() == 0.5 * 0.8);
        s.release(a);
        CHECK(s.scale() == 0.8);
        s.release(c);
        CHECK(s.scale() == 1.0);
    }
    SECTION("releasing a handle twice, handle 0 or an unknown handle is a no-op") {
        SlowdownStack::Handle a = s.push(0.5);
        s.push(0.5);
        s.release(a);
        s.release(a);
        s.release(0);
        s.release(12345);
        CHECK(s.scale() == 0.5);
        CHECK(s.size() == 1);
    }
    SECTION("handles are unique") {
        std::set<SlowdownStack::Handle> seen;
        for (int i = 0; i < 100; ++i) {
            SlowdownStack::Handle h = s.push(0.9);
            CHECK(h != 0);
            CHECK(seen.insert(h).second);
            if (i % 3 == 0) s.release(h);
        }
    }
}

TEST_CASE("clear drops every slow-down request and old handles stay dead", "[time]") {
    SlowdownStack s;
    SlowdownStack::Handle a = s.push(0.5);
    s.push(0.2);
    s.clear();

    SECTION("the scale returns to normal") {
        CHECK(s.empty());
        CHECK(s.scale() == 1.0);
    }
    SECTION("releasing a handle from before the restart does not end a new request") {
        SlowdownStack::Handle fresh = s.push(0.3);
        CHECK(fresh != a);
        s.release(a);
        CHECK(s.scale() == 0.3);
    }
}

TEST_CASE("slow-down scales are clamped", "[time]") {
    SlowdownStack s;

    SECTION("a request above 1 counts as 1 (no speed-up)") {
        s.push(4.0);
        s.push(0.5);
        CHECK(s.scale() == 0.5);
    }
    SECTION("a zero or negative request counts as kMinTimeScale") {
        s.push(0.0);
        CHECK(s.scale() == kMinTimeScale);
        s.clear();
        s.push(-2.0);
        CHECK(s.scale() == kMinTimeScale);
    }
    SECTION("the product never goes below kMinTimeScale") {
        s.push(0.05);
        s.push(0.05);
        CHECK(s.scale() == kMinTimeScale);
        for (int i = 0; i < 2000; ++i) s.push(0.01);  // product underflows to 0
        CHECK(s.scale() == kMinTimeScale);
    }
    SECTION("a NaN request counts as 1") {
        SlowdownStack::Handle h = s.push(std::numeric_limits<double>::quiet_NaN());
        CHECK(h != 0);
        CHECK(s.scale() == 1.0);
        s.push(0.5);
        CHECK(s.scale() == 0.5);
    }
    SECTION("an infinite request counts as 1") {
        s.push(std::numeric_limits<double>::infinity());
        CHECK(s.scale() == 1.0);
    }
}
