// The editor's document: painting, filling, resizing, entities, undo and redo, and saving in canonical form with
// everything the author wrote kept.
#include <catch2/catch.hpp>

#include "engine/level/level_loader.h"
#include "game/edit/level_doc.h"
#include "game/world/level_schema.h"

namespace {

game::LevelDoc load(const std::string& text) {
    game::DocLoad r = game::parseLevelDoc(text, "t.json", game::levelSchema());
    REQUIRE(r.doc);
    return *r.doc;
}

/// True when the document's text loads with no error.
bool valid(const game::LevelDoc& doc) {
    engine::LoadResult r = engine::loadLevelText(game::levelDocText(doc, game::levelSchema()), "t.json", game::levelSchema());
    return r.level.has_value();
}

} // namespace

TEST_CASE("A new level is a walled room with a spawn and an exit that loads as it is", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("ninja", 20, 10);
    CHECK(game::docWidth(doc) == 20);
    CHECK(game::docHeight(doc) == 10);
    CHECK(game::tileAt(doc, {1, 8}) == '@');
    CHECK(game::tileAt(doc, {18, 8}) == 'E');
    CHECK(valid(doc));
}

TEST_CASE("An edited level saves in canonical form and keeps the author's notes and digits", "[edit]") {
    const std::string text = "{\"format\": 1, \"name\": \"N\", \"mode\": \"ninja\", \"_comment\": \"keep me\", \"par\": 9.50,\n"
                             "\"tiles\": [\"######\", \"#@..E#\", \"######\"],\n"
                             "\"entities\": [{\"type\": \"sign\", \"x\": 2, \"y\": 1, \"text\": \"hi\", \"_note\": 1}]}";
    game::LevelDoc doc = load(text);
    game::paintTile(doc, {3, 1}, '#');
    const std::string saved = game::levelDocText(doc, game::levelSchema());
    CHECK(saved.find("\"_comment\": \"keep me\"") != std::string::npos);
    CHECK(saved.find("\"par\": 9.50") != std::string::npos);
    CHECK(saved.find("    \"#@.#E#\",\n") != std::string::npos);
    CHECK(saved.find("{\"type\": \"sign\", \"x\": 2, \"y\": 1, \"text\": \"hi\", \"_note\": 1}") != std::string::npos);
    // Saving what was loaded, unedited, gives the canonical text of the file.
    CHECK(game::levelDocText(load(saved), game::levelSchema()) == saved);
}

TEST_CASE("A rectangle and a flood fill paint exactly their cells, and a second spawn moves the first", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("ninja", 10, 6);
    CHECK(game::paintRect(doc, {5, 3}, {2, 1}, '#'));
    CHECK(game::tileAt(doc, {2, 1}) == '#');
    CHECK(game::tileAt(doc, {5, 3}) == '#');
    CHECK(game::tileAt(doc, {6, 3}) == '.');

    // The open cells right of the block and below it are one region; the fill stops at walls and at the spawn,
    // which closes off the column left of the block.
    CHECK(game::floodFill(doc, {8, 1}, '='));
    CHECK(game::tileAt(doc, {6, 2}) == '=');
    CHECK(game::tileAt(doc, {2, 4}) == '=');
    CHECK(game::tileAt(doc, {1, 1}) == '.');
    CHECK(game::tileAt(doc, {0, 1}) == '#');
    CHECK(game::tileAt(doc, {1, 4}) == '@');
    CHECK_FALSE(game::floodFill(doc, {8, 1}, '='));

    CHECK(game::paintTile(doc, {3, 4}, '@'));
    CHECK(game::tileAt(doc, {1, 4}) == '.');
    CHECK(game::tileAt(doc, {3, 4}) == '@');
}

