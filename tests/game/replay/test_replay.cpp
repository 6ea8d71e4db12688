#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "game/replay/replay.h"

using engine::Action;
using game::loadReplayText;

namespace {
engine::InputFrame holding(std::initializer_list<Action> actions, engine::Vec2 aim = {}) {
    engine::InputFrame f;
    for (Action a : actions) f.set(a, true);
    f.aim = aim;
    return f;
}
} // namespace

TEST_CASE("A replay expands run-length entries into one frame per tick", "[replay]") {
    auto r = loadReplayText(R"({"format": 1, "level": "levels/ninja/01.json", "inputs": [
        {"ticks": 3, "hold": ["right"]},
        {"ticks": 2, "hold": ["right"], "press": ["jump"]},
        {"ticks": 1}
    ]})", "r.json");
    REQUIRE(r.ok());
    const auto& f = r.replay->frames;
    REQUIRE(f.size() == 6);
    SECTION("hold applies to every tick of its entry") {
        for (int i = 0; i < 5; ++i) CHECK(f[i].isHeld(Action::Right));
        CHECK_FALSE(f[5].isHeld(Action::Right));
    }
    SECTION("press applies to the entry's first tick only") {
        CHECK(f[3].isHeld(Action::Jump));
        CHECK_FALSE(f[4].isHeld(Action::Jump));
    }
    SECTION("the level identity is kept") { CHECK(r.replay->level == "levels/ninja/01.json"); }
}

TEST_CASE("A replay's aim is kept bit-exact as a vector, or made from degrees", "[replay]") {
    auto r = loadReplayText(R"({"format": 1, "inputs": [{"ticks": 1, "aim": [3, -4]}, {"ticks": 1, "aimDeg": 90}]})", "r");
    REQUIRE(r.ok());
    CHECK(r.replay->frames[0].aim.x == 3.0);
    CHECK(r.replay->frames[0].aim.y == -4.0);
    CHECK(r.replay->frames[1].aim.x == Approx(0.0).margin(1e-12));
    CHECK(r.replay->frames[1].aim.y == Approx(1.0));
}

TEST_CASE("Saving a replay and loading it back gives the same frames bit for bit", "[replay]") {
    game::Replay rep;
    rep.level = "levels/crypt/02.json";
    rep.levelName = "Two";
    for (int i = 0; i < 50; ++i) rep.frames.push_back(holding({Action::Left}));
    for (int i = 0; i < 3; ++i) rep.frames.push_back(holding({Action::Fire, Action::Jump}, {0.1234567890123, -0.99}));
    rep.frames.push_back(holding({}));
    std::string text = game::saveReplayJson(rep);
    auto back = loadReplayText(text, "saved");
    REQUIRE(back.ok());
    REQUIRE(back.replay->frames.size() == rep.frames.size());
    for (std::size_t i = 0; i < rep.frames.size(); ++i) CHECK(back.replay->frames[i] == rep.frames[i]);
    SECTION("identical consecutive frames share one entry") {
        CHECK(text.find("\"ticks\": 50") != std::string::npos);
        CHECK(text.find("\"ticks\": 3,") != std::string::npos);
    }
}

TEST_CASE("Replay errors name the file, the value's own line:column and the path", "[replay]") {
    SECTION("a syntax error gives its line and column") {
        auto r = loadReplayText("{\"format\": 1,\n  \"inputs\": [,]}", "bad.json");
        REQUIRE_FALSE(r.ok());
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].rfind("bad.json:2:14: error: ", 0) == 0);
    }
    SECTION("an unknown action points at the action string") {
        auto r = loadReplayText("{\"format\": 1, \"inputs\": [\n  {\"ticks\": 2,\n   \"hold\": [\"right\", \"jmup\"]}]}", "r.json");
        REQUIRE_FALSE(r.ok());
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].rfind("r.json:3:22: error: inputs[0].hold[1]: unknown action \"jmup\"", 0) == 0);
    }
    SECTION("a bad tick count points at the number") {
        auto r = loadReplayText("{\"format\": 1, \"inputs\": [{\"ticks\": -4}]}", "r.json");
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].rfind("r.json:1:36: error: inputs[0].ticks: expected a whole number of ticks >= 1, got -4", 0) == 0);
    }
    SECTION("every error is reported, not only the first") {
        auto r = loadReplayText(R"({"format": 2, "inputs": [{"ticks": 0}, {"ticks": 1, "aim": "up"}]})", "r.json");
        CHECK(r.errors.size() == 3);
    }
    SECTION("a wrong type at the top is refused") {
        auto r = loadReplayText("[1, 2]", "r.json");
        CHECK_FALSE(r.ok());
    }
    SECTION("an oversize replay is refused before parsing") {
        std::string huge(game::kMaxReplayBytes + 1, ' ');
        auto r = loadReplayText(huge, "big.json");
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].find("4 MiB") != std::string::npos);
        CHECK(r.errors[0].find("replay and record files are limited") != std::string::npos);
        CHECK(r.errors[0].find("level files") == std::string::npos);
    }
    SECTION("an oversize replay file is refused from its size on disk, named as a replay") {
        const std::string path = (std::filesystem::temp_directory_path() / "raycrypt_test_big.replay.json").string();
        {
            std::ofstream out(path, std::ios::binary);
            out.seekp(52ll * 1000 * 1000 - 1);
            out.put(' ');
        }
        auto r = game::loadReplayFile(path);
        std::filesystem::remove(path);
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0] == path + ":1:1: error: file is 52000000 bytes; replay and record files are limited to "
                                    "4 MiB (4194304 bytes)");
    }
    SECTION("a missing file is one clear error") {
        auto r = game::loadReplayFile("/nonexistent/x.replay.json");
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].find("cannot open") != std::string::npos);
    }
}
