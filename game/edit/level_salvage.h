#pragma once
// Salvage: what can still be read of a level file that is not valid JSON. Canonical files (and most hand-written
// ones) hold a header member, a tile row or an entity on each line, so each such line is read on its own. No SFML.
#include <string>

#include "engine/level/entity_schema.h"
#include "game/edit/level_doc.h"

namespace game {

/// Read level text that parseLevelDoc refuses line by line: each header member ("key": value), each tile row and
/// each entity object that parses on its own is kept, in file order. A tile row that does not parse keeps its
/// characters (so the rows below stay where they were); an entity or header line that does not parse is left
/// out. `errors` holds why the whole text was refused (Error), then a Warning per line read as characters or
/// left out. `doc` is absent when no tile row with a cell could be read (there is no map to edit).
DocLoad salvageLevelDoc(const std::string& text, const std::string& file, const engine::EntitySchema& schema);

} // namespace game
