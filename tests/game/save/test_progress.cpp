#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>

#include "game/save/atomic_file.h"
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

TEST_CASE("Level N unlocks when level N-1 is completed, and the first is always open", "[save]") {
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

TEST_CASE("Corrupt progress text is refused, missing and unknown fields are tolerated", "[save]") {
    Progress out;
    std::string error;
    for (const char* text :
         {"", "nul", "{\"format\": 1}", "{\"format\": 1, \"levels\": []}", "{\"levels\": {}}", "7"}) {
        INFO(text);
        CHECK_FALSE(game::progressFromJson(text, out, &error));
    }
    REQUIRE(game::progressFromJson(R"({"format": 1, "levels": {"b": {"completed": true, "later": 1}}})", out,
                                   &error));
    const game::LevelRecord* b = out.find("b");
    REQUIRE(b != nullptr);
    CHECK(b->completed);
    CHECK(b->bestSeconds == 0.0);
    CHECK(b->deaths == 0);
    CHECK(b->completions == 1);
    CHECK(b->medal == Medal::None);
}

TEST_CASE("A progress field of the wrong type or out of range takes its default, and the notice names level and field",
          "[save]") {
    struct Case {
        const char* record;
        const char* field;
    };
    for (const Case& c : {Case{R"("completed": "yes")", "\"completed\""}, Case{R"("best": "fast")", "\"best\""},
                          Case{R"("best": -1)", "\"best\""}, Case{R"("deaths": -3)", "\"deaths\""},
                          Case{R"("deaths": 2.5)", "\"deaths\""}, Case{R"("completions": 1e12)", "\"completions\""},
                          Case{R"("bestDeaths": true)", "\"bestDeaths\""}, Case{R"("medal": "platinum")", "\"medal\""},
                          Case{R"("medal": 3)", "\"medal\""}}) {
        INFO(c.record);
        Progress out;
        std::string error;
        std::vector<std::string> notices;
        // The bad field sits among good ones, in one level of two.
        std::string text = std::string(R"({"format": 1, "levels": {"ninja/01.json": {"deaths": 4, "bestDeaths": 1, )"
                                       R"("medal": "silver", "completed": true, "best": 3.5, )") +
                           c.record + R"(}, "ninja/02.json": {"completed": true, "best": 7.25, "medal": "gold"}}})";
        REQUIRE(game::progressFromJson(text, out, &error, &notices));
        REQUIRE(notices.size() == 1);
        CHECK(notices[0].rfind("level \"ninja/01.json\": " + std::string(c.field) + " must be", 0) == 0);
        REQUIRE(out.levels.size() == 2);
        // The other level reads whole.
        CHECK(out.find("ninja/02.json")->completed);
        CHECK(out.find("ninja/02.json")->bestSeconds == 7.25);
        CHECK(out.find("ninja/02.json")->medal == Medal::Gold);
        // The level with the bad field keeps every other field; the bad one takes its default.
        const game::LevelRecord& r = *out.find("ninja/01.json");
        const std::string field = c.field;
        CHECK(r.completed == (field != "\"completed\""));
        CHECK(r.bestSeconds == (field == "\"best\"" ? 0.0 : 3.5));
        CHECK(r.deaths == (field == "\"deaths\"" ? 0 : 4));
        CHECK(r.bestDeaths == (field == "\"bestDeaths\"" ? 0 : 1));
        CHECK(r.medal == (field == "\"medal\"" ? Medal::None : Medal::Silver));
    }
    Progress out;
    std::string error;
    std::vector<std::string> notices;
    REQUIRE(game::progressFromJson(R"({"format": 1, "levels": {"a": 5, "b": {"completed": true}}})", out, &error,
                                   &notices));
    CHECK(out.levels.size() == 1);
    CHECK(out.find("b")->completed);
    CHECK(notices == std::vector<std::string>{"level \"a\": the record must be an object, got 5; the record is left out"});
}

TEST_CASE("loadProgress keeps every level that reads when one field is wrong, and names the field", "[save]") {
    TempDir dir;
    std::string path = dir.file("progress.json");
    const std::string text = R"({"format": 2, "levels": {"ninja/01.json": {"completed": "yes", "best": 9.5, "deaths": 2},
        "ninja/02.json": {"completed": true, "best": 12.5, "medal": "gold"}}})";
    spit(path, text);
    game::ProgressLoad back = game::loadProgress(path);
    CHECK(back.report.status == game::LoadStatus::Loaded);
    CHECK(back.report.notice == "Progress file " + path +
                                    ": level \"ninja/01.json\": \"completed\" must be true or false, got \"yes\"; "
                                    "false used");
    REQUIRE(back.progress.levels.size() == 2);
    CHECK(back.progress.find("ninja/01.json")->bestSeconds == 9.5);
    CHECK(back.progress.find("ninja/01.json")->deaths == 2);
    CHECK_FALSE(back.progress.find("ninja/01.json")->completed);
    CHECK(back.progress.find("ninja/02.json")->completed);
    CHECK(back.progress.find("ninja/02.json")->medal == Medal::Gold);
    // Nothing was moved aside: the file is where it was.
    CHECK(slurp(path) == text);
    CHECK(game::asideCopies(path).empty());
}