TEST_CASE("Resizing from the left or top moves the entities with their cells", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("ninja", 8, 5);
    doc.entities.push_back(game::makeEntity("sign", {3, 2}, game::levelSchema()));
    CHECK(game::resizeDoc(doc, game::DocEdge::Left, 2));
    CHECK(game::docWidth(doc) == 10);
    CHECK(game::entityCell(doc.entities[0]).first == 5);
    CHECK(game::tileAt(doc, {2, 0}) == '#');
    CHECK(game::resizeDoc(doc, game::DocEdge::Top, -1));
    CHECK(game::docHeight(doc) == 4);
    CHECK(game::entityCell(doc.entities[0]).second == 1);
    CHECK(game::resizeDoc(doc, game::DocEdge::Bottom, -100));
    CHECK(game::docHeight(doc) == 1);
    CHECK(game::resizeDoc(doc, game::DocEdge::Right, 3));
    CHECK(game::docWidth(doc) == 13);
}

TEST_CASE("Placed entities get their required fields, are found under the cursor, move and duplicate", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("ninja", 12, 6);
    doc.entities.push_back(game::makeEntity("sign", {4, 3}, game::levelSchema()));
    CHECK(game::findMember(doc.entities[0], "text") != nullptr);
    CHECK(game::entityAt(doc, 4.5, 3.5, game::levelSchema()) == 0);
    CHECK(game::entityAt(doc, 5.5, 3.5, game::levelSchema()) == -1);
    game::moveEntity(doc, 0, 6, 2);
    CHECK(game::entityAt(doc, 6.2, 2.9, game::levelSchema()) == 0);
    game::setMember(doc.entities[0], "id", "\"s\"");
    std::size_t copy = game::duplicateEntity(doc, 0);
    CHECK(copy == 1);
    CHECK(game::entityCell(doc.entities[1]).first == 7);
    CHECK(*game::findMember(doc.entities[1], "id") == "\"s_2\"");
    CHECK(game::entityType(doc.entities[1]) == "sign");
}

TEST_CASE("Undo and redo walk back and forth through at least 200 edits", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("crypt", 30, 12);
    const game::LevelDoc original = doc;
    game::EditHistory history;
    for (int i = 0; i < 200; ++i) {
        game::LevelDoc before = doc;
        REQUIRE(game::paintTile(doc, {1 + i % 28, 1 + (i / 28) % 9}, i % 2 ? '#' : '^'));
        game::pushHistory(history, std::move(before));
    }
    const game::LevelDoc edited = doc;
    for (int i = 0; i < 200; ++i) REQUIRE(game::undoEdit(history, doc));
    CHECK(doc.tiles == original.tiles);
    CHECK_FALSE(game::undoEdit(history, doc));
    for (int i = 0; i < 200; ++i) REQUIRE(game::redoEdit(history, doc));
    CHECK(doc.tiles == edited.tiles);
    CHECK_FALSE(game::redoEdit(history, doc));
}

TEST_CASE("A file that is not JSON is refused as a whole document and says where", "[edit]") {
    game::DocLoad r = game::parseLevelDoc("{\"format\": 1,\n  \"tiles\": [}", "bad.json", game::levelSchema());
    CHECK_FALSE(r.doc);
    REQUIRE_FALSE(r.errors.empty());
    CHECK(r.errors[0].line == 2);
}

TEST_CASE("A copied region pastes its tiles and entities elsewhere, with fresh ids and the spawn left out", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("ninja", 20, 8);
    game::paintRect(doc, {2, 2}, {3, 3}, '#');
    game::paintTile(doc, {2, 4}, '@');
    doc.entities.push_back(game::makeEntity("sign", {3, 4}, game::levelSchema()));
    game::setMember(doc.entities[0], "id", "\"hint\"");

    const game::DocClip clip = game::copyRegion(doc, {4, 4}, {1, 2});
    REQUIRE(clip.tiles.size() == 3);
    CHECK(clip.tiles[0] == ".##.");
    CHECK(clip.entities.size() == 1);

    game::pasteRegion(doc, clip, {10, 2});
    CHECK(game::tileAt(doc, {11, 2}) == '#');
    CHECK(game::tileAt(doc, {12, 3}) == '#');
    CHECK(game::tileAt(doc, {11, 4}) == '.'); // the copied spawn stays where it was
    CHECK(game::tileAt(doc, {2, 4}) == '@');
    REQUIRE(doc.entities.size() == 2);
    CHECK(game::entityCell(doc.entities[1]) == std::pair<double, double>{12, 4});
    CHECK(*game::findMember(doc.entities[1], "id") == "\"hint2\"");

    game::clearRegion(doc, {10, 2}, {13, 4});
    CHECK(game::tileAt(doc, {11, 2}) == '.');
    CHECK(doc.entities.size() == 1);
}

