#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

#include "game/save/progress.h"
#include "temp_dir.h"

using game::Medal;
using game::Progress;
using savetest::slurp;
using savetest::spit;
using savetest::TempDir;

TEST_CASE("medalFor compares the time with par", "[save]") {
    CHECK(game::medalFor(10.0, 10.0) == Medal::Gold);
    CHECK(game::medalFor(9.0, 10.0) == Medal::Gold);
    CHECK(game::medalFor(10.01, 10.0) == Medal::Silver);
    CHECK(game::medalFor(15.0, 10.0) == Medal::Silver);
    CHECK(game::medalFor(15.01, 10.0) == Medal::Bronze);
    SECTION("a level without par gives bronze for finishing") {
        CHECK(game::medalFor(1.0, 0.0) == Medal::Bronze);
    }
}

TEST_CASE("Medal names round trip and unknown names are None", "[save]") {
    for (Medal m : {Medal::None, Medal::Bronze, Medal::Silver, Medal::Gold})
        CHECK(game::medalFromName(game::medalName(m)) == m);
    CHECK(game::medalFromName("platinum") == Medal::None);
}

TEST_CASE("recordCompletion keeps the best time and the best medal", "[save]") {
    Progress p;
    game::CompletionResult first = game::recordCompletion(p, "ninja/01.json", 20.0, 3, 15.0);
    CHECK(first.firstClear);
    CHECK(first.newBest);
    CHECK(first.medal == Medal::Silver);
    CHECK(first.newMedal);
    SECTION("a slower run changes nothing but the count") {
        game::CompletionResult slow = game::recordCompletion(p, "ninja/01.json", 30.0, 0, 15.0);
        CHECK_FALSE(slow.firstClear);
        CHECK_FALSE(slow.newBest);
        CHECK(slow.previousBest == 20.0);
        CHECK(slow.medal == Medal::Bronze);
        CHECK_FALSE(slow.newMedal);
        const game::LevelRecord* r = p.find("ninja/01.json");
        CHECK(r->bestSeconds == 20.0);
        CHECK(r->bestDeaths == 3);
        CHECK(r->medal == Medal::Silver);
        CHECK(r->completions == 2);
    }
    SECTION("a faster run replaces the best and its deaths") {
        game::CompletionResult fast = game::recordCompletion(p, "ninja/01.json", 12.5, 1, 15.0);
        CHECK(fast.newBest);
        CHECK(fast.medal == Medal::Gold);
        CHECK(fast.newMedal);
        CHECK(p.find("ninja/01.json")->bestSeconds == 12.5);
        CHECK(p.find("ninja/01.json")->bestDeaths == 1);
    }
    SECTION("a non-finite or negative time records nothing") {
        Progress q;
        game::recordCompletion(q, "x", std::numeric_limits<double>::quiet_NaN(), 0, 1);
        game::recordCompletion(q, "x", -1.0, 0, 1);
        CHECK(q.levels.empty());
    }
}

TEST_CASE("addDeaths accumulates lifetime deaths and ignores non-positive counts", "[save]") {
    Progress p;
    game::addDeaths(p, "crypt/01.json", 2);
    game::addDeaths(p, "crypt/01.json", 3);
    game::addDeaths(p, "crypt/01.json", 0);
    game::addDeaths(p, "crypt/02.json", -4);
    CHECK(p.find("crypt/01.json")->deaths == 5);
    CHECK(p.find("crypt/02.json") == nullptr);
    CHECK_FALSE(p.find("crypt/01.json")->completed);
}

TEST_CASE("Level N unlocks when level N-1 is completed; the first is always open", "[save]") {
    Progress p;
    std::vector<std::string> keys = {"ninja/01.json", "ninja/02.json", "ninja/03.json"};
    CHECK(game::isUnlocked(p, keys, 0));
    CHECK_FALSE(game::isUnlocked(p, keys, 1));
    game::addDeaths(p, keys[0], 4); // played but not finished
    CHECK_FALSE(game::isUnlocked(p, keys, 1));
    game::recordCompletion(p, keys[0], 10, 0, 0);
    CHECK(game::isUnlocked(p, keys, 1));
    CHECK_FALSE(game::isUnlocked(p, keys, 2));
    CHECK_FALSE(game::isUnlocked(p, keys, 3));
    CHECK_FALSE(game::isUnlocked(p, {}, 0));
}

TEST_CASE("Progress survives a JSON round trip with exact times", "[save]") {
    Progress in, out;
    game::recordCompletion(in, "ninja/01.json", 0.1 + 0.2, 2, 10.0);
    game::addDeaths(in, "ninja/01.json", 9);
    game::addDeaths(in, "crypt/03 odd \"name\".json", 1);
    std::string error;
    REQUIRE(game::progressFromJson(game::progressToJson(in), out, &error));
    CHECK(out.levels == in.levels);
    CHECK(out.find("ninja/01.json")->bestSeconds == 0.1 + 0.2);
}

TEST_CASE("Corrupt progress text is refused, odd records are tolerated", "[save]") {
    Progress out;
    std::string error;
    for (const char* text :
         {"", "nul", "{\"format\": 1}", "{\"format\": 1, \"levels\": []}", "{\"levels\": {}}", "7"}) {
        INFO(text);
        CHECK_FALSE(game::progressFromJson(text, out, &error));
    }
    REQUIRE(
        game::progressFromJson(R"({"format": 1, "levels": {"a": 5, "b": {"completed": true, "best": "fast",
        "deaths": -3, "medal": "platinum"}}})",
                               out, &error));
    CHECK(out.levels.size() == 1);
    const game::LevelRecord* b = out.find("b");
    REQUIRE(b != nullptr);
    CHECK(b->completed);
    CHECK(b->bestSeconds == 0.0);
    CHECK(b->deaths == 0);
    CHECK(b->completions == 1);
    CHECK(b->medal == Medal::None);
}

TEST_CASE("loadProgress recovers from a corrupt file and a failed save loses nothing", "[save]") {
    TempDir dir;
    std::string path = dir.file("share/raycrypt/progress.json");
    Progress p;
    game::recordCompletion(p, "ninja/01.json", 9.0, 0, 10.0);
    REQUIRE(game::saveProgress(p, path).ok);
    std::string saved = slurp(path);
    SECTION("a write error keeps the previous save intact") {
        game::recordCompletion(p, "ninja/02.json", 5.0, 0, 10.0);
        for (game::WriteFault f :
             {game::WriteFault::Write, game::WriteFault::Sync, game::WriteFault::Rename}) {
            game::WriteResult r = game::saveProgress(p, path, f);
            CHECK_FALSE(r.ok);
            CHECK_FALSE(r.error.empty());
            CHECK(slurp(path) == saved);
        }
        game::ProgressLoad back = game::loadProgress(path);
        CHECK(back.report.status == game::LoadStatus::Loaded);
        CHECK(back.progress.find("ninja/01.json")->completed);
        CHECK(back.progress.find("ninja/02.json") == nullptr);
    }
    SECTION("a truncated file is moved aside and the game starts fresh") {
        spit(path, saved.substr(0, saved.size() / 2));
        game::ProgressLoad back = game::loadProgress(path);
        CHECK(back.report.status == game::LoadStatus::Recovered);
        CHECK(back.progress.levels.empty());
        CHECK(back.report.notice.find("progress.json.bak") != std::string::npos);
        CHECK(slurp(path + ".bak") == saved.substr(0, saved.size() / 2));
    }
}
