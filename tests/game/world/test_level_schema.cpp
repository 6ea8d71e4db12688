#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "engine/level/level_loader.h"
#include "game/world/level_schema.h"

using engine::LoadResult;

namespace {

/// The repository root (test executables get RAYCRYPT_TEST_DIR = <root>/tests).
std::string sourceRoot() {
#ifdef RAYCRYPT_SOURCE_DIR
    return RAYCRYPT_SOURCE_DIR;
#else
    return std::string(RAYCRYPT_TEST_DIR) + "/..";
#endif
}

/// All diagnostics as text.
std::string dump(const LoadResult& r) {
    std::string out;
    for (const auto& d : r.diagnostics) out += d.format() + "\n";
    return out;
}

/// A level of `mode` on an open 20 × 8 room with the given entity lines.
std::string levelWith(const std::string& mode, const std::vector<std::string>& entities) {
    std::string text = "{\"format\": 1, \"name\": \"Every type\", \"mode\": \"" + mode + "\",\n \"tiles\": [\n"
                       "  \"####################\",\n";
    for (int y = 1; y < 7; ++y) text += std::string("  \"#") + (y == 6 ? "@................E" : "..................") + "#\",\n";
    text += "  \"####################\"],\n \"entities\": [\n";
    for (std::size_t i = 0; i < entities.size(); ++i) text += "  " + entities[i] + (i + 1 < entities.size() ? ",\n" : "\n");
    return text + "]}\n";
}

/// Every ninja type with every field written out.
const std::vector<std::string> kNinjaEntities = {
    R"({"type": "laser", "id": "l1", "x": 2, "y": 1, "angle": 90, "kind": "rotating", "speed": -30, "sweep": [0, 180], "on": 1, "off": 2, "warning": 0.8, "phase": 0.5, "path": [[2, 1], [6, 1]], "pathSpeed": 3, "pathMode": "loop", "range": 40})",
    R"({"type": "mirror", "x": 4, "y": 3, "angle": -45, "length": 2, "spin": 30})",
    R"({"type": "receiver", "x": 8, "y": 3, "link": "d1", "latch": true})",
    R"({"type": "door", "id": "d1", "x": 10, "y": 4, "w": 1, "h": 2})",
    R"({"type": "robot", "x": 14, "y": 2, "angle": 180, "range": 9, "telegraph": 0.7, "cooldown": 2, "fire": "bolt", "turnSpeed": 120})",
    R"({"type": "platform", "x": 5, "y": 5, "w": 2, "h": 0.5, "path": [[5, 5], [9, 5]], "speed": 1.5, "pathMode": "loop", "wait": 1, "easing": "linear"})",
    R"({"type": "sign", "x": 3, "y": 6, "text": "Hello"})",
    R"({"type": "checkpoint", "x": 12, "y": 6})",
    R"({"type": "collectible", "x": 13, "y": 6})",
};

/// Every crypt type with every field written out.
const std::vector<std::string> kCryptEntities = {
    R"({"type": "skeleton", "x": 3, "y": 6, "dir": -1, "speed": 2.5})",
    R"({"type": "bat", "x": 6, "y": 1, "range": 7, "speed": 4})",
    R"({"type": "lich", "x": 12, "y": 2, "interval": 3, "projectileSpeed": 5, "range": 10})",
    R"({"type": "orb", "x": 9, "y": 6, "respawn": 0})",
    R"({"type": "key", "id": "k1", "x": 15, "y": 1})",
    R"({"type": "gate", "x": 16, "y": 5, "w": 1, "h": 2, "key": "k1"})",
    R"({"type": "platform", "x": 4, "y": 3, "path": [[4, 3], [4, 1]]})",
    R"({"type": "sign", "x": 2, "y": 6, "text": "Shoot down to fly"})",
    R"({"type": "checkpoint", "x": 12, "y": 6})",
    R"({"type": "collectible", "x": 13, "y": 6})",
};

} // namespace

TEST_CASE("the game schema accepts a full example of every ninja entity type", "[schema]") {
    LoadResult r = engine::loadLevelText(levelWith("ninja", kNinjaEntities), "ninja.json", game::levelSchema());
    INFO(dump(r));
    REQUIRE(r.ok());
    CHECK(r.diagnostics.empty());
    const auto& es = r.level->entities;
    REQUIRE(es.size() == kNinjaEntities.size());
    CHECK(es[0].text("kind") == "rotating");
    CHECK(es[0].pair("sweep") == engine::Vec2{0, 180});
    CHECK(es[0].number("warning") == 0.8);
    CHECK(es[0].path("path")[1] == engine::Vec2{6.5, 1.5});
    CHECK(es[1].number("length") == 2);
    CHECK(es[2].text("link") == "d1");
    CHECK(es[2].flag("latch"));
    CHECK(es[3].box().max == engine::Vec2{11, 6});
    CHECK(es[4].text("fire") == "bolt");
    CHECK(es[5].text("easing") == "linear");
    CHECK(es[5].path("path")[0] == engine::Vec2{6, 5.25});  // a 2 × 0.5 platform's centre
    CHECK(es[6].text("text") == "Hello");
}