TEST_CASE("Path values read and write point by point, and a linked entity gets an id once", "[edit]") {
    auto points = game::pathPoints("[[4, 10], [6.5, 10]]");
    REQUIRE(points.size() == 2);
    CHECK(points[1].first == 6.5);
    points.emplace_back(6.5, 12);
    CHECK(game::pathJson(points) == "[[4, 10], [6.5, 10], [6.5, 12]]");
    CHECK(game::pathPoints("[[1, 2], 3]").empty());

    game::LevelDoc doc = game::newLevelDoc("ninja", 10, 5);
    doc.entities.push_back(game::makeEntity("sign", {2, 2}, game::levelSchema()));
    doc.entities.push_back(game::makeEntity("sign", {4, 2}, game::levelSchema()));
    CHECK(game::ensureId(doc, 0) == "\"sign2\"");
    CHECK(game::ensureId(doc, 0) == "\"sign2\"");
    CHECK(game::ensureId(doc, 1) == "\"sign3\"");
}

TEST_CASE("A sized entity without w and h covers its type's default size", "[edit]") {
    game::LevelDoc doc = game::newLevelDoc("ninja", 10, 8);
    doc.entities.push_back(game::makeEntity("door", {5, 2}, game::levelSchema()));
    CHECK(game::entitySize(doc.entities[0], game::levelSchema()) == std::pair<double, double>{1, 3});
    CHECK(game::entityAt(doc, 5.5, 4.5, game::levelSchema()) == 0);
    CHECK(game::entityAt(doc, 5.5, 5.5, game::levelSchema()) == -1);
}

TEST_CASE("A placed door gets an id and links to the one receiver near it, a placed receiver to the one door", "[edit]") {
    const engine::EntitySchema& schema = game::levelSchema();
    game::LevelDoc doc = game::newLevelDoc("ninja", 40, 12);
    // A door alone: an id at once.
    const std::size_t door = game::placeEntity(doc, "door", {10, 5}, schema);
    REQUIRE(game::findMember(doc.entities[door], "id"));
    const std::string id = *game::findMember(doc.entities[door], "id");
    CHECK(id.size() > 2);
    // A receiver near it links to it.
    const std::size_t receiver = game::placeEntity(doc, "receiver", {12, 3}, schema);
    REQUIRE(game::findMember(doc.entities[receiver], "link"));
    CHECK(*game::findMember(doc.entities[receiver], "link") == id);
    // A receiver far from every door stays unlinked; a door placed near it is linked from it.
    const std::size_t far = game::placeEntity(doc, "receiver", {35, 3}, schema);
    const std::string* farLink = game::findMember(doc.entities[far], "link");
    CHECK((!farLink || farLink->size() <= 2));
    const std::size_t second = game::placeEntity(doc, "door", {33, 5}, schema);
    const std::string secondId = *game::findMember(doc.entities[second], "id");
    CHECK(secondId != id);
    CHECK(*game::findMember(doc.entities[far], "link") == secondId);
    // Two doors near: a receiver placed between them is left for the author to link.
    game::placeEntity(doc, "door", {14, 5}, schema);
    const std::size_t between = game::placeEntity(doc, "receiver", {12, 6}, schema);
    const std::string* link = game::findMember(doc.entities[between], "link");
    CHECK((!link || link->size() <= 2));
    // The level loads with every link resolved.
    engine::LoadResult r = engine::loadLevelText(game::levelDocText(doc, schema), "placed.json", schema);
    for (const engine::Diagnostic& d : r.diagnostics)
        if (d.severity == engine::Diagnostic::Error) CHECK(d.path.rfind("entities[" + std::to_string(between), 0) == 0);
}
