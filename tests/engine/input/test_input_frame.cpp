#include "engine/input/input_frame.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using engine::Action;
using engine::actionFromName;
using engine::actionName;
using engine::InputFrame;
using engine::InputState;
using engine::kActionCount;

namespace {
InputFrame holding(std::initializer_list<Action> actions) {
    InputFrame f;
    for (Action a : actions) f.set(a, true);
    return f;
}
}  // namespace

TEST_CASE("InputFrame set and isHeld track each action independently", "[input]") {
    InputFrame f;

    SECTION("a fresh frame holds nothing and has no aim") {
        for (int i = 0; i < kActionCount; ++i) CHECK_FALSE(f.isHeld(static_cast<Action>(i)));
        CHECK(f.held == 0u);
        CHECK(f.aim.x == 0.0);
        CHECK(f.aim.y == 0.0);
    }
    SECTION("setting one action holds only that action") {
        for (int i = 0; i < kActionCount; ++i) {
            InputFrame g;
            g.set(static_cast<Action>(i), true);
            for (int j = 0; j < kActionCount; ++j) CHECK(g.isHeld(static_cast<Action>(j)) == (i == j));
        }
    }
    SECTION("clearing an action leaves the others held") {
        f.set(Action::Jump, true);
        f.set(Action::Fire, true);
        f.set(Action::Jump, false);
        CHECK_FALSE(f.isHeld(Action::Jump));
        CHECK(f.isHeld(Action::Fire));
    }
    SECTION("setting an action twice is idempotent") {
        f.set(Action::Left, true);
        InputFrame once = f;
        f.set(Action::Left, true);
        CHECK(f == once);
        f.set(Action::Right, false);
        CHECK(f == once);
    }
    SECTION("frames compare equal only when buttons and aim match") {
        InputFrame a = holding({Action::Aim});
        InputFrame b = holding({Action::Aim});
        CHECK(a == b);
        b.aim = {1.0, 0.0};
        CHECK(a != b);
        a.aim = {1.0, 0.0};
        CHECK(a == b);
        a.set(Action::Down, true);
        CHECK(a != b);
    }
}

TEST_CASE("InputState derives pressed and released edges from two ticks", "[input]") {
    InputState s;

    SECTION("pressed is true only on the first held tick") {
        s.advance(holding({Action::Jump}));
        CHECK(s.held(Action::Jump));
        CHECK(s.pressed(Action::Jump));
        CHECK_FALSE(s.released(Action::Jump));
        s.advance(holding({Action::Jump}));
        CHECK(s.held(Action::Jump));
        CHECK_FALSE(s.pressed(Action::Jump));
    }
    SECTION("released is true only on the first tick after letting go") {
        s.advance(holding({Action::Fire}));
        s.advance(InputFrame{});
        CHECK_FALSE(s.held(Action::Fire));
        CHECK(s.released(Action::Fire));
        CHECK_FALSE(s.pressed(Action::Fire));
        s.advance(InputFrame{});
        CHECK_FALSE(s.released(Action::Fire));
    }
    SECTION("a tap (press then release next tick) gives one pressed and one released edge") {
        int pressed = 0;
        int released = 0;
        for (InputFrame f : {InputFrame{}, holding({Action::Aim}), InputFrame{}, InputFrame{}}) {
            s.advance(f);
            pressed += s.pressed(Action::Aim) ? 1 : 0;
            released += s.released(Action::Aim) ? 1 : 0;
        }
        CHECK(pressed == 1);
        CHECK(released == 1);
    }
    SECTION("advance shifts the current frame into previous") {
        InputFrame a = holding({Action::Left});
        a.aim = {0.0, -1.0};
        InputFrame b = holding({Action::Right});
        s.advance(a);
        s.advance(b);
        CHECK(s.previous == a);
        CHECK(s.current == b);
    }
    SECTION("edges of different actions are independent") {
        s.advance(holding({Action::Left}));
        s.advance(holding({Action::Left, Action::Jump}));
        CHECK(s.pressed(Action::Jump));
        CHECK_FALSE(s.pressed(Action::Left));
        CHECK(s.held(Action::Left));
    }
}

TEST_CASE("moveX and moveY give -1, 0 or +1 and opposite directions cancel", "[input]") {
    InputState s;

    SECTION("nothing held is 0, 0") {
        CHECK(s.moveX() == 0);
        CHECK(s.moveY() == 0);
    }
    SECTION("left is -1 and right is +1") {
        s.advance(holding({Action::Left}));
        CHECK(s.moveX() == -1);
        s.advance(holding({Action::Right}));
        CHECK(s.moveX() == 1);
    }
    SECTION("up is -1 and down is +1 (y down)") {
        s.advance(holding({Action::Up}));
        CHECK(s.moveY() == -1);
        s.advance(holding({Action::Down}));
        CHECK(s.moveY() == 1);
    }
    SECTION("left and right together cancel, up and down together cancel") {
        s.advance(holding({Action::Left, Action::Right, Action::Up, Action::Down}));
        CHECK(s.moveX() == 0);
        CHECK(s.moveY() == 0);
    }
    SECTION("horizontal and vertical are independent") {
        s.advance(holding({Action::Right, Action::Up}));
        CHECK(s.moveX() == 1);
        CHECK(s.moveY() == -1);
    }
}

TEST_CASE("action names round-trip and unknown names are rejected", "[input]") {
    SECTION("every action's name maps back to that action") {
        std::set<std::string> names;
        for (int i = 0; i < kActionCount; ++i) {
            Action a = static_cast<Action>(i);
            std::string_view name = actionName(a);
            CHECK_FALSE(name.empty());
            names.insert(std::string(name));
            auto back = actionFromName(name);
            REQUIRE(back.has_value());
            CHECK(*back == a);
        }
        CHECK(names.size() == static_cast<std::size_t>(kActionCount));
    }
    SECTION("names are the documented lower-case replay names") {
        CHECK(actionName(Action::Left) == "left");
        CHECK(actionName(Action::Jump) == "jump");
        CHECK(actionName(Action::Restart) == "restart");
    }
    SECTION("unknown, empty and wrong-case names give nullopt") {
        CHECK_FALSE(actionFromName("dash").has_value());
        CHECK_FALSE(actionFromName("").has_value());
        CHECK_FALSE(actionFromName("Jump").has_value());
        CHECK_FALSE(actionFromName("jump ").has_value());
    }
    SECTION("the Count sentinel has no real name") {
        CHECK(actionName(Action::Count) == "?");
        CHECK_FALSE(actionFromName("?").has_value());
    }
}