TEST_CASE("the game schema accepts a full example of every crypt entity type", "[schema]") {
    LoadResult r = engine::loadLevelText(levelWith("crypt", kCryptEntities), "crypt.json", game::levelSchema());
    INFO(dump(r));
    REQUIRE(r.ok());
    CHECK(r.diagnostics.empty());
    const auto& es = r.level->entities;
    CHECK(es[0].number("dir") == -1);
    CHECK(es[2].number("projectileSpeed") == 5);
    CHECK(es[3].number("respawn") == 0);
    CHECK(es[5].text("key") == "k1");
    CHECK(es[6].number("speed") == 2);  // platform defaults
    CHECK(es[6].text("pathMode") == "pingpong");
}

TEST_CASE("the full examples cover every entity type in the schema", "[schema]") {
    std::set<std::string> covered;
    for (const auto* list : {&kNinjaEntities, &kCryptEntities})
        for (const std::string& e : *list) covered.insert(e.substr(10, e.find('"', 10) - 10));
    for (const engine::EntityType& t : game::levelSchema().types) {
        INFO(t.name);
        CHECK(covered.count(t.name) == 1);
    }
}

TEST_CASE("the game schema rejects bad entities with precise messages", "[schema]") {
    std::vector<std::string> bad = {
        R"({"type": "laser", "x": 2, "y": 1, "kind": "pulsing", "warning": 0.2})",
        R"({"type": "laser", "x": 2, "y": 1, "kind": "moving"})",
        R"({"type": "receiver", "x": 8, "y": 3, "link": "nowhere"})",
        R"({"type": "robot", "x": 14, "y": 2, "fire": "rocket", "telegraph": -1})",
        R"({"type": "platform", "x": 5, "y": 5})",
        R"({"type": "skeleton", "x": 3, "y": 6})",
        R"({"type": "door", "x": 10, "y": 4})",
    };
    LoadResult r = engine::loadLevelText(levelWith("ninja", bad), "bad.json", game::levelSchema());
    INFO(dump(r));
    CHECK_FALSE(r.ok());
    std::vector<std::string> expected = {
        "entities[0].warning: must be between 0.4 and 5 s, got 0.2 s",
        "entities[1]: missing field \"path\", required when kind is \"moving\"",
        "entities[2].link: no door with id \"nowhere\" in this level (there is no door at all)",
        "entities[3].fire: expected \"beam\" or \"bolt\", got \"rocket\"",
        "entities[3].telegraph: time must not be negative, got -1 s",
        "entities[4]: missing required field \"path\"",
        "entities[5].type: \"skeleton\" entities cannot be used in ninja levels",
        "entities[6]: missing required field \"id\"",
    };
    std::string all = dump(r);
    for (const std::string& e : expected) {
        INFO(e);
        CHECK(all.find(e) != std::string::npos);
    }
    CHECK(engine::countErrors(r.diagnostics) == static_cast<int>(expected.size()));
}

TEST_CASE("levels/README.md documents every mode, entity type and field of the schema", "[schema]") {
    std::ifstream in(sourceRoot() + "/levels/README.md");
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    std::string readme = text.str();
    for (const std::string& mode : game::levelSchema().modes) CHECK(readme.find("`" + mode + "`") != std::string::npos);
    for (const engine::EntityType& t : game::levelSchema().types) {
        INFO("type " << t.name);
        CHECK(readme.find("### `" + t.name + "`") != std::string::npos);
        std::size_t section = readme.find("### `" + t.name + "`");
        std::size_t next = readme.find("\n### ", section + 1);
        std::string body = readme.substr(section, next == std::string::npos ? std::string::npos : next - section);
        for (const engine::FieldSpec& f : t.fields) {
            INFO("field " << f.name);
            CHECK(body.find("| `" + f.name + "` |") != std::string::npos);
        }
    }
}

TEST_CASE("the sample messages in levels/README.md are what the loader says", "[schema]") {
    std::ifstream in(sourceRoot() + "/levels/README.md");
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    const std::string readme = text.str();
    // The sample's warning: a misspelt laser field and the suggestion the loader gives for it.
    LoadResult r = engine::loadLevelText(
        levelWith("ninja", {R"({"type": "laser", "x": 2, "y": 2, "phse": 1})"}), "t.json", game::levelSchema());
    INFO(dump(r));
    REQUIRE(r.diagnostics.size() == 1);
    const std::string said = r.diagnostics[0].path + ": " + r.diagnostics[0].message;
    CHECK(said == "entities[0].phse: unknown field \"phse\" for laser; did you mean \"phase\"?");
    CHECK(readme.find("warning: entities[3].phse: unknown field \"phse\" for laser; did you mean \"phase\"?") !=
          std::string::npos);
    // The sample's type error.
    r = engine::loadLevelText(levelWith("ninja", {R"({"type": "laser", "x": 2, "y": 2, "angle": "ninety"})"}),
                              "t.json", game::levelSchema());
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(readme.find("error: entities[2].angle: " + r.diagnostics[0].message) != std::string::npos);
}

TEST_CASE("a fractional position moves the entity's whole box, as levels/README.md says", "[schema]") {
    auto load = [](const std::string& x) {
        std::string text = levelWith("ninja", {R"({"type": "laser", "x": )" + x + R"(, "y": 2})"});
        return engine::loadLevelText(text, "t.json", game::levelSchema());
    };
    LoadResult half = load("2.5");
    REQUIRE(half.ok());
    CHECK(half.level->entities[0].position == engine::Vec2{3.0, 2.5});  // on the line between columns 2 and 3
    LoadResult sliver = load("0.9999");
    CHECK_FALSE(sliver.ok());
    INFO(dump(sliver));
    CHECK(dump(sliver).find("inside the solid tile '#' at cell (0, 2)") != std::string::npos);
    CHECK(load("1").ok());
}
