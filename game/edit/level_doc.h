#pragma once
// LevelDoc: a level file as the editor holds it, close to the text an author writes: the header members, the tile
// rows and the entities, each value kept as its JSON text so nothing the author wrote is lost (a "_comment", a
// number's digits). The editing operations are small free functions; EditHistory gives undo and redo. No SFML.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/level/diagnostic.h"
#include "engine/level/entity_schema.h"

namespace game {

/// A JSON member as the editor keeps it: the key and its value's JSON text ("12.50", "\"laser\"", "[[1, 2]]").
using DocMember = std::pair<std::string, std::string>;

/// One entity: its members in file order.
struct DocEntity {
    std::vector<DocMember> members; ///< "type", "x", "y" and the rest, values as JSON text
};

/// A level being edited.
struct LevelDoc {
    std::vector<DocMember> header;   ///< every top-level member but tiles and entities, in file order
    std::vector<std::string> tiles;  ///< the tile rows, top row first
    std::vector<DocEntity> entities; ///< in file order
};

/// A cell of the tile map.
struct DocCell {
    int x = 0; ///< column
    int y = 0; ///< row
};

/// An edge of the map, for resizing.
enum class DocEdge { Left, Right, Top, Bottom };

/// A document, or the located reasons the text cannot be edited.
struct DocLoad {
    std::optional<LevelDoc> doc;             ///< absent when the text is not a native level object
    std::vector<engine::Diagnostic> errors;  ///< why not
};

/// Read level text into a document (syntax errors, a key given twice and Tiled maps are refused, as for
/// --format; schema errors are not: they show as validation while editing).
DocLoad parseLevelDoc(const std::string& text, const std::string& file, const engine::EntitySchema& schema);
/// A new level of `mode`: a walled room `width` × `height` with the spawn at the lower left and an exit at the
/// lower right.
LevelDoc newLevelDoc(const std::string& mode, int width, int height);
/// The document as canonical level text (engine/level/level_format.h).
std::string levelDocText(const LevelDoc& doc, const engine::EntitySchema& schema);

/// Width of the map in cells (its longest row).
int docWidth(const LevelDoc& doc);
/// Height of the map in cells.
int docHeight(const LevelDoc& doc);
/// The legend character at a cell, or '\0' outside the map.
char tileAt(const LevelDoc& doc, DocCell cell);
/// Set one cell (outside the map: nothing). Placing '@' moves the spawn there (the old '@' becomes '.').
/// Returns true when something changed.
bool paintTile(LevelDoc& doc, DocCell cell, char tile);
/// Set every cell of the rectangle spanned by a and b (inclusive) inside the map, leaving the spawn and the exits
/// as they are ('@' moves the spawn to b). Returns true when something changed.
bool paintRect(LevelDoc& doc, DocCell a, DocCell b, char tile);
/// Flood-fill the 4-connected region of equal cells around `start` with `tile`. Returns true when something changed.
bool floodFill(LevelDoc& doc, DocCell start, char tile);
/// Add (count > 0) or remove (count < 0) columns or rows at an edge. New cells are '.'; entities move with the
/// cells when the left or top edge changes. A map never shrinks below 1 × 1 nor grows past engine::kMaxLevelCells
/// a side. Returns true when something changed.
bool resizeDoc(LevelDoc& doc, DocEdge edge, int count);

/// A member's JSON text, or nullptr.
const std::string* findMember(const DocEntity& e, const std::string& key);
/// Set a member's JSON text (added at the end when absent).
void setMember(DocEntity& e, const std::string& key, const std::string& json);
/// The entity's x, y in cells (0, 0 when missing or not numbers).
std::pair<double, double> entityCell(const DocEntity& e);
/// The entity's type name ("" when missing).
std::string entityType(const DocEntity& e);
/// A new entity of `type` at a cell, with its schema's required fields set to a first value.
DocEntity makeEntity(const std::string& type, DocCell cell, const engine::EntitySchema& schema);
/// The entity's box size in cells: its w and h, or its type's defaults (1 × 1 for types without them).
std::pair<double, double> entitySize(const DocEntity& e, const engine::EntitySchema& schema);
/// Index of the topmost entity whose box covers the point (x, y) in cells, or -1.
int entityAt(const LevelDoc& doc, double x, double y, const engine::EntitySchema& schema);
/// Move an entity so its box's top-left is at (x, y) cells.
void moveEntity(LevelDoc& doc, std::size_t index, double x, double y);
/// A copy of entity `index` one cell to the right, added last (its id, if any, made unique). Returns its index.
std::size_t duplicateEntity(LevelDoc& doc, std::size_t index);

/// A copied region: its tiles and the entities whose cell lies inside it, positions relative to its top-left.
struct DocClip {
    std::vector<std::string> tiles; ///< rows of the region
    std::vector<DocEntity> entities; ///< x, y relative to the region's top-left cell
};
/// Copy the rectangle spanned by cells a and b (inclusive).
DocClip copyRegion(const LevelDoc& doc, DocCell a, DocCell b);
/// Clear the rectangle spanned by a and b: its tiles become '.', its entities are removed (the spawn and the exits
/// stay).
void clearRegion(LevelDoc& doc, DocCell a, DocCell b);
/// Paste a clip with its top-left at `at`: tiles inside the map are set (a copied spawn is left out, so the level
/// keeps one), entities are added with fresh ids where theirs are taken.
void pasteRegion(LevelDoc& doc, const DocClip& clip, DocCell at);

/// The points of a path value ("[[x, y], ...]"), in cells; empty when it is not a list of points.
std::vector<std::pair<double, double>> pathPoints(const std::string& json);
/// A list of points as a path value.
std::string pathJson(const std::vector<std::pair<double, double>>& points);
/// Cells (in x and in y) within which a placed entity links to its one candidate (placeEntity).
inline constexpr double kLinkReach = 8.0;
/// Add a new entity of `type` at a cell (makeEntity) and return its index. A type other entities link to (a door)
/// gets an id at once. When exactly one candidate lies within kLinkReach cells, the link is made: a placed receiver
/// links to the one door near it, a placed door is linked from the one unlinked receiver near it.
std::size_t placeEntity(LevelDoc& doc, const std::string& type, DocCell cell, const engine::EntitySchema& schema);
/// Give entity `index` an id if it has none ("door2", unique in the level) and return it as JSON text.
std::string ensureId(LevelDoc& doc, std::size_t index);

/// Undo and redo: whole documents, kept up to kHistorySteps each way.
struct EditHistory {
    std::vector<LevelDoc> undo; ///< older states, newest last
    std::vector<LevelDoc> redo; ///< states undone, newest last
};
/// Steps of undo kept.
inline constexpr std::size_t kHistorySteps = 256;
/// Remember `before` (the document as it was before an edit) and forget the redo states.
void pushHistory(EditHistory& history, LevelDoc before);
/// Go back one step (false when there is none).
bool undoEdit(EditHistory& history, LevelDoc& doc);
/// Go forward one step (false when there is none).
bool redoEdit(EditHistory& history, LevelDoc& doc);

} // namespace game