TEST_CASE("A second corrupt progress file does not replace the first one moved aside", "[save]") {
    TempDir dir;
    std::string path = dir.file("progress.json");
    const std::string first = R"({"format": 1, "levels": {"ninja/01.json": {"completed": true, "best": 9.5)";
    const std::string second = R"({"format": 1, "levels": {"ninja/02.json": {"completed": true)";
    spit(path, first);
    CHECK(game::loadProgress(path).report.status == game::LoadStatus::Recovered);
    spit(path, second);
    CHECK(game::loadProgress(path).report.status == game::LoadStatus::Recovered);
    std::vector<std::string> kept;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path())) kept.push_back(slurp(entry.path().string()));
    std::sort(kept.begin(), kept.end());
    CHECK(kept == std::vector<std::string>{first, second});
}

TEST_CASE("holdsRealProgress finds a completed level even in a damaged file", "[save]") {
    CHECK(game::holdsRealProgress(R"({"format": 1, "levels": {"a": {"completed" :  true, "best": 1)"));
    CHECK(game::holdsRealProgress("\"completed\":\ntrue"));
    CHECK_FALSE(game::holdsRealProgress(R"({"format": 1, "levels": {"a": {"completed": false, "deaths": 40}}})"));
    CHECK_FALSE(game::holdsRealProgress(""));
    CHECK_FALSE(game::holdsRealProgress("\"completed\" true"));
}

TEST_CASE("Progress past the record limits is not kept, so the saved file always reads back", "[save]") {
    // Many levels with long keys: without bounds the file grows past the 16 MiB the game reads.
    TempDir dir;
    std::string path = dir.file("progress.json");
    Progress p;
    for (int i = 1; i <= 3; ++i) game::addDeaths(p, "ninja/0" + std::to_string(i) + ".json", i);
    for (int i = 0; i < 4200; ++i) game::addDeaths(p, std::string(4100, 'k') + std::to_string(i), 1);
    game::recordCompletion(p, std::string(4100, 'c'), 5.0, 0, 10.0);
    REQUIRE(game::saveProgress(p, path).ok);
    game::ProgressLoad back = game::loadProgress(path);
    CHECK(back.report.status == game::LoadStatus::Loaded);
    CHECK(back.progress.levels == p.levels);
    CHECK(back.progress.find("ninja/03.json")->deaths == 3);
}

TEST_CASE("The largest progress the game can produce is far below the read limit and reads back", "[save]") {
    // Every record at its largest: the longest key made of bytes JSON escapes as \u00XX (six bytes each), the
    // longest double text and the largest counts.
    Progress p;
    for (std::size_t i = 0; p.levels.size() < game::kMaxProgressLevels + 5; ++i) {
        std::string key(game::kMaxProgressKeyBytes, '\x01');
        for (std::size_t k = 0, n = i; k < 4; ++k, n /= 31) key[k] = static_cast<char>(1 + n % 31);
        game::recordCompletion(p, key, 2.2250738585072014e-308, game::kMaxProgressCount, 1e-308);
        game::addDeaths(p, key, game::kMaxProgressCount);
        game::addDeaths(p, key, game::kMaxProgressCount);
        if (i > 3 * game::kMaxProgressLevels) break;
    }
    CHECK(p.levels.size() == game::kMaxProgressLevels);
    CHECK_FALSE(game::canRecord(p, "one more"));
    CHECK(p.levels.begin()->second.deaths == game::kMaxProgressCount);
    const std::string text = game::progressToJson(p);
    const std::size_t readLimit = std::size_t{16} << 20;
    CHECK(text.size() < readLimit / 2);
    TempDir dir;
    REQUIRE(game::saveProgress(p, dir.file("progress.json")).ok);
    game::ProgressLoad back = game::loadProgress(dir.file("progress.json"));
    CHECK(back.report.status == game::LoadStatus::Loaded);
    CHECK(back.progress.levels == p.levels);
}

