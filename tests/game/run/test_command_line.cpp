#include <catch2/catch.hpp>

#include <vector>

#include "game/run/command_line.h"

namespace {
game::CommandLineResult parse(std::vector<const char*> args) {
    args.insert(args.begin(), "raycrypt");
    return game::parseCommandLine(static_cast<int>(args.size()), args.data());
}
} // namespace

TEST_CASE("The command line picks the run mode and its files", "[cli]") {
    SECTION("no arguments plays") { CHECK(parse({}).options.mode == game::RunMode::Play); }
    SECTION("--headless with a level, replay and dump") {
        auto r = parse({"--headless", "--level", "a.json", "--replay", "a.replay.json", "--dump", "o.json"});
        REQUIRE(r.ok());
        CHECK(r.options.mode == game::RunMode::Headless);
        CHECK(*r.options.level == "a.json");
        CHECK(*r.options.replay == "a.replay.json");
        CHECK(*r.options.dump == "o.json");
    }
    SECTION("--check collects every following file") {
        auto r = parse({"--check", "a.json", "b.tmj", "c.json"});
        REQUIRE(r.ok());
        CHECK(r.options.checkFiles == std::vector<std::string>{"a.json", "b.tmj", "c.json"});
    }
    SECTION("--debug with a level") {
        auto r = parse({"--debug", "--level", "x.json"});
        REQUIRE(r.ok());
        CHECK(r.options.debug);
        CHECK(r.options.mode == game::RunMode::Play);
    }
    SECTION("--screenshot with frames") {
        auto r = parse({"--screenshot", "o.png", "--level", "x.json", "--frames", "30"});
        REQUIRE(r.ok());
        CHECK(r.options.mode == game::RunMode::Screenshot);
        CHECK(r.options.frames == 30);
        CHECK(r.options.every == 0);
    }
    SECTION("--frame-ticks advances a screenshot run's time K ticks a frame, up to kMaxFrameTicks") {
        CHECK(parse({"--screenshot", "o.png", "--level", "x.json"}).options.frameTicks == 1);
        CHECK(parse({"--screenshot", "o.png", "--level", "x.json", "--frame-ticks", "4"}).options.frameTicks == 4);
        CHECK_FALSE(parse({"--screenshot", "o.png", "--frame-ticks", "0"}).ok());
        CHECK_FALSE(parse({"--screenshot", "o.png", "--frame-ticks", "9"}).ok());
    }
    SECTION("--every saves every Kth frame beside the last, numbered") {
        auto r = parse({"--screenshot", "shots/o.png", "--level", "x.json", "--frames", "162", "--every", "3"});
        REQUIRE(r.ok());
        CHECK(r.options.every == 3);
        CHECK(game::numberedShotPath("shots/o.png", 45) == "shots/o-000045.png");
        CHECK(game::numberedShotPath("a.dir/shot", 7) == "a.dir/shot-000007");
        CHECK_FALSE(parse({"--screenshot", "o.png", "--every", "0"}).ok());
    }
    SECTION("--default-settings needs nothing else") {
        auto r = parse({"--default-settings"});
        REQUIRE(r.ok());
        CHECK(r.options.mode == game::RunMode::DefaultSettings);
    }
}

TEST_CASE("The command line refuses what it cannot do, naming the flag", "[cli]") {
    SECTION("an unknown flag") { CHECK(parse({"--fly"}).error == "unknown option '--fly' (try --help)"); }
    SECTION("a flag missing its value") { CHECK(parse({"--level"}).error == "--level needs a value"); }
    SECTION("a bad tick count") { CHECK(parse({"--headless", "--ticks", "-3"}).error == "--ticks needs a positive whole number"); }
    SECTION("--check without files") { CHECK(parse({"--check"}).error == "--check needs at least one level file"); }
    SECTION("a replay without its level") { CHECK_FALSE(parse({"--replay", "r.json"}).ok()); }
    SECTION("--dump outside headless") { CHECK_FALSE(parse({"--dump", "o.json"}).ok()); }
    SECTION("--record in a headless run") { CHECK_FALSE(parse({"--headless", "--level", "a.json", "--record", "r.json"}).ok()); }
    SECTION("--record without a level") { CHECK(parse({"--record", "r.json"}).error == "--record needs --level FILE"); }
}

TEST_CASE("The command line takes a pack folder and an archive to export, an archive to import and a level to add",
          "[cli]") {
    auto exported = parse({"--export-pack", "levels/tour", "tour.rcpack"});
    REQUIRE(exported.ok());
    CHECK(exported.options.mode == game::RunMode::ExportPack);
    CHECK(exported.options.packFiles == std::vector<std::string>{"levels/tour", "tour.rcpack"});
    auto imported = parse({"--import-pack", "tour.rcpack"});
    REQUIRE(imported.ok());
    CHECK(imported.options.mode == game::RunMode::ImportPack);
    CHECK(imported.options.packFiles == std::vector<std::string>{"tour.rcpack"});
    auto added = parse({"--add-level", "hall.json"});
    REQUIRE(added.ok());
    CHECK(added.options.mode == game::RunMode::AddLevel);
    CHECK(parse({"--export-pack", "levels/tour"}).error == "--export-pack needs a pack folder and the archive to write");
    CHECK(parse({"--import-pack"}).error == "--import-pack needs a file");
}
