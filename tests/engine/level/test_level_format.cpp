// The canonical level form: one layout for every file, with every value and an author's notes kept.
#include <catch2/catch.hpp>

#include "engine/level/level_format.h"
#include "level_test_schema.h"

using leveltest::testSchema;

namespace {

/// The canonical text of `text`, which must format.
std::string canonical(const std::string& text) {
    engine::FormatResult r = engine::formatLevelText(text, "t.json", testSchema());
    INFO((r.diagnostics.empty() ? std::string() : r.diagnostics.front().format()));
    REQUIRE(r.text);
    return *r.text;
}

const char* const kCanonical = R"({
  "format": 1,
  "name": "Hello",
  "mode": "ninja",
  "par": 12.50,
  "_comment": "the first room",
  "tiles": [
    "##########",
    "#@......E#",
    "##########"
  ],
  "entities": [
    {"type": "laser", "x": 4, "y": 1, "angle": -90, "kind": "moving", "path": [[4, 1], [6, 1]], "_why": "a gate"},
    {"type": "sign", "id": "s1", "x": 2, "y": 1, "text": "Caf\u00e9"}
  ]
}
)";

} // namespace

TEST_CASE("A canonical level formats to itself", "[format]") {
    // The escape \u00e9 is written as the character itself.
    std::string expected = kCanonical;
    expected.replace(expected.find("\\u00e9"), 6, "\xC3\xA9");
    CHECK(canonical(expected) == expected);
    CHECK(canonical(kCanonical) == expected);
}

TEST_CASE("Reflowed and reordered text formats back to the canonical bytes", "[format]") {
    const std::string reflowed =
        "{\"entities\":[{\"path\":[[4,1],[6,1]],\"kind\":\"moving\",\"_why\":\"a gate\",\"angle\":-90,\"y\":1,"
        "\"x\":4,\"type\":\"laser\"},\n\n{\"text\":\"Caf\\u00e9\",\"y\":1,\"x\":2,\"id\":\"s1\",\"type\":\"sign\"}],"
        "\"tiles\":[\"##########\",\"#@......E#\",\"##########\"],   \"_comment\":\"the first room\",\"par\":12.50,"
        "\"mode\":\"ninja\",\"name\":\"Hello\",\"format\":1}";
    CHECK(canonical(reflowed) == canonical(kCanonical));
}

TEST_CASE("Numbers keep the digits the author typed and notes keep their place", "[format]") {
    const std::string text = canonical(kCanonical);
    CHECK(text.find("\"par\": 12.50,") != std::string::npos);
    CHECK(text.find("\"_comment\": \"the first room\"") != std::string::npos);
    CHECK(text.find("\"_why\": \"a gate\"}") != std::string::npos);
}

TEST_CASE("A key given twice, broken JSON and a Tiled map are refused at their place", "[format]") {
    engine::FormatResult twice = engine::formatLevelText("{\"format\": 1,\n \"name\": \"a\", \"name\": \"b\"}", "t.json",
                                                         testSchema());
    CHECK_FALSE(twice.text);
    REQUIRE(twice.diagnostics.size() == 1);
    CHECK(twice.diagnostics[0].line == 2);
    CHECK(twice.diagnostics[0].column == 15);
    CHECK(twice.diagnostics[0].message.find("\"name\"") != std::string::npos);

    engine::FormatResult broken = engine::formatLevelText("{\"format\": 1,\n  \"name\": }", "t.json", testSchema());
    CHECK_FALSE(broken.text);
    REQUIRE_FALSE(broken.diagnostics.empty());
    CHECK(broken.diagnostics[0].line == 2);

    engine::FormatResult tiled = engine::formatLevelText(
        R"({"type": "map", "orientation": "orthogonal", "width": 1, "height": 1, "tilewidth": 16,
            "tileheight": 16, "layers": [], "tilesets": []})", "m.tmj", testSchema());
    CHECK_FALSE(tiled.text);
    CHECK(tiled.diagnostics.at(0).message.find("Tiled") != std::string::npos);
}

TEST_CASE("An unknown entity type keeps its keys in file order after type, id, x and y", "[format]") {
    const std::string text = canonical(R"({"format": 1, "entities": [{"zz": 1, "y": 2, "type": "gizmo", "aa": 3, "x": 1}]})");
    CHECK(text.find(R"({"type": "gizmo", "x": 1, "y": 2, "zz": 1, "aa": 3})") != std::string::npos);
}

TEST_CASE("The first differing line is found for the not-canonical message", "[format]") {
    CHECK(engine::firstDifferentLine("a\nb\nc\n", "a\nb\nc\n") == 0);
    CHECK(engine::firstDifferentLine("a\nb\nc\n", "a\nx\nc\n") == 2);
    CHECK(engine::firstDifferentLine("a\n", "a\nb\n") == 2);
}