TEST_CASE("Keys that are not UTF-8 or too long are not recorded", "[save]") {
    Progress p;
    game::addDeaths(p, "bad \xff key", 1);
    game::recordCompletion(p, std::string(game::kMaxProgressKeyBytes + 1, 'a'), 1.0, 0, 0);
    game::addDeaths(p, std::string(game::kMaxProgressKeyBytes, 'a'), 1);
    CHECK(p.levels.size() == 1);
    CHECK_NOTHROW(game::progressToJson(p));
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
        std::vector<std::string> copies = game::asideCopies(path);
        REQUIRE(copies.size() == 1);
        CHECK(back.report.notice.find(copies[0]) != std::string::npos);
        CHECK(slurp(copies[0]) == saved.substr(0, saved.size() / 2));
    }
}

TEST_CASE("An assisted clear or a skip opens the next level and leaves best, medal and completed alone", "[save][assists]") {
    Progress p;
    std::vector<std::string> keys = {"ninja/01.json", "ninja/02.json", "ninja/03.json"};
    game::recordCompletion(p, keys[0], 9.0, 0, 10.0);
    const game::CompletionResult r = game::recordAssistedCompletion(p, keys[0], 5.0);
    CHECK(r.medal == Medal::None);
    CHECK_FALSE(r.firstClear);
    const game::LevelRecord& one = *p.find(keys[0]);
    CHECK(one.bestSeconds == 9.0);
    CHECK(one.medal == Medal::Gold);
    CHECK(one.assistedCleared);
    CHECK(one.assistedBest == 5.0);
    game::recordAssistedCompletion(p, keys[1], 20.0);
    CHECK_FALSE(p.find(keys[1])->completed);
    CHECK(game::isUnlocked(p, keys, 2));
    Progress q;
    CHECK(game::skipLevel(q, keys[0]));
    CHECK(game::isUnlocked(q, keys, 1));
    CHECK_FALSE(q.find(keys[0])->completed);
}

TEST_CASE("Progress keeps assisted clears and skips, and an unassisted player's file has no new fields", "[save][assists]") {
    Progress in, out;
    game::recordAssistedCompletion(in, "ninja/01.json", 0.1 + 0.7);
    game::skipLevel(in, "ninja/02.json");
    std::string error;
    REQUIRE(game::progressFromJson(game::progressToJson(in), out, &error));
    CHECK(out.levels == in.levels);
    Progress plain;
    game::recordCompletion(plain, "ninja/01.json", 3.0, 0, 0);
    const std::string text = game::progressToJson(plain);
    CHECK(text.find("assisted") == std::string::npos);
    CHECK(text.find("skipped") == std::string::npos);
    std::vector<std::string> notices;
    REQUIRE(game::progressFromJson(R"({"format": 1, "levels": {"a": {"assistedBest": "soon", "assistedCleared": true}}})",
                                   out, &error, &notices));
    CHECK(out.find("a")->assistedCleared);
    CHECK(out.find("a")->assistedBest == 0.0);
    REQUIRE(notices.size() == 1);
    CHECK(notices[0].find("\"assistedBest\" must be") != std::string::npos);
}

TEST_CASE("holdsRealProgress counts an assisted clear as real progress", "[save][assists]") {
    CHECK(game::holdsRealProgress(R"({"levels": {"a": {"assistedCleared" : true, "best": 3)"));
    CHECK_FALSE(game::holdsRealProgress(R"({"levels": {"a": {"assistedCleared": false}}})"));
}
