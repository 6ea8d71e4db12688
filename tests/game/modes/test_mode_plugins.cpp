// Modes as plug-ins: the registry's ids and checks, the schema following the registered modes, and a third mode
// that lives only in the tests (tests/game/modes/drift) loading a level, stepping headless and hashing.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "drift/drift_mode.h"
#include "engine/level/level_loader.h"
#include "game/world/level_schema.h"
#include "game/world/mode_rules.h"
#include "game/world/world.h"

namespace {

// The drift mode's one registration line.
const game::ModeId kDrift = game::registerMode(drift::driftRules());

/// A drift level: a floor, the spawn, an exit far right and two drifters.
const char* kDriftLevel = R"({"format": 1, "name": "Drift", "mode": "drift", "tiles": [
  "##########",
  "#........#",
  "#@......E#",
  "##########"],
 "entities": [{"type": "drifter", "x": 2, "y": 1, "speed": 3}, {"type": "drifter", "x": 4, "y": 1}]})";

/// Load level text with the game's schema (REQUIREs success).
engine::Level loadText(const std::string& text) {
    engine::LoadResult r = engine::loadLevelText(text, "drift.json", game::levelSchema());
    std::string messages;
    for (const engine::Diagnostic& d : r.diagnostics) messages += d.format() + "\n";
    INFO(messages);
    REQUIRE(r.level);
    return std::move(*r.level);
}

/// The hashes of `ticks` ticks of the drift level with Right held.
std::vector<std::string> driftHashes(int ticks) {
    game::World w;
    game::loadWorld(w, loadText(kDriftLevel));
    engine::InputFrame right;
    right.set(engine::Action::Right, true);
    std::vector<std::string> out{game::hashWorld(w)};
    for (int i = 0; i < ticks; ++i) {
        game::stepWorld(w, right);
        out.push_back(game::hashWorld(w));
    }
    return out;
}

} // namespace

TEST_CASE("the built-in modes have fixed ids, ninja then crypt, and a registered mode comes after them", "[modes]") {
    REQUIRE(game::modeCount() >= 3);
    CHECK(game::modeRules(0).name == "ninja");
    CHECK(game::modeRules(1).name == "crypt");
    CHECK(game::findMode("ninja") == game::ModeId{0});
    CHECK(game::findMode("crypt") == game::ModeId{1});
    CHECK(kDrift >= 2);
    CHECK(game::findMode("drift") == kDrift);
    CHECK_FALSE(game::findMode("golf"));
}

TEST_CASE("registering a mode twice, without a name or without its step is refused", "[modes]") {
    CHECK_THROWS_AS(game::registerMode(drift::driftRules()), std::invalid_argument);
    game::ModeRules nameless = drift::driftRules();
    nameless.name = "";
    CHECK_THROWS_AS(game::registerMode(nameless), std::invalid_argument);
    game::ModeRules stepless = drift::driftRules();
    stepless.name = "stepless";
    stepless.step = nullptr;
    CHECK_THROWS_AS(game::registerMode(stepless), std::invalid_argument);
    CHECK_FALSE(game::findMode("stepless"));
}

TEST_CASE("the level schema lists every registered mode and its entity types", "[modes]") {
    const engine::EntitySchema& schema = game::levelSchema();
    REQUIRE(schema.modes.size() == game::modeCount());
    for (std::size_t i = 0; i < game::modeCount(); ++i)
        CHECK(schema.modes[i] == game::modeRules(static_cast<game::ModeId>(i)).name);
    const engine::EntityType* drifter = schema.find("drifter");
    REQUIRE(drifter != nullptr);
    CHECK(drifter->modes == std::vector<std::string>{"drift"});
}

TEST_CASE("a ninja entity in a drift level is refused by the loader", "[modes]") {
    const std::string text = R"({"format": 1, "name": "Drift", "mode": "drift", "tiles": ["#####", "#@.E#", "#####"],
 "entities": [{"type": "laser", "x": 2, "y": 1}]})";
    engine::LoadResult r = engine::loadLevelText(text, "drift.json", game::levelSchema());
    CHECK_FALSE(r.level);
    REQUIRE_FALSE(r.diagnostics.empty());
    CHECK_THAT(r.diagnostics.front().format(), Catch::Contains("cannot be used in drift levels"));
}

TEST_CASE("a mode registered in the tests loads a level, steps headless and hashes", "[modes]") {
    game::World w;
    game::loadWorld(w, loadText(kDriftLevel));
    CHECK(w.mode == kDrift);
    // The drifters move at their speeds: 3 and 1 (the default) tiles/s.
    std::vector<double> start;
    w.registry.view<drift::Drifter, game::Transform>().each(
        [&](const drift::Drifter&, const game::Transform& t) { start.push_back(t.position.x); });
    REQUIRE(start.size() == 2);
    for (int i = 0; i < engine::kTickRate; ++i) game::stepWorld(w, engine::InputFrame{});
    std::vector<double> moved;
    w.registry.view<drift::Drifter, game::Transform>().each(
        [&](const drift::Drifter&, const game::Transform& t) { moved.push_back(t.position.x); });
    CHECK(moved[0] - start[0] == Approx(3.0));
    CHECK(moved[1] - start[1] == Approx(1.0));
}

TEST_CASE("a test-only mode's hash changes every tick and is the same on every run", "[modes]") {
    const std::vector<std::string> a = driftHashes(30), b = driftHashes(30);
    CHECK(a == b);
    for (std::size_t i = 1; i < a.size(); ++i) CHECK(a[i] != a[i - 1]);
}

TEST_CASE("a test-only mode's own hash contribution separates drifters of different speeds", "[modes]") {
    game::World fast, slow;
    game::loadWorld(fast, loadText(kDriftLevel));
    std::string text = kDriftLevel;
    text.replace(text.find("\"speed\": 3"), 10, "\"speed\": 2");
    game::loadWorld(slow, loadText(text));
    // Same positions at load: only the mode's hash (the drifters' speeds) tells them apart.
    CHECK(game::hashWorld(fast) != game::hashWorld(slow));
}

TEST_CASE("a test-only mode's player walks to the exit and completes the level", "[modes]") {
    game::World w;
    game::loadWorld(w, loadText(kDriftLevel));
    engine::InputFrame right;
    right.set(engine::Action::Right, true);
    for (int i = 0; i < 10 * engine::kTickRate && w.state == game::RunState::Playing; ++i) game::stepWorld(w, right);
    CHECK(w.state == game::RunState::Complete);
}

TEST_CASE("a mode registered after the schema was built gets a new schema, and the old one stays valid", "[modes]") {
    const engine::EntitySchema& before = game::levelSchema();
    const std::size_t modesBefore = before.modes.size();
    game::ModeRules late = drift::driftRules();
    late.name = "late";
    late.entityTypes = [] { return std::vector<engine::EntityType>{}; };
    const game::ModeId id = game::registerMode(late);
    const engine::EntitySchema& after = game::levelSchema();
    CHECK(&after != &before);
    REQUIRE(after.modes.size() == modesBefore + 1);
    CHECK(after.modes[id] == "late");
    CHECK(before.modes.size() == modesBefore);  // still readable, unchanged
    CHECK(&game::levelSchema() == &after);       // built once per set of modes
}
