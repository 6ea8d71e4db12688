// Salvage of level files that are not valid JSON: every line that can be read on its own is kept for editing.
#include <catch2/catch.hpp>

#include <sstream>

#include "engine/level/level_loader.h"
#include "game/edit/level_salvage.h"
#include "game/save/atomic_file.h"
#include "game/world/level_schema.h"

namespace {

std::string readText(const std::string& path) { return game::readWholeFile(path, engine::kMaxLevelFileBytes).text; }

/// The text's lines (without their '\n').
std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> out;
    std::stringstream s(text);
    for (std::string line; std::getline(s, line);) out.push_back(line);
    return out;
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + "\n";
    return out;
}

/// Index of the first line that starts (after blanks) with `prefix`, or -1.
int firstLine(const std::vector<std::string>& lines, const std::string& prefix, std::size_t from = 0) {
    for (std::size_t i = from; i < lines.size(); ++i)
        if (lines[i].find_first_not_of(' ') != std::string::npos && lines[i].compare(lines[i].find_first_not_of(' '), prefix.size(), prefix) == 0)
            return int(i);
    return -1;
}

game::LevelDoc parsed(const std::string& text) {
    game::DocLoad r = game::parseLevelDoc(text, "level.json", game::levelSchema());
    REQUIRE(r.doc);
    return *r.doc;
}

bool sameEntity(const game::DocEntity& a, const game::DocEntity& b) { return a.members == b.members; }

} // namespace

TEST_CASE("Every shipped level with an entity line broken salvages every other entity, row and header member", "[edit][salvage]") {
    for (const std::string& file : engine::listLevelFiles(RAYCRYPT_SOURCE_DIR "/levels")) {
        const std::string text = readText(file);
        std::vector<std::string> lines = linesOf(text);
        const int first = firstLine(lines, "\"entities\": [");
        if (first < 0 || firstLine(lines, "{\"type\"", std::size_t(first)) < 0) continue;
        DYNAMIC_SECTION(file) {
            const game::LevelDoc original = parsed(text);
            const int broken = firstLine(lines, "{\"type\"", std::size_t(first)); // the first entity loses its '}'
            lines[std::size_t(broken)].erase(lines[std::size_t(broken)].rfind('}'), 1);
            const std::string text2 = joinLines(lines);
            REQUIRE_FALSE(game::parseLevelDoc(text2, file, game::levelSchema()).doc);

            const game::DocLoad r = game::salvageLevelDoc(text2, file, game::levelSchema());
            REQUIRE(r.doc);
            CHECK(r.doc->header == original.header);
            CHECK(r.doc->tiles == original.tiles);
            REQUIRE(r.doc->entities.size() == original.entities.size() - 1);
            for (std::size_t i = 0; i < r.doc->entities.size(); ++i) CHECK(sameEntity(r.doc->entities[i], original.entities[i + 1]));
            REQUIRE(r.errors.size() == 2);
            CHECK(r.errors[0].severity == engine::Diagnostic::Error); // why the file as a whole was refused
            CHECK(r.errors[0].line > 0);
            CHECK(r.errors[1].severity == engine::Diagnostic::Warning);
            CHECK(r.errors[1].line == broken + 1);
        }
    }
}

TEST_CASE("A tile row that lost its closing quote keeps its characters, so every row stays in place", "[edit][salvage]") {
    const std::string text = readText(RAYCRYPT_SOURCE_DIR "/levels/ninja/13.json");
    const game::LevelDoc original = parsed(text);
    std::vector<std::string> lines = linesOf(text);
    const int row = firstLine(lines, "\"tiles\": [") + 5;
    lines[std::size_t(row)].erase(lines[std::size_t(row)].rfind('"'), 1);
    const game::DocLoad r = game::salvageLevelDoc(joinLines(lines), "13.json", game::levelSchema());
    REQUIRE(r.doc);
    CHECK(r.doc->tiles == original.tiles);
    CHECK(r.doc->header == original.header);
    CHECK(r.doc->entities.size() == original.entities.size());
    REQUIRE(r.errors.size() == 2);
    CHECK(r.errors[1].line == row + 1);
    CHECK(r.errors[1].path == "tiles[4]");
    // What was salvaged is a level again: saved, it loads with no error.
    CHECK(engine::loadLevelText(game::levelDocText(*r.doc, game::levelSchema()), "13.json", game::levelSchema()).level);
}

TEST_CASE("A one-line file broken in the middle salvages nothing and keeps the located reason", "[edit][salvage]") {
    const game::DocLoad r = game::salvageLevelDoc("{\"format\": 1, \"tiles\": [\"###\" \"#@E\"]}", "one.json", game::levelSchema());
    CHECK_FALSE(r.doc);
    REQUIRE_FALSE(r.errors.empty());
    CHECK(r.errors[0].severity == engine::Diagnostic::Error);
    CHECK(r.errors[0].line == 1);
}

TEST_CASE("Valid JSON that breaks the schema opens for editing, and its errors are located at their fields", "[edit][salvage]") {
    const std::string text = "{\"format\": 1, \"name\": \"Bad\", \"mode\": \"ninja\",\n"
                             " \"tiles\": [\"#####\", \"#@.E#\", \"#####\"],\n"
                             " \"entities\": [{\"type\": \"laser\", \"x\": 2, \"y\": 1, \"angle\": 999}]}";
    const game::DocLoad r = game::salvageLevelDoc(text, "bad.json", game::levelSchema());
    REQUIRE(r.doc);
    CHECK(r.errors.empty());
    engine::LoadResult loaded = engine::loadLevelText(game::levelDocText(*r.doc, game::levelSchema()), "bad.json", game::levelSchema());
    CHECK_FALSE(loaded.level);
    bool located = false;
    for (const engine::Diagnostic& d : loaded.diagnostics) located |= d.path == "entities[0].angle" && d.line > 0;
    CHECK(located);
}

TEST_CASE("Every truncation of a shipped level salvages without failing, and any document it gives has a map", "[edit][salvage]") {
    const std::string text = readText(RAYCRYPT_SOURCE_DIR "/levels/ninja/16.json");
    for (std::size_t n = 0; n < text.size(); n += 7) {
        const game::DocLoad r = game::salvageLevelDoc(text.substr(0, n), "cut.json", game::levelSchema());
        CHECK((r.doc || !r.errors.empty()));
        if (r.doc) CHECK(game::docWidth(*r.doc) > 0);
    }
}
