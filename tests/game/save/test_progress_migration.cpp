// Progress format 2 (the collectible per level) and the migration of a format 1 file, on a real file the game of
// format 1 wrote (tests/fixtures/progress/v1_progress.json: live play of ninja 01, a death on ninja 02, crypt 01,
// and crypt 02 at 70 % speed, booked by PlaySession and saved by saveProgress before format 2 existed).
#include <catch2/catch.hpp>

#include <filesystem>

#include "game/save/atomic_file.h"
#include "game/save/progress.h"
#include "temp_dir.h"

using savetest::slurp;
using savetest::spit;
using savetest::TempDir;

namespace {

/// The format 1 file as the game wrote it.
std::string v1File() { return slurp(RAYCRYPT_TEST_DIR "/fixtures/progress/v1_progress.json"); }

} // namespace

TEST_CASE("A format 1 progress file from the game loads migrated, keeps its backup, and saves as format 2",
          "[save][progress][collectible]") {
    const std::string old = v1File();
    REQUIRE(old.find("\"format\": 1") != std::string::npos);
    TempDir dir;
    const std::string path = dir.file("progress.json");
    spit(path, old);

    game::ProgressLoad loaded = game::loadProgress(path);
    CHECK(loaded.report.status == game::LoadStatus::Loaded);
    CHECK(loaded.report.writable);
    const std::string backup = game::progressBackupPath(path, 1);
    CHECK(backup == path + ".v1");
    CHECK(loaded.report.notice.find("upgraded from format 1 to 2; the old file is kept as " + backup) !=
          std::string::npos);
    CHECK(slurp(backup) == old);  // the backup is the old file, byte for byte
    CHECK(slurp(path) == old);    // and the file itself is untouched until the next save

    // Every record the game wrote is there, with no collectible taken.
    const game::LevelRecord* n1 = loaded.progress.find("ninja/01.json");
    REQUIRE(n1 != nullptr);
    CHECK(n1->completed);
    CHECK(n1->bestSeconds > 0.0);
    CHECK(n1->medal != game::Medal::None);
    const game::LevelRecord* n2 = loaded.progress.find("ninja/02.json");
    REQUIRE(n2 != nullptr);
    CHECK_FALSE(n2->completed); // played, died, left
    CHECK(n2->deaths >= 1);
    const game::LevelRecord* c2 = loaded.progress.find("crypt/02.json");
    REQUIRE(c2 != nullptr);
    CHECK(c2->assistedCleared);
    CHECK_FALSE(c2->completed);
    for (const auto& [key, r] : loaded.progress.levels) {
        INFO(key);
        CHECK_FALSE(r.collectible);
    }

    // A collectible taken, then saved: format 2, and it reads back the same.
    CHECK(game::recordCollectible(loaded.progress, "ninja/01.json"));
    CHECK_FALSE(game::recordCollectible(loaded.progress, "ninja/01.json")); // once is enough
    REQUIRE(game::saveProgress(loaded.progress, path).ok);
    const std::string saved = slurp(path);
    CHECK(saved.find("\"format\": 2") != std::string::npos);
    CHECK(saved.find("\"collectible\": true") != std::string::npos);
    game::ProgressLoad again = game::loadProgress(path);
    CHECK(again.report.status == game::LoadStatus::Loaded);
    CHECK(again.report.notice.empty()); // no second migration
    CHECK(again.progress.levels == loaded.progress.levels);
    CHECK(game::collectiblesTaken(again.progress, {"ninja/01.json", "ninja/02.json", "crypt/01.json"}) == 1);
    CHECK(slurp(backup) == old);        // the backup outlives the save
}

TEST_CASE("A migration keeps an older backup as it is", "[save][progress]") {
    TempDir dir;
    const std::string path = dir.file("progress.json");
    spit(path, v1File());
    spit(game::progressBackupPath(path, 1), "the first backup");
    const game::ProgressLoad loaded = game::loadProgress(path);
    CHECK(loaded.report.status == game::LoadStatus::Loaded);
    CHECK(slurp(game::progressBackupPath(path, 1)) == "the first backup");
}

TEST_CASE("A bad collectible field recovers for its level alone, and a future format is refused", "[save][progress]") {
    game::Progress out;
    std::string error;
    std::vector<std::string> notices;
    REQUIRE(game::progressFromJson(R"({"format": 2, "levels": {
        "ninja/01.json": {"completed": true, "best": 9.5, "collectible": "yes"},
        "ninja/02.json": {"completed": true, "best": 7.0, "collectible": true}}})", out, &error, &notices));
    REQUIRE(notices.size() == 1);
    CHECK(notices[0] == "level \"ninja/01.json\": \"collectible\" must be true or false, got \"yes\"; false used");
    CHECK_FALSE(out.find("ninja/01.json")->collectible);
    CHECK(out.find("ninja/01.json")->bestSeconds == 9.5);
    CHECK(out.find("ninja/02.json")->collectible);
    game::Progress untouched;
    CHECK_FALSE(game::progressFromJson(R"({"format": 3, "levels": {}})", untouched, &error));
    CHECK(error == "missing or unsupported \"format\" (expected 1 or 2)");
}
